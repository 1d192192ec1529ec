/** The admin's Privacy page: look up, export and erase one person's data; purge old records. */
import { z } from "./zod.ts";

const REQUIRED = "Email is required";

export const privacyEmail = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Email must be text") })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(254, { error: "Email must be at most 254 characters", abort: true })
  .regex(z.regexes.email, "Invalid email address")
  .transform((email) => email.toLowerCase());

/** ?email= of the lookup and of the JSON export. */
export const PrivacyLookupSchema = z.object({ email: privacyEmail });

const confirmed = z.literal("on", { error: "Tick the box to confirm." });

export const PrivacyActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("erase"), email: privacyEmail, confirm: confirmed }),
    z.object({ intent: z.literal("purge"), confirm: confirmed }),
  ],
  { error: "Unknown action." },
);

export type PrivacyAction = z.output<typeof PrivacyActionSchema>;
