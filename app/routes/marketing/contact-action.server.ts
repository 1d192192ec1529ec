/**
 * The action behind /contact (the page module re-exports it). Order matters: unreadable or invalid
 * input is answered first and never stored or counted; then the per-IP limit; then the bot checks,
 * whose verdict is never revealed: a caught bot gets the same success answer as a person, and its
 * message is kept with status 'spam' so that a false positive can be recovered in the admin.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD, honeypotFilled, submittedTooFast } from "~/lib/anti-bot";
import { requestInfoContext } from "~/lib/request-context.server";
import { CONTACT_TEXTS, ContactSchema, type ContactActionData } from "~/lib/schemas/contact";
import { createContactSubmission } from "~/models/contact.server";
import { readFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";
import { env } from "~/services/env.server";
import { hit } from "~/services/rate-limit.server";

/** The default rule; the count comes from CONTACT_RATE_LIMIT (same default), raised for benches only. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

export function contactRateRule() {
  return { ...CONTACT_RATE_LIMIT, limit: env().CONTACT_RATE_LIMIT };
}

/** Nobody reads the page, types four fields and sends in less than this. */
export const CONTACT_MIN_FILL_MS = 3_000;
/** Far above the longest valid form (5,000 characters, each up to 9 bytes once URL-encoded). */
const MAX_BODY_BYTES = 64 * 1024;

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

export async function contactAction({ request, context }: ActionArgs) {
  const info = context.get(requestInfoContext);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return answer(body.status, {
      outcome: "invalid",
      message: body.message,
      result: { status: "error", error: { "": [body.message] } },
    });
  }

  const submission = parseWithZod(body.form, { schema: ContactSchema });
  if (submission.status !== "success") {
    return answer(400, { outcome: "invalid", result: submission.reply() });
  }

  const limit = await hit(`contact:${info.ip}`, contactRateRule());
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    const message = `You have sent too many messages. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    return answer(
      429,
      { outcome: "rate-limited", message, result: submission.reply({ formErrors: [message] }) },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const bot =
    honeypotFilled(body.form.get(HONEYPOT_FIELD)) || submittedTooFast(body.form.get(RENDERED_AT_FIELD), CONTACT_MIN_FILL_MS);
  try {
    await createContactSubmission({ ...submission.value, status: bot ? "spam" : "new", ip: info.ip, userAgent: info.userAgent });
  } catch (error) {
    logger.error({ err: error, requestId: info.requestId }, "could not store a contact submission");
    return answer(503, {
      outcome: "error",
      message: CONTACT_TEXTS.errorDescription,
      result: submission.reply({ formErrors: [CONTACT_TEXTS.errorDescription] }),
    });
  }
  if (bot) logger.info({ requestId: info.requestId, ip: info.ip }, "contact submission kept as spam");
  return answer(200, { outcome: "sent", result: submission.reply({ resetForm: true }) });
}

function answer(status: number, body: ContactActionData, headers?: Record<string, string>) {
  // The answer may echo what was typed; no shared cache may keep it.
  return data(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
