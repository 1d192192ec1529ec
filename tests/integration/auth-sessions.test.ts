import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions } from "../../db/schema.ts";
import { getOptionalAdmin, getSession, hashToken, signIn, signOut } from "#app/services/auth.server.ts";
import { requireAdmin } from "#app/routes/_shared/require-staff.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, createTestAdmin, createTestUser, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const t0 = new Date("2026-03-02T09:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const withCookie = (cookie: string) => new Request("http://localhost/admin-dashboard", { headers: { Cookie: cookie } });
const meta = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (test)" };

let admin: { id: string; email: string };

beforeAll(async () => {
  admin = await createTestAdmin("owner@iratech.test");
});

async function signInAt(now: Date, request?: Request) {
  const result = await signIn({ email: admin.email, password: TEST_PASSWORD, ...meta, request }, now);
  if (!result.ok) throw new Error(`sign-in failed: ${result.error}`);
  return result;
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path /, lasts the absolute lifetime, and is not Secure over http", async () => {
    const { setCookie } = await signInAt(t0);
    expect(setCookie).toMatch(/^iratech_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
  });

  it("carries a random token of 256 bits whose SHA-256 alone is stored", async () => {
    const { setCookie } = await signInAt(t0);
    const token = cookieFromSetCookie(setCookie).split("=")[1]!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await testDatabase().db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await testDatabase().db.select().from(sessions))).not.toContain(token);
    expect(stored[0]).toMatchObject({ userId: admin.id, ip: meta.ip, userAgent: meta.userAgent });
  });
});

describe("session lifetime (SESSION_IDLE_MINUTES=120, SESSION_MAX_DAYS=7)", () => {
  it("ends after 2 hours without use, and every use extends it", async () => {
    const cookie = cookieFromSetCookie((await signInAt(t0)).setCookie);
    expect(await requireAdmin(withCookie(cookie), at(119 * MINUTE))).toMatchObject({ id: admin.id, email: admin.email, role: "owner" });
    // Used at 1:59, so still alive at 3:58...
    const extended = await getSession(withCookie(cookie), at(238 * MINUTE));
    expect(extended?.user.email).toBe(admin.email);
    expect(extended?.idleExpiresAt.toISOString()).toBe(at(358 * MINUTE).toISOString());
    // ...and gone 2 hours after that last use.
    expect(await getSession(withCookie(cookie), at(358 * MINUTE))).toBeNull();
    // Ended sessions are deleted, so the token stays dead even if the clock were wound back.
    expect(await getSession(withCookie(cookie), at(239 * MINUTE))).toBeNull();
  });

  it("ends 7 days after sign-in however often it is used", async () => {
    const cookie = cookieFromSetCookie((await signInAt(t0)).setCookie);
    let now = t0.getTime();
    // Used every 100 minutes for almost 7 days.
    while (now + 100 * MINUTE < t0.getTime() + 7 * DAY) {
      now += 100 * MINUTE;
      expect(await getOptionalAdmin(withCookie(cookie), new Date(now))).not.toBeNull();
    }
    expect(await getSession(withCookie(cookie), at(7 * DAY - MINUTE))).not.toBeNull();
    expect(await getSession(withCookie(cookie), at(7 * DAY))).toBeNull();
  });

  it("ignores cookies that do not name a session", async () => {
    for (const cookie of ["", "iratech_session=", "iratech_session=abc", `iratech_session=${"A".repeat(43)}`, "other=1"]) {
      expect(await getSession(withCookie(cookie), t0)).toBeNull();
    }
  });
});

describe("sign-in and sign-out", () => {
  it("issues a new token at every sign-in and ends the one the browser brought along", async () => {
    const first = cookieFromSetCookie((await signInAt(t0)).setCookie);
    const second = cookieFromSetCookie((await signInAt(at(MINUTE), withCookie(first))).setCookie);
    expect(second).not.toBe(first);
    expect(await getSession(withCookie(first), at(2 * MINUTE))).toBeNull();
    expect(await getSession(withCookie(second), at(2 * MINUTE))).not.toBeNull();
  });

  it("invalidates the session on the server at sign-out, and records it", async () => {
    const cookie = cookieFromSetCookie((await signInAt(t0)).setCookie);
    const cleared = await signOut(withCookie(cookie), meta, at(MINUTE));
    expect(cleared).toBe("iratech_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    // A copy of the old cookie no longer works.
    expect(await getSession(withCookie(cookie), at(2 * MINUTE))).toBeNull();
    await expect(requireAdmin(withCookie(cookie), at(2 * MINUTE))).rejects.toBeInstanceOf(Response);
    const [entry] = await testDatabase()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.sign_out"));
    expect(entry).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email, ip: meta.ip, userAgent: meta.userAgent, entityType: "session" });
  });

  it("records successful and failed sign-ins with IP and user agent, and one answer for every kind of failure", async () => {
    const member = await createTestUser("member@iratech.test");
    const attempts = [
      { email: "nobody@iratech.test", password: TEST_PASSWORD },
      { email: admin.email, password: "not the password at all" },
      { email: member.email, password: TEST_PASSWORD },
    ];
    for (const attempt of attempts) {
      expect(await signIn({ ...attempt, ip: "192.0.2.50", userAgent: "curl/8" }, t0)).toEqual({ ok: false, error: "invalid-credentials" });
    }
    const failures = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in_failed"));
    expect(failures.map((f) => [f.actorEmail, (f.details as { reason: string }).reason])).toEqual([
      ["nobody@iratech.test", "unknown-email"],
      [admin.email, "wrong-password"],
      [member.email, "not-admin"],
    ]);
    for (const failure of failures) expect(failure).toMatchObject({ ip: "192.0.2.50", userAgent: "curl/8" });

    // E-mail addresses are matched without regard to case or surrounding spaces.
    const ok = await signIn({ email: "  OWNER@Iratech.test ", password: TEST_PASSWORD, ip: "192.0.2.51", userAgent: "ua" }, t0);
    expect(ok.ok).toBe(true);
    const successes = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in"));
    expect(successes.at(-1)).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email, ip: "192.0.2.51", userAgent: "ua" });
  });

  it("a non-admin's session is not an admin session", async () => {
    const member = await createTestUser("plain@iratech.test");
    const cookie = await sessionCookieFor(member.id, t0);
    expect((await getSession(withCookie(cookie), t0))?.isAdmin).toBe(false);
    expect(await getOptionalAdmin(withCookie(cookie), t0)).toBeNull();
  });
});
