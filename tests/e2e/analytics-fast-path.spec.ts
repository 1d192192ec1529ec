/**
 * The beacon's endpoint on the real server process (decision 051): POST /api/event is answered
 * before Express (server/event-ingest.ts); a target with an escape in its query (`?via=%65`) is
 * not taken there and reaches Express's middleware and the route, whose answer it must equal: the
 * same status, body and headers for every kind of event, on each engine.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Framing and per-answer values: they differ between any two answers. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-request-id"]);

async function answer(request: APIRequestContext, origin: string, target: string, body: string, headers: Record<string, string>) {
  const response = await request.post(target, {
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "user-agent": CHROME, origin, ...headers },
    data: body,
    maxRedirects: 0,
  });
  const all = response.headers();
  const kept = Object.fromEntries(Object.entries(all).filter(([name]) => !PER_ANSWER.has(name)));
  // The nonce is fresh in each answer; the policy around it must be the same.
  if (kept["content-security-policy"]) kept["content-security-policy"] = kept["content-security-policy"].replace(/'nonce-[^']+'/, "'nonce-…'");
  // Which handler wrote it: Express names its headers as set ("X-Request-Id"), the fast path in lower case.
  const byExpress = response.headersArray().some(({ name }) => name === "X-Request-Id");
  return { status: response.status(), body: await response.text(), headers: kept, requestId: all["x-request-id"], byExpress };
}

test("the fast path answers every kind of event as Express and the route answer it", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const path = `/fast-path-${Date.now().toString(36)}`;
  const cases: { body: string; headers?: Record<string, string>; status: number }[] = [
    { body: new URLSearchParams({ n: "pageview", u: `${path}?utm_campaign=e2e`, r: "https://www.google.com/" }).toString(), status: 202 },
    { body: new URLSearchParams({ n: "pageview", u: path, r: "" }).toString(), headers: { "sec-gpc": "1" }, status: 204 },
    { body: new URLSearchParams({ n: "pageview", u: path, r: "" }).toString(), headers: { "user-agent": "curl/8.5.0" }, status: 204 },
    { body: new URLSearchParams({ n: "no-such-event", u: path, r: "" }).toString(), status: 400 },
    { body: "{}", headers: { "content-type": "application/json" }, status: 415 },
    { body: `n=pageview&u=/&r=${"a".repeat(4000)}`, status: 413 },
    { body: new URLSearchParams({ n: "pageview", u: path, r: "" }).toString(), headers: { origin: "https://evil.example" }, status: 403 },
  ];
  for (const { body, headers = {}, status } of cases) {
    const fast = await answer(request, origin, "/api/event", body, headers);
    const routed = await answer(request, origin, "/api/event?via=%65", body, headers);
    expect(fast.status, `${status} ${body.slice(0, 40)}`).toBe(status);
    expect(routed.status).toBe(status);
    expect(fast.body).toBe(routed.body);
    expect(fast.headers).toEqual(routed.headers);
    expect(fast.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The two answers come from the two handlers (a cross-origin post is refused by Express for both).
    expect(routed.byExpress).toBe(true);
    expect(fast.byExpress).toBe(status === 403);
  }
});
