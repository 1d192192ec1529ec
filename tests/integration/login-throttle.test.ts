/**
 * The sign-in throttle's rules, one attempt after the other on a fixed clock (decision 013): a few
 * free attempts, then a lock of 10 minutes doubling up to LOCK_MAX_MS, per account+address, per
 * address and per account; a success gives its count back; unknown accounts get the same answers.
 * The parallel attacks are in login-concurrency.test.ts.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signIn } from "#app/services/auth.server.ts";
import { db, type Db } from "../../db/client.server.ts";
import {
  beginLoginAttempt,
  finishLoginAttempt,
  FORGET_MS,
  FREE_ATTEMPTS,
  LOCK_BASE_MS,
  LOCK_MAX_MS,
  LOCK_MEMORY_MS,
  lockMs,
} from "#app/services/login-throttle.server.ts";
import { createTestAdmin, TEST_PASSWORD } from "../support/auth.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const t0 = new Date("2026-04-01T12:00:00Z");
/**
 * Each test runs on its own stretch of the clock, ten days after the previous one: the counters of
 * the shared admin account are forgotten in between, and time never runs backwards for them.
 */
let stretch = -1;
let at: (ms: number) => Date = () => t0;
beforeEach(() => {
  stretch++;
  const start = t0.getTime() + stretch * 10 * 24 * 60 * MINUTE;
  at = (ms: number) => new Date(start + ms);
});

let admin: { id: string; email: string };
beforeAll(async () => {
  admin = await createTestAdmin("throttled@iratech.test");
});

const attempt = (email: string, password: string, ip: string, now: Date) => signIn({ email, password, ip, userAgent: "test" }, now);
/** A wrong password through the whole sign-in (scrypt included: about half a second each). */
const wrongChecked = (email: string, ip: string, now: Date) => attempt(email, "definitely the wrong one", ip, now);
/**
 * A wrong password as the throttle sees it: counted before the check, then a failure, with the
 * answer signIn gives. Without the scrypt check, so that rules needing 20 or 40 failures run in
 * seconds instead of minutes; "gives an unknown account exactly the answers of a real one" and the
 * first test hold the real path to the same answers.
 */
async function wrong(email: string, ip: string, now: Date) {
  const decision = await beginLoginAttempt(email, ip, now);
  if (!decision.allowed) return { ok: false, error: "throttled", retryAfterSeconds: decision.retryAfterSeconds };
  await finishLoginAttempt(decision.ticket, "failure");
  return invalid;
}
const right = (email: string, ip: string, now: Date) => attempt(email, TEST_PASSWORD, ip, now);
const invalid = { ok: false, error: "invalid-credentials" };

