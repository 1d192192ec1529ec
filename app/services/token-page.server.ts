/** The answers of the pages opened with a staff link (invitation, password reset, e-mail change). */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { ChosenPassword } from "./new-password.server.ts";
import { noStore } from "../lib/http.ts";

/** Never stored, and the token in the URL is not sent to any other site. */
export const TOKEN_PAGE_HEADERS = noStore({ "Referrer-Policy": "no-referrer" } as const);

export type TokenFormAnswer =
  | { ok: true; redirectTo: string; setCookie?: string }
  | { ok: false; status: 400 | 409 | 410 | 413 | 415 | 503; result: SubmissionResult<string[]> | null; error: string | null; retryAfterSeconds?: number };

type Parsed = Submission<Record<string, unknown>, string[], unknown>;

/** A refusal of a link form: the message above the button; the password is never sent back. */
export function refuseTokenForm(submission: Parsed, status: 400 | 409 | 410 | 503, message: string, retryAfterSeconds?: number): TokenFormAnswer {
  return { ok: false, status, result: submission.reply({ formErrors: [message], hideFields: ["password"] }), error: message, retryAfterSeconds };
}

/** A chosen password that cannot be used: its reasons under the field, or the server is busy. */
export function unusablePassword(submission: Parsed, chosen: Exclude<ChosenPassword, { status: "ok" }>): TokenFormAnswer {
  if (chosen.status === "busy") return refuseTokenForm(submission, 503, chosen.message, chosen.retryAfterSeconds);
  return { ok: false, status: 400, result: submission.reply({ fieldErrors: { password: chosen.reasons }, hideFields: ["password"] }), error: null };
}

/** A link form's POST as React Router answers it: a redirect on success, else the form's reply. */
export function tokenFormResponse(answer: TokenFormAnswer) {
  if (answer.ok) {
    const headers = new Headers(TOKEN_PAGE_HEADERS);
    if (answer.setCookie) headers.set("Set-Cookie", answer.setCookie);
    throw redirect(answer.redirectTo, { headers });
  }
  const headers = new Headers(TOKEN_PAGE_HEADERS);
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return data({ result: answer.result, error: answer.error }, { status: answer.status, headers });
}
