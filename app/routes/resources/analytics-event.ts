/**
 * POST /api/event: the analytics beacon's endpoint (issue 27). The body is a small urlencoded
 * event (`navigator.sendBeacon` with URLSearchParams: no preflight); the beacon reads no answer:
 * 202 stored, 204 not counted (Do Not Track, Global Privacy Control, a bot, an admin page), 400 not
 * an event, 413 too large, 415 not a form, 429 too many from one address. Behaviour lives in
 * app/services/analytics.server.ts.
 */
import type { Route } from "./+types/analytics-event";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { collectRequest } from "#app/services/analytics.server.ts";

export async function loader() {
  return new Response("Use POST", { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Use POST", { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  const reply = await collectRequest(request, context.get(requestInfoContext));
  if (reply.status === 202 || reply.status === 204) return new Response(null, { status: reply.status, headers: NO_STORE });
  return new Response(reply.error ?? "", { status: reply.status, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
}
