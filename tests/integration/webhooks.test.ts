/**
 * Webhooks (issue 30.3): an endpoint added in the admin, events from the real signup, confirmation
 * and referral paths, deliveries posted to a local receiver (node:http on 127.0.0.1) that checks
 * each signature with the endpoint's secret, retries with backoff, replay, a disabled endpoint, and
 * the address guard (with WEBHOOKS_ALLOW_PRIVATE off, as in production). No request here leaves
 * the machine: refused addresses are refused before any connection.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, webhookAttempts, webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { webhookEventTypes, type WebhookEvent } from "#app/lib/schemas/webhook.ts";
import { auditSentence } from "#app/lib/audit-words.ts";
import { action as signupAction } from "#app/routes/resources/iraconnect-signup.ts";
import { action as webhooksAction, loader as webhooksLoader } from "#app/routes/admin/webhooks.tsx";
import { confirmationLink, confirmMember } from "#app/services/iraconnect-signup.server.ts";
import { env } from "#app/services/env.server.ts";
import {
  addEndpoint,
  deliverDueWebhooks,
  isForbiddenAddress,
  verifyWebhookSignature,
  webhookAddressProblem,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_EXCERPT_CHARS,
  WEBHOOK_MAX_ATTEMPTS,
} from "#app/services/webhooks.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { requestContext, settle } from "../support/route-call.ts";

process.env.SESSION_SECRET ??= "test-secret-for-webhook-deliveries-0123456789";

const db = () => testDatabase().db;
const ALLOW = { allowPrivate: true };

type Received = { headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: string };

/** A receiver on 127.0.0.1: records every request and answers from a queue (200 when it is empty). */
function startReceiver() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = answers.shift() ?? { status: 200, body: "ok" };
      response.writeHead(answer.status, { "content-type": "text/plain" });
      response.end(answer.body ?? "");
    });
  });
  const ready = new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`)));
  return { received, answers, server, ready };
}

/** The signature as a receiver written from the README would compute it (not the site's own code). */
function expectSigned(request: Received, secret: string) {
  const timestamp = String(request.headers["webhook-timestamp"]);
  const signature = String(request.headers["webhook-signature"]);
  expect(timestamp).toMatch(/^\d+$/);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(24 * 3600 * 2);
  const expected = `v1=${createHmac("sha256", secret).update(`${timestamp}.${request.body}`).digest("hex")}`;
  expect(timingSafeEqual(Buffer.from(signature), Buffer.from(expected))).toBe(true);
  expect(request.headers["content-type"]).toBe("application/json");
  const body = JSON.parse(request.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> };
  expect(request.headers["webhook-id"]).toBe(body.id);
  return body;
}

let receiver: ReturnType<typeof startReceiver>;
let receiverUrl = "";
let adminId = "";
let adminCookie = "";
let ipCounter = 0;

beforeAll(async () => {
  receiver = startReceiver();
  receiverUrl = await receiver.ready;
  adminId = (await createTestAdmin("webhooks.owner@example.com", "owner")).id;
  adminCookie = await sessionCookieFor(adminId);
});

afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
});

beforeEach(async () => {
  await db().delete(webhookEndpoints);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const actor = () => ({ actorUserId: adminId, actorEmail: "webhooks.owner@example.com", ip: "203.0.113.5", userAgent: "vitest" });

async function addReceiver(events: WebhookEvent[] = [...webhookEventTypes]) {
  const outcome = await addEndpoint({ url: receiverUrl, description: "Test receiver", events }, actor(), ALLOW);
  if (!outcome.ok || !outcome.secret) throw new Error(`could not add the receiver: ${JSON.stringify(outcome)}`);
  return { id: outcome.secret.endpointId, secret: outcome.secret.value };
}

async function postForm(values: Record<string, string | string[]>, cookie = adminCookie) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) for (const one of [value].flat()) body.append(key, one);
  const request = new Request("http://localhost/admin-dashboard/webhooks", {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return settle<{ ok: boolean; message: string; secret: { endpointId: string; value: string } | null; fieldErrors: Record<string, string[]> }>(() =>
    webhooksAction({ request, context: requestContext({ ip: "203.0.113.5" }), params: {} } as never),
  );
}

async function signUp(name: string, email: string, referralCode = "") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "n", requestId: "r", ip: `198.18.${++ipCounter}.1`, userAgent: `vitest-agent-${ipCounter}` });
  const request = new Request("http://localhost:3000/api/iraconnect/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, phone: "+91 98765 43210", country: "India", role: "Student", referralCode, userAgent: `Mozilla/5.0 (agent ${ipCounter})` }),
  });
  const response = (await signupAction({ request, context, params: {} } as never)) as Response;
  const answer = (await response.json()) as { success: boolean; refId: string };
  expect(answer.success).toBe(true);
  return answer.refId;
}

const confirm = (refId: string) => confirmMember(new URL(confirmationLink(refId)).searchParams.get("token"));

const deliveriesOf = (endpointId: string) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe("events from the site's own paths", () => {
  it("posts signed signup, confirmation and referral events to the receiver", async () => {
    const { id, secret } = await addReceiver();
    const member = await signUp("Asha Member", "asha.member@example.com");
    await confirm(member);
    const friend = await signUp("Bela Friend", "bela.friend@example.com", member);
    expect(await confirm(friend)).toBe("confirmed");
    // A second click of the link changes nothing and says nothing.
    expect(await confirm(friend)).toBe("already-confirmed");

    const report = await deliverDueWebhooks(ALLOW);
    expect(report).toEqual({ delivered: 5, retried: 0, failed: 0 });
    const bodies = receiver.received.map((request) => expectSigned(request, secret));
    expect(bodies.map((body) => body.type).sort()).toEqual(["referral.confirmed", "signup.confirmed", "signup.confirmed", "signup.created", "signup.created"]);
    const friendConfirmed = bodies.find((body) => body.type === "signup.confirmed" && body.data.ref_id === friend)!;
    expect(friendConfirmed.data).toMatchObject({ ref_id: friend, email: "bela.friend@example.com", referred_by: member });
    expect(bodies.find((body) => body.type === "referral.confirmed")!.data).toMatchObject({ referrer_ref_id: member, ref_id: friend });
    // The site's own check agrees, and refuses a changed body or another secret.
    const sample = receiver.received[0]!;
    const headers = { signature: String(sample.headers["webhook-signature"]), timestamp: String(sample.headers["webhook-timestamp"]) };
    expect(verifyWebhookSignature(secret, headers, sample.body)).toBe(true);
    expect(verifyWebhookSignature(secret, headers, `${sample.body} `)).toBe(false);
    expect(verifyWebhookSignature("whsec_another", headers, sample.body)).toBe(false);

    const rows = await deliveriesOf(id);
    expect(rows.every((row) => row.status === "delivered" && row.attempts === 1 && row.lastStatusCode === 200 && row.lastResponse === "ok")).toBe(true);
    // Nothing is sent twice.
    expect(await deliverDueWebhooks(ALLOW)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(5);
  });

  it("queues only the events an endpoint asked for", async () => {
    const { id } = await addReceiver(["signup.confirmed"]);
    const member = await signUp("Chen Only", "chen.only@example.com");
    await confirm(member);
    expect((await deliveriesOf(id)).map((row) => row.eventType)).toEqual(["signup.confirmed"]);
  });
});

describe("retries, replay and disabled endpoints", () => {
  it("retries a 500 with backoff, then records the success; every attempt is kept", async () => {
    const { id, secret } = await addReceiver();
    expect((await postForm({ intent: "test", id })).status).toBe(200);
    receiver.answers.push({ status: 500, body: "x".repeat(100_000) });
    const start = new Date();
    expect(await deliverDueWebhooks({ ...ALLOW, now: start })).toEqual({ delivered: 0, retried: 1, failed: 0 });
    let [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(delivery!.lastResponse!.length).toBe(WEBHOOK_EXCERPT_CHARS);
    expect(delivery!.nextAttemptAt.getTime()).toBe(start.getTime() + WEBHOOK_BACKOFF_MS[0]);
    // Not due yet.
    expect(await deliverDueWebhooks({ ...ALLOW, now: new Date(start.getTime() + 30_000) })).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await deliverDueWebhooks({ ...ALLOW, now: new Date(start.getTime() + WEBHOOK_BACKOFF_MS[0] + 1) })).toEqual({ delivered: 1, retried: 0, failed: 0 });
    [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200 });
    const attempts = await db().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempts.map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    // Both tries carried the same event id, each signed afresh.
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received.map((request) => expectSigned(request, secret));
    expect(first!.id).toBe(second!.id);
    expect(first!.type).toBe("webhook.test");
  });

  it("gives up after the last attempt", async () => {
    const { id } = await addReceiver();
    await postForm({ intent: "test", id });
    let now = Date.now();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      receiver.answers.push({ status: 503 });
      await deliverDueWebhooks({ ...ALLOW, now: new Date(now) });
      now += 7 * 3_600_000;
    }
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS, lastStatusCode: 503 });
    expect(await deliverDueWebhooks({ ...ALLOW, now: new Date(now) })).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
  });

  it("replays a delivery with the same event id and body", async () => {
    const { id, secret } = await addReceiver();
    await postForm({ intent: "test", id });
    await deliverDueWebhooks(ALLOW);
    const [original] = await deliveriesOf(id);
    const replay = await postForm({ intent: "replay", id: original!.id });
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe("Queued the webhook.test event again.");
    await deliverDueWebhooks(ALLOW);
    expect(receiver.received).toHaveLength(2);
    const [first, again] = receiver.received.map((request) => expectSigned(request, secret));
    expect(again).toEqual(first);
    const rows = await deliveriesOf(id);
    expect(rows.find((row) => row.id !== original!.id)).toMatchObject({ replayOf: original!.id, eventId: original!.eventId, status: "delivered" });
  });

  it("sends nothing to a disabled endpoint, and resumes when it is enabled", async () => {
    const { id } = await addReceiver();
    await postForm({ intent: "test", id });
    expect((await postForm({ intent: "toggle", id, enabled: "off" })).body.message).toBe(`Disabled the endpoint ${receiverUrl}.`);
    await signUp("Dara Disabled", "dara.disabled@example.com");
    expect(await deliverDueWebhooks(ALLOW)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(0);
    // The signup queued nothing for it; the test event waits.
    expect((await deliveriesOf(id)).map((row) => [row.eventType, row.status])).toEqual([["webhook.test", "pending"]]);
    await postForm({ intent: "toggle", id, enabled: "on" });
    expect(await deliverDueWebhooks(ALLOW)).toEqual({ delivered: 1, retried: 0, failed: 0 });
  });
});

describe("the admin screen", () => {
  it("shows a new secret once, rotates it, lists deliveries, deletes, and audits each step", async () => {
    const added = await postForm({ intent: "add", url: "https://93.184.216.34/hooks", description: "CRM", events: ["signup.confirmed", "post.published"] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.secret!.value).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const id = added.body.secret!.endpointId;
    const page = await settle<{ endpoints: { id: string; secretHint: string; events: string[] }[] }>(() =>
      webhooksLoader({ request: new Request("http://localhost/admin-dashboard/webhooks", { headers: { cookie: adminCookie } }), context: requestContext(), params: {} } as never),
    );
    expect(page.body.endpoints).toHaveLength(1);
    expect(page.body.endpoints[0]!.events).toEqual(["signup.confirmed", "post.published"]);
    // The page never shows the whole secret again.
    expect(JSON.stringify(page.body)).not.toContain(added.body.secret!.value);
    const rotated = await postForm({ intent: "rotate", id });
    expect(rotated.body.secret!.value).not.toBe(added.body.secret!.value);
    const [stored] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(stored!.secret).toBe(rotated.body.secret!.value);
    expect((await postForm({ intent: "delete", id })).body.message).toBe("Deleted the endpoint https://93.184.216.34/hooks and its delivery log.");
    expect((await postForm({ intent: "delete", id })).status).toBe(404);
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "webhook_endpoint"), eq(auditLog.entityId, id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["webhook.create", "webhook.delete", "webhook.rotate_secret"]);
    expect(entries.every((entry) => entry.actorUserId === adminId)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain("whsec_");
    const created = entries.find((entry) => entry.action === "webhook.create")!;
    expect(auditSentence({ actor: "Olivia", action: created.action, entityType: created.entityType, entityId: created.entityId, details: created.details })).toBe(
      "Olivia added the webhook endpoint https://93.184.216.34/hooks",
    );
  });

  it("is not an editor's", async () => {
    const editor = await createTestAdmin("webhooks.editor@example.com", "editor");
    const answer = await postForm({ intent: "add", url: "https://93.184.216.34/hooks", events: "signup.created" }, await sessionCookieFor(editor.id));
    expect(answer.status).toBe(403);
    const [row] = await db().select({ n: count() }).from(webhookEndpoints);
    expect(Number(row!.n)).toBe(0);
  });

  it("says which field is wrong", async () => {
    const answer = await postForm({ intent: "add", url: "https://93.184.216.34/hooks" });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors.events).toEqual(["Choose at least one event"]);
    const unknown = await postForm({ intent: "add", url: "https://93.184.216.34/hooks", events: ["signup.created", "everything"] });
    expect(unknown.status).toBe(400);
  });
});

describe("the address guard (WEBHOOKS_ALLOW_PRIVATE off)", () => {
  it("is off unless set", () => {
    expect(env().WEBHOOKS_ALLOW_PRIVATE).toBe(false);
  });

  const refusedUrls = [
    ["loopback", () => `${receiverUrl}`],
    ["private 10.x", () => "http://10.1.2.3/hooks"],
    ["private 192.168.x", () => "http://192.168.1.10/hooks"],
    ["link-local metadata", () => "http://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", () => "http://[::1]:8080/hooks"],
    ["IPv4-mapped IPv6", () => "http://[::ffff:127.0.0.1]/hooks"],
    ["unique-local IPv6", () => "http://[fd00::1]/hooks"],
    ["multicast", () => "http://224.0.0.1/hooks"],
    ["a name that resolves to loopback", () => receiverUrl.replace("127.0.0.1", "localhost")],
    ["a decimal loopback", () => "http://2130706433/hooks"],
  ] as const;

  it.each(refusedUrls)("refuses %s when an endpoint is saved", async (_what, url) => {
    const answer = await postForm({ intent: "add", url: url(), events: "signup.created" });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors.url).toEqual(["URL leads to a private or local address; webhooks go only to public addresses"]);
    const [row] = await db().select({ n: count() }).from(webhookEndpoints);
    expect(Number(row!.n)).toBe(0);
  });

  it.each(["ftp://example.com/hooks", "file:///etc/passwd", "javascript:alert(1)", "gopher://127.0.0.1:25/", "//example.com/hooks", "https://user:pass@example.com/"])(
    "refuses %s by its form",
    async (url) => {
      const answer = await postForm({ intent: "add", url, events: "signup.created" });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.url?.[0]).toMatch(/^URL must/);
    },
  );

  it("tells public addresses from the others", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "2a00:1450:4001::200e"]) expect(isForbiddenAddress(address), address).toBe(false);
    for (const address of ["127.0.0.1", "10.0.0.1", "172.16.5.4", "100.64.0.1", "169.254.169.254", "0.0.0.0", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "ff02::1", "::ffff:8.8.8.8", "not an address"])
      expect(isForbiddenAddress(address), address).toBe(true);
  });

  it("refuses an unknown host", async () => {
    expect(await webhookAddressProblem("https://no-such-host.invalid/hooks")).toBe("The URL's host could not be found; check the address");
  });

  it("checks again at send time: an endpoint saved while private addresses were allowed gets nothing now", async () => {
    const { id } = await addReceiver();
    await postForm({ intent: "test", id });
    expect(await deliverDueWebhooks({ allowPrivate: false })).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: "pending", lastStatusCode: null, lastError: "URL leads to a private or local address; webhooks go only to public addresses" });
  });
});
