/**
 * Property-based tests: random and hostile input to the analytics collection endpoint (what any
 * page, script or stranger can post to /api/event) and to the dashboard's query string. Never a
 * 5xx; a refusal is a 4xx; nothing outside the schema is stored; the dashboard always renders.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_NAMES } from "#app/lib/analytics-events.ts";
import { MAX_EVENT_BYTES } from "#app/lib/schemas/analytics.ts";
import { action as collectAction, loader as collectLoader } from "#app/routes/resources/analytics-event.ts";
import { loader as dashboardLoader } from "#app/routes/admin/analytics.tsx";
import { loader as csvLoader } from "#app/routes/admin/analytics-csv.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { anyContentType, asHeaderValue, clientIp, cutOffRequest, cutOffUpload, hostileText, hugeText, rawBody, urlEncoded, wrongJsonType } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ACCEPTED = [202, 204, 400, 413, 415, 429];

type Send = { body: string | Uint8Array<ArrayBuffer>; contentType: string | null; ip: string; userAgent?: string; headers?: Record<string, string> };

async function send({ body, contentType, ip, userAgent = CHROME, headers = {} }: Send): Promise<Response> {
  const request = new Request("http://localhost/api/event", {
    method: "POST",
    body: typeof body === "string" ? new TextEncoder().encode(body) : body,
    headers: { ...(contentType === null ? {} : { "content-type": contentType }), ...headers },
  });
  const response = await collectAction({ request, context: requestContext({ ip, userAgent }), params: {} } as never);
  expect(response).toBeInstanceOf(Response);
  return response as Response;
}

/** Every stored event keeps the schema's promises. */
async function expectStoredEventsValid() {
  const stored = (await db().execute(sql`select name, path, detail, referrer, utm_source, utm_campaign, device, visitor from analytics_events`)) as unknown as {
    rows: { name: string; path: string; detail: string | null; referrer: string | null; utm_source: string | null; utm_campaign: string | null; device: string; visitor: string }[];
  };
  for (const row of stored.rows) {
    expect(EVENT_NAMES).toContain(row.name);
    expect(row.path.startsWith("/")).toBe(true);
    expect(row.path.startsWith("//")).toBe(false);
    expect(row.path).not.toMatch(/\s|^\/admin/i);
    expect(row.path.length).toBeLessThanOrEqual(300);
    expect((row.detail ?? "").length).toBeLessThanOrEqual(100);
    expect((row.referrer ?? "").length).toBeLessThanOrEqual(120);
    expect((row.utm_source ?? "").length).toBeLessThanOrEqual(100);
    expect(["desktop", "mobile", "tablet"]).toContain(row.device);
    expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
  }
}

const pathLike = fc.oneof(
  fc.constantFrom("/", "/about", "/iraconnect?utm_campaign=spring-test&utm_source=x", "/blog/caf%C3%A9", "/admin-dashboard", "//evil.example/", "https://evil.example/", "/a b", "/%", "/%E0%A4", "/?utm_source=%00&utm_campaign=%01x", "/x%00y"),
  hostileText.map((t) => `/${t}`),
  hostileText,
  hugeText,
);
const eventFields = fc.record(
  {
    n: fc.oneof(fc.constantFrom(...EVENT_NAMES), hostileText),
    u: pathLike,
    r: fc.oneof(fc.constantFrom("", "https://www.google.com/search?q=x", "javascript:alert(1)", "http://localhost/"), hostileText),
    d: fc.oneof(fc.constantFrom("copy", "x".repeat(101)), hostileText),
  },
  { requiredKeys: [] },
);

afterAll(async () => expectStoredEventsValid());

describe("the collection endpoint", () => {
  it("answers every urlencoded event with 202, 204 or a 4xx, and stores only valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(eventFields, fc.dictionary(hostileText, hostileText, { maxKeys: 2 }), clientIp, async (fields, extra, ip) => {
        const entries = [...Object.entries(fields), ...Object.entries(extra)] as [string, string][];
        const response = await send({ body: urlEncoded(entries), contentType: "application/x-www-form-urlencoded", ip });
        expect(ACCEPTED).toContain(response.status);
      }),
      { numRuns: 150 },
    );
    await expectStoredEventsValid();
  });

  it("refuses raw bodies and wrong types with a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, anyContentType, clientIp, async (body, contentType, ip) => {
        const response = await send({ body, contentType, ip });
        expect(ACCEPTED).toContain(response.status);
        expect(response.status).not.toBe(202);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses JSON (the beacon sends a form) and bodies over the cap", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("n", "u", "r", "d"), wrongJsonType), async (json) => {
        expect((await send({ body: JSON.stringify(json), contentType: "application/json", ip: "198.51.100.1" })).status).toBe(415);
      }),
      { numRuns: 30 },
    );
    const big = urlEncoded([["n", "pageview"], ["u", "/"], ["r", "x".repeat(MAX_EVENT_BYTES)]]);
    expect((await send({ body: big, contentType: "application/x-www-form-urlencoded", ip: "198.51.100.2" })).status).toBe(413);
  });

  it("survives hostile headers and a body cut off mid-upload", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, cutOffUpload, async (ua, dnt, chunks) => {
        const response = await send({ body: urlEncoded([["n", "pageview"], ["u", "/about"]]), contentType: "application/x-www-form-urlencoded", ip: "198.51.100.3", userAgent: asHeaderValue(ua), headers: { dnt: asHeaderValue(dnt) } });
        expect(ACCEPTED).toContain(response.status);
        const cut = await settle(() => collectAction({ request: cutOffRequest("http://localhost/api/event", "application/x-www-form-urlencoded", chunks), context: requestContext(), params: {} } as never));
        expect(cut.status).toBeGreaterThanOrEqual(400);
        expect(cut.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it("answers GET with 405", async () => {
    const response = (await collectLoader()) as Response;
    expect(response.status).toBe(405);
  });
});

describe("the dashboard's query string", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await sessionCookieFor((await createTestAdmin("analytics-hostile@test.example")).id);
  });

  const queryString = fc.oneof(
    fc.dictionary(fc.constantFrom("period", "page", "entry", "source", "campaign", "device", "country", "goal", "table"), fc.oneof(hostileText, fc.constantFrom("today", "7d", "90d", "/x", "pages"))).map((d) => new URLSearchParams(d).toString()),
    fc.string({ maxLength: 300 }),
    hostileText,
  );

  it("renders the dashboard for any query string, and a CSV or a 404 for any table", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (search) => {
        let url: string;
        try {
          url = new URL(`http://localhost/admin-dashboard/analytics?${search}`).toString();
        } catch {
          return;
        }
        const page = await settle(() => dashboardLoader({ request: new Request(url, { headers: { cookie } }), context: requestContext(), params: {} } as never));
        expect(page.status).toBe(200);
        const csvUrl = url.replace("/analytics?", "/analytics.csv?");
        const csv = await settle(() => csvLoader({ request: new Request(csvUrl, { headers: { cookie } }), context: requestContext(), params: {} } as never));
        expect([200, 404]).toContain(csv.status);
      }),
      { numRuns: 40 },
    );
  });
});
