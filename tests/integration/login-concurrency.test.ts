/**
 * Issue 16.1 and 16.2 with real parallel requests through the login route's action (on PGlite and,
 * with TEST_DB=postgres, on a PostgreSQL server with a pool of connections):
 * - forty guesses at once from one address, the right password last, get no more password checks
 *   than the free attempts, never a session, and every refusal says when to come back;
 * - a spray of 150 at once from one address over many accounts is checked at most FREE_ATTEMPTS.ip
 *   times;
 * - whatever arrives, at most HASHING_CONCURRENCY password checks run at once; the surplus is
 *   answered 503 with Retry-After and does not count against the account.
 * Before the fix, the forty gave 39 × 401 and one signed-in 302, and the 150 were all checked.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "#app/routes/admin/login.tsx";
import { FREE_ATTEMPTS } from "#app/services/login-throttle.server.ts";
import { HASHING_CONCURRENCY, hashingStats, resetHashingPeak } from "#app/services/password.server.ts";
import { createTestAdmin, requestContext, TEST_PASSWORD } from "../support/auth.ts";

const ADMIN = "concurrent-admin@iratech.test";

type Answer = { status: number; retryAfter: string | null; setCookie: string | null };

async function post(email: string, password: string, ip: string): Promise<Answer> {
  const body = new URLSearchParams({ email, password });
  const request = new Request("http://localhost/admin-login", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
  const args = { request, params: {}, context: requestContext(ip, "parallel test") } as unknown as Parameters<typeof loginAction>[0];
  let result: unknown;
  try {
    result = await loginAction(args);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, retryAfter: result.headers.get("Retry-After"), setCookie: result.headers.get("Set-Cookie") };
  }
  const init = (result as { init?: ResponseInit | null }).init;
  const headers = new Headers(init?.headers);
  return { status: init?.status ?? 200, retryAfter: headers.get("Retry-After"), setCookie: headers.get("Set-Cookie") };
}

function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  // The real hashing cost (Vitest lowers it elsewhere): this file measures how many checks run at once.
  vi.stubEnv("PASSWORD_HASH_LOG_N", undefined);
  await createTestAdmin(ADMIN);
});

afterAll(() => {
  vi.unstubAllEnvs();
});

beforeEach(() => {
  resetHashingPeak();
});

describe("sign-in under concurrency", () => {
  it("forty guesses at once, the right password last: few checks, no session, Retry-After on every refusal", async () => {
    const ip = "198.51.100.40";
    const passwords = [...Array.from({ length: 39 }, (_, i) => `wrong guess number ${i}`), TEST_PASSWORD];
    const answers = await Promise.all(passwords.map((password) => post(ADMIN, password, ip)));
    const counts = tally(answers);

    const checked = (counts[401] ?? 0) + (counts[302] ?? 0);
    expect(checked, JSON.stringify(counts)).toBeGreaterThanOrEqual(1);
    expect(checked, JSON.stringify(counts)).toBeLessThanOrEqual(FREE_ATTEMPTS.accountIp);
    expect(counts[302] ?? 0).toBe(0);
    expect(answers.every((a) => a.setCookie === null)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 429 || a.status === 503)) {
      expect(Number(answer.retryAfter), `status ${answer.status}`).toBeGreaterThanOrEqual(1);
    }
    expect(Object.keys(counts).map(Number).every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(hashingStats().peak).toBeLessThanOrEqual(HASHING_CONCURRENCY);
  }, 120_000);

  it("150 at once from one address over many accounts are checked at most the address's free attempts", async () => {
    const ip = "198.51.100.150";
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => post(`sprayed-${i}@iratech.test`, "a guess of the sprayer", ip)));
    const counts = tally(answers);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(1);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(FREE_ATTEMPTS.ip);
    expect((counts[429] ?? 0) + (counts[503] ?? 0)).toBe(150 - (counts[401] ?? 0));
    for (const answer of answers.filter((a) => a.status !== 401)) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(hashingStats().peak).toBeLessThanOrEqual(HASHING_CONCURRENCY);
  }, 180_000);

  it("runs at most HASHING_CONCURRENCY password checks at once (a core stays free, two at most); the surplus gets 503 with Retry-After and costs no attempt", async () => {
    // Twenty different people at once: no throttle applies, only the hashing limit.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(`crowd-${i}@iratech.test`, "not a real password", `192.0.2.${100 + i}`)));
    const counts = tally(answers);
    expect(hashingStats().peak).toBe(HASHING_CONCURRENCY);
    expect(counts[503] ?? 0, JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeGreaterThanOrEqual(HASHING_CONCURRENCY);
    expect(counts[429] ?? 0).toBe(0);
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.retryAfter).toBe("2");

    // A refused attempt was not counted: the same person can try again at once, five times over.
    const busy = answers.findIndex((a) => a.status === 503);
    for (let i = 0; i < FREE_ATTEMPTS.accountIp; i++) {
      expect((await post(`crowd-${busy}@iratech.test`, "not a real password", `192.0.2.${100 + busy}`)).status).toBe(401);
    }
  }, 180_000);

  it("the right password alone still signs in", async () => {
    const answer = await post(ADMIN, TEST_PASSWORD, "192.0.2.250");
    expect(answer.status).toBe(302);
    expect(answer.setCookie).toMatch(/^iratech_session=/);
  }, 60_000);
});
