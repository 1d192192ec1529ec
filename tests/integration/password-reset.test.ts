/**
 * Issue 13.5 through the route modules: "Forgot password?" answers the same for every address
 * and mails only staff; the link works once for 30 minutes, ends every session, never signs in;
 * requests are throttled per address and per client IP.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions } from "../../db/schema.ts";
import { action as forgotAction, loader as forgotLoader } from "#app/routes/admin/forgot-password.tsx";
import { loader as loginLoader } from "#app/routes/admin/login.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/admin/reset-password.tsx";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard-layout.tsx";
import { signIn } from "#app/services/auth.server.ts";
import { PASSWORD_MESSAGES } from "#app/services/password.server.ts";
import { PASSWORD_RESET_NOTICE, RESET_MESSAGES, RESET_REQUESTED_MESSAGE, submitForgotPassword } from "#app/services/password-reset.server.ts";
import { updateStaff } from "#app/models/users.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, createTestUser, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";
import { hostileText } from "../support/hostile.ts";
import { audits, get, lastMail, linkToken, post } from "../support/staff-flows.ts";

const db = () => testDatabase().db;
const FORGOT = "/admin-forgot-password";
const RESET = "/admin-reset-password";
type ResetPage = { message: string | null; reset: { token: string; email: string } | null };
type Reply = { result: { error?: Record<string, string[] | null> } | null; error: string | null };
type ForgotReply = { error: string; field: string | null };

let staff = { id: "", email: "forgetful@staff.test" };
let ipCounter = 0;
/** Each request from its own address unless a test is about the per-address limit. */
const freshIp = () => `192.0.2.${++ipCounter % 250}`;

beforeAll(async () => {
  staff = await createTestStaff("forgetful@staff.test", "admin");
});

