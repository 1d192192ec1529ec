/** The answers of the pages opened with a staff link (invitation, password reset, e-mail change). */
import type { ChosenPassword } from "./new-password.server.ts";
import type { FormReply, ParsedForm } from "../lib/form-reply.ts";
import { noStore } from "../lib/http.ts";

/** Never stored, and the token in the URL is not sent to any other site. */
export const TOKEN_PAGE_HEADERS = noStore({ "Referrer-Policy": "no-referrer" } as const);

export type TokenFormAnswer =
  | { ok: true; redirectTo: string; setCookie?: string }
  | { ok: false; status: 400 | 409 | 410 | 413 | 415 | 503; result: FormReply | null; error: string | null; retryAfterSeconds?: number };

/** A refusal of a link form: the message above the button; the password is never sent back. */
export function refuseTokenForm(submission: ParsedForm<unknown>, status: 400 | 409 | 410 | 503, message: string, retryAfterSeconds?: number): TokenFormAnswer {
  return { ok: false, status, result: submission.reply({ formErrors: [message], hideFields: ["password"] }), error: message, retryAfterSeconds };
}

/** A chosen password that cannot be used: its reasons under the field, or the server is busy. */
export function unusablePassword(submission: ParsedForm<unknown>, chosen: Exclude<ChosenPassword, { status: "ok" }>): TokenFormAnswer {
  if (chosen.status === "busy") return refuseTokenForm(submission, 503, chosen.message, chosen.retryAfterSeconds);
  return { ok: false, status: 400, result: submission.reply({ fieldErrors: { password: chosen.reasons }, hideFields: ["password"] }), error: null };
}
