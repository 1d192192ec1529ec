/**
 * Issue 13.6, two-factor sign-in: enrolment confirmed by a code computed here (RFC 6238 with the
 * `otpauth` package, as an authenticator app does), the sign-in's second step, replay refusal, the
 * code throttle, single-use recovery codes, removal and new codes, and the owners' requirement that
 * sends an account without two-factor to enrolment and keeps it from every other admin page.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, rateLimits, recoveryCodes, sessions, siteSettings, users } from "../../db/schema.ts";
import { getSetting, setSetting } from "#app/models/site-settings.server.ts";
import { createOwnerFromCommandLine } from "#app/services/command-line-staff.server.ts";
import { updatePasswordHash } from "#app/models/users.server.ts";
import { loader as blogLoader } from "#app/routes/admin/blog-posts.tsx";
import { loader as layoutLoader } from "#app/routes/admin/dashboard-layout.tsx";
import { action as secondStepAction, loader as secondStepLoader } from "#app/routes/admin/login-two-factor.tsx";
import { action as loginAction } from "#app/routes/admin/login.tsx";
import { action as logoutAction } from "#app/routes/admin/logout.ts";
import { action as requirementAction } from "#app/routes/admin/two-factor-requirement.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/two-factor.tsx";
import { hashToken, sessionCookieName } from "#app/services/auth.server.ts";
import { hashPassword } from "#app/services/password.server.ts";
import { pendingLoginCookieName } from "#app/services/pending-login.server.ts";
import { startRealtime, stopRealtime } from "#app/services/realtime.server.ts";
import { followSettingsChanges } from "#app/services/site-settings.server.ts";
import { enrolCookieName, seal, unseal } from "#app/services/two-factor.server.ts";
import { PENDING_EXPIRED_MESSAGE } from "#app/lib/schemas/two-factor.ts";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, createTestStaff, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
// Each sign-in checks a password with scrypt (about half a second, more on a busy machine).
vi.setConfig({ testTimeout: 90_000 });
const IP = "198.51.100.23";
type Handler = (args: never) => Promise<unknown>;
type Reply = {
  notice?: string | null;
  recoveryCodes?: string[] | null;
  error?: string | null;
  expired?: boolean;
  result?: { error?: Record<string, string[] | null> } | null;
};

function form(path: string, fields: Record<string, string>, cookies: (string | null | undefined)[] = []) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  const cookie = cookies.filter(Boolean).join("; ");
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function get(path: string, cookies: (string | null | undefined)[] = []) {
  const cookie = cookies.filter(Boolean).join("; ");
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

const call = <T = Reply>(handler: Handler, request: Request) => settle<T>(() => handler({ request, params: {}, context: requestContext({ ip: IP }) } as never));

/** "name=value" of the Set-Cookie header for `name`, or null (a cleared cookie has an empty value). */
function setCookie(headers: Headers, name: string): string | null {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line ? cookieFromSetCookie(line) : null;
}

/** The code an authenticator app shows for `secret` at `at` (plus `steps` 30-second steps). */
function codeFor(secret: string, steps = 0, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at + steps * 30_000 });
}

async function auditOf(action: string, userId: string) {
  return db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, userId))).orderBy(desc(auditLog.id));
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

/** Starts enrolment as the page's button does: the page then shows the secret. */
async function startEnrolment(session: string) {
  const started = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "start" }, [session]));
  expect(started.status).toBe(303);
  expect(started.headers.get("Location")).toBe("/admin-dashboard/account/two-factor");
  const enrol = setCookie(started.headers, enrolCookieName());
  expect(enrol).toBeTruthy();
  const page = await call<{ enabled: boolean; setup: { secret: string; uri: string; qr: boolean[][] } | null }>(
    pageLoader,
    get("/admin-dashboard/account/two-factor", [session, enrol]),
  );
  expect(page.body.enabled).toBe(false);
  return { enrol: enrol!, setup: page.body.setup! };
}

/** A staff account enrolled through the page; returns its secret and recovery codes. */
async function enrolled(email: string, role: "owner" | "admin" | "editor" = "admin") {
  const { id } = await createTestStaff(email, role);
  const session = await sessionCookieFor(id);
  const { enrol, setup } = await startEnrolment(session);
  const done = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "confirm", code: codeFor(setup.secret) }, [session, enrol]));
  expect(done.status).toBe(200);
  return { id, email, session, secret: setup.secret, codes: done.body.recoveryCodes! };
}

