/** The answers of the pages opened with a staff link (invitation, password reset, e-mail change). */
import { data, redirect } from "react-router";
import type { TokenFormAnswer } from "./staff.server.ts";

/** Never stored, and the token in the URL is not sent to any other site. */
export const TOKEN_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } as const;

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
