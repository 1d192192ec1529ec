/**
 * Issue 13.4 through the route modules: the account page's name, password, sign-in address and
 * sessions, each change audited; hostile input never gives a 5xx nor changes the account.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, users } from "../../db/schema.ts";
import { action as accountAction, loader as accountLoader } from "#app/routes/admin/account.tsx";
import { action as confirmAction, loader as confirmLoader } from "#app/routes/admin/confirm-email.tsx";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard-layout.tsx";
import { EMAIL_CHANGE_MESSAGES } from "#app/services/account.server.ts";
import { BUSY_MESSAGE } from "#app/lib/schemas/admin-login.ts";
import { HASHING_CONCURRENCY, HASHING_QUEUE, HASHING_RETRY_AFTER_SECONDS, hashingSaturated, hashPassword, PASSWORD_MESSAGES } from "#app/services/password.server.ts";
import { createSession, sessionCookieName, signIn } from "#app/services/auth.server.ts";
import { peek, rateLimitRules } from "#app/services/rate-limit.server.ts";
import { describeDevice } from "#app/lib/user-agent.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";
import { hostileText } from "../support/hostile.ts";
import { audits, get, lastMail, linkToken, post, STAFF_IP } from "../support/staff-flows.ts";

const db = () => testDatabase().db;
const ACCOUNT = "/admin-dashboard/account";
const CONFIRM = "/admin-confirm-email";
type Page = Awaited<ReturnType<typeof accountLoader>>;
type Reply = { ok: boolean; intent: string | null; message: string; fieldErrors: Record<string, string[]> };

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function cookieWith(userId: string, userAgent: string, ip: string) {
  const { token } = await createSession(userId, { ip, userAgent });
  return `${sessionCookieName()}=${token}`;
}

const send = (fields: Record<string, string>, cookie: string) => post<Reply>(accountAction, ACCOUNT, fields, cookie);
const signedIn = async (cookie: string) => (await get(dashboardLoader, "/admin-dashboard", cookie)).status === 200;

let me = { id: "", email: "me@account.test" };

beforeAll(async () => {
  me = await createTestStaff("me@account.test", "editor");
});

describe("the account page", () => {
  it("lists my sessions (device, address, last seen), this one first, and changes my name", async () => {
    const laptop = await cookieWith(me.id, CHROME_WINDOWS, "198.51.100.1");
    await cookieWith(me.id, SAFARI_IPHONE, "2001:db8::1");
    const page = await get<Page>(accountLoader, ACCOUNT, laptop);
    expect(page.body).toMatchObject({ email: me.email, name: "" });
    expect(page.body.sessions.map((s) => [s.device, s.ip, s.current])).toEqual([
      ["Chrome on Windows", "198.51.100.1", true],
      ["Safari on iPhone", "2001:db8::1", false],
    ]);
    expect(page.body.sessions[1]!.lastSeenAt).toEqual(expect.any(String));

    expect(await send({ intent: "name", name: "  Maya Lee " }, laptop)).toMatchObject({ status: 200, body: { ok: true, message: "Your name was saved." } });
    expect((await get<Page>(accountLoader, ACCOUNT, laptop)).body.name).toBe("Maya Lee");
    expect(await send({ intent: "name", name: "" }, laptop)).toMatchObject({ status: 400, body: { intent: "name", fieldErrors: { name: ["Name is required"] } } });
    expect((await audits("staff.name_changed")).at(-1)).toMatchObject({ actorUserId: me.id, entityId: me.id, ip: STAFF_IP, details: { to: "Maya Lee" } });
    await db().delete(sessions).where(eq(sessions.userId, me.id));
  });

  it("signs out one session, or all the others, never someone else's", async () => {
    const here = await cookieWith(me.id, CHROME_WINDOWS, "198.51.100.1");
    const phone = await cookieWith(me.id, SAFARI_IPHONE, "198.51.100.2");
    const tablet = await sessionCookieFor(me.id);
    const stranger = await createTestStaff("stranger@account.test", "admin");
    const theirs = await sessionCookieFor(stranger.id);
    const listed = (await get<Page>(accountLoader, ACCOUNT, here)).body.sessions;
    const phoneId = listed.find((s) => s.device === "Safari on iPhone")!.id;
    const hereId = listed.find((s) => s.current)!.id;
    const [theirSession] = await db().select().from(sessions).where(eq(sessions.userId, stranger.id));

    expect(await send({ intent: "sign-out-session", sessionId: phoneId }, here)).toMatchObject({ status: 200, body: { message: "Signed out Safari on iPhone." } });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect((await audits("staff.session_revoked")).at(-1)).toMatchObject({ actorUserId: me.id, entityId: phoneId, details: { device: "Safari on iPhone", address: "198.51.100.2" } });
    expect(await send({ intent: "sign-out-session", sessionId: theirSession!.id }, here)).toMatchObject({ status: 404, body: { message: "That session has already ended." } });
    expect(await signedIn(theirs)).toBe(true);
    expect(await send({ intent: "sign-out-session", sessionId: hereId }, here)).toMatchObject({ status: 400 });
    expect(await signedIn(here)).toBe(true);

    expect(await send({ intent: "sign-out-others" }, here)).toMatchObject({ status: 200, body: { message: "Signed out 1 other session." } });
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(theirs)).toBe(true);
    expect((await audits("staff.sessions_revoked")).at(-1)).toMatchObject({ entityId: me.id, details: { sessionsEnded: 1 } });
    await db().delete(sessions).where(eq(sessions.userId, me.id));
  });

  it("changes the password with the current one; other sessions end, this one stays", async () => {
    const here = await sessionCookieFor(me.id);
    const other = await sessionCookieFor(me.id);
    const wrong = await send({ intent: "password", currentPassword: "not my password", password: "copper lantern meadow 5" }, here);
    expect(wrong).toMatchObject({ status: 400, body: { intent: "password", fieldErrors: { currentPassword: ["Your current password is not right."] } } });
    const weak = await send({ intent: "password", currentPassword: TEST_PASSWORD, password: "qwertyuiop123" }, here);
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password).toEqual([PASSWORD_MESSAGES.common]);
    expect(await signedIn(other)).toBe(true);

    expect(await send({ intent: "password", currentPassword: TEST_PASSWORD, password: "copper lantern meadow 5" }, here)).toMatchObject({
      status: 200,
      body: { message: "Your password was changed. 1 other session was signed out." },
    });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect((await signIn({ email: me.email, password: TEST_PASSWORD, ip: "198.51.100.9" })).ok).toBe(false);
    expect((await signIn({ email: me.email, password: "copper lantern meadow 5", ip: "198.51.100.9" })).ok).toBe(true);
    expect((await audits("staff.password_changed")).at(-1)).toMatchObject({ actorUserId: me.id, ip: STAFF_IP, details: { sessionsEnded: 1 } });
    expect((await lastMail(me.email, "staff-password-changed"))!.textBody).toContain("was just changed (on the account page)");
  }, 30_000);

  it("changes the sign-in address once the link sent to the new one is used", async () => {
    const here = await sessionCookieFor(me.id);
    const password = "copper lantern meadow 5";
    await createTestStaff("taken@account.test", "editor");
    expect(await send({ intent: "email", email: "new@account.test", currentPassword: "wrong" }, here)).toMatchObject({ status: 400, body: { fieldErrors: { currentPassword: ["Your current password is not right."] } } });
    expect(await send({ intent: "email", email: "taken@account.test", currentPassword: password }, here)).toMatchObject({ status: 409, body: { fieldErrors: { email: ["Another account already uses that address."] } } });

    expect(await send({ intent: "email", email: "New@Account.test", currentPassword: password }, here)).toMatchObject({
      status: 200,
      body: { message: "We sent a link to new@account.test. Your address changes when you open it (within 24 hours)." },
    });
    expect((await lastMail(me.email, "staff-email-change-notice"))!.textBody).toContain("new@account.test");
    const token = await linkToken("new@account.test", "staff-email-change", CONFIRM);
    // Opening the link changes nothing (mail scanners open links); the button does.
    expect(await get(confirmLoader, `${CONFIRM}?token=${token}`)).toMatchObject({ status: 200, body: { change: { email: "new@account.test" } } });
    expect((await db().select().from(users).where(eq(users.id, me.id)))[0]!.email).toBe(me.email);
    expect(await post(confirmAction, CONFIRM, { token })).toMatchObject({ status: 200, body: { ok: true, message: "Done: you now sign in as new@account.test." } });
    expect((await db().select().from(users).where(eq(users.id, me.id)))[0]!.email).toBe("new@account.test");
    expect((await signIn({ email: "new@account.test", password, ip: "198.51.100.9" })).ok).toBe(true);
    expect((await audits("staff.email_changed")).at(-1)).toMatchObject({ entityId: me.id, details: { from: "me@account.test", to: "new@account.test" } });

    expect(await post(confirmAction, CONFIRM, { token })).toMatchObject({ status: 410, body: { message: EMAIL_CHANGE_MESSAGES.used } });
    expect(await get(confirmLoader, `${CONFIRM}?token=${token}`)).toMatchObject({ status: 410, body: { message: EMAIL_CHANGE_MESSAGES.used } });
    expect(await get(confirmLoader, `${CONFIRM}?token=${"Z".repeat(22)}`)).toMatchObject({ status: 400, body: { message: EMAIL_CHANGE_MESSAGES.invalid } });
    expect(await post(confirmAction, CONFIRM, { token: "<b>" })).toMatchObject({ status: 400 });
    me.email = "new@account.test";
  }, 30_000);

  it("refuses an eleventh wrong current password in a quarter of an hour", async () => {
    const someone = await createTestStaff("guess@account.test", "admin");
    const cookie = await sessionCookieFor(someone.id);
    for (let i = 0; i < 10; i++) expect((await send({ intent: "password", currentPassword: `guess ${i}`, password: "copper lantern meadow 6" }, cookie)).status).toBe(400);
    const refused = await send({ intent: "password", currentPassword: TEST_PASSWORD, password: "copper lantern meadow 6" }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  }, 60_000);

  it("answers 503 with Retry-After (not 500) while every password check is busy, and changes nothing", async () => {
    const busy = await createTestStaff("busy@account.test", "editor");
    const cookie = await sessionCookieFor(busy.id);
    // Take every hashing slot and fill the queue, as a flood of sign-ins does.
    const flood = Array.from({ length: HASHING_CONCURRENCY + HASHING_QUEUE }, () => hashPassword("flood of sign-ins").catch(() => ""));
    try {
      expect(hashingSaturated()).toBe(true);
      const answers = [
        await send({ intent: "password", currentPassword: TEST_PASSWORD, password: "copper lantern meadow 7" }, cookie),
        await send({ intent: "email", email: "busy-new@account.test", currentPassword: TEST_PASSWORD }, cookie),
      ];
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 503, body: { ok: false, message: BUSY_MESSAGE } });
        expect(answer.headers.get("retry-after")).toBe(String(HASHING_RETRY_AFTER_SECONDS));
      }
    } finally {
      await Promise.all(flood);
    }
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, busy.id));
    expect(row!.email).toBe("busy@account.test");
    // A busy answer costs the person none of their attempts at the current password.
    expect((await peek(`${rateLimitRules().accountPassword.prefix}:${busy.id}`)).count).toBe(0);
    expect(await lastMail("busy-new@account.test", "staff-email-change")).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  }, 60_000);

  it("names devices as people do", () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe("Chrome on Windows");
    expect(describeDevice(SAFARI_IPHONE)).toBe("Safari on iPhone");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
    expect(describeDevice(null)).toBe("Unknown device");
  });

  it("answers hostile input with a 4xx or a notice, never a 5xx; the password and address stay", async () => {
    const fuzz = await createTestStaff("fuzz@account.test", "editor");
    const cookie = await sessionCookieFor(fuzz.id);
    const intent = fc.oneof(fc.constantFrom("name", "password", "email", "sign-out-session", "sign-out-others"), hostileText);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ intent, name: hostileText, email: hostileText, currentPassword: hostileText, password: hostileText, sessionId: fc.oneof(fc.uuid(), hostileText) }, { requiredKeys: [] }),
        async (fields) => {
          const answer = await send(fields as Record<string, string>, cookie);
          expect(answer.status === 200 || (answer.status >= 400 && answer.status < 500), `status ${answer.status}`).toBe(true);
          expect(answer.body.message).toMatch(/\S/);
        },
      ),
      { numRuns: 60 },
    );
    const [row] = await db().select().from(users).where(eq(users.id, fuzz.id));
    expect(row!.email).toBe("fuzz@account.test");
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "fuzz@account.test"))).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.record({ token: hostileText }, { requiredKeys: [] }), async (fields) => {
        const answer = await post(confirmAction, CONFIRM, fields as Record<string, string>);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
