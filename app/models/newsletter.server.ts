/**
 * Newsletter subscribers with double opt-in: subscribing stores the address (once per address)
 * and queues a mail with a signed confirmation link; only a confirmed subscriber gets newsletters.
 * Every mail to a subscriber carries a signed unsubscribe link that never expires.
 */
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "../../db/client.server.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { siteConfig } from "../lib/site-config.ts";
import { env } from "../services/env.server.ts";
import { hit } from "../services/rate-limit.server.ts";
import { signToken, verifyToken } from "../services/signed-token.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";

export type SubscriberStatus = typeof newsletterSubscribers.$inferSelect.status;

const CONFIRM_PURPOSE = "newsletter-confirm";
const UNSUBSCRIBE_PURPOSE = "newsletter-unsubscribe";
export const CONFIRM_LINK_DAYS = 7;
/** Confirmation mails per address per day: asking again re-sends, but nobody can flood a mailbox. */
export const CONFIRMATION_MAIL_LIMIT = { limit: 3, windowMs: 24 * 60 * 60_000 };

export type SubscribeOutcome = "mail-queued" | "already-confirmed" | "mail-throttled";

/**
 * Subscribes `email` (already validated and lower-cased). Idempotent: one row per address. The
 * caller answers every outcome the same way, so the form never tells who is subscribed.
 */
export async function subscribe(email: string, now = new Date()): Promise<SubscribeOutcome> {
  const [existing] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (existing?.status === "confirmed") return "already-confirmed";
  if (!(await hit(`newsletter-mail:${email}`, CONFIRMATION_MAIL_LIMIT, now)).allowed) return "mail-throttled";
  return db().transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    if (row!.status === "confirmed") return "already-confirmed";
    await enqueueMail(await confirmationMail(row!.id, email, now), tx);
    return "mail-queued";
  });
}

export async function confirmLink(subscriberId: string, now = new Date()): Promise<string> {
  const token = await signToken(CONFIRM_PURPOSE, { s: subscriberId, i: now.getTime() });
  return `${env().SITE_URL}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export async function unsubscribeLink(subscriberId: string): Promise<string> {
  const token = await signToken(UNSUBSCRIBE_PURPOSE, { s: subscriberId });
  return `${env().SITE_URL}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The footer every mail to a subscriber ends with. */
export async function subscriberFooter(subscriberId: string): Promise<string> {
  return [
    "--",
    `You receive this because this address was entered on ${siteConfig.siteUrl}.`,
    `Unsubscribe: ${await unsubscribeLink(subscriberId)}`,
  ].join("\n");
}

async function confirmationMail(subscriberId: string, email: string, now: Date) {
  return {
    kind: "newsletter-confirmation",
    to: email,
    subject: `Confirm your subscription to the ${siteConfig.name} newsletter`,
    text: [
      "Hello,",
      "",
      `Please confirm that you want to receive the ${siteConfig.name} newsletter by opening this link:`,
      "",
      await confirmLink(subscriberId, now),
      "",
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this mail and nothing happens.`,
      "",
      await subscriberFooter(subscriberId),
    ].join("\n"),
  };
}

export type ConfirmOutcome = "confirmed" | "invalid" | "expired";

export async function confirmSubscription(token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  const data = await verifyToken(CONFIRM_PURPOSE, token);
  if (!data || typeof data.s !== "string" || typeof data.i !== "number") return "invalid";
  const issuedAt = new Date(data.i);
  if (now.getTime() - issuedAt.getTime() > CONFIRM_LINK_DAYS * 24 * 60 * 60_000) return "expired";
  const updated = await db()
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()})` })
    .where(
      and(
        eq(newsletterSubscribers.id, data.s),
        // An old confirmation link must not undo a later unsubscribe.
        or(isNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, issuedAt)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return updated.length ? "confirmed" : "invalid";
}

export async function unsubscribeToken(token: unknown): Promise<{ id: string; email: string; status: SubscriberStatus } | null> {
  const data = await verifyToken(UNSUBSCRIBE_PURPOSE, token);
  if (!data || typeof data.s !== "string") return null;
  const [row] = await db()
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, data.s));
  return row ?? null;
}

/** Unsubscribes the holder of `token`; false for a bad token. Repeating it changes nothing. */
export async function unsubscribe(token: unknown, now = new Date()): Promise<boolean> {
  const subscriber = await unsubscribeToken(token);
  if (!subscriber) return false;
  if (subscriber.status !== "unsubscribed") {
    await db()
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return true;
}

export async function listSubscribers(limit = 1000) {
  return db()
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit);
}

export async function subscriberCounts(): Promise<Record<SubscriberStatus, number>> {
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  const grouped = await db()
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  for (const row of grouped) counts[row.status] = Number(row.n);
  return counts;
}
