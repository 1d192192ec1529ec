/**
 * The contact form's write (POST /contact). Order matters: unreadable or invalid input is answered
 * first and never stored or counted; then the per-IP limit; then the bot checks, whose verdict is
 * never revealed: a caught bot gets the same success answer as a person, and its message is kept
 * with status 'spam' so that a false positive can be recovered in the admin. A genuine message
 * queues a notification to the company in the same transaction.
 */
import { HONEYPOT_FIELD, honeypotFilled, submittedTooFast } from "../lib/anti-bot.ts";
import { CHECK_FIELD } from "../lib/form-check.ts";
import { adminPaths } from "../lib/paths.ts";
import type { RequestInfo } from "../lib/server/request-context.server.ts";
import { CONTACT_TEXTS, ContactSchema, INTENT_STATUS, StatusChange, type ContactActionData, type ContactInput } from "../lib/schemas/contact.ts";
import { siteConfig } from "../lib/site-config.ts";
import { currentCompanySettings } from "./site-settings.server.ts";
import type { Actor } from "../models/audit-log.server.ts";
import { createContactSubmission, setContactStatus, storeContactReply } from "../models/contact.server.ts";
import { InboxReplySchema } from "../lib/schemas/inbox.ts";
import type { OutgoingMail } from "../models/mail-outbox.server.ts";
import { env } from "./env.server.ts";
import { formShownAt, formTimingCookie } from "./form-timing.server.ts";
import { logger } from "./logger.server.ts";
import { hitLimit, minutesToWait } from "./rate-limit.server.ts";
import { formRefusal, readSubmission } from "./submission.server.ts";
import { touchesOf } from "./attribution.server.ts";
import { recordConversion } from "./landing-tests.server.ts";
import { NO_STORE } from "../lib/http.ts";
import { emitContactReceived } from "./webhooks.server.ts";

/** Far above the longest valid form (5,000 characters, each up to 9 bytes once URL-encoded). */
const MAX_BODY_BYTES = 64 * 1024;

export type ContactReply = { status: number; data: ContactActionData; headers: Record<string, string> };

/** Handles one contact form post from anyone: never throws for bad input, never stores a bad row. */
export async function sendContactMessage(request: Request, info: RequestInfo): Promise<ContactReply> {
  const reply = (status: number, data: ContactActionData, retryAfter?: number): ContactReply => ({
    status,
    data,
    // The answer may echo what was typed; no shared cache may keep it.
    // A sent message starts a fresh form-timing cookie: the next message is timed from this answer.
    // A refused one keeps the first: the person is still on the same message (the page script sends
    // a form with mistakes to the server, and correcting it takes less than the too-fast rule).
    headers: {
      ...NO_STORE,
      ...(data.outcome === "sent" ? { "Set-Cookie": formTimingCookie() } : {}),
      ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}),
    },
  });

  // Read before anything else: the answer replaces the cookie.
  const shownAt = formShownAt(request);
  const read = await readSubmission(request, ContactSchema, { maxBytes: MAX_BODY_BYTES });
  if (!read.ok) {
    return reply(read.status, { outcome: "invalid", message: read.message, result: { status: "error", error: { "": [read.message] } } });
  }
  const { submission, values } = read;
  // The page script's check while a person corrects the form (SPEC §5, "revalidated on change"):
  // the same schema's messages, nothing stored, counted or timed (the form-timing cookie stays).
  if (values[CHECK_FIELD] === "1") {
    const valid = submission.status === "success";
    return { status: valid ? 200 : 400, data: { outcome: valid ? "checked" : "invalid", result: submission.reply() }, headers: NO_STORE };
  }
  if (submission.status !== "success") return reply(400, { outcome: "invalid", result: submission.reply() });

  const limit = await hitLimit("contact", info.ip);
  if (!limit.allowed) {
    const message = `You have sent too many messages. Please try again in ${minutesToWait(limit)}.`;
    return reply(429, { outcome: "rate-limited", message, result: submission.reply({ formErrors: [message] }) }, limit.retryAfterSeconds);
  }

  const bot = honeypotFilled(values[HONEYPOT_FIELD]) || submittedTooFast(shownAt, env().FORM_MIN_FILL_MS);
  const input = submission.value;
  try {
    const id = await createContactSubmission(
      { ...input, status: bot ? "spam" : "new", ip: info.ip, userAgent: info.userAgent, touches: touchesOf(request) },
      bot ? undefined : (storedAt) => contactNotification(input, storedAt),
    );
    // A visitor assigned to a landing test converts for its arm (decision 037; only with the cookie).
    if (!bot) await recordConversion(request.headers, info.userAgent, "contact", id);
  } catch (error) {
    logger.error({ err: error, requestId: info.requestId }, "could not store a contact submission");
    return reply(503, {
      outcome: "error",
      message: CONTACT_TEXTS.errorDescription,
      result: submission.reply({ formErrors: [CONTACT_TEXTS.errorDescription] }),
    });
  }
  if (bot) logger.info({ requestId: info.requestId, ip: info.ip }, "contact submission kept as spam");
  else await emitContactReceived({ name: input.name, email: input.email, subject: input.subject, message: input.message });
  return reply(200, { outcome: "sent", result: submission.reply({ resetForm: true }) });
}

