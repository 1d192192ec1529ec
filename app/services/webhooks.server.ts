/**
 * Signed outgoing webhooks (issue 30.3, decision 035).
 *
 * - Events: `emitEvent(type, data, tx?)` queues one delivery per enabled endpoint that wants the
 *   event, in the transaction of the write that caused it when there is one (or right after it).
 * - Delivery: the scheduler's round calls `kickWebhookWorker()`; the worker claims due rows with
 *   `FOR UPDATE SKIP LOCKED` (as the mail outbox does), so several instances never send one
 *   delivery at once, posts `{ id, type, created_at, data }` signed with the endpoint's secret
 *   (`Webhook-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`), reads at most 64 KB of the
 *   answer for at most 10 s, records the attempt, and retries with backoff (1 min, 5 min, 30 min,
 *   2 h, 6 h, then failed).
 * - The address guard: http(s) only, and never to a private, loopback, link-local, multicast or
 *   unique-local address, checked when the endpoint is saved and again at each send, on the very
 *   addresses the connection then uses (DNS rebinding). WEBHOOKS_ALLOW_PRIVATE=1 lifts it for
 *   development and tests.
 * - The admin screen's actions (`submitWebhookForm`), each audited.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { paths } from "../lib/paths.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  WebhookFormSchema,
  type WebhookAdd,
  type WebhookEvent,
} from "../lib/schemas/webhook.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { defaultExecutor, inTransaction, type Executor } from "../models/transaction.server.ts";
import {
  claimDueDeliveries,
  countEndpoints,
  deleteEndpoint,
  enqueueEvent,
  findDelivery,
  findEndpoint,
  insertDelivery,
  insertEndpoint,
  listEndpoints,
  lockEndpoints,
  recentDeliveries,
  recordAttempt,
  postSlug,
  signupForEvent,
  subscriberForEvent,
  subscribedEventTypes,
  updateEndpoint,
  type ClaimedDelivery,
} from "../models/webhooks.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { siteUrlFor } from "./site-url.server.ts";
import { formRefusal, readSubmission } from "./submission.server.ts";

// ---------------------------------------------------------------------------------------------
// Signing

/** A new endpoint secret: 32 random bytes, with a prefix that says what it is. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** The `Webhook-Signature` header's value: `v1=` and the hex HMAC-SHA256 of "<timestamp>.<body>". */
export function webhookSignature(secret: string, timestamp: number | string, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * What a receiver does (README "Webhooks"): recompute the signature over the timestamp header and
 * the raw body, compare in constant time, and refuse a timestamp older than `toleranceSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { signature: string | null | undefined; timestamp: string | null | undefined },
  body: string,
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  return signature.split(" ").some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// ---------------------------------------------------------------------------------------------
// The address guard

const forbidden = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  forbidden.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  forbidden.addSubnet(prefix, bits, "ipv6");
}

/**
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d), refused whatever IPv4 address it carries. (A
 * BlockList subnet for it would match every IPv4 address too: it checks IPv4 as mapped IPv6.)
 */
function isMappedIPv4(address: string): boolean {
  try {
    return new URL(`http://[${address}]/`).hostname.startsWith("[::ffff:");
  } catch {
    return true;
  }
}

/** Whether a webhook may never be sent to `address` (an IP address in text); true for anything that is not one. */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6 && isMappedIPv4(address)) return true;
  return forbidden.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type AddressOptions = { allowPrivate?: boolean };

function allowsPrivate(options: AddressOptions): boolean {
  return options.allowPrivate ?? env().WEBHOOKS_ALLOW_PRIVATE;
}

const HOST_NOT_FOUND = "The URL's host could not be found; check the address";
const PRIVATE_MESSAGE = "URL leads to a private or local address; webhooks go only to public addresses";

/** A host's IP literal without the brackets of an IPv6 one, or null for a name. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
}

async function resolveAll(hostname: string): Promise<string[]> {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/**
 * Why a webhook cannot go to `raw` now, or null when it can: the scheme, then every address its
 * host resolves to. Checked when an endpoint is saved; the send checks again (`send`).
 */
