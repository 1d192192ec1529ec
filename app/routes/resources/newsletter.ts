/**
 * POST /newsletter: the newsletter block's endpoint. A browser without JavaScript posts the form
 * and is redirected back to the page it came from with a notice code; scripts (the enhanced form,
 * or anyone) ask for JSON and get `{ ok, message | error }` with a fitting status. Behaviour lives
 * in app/services/newsletter.server.ts.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { paths } from "#app/lib/paths.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { noticeForMessage, type NewsletterNotice } from "#app/lib/schemas/newsletter.ts";
import { subscribeFromRequest } from "#app/services/newsletter.server.ts";
import { isFormRequest } from "#app/services/submission.server.ts";
import { noStore } from "#app/lib/http.ts";

export async function loader() {
  // Nothing to show at this address; the form lives on the blog.
  return redirect(`${paths.blog}#newsletter`);
}

export async function action({ request, context }: Route.ActionArgs) {
  // Only a plain browser form post (no JavaScript) is answered with a redirect.
  const json = !isFormRequest(request) || (request.headers.get("accept") ?? "").includes("application/json");
  const reply = await subscribeFromRequest(request, context.get(requestInfoContext));
  const headers: Record<string, string> = reply.retryAfter ? { "Retry-After": String(reply.retryAfter) } : {};
  if (json) return Response.json(reply.body, { status: reply.status, headers: noStore({ ...headers }) });

  const fieldError = reply.body.ok ? undefined : reply.body.errors?.email?.[0];
  const notice: NewsletterNotice = reply.body.ok ? "pending" : reply.status === 429 ? "too-many" : fieldError ? noticeForMessage(fieldError) : "error";
  return redirect(`${reply.back}?newsletter=${notice}#newsletter`, { status: 303, headers });
}