/** Where notifications go: CONTACT_INBOX, or the address the site shows. */
function contactInbox(): string {
  return env().CONTACT_INBOX ?? currentCompanySettings().email;
}

function contactNotification(input: ContactInput, at: Date): OutgoingMail {
  return {
    kind: "contact-notification",
    to: contactInbox(),
    subject: `Contact form: ${input.subject}`,
    text: [
      `New message from the contact form on ${siteConfig.siteUrl}`,
      "",
      `Name:    ${input.name}`,
      `Email:   ${input.email}`,
      `Subject: ${input.subject}`,
      `Sent:    ${at.toISOString()}`,
      "",
      input.message,
      "",
      `Reply to ${input.email}; the inbox is at ${siteConfig.siteUrl}${adminPaths.inbox}`,
    ].join("\n"),
  };
}

/** A message's id and the button pressed. */
const STATUS_CHANGE_MAX_BYTES = 4096;

export type StatusChangeOutcome = { ok: true; id: string } | { ok: false; status: number; error: string };

/** The inbox's buttons (staff only: the caller has checked the session): moves a message to another status, audited. */
export async function changeMessageStatus(request: Request, actor: Actor): Promise<StatusChangeOutcome> {
  const read = await readSubmission(request, StatusChange, { maxBytes: STATUS_CHANGE_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    // The intent first: with an unknown action, which message it names does not matter.
    const error = submission.error?.intent?.[0] ?? submission.error?.id?.[0] ?? "Unknown action.";
    return { ok: false, status: 400, error };
  }
  const { id, intent } = submission.value;
  const changed = await setContactStatus(id, INTENT_STATUS[intent], actor);
  if (!changed) return { ok: false, status: 404, error: "That message no longer exists." };
  return { ok: true, id };
}

/** A reply's form: an id and up to 5,000 characters (each up to 9 bytes once URL-encoded). */
const REPLY_MAX_BYTES = 64 * 1024;

export type ReplyOutcome =
  | { ok: true; id: string; outboxId: string }
  | { ok: false; status: 400 | 404 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

/** The mail a reply sends: the staff's words, then the visitor's message quoted. */
export function replyMail(body: string, message: { name: string; email: string; subject: string; message: string; createdAt: Date }): OutgoingMail {
  const quoted = message.message
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const subject = /^re:/i.test(message.subject.trim()) ? message.subject.trim() : `Re: ${message.subject.trim()}`;
  return {
    kind: "contact-reply",
    to: message.email,
    subject: subject.slice(0, 300),
    text: [body, "", `On ${message.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC, ${message.name} wrote:`, quoted].join("\n"),
  };
}

/**
 * The inbox's reply form (staff only: the caller has checked the session): the reply joins the
 * message's thread, its mail is queued in the outbox, the message is marked replied, audited.
 */
export async function replyToMessage(request: Request, actor: Actor, author: { id: string; name: string | null; email: string }): Promise<ReplyOutcome> {
  const read = await readSubmission(request, InboxReplySchema, { maxBytes: REPLY_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, ...formRefusal(submission.error) };
  const { id, body } = submission.value;
  const stored = await storeContactReply(id, { body, authorId: author.id, authorName: author.name?.trim() || author.email }, (message) => replyMail(body, message), actor);
  if (!stored) return { ok: false, status: 404, error: "That message no longer exists.", fieldErrors: {} };
  return { ok: true, id, outboxId: stored.outboxId };
}