const forgot = (email: string, ip = freshIp()) => post<ForgotReply>(forgotAction, FORGOT, { email }, undefined, ip);
const resetPage = (token: string) => get<ResetPage>(resetLoader, `${RESET}?token=${encodeURIComponent(token)}`);
const reset = (fields: Record<string, string>) => post<Reply>(resetAction, RESET, fields);
const mailsTo = async (to: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;

describe("forgotten password", () => {
  it("gives the same answer for staff, strangers, non-staff accounts and deactivated staff; only active staff get a mail", async () => {
    await createTestUser("member@staff.test");
    const gone = await createTestStaff("gone@staff.test", "editor");
    await updateStaff(gone.id, { active: false });
    const answers = [];
    for (const email of [staff.email, "nobody@staff.test", "member@staff.test", "gone@staff.test"]) answers.push(await forgot(email));
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(`${FORGOT}?sent=1`);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
    expect(await get(forgotLoader, `${FORGOT}?sent=1`)).toMatchObject({ body: { notice: RESET_REQUESTED_MESSAGE } });
    expect(await mailsTo(staff.email)).toBe(1);
    expect(await mailsTo("nobody@staff.test")).toBe(0);
    expect(await mailsTo("member@staff.test")).toBe(0);
    expect(await mailsTo("gone@staff.test")).toBe(0);
    const mail = await lastMail(staff.email, "staff-reset");
    expect(mail!.subject).toBe("Choose a new password for the Iratech website");
    expect(mail!.textBody).toContain("expires in 30 minutes");
    // Every request is audited, with its client address, without storing a stranger's address.
    const logged = await audits("staff.reset_requested");
    expect(logged).toHaveLength(4);
    expect(logged.map((a) => (a.details as { mailed: boolean }).mailed)).toEqual([true, false, false, false]);
    expect(JSON.stringify(logged)).not.toContain("nobody@staff.test");
    expect(logged[0]).toMatchObject({ entityId: staff.id, ip: expect.stringMatching(/^192\.0\.2\./) });
  });

  it("a bad address is a 400 with the message", async () => {
    expect(await forgot("not an address")).toMatchObject({ status: 400, body: { error: "Invalid email address", field: "email" } });
    expect(await forgot("")).toMatchObject({ status: 400, body: { error: "Email is required" } });
  });

  it("the link works once for 30 minutes, ends every session, revokes older links, and sends the person to sign in", async () => {
    const cookies = [await sessionCookieFor(staff.id), await sessionCookieFor(staff.id)];
    await forgot(staff.email);
    const older = await linkToken(staff.email, "staff-reset", RESET);
    await forgot(staff.email);
    const token = await linkToken(staff.email, "staff-reset", RESET);
    expect(await resetPage(older)).toMatchObject({ status: 410, body: { message: RESET_MESSAGES.expired, reset: null } });
    const page = await resetPage(token);
    expect(page).toMatchObject({ status: 200, body: { reset: { email: staff.email } } });
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");

    const weak = await reset({ token, password: "forgetful forgetful" });
    expect(weak.status).toBe(400);
    expect(weak.body.result?.error?.password).toContain(PASSWORD_MESSAGES.context);

    const done = await reset({ token, password: "harbour willow quartz 12" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin-login?notice=password-reset");
    // No sign-in past a second factor: the reset sets no cookie.
    expect(done.headers.get("Set-Cookie")).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
    for (const cookie of cookies) expect((await get(dashboardLoader, "/admin-dashboard", cookie)).status).toBe(302);
    expect(await get(loginLoader, "/admin-login?notice=password-reset")).toMatchObject({ body: { notice: PASSWORD_RESET_NOTICE } });
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD, ip: "192.0.2.251" })).ok).toBe(false);
    expect((await signIn({ email: staff.email, password: "harbour willow quartz 12", ip: "192.0.2.251" })).ok).toBe(true);
    expect((await audits("staff.password_reset")).at(-1)).toMatchObject({ actorUserId: staff.id, entityId: staff.id, details: { sessionsEnded: 2 } });
    expect((await lastMail(staff.email, "staff-password-changed"))!.textBody).toContain("with a password reset link");

    // Used once.
    expect(await resetPage(token)).toMatchObject({ status: 410, body: { message: RESET_MESSAGES.used } });
    expect(await reset({ token, password: "another long phrase 99" })).toMatchObject({ status: 410, body: { error: RESET_MESSAGES.used } });
  }, 60_000);

  it("an expired or forged link gets a page that says what to do", async () => {
    // Another account: this one has had its three mails of the hour.
    const late = await createTestStaff("late@staff.test", "editor");
    const request = new Request(`http://localhost${FORGOT}`, { method: "POST", body: new URLSearchParams({ email: late.email }), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await submitForgotPassword(request, { ip: freshIp() }, new Date(Date.now() - 31 * 60_000));
    const stale = await linkToken(late.email, "staff-reset", RESET);
    expect(await resetPage(stale)).toMatchObject({ status: 410, body: { message: RESET_MESSAGES.expired } });
    expect(await reset({ token: stale, password: "harbour willow quartz 13" })).toMatchObject({ status: 410, body: { error: RESET_MESSAGES.expired } });
    for (const forged of ["A".repeat(22), "x", "../../etc/passwd"]) expect(await resetPage(forged)).toMatchObject({ status: 400, body: { message: RESET_MESSAGES.invalid } });
    expect(await get(resetLoader, RESET)).toMatchObject({ status: 400 });
  });

  it("throttles per address (same answer, no more mail) and per client IP (429)", async () => {
    const target = await createTestStaff("flooded@staff.test", "editor");
    for (let i = 0; i < 5; i++) expect((await forgot(target.email)).status).toBe(303);
    // Three mails an hour for one address, whoever asks.
    expect(await mailsTo(target.email)).toBe(3);
    const ip = "192.0.2.253";
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`someone${i}@staff.test`, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    const refused = await forgot("someone-else@staff.test", ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("answers hostile input with a 3xx or a 4xx, never a 5xx, and changes no password", async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ email: hostileText }, { requiredKeys: [] }), async (fields) => {
        const answer = await post<ForgotReply>(forgotAction, FORGOT, fields as Record<string, string>, undefined, freshIp());
        expect([303, 400, 413, 415, 429]).toContain(answer.status);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ token: fc.oneof(hostileText, fc.constant("D".repeat(22))), password: hostileText }, { requiredKeys: [] }), async (fields) => {
        const answer = await reset(fields as Record<string, string>);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    expect((await signIn({ email: staff.email, password: "harbour willow quartz 12", ip: "192.0.2.252" })).ok).toBe(true);
  }, 120_000);
});
