/**
 * POST /api/iraconnect/signup: the one signup endpoint. JSON bodies (the signup modal, API
 * clients) get SPEC §3's answer { success, error, refId, totalSignups } as JSON. A form posted by a
 * browser without JavaScript gets a redirect: to the thanks page, or back to the form with its
 * messages. Behaviour lives in app/services/iraconnect-signup.server.ts. Cross-site posts (another
 * site signing visitors up, or setting their cookies) never get here: the server refuses every
 * cross-origin POST first (server/security.ts, decision 008).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/iraconnect-signup";
import { paths } from "#app/lib/paths.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import type { SignupAnswer } from "#app/lib/schemas/iraconnect-signup.ts";
import { flashCookie, handleSignup } from "#app/services/iraconnect-signup.server.ts";
import { mediaKind } from "#app/services/submission.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** A refusal with every field of SPEC §3's answer, as the other refusals have them. */
const refusal = (error: string, status: number, headers: HeadersInit = {}) =>
  Response.json({ success: false, error, refId: null, totalSignups: null } satisfies SignupAnswer, {
    status,
    headers: { ...NO_STORE, ...headers },
  });

/** A page's form submitted by a browser (it follows redirects and shows HTML), not a fetch. */
function isBrowserForm(request: Request): boolean {
  return mediaKind(request) === "urlencoded" && (request.headers.get("accept") ?? "").includes("text/html");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return refusal("Use POST", 405, { Allow: "POST" });

  const browserForm = isBrowserForm(request);
  const result = await handleSignup(request, context.get(requestInfoContext));
  const headers = new Headers(NO_STORE);
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  if (result.deviceCookie) headers.append("Set-Cookie", result.deviceCookie);
  if (result.retryAfter) headers.set("Retry-After", String(result.retryAfter));

  if (browserForm) {
    if (result.answer.success) return redirect(paths.iraconnectThanks, { status: 303, headers });
    headers.append(
      "Set-Cookie",
      await flashCookie(result.submission ? { submission: result.submission } : { error: result.answer.error ?? "Signup failed" }),
    );
    return redirect(`${paths.iraconnectJoin}#join`, { status: 303, headers });
  }
  const body = JSON.stringify(result.answer);
  headers.set("Content-Type", "application/json; charset=utf-8");
  // With its length known the answer goes out in one write, not as a chunk and then an end marker.
  headers.set("Content-Length", String(Buffer.byteLength(body)));
  return new Response(body, { status: result.status, headers });
}

export function loader() {
  return refusal("Use POST to sign up", 405, { Allow: "POST" });
}
