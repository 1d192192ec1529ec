/**
 * The contact form (SPEC §5): one schema for the browser (Conform, checked on submit, revalidated
 * on change) and the server action. The spec gives the required/e-mail messages; the length
 * bounds are ours, so that nobody can store a novel in the inbox.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "./zod.ts";
import { storable } from "./fields.ts";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** A required text field: trimmed, with the spec's "required" message for missing or blank input. */
function requiredText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text`) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: `${label} must be at most ${max.toLocaleString("en-US")} characters`, abort: true });
}

/** Free text is stored as typed, so it must be text PostgreSQL can keep (the e-mail pattern already is). */
const freeText = (label: string, max: number) => requiredText(label, max).check(storable(label));

export const ContactSchema = z.object({
  name: freeText("Name", CONTACT_LIMITS.name),
  email: requiredText("Email", CONTACT_LIMITS.email).regex(z.regexes.email, "Invalid email address"),
  subject: freeText("Subject", CONTACT_LIMITS.subject),
  message: freeText("Message", CONTACT_LIMITS.message),
});

export type ContactInput = z.infer<typeof ContactSchema>;

/** What the contact action answers; the form turns it into field errors, a toast and a notice. */
export type ContactActionData = {
  result: SubmissionResult<string[]>;
  outcome: "sent" | "invalid" | "rate-limited" | "error" | "checked";
  /** Shown to the person (toast description and the notice under the form). */
  message?: string;
};

export { CONTACT_TEXTS } from "./contact-texts.ts";

/** What each inbox button does: mark handled, recover a false positive, or file a message as spam. */
export const INTENT_STATUS = { handled: "handled", "not-spam": "new", spam: "spam", reopen: "new" } as const;

export const StatusChange = z.object({
  intent: z.enum(Object.keys(INTENT_STATUS) as [keyof typeof INTENT_STATUS], { error: "Unknown action." }),
  id: z.uuid({ error: "Unknown message." }),
});

