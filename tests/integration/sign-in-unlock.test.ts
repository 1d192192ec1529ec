/**
 * Issue 29.2: a sign-in lock cannot be turned against its owner for long. A lock is in the audit
 * log; a successful password reset, a new password from `npm run admin:create` and an owner's
 * Unlock on the Staff screen lift every lock of the account (audited, with who and why).
 * Failures are counted as the throttle counts them (login-throttle.test.ts holds the rules).
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { action as staffAction, loader as staffLoader } from "#app/routes/admin/staff.tsx";
import { action as forgotAction } from "#app/routes/admin/forgot-password.tsx";
import { action as resetAction } from "#app/routes/admin/reset-password.tsx";
import { createOwnerFromCommandLine } from "#app/services/command-line-staff.server.ts";
import { beginLoginAttempt, FREE_ATTEMPTS, finishLoginAttempt, liveLocks } from "#app/services/login-throttle.server.ts";
import { hashPassword } from "#app/services/password.server.ts";
import { signIn } from "#app/services/auth.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";
import { get, linkToken, post } from "../support/staff-flows.ts";

const db = () => testDatabase().db;
// Each test's attacker on an address of its own: 20 failures from one address lock it for every account.
let attackers = 50;
let ATTACKER = "";
beforeEach(() => {
  ATTACKER = `203.0.113.${++attackers}`;
});

/** Locks `email` out of `ip` as five wrong passwords would (now, on the real clock). */
async function lockOut(email: string, ip: string = ATTACKER) {
  for (let i = 0; i < FREE_ATTEMPTS.accountIp; i++) {
    const decision = await beginLoginAttempt(email, ip);
    expect(decision.allowed).toBe(true);
    if (decision.allowed) await finishLoginAttempt(decision.ticket, "failure");
  }
  expect(await liveLocks(email)).toBeGreaterThanOrEqual(1);
  expect(await signIn({ email, password: TEST_PASSWORD, ip, userAgent: "test" })).toMatchObject({ error: "throttled" });
}

async function audits(action: string, email: string) {
  const rows = await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
  return rows.filter((row) => JSON.stringify(row).includes(email));
}

let owner = { id: "", email: "" };
beforeAll(async () => {
  owner = await createTestStaff("unlocking-owner@locks.test", "owner");
});

describe("sign-in locks", () => {
  it("a lock is in the audit log, with the address, the scope and its end", async () => {
    const member = await createTestStaff("audited@locks.test", "editor");
    await lockOut(member.email);
    const [locked] = await audits("auth.sign_in_locked", member.email);
    expect(locked).toMatchObject({ ip: ATTACKER, actorEmail: member.email, entityType: "account", details: { scope: "accountIp", attempts: FREE_ATTEMPTS.accountIp } });
    expect(new Date((locked!.details as { until: string }).until).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it("an owner's Unlock on the Staff screen lifts it, and says so in the audit log", async () => {
    const member = await createTestStaff("unlock-me@locks.test", "admin");
    await lockOut(member.email);
    const cookie = await sessionCookieFor(owner.id);
    type Screen = { members: { userId: string; lockedAddresses: number }[] };
    const before = await get<Screen>(staffLoader, "/admin-dashboard/staff", cookie);
    expect(before.body.members.find((m) => m.userId === member.id)?.lockedAddresses).toBe(1);

    const answer = await post<{ ok: boolean; message: string }>(staffAction, "/admin-dashboard/staff", { intent: "unlock", userId: member.id }, cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("unlock-me@locks.test can sign in again from every address.");
    expect(await liveLocks(member.email)).toBe(0);
    const after = await get<Screen>(staffLoader, "/admin-dashboard/staff", cookie);
    expect(after.body.members.find((m) => m.userId === member.id)?.lockedAddresses).toBe(0);
    expect((await signIn({ email: member.email, password: TEST_PASSWORD, ip: ATTACKER, userAgent: "test" })).ok).toBe(true);
    const [unlocked] = await audits("auth.sign_in_unlocked", member.email);
    expect(unlocked).toMatchObject({ actorUserId: owner.id, entityId: member.id, details: { email: member.email, reason: "staff-unlock", locksLifted: 1 } });

    // Unknown accounts and bad input are 4xx, never a change.
    const unknown = await post<{ ok: boolean }>(staffAction, "/admin-dashboard/staff", { intent: "unlock", userId: "00000000-0000-4000-8000-000000000000" }, cookie);
    expect(unknown.status).toBe(404);
    const bad = await post<{ ok: boolean }>(staffAction, "/admin-dashboard/staff", { intent: "unlock", userId: "'; drop table users" }, cookie);
    expect(bad.status).toBe(400);
  });

  it("a successful password reset lifts every lock of the account", async () => {
    const member = await createTestStaff("reset-unlock@locks.test", "editor");
    await lockOut(member.email);
    await lockOut(member.email, "203.0.113.200");
    expect(await liveLocks(member.email)).toBe(2);
    await post(forgotAction, "/admin-forgot-password", { email: member.email }, undefined, "192.0.2.77");
    const token = await linkToken(member.email, "staff-reset", "/admin-reset-password");
    const done = await post(resetAction, "/admin-reset-password", { token, password: "harbour willow quartz 12" });
    expect(done.status).toBe(302);
    expect(await liveLocks(member.email)).toBe(0);
    const [unlocked] = await audits("auth.sign_in_unlocked", member.email);
    expect(unlocked).toMatchObject({ entityId: member.id, details: { reason: "password-reset", locksLifted: 2 } });
  });

  it("a new password from admin:create lifts every lock of the account (decision 013's way back in)", async () => {
    const member = await createTestStaff("cli-unlock@locks.test", "owner");
    await lockOut(member.email);
    await createOwnerFromCommandLine(member.email, await hashPassword("a fresh owner phrase 99"));
    expect(await liveLocks(member.email)).toBe(0);
    const [unlocked] = await audits("auth.sign_in_unlocked", member.email);
    expect(unlocked).toMatchObject({ actorEmail: "admin:create (command line)", details: { reason: "admin-create", locksLifted: 1 } });
    expect(await signIn({ email: member.email, password: "a fresh owner phrase 99", ip: ATTACKER, userAgent: "test" })).toMatchObject({ ok: true });
  });
});

