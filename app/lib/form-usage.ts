/**
 * The one line under each form that takes personal data (DataUseNote), apart from the rest of the
 * privacy policy (a page from blocks, its words in the database) so that a form does not load it
 * (issue 15). Shipped inside the form islands, so kept in code.
 */
export type FormKey = "contact" | "iraconnect" | "newsletter";

export const FORM_USAGE: Record<FormKey, string> = {
  contact: "We use your details only to answer this message.",
  iraconnect: "We use these details for IRACONNECT early access and launch news only, and never sell them.",
  newsletter: "One e-mail per new article at most; unsubscribe from any e-mail.",
};