describe("sign-in throttling", () => {
  it("locks an account from an address for 10 minutes after 5 attempts, doubling, and the lock always ends", async () => {
    const ip = "198.51.100.1";
    for (let i = 0; i < FREE_ATTEMPTS.accountIp; i++) expect(await wrongChecked(admin.email, ip, at(i * SECOND))).toEqual(invalid);
    // The fifth attempt set the lock before its password was checked; even the right password waits.
    expect(await right(admin.email, ip, at(5 * SECOND))).toEqual({ ok: false, error: "throttled", retryAfterSeconds: 599 });
    // The lock ends; one more failure doubles it.
    expect(await wrong(admin.email, ip, at(4 * SECOND + 10 * MINUTE))).toEqual(invalid);
    expect(await right(admin.email, ip, at(5 * SECOND + 10 * MINUTE))).toEqual({ ok: false, error: "throttled", retryAfterSeconds: 20 * 60 - 1 });
    // After the wait the right password works and clears the account's count from that address.
    expect(await right(admin.email, ip, at(4 * SECOND + 30 * MINUTE))).toMatchObject({ ok: true });
    expect(await wrong(admin.email, ip, at(5 * SECOND + 30 * MINUTE))).toEqual(invalid);
    expect(await right(admin.email, ip, at(6 * SECOND + 30 * MINUTE))).toMatchObject({ ok: true });
  }, 120_000);

  it("escalates from 10 minutes to days, never beyond the maximum", () => {
    expect(lockMs(FREE_ATTEMPTS.accountIp - 1, FREE_ATTEMPTS.accountIp)).toBe(0);
    expect(lockMs(FREE_ATTEMPTS.accountIp, FREE_ATTEMPTS.accountIp)).toBe(LOCK_BASE_MS);
    expect(lockMs(FREE_ATTEMPTS.accountIp + 1, FREE_ATTEMPTS.accountIp)).toBe(2 * LOCK_BASE_MS);
    expect(lockMs(FREE_ATTEMPTS.accountIp + 9, FREE_ATTEMPTS.accountIp)).toBe(LOCK_MAX_MS);
    expect(LOCK_MAX_MS).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
  });

  it("gives an unknown account exactly the answers of a real one", async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < FREE_ATTEMPTS.accountIp + 2; i++) {
      known.push(await wrongChecked(admin.email, "198.51.100.30", at(i * SECOND)));
      unknown.push(await wrongChecked("nobody-here@iratech.test", "198.51.100.31", at(i * SECOND)));
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatchObject({ error: "throttled" });
  }, 120_000);

  it("an attacker at another address does not lock the admin out of their own", async () => {
    const attacker = "203.0.113.66";
    for (let i = 0; i < FREE_ATTEMPTS.accountIp; i++) await wrong(admin.email, attacker, at(i * SECOND));
    expect(await right(admin.email, attacker, at(9 * SECOND))).toMatchObject({ error: "throttled" });
    expect(await right(admin.email, "192.0.2.10", at(10 * SECOND))).toMatchObject({ ok: true });
  }, 120_000);

  it("locks an address that sprays many accounts, with an escalating lock", async () => {
    const sprayer = "203.0.113.77";
    for (let i = 0; i < FREE_ATTEMPTS.ip; i++) expect(await wrong(`victim-${i}@iratech.test`, sprayer, at(i * SECOND))).toEqual(invalid);
    const refused = await wrong("fresh-victim@iratech.test", sprayer, at(FREE_ATTEMPTS.ip * SECOND));
    expect(refused).toEqual({ ok: false, error: "throttled", retryAfterSeconds: 599 });
    // Other addresses are unaffected.
    expect(await right(admin.email, "192.0.2.20", at(41 * SECOND))).toMatchObject({ ok: true });
    // After the lock, one more attempt is checked, and its failure locks for twice as long.
    const afterLock = at((FREE_ATTEMPTS.ip - 1) * SECOND + LOCK_BASE_MS);
    expect(await wrong("fresh-victim@iratech.test", sprayer, afterLock)).toEqual(invalid);
    expect(await wrong("other-victim@iratech.test", sprayer, new Date(afterLock.getTime() + SECOND))).toEqual({
      ok: false,
      error: "throttled",
      retryAfterSeconds: (2 * LOCK_BASE_MS) / SECOND - 1,
    });
    // A quiet day after the lock, the address starts afresh.
    expect(await wrong("fresh-victim@iratech.test", sprayer, new Date(afterLock.getTime() + 2 * LOCK_BASE_MS + FORGET_MS))).toEqual(invalid);
  }, 180_000);

  it("slows an account guessed at from many addresses, one checked attempt per address, without shutting it (issue 29.2)", async () => {
    const email = "distributed@iratech.test";
    for (let i = 0; i < FREE_ATTEMPTS.account; i++) await wrong(email, `198.18.0.${i + 1}`, at(i * SECOND));
    // Past the ceiling, a new address still gets its first attempt checked...
    expect(await wrong(email, "198.18.1.1", at(FREE_ATTEMPTS.account * SECOND))).toEqual(invalid);
    // ...and its first failure locks that address for that account (10 minutes, doubling).
    expect(await wrong(email, "198.18.1.1", at((FREE_ATTEMPTS.account + 1) * SECOND))).toEqual({ ok: false, error: "throttled", retryAfterSeconds: 599 });
    expect(await wrong(email, "198.18.1.2", at((FREE_ATTEMPTS.account + 2) * SECOND))).toEqual(invalid);
  }, 60_000);

  it("20 wrong guesses from 4 addresses do not keep the owner out: the right password from a new address signs in (issue 29.2)", async () => {
    for (let i = 0; i < FREE_ATTEMPTS.account; i++) await wrong(admin.email, `203.0.113.${100 + (i % 4)}`, at(i * SECOND));
    expect(await wrong(admin.email, "203.0.113.100", at(30 * SECOND))).toMatchObject({ error: "throttled" });
    expect(await right(admin.email, "192.0.2.44", at(31 * SECOND))).toMatchObject({ ok: true });
  }, 60_000);

  it("staff who sign in often from one office are never locked: a success gives its count back", async () => {
    const office = "192.0.2.200";
    // As the throttle sees a right password (the last one goes through the whole sign-in).
    for (let i = 0; i < FREE_ATTEMPTS.ip + 1; i++) {
      const decision = await beginLoginAttempt(admin.email, office, at(i * MINUTE));
      expect(decision.allowed, `sign-in ${i + 1}`).toBe(true);
      if (decision.allowed) await finishLoginAttempt(decision.ticket, "success");
    }
    expect(await right(admin.email, office, at((FREE_ATTEMPTS.ip + 1) * MINUTE))).toMatchObject({ ok: true });
  }, 180_000);

  // Its first part makes the free attempts, each a real password check (scrypt): slow on a busy 2-core machine.
  it("a flood from a locked address is refused from memory, with the lock's own Retry-After, and the database is asked again soon", async () => {
    const flooder = "203.0.113.90";
    for (let i = 0; i < FREE_ATTEMPTS.ip; i++) expect(await wrong(`flood-victim-${i}@iratech.test`, flooder, at(i * SECOND))).toEqual(invalid);
    // The real database, with its transactions counted: every database decision is one transaction.
    let transactions = 0;
    const real = db();
    const counted = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver);
        return (...args: Parameters<Db["transaction"]>) => {
          transactions++;
          return target.transaction(...args);
        };
      },
    }) as Db;
    const now = at(FREE_ATTEMPTS.ip * SECOND);
    const first = await beginLoginAttempt("flood-new@iratech.test", flooder, now, counted);
    expect(first).toEqual({ allowed: false, retryAfterSeconds: 599, scope: "ip" });
    expect(transactions).toBe(1);

    const flood = await Promise.all(Array.from({ length: 200 }, (_, i) => beginLoginAttempt(`flood-${i}@iratech.test`, flooder, now, counted)));
    expect(flood.every((answer) => !answer.allowed && answer.retryAfterSeconds === 599 && answer.scope === "ip")).toBe(true);
    expect(transactions).toBe(1);
    // Another address is not touched by the memory.
    const other = await beginLoginAttempt("flood-new@iratech.test", "192.0.2.91", now, counted);
    expect(other.allowed).toBe(true);
    if (other.allowed) await finishLoginAttempt(other.ticket, "failure", counted);
    expect(transactions).toBe(3);

    // The memory is short: after LOCK_MEMORY_MS the database decides again (still locked).
    const later = await beginLoginAttempt("flood-late@iratech.test", flooder, new Date(now.getTime() + LOCK_MEMORY_MS), counted);
    expect(later).toMatchObject({ allowed: false, scope: "ip" });
    expect(transactions).toBe(4);
  }, 120_000);

  it("a second attempt while one is in flight here is refused without the database; the slot frees when the first ends", async () => {
    const ip = "198.51.100.92";
    const first = await beginLoginAttempt(admin.email, ip, at(0));
    expect(first.allowed).toBe(true);
    expect(await beginLoginAttempt(admin.email, ip, at(SECOND))).toEqual({ allowed: false, retryAfterSeconds: 1, scope: "in-flight", remembered: true });
    if (first.allowed) await finishLoginAttempt(first.ticket, "success");
    expect(await right(admin.email, ip, at(2 * SECOND))).toMatchObject({ ok: true });
  });
});
