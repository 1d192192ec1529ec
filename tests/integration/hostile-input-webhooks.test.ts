/**
 * Property-based tests (issue 30, "Bad input"): random and hostile posts to the Webhooks screen,
 * sent by a signed-in admin. Whatever is sent: never a 5xx; a refusal is a 4xx whose every message
 * is ours; every stored endpoint has an http(s) address that is not private or local (the setting
 * WEBHOOKS_ALLOW_PRIVATE is off here), events from the list and a bounded description; every
 * change is audited as the admin, and no secret ever reaches the audit log. Nothing is sent: the
 * worker does not run in this file.
 */
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, webhookEventTypes, webhookUrlProblem } from "#app/lib/schemas/webhook.ts";
import { action as webhooksAction } from "#app/routes/admin/webhooks.tsx";
import { isForbiddenAddress } from "#app/services/webhooks.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { anyContentType, expectHumanMessage, fieldText, hostileText, multipart, rawBody, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let adminId = "";
let adminCookie = "";
let added = 0;

beforeAll(async () => {
  adminId = (await createTestAdmin("hostile.webhooks@example.com", "admin")).id;
  adminCookie = await sessionCookieFor(adminId);
});

afterAll(async () => {
  const [mine] = await db().select({ n: count() }).from(auditLog).where(eq(auditLog.actorUserId, adminId));
  const [all] = await db().select({ n: count() }).from(auditLog);
  expect(Number(mine!.n)).toBe(Number(all!.n));
  const entries = await db().select({ details: auditLog.details }).from(auditLog);
  expect(JSON.stringify(entries)).not.toContain("whsec_");
});

type Entry = readonly [string, string];
type Answer = { ok: boolean; message: string; fieldErrors: Record<string, string[]> };

async function post(entries: readonly Entry[], encoding: "urlencoded" | "multipart") {
  const headers: Record<string, string> = { cookie: adminCookie };
  let body: BodyInit;
  if (encoding === "urlencoded") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new TextEncoder().encode(urlEncoded(entries));
  } else {
    const encoded = new Response(multipart(entries));
    headers["content-type"] = encoded.headers.get("content-type")!;
    body = new Uint8Array(await encoded.arrayBuffer());
  }
  const request = new Request("http://localhost/admin-dashboard/webhooks", { method: "POST", headers, body });
  return settle<Answer>(() => webhooksAction({ request, context: requestContext({ ip: "198.51.100.9" }), params: {} } as never));
}

function expectAnswer(answer: { status: number; body: Answer }) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.body.ok).toBe(false);
    expectHumanMessage(answer.body.message);
    for (const messages of Object.values(answer.body.fieldErrors)) for (const message of messages) expectHumanMessage(message);
  }
}

async function expectEndpointsSound() {
  for (const row of await db().select().from(webhookEndpoints)) {
    expect(webhookUrlProblem(row.url), row.url).toBeNull();
    const host = new URL(row.url).hostname.replace(/^\[|\]$/g, "");
    // Only literal public addresses can be saved here: names do not resolve in this sandbox.
    expect(isForbiddenAddress(host), row.url).toBe(false);
    expect(row.events.length).toBeGreaterThan(0);
    for (const event of row.events) expect(webhookEventTypes).toContain(event);
    expect(row.description.length).toBeLessThanOrEqual(MAX_WEBHOOK_DESCRIPTION_LENGTH);
    expect(row.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  }
}

const publicUrl = fc
  .tuple(fc.constantFrom("http", "https", "HTTPS"), fc.constantFrom("93.184.216.34", "8.8.4.4", "[2606:4700::1111]"), fc.webPath())
  .map(([scheme, host, path]) => `${scheme}://${host}${path}`);
const privateUrl = fc
  .tuple(fc.constantFrom("127.0.0.1", "10.9.8.7", "169.254.169.254", "[::1]", "[fd12::3]", "localhost", "0.0.0.0", "[::ffff:10.0.0.1]", "2130706433"), fc.webPath())
  .map(([host, path]) => `http://${host}${path}`);
const url = fc.oneof({ weight: 3, arbitrary: publicUrl }, privateUrl, fc.webUrl(), fieldText(publicUrl), hostileText, fc.constantFrom("ftp://example.com", "javascript:alert(1)", "file:///etc/passwd", ""));
const event = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...webhookEventTypes) }, { weight: 1, arbitrary: hostileText });
const intent = fc.oneof(
  { weight: 4, arbitrary: fc.constant("add") },
  { weight: 5, arbitrary: fc.constantFrom("toggle", "rotate", "delete", "test", "replay") },
  { weight: 1, arbitrary: hostileText },
);
const idChoice = fc.oneof(fc.constant("known-endpoint"), fc.constant("known-delivery"), fc.uuid(), hostileText);

async function knownId(choice: string): Promise<string> {
  if (choice === "known-endpoint") return (await db().select({ id: webhookEndpoints.id }).from(webhookEndpoints).limit(1))[0]?.id ?? choice;
  if (choice === "known-delivery") return (await db().select({ id: webhookDeliveries.id }).from(webhookDeliveries).limit(1))[0]?.id ?? choice;
  return choice;
}

describe("the Webhooks screen under random and hostile posts", () => {
  it("answers every form post with a 2xx or a clear 4xx, and keeps the endpoints sound", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          intent,
          url: fc.option(url, { nil: undefined }),
          description: fc.option(fc.oneof(hostileText, fc.string({ maxLength: 250 })), { nil: undefined }),
          events: fc.array(event, { maxLength: 10 }),
          id: fc.option(idChoice, { nil: undefined }),
          enabled: fc.option(fc.oneof(fc.constantFrom("on", "off"), hostileText), { nil: undefined }),
          extra: fc.array(fc.tuple(hostileText, hostileText), { maxLength: 2 }),
        }),
        fc.constantFrom("urlencoded" as const, "multipart" as const),
        async (form, encoding) => {
          const entries: Entry[] = [["intent", form.intent]];
          if (form.url !== undefined) entries.push(["url", form.url]);
          if (form.description !== undefined) entries.push(["description", form.description]);
          for (const one of form.events) entries.push(["events", one]);
          if (form.id !== undefined) entries.push(["id", await knownId(form.id)]);
          if (form.enabled !== undefined) entries.push(["enabled", form.enabled]);
          entries.push(...form.extra);
          const answer = await post(entries, encoding);
          expectAnswer(answer);
          if (form.intent === "add" && answer.status === 200) added++;
        },
      ),
      { numRuns: 150 },
    );
    // Some posts were valid: the checks above looked at stored endpoints, not only at refusals.
    expect(added).toBeGreaterThan(0);
    await expectEndpointsSound();
  });

  it("answers any body with any content type with a 2xx or a clear 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(anyContentType, rawBody, async (contentType, body) => {
        const headers: Record<string, string> = { cookie: adminCookie };
        if (contentType !== null) headers["content-type"] = contentType;
        const request = new Request("http://localhost/admin-dashboard/webhooks", { method: "POST", headers, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
        expectAnswer(await settle<Answer>(() => webhooksAction({ request, context: requestContext(), params: {} } as never)));
      }),
      { numRuns: 40 },
    );
    await expectEndpointsSound();
  });
});
