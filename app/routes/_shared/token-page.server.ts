/** A staff link form's answer (app/services/token-page.server.ts) as React Router sends it. */
import { data, redirect } from "react-router";
import { TOKEN_PAGE_HEADERS, type TokenFormAnswer } from "#app/services/token-page.server.ts";

/** A link form's POST: a redirect on success, else the form's reply with its status. */
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
