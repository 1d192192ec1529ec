/**
 * The one line under each form that takes personal data (DataUseNote), apart from the rest of the
 * legal copy (legal.ts) so that a page with a form does not load the privacy policy (issue 15).
 */
export type FormKey = "contact" | "iraconnect" | "newsletter";

export const FORM_USAGE: Record<FormKey, string> = {
  contact: "We use your details only to answer this message.",
  iraconnect: "We use these details for IRACONNECT early access and launch news only, and never sell them.",
  newsletter: "One e-mail per new article at most; unsubscribe from any e-mail.",
};