export async function webhookAddressProblem(raw: string, options: AddressOptions = {}): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "URL must be a link such as https://hooks.example.com/iratech";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "URL must start with http:// or https://";
  if (allowsPrivate(options)) return null;
  const literal = literalAddress(url.hostname);
  if (literal) return isForbiddenAddress(literal) ? PRIVATE_MESSAGE : null;
  let addresses: string[];
  try {
    addresses = await resolveAll(url.hostname);
  } catch {
    return HOST_NOT_FOUND;
  }
  if (addresses.length === 0) return HOST_NOT_FOUND;
  return addresses.some(isForbiddenAddress) ? PRIVATE_MESSAGE : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * The connection's own DNS lookup: the addresses it connects to are the ones checked here, so a
 * name that resolved to a public address at save time and to 127.0.0.1 now is refused.
 */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, []);
      const addresses = found as dns.LookupAddress[];
      if (!allowPrivate && (addresses.length === 0 || addresses.some((entry) => isForbiddenAddress(entry.address)))) {
        const refused = Object.assign(new Error(PRIVATE_MESSAGE), { code: "EWEBHOOKPRIVATE" }) as NodeJS.ErrnoException;
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

// ---------------------------------------------------------------------------------------------
// Sending

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of an answer read; the rest is not waited for. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;
/** The most of an answer kept in the delivery log. */
export const WEBHOOK_EXCERPT_CHARS = 1000;
/** Waits after the 1st, 2nd... failed attempt; after the last one the delivery has failed. */
export const WEBHOOK_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1;
/** A claimed delivery is reserved this long: well past the send's own time limit. */
const LEASE_MS = 60_000;

type SendResult = { statusCode: number | null; durationMs: number; responseExcerpt: string | null; error: string | null };

/** Posts one signed delivery; never throws. */
async function send(delivery: ClaimedDelivery, now: Date, allowPrivate: boolean): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = await webhookAddressProblem(delivery.url, { allowPrivate });
  if (problem) return { statusCode: null, durationMs: elapsed(), responseExcerpt: null, error: problem };
  const url = new URL(delivery.url);
  const timestamp = Math.floor(now.getTime() / 1000);
  const body = Buffer.from(delivery.body, "utf8");
  const headers = {
    "Content-Type": "application/json",
    "Content-Length": String(body.length),
    "User-Agent": "Iratech-Webhooks/1",
    "Webhook-Id": delivery.event_id,
    "Webhook-Timestamp": String(timestamp),
    "Webhook-Signature": webhookSignature(delivery.secret, timestamp, delivery.body),
  };
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: "POST", headers, lookup: guardedLookup(allowPrivate) as never, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_MAX_RESPONSE_BYTES).toString("utf8");
        finish({ statusCode: response.statusCode ?? null, responseExcerpt: text.slice(0, WEBHOOK_EXCERPT_CHARS), error: null });
      };
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of a large answer is not waited for.
        if (size >= WEBHOOK_MAX_RESPONSE_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on("end", done);
      response.on("error", done);
    });
    const timer = setTimeout(() => {
      finish({ statusCode: null, responseExcerpt: null, error: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` });
      request.destroy();
    }, WEBHOOK_TIMEOUT_MS);
    request.on("error", (error: NodeJS.ErrnoException) => {
      finish({ statusCode: null, responseExcerpt: null, error: error.code === "EWEBHOOKPRIVATE" ? PRIVATE_MESSAGE : `Could not connect: ${error.code ?? error.message}`.slice(0, 300) });
    });
    request.end(body);
  });
}

export type WorkerOptions = AddressOptions & { now?: Date; batchSize?: number };
export type WorkerReport = { delivered: number; retried: number; failed: number };

/** Sends every due delivery once (a batch at a time) and records each attempt. */
export async function deliverDueWebhooks(options: WorkerOptions = {}): Promise<WorkerReport> {
  const report: WorkerReport = { delivered: 0, retried: 0, failed: 0 };
  const allowPrivate = allowsPrivate(options);
  for (let round = 0; round < 10; round++) {
    const now = options.now ?? new Date();
    const claimed = await claimDueDeliveries(defaultExecutor(), now, new Date(now.getTime() + LEASE_MS), options.batchSize ?? 10);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (delivery) => {
        const attempt = Number(delivery.attempts);
        const result = await send(delivery, now, allowPrivate);
        const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
        const final = !ok && attempt >= WEBHOOK_MAX_ATTEMPTS;
        const status = ok ? "delivered" : final ? "failed" : "pending";
        const retryAt = new Date(now.getTime() + (ok || final ? 0 : WEBHOOK_BACKOFF_MS[attempt - 1]!));
        await recordAttempt({ id: delivery.id, attempt }, { ...result, status, retryAt, at: now });
        report[ok ? "delivered" : final ? "failed" : "retried"]++;
        if (!ok) logger.warn({ deliveryId: delivery.id, attempt, final, statusCode: result.statusCode, error: result.error }, "webhook delivery failed");
      }),
    );
    if (claimed.length < (options.batchSize ?? 10)) break;
  }
  return report;
}

const worker = singleton("webhookWorker", () => ({ running: undefined as Promise<unknown> | undefined }));

/** The scheduler's round: starts a pass unless one is running; never waits for it. */
export function kickWebhookWorker(): void {
  if (worker.running) return;
  worker.running = deliverDueWebhooks()
    .catch((error: unknown) => logger.error({ err: error }, "webhook deliveries failed"))
    .finally(() => {
      worker.running = undefined;
    });
}

// ---------------------------------------------------------------------------------------------
// Events

const subscriptions = singleton("webhookSubscriptions", () => ({ types: null as Set<string> | null, readAt: 0 }));
/** How long an instance trusts its list of wanted events; a save on this instance forgets it at once. */
const SUBSCRIPTIONS_TTL_MS = 5_000;

function forgetSubscriptions(): void {
  subscriptions.types = null;
}

/** Whether some enabled endpoint wants `type` (from memory, read again every few seconds). */
async function wanted(type: WebhookEvent, executor?: Executor): Promise<boolean> {
  if (!subscriptions.types || Date.now() - subscriptions.readAt > SUBSCRIPTIONS_TTL_MS) {
    subscriptions.types = new Set(await subscribedEventTypes(executor));
    subscriptions.readAt = Date.now();
  }
  return subscriptions.types.has(type);
}

/**
 * Queues `type` with `data` for every enabled endpoint that wants it. Pass the transaction of the
 * write that caused it. Costs nothing but a look at memory when no endpoint wants the event (the
 * signup path must keep its speed). Returns the event's id, or null when nobody wanted it.
 */
export async function emitEvent(type: WebhookEvent, data: Record<string, unknown>, executor?: Executor, now = new Date()): Promise<string | null> {
  if (!(await wanted(type, executor))) return null;
  const id = randomUUID();
  const body = JSON.stringify({ id, type, created_at: now.toISOString(), data });
  const queued = await enqueueEvent(id, type, body, executor);
  return queued > 0 ? id : null;
}

/** An event whose write has committed already: a failure is logged, never the visitor's problem. */
async function emitAfter(type: WebhookEvent, data: () => Promise<Record<string, unknown> | null>): Promise<void> {
  try {
    if (!(await wanted(type))) return;
    const payload = await data();
    if (payload) await emitEvent(type, payload);
  } catch (error) {
    logger.error({ err: error, type }, "could not queue a webhook event");
  }
}

/** A new IRACONNECT member (after their signup is stored). */
export function emitSignupCreated(refId: string): Promise<void> {
  return emitAfter("signup.created", async () => {
    const signup = await signupForEvent(refId);
    if (!signup) return null;
    return {
      ref_id: signup.refId,
      name: signup.name,
      email: signup.email,
      country: signup.country,
      role: signup.role,
      referred_by: signup.referredBy,
      created_at: new Date(signup.createdAt).toISOString(),
    };
  });
}

/**
 * A member confirmed their address: `signup.confirmed`, and `referral.confirmed` when a member
 * referred them and the referral was not held for review.
 */
export async function emitSignupConfirmed(refId: string): Promise<void> {
  const anyWanted = await Promise.all([wanted("signup.confirmed"), wanted("referral.confirmed")]).then((found) => found.some(Boolean)).catch(() => false);
  if (!anyWanted) return;
  const signup = await signupForEvent(refId).catch(() => null);
  if (!signup?.confirmedAt) return;
  const confirmedAt = new Date(signup.confirmedAt).toISOString();
  await emitAfter("signup.confirmed", async () => ({
    ref_id: signup.refId,
    name: signup.name,
    email: signup.email,
    referred_by: signup.referredBy,
    confirmed_at: confirmedAt,
  }));
  if (signup.referredBy && signup.referralHold !== "held") {
    await emitAfter("referral.confirmed", async () => ({ referrer_ref_id: signup.referredBy, ref_id: signup.refId, confirmed_at: confirmedAt }));
  }
}

/** A contact message that is not spam. */
export function emitContactReceived(message: { name: string; email: string; subject: string; message: string }, at = new Date()): Promise<void> {
  return emitAfter("contact.received", async () => ({ ...message, received_at: at.toISOString() }));
}

/** A newsletter subscriber confirmed by this click (a second click of the link says nothing). */
export function emitNewsletterSubscribed(subscriberId: string, now: Date): Promise<void> {
  return emitAfter("newsletter.subscribed", async () => {
    const subscriber = await subscriberForEvent(subscriberId);
    if (!subscriber?.confirmedAt || new Date(subscriber.confirmedAt).getTime() !== now.getTime()) return null;
    return { id: subscriber.id, email: subscriber.email, confirmed_at: now.toISOString() };
  });
}

/** A post went live (the editor's save or its scheduled time): call it in that transaction. */
export async function emitPostPublished(post: { id: string; title: string; slug?: string }, tx?: Executor): Promise<unknown> {
  const slug = post.slug ?? (await postSlug(post.id, tx));
  return emitEvent("post.published", { id: post.id, title: post.title, slug, url: slug ? siteUrlFor(paths.blogPost(slug)) : null }, tx);
}

export function emitCaseStudyPublished(study: { id: string; title: string }, tx?: Executor): Promise<unknown> {
  return emitEvent("case_study.published", { id: study.id, title: study.title, url: siteUrlFor(paths.caseStudy(study.id)) }, tx);
}

export function emitPagePublished(page: { id: string; path: string; title?: string | null }, tx?: Executor): Promise<unknown> {
  return emitEvent("page.published", { id: page.id, path: page.path, title: page.title ?? null, url: siteUrlFor(page.path) }, tx);
}

// ---------------------------------------------------------------------------------------------
// The admin screen

export type WebhookDeliveryView = {
  id: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  statusCode: number | null;
  response: string | null;
  error: string | null;
  durationMs: number | null;
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
  replay: boolean;
};

export type WebhookEndpointView = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  /** The secret's first characters: the whole is shown once, when made. */
  secretHint: string;
  createdAt: string;
  deliveries: WebhookDeliveryView[];
};

export const DELIVERIES_SHOWN = 20;

export async function webhooksPage(): Promise<{ endpoints: WebhookEndpointView[] }> {
  const endpoints = await listEndpoints();
  const deliveries = await recentDeliveries(
    endpoints.map((endpoint) => endpoint.id),
    DELIVERIES_SHOWN,
  );
  return {
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      enabled: endpoint.enabled,
      secretHint: `${endpoint.secret.slice(0, 10)}…`,
      createdAt: endpoint.createdAt.toISOString(),
      deliveries: deliveries
        .filter((delivery) => delivery.endpointId === endpoint.id)
        .map((delivery) => ({
          id: delivery.id,
          eventType: delivery.eventType,
          status: delivery.status,
          statusCode: delivery.lastStatusCode,
          response: delivery.lastResponse,
          error: delivery.lastError,
          durationMs: delivery.lastDurationMs,
          attempts: delivery.attempts,
          nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
          createdAt: delivery.createdAt.toISOString(),
          replay: delivery.replayOf !== null,
        })),
    })),
  };
}

export type WebhookOutcome =
  | { ok: true; notice: string; secret?: { endpointId: string; value: string } }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

const MAX_BYTES = 16 * 1024;
const shown = (url: string) => (url.length > 60 ? `${url.slice(0, 57)}…` : url);
const refused = (status: 400 | 404 | 409, error: string, fieldErrors: Record<string, string[]> = {}): WebhookOutcome => ({ ok: false, status, error, fieldErrors });
const GONE = "That endpoint no longer exists.";

/** A new endpoint: its address checked (DNS included), stored with a new secret, audited. */
export async function addEndpoint(value: Omit<WebhookAdd, "intent">, actor: Actor, options: AddressOptions = {}): Promise<WebhookOutcome> {
  const problem = await webhookAddressProblem(value.url, options);
  if (problem) return refused(400, problem, { url: [problem] });
  const secret = newWebhookSecret();
  const row = await inTransaction(async (tx) => {
    await lockEndpoints(tx);
    if ((await countEndpoints(tx)) >= MAX_WEBHOOK_ENDPOINTS) return null;
    const created = await insertEndpoint({ url: value.url, description: value.description, events: value.events, secret, createdBy: actor.actorUserId }, tx);
    await recordAudit({ ...actor, action: "webhook.create", entityType: "webhook_endpoint", entityId: created.id, details: { url: created.url, events: created.events } }, tx);
    return created;
  });
  if (!row) return refused(409, `There are already ${MAX_WEBHOOK_ENDPOINTS} endpoints: delete one first`);
  forgetSubscriptions();
  return { ok: true, notice: `Added the endpoint ${shown(row.url)}. Copy its signing secret now: it is shown only once.`, secret: { endpointId: row.id, value: secret } };
}

/** The screen's POST: add, enable/disable, rotate the secret, send a test event, replay, delete. */
export async function submitWebhookForm(request: Request, actor: Actor, options: AddressOptions = {}): Promise<WebhookOutcome> {
  const read = await readSubmission(request, WebhookFormSchema, { maxBytes: MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") {
    const refusal = formRefusal(submission.error, ["intent", "id", "enabled"]);
    return refused(400, refusal.error, refusal.fieldErrors);
  }
  const value = submission.value;
  const audit = (action: string, id: string, details: Record<string, unknown>, tx: Executor) =>
    recordAudit({ ...actor, action, entityType: "webhook_endpoint", entityId: id, details }, tx);

  switch (value.intent) {
    case "add":
      return addEndpoint(value, actor, options);
    case "toggle": {
      const row = await inTransaction(async (tx) => {
        const updated = await updateEndpoint(value.id, { enabled: value.enabled }, tx);
        if (updated) await audit(value.enabled ? "webhook.enable" : "webhook.disable", updated.id, { url: updated.url }, tx);
        return updated;
      });
      if (!row) return refused(404, GONE);
      forgetSubscriptions();
      return { ok: true, notice: `${value.enabled ? "Enabled" : "Disabled"} the endpoint ${shown(row.url)}.` };
    }
    case "rotate": {
      const secret = newWebhookSecret();
      const row = await inTransaction(async (tx) => {
        const updated = await updateEndpoint(value.id, { secret }, tx);
        if (updated) await audit("webhook.rotate_secret", updated.id, { url: updated.url }, tx);
        return updated;
      });
      if (!row) return refused(404, GONE);
      return { ok: true, notice: `New signing secret for ${shown(row.url)}. Copy it now: it is shown only once.`, secret: { endpointId: row.id, value: secret } };
    }
    case "delete": {
      const row = await inTransaction(async (tx) => {
        const removed = await deleteEndpoint(value.id, tx);
        if (removed) await audit("webhook.delete", removed.id, { url: removed.url }, tx);
        return removed;
      });
      if (!row) return refused(404, GONE);
      forgetSubscriptions();
      return { ok: true, notice: `Deleted the endpoint ${shown(row.url)} and its delivery log.` };
    }
    case "test": {
      const row = await inTransaction(async (tx) => {
        const endpoint = await findEndpoint(value.id, tx);
        if (!endpoint) return null;
        const id = randomUUID();
        const now = new Date();
        const body = JSON.stringify({ id, type: WEBHOOK_TEST_EVENT, created_at: now.toISOString(), data: { message: "A test event from the admin's Webhooks screen." } });
        await insertDelivery({ endpointId: endpoint.id, eventId: id, eventType: WEBHOOK_TEST_EVENT, body }, tx);
        await audit("webhook.test", endpoint.id, { url: endpoint.url }, tx);
        return endpoint;
      });
      if (!row) return refused(404, GONE);
      return { ok: true, notice: `Queued a test event for ${shown(row.url)}${row.enabled ? "" : " (it is sent once the endpoint is enabled)"}.` };
    }
    case "replay": {
      const row = await inTransaction(async (tx) => {
        const original = await findDelivery(value.id, tx);
        if (!original) return null;
        const endpoint = await findEndpoint(original.endpointId, tx);
        await insertDelivery({ endpointId: original.endpointId, eventId: original.eventId, eventType: original.eventType, body: original.body, replayOf: original.id }, tx);
        await audit("webhook.replay", original.endpointId, { url: endpoint?.url ?? null, event: original.eventType, delivery: original.id }, tx);
        return { original, endpoint };
      });
      if (!row) return refused(404, "That delivery no longer exists.");
      return { ok: true, notice: `Queued the ${row.original.eventType} event again${row.endpoint?.enabled === false ? " (it is sent once the endpoint is enabled)" : ""}.` };
    }
  }
}
