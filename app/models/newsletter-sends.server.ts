/**
 * Newsletter sends, their deliveries and their results. A send is one post going to an audience of
 * the confirmed subscribers, now or at a time (decision 041); each subscriber's copy is one
 * newsletter_deliveries row whose primary key (post, subscriber) makes a second copy of a post
 * impossible, whoever starts a send, to whichever segment, however often. Opens and clicks are
 * counted per send and recipient. The behaviour (the mail, the throttle, the audit) is the
 * newsletter-send service's.
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { blogPosts, newsletterClicks, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../../db/schema.ts";
import { parseSegment, segmentText, type NewsletterBody, type Segment } from "../lib/schemas/newsletter-send.ts";

export type DeliveryStatus = typeof newsletterDeliveries.$inferSelect.status;
export const DELIVERY_STATUSES = ["pending", "sent", "failed", "skipped"] as const satisfies readonly DeliveryStatus[];
export type NewsletterSendRow = typeof newsletterSends.$inferSelect;

/** Posts a send may carry (published ones, and drafts for "publish and send"), newest first. */
export async function listComposablePosts(limit = 200) {
  return db()
    .select({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished, tags: blogPosts.tags })
    .from(blogPosts)
    .orderBy(desc(blogPosts.isPublished), sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(limit);
}

/** Published posts a send may carry, newest first. */
export async function listSendablePosts(limit = 200) {
  return (await listComposablePosts(limit)).filter((p) => p.isPublished);
}

/** A subscriber's signup source as the audience names it: their first touch's source, or "(direct)". */
const sourceOf = sql`coalesce(nullif(${newsletterSubscribers.firstSource}, ''), '(direct)')`;

/** The subscribers of a segment: everyone, those whose first touch came from a source, or readers of a tag. */
function inSegment(segment: Segment): SQL | undefined {
  if (segment.kind === "all") return undefined;
  if (segment.kind === "source") return sql`${sourceOf} = ${segment.value}`;
  // Readers of a tag: they followed a link in an earlier newsletter about a post with that tag.
  return sql`exists (select 1 from newsletter_clicks c join newsletter_sends s on s.id = c.send_id join blog_posts p on p.id = s.post_id
                      where c.subscriber_id = ${newsletterSubscribers.id} and ${segment.value} = any(p.tags))`;
}

/**
 * Who a send would reach now: subscribed, confirmed, not bouncing, in the segment, and without this
 * post yet. The one definition of a send's recipients: the count the page shows and the deliveries
 * a send adds.
 */
function eligibleFor(postId: string, segment: Segment = { kind: "all" }) {
  return and(
    eq(newsletterSubscribers.status, "confirmed"),
    isNull(newsletterSubscribers.bouncedAt),
    sql`not exists (select 1 from ${newsletterDeliveries} d where d.post_id = ${postId} and d.subscriber_id = ${newsletterSubscribers.id})`,
    inSegment(segment),
  );
}

export async function countEligibleRecipients(postId: string, segment: Segment = { kind: "all" }): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(eligibleFor(postId, segment));
  return Number(row?.n ?? 0);
}

export type AudienceOption = { segment: string; kind: Segment["kind"]; value: string | null; recipients: number };

/** The audiences the composer offers for a post, each with how many it would reach now. */
export async function audienceOptions(postId: string, tags: readonly string[]): Promise<AudienceOption[]> {
  const all = await countEligibleRecipients(postId);
  const sources = await rows<{ value: string; n: number }>(
    db(),
    sql`select ${sourceOf} as value, count(*)::int as n from ${newsletterSubscribers} where ${eligibleFor(postId)}
        group by 1 order by count(*) desc, ${sourceOf} collate "C" limit 50`,
  );
  const options: AudienceOption[] = [{ segment: "all", kind: "all", value: null, recipients: all }];
  for (const source of sources) {
    const segment: Segment = { kind: "source", value: source.value };
    if (parseSegment(segmentText(segment))) options.push({ segment: segmentText(segment), kind: "source", value: source.value, recipients: Number(source.n) });
  }
  for (const tag of [...new Set(tags)].slice(0, 20)) {
    const segment: Segment = { kind: "tag", value: tag };
    if (parseSegment(segmentText(segment))) options.push({ segment: segmentText(segment), kind: "tag", value: tag, recipients: await countEligibleRecipients(postId, segment) });
  }
  return options;
}

