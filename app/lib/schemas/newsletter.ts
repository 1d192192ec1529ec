/** The newsletter block (e-mail and 'Subscribe'): one schema for the browser and POST /newsletter. */
import { NEWSLETTER_NOTICES } from "./newsletter-notices.ts";
import { z } from "./zod.ts";

export { NEWSLETTER_NOTICES, noticeForMessage, type NewsletterNotice, type NewsletterResponse } from "./newsletter-notices.ts";

const REQUIRED = NEWSLETTER_NOTICES.required;

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
