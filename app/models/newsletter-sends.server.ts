/**
 * Newsletter sends and their deliveries. A send is one published post going to the confirmed
 * subscribers; each subscriber's copy is one newsletter_deliveries row whose primary key (post,
 * subscriber) makes a second copy impossible, whoever starts the send and however often. The
 * behaviour (the mail, the throttle, the audit) is the newsletter-send service's.
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { blogPosts, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../../db/schema.ts";
import { publishedOnly } from "./blog-posts.server.ts";

export type DeliveryStatus = typeof newsletterDeliveries.$inferSelect.status;
export const DELIVERY_STATUSES = ["pending", "sent", "failed", "skipped"] as const satisfies readonly DeliveryStatus[];

/** Published posts a send may carry, newest first. */
export async function listSendablePosts(limit = 200) {
  return db()
    .select({ id: blogPosts.id, title: blogPosts.title, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(publishedOnly())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/**
 * Who a send would reach now: subscribed, confirmed, not bouncing, and without this post yet. The
 * one definition of a send's recipients: the count the page shows and the deliveries a send adds.
 */
function eligibleFor(postId: string) {
  return and(
    eq(newsletterSubscribers.status, "confirmed"),
    isNull(newsletterSubscribers.bouncedAt),
    sql`not exists (select 1 from ${newsletterDeliveries} d where d.post_id = ${postId} and d.subscriber_id = ${newsletterSubscribers.id})`,
  );
}

export async function countEligibleRecipients(postId: string): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(eligibleFor(postId));
  return Number(row?.n ?? 0);
}

/**
 * The send of `postId` (made on first use, shared afterwards) with a waiting delivery for every
 * eligible subscriber (`eligibleFor`). Idempotent: rows that exist already are left alone (ON CONFLICT DO
 * NOTHING), so two calls at once, or one after a restart, add each subscriber once. Returns the
 * send and how many deliveries this call added.
 */
export async function createSendWithDeliveries(
  post: { id: string; title: string },
  startedBy: { id: string | null; email: string | null },
  executor: Db,
): Promise<{ sendId: string; added: number }> {
  await executor
    .insert(newsletterSends)
    .values({ postId: post.id, subject: post.title, startedBy: startedBy.id, startedByEmail: startedBy.email })
    .onConflictDoNothing({ target: newsletterSends.postId });
  const [send] = await executor.select({ id: newsletterSends.id }).from(newsletterSends).where(eq(newsletterSends.postId, post.id));
  const added = await rows<{ subscriber_id: string }>(
    executor,
    sql`insert into newsletter_deliveries (post_id, subscriber_id, send_id)
        select ${post.id}, ${newsletterSubscribers.id}, ${send!.id} from ${newsletterSubscribers}
         where ${eligibleFor(post.id)}
        on conflict (post_id, subscriber_id) do nothing
        returning subscriber_id`,
  );
  return { sendId: send!.id, added: added.length };
}

/** How many newsletter mails went into the outbox since `since` (the throttle's window). */
/** The posts that have deliveries waiting for the outbox. */
export async function postsWithWaitingDeliveries(executor: Db = db()): Promise<string[]> {
  const found = await rows<{ post_id: string }>(
    executor,
    sql`select distinct post_id from newsletter_deliveries where outbox_id is null and status = 'pending'`,
  );
  return found.map((row) => row.post_id);
}

/**
 * Queues up the feeders of every instance (`key` names the lock) until the transaction ends,
 * so the per-minute budget is counted by one at a time.
 */
export async function lockFeed(key: string, tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function countEnqueuedSince(since: Date, executor: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(executor, sql`select count(*)::int as n from newsletter_deliveries where enqueued_at > ${since.toISOString()}`);
  return Number(row?.n ?? 0);
}

export type WaitingDelivery = {
  post_id: string;
  subscriber_id: string;
  email: string;
  subscriber_status: string;
  bounced: boolean;
};

/**
 * Up to `limit` deliveries still waiting for the outbox, oldest first, locked for the caller's
 * transaction (another instance's feeder skips them), with their subscriber's current state.
 */
export async function claimWaitingDeliveries(limit: number, executor: Db): Promise<WaitingDelivery[]> {
  return rows<WaitingDelivery>(
    executor,
    sql`select d.post_id, d.subscriber_id, s.email, s.status as subscriber_status, (s.bounced_at is not null) as bounced
          from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
         where d.outbox_id is null and d.status = 'pending'
         order by d.created_at, d.subscriber_id
         limit ${limit}
         for update of d skip locked`,
  );
}

export async function markDeliveryEnqueued(postId: string, subscriberId: string, outboxId: string, now: Date, executor: Db): Promise<void> {
  await executor
    .update(newsletterDeliveries)
    .set({ outboxId, enqueuedAt: now })
    .where(and(eq(newsletterDeliveries.postId, postId), eq(newsletterDeliveries.subscriberId, subscriberId)));
}

/** A delivery that will not be sent (the subscriber left or bounced meanwhile, the post was withdrawn). */
export async function markDeliverySkipped(postId: string, subscriberId: string, reason: string, executor: Db): Promise<void> {
  await executor
    .update(newsletterDeliveries)
    .set({ status: "skipped", error: reason })
    .where(and(eq(newsletterDeliveries.postId, postId), eq(newsletterDeliveries.subscriberId, subscriberId)));
}

const countOf = (status: DeliveryStatus) => sql<number>`count(*) filter (where ${newsletterDeliveries.status} = ${status})::int`;

function sendsWithCounts(where?: SQL) {
  return db()
    .select({
      id: newsletterSends.id,
      postId: newsletterSends.postId,
      subject: newsletterSends.subject,
      startedByEmail: newsletterSends.startedByEmail,
      createdAt: newsletterSends.createdAt,
      pending: countOf("pending"),
      sent: countOf("sent"),
      failed: countOf("failed"),
      skipped: countOf("skipped"),
    })
    .from(newsletterSends)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.sendId, newsletterSends.id))
    .where(where)
    .groupBy(newsletterSends.id)
    .$dynamic();
}

type SendRow = Awaited<ReturnType<typeof sendsWithCounts>>[number];

// Counts arrive as strings from some drivers.
const numbered = (list: SendRow[]) => list.map((s) => ({ ...s, pending: Number(s.pending), sent: Number(s.sent), failed: Number(s.failed), skipped: Number(s.skipped) }));

/** Every send, newest first, with its post and the count of deliveries in each status. */
export async function listSends(limit = 100) {
  return numbered(await sendsWithCounts().orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id)).limit(limit));
}

export async function getSend(id: string) {
  const [send] = numbered(await sendsWithCounts(eq(newsletterSends.id, id)));
  return send ?? null;
}

/** A send's recipients with the status of their copy, in the order they were queued. */
export async function listDeliveries(sendId: string, limit = 5000) {
  return db()
    .select({
      subscriberId: newsletterDeliveries.subscriberId,
      email: newsletterSubscribers.email,
      status: newsletterDeliveries.status,
      error: newsletterDeliveries.error,
      createdAt: newsletterDeliveries.createdAt,
      enqueuedAt: newsletterDeliveries.enqueuedAt,
      bouncedAt: newsletterSubscribers.bouncedAt,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(eq(newsletterDeliveries.sendId, sendId))
    .orderBy(newsletterDeliveries.createdAt, newsletterSubscribers.email)
    .limit(limit);
}
