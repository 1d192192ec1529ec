/**
 * The newsletter with double opt-in: subscribing (POST /newsletter) stores the address once and
 * mails a signed confirmation link; only a confirmed subscriber gets newsletters. Every mail to a
 * subscriber carries a signed unsubscribe link that never expires. Opening that link only asks;
 * the button (or a one-click client, RFC 8058) unsubscribes.
 */
import type { RequestInfo } from "../lib/server/request-context.server.ts";
import { paths } from "../lib/paths.ts";
import { NEWSLETTER_NOTICES, NewsletterSchema, UnsubscribeSchema, type NewsletterResponse } from "../lib/schemas/newsletter.ts";
import { siteUrlFor } from "./site-url.server.ts";
import { recordAudit } from "../models/audit-log.server.ts";
import type { OutgoingMail } from "../models/mail-outbox.server.ts";
import {
  addPendingSubscriber,
  confirmSubscriber,
  findSubscriber,
  findSubscriberByEmail,
  markUnsubscribed,
  type Subscriber,
} from "../models/newsletter.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { hitLimit } from "./rate-limit.server.ts";
import { signToken, verifyToken } from "./signed-token.server.ts";
import { currentCompanySettings } from "./site-settings.server.ts";
import { readSubmission } from "./submission.server.ts";
import { touchesOf } from "./attribution.server.ts";
import type { TouchColumns } from "../lib/attribution.ts";
import { emitNewsletterSubscribed } from "./webhooks.server.ts";

const CONFIRM_PURPOSE = "newsletter-confirm";
const UNSUBSCRIBE_PURPOSE = "newsletter-unsubscribe";
const CONFIRM_LINK_DAYS = 7;
/** One e-mail address: far more than an honest form or JSON body needs. */
const MAX_BODY_BYTES = 4 * 1024;
/** The unsubscribe button posts a token only (one-click clients post "List-Unsubscribe=One-Click"). */
const MAX_UNSUBSCRIBE_BYTES = 4 * 1024;
const NOT_AN_OBJECT = "Send a JSON object with an email field.";
/** Where the form lives. */
const DEFAULT_BACK = paths.blog;

// ---------------------------------------------------------------------------------------------
// Subscribing

export type SubscribeReply = {
  status: number;
  body: NewsletterResponse;
  /** For a form posted without JavaScript: the page to go back to (a path on this site). */
  back: string;
  retryAfter?: number;
};

/** Handles one subscription request from anyone: never throws for bad input, never stores a bad row. */
export async function subscribeFromRequest(request: Request, info: RequestInfo): Promise<SubscribeReply> {
  const read = await readSubmission(request, NewsletterSchema, {
    maxBytes: MAX_BODY_BYTES,
    accept: ["urlencoded", "multipart", "json"],
    messages: { unsupported: "Send application/x-www-form-urlencoded, multipart/form-data or JSON.", notObject: NOT_AN_OBJECT },
  });
  if (!read.ok) return { status: read.status, body: { ok: false, error: read.message }, back: DEFAULT_BACK };
  const back = read.kind === "json" ? DEFAULT_BACK : safeBackPath(read.values.redirectTo);

  const { submission } = read;
  if (submission.status !== "success") {
    const errors = submission.error?.email ?? [];
    return { status: 400, body: { ok: false, error: errors[0] ?? NOT_AN_OBJECT, errors: { email: errors.slice(0, 1) } }, back };
  }

  const limit = await hitLimit("newsletter", info.ip);
  if (!limit.allowed) {
    return { status: 429, body: { ok: false, error: NEWSLETTER_NOTICES["too-many"] }, back, retryAfter: limit.retryAfterSeconds };
  }

  try {
    const outcome = await subscribe(submission.value.email, new Date(), touchesOf(request));
    logger.info({ requestId: info.requestId, outcome }, "newsletter subscription");
  } catch (error) {
    logger.error({ err: error, requestId: info.requestId }, "could not store a newsletter subscription");
    return { status: 503, body: { ok: false, error: NEWSLETTER_NOTICES.error }, back };
  }
  // The same answer whatever the address's state, so the form never reveals who subscribed.
  return { status: 200, body: { ok: true, message: NEWSLETTER_NOTICES.pending }, back };
}

export type SubscribeOutcome = "mail-queued" | "already-confirmed" | "mail-throttled";

/**
 * Subscribes `email` (already validated and lower-cased). Idempotent: one row per address; asking
 * again re-sends the link, a few times a day at most. The caller answers every outcome the same way.
 */
