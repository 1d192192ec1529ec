import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#app/services/auth.server.ts";
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffMs,
  FAILURES_BEFORE_BACKOFF,
  IP_FAILURE_CAP,
  recordLoginFailure,
  THROTTLE_WINDOW_MS,
} from "#app/services/login-throttle.server.ts";
import { createTestAdmin, TEST_PASSWORD } from "../support/auth.ts";

const SECOND = 1000;
const t0 = new Date("2026-04-01T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

let admin: { id: string; email: string };
beforeAll(async () => {
  admin = await createTestAdmin("throttled@iratech.test");
});

const attempt = (email: string, password: string, ip: string, now: Date) => signIn({ email, password, ip, userAgent: "test" }, now);
const wrong = (email: string, ip: string, now: Date) => attempt(email, "definitely the wrong one", ip, now);
const right = (email: string, ip: string, now: Date) => attempt(email, TEST_PASSWORD, ip, now);

describe("sign-in throttling", () => {
  it("backs off exponentially after 5 failures for that account from that IP, and the wait always ends", async () => {
    const ip = "198.51.100.1";
    for (let i = 0; i < FAILURES_BEFORE_BACKOFF; i++) {
      expect(await wrong(admin.email, ip, at(i * SECOND))).toEqual({ ok: false, error: "invalid-credentials" });
    }
    // Even the right password waits: the password is not checked while locked.
    expect(await right(admin.email, ip, at(5 * SECOND))).toEqual({ ok: false, error: "throttled", retryAfterSeconds: 29 });
    // The 30-second wait ends; another failure doubles it.
    expect(await wrong(admin.email, ip, at(34 * SECOND))).toEqual({ ok: false, error: "invalid-credentials" });
    expect(await right(admin.email, ip, at(93 * SECOND))).toMatchObject({ error: "throttled", retryAfterSeconds: 1 });
    expect(await wrong(admin.email, ip, at(94 * SECOND))).toEqual({ ok: false, error: "invalid-credentials" });
    expect(await right(admin.email, ip, at(95 * SECOND))).toMatchObject({ error: "throttled", retryAfterSeconds: 119 });
    // After the wait the right password works and clears the failures.
    expect(await right(admin.email, ip, at(214 * SECOND))).toMatchObject({ ok: true });
    expect(await wrong(admin.email, ip, at(215 * SECOND))).toEqual({ ok: false, error: "invalid-credentials" });
    expect(await right(admin.email, ip, at(216 * SECOND))).toMatchObject({ ok: true });
  }, 60_000);

  it("never waits longer than the maximum", () => {
    expect(backoffMs(FAILURES_BEFORE_BACKOFF - 1)).toBe(0);
    expect(backoffMs(FAILURES_BEFORE_BACKOFF)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(FAILURES_BEFORE_BACKOFF + 1)).toBe(2 * BACKOFF_BASE_MS);
    expect(backoffMs(FAILURES_BEFORE_BACKOFF + 50)).toBe(BACKOFF_MAX_MS);
  });

  it("a lock at the maximum wait ends after it", async () => {
    const email = "long-lock@iratech.test";
    const ip = "198.51.100.2";
    let last = { waitMs: 0 };
    for (let i = 0; i < 20; i++) last = await recordLoginFailure(email, ip, at(i * SECOND));
    expect(last.waitMs).toBe(BACKOFF_MAX_MS);
    expect(await wrong(email, ip, at(19 * SECOND + BACKOFF_MAX_MS - SECOND))).toMatchObject({ error: "throttled" });
    expect(await wrong(email, ip, at(19 * SECOND + BACKOFF_MAX_MS))).toEqual({ ok: false, error: "invalid-credentials" });
  });

  it("does not lock the real admin out when an attacker fails from another IP", async () => {
    const attacker = "203.0.113.66";
    for (let i = 0; i < 8; i++) await recordLoginFailure(admin.email, attacker, at(i * SECOND));
    expect(await right(admin.email, attacker, at(9 * SECOND))).toMatchObject({ error: "throttled" });
    // The admin's own IP has its own count.
    expect(await right(admin.email, "192.0.2.10", at(10 * SECOND))).toMatchObject({ ok: true });
    expect(await wrong(admin.email, "192.0.2.11", at(11 * SECOND))).toEqual({ ok: false, error: "invalid-credentials" });
  });

  it("caps failures per IP across all accounts, until the window ends", async () => {
    const sprayer = "203.0.113.77";
    // Password spraying: one failure on each of many accounts, never 5 on one.
    for (let i = 0; i < IP_FAILURE_CAP; i++) await recordLoginFailure(`victim-${i}@iratech.test`, sprayer, at(i * SECOND));
    const refused = await wrong("fresh-victim@iratech.test", sprayer, at(40 * SECOND));
    expect(refused).toMatchObject({ ok: false, error: "throttled" });
    expect(refused.ok === false && refused.error === "throttled" && refused.retryAfterSeconds).toBe(THROTTLE_WINDOW_MS / SECOND - 40);
    // Other addresses are unaffected; the cap itself expires with its window.
    expect(await right(admin.email, "192.0.2.20", at(41 * SECOND))).toMatchObject({ ok: true });
    expect(await wrong("fresh-victim@iratech.test", sprayer, at(THROTTLE_WINDOW_MS))).toEqual({ ok: false, error: "invalid-credentials" });
  }, 60_000);
});
