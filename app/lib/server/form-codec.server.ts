/**
 * The server's one form codec (decision 042): a posted form decoded and parsed with the form's
 * zod schema exactly as the page's Conform does it (names like `results[0].metric` into lists and
 * groups, empty fields as absent, a list button's intent), and its reply. It is the only server
 * module outside the routes that calls Conform, and it hands out plain values only
 * (app/lib/form-reply.ts): services never see a Conform object (tests/unit/layering.test.ts).
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormReply, FormReplyOptions, ParsedForm } from "../form-reply.ts";

/** The field Conform's list and reset buttons post their intent in (@conform-to/dom's INTENT). */
export const FORM_INTENT_FIELD = "__intent__";

/**
 * The form parsed with `schema`; null when the form carries an intent no page of ours sends
 * (Conform reads `__intent__` as JSON and throws on anything else).
 */
export function decodeForm<Schema extends z.ZodType>(form: FormData, schema: Schema): ParsedForm<z.output<Schema>> | null {
  let submission: Submission<z.input<Schema>, string[], z.output<Schema>>;
  try {
    submission = parseWithZod(form, { schema });
  } catch (error) {
    if (form.has(FORM_INTENT_FIELD)) return null;
    throw error;
  }
  const reply = (options?: FormReplyOptions): FormReply => submission.reply(options);
  if (submission.status === "success") return { status: "success", payload: submission.payload, value: submission.value, reply };
  return { status: submission.status, payload: submission.payload, error: submission.error, reply };
}