export async function subscribe(email: string, now = new Date(), touches?: TouchColumns): Promise<SubscribeOutcome> {
  if ((await findSubscriberByEmail(email))?.status === "confirmed") return "already-confirmed";
  if (!(await hitLimit("newsletterMail", email, now)).allowed) return "mail-throttled";
  return addPendingSubscriber(email, (subscriberId) => confirmationMail(subscriberId, email, now), touches);
}

/** Only a path on this site: never another origin ("//evil.example", "/\\evil.example"). */
function safeBackPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 200) return DEFAULT_BACK;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~/%]*$/.test(value)) return DEFAULT_BACK;
  return value;
}

// ---------------------------------------------------------------------------------------------
// Links and mails

export async function confirmLink(subscriberId: string, now = new Date()): Promise<string> {
  const token = await signToken(CONFIRM_PURPOSE, { s: subscriberId, i: now.getTime() });
  return siteUrlFor(`${paths.newsletterConfirm}?token=${encodeURIComponent(token)}`);
}

export async function unsubscribeLink(subscriberId: string): Promise<string> {
  const token = await signToken(UNSUBSCRIBE_PURPOSE, { s: subscriberId });
  return siteUrlFor(`${paths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`);
}

/** The footer every mail to a subscriber ends with (the newsletter mails will carry it too). */
async function subscriberFooter(subscriberId: string): Promise<string> {
  return [
    "--",
    `You receive this because this address was entered on ${env().SITE_URL}.`,
    `Unsubscribe: ${await unsubscribeLink(subscriberId)}`,
  ].join("\n");
}

async function confirmationMail(subscriberId: string, email: string, now: Date): Promise<OutgoingMail> {
  return {
    kind: "newsletter-confirmation",
    to: email,
    subject: `Confirm your subscription to the ${currentCompanySettings().name} newsletter`,
    text: [
      "Hello,",
      "",
      `Please confirm that you want to receive the ${currentCompanySettings().name} newsletter by opening this link:`,
      "",
      await confirmLink(subscriberId, now),
      "",
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this mail and nothing happens.`,
      "",
      await subscriberFooter(subscriberId),
    ].join("\n"),
  };
}

// ---------------------------------------------------------------------------------------------
// Confirming and unsubscribing

export type ConfirmOutcome = "confirmed" | "invalid" | "expired";

/** Following the link is the confirmation: one click, as people expect from double opt-in mails. */
export async function confirmSubscription(token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  const data = await verifyToken(CONFIRM_PURPOSE, token);
  if (!data || typeof data.s !== "string" || typeof data.i !== "number") return "invalid";
  const issuedAt = new Date(data.i);
  if (now.getTime() - issuedAt.getTime() > CONFIRM_LINK_DAYS * 24 * 60 * 60_000) return "expired";
  if (!(await confirmSubscriber(data.s, issuedAt, now))) return "invalid";
  await emitNewsletterSubscribed(data.s, now);
  return "confirmed";
}

/** The subscriber an unsubscribe token names, or null for a bad token. */
export async function subscriberForUnsubscribe(token: unknown): Promise<Subscriber | null> {
  const data = await verifyToken(UNSUBSCRIBE_PURPOSE, token);
  if (!data || typeof data.s !== "string") return null;
  return findSubscriber(data.s);
}

/** Unsubscribes the holder of `token`; false for a bad token. Repeating it changes nothing. */
export async function unsubscribe(token: unknown, now = new Date()): Promise<boolean> {
  const subscriber = await subscriberForUnsubscribe(token);
  if (!subscriber) return false;
  if (subscriber.status !== "unsubscribed") {
    await markUnsubscribed(subscriber.id, now);
    // The subscriber's id, never the address: the audit log outlives an erasure request.
    await recordAudit({ action: "newsletter.unsubscribe", entityType: "newsletter_subscriber", entityId: subscriber.id, details: { from: subscriber.status } });
  }
  return true;
}

/**
 * The unsubscribe button's post (the token in the form) or a one-click client's (the token in the
 * link it posts to, whatever the body). An unreadable body leaves the link's token.
 */
export async function unsubscribeFromRequest(request: Request, now = new Date()): Promise<boolean> {
  const read = await readSubmission(request, UnsubscribeSchema, { maxBytes: MAX_UNSUBSCRIBE_BYTES });
  const fromForm = read.ok && read.submission.status === "success" ? read.submission.value.token : undefined;
  return unsubscribe(fromForm ?? new URL(request.url).searchParams.get("token"), now);
}
