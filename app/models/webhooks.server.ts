/**
 * Webhooks (tables webhook_endpoints, webhook_deliveries, webhook_attempts; issue 30.3): queries
 * only. The rules (signatures, the address guard, retries) are app/services/webhooks.server.ts.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { blogPosts, caseStudies, newsletterSubscribers, prelaunchSignups, webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from "../../db/schema.ts";
import { isUuid } from "./blog-posts.server.ts";
import { isCaseStudyId } from "./case-studies.server.ts";

export type { WebhookDeliveryRow, WebhookEndpointRow };

export async function listEndpoints(executor: Db = db()): Promise<WebhookEndpointRow[]> {
  return executor.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(id: string, executor: Db = db()): Promise<WebhookEndpointRow | null> {
  const [row] = await executor.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row ?? null;
}

export async function countEndpoints(executor: Db = db()): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints);
  return Number(row?.n ?? 0);
}

/** Holds other saves until this transaction ends, so that two adds cannot pass the cap together. */
export async function lockEndpoints(executor: Db): Promise<void> {
  await executor.execute(sql`lock table ${webhookEndpoints} in share row exclusive mode`);
}

export async function insertEndpoint(
  values: { url: string; description: string; events: string[]; secret: string; createdBy: string | null },
  executor: Db = db(),
): Promise<WebhookEndpointRow> {
  const [row] = await executor.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  id: string,
  changes: Partial<Pick<WebhookEndpointRow, "enabled" | "secret">>,
  executor: Db = db(),
): Promise<WebhookEndpointRow | null> {
  const [row] = await executor
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(id: string, executor: Db = db()): Promise<WebhookEndpointRow | null> {
  const [row] = await executor.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

/** The event types some enabled endpoint wants. */
export async function subscribedEventTypes(executor: Db = db()): Promise<string[]> {
  const found = await rows<{ type: string }>(executor, sql`select distinct unnest(events) as type from webhook_endpoints where enabled`);
  return found.map((row) => row.type);
}

/**
 * Queues one event for every enabled endpoint that wants it, in one statement; pass the
 * transaction of the write that caused it. Returns how many deliveries were queued.
 */
export async function enqueueEvent(eventId: string, type: string, body: string, executor: Db = db()): Promise<number> {
  const queued = await rows<{ id: string }>(
    executor,
    sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, body)
        select id, ${eventId}::uuid, ${type}, ${body} from webhook_endpoints
         where enabled and ${type} = any(events)
        returning id`,
  );
  return queued.length;
}

/** Queues an event for one endpoint (a test event, a replay), whatever it subscribes to. */
export async function insertDelivery(
  values: { endpointId: string; eventId: string; eventType: string; body: string; replayOf?: string | null },
  executor: Db = db(),
): Promise<WebhookDeliveryRow> {
  const [row] = await executor.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(id: string, executor: Db = db()): Promise<WebhookDeliveryRow | null> {
  const [row] = await executor.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1);
  return row ?? null;
}

/** The newest deliveries of each of `endpointIds`, at most `perEndpoint` each. */
export async function recentDeliveries(endpointIds: string[], perEndpoint: number, executor: Db = db()): Promise<WebhookDeliveryRow[]> {
  if (endpointIds.length === 0) return [];
  const ranked = executor
    .select({ id: webhookDeliveries.id, n: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc)`.as("n") })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .as("ranked");
  return executor
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(ranked, eq(ranked.id, webhookDeliveries.id))
    .where(sql`${ranked.n} <= ${perEndpoint}`)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .then((found) => found.map((row) => row.delivery));
}

export async function deliveriesOf(endpointId: string, executor: Db = db()): Promise<WebhookDeliveryRow[]> {
  return executor.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.createdAt));
}

export async function attemptsOf(deliveryId: string, executor: Db = db()) {
  return executor.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(asc(webhookAttempts.attempt));
}

/** A delivery the worker has claimed, with its endpoint's address and secret as the claim read them. */
export type ClaimedDelivery = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
};

/**
 * Claims up to `batchSize` due deliveries of enabled endpoints in one statement (`FOR UPDATE SKIP
 * LOCKED` inside an UPDATE, as the mail outbox does): each gets one more attempt and is reserved
 * until `leaseUntil`, so workers on every instance share the queue and never send one twice at once.
 */
export async function claimDueDeliveries(executor: Db, dueBefore: Date, leaseUntil: Date, batchSize: number): Promise<ClaimedDelivery[]> {
  return rows<ClaimedDelivery>(
    executor,
    sql`with due as (
          select d.id from webhook_deliveries d
            join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
          where d.status = 'pending' and d.next_attempt_at <= ${dueBefore.toISOString()}
          order by d.next_attempt_at, d.created_at
          limit ${batchSize}
          for update of d skip locked
        )
        update webhook_deliveries w
           set attempts = w.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}
          from due, webhook_endpoints e
         where w.id = due.id and e.id = w.endpoint_id
     returning w.id, w.endpoint_id, w.event_id, w.event_type, w.body, w.attempts, e.url, e.secret`,
  );
}

export type AttemptRecord = {
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
};

/**
 * One attempt's outcome: the attempt's row, and the delivery's state (delivered, retried at
 * `retryAt`, or failed for good). Only the claim of `attempt` may record it.
 */
export async function recordAttempt(
  delivery: { id: string; attempt: number },
  outcome: AttemptRecord & { status: "pending" | "delivered" | "failed"; retryAt: Date; at: Date },
  executor: Db = db(),
): Promise<void> {
  await executor.transaction(async (tx) => {
    const updated = await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        nextAttemptAt: outcome.retryAt,
        lastStatusCode: outcome.statusCode,
        lastResponse: outcome.responseExcerpt,
        lastError: outcome.error,
        lastDurationMs: outcome.durationMs,
        deliveredAt: outcome.status === "delivered" ? outcome.at : null,
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempt), eq(webhookDeliveries.status, "pending")))
      .returning({ id: webhookDeliveries.id });
    if (updated.length === 0) return;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt: delivery.attempt,
      attemptedAt: outcome.at,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      responseExcerpt: outcome.responseExcerpt,
      error: outcome.error,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// What the events tell: read from the records that caused them.

export async function signupForEvent(refId: string, executor: Db = db()) {
  const [row] = await executor
    .select({
      refId: prelaunchSignups.refId,
      name: prelaunchSignups.name,
      email: prelaunchSignups.email,
      country: prelaunchSignups.country,
      role: prelaunchSignups.role,
      referredBy: prelaunchSignups.referredBy,
      createdAt: prelaunchSignups.createdAt,
      confirmedAt: prelaunchSignups.confirmedAt,
      referralHold: prelaunchSignups.referralHold,
    })
    .from(prelaunchSignups)
    .where(eq(prelaunchSignups.refId, refId))
    .limit(1);
  return row ?? null;
}

export async function subscriberForEvent(id: string, executor: Db = db()) {
  const [row] = await executor
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether the case study is published now (read before a save, to tell a first publication). */
export async function caseStudyIsPublished(id: string, executor: Db = db()): Promise<boolean> {
  // An id no case study can have (a stranger's address) is read as none, never sent to the database.
  if (!isCaseStudyId(id)) return false;
  const [row] = await executor.select({ isPublished: caseStudies.isPublished }).from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return row?.isPublished ?? false;
}

/** The post's slug (the scheduler's publication returns its id and title only). */
export async function postSlug(id: string, executor: Db = db()): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row?.slug ?? null;
}