/** The password step: a pending-login cookie and the way to the second step. */
async function passwordStep(email: string, redirectTo?: string) {
  const answer = await call(loginAction, form("/admin-login", { email, password: TEST_PASSWORD, ...(redirectTo ? { redirectTo } : {}) }));
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe("/admin-login/two-factor");
  expect(setCookie(answer.headers, sessionCookieName())).toBeNull();
  const pending = setCookie(answer.headers, pendingLoginCookieName())!;
  expect(pending).toMatch(new RegExp(`^${pendingLoginCookieName()}=.+`));
  return pending;
}

const secondStep = (pending: string | null, code: string) => call(secondStepAction, form("/admin-login/two-factor", { code }, [pending]));

async function sessionCount(userId: string) {
  return (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe("enrolment", () => {
  it("shows a QR code and the secret, refuses a wrong code, turns on with the right one and shows ten recovery codes once", async () => {
    const { id } = await createTestStaff("enrol@two-factor.test", "editor");
    const session = await sessionCookieFor(id);
    const before = await call<{ enabled: boolean; setup: unknown }>(pageLoader, get("/admin-dashboard/account/two-factor", [session]));
    expect(before.body).toMatchObject({ enabled: false, setup: null });

    const { enrol, setup } = await startEnrolment(session);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/Iratech:enrol%40two-factor.test?issuer=Iratech&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.qr.length).toBeGreaterThan(20);
    expect(setup.qr.every((row) => row.length === setup.qr.length)).toBe(true);
    // The cookie holds the secret sealed, not in clear.
    expect(decodeURIComponent(enrol)).not.toContain(setup.secret);
    // Reloading the page shows the same secret (the app already has it).
    const again = await call<{ setup: { secret: string } }>(pageLoader, get("/admin-dashboard/account/two-factor", [session, enrol]));
    expect(again.body.setup.secret).toBe(setup.secret);

    const wrongCode = String((Number(codeFor(setup.secret)) + 500_000) % 1_000_000).padStart(6, "0");
    const wrong = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "confirm", code: wrongCode }, [session, enrol]));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("That code is not valid. Please try again.");
    expect((await userRow(id)).totpSecret).toBeNull();
    expect(await auditOf("auth.two_factor_failed", id)).toHaveLength(1);

    const notDigits = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "confirm", code: "12ab56" }, [session, enrol]));
    expect(notDigits.status).toBe(400);
    expect(notDigits.body.result?.error?.code).toEqual(["The code is 6 digits"]);

    const code = codeFor(setup.secret);
    const done = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "confirm", code: `${code.slice(0, 3)} ${code.slice(3)}` }, [session, enrol]));
    expect(done.status).toBe(200);
    expect(done.body.notice).toBe("Two-factor sign-in is on.");
    const codes = done.body.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The setup cookie is cleared.
    expect(setCookie(done.headers, enrolCookieName())).toBe(`${enrolCookieName()}=`);

    const row = await userRow(id);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(setup.secret);
    expect(unseal(row.totpSecret)).toBe(setup.secret);
    expect(row.totpLastStep).toBe(Math.floor(Date.now() / 30_000) + (codeFor(setup.secret) === code ? 0 : -1));
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    for (const s of stored) {
      expect(s.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((c) => s.codeHash.includes(c.replace("-", "")))).toBe(false);
    }
    const [audit] = await auditOf("two_factor.enabled", id);
    expect(audit).toMatchObject({ actorUserId: id, actorEmail: "enrol@two-factor.test", ip: IP });

    // Shown once: the page now says it is on and how many codes are left, never the codes.
    const after = await call<Record<string, unknown>>(pageLoader, get("/admin-dashboard/account/two-factor", [session, enrol]));
    expect(after.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, setup: null });
    expect(JSON.stringify(after.body)).not.toContain(codes[0]);
    // A second enrolment is refused while it is on.
    const twice = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "start" }, [session]));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("Two-factor sign-in is already on.");
  });

  it("confirms only with the secret the page showed this account: a setup cookie of another account or a forged one is refused", async () => {
    const a = await createTestStaff("setup-a@two-factor.test", "admin");
    const b = await createTestStaff("setup-b@two-factor.test", "admin");
    const sessionA = await sessionCookieFor(a.id);
    const sessionB = await sessionCookieFor(b.id);
    const { enrol, setup } = await startEnrolment(sessionA);
    const forged = `${enrolCookieName()}=${seal("not json")}`;
    for (const [session, cookie] of [
      [sessionB, enrol],
      [sessionA, forged],
      [sessionA, `${enrolCookieName()}=v1.AAAA`],
      [sessionA, null],
    ] as const) {
      const answer = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "confirm", code: codeFor(setup.secret) }, [session, cookie]));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("The setup has expired. Please start again.");
    }
    expect((await userRow(a.id)).totpSecret).toBeNull();
    expect((await userRow(b.id)).totpSecret).toBeNull();
  });
});