export type NewSend = {
  postId: string;
  subject: string;
  intro: string;
  body: NewsletterBody;
  segment: Segment;
  publishPost: boolean;
  startedBy: { id: string | null; email: string | null };
};

/** A send waiting for its time; the scheduler starts it (`startDueSends`). */
export async function insertScheduledSend(send: NewSend, at: Date, executor: Db): Promise<NewsletterSendRow> {
  const [row] = await executor
    .insert(newsletterSends)
    .values({ ...sendColumns(send), status: "scheduled", scheduledAt: at })
    .returning();
  return row!;
}

function sendColumns(send: NewSend) {
  return {
    postId: send.postId,
    subject: send.subject,
    intro: send.intro,
    body: send.body,
    segment: segmentText(send.segment),
    publishPost: send.publishPost,
    startedBy: send.startedBy.id,
    startedByEmail: send.startedBy.email,
  };
}

/** A waiting delivery for every eligible subscriber of the send's segment; how many were added. */
export async function addDeliveries(send: { id: string; postId: string; segment: string }, executor: Db): Promise<number> {
  const segment = parseSegment(send.segment) ?? { kind: "all" };
  const added = await rows<{ subscriber_id: string }>(
    executor,
    sql`insert into newsletter_deliveries (post_id, subscriber_id, send_id)
        select ${send.postId}, ${newsletterSubscribers.id}, ${send.id} from ${newsletterSubscribers}
         where ${eligibleFor(send.postId, segment)}
        on conflict (post_id, subscriber_id) do nothing
        returning subscriber_id`,
  );
  return added.length;
}

/**
 * A started send of `post` with a waiting delivery for every eligible subscriber (`eligibleFor`).
 * Idempotent per subscriber: rows that exist already are left alone (ON CONFLICT DO NOTHING), so
 * two calls at once, or one after a restart, add each subscriber once. A send that adds nobody is
 * not kept: the post's latest send stands for it. Returns the send and how many deliveries were added.
 */
export async function createSendWithDeliveries(
  post: { id: string; title: string },
  startedBy: { id: string | null; email: string | null },
  executor: Db,
  composed: Partial<Omit<NewSend, "postId" | "startedBy">> = {},
  now = new Date(),
): Promise<{ sendId: string; added: number }> {
  const send: NewSend = { postId: post.id, subject: post.title, intro: "", body: "excerpt", segment: { kind: "all" }, publishPost: false, startedBy, ...composed };
  const [row] = await executor
    .insert(newsletterSends)
    .values({ ...sendColumns(send), status: "started", startedAt: now })
    .returning({ id: newsletterSends.id });
  const added = await addDeliveries({ id: row!.id, postId: post.id, segment: segmentText(send.segment) }, executor);
  if (added > 0) return { sendId: row!.id, added };
  await executor.delete(newsletterSends).where(eq(newsletterSends.id, row!.id));
  const [latest] = await executor
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.postId, post.id), eq(newsletterSends.status, "started")))
    .orderBy(desc(newsletterSends.createdAt))
    .limit(1);
  return { sendId: latest?.id ?? row!.id, added: 0 };
}

/**
 * Scheduled sends whose time has come, moved to "started" in one UPDATE: the rows are locked
 * (another instance skips them) and no longer scheduled once it commits, so each starts once.
 */
export async function claimDueSends(now: Date, executor: Db): Promise<NewsletterSendRow[]> {
  const due = await rows<{ id: string }>(
    executor,
    sql`select id from newsletter_sends where status = 'scheduled' and scheduled_at <= ${now.toISOString()}
        order by scheduled_at, id limit 20 for update skip locked`,
  );
  if (due.length === 0) return [];
  return executor
    .update(newsletterSends)
    .set({ status: "started", startedAt: now })
    .where(and(eq(newsletterSends.status, "scheduled"), sql`${newsletterSends.id} in (${sql.join(due.map((d) => sql`${d.id}::uuid`), sql`, `)})`))
    .returning();
}

