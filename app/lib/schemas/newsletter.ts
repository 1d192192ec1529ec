/** The newsletter block (e-mail and 'Subscribe'): one schema for the browser and POST /newsletter. */
import { z } from "./zod";

const REQUIRED = "Email is required";

export const NewsletterSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Email must be text") })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(254, { error: "Email must be at most 254 characters", abort: true })
    .regex(z.regexes.email, "Invalid email address")
    .transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** The unsubscribe page's button: the signed token from the mailed link (bounded like every token). */
export const UnsubscribeSchema = z.object({
  token: z.string().max(2048).optional(),
});

/**
 * Outcomes the form shows. Without JavaScript the endpoint redirects back with one of these codes
 * (never free text in the address bar); with JavaScript the JSON answer carries the message.
 */
export const NEWSLETTER_NOTICES = {
  pending: "Thanks! Please check your inbox and click the link to confirm your subscription.",
  required: REQUIRED,
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
