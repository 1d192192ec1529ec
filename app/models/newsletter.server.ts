/**
 * Newsletter subscribers (double opt-in): one row per address, pending until the address's owner
 * confirms. The behaviour around these queries (tokens, mails, limits) is the newsletter service's
 * (app/services/newsletter.server.ts).
 */
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { newsletterClicks, newsletterOpens, newsletterSubscribers } from "../../db/schema.ts";
import { enqueueMail, type OutgoingMail } from "./mail-outbox.server.ts";
import { countByStatus } from "./status-counts.server.ts";
import type { TouchColumns } from "../lib/attribution.ts";

export type SubscriberStatus = typeof newsletterSubscribers.$inferSelect.status;
export type Subscriber = { id: string; email: string; status: SubscriberStatus };

const subscriberColumns = { id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status };

export async function findSubscriberByEmail(email: string): Promise<Subscriber | null> {
  const [row] = await db().select(subscriberColumns).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row ?? null;
}

export async function findSubscriber(id: string): Promise<Subscriber | null> {
  const [row] = await db().select(subscriberColumns).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/**
 * Stores `email` as a pending subscriber unless it is there already (idempotent, also when two
 * requests race) and, unless it is confirmed, queues the mail `confirmation` makes for its row, in
 * the same transaction. Says which of the two happened.
 */
export async function addPendingSubscriber(
  email: string,
  confirmation: (subscriberId: string) => Promise<OutgoingMail>,
  touches?: TouchColumns,
): Promise<"mail-queued" | "already-confirmed"> {
  return db().transaction(async (tx) => {
    // A new row keeps the touches of its first request; asking again changes nothing of them.
    await tx.insert(newsletterSubscribers).values({ email, ...touches }).onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    if (row!.status === "confirmed") return "already-confirmed";
    await enqueueMail(await confirmation(row!.id), tx);
    return "mail-queued";
  });
}

/**
 * Confirms subscriber `id` for a link issued at `issuedAt`; false when there is no such subscriber
 * or they unsubscribed after the link was issued (an old link must not undo an unsubscribe).
 */
export async function confirmSubscriber(id: string, issuedAt: Date, now: Date): Promise<boolean> {
  const updated = await db()
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()})`, bouncedAt: null, bounceReason: null })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        or(isNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, issuedAt)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0;
}

/**
 * Marks a subscriber's address as refused by its mail server for good (an SMTP 5xx); newsletter
 * sends skip it from then on. Any address may be passed: one that is not a subscriber changes nothing.
 */
export async function markAddressBouncing(email: string, reason: string, now: Date, executor: Pick<Db, "update"> = db()): Promise<void> {
  await executor
    .update(newsletterSubscribers)
    .set({ bouncedAt: now, bounceReason: reason.slice(0, 500) })
    .where(eq(newsletterSubscribers.email, email.trim().toLowerCase()));
}

/** Unsubscribed: their opens and clicks go too (the privacy page: after you leave, only the address and the date stay). */
export async function markUnsubscribed(id: string, now: Date): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: now }).where(eq(newsletterSubscribers.id, id));
    await tx.delete(newsletterOpens).where(eq(newsletterOpens.subscriberId, id));
    await tx.delete(newsletterClicks).where(eq(newsletterClicks.subscriberId, id));
  });
}

export async function listSubscribers(limit = 1000) {
  return db()
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit);
}

const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const satisfies readonly SubscriberStatus[];

export async function subscriberCounts(): Promise<Record<SubscriberStatus, number>> {
  return countByStatus(newsletterSubscribers, newsletterSubscribers.status, SUBSCRIBER_STATUSES);
}
