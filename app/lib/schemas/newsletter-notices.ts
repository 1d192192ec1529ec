/**
 * The newsletter form's texts and answers, apart from its schema (newsletter.ts) so that the form
 * loads zod only when it checks an address (issue 15).
 */

/**
 * Outcomes the form shows. Without JavaScript the endpoint redirects back with one of these codes
 * (never free text in the address bar); with JavaScript the JSON answer carries the message.
 */
export const NEWSLETTER_NOTICES = {
  pending: "Thanks! Please check your inbox and click the link to confirm your subscription.",
  required: "Email is required",
  invalid: "Invalid email address",
  "too-long": "Email must be at most 254 characters",
  "not-text": "Email must be text",
  "too-many": "Too many attempts from your network. Please try again later.",
  error: "Something went wrong. Please try again later.",
} as const;

export type NewsletterNotice = keyof typeof NEWSLETTER_NOTICES;

export function noticeForMessage(message: string): NewsletterNotice {
  const entry = Object.entries(NEWSLETTER_NOTICES).find(([, text]) => text === message);
  return (entry?.[0] as NewsletterNotice | undefined) ?? "invalid";
}

export type NewsletterResponse = { ok: true; message: string } | { ok: false; error: string; errors?: { email?: string[] } };
