/**
 * POST /newsletter: the newsletter block's endpoint. A browser without JavaScript posts the form
 * and is redirected back to the page it came from with a notice code; scripts (the enhanced form,
 * or anyone) ask for JSON and get `{ ok, message | error }` with a fitting status.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { requestInfoContext } from "~/lib/request-context.server";
import {
  NEWSLETTER_NOTICES,
  NewsletterSchema,
  noticeForMessage,
  type NewsletterNotice,
  type NewsletterResponse,
} from "~/lib/schemas/newsletter";
import { subscribe } from "~/models/newsletter.server";
import { formValues, isFormRequest, isJsonRequest, readFormBody, readJsonBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { hit } from "~/services/rate-limit.server";

export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
const MAX_BODY_BYTES = 4 * 1024;
const DEFAULT_BACK = "/blog";

export async function loader() {
  // Nothing to show at this address; the form lives on the blog.
  return redirect(`${DEFAULT_BACK}#newsletter`);
}

export async function action({ request, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  // Only a plain browser form post (no JavaScript) is answered with a redirect.
  const json = !isFormRequest(request) || (request.headers.get("accept") ?? "").includes("application/json");

  if (!isFormRequest(request) && !isJsonRequest(request)) {
    return answer(json, 415, { ok: false, error: "Send application/x-www-form-urlencoded, multipart/form-data or JSON." });
  }
  let values: unknown;
  let back = DEFAULT_BACK;
  if (isJsonRequest(request)) {
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) return answer(json, body.status, { ok: false, error: body.message });
    values = body.json;
    if (!values || typeof values !== "object" || Array.isArray(values)) {
      return answer(json, 400, { ok: false, error: "Send a JSON object with an email field." });
    }
  } else {
    const body = await readFormBody(request, MAX_BODY_BYTES);
    if (!body.ok) return answer(json, body.status, { ok: false, error: body.message });
    values = formValues(body.form);
    back = safeBackPath(body.form.get("redirectTo"));
  }

  const parsed = NewsletterSchema.safeParse(values);
  if (!parsed.success) {
    const errors = parsed.error.issues.filter((i) => i.path[0] === "email").map((i) => i.message);
    const error = errors[0] ?? "Send a JSON object with an email field.";
    return answer(json, 400, { ok: false, error, errors: { email: errors.slice(0, 1) } }, back);
  }

  const limit = await hit(`newsletter:${info.ip}`, NEWSLETTER_RATE_LIMIT);
  if (!limit.allowed) {
    return answer(json, 429, { ok: false, error: NEWSLETTER_NOTICES["too-many"] }, back, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  try {
    const outcome = await subscribe(parsed.data.email);
    logger.info({ requestId: info.requestId, outcome }, "newsletter subscription");
  } catch (error) {
    logger.error({ err: error, requestId: info.requestId }, "could not store a newsletter subscription");
    return answer(json, 503, { ok: false, error: NEWSLETTER_NOTICES.error }, back);
  }
  // The same answer whatever the address's state, so the form never reveals who subscribed.
  return answer(json, 200, { ok: true, message: NEWSLETTER_NOTICES.pending }, back);
}

function answer(json: boolean, status: number, body: NewsletterResponse, back = DEFAULT_BACK, headers: Record<string, string> = {}) {
  if (json) return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
  const fieldError = body.ok ? undefined : body.errors?.email?.[0];
  const notice: NewsletterNotice = body.ok ? "pending" : status === 429 ? "too-many" : fieldError ? noticeForMessage(fieldError) : "error";
  return redirect(`${back}?newsletter=${notice}#newsletter`, { status: 303, headers });
}

/** Only a path on this site: never another origin ("//evil.example", "/\\evil.example"). */
function safeBackPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || value.length > 200) return DEFAULT_BACK;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~/%]*$/.test(value)) return DEFAULT_BACK;
  return value;
}