describe("sign-in with two-factor", () => {
  it("asks for a code after the password, signs in with it, and refuses the same code again", async () => {
    const account = await enrolled("signin@two-factor.test");
    const pending = await passwordStep(account.email, "/admin-dashboard/blog");
    expect(await auditOf("auth.two_factor_challenge", account.id)).toHaveLength(1);
    // The pending cookie is not a session: no admin page opens with it.
    const blocked = await call(blogLoader, get("/admin-dashboard/blog", [pending]));
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get("Location")).toMatch(/^\/admin-login/);

    // The second step's page shows its form only with a pending sign-in.
    expect((await call(secondStepLoader, get("/admin-login/two-factor", [pending]))).status).toBe(200);
    const without = await call(secondStepLoader, get("/admin-login/two-factor"));
    expect(without.status).toBe(302);
    expect(without.headers.get("Location")).toBe("/admin-login");

    const sessionsBefore = await sessionCount(account.id);
    // The enrolment used this step's code: the next step's code (the app's clock a little ahead).
    const code = codeFor(account.secret, 1);
    const ok = await secondStep(pending, code);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin-dashboard/blog");
    const session = setCookie(ok.headers, sessionCookieName())!;
    expect(session).toMatch(/=[A-Za-z0-9_-]{43}$/);
    expect(setCookie(ok.headers, pendingLoginCookieName())).toBe(`${pendingLoginCookieName()}=`);
    expect(await sessionCount(account.id)).toBe(sessionsBefore + 1);
    const [signIn] = await db().select().from(auditLog).where(eq(auditLog.action, "auth.sign_in")).orderBy(desc(auditLog.id)).limit(1);
    expect(signIn).toMatchObject({ actorUserId: account.id, ip: IP, details: { secondFactor: "totp" } });
    expect((await call(blogLoader, get("/admin-dashboard/blog", [session]))).status).toBe(200);

    // The same code again, after a new password step: a replay.
    const replay = await secondStep(await passwordStep(account.email), code);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe("That code was already used. Wait for the next one and try again.");
    // An older code (this step's, already passed) is refused as well.
    const older = await secondStep(await passwordStep(account.email), codeFor(account.secret));
    expect(older.status).toBe(401);
    expect(await sessionCount(account.id)).toBe(sessionsBefore + 1);
    const failures = await auditOf("auth.two_factor_failed", account.id);
    expect(failures.map((f) => (f.details as { reason: string }).reason).sort()).toEqual(["replay", "replay"]);
  });

  it("throttles wrong codes: after five, even the right code waits", async () => {
    const account = await enrolled("throttle@two-factor.test");
    const pending = await passwordStep(account.email);
    const right = codeFor(account.secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const answer = await secondStep(pending, i % 2 ? wrong : "zzzzz-zzzzz");
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe("That code is not valid. Please try again.");
    }
    const refused = await secondStep(pending, right);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many wrong codes\. Please wait 1[45] minutes and try again\.$/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(setCookie(refused.headers, sessionCookieName())).toBeNull();
    expect(await auditOf("auth.two_factor_failed", account.id)).toHaveLength(5);
    // The wait is per account: the same throttle holds in the enrolment page's confirmations.
    const removal = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "remove", confirmation: right }, [account.session]));
    expect(removal.status).toBe(429);
    expect((await userRow(account.id)).totpSecret).not.toBeNull();

    // Once the window is over, the right code signs in (and clears the count).
    await db().delete(rateLimits).where(eq(rateLimits.key, `two-factor:${account.id}`));
    const ok = await secondStep(pending, right);
    expect(ok.status).toBe(302);
  });

  it("a recovery code signs in once and is refused the second time", async () => {
    const account = await enrolled("recovery@two-factor.test");
    const [first, second] = account.codes;
    const ok = await secondStep(await passwordStep(account.email), first!);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin-dashboard");
    const [used] = await auditOf("auth.recovery_code_used", account.id);
    expect(used).toMatchObject({ actorUserId: account.id, ip: IP, details: { context: "sign-in", left: 9 } });

    const again = await secondStep(await passwordStep(account.email), first!);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe("That code is not valid. Please try again.");
    // Typed in capitals and without the hyphen, another code still works.
    const typed = await secondStep(await passwordStep(account.email), ` ${second!.replace("-", "").toUpperCase()} `);
    expect(typed.status).toBe(302);
    const unused = await db()
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, account.id), isNull(recoveryCodes.usedAt)));
    expect(unused).toHaveLength(8);
    const page = await call<{ recoveryCodesLeft: number }>(pageLoader, get("/admin-dashboard/account/two-factor", [account.session]));
    expect(page.body.recoveryCodesLeft).toBe(8);
  });

  it("the pending sign-in is single-use: a copy replayed after success, with the next code or a recovery code, signs nobody in (issue 29.6)", async () => {
    const account = await enrolled("single-use@two-factor.test");
    const pending = await passwordStep(account.email);
    const ok = await secondStep(pending, codeFor(account.secret, 1));
    expect(ok.status).toBe(302);
    const sessionsAfter = await sessionCount(account.id);
    // A recovery code is always valid once: only the claim of the pending sign-in refuses it.
    const replay = await secondStep(pending, account.codes[0]!);
    expect(replay.status).toBe(401);
    expect(replay.body.expired).toBe(true);
    expect(replay.body.error).toBe(PENDING_EXPIRED_MESSAGE);
    expect(setCookie(replay.headers, sessionCookieName())).toBeNull();
    expect(await sessionCount(account.id)).toBe(sessionsAfter);
    const reused = (await auditOf("auth.two_factor_failed", account.id)).filter((a) => (a.details as { reason: string }).reason === "pending-reused");
    expect(reused).toHaveLength(1);
    // Two copies at once with two different valid codes: one session, not two.
    const copy = await passwordStep(account.email);
    const both = await Promise.all([secondStep(copy, codeFor(account.secret, 3)), secondStep(copy, account.codes[1]!)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([302, 401]);
    expect(await sessionCount(account.id)).toBe(sessionsAfter + 1);
  });

  it("refuses a forged, missing or outdated pending sign-in with a way back", async () => {
    const account = await enrolled("pending@two-factor.test");
    const code = codeFor(account.secret, 1);
    const pending = await passwordStep(account.email);
    const forged = `${pendingLoginCookieName()}=${pending.split("=")[1]!.slice(0, -2)}xx`;
    for (const cookie of [null, forged, `${pendingLoginCookieName()}=junk`]) {
      const answer = await secondStep(cookie, code);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: "Your sign-in has expired. Please sign in again.", expired: true });
    }
    // Without a pending sign-in the body is not even read.
    let read = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          read = true;
          controller.enqueue(new TextEncoder().encode(`code=${code}`));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const unread = new Request("http://localhost/admin-login/two-factor", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    expect((await call(secondStepAction, unread)).status).toBe(401);
    expect(read).toBe(false);
    // A password changed meanwhile voids the pending sign-in.
    await updatePasswordHash(account.id, await hashPassword(`${TEST_PASSWORD} changed`));
    const outdated = await secondStep(pending, code);
    expect(outdated.status).toBe(401);
    expect(outdated.body.expired).toBe(true);
    expect(await auditOf("auth.two_factor_failed", account.id)).toHaveLength(0);
  });

  it("leaves accounts without two-factor as they were: the password signs in", async () => {
    const { id, email } = await createTestStaff("plain@two-factor.test", "editor");
    const answer = await call(loginAction, form("/admin-login", { email, password: TEST_PASSWORD }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin-dashboard");
    expect(setCookie(answer.headers, sessionCookieName())).toBeTruthy();
    expect(setCookie(answer.headers, pendingLoginCookieName())).toBeNull();
    expect(await sessionCount(id)).toBe(1);
  });
});

describe("removal and new recovery codes", () => {
  it("need a current code or the password; removal lets the password alone sign in again", async () => {
    const account = await enrolled("remove@two-factor.test");
    const wrong = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "remove", confirmation: "not my password at all" }, [account.session]));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("That code or password is not right.");
    expect((await userRow(account.id)).totpSecret).not.toBeNull();

    // New recovery codes with a current code: the old ones stop working.
    const fresh = await call(
      pageAction,
      form("/admin-dashboard/account/two-factor", { intent: "regenerate", confirmation: codeFor(account.secret, 1) }, [account.session]),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.notice).toBe("New recovery codes are ready. The old ones no longer work.");
    const codes = fresh.body.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(codes.some((c) => account.codes.includes(c))).toBe(false);
    expect(await auditOf("two_factor.recovery_codes_regenerated", account.id)).toHaveLength(1);
    expect((await secondStep(await passwordStep(account.email), account.codes[0]!)).status).toBe(401);
    expect((await secondStep(await passwordStep(account.email), codes[0]!)).status).toBe(302);

    const removed = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "remove", confirmation: TEST_PASSWORD }, [account.session]));
    expect(removed.status).toBe(200);
    expect(removed.body.notice).toBe("Two-factor sign-in is off.");
    const row = await userRow(account.id);
    expect(row.totpSecret).toBeNull();
    expect(row.totpLastStep).toBeNull();
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id))).toHaveLength(0);
    const [audit] = await auditOf("two_factor.disabled", account.id);
    expect(audit).toMatchObject({ actorUserId: account.id, ip: IP, details: { confirmedWith: "password" } });

    const login = await call(loginAction, form("/admin-login", { email: account.email, password: TEST_PASSWORD }));
    expect(login.headers.get("Location")).toBe("/admin-dashboard");
    expect(setCookie(login.headers, sessionCookieName())).toBeTruthy();
  });
});

