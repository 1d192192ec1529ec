/**
 * The beacon's endpoint answered before Express (server/event-ingest.ts, decision 051), on PGlite
 * and on PostgreSQL: over real HTTP it stores the row the route stores for the same event, keeps
 * the endpoint's refusals, counts and per-address limit (one counter with the route's), answers
 * with the same headers, and leaves to Express every request its middleware would treat apart.
 */
import http from "node:http";
import net from "node:net";
import express from "express";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as collectAction } from "#app/routes/resources/analytics-event.ts";
import { collectionCounts, overLimit } from "#app/services/analytics.server.ts";
import { env } from "#app/services/env.server.ts";
import { createEventIngest } from "../../server/event-ingest.ts";
import { securityHeadersWithNonce } from "../../server/security.ts";
import { testDatabase } from "../setup/test-database.ts";
import { formRequest, requestContext } from "../support/route-call.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** What the fallback (Express, in the process) answers: the fast path did not take the request. */
const NOT_TAKEN = 599;
/** A landing-test assignment (decision 037): stored with the event as its variant. */
const VARIANT = `ira_v=${"0f".repeat(16)}:b`;

let server: http.Server;
let base: string;
let port: number;

beforeAll(async () => {
  // Express's own compiled trust setting, as server/index.ts hands it over (one proxy hop).
  const app = express();
  app.set("trust proxy", 1);
  const events = createEventIngest({ trust: app.get("trust proxy fn"), securityHeaders: securityHeadersWithNonce({ https: false }) });
  server = http.createServer((req, res) => {
    if (events.handle(req, res)) return;
    res.writeHead(NOT_TAKEN).end("left to Express");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rowsAt = async (path: string) =>
  (
    (await testDatabase().db.execute(
      sql`select visitor, name, path, detail, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country, variant from analytics_events where path = ${path} order by id`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

function post(body: string, headers: Record<string, string> = {}, path = "/api/event") {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "user-agent": CHROME, origin: base, ...headers },
    body,
  });
}

describe("the beacon's fast path", () => {
  it("stores the very row the route stores for the same event and address, and answers 202 with no body", async () => {
    const path = `/fast-${Date.now().toString(36)}`;
    const fields = { n: "signup", u: `${path}?utm_source=linkedin&utm_campaign=spring`, r: "https://www.google.com/search", d: "hero" };
    const fast = await post(new URLSearchParams(fields).toString(), { "x-forwarded-for": "8.8.8.8", cookie: VARIANT });
    expect(fast.status).toBe(202);
    expect(await fast.text()).toBe("");
    const routed = await collectAction({
      request: formRequest("/api/event", fields, { headers: { cookie: VARIANT } }),
      context: requestContext({ ip: "8.8.8.8", userAgent: CHROME }),
      params: {},
    } as never);
    expect(routed.status).toBe(202);
    const rows = await rowsAt(path);
    expect(rows).toHaveLength(2);
    // The same visitor (daily salt, site, the forwarded address, user agent), country, campaign and device.
    expect(rows[0]).toEqual(rows[1]);
    expect(rows[0]).toMatchObject({ name: "signup", referrer: "google.com", utm_campaign: "spring", device: "desktop", browser: "Chrome", country: "US", detail: "hero", variant: `${"0f".repeat(16)}:b` });
  });

  it("answers Do Not Track, Global Privacy Control, a bot and an admin page 204 and stores nothing", async () => {
    const path = `/private-${Date.now().toString(36)}`;
    const body = new URLSearchParams({ n: "pageview", u: path, r: "" }).toString();
    const excluded: Record<string, string>[] = [{ dnt: "1" }, { "sec-gpc": "1" }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }, { "user-agent": "" }];
    for (const headers of excluded) {
      expect((await post(body, headers)).status).toBe(204);
    }
    expect((await post(new URLSearchParams({ n: "pageview", u: "/admin/analytics", r: "" }).toString())).status).toBe(204);
    expect(await rowsAt(path)).toHaveLength(0);
  });

  it("counts, and does not store, what the schema refuses; refuses other media types and bodies over the cap", async () => {
    const before = collectionCounts().rejected;
    const refused = await post(new URLSearchParams({ n: "no-such-event", u: "/x", r: "" }).toString());
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe("Not an event.");
    expect((await post(new URLSearchParams({ n: "pageview", u: "//evil.example/x", r: "" }).toString())).status).toBe(400);
    const json = await post("{}", { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/x-www-form-urlencoded/);
    // Sent in chunks with no length declared: the cap holds while the body streams in.
    const big = await fetch(`${base}/api/event`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": CHROME },
      body: new Blob([`n=pageview&u=/&r=${"a".repeat(5000)}`]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(big.status).toBe(413);
    expect(await big.text()).toBe("The form is too large.");
    expect(collectionCounts().rejected).toBe(before + 4);
  });

  it("shares the route's per-address limit: an address over it gets 429 with Retry-After", async () => {
    const ip = "192.0.2.201";
    // The route's side of the one counter (the service's overLimit, as the route's requests count).
    for (let i = 0; i < env().ANALYTICS_RATE_LIMIT; i++) overLimit(ip, Date.now());
    const limited = await post(new URLSearchParams({ n: "pageview", u: "/limited", r: "" }).toString(), { "x-forwarded-for": ip });
    if (limited.status !== 429) {
      // The minute turned between the two: the counter started again, as it should.
      expect(limited.status).toBe(202);
      return;
    }
    expect(limited.headers.get("retry-after")).toBe("5");
    expect(await limited.text()).toBe("Too many events.");
    expect((await post(new URLSearchParams({ n: "pageview", u: "/limited", r: "" }).toString(), { "x-forwarded-for": "192.0.2.202" })).status).toBe(202);
  });

  it("answers with the headers Express gives the route: a fresh nonce each time, no-store, an id", async () => {
    const body = new URLSearchParams({ n: "pageview", u: "/headers", r: "" }).toString();
    const [a, b] = await Promise.all([post(body), post(body)]);
    for (const answer of [a, b]) {
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("permissions-policy")).toContain("camera=()");
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const nonce = (answer: Response) => /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(a)).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(nonce(a)).not.toBe(nonce(b));
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("leaves to Express what its middleware treats apart: another site, another method or path, an odd Host or forwarded scheme", async () => {
    const body = new URLSearchParams({ n: "pageview", u: "/", r: "" }).toString();
    expect((await post(body, { origin: "https://evil.example" })).status).toBe(NOT_TAKEN);
    expect((await post(body, { origin: "null" })).status).toBe(NOT_TAKEN);
    expect((await post(body, { "sec-fetch-site": "cross-site" })).status).toBe(NOT_TAKEN);
    expect((await post(body, {}, "/api/event/")).status).toBe(NOT_TAKEN);
    expect((await post(body, {}, "/api/event?via=%65")).status).toBe(NOT_TAKEN);
    expect((await fetch(`${base}/api/event`)).status).toBe(NOT_TAKEN);
    expect((await post(body, { "x-forwarded-proto": "gopher" })).status).toBe(NOT_TAKEN);
    expect((await post(body, { "x-forwarded-host": "a b" })).status).toBe(NOT_TAKEN);
    // A forwarded host the Origin names is the host Express compares with (trusted proxy): taken.
    expect((await post(body, { "x-forwarded-host": "www.example.com", origin: "https://www.example.com", "x-forwarded-proto": "https" })).status).toBe(202);
    // Host headers fetch will not send.
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ port, host: "127.0.0.1", method: "POST", path: "/api/event", setHost: false, headers: { host, "content-type": "application/x-www-form-urlencoded", "user-agent": CHROME } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.on("error", reject);
        request.end(body);
      });
    expect(await status("exa%20mple")).toBe(NOT_TAKEN);
    expect(await status("x:99999999")).toBe(NOT_TAKEN);
    expect(await status(`127.0.0.1:${port}`)).toBe(202);
  });
});