/** Calls off a send still waiting for its time; null when it is not (started, cancelled, gone). */
export async function cancelScheduledSend(id: string, executor: Db): Promise<NewsletterSendRow | null> {
  const [row] = await executor
    .update(newsletterSends)
    .set({ status: "cancelled" })
    .where(and(eq(newsletterSends.id, id), eq(newsletterSends.status, "scheduled")))
    .returning();
  return row ?? null;
}

/** The sends that have deliveries waiting for the outbox. */
export async function sendsWithWaitingDeliveries(executor: Db = db()): Promise<string[]> {
  const found = await rows<{ send_id: string }>(
    executor,
    sql`select distinct send_id from newsletter_deliveries where outbox_id is null and status = 'pending'`,
  );
  return found.map((row) => row.send_id);
}

export async function getSendRow(id: string, executor: Db = db()): Promise<NewsletterSendRow | null> {
  const [row] = await executor.select().from(newsletterSends).where(eq(newsletterSends.id, id));
  return row ?? null;
}

/**
 * Queues up the feeders of every instance (`key` names the lock) until the transaction ends,
 * so the per-minute budget is counted by one at a time.
 */
export async function lockFeed(key: string, tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** How many newsletter mails went into the outbox since `since` (the throttle's window). */
export async function countEnqueuedSince(since: Date, executor: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(executor, sql`select count(*)::int as n from newsletter_deliveries where enqueued_at > ${since.toISOString()}`);
  return Number(row?.n ?? 0);
}

export type WaitingDelivery = {
  post_id: string;
  send_id: string;
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
    sql`select d.post_id, d.send_id, d.subscriber_id, s.email, s.status as subscriber_status, (s.bounced_at is not null) as bounced
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

const countOf = (status: DeliveryStatus) => sql<number>`count(${newsletterDeliveries.subscriberId}) filter (where ${newsletterDeliveries.status} = ${status})::int`;

/**
 * Recipients of the send who unsubscribed after its mail was queued and before any later
 * newsletter mail reached the outbox for them: the send is the last one they got before leaving.
 */
const unsubscribedAfter = (sendId: SQL) => sql<number>`(select count(*)::int from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
    where d.send_id = ${sendId} and s.status = 'unsubscribed' and d.enqueued_at is not null and s.unsubscribed_at >= d.enqueued_at
      and not exists (select 1 from newsletter_deliveries later where later.subscriber_id = d.subscriber_id
                       and later.enqueued_at > d.enqueued_at and later.enqueued_at <= s.unsubscribed_at))`;

function sendsWithCounts(where?: SQL) {
  return db()
    .select({
      id: newsletterSends.id,
      postId: newsletterSends.postId,
      subject: newsletterSends.subject,
      segment: newsletterSends.segment,
      body: newsletterSends.body,
      status: newsletterSends.status,
      publishPost: newsletterSends.publishPost,
      scheduledAt: newsletterSends.scheduledAt,
      startedAt: newsletterSends.startedAt,
      startedByEmail: newsletterSends.startedByEmail,
      createdAt: newsletterSends.createdAt,
      pending: countOf("pending"),
      sent: countOf("sent"),
      failed: countOf("failed"),
      skipped: countOf("skipped"),
      opened: sql<number>`(select count(*)::int from newsletter_opens o where o.send_id = ${newsletterSends.id})`,
      clicked: sql<number>`(select count(distinct c.subscriber_id)::int from newsletter_clicks c where c.send_id = ${newsletterSends.id})`,
      unsubscribed: unsubscribedAfter(sql`${newsletterSends.id}`),
    })
    .from(newsletterSends)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.sendId, newsletterSends.id))
    .where(where)
    .groupBy(newsletterSends.id)
    .$dynamic();
}

type SendRow = Awaited<ReturnType<typeof sendsWithCounts>>[number];

// Counts arrive as strings from some drivers.
const numbered = (list: SendRow[]) =>
  list.map((s) => ({
    ...s,
    pending: Number(s.pending),
    sent: Number(s.sent),
    failed: Number(s.failed),
    skipped: Number(s.skipped),
    opened: Number(s.opened),
    clicked: Number(s.clicked),
    unsubscribed: Number(s.unsubscribed),
  }));

/** Every send, newest first, with its post and the count of deliveries in each status and its results. */
export async function listSends(limit = 100) {
  return numbered(await sendsWithCounts().orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id)).limit(limit));
}

export async function getSend(id: string) {
  const [send] = numbered(await sendsWithCounts(eq(newsletterSends.id, id)));
  return send ?? null;
}

/** The next scheduled send, or null. */
export async function nextScheduledSend() {
  const [row] = await db()
    .select({ id: newsletterSends.id, subject: newsletterSends.subject, scheduledAt: newsletterSends.scheduledAt })
    .from(newsletterSends)
    .where(eq(newsletterSends.status, "scheduled"))
    .orderBy(newsletterSends.scheduledAt)
    .limit(1);
  return row ?? null;
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

export type LinkClicks = { url: string; recipients: number; clicks: number };

/** Each link of a send that was followed: by how many recipients, and how often in all. */
export async function clicksPerLink(sendId: string, limit = 500): Promise<LinkClicks[]> {
  const found = await db()
    .select({ url: newsletterClicks.url, recipients: sql<number>`count(*)::int`, clicks: sql<number>`sum(${newsletterClicks.clicks})::int` })
    .from(newsletterClicks)
    .where(eq(newsletterClicks.sendId, sendId))
    .groupBy(newsletterClicks.url)
    .orderBy(sql`count(*) desc`, sql`${newsletterClicks.url} collate "C"`)
    .limit(limit);
  return found.map((row) => ({ url: row.url, recipients: Number(row.recipients), clicks: Number(row.clicks) }));
}

/** Only a recipient of the send is counted: the delivery must exist (an erased subscriber has none). */
const isRecipient = (sendId: string, subscriberId: string) =>
  sql`exists (select 1 from newsletter_deliveries d where d.send_id = ${sendId} and d.subscriber_id = ${subscriberId})`;

/** Counts an open of the send by the recipient; false when they are not (or no longer) one. */
export async function recordOpen(sendId: string, subscriberId: string, now: Date): Promise<boolean> {
  const done = await rows<{ send_id: string }>(
    db(),
    sql`insert into newsletter_opens (send_id, subscriber_id, first_opened_at)
        select ${sendId}, ${subscriberId}, ${now.toISOString()} where ${isRecipient(sendId, subscriberId)}
        on conflict (send_id, subscriber_id) do update set opens = least(newsletter_opens.opens + 1, 1000000)
        returning send_id`,
  );
  return done.length > 0;
}

/** Counts a click of `url` in the send by the recipient; false when they are not (or no longer) one. */
export async function recordClick(sendId: string, subscriberId: string, url: string, now: Date): Promise<boolean> {
  const done = await rows<{ send_id: string }>(
    db(),
    sql`insert into newsletter_clicks (send_id, subscriber_id, url, first_clicked_at)
        select ${sendId}, ${subscriberId}, ${url}, ${now.toISOString()} where ${isRecipient(sendId, subscriberId)}
        on conflict (send_id, subscriber_id, url) do update set clicks = least(newsletter_clicks.clicks + 1, 1000000)
        returning send_id`,
  );
  return done.length > 0;
}

/** Whether the post is published, read in the caller's transaction. */
export async function postPublishedIn(postId: string, executor: Db): Promise<boolean> {
  const [row] = await executor.select({ isPublished: blogPosts.isPublished }).from(blogPosts).where(eq(blogPosts.id, postId));
  return Boolean(row?.isPublished);
}