describe("the way back in", () => {
  it("admin:create --remove-two-factor turns it off (and only with the flag)", async () => {
    const account = await enrolled("lost-phone@two-factor.test", "owner");
    const hash = await hashPassword(TEST_PASSWORD);
    expect((await createOwnerFromCommandLine(account.email, hash)).twoFactorRemoved).toBeUndefined();
    expect((await userRow(account.id)).totpSecret).not.toBeNull();
    expect((await createOwnerFromCommandLine(account.email, hash, undefined, { removeTwoFactor: true })).twoFactorRemoved).toBe(true);
    expect((await userRow(account.id)).totpSecret).toBeNull();
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id))).toHaveLength(0);
    const [audit] = await auditOf("two_factor.disabled", account.id);
    expect(audit).toMatchObject({ actorUserId: null, actorEmail: "admin:create (command line)", details: { by: "command line" } });
    const login = await call(loginAction, form("/admin-login", { email: account.email, password: TEST_PASSWORD }));
    expect(login.headers.get("Location")).toBe("/admin-dashboard");
  });
});

describe("two-factor required for every account", () => {
  it("only an owner who uses it may require it; then an account without it is sent to enrolment and kept from every other page", async () => {
    const owner = await createTestStaff("owner@two-factor.test", "owner");
    const ownerSession = await sessionCookieFor(owner.id);
    const notYet = await call<string>(requirementAction, form("/admin-dashboard/account/two-factor/requirement", { required: "on" }, [ownerSession]));
    expect(notYet.status).toBe(409);
    expect(notYet.body).toBe("Set up two-factor sign-in for your own account before requiring it for everyone.");
    expect(await getSetting("security.requireTwoFactor")).toBe(false);

    const enrolledOwner = await enrolled("owner2@two-factor.test", "owner");
    const bad = await call<string>(requirementAction, form("/admin-dashboard/account/two-factor/requirement", { required: "yes" }, [enrolledOwner.session]));
    expect(bad.status).toBe(400);
    const on = await call(requirementAction, form("/admin-dashboard/account/two-factor/requirement", { required: "on" }, [enrolledOwner.session]));
    expect(on.status).toBe(303);
    expect(on.headers.get("Location")).toBe("/admin-dashboard/account/two-factor");
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, "security.requireTwoFactor"));
    expect(row).toMatchObject({ value: true, updatedBy: enrolledOwner.id });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "settings.changed")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: enrolledOwner.id, ip: IP, entityId: "security.requireTwoFactor", details: { from: false, to: true } });

    // An editor without two-factor: after the password, straight to enrolment.
    const editor = await createTestStaff("editor@two-factor.test", "editor");
    const login = await call(loginAction, form("/admin-login", { email: editor.email, password: TEST_PASSWORD, redirectTo: "/admin-dashboard/blog" }));
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe("/admin-dashboard/account/two-factor");
    const session = setCookie(login.headers, sessionCookieName())!;

    // Every other admin page sends them back there; the enrolment page (with its layout) and sign-out work.
    for (const [handler, path] of [
      [blogLoader, "/admin-dashboard/blog"],
      [blogLoader, "/admin-dashboard/blog.data"],
      [layoutLoader, "/admin-dashboard"],
    ] as const) {
      const answer = await call(handler, get(path, [session]));
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location")).toBe("/admin-dashboard/account/two-factor");
    }
    const shell = await call<{ mustEnrol: boolean }>(layoutLoader, get("/admin-dashboard/account/two-factor", [session]));
    expect(shell.status).toBe(200);
    // No tabs to lead elsewhere.
    expect(shell.body.mustEnrol).toBe(true);
    const page = await call<{ required: boolean; enabled: boolean; canRequire: boolean }>(pageLoader, get("/admin-dashboard/account/two-factor", [session]));
    expect(page.body).toMatchObject({ required: true, enabled: false, canRequire: false });

    // Enrolled, the same session reaches the blog.
    const { enrol, setup } = await startEnrolment(session);
    const done = await call(pageAction, form("/admin-dashboard/account/two-factor", { intent: "confirm", code: codeFor(setup.secret) }, [session, enrol]));
    expect(done.status).toBe(200);
    expect((await call(blogLoader, get("/admin-dashboard/blog", [session]))).status).toBe(200);
    expect((await call<{ mustEnrol: boolean }>(layoutLoader, get("/admin-dashboard/blog", [session]))).body.mustEnrol).toBe(false);

    // Sign-out stays open to someone who has not enrolled.
    const other = await createTestStaff("other@two-factor.test", "admin");
    const otherSession = await sessionCookieFor(other.id);
    const out = await call(logoutAction, form("/admin-logout", {}, [otherSession]));
    expect(out.headers.get("Location")).toBe("/admin-login");
    const [ended] = await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(otherSession.split("=")[1]!)));
    expect(ended).toBeUndefined();

    // Owners may stop requiring it; then nobody is sent anywhere.
    const off = await call(requirementAction, form("/admin-dashboard/account/two-factor/requirement", { required: "off" }, [enrolledOwner.session]));
    expect(off.status).toBe(303);
    expect(await getSetting("security.requireTwoFactor")).toBe(false);
    expect((await call(blogLoader, get("/admin-dashboard/blog", [await sessionCookieFor(other.id)]))).status).toBe(200);
  });

  it("the setting itself: a default until set, then the value and who set it; a value of another shape reads as the default", async () => {
    await db().delete(siteSettings);
    expect(await getSetting("security.requireTwoFactor")).toBe(false);
    const owner = await createTestStaff("setting@two-factor.test", "owner");
    expect(await setSetting("security.requireTwoFactor", true, owner)).toBe(false);
    expect(await setSetting("security.requireTwoFactor", false, null)).toBe(true);
    const [row] = await db().select().from(siteSettings);
    expect(row).toMatchObject({ key: "security.requireTwoFactor", value: false, updatedBy: null });
    await db().update(siteSettings).set({ value: "yes" });
    expect(await getSetting("security.requireTwoFactor")).toBe(false);
    await db().delete(siteSettings);
  });

  it("a change stored by another instance (here: plain SQL) is enforced here too, once the database announces it", async () => {
    const staff = await createTestStaff("elsewhere@two-factor.test", "editor");
    const session = await sessionCookieFor(staff.id);
    const blog = async () => {
      const answer = await call(blogLoader, get("/admin-dashboard/blog", [session]));
      return answer.status === 302 ? answer.headers.get("Location") : answer.status;
    };
    expect(await blog()).toBe(200);
    await startRealtime(testDatabase());
    const unfollow = followSettingsChanges();
    try {
      await db().execute(sql`insert into site_settings (key, value) values ('security.requireTwoFactor', 'true'::jsonb)
                              on conflict (key) do update set value = excluded.value`);
      await expect.poll(blog, { timeout: 5000 }).toBe("/admin-dashboard/account/two-factor");
      const page = await call<{ required: boolean }>(pageLoader, get("/admin-dashboard/account/two-factor", [session]));
      expect(page.body.required).toBe(true);
      await db().execute(sql`update site_settings set value = 'false'::jsonb where key = 'security.requireTwoFactor'`);
      await expect.poll(blog, { timeout: 5000 }).toBe(200);
    } finally {
      unfollow();
      await stopRealtime();
      await db().delete(siteSettings);
    }
  });
});
