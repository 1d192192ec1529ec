import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions } from "../../db/schema.ts";
import { action as loginAction, loader as loginLoader } from "#app/routes/admin/login.tsx";
import { action as logoutAction } from "#app/routes/admin/logout.ts";
import { hashToken } from "#app/services/auth.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, createTestAdmin, requestContext, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";

type LoginArgs = Parameters<typeof loginAction>[0];
type Answer = { data: { result: { error?: Record<string, string[] | null> } | null; error: string | null }; init: ResponseInit | null };

const ADMIN = "login-admin@iratech.test";
let adminId: string;
beforeAll(async () => {
  adminId = (await createTestAdmin(ADMIN)).id;
});

function post(fields: Record<string, string>, { cookie, ip = "192.0.2.1" }: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request("http://localhost/admin-login", { method: "POST", headers, body: new URLSearchParams(fields) });
  return { request, params: {}, context: requestContext(ip, "Mozilla/5.0 (route test)") } as unknown as LoginArgs;
}

async function run(fn: () => Promise<unknown>): Promise<Response | Answer> {
  try {
    return (await fn()) as Answer;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}


describe("/admin-login", () => {
  it("reads at most 8 KB, and only a form, before anything else happens", async () => {
    const huge = post({ email: ADMIN, password: "p".repeat(9 * 1024) });
    const tooLarge = (await run(() => loginAction(huge))) as Answer;
    expect(tooLarge.init?.status).toBe(413);
    expect(tooLarge.data.error).toBe("The form is too large.");
    const json = {
      ...post({}),
      request: new Request("http://localhost/admin-login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: ADMIN, password: "x" }) }),
    } as LoginArgs;
    const unsupported = (await run(() => loginAction(json))) as Answer;
    expect(unsupported.init?.status).toBe(415);
    expect(unsupported.data.error).toMatch(/application\/x-www-form-urlencoded/);
  });

  it.each([
    [{ password: "x" }, "email", "Email is required"],
    [{ email: "   ", password: "x" }, "email", "Email is required"],
    [{ email: "not-an-address", password: "x" }, "email", "Invalid email address"],
    [{ email: ADMIN }, "password", "Password is required"],
    [{ email: ADMIN, password: "p".repeat(1025) }, "password", "Password is too long"],
    [{ email: `${"a".repeat(250)}@x.io`, password: "x" }, "email", "Email is too long"],
  ])("answers 400 with the field's message for %o", async (fields, field, message) => {
    const before = await testDatabase().db.select().from(auditLog);
    const answer = (await run(() => loginAction(post(fields as Record<string, string>)))) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.[field]).toEqual([message]);
    // Nothing was checked or recorded.
    expect(await testDatabase().db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("gives one generic message for an unknown e-mail and a wrong password", async () => {
    const unknown = (await run(() => loginAction(post({ email: "nobody@iratech.test", password: TEST_PASSWORD })))) as Answer;
    const wrong = (await run(() => loginAction(post({ email: ADMIN, password: "wrong wrong wrong" })))) as Answer;
    for (const answer of [unknown, wrong]) {
      expect(answer.init?.status).toBe(401);
      expect(answer.data.error).toBe("Invalid email or password");
      expect(answer.data.result?.error?.[""]).toEqual(["Invalid email or password"]);
    }
    expect(JSON.stringify(unknown.data)).toBe(JSON.stringify(wrong.data).replace(ADMIN, "nobody@iratech.test"));
  }, 30_000);

  it("signs the admin in with a fresh HttpOnly cookie and redirects to the dashboard, or a safe requested page", async () => {
    const plain = (await run(() => loginAction(post({ email: ADMIN, password: TEST_PASSWORD })))) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/admin-dashboard");
    expect(plain.headers.get("Set-Cookie")).toMatch(/^iratech_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(plain.headers.get("Cache-Control")).toBe("no-store");

    for (const [redirectTo, expected] of [
      ["/admin-dashboard/audit", "/admin-dashboard/audit"],
      ["https://evil.example/admin-dashboard", "/admin-dashboard"],
      ["//evil.example", "/admin-dashboard"],
      ["/admin-dashboard/../../etc", "/admin-dashboard"],
      ["/", "/admin-dashboard"],
    ]) {
      const answer = (await run(() => loginAction(post({ email: ADMIN, password: TEST_PASSWORD, redirectTo: redirectTo! })))) as Response;
      expect(answer.headers.get("Location")).toBe(expected);
    }
  }, 60_000);

  it("sends a signed-in admin on to the dashboard, and shows the form to everyone else", async () => {
    const cookie = await sessionCookieFor(adminId);
    const args = (url: string, c?: string) =>
      ({ request: new Request(url, { headers: c ? { Cookie: c } : {} }), params: {}, context: requestContext() }) as unknown as Parameters<typeof loginLoader>[0];
    const redirected = (await run(() => loginLoader(args("http://localhost/admin-login", cookie)))) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/admin-dashboard");
    const form = (await run(() => loginLoader(args("http://localhost/admin-login?redirectTo=%2Fadmin-dashboard%2Faudit")))) as unknown as Answer;
    expect(form.data).toEqual({ redirectTo: "/admin-dashboard/audit", firstRunHint: null, notice: null });
    const unsafe = (await run(() => loginLoader(args("http://localhost/admin-login?redirectTo=https%3A%2F%2Fevil.example")))) as unknown as Answer;
    expect(unsafe.data).toEqual({ redirectTo: "/admin-dashboard", firstRunHint: null, notice: null });
  });

  it("answers 429 with Retry-After once the account is throttled from that IP", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < 5; i++) await run(() => loginAction(post({ email: ADMIN, password: "nope nope nope" }, { ip })));
    const answer = (await run(() => loginAction(post({ email: ADMIN, password: TEST_PASSWORD }, { ip })))) as Answer;
    expect(answer.init?.status).toBe(429);
    // The fifth attempt locked the account from that address for 10 minutes (decision 013).
    expect(new Headers(answer.init?.headers).get("Retry-After")).toMatch(/^(59[0-9]|600)$/);
    expect(answer.data.error).toBe("Too many sign-in attempts. Please wait 10 minutes and try again.");
  }, 60_000);
});

describe("/admin-logout", () => {
  it("ends the session on the server, clears the cookie and records the sign-out", async () => {
    const signedIn = (await run(() => loginAction(post({ email: ADMIN, password: TEST_PASSWORD }, { ip: "192.0.2.7" })))) as Response;
    const cookie = cookieFromSetCookie(signedIn.headers.get("Set-Cookie")!);
    const request = new Request("http://localhost/admin-logout", { method: "POST", headers: { Cookie: cookie } });
    const answer = (await run(() =>
      logoutAction({ request, params: {}, context: requestContext("192.0.2.7", "Mozilla/5.0 (route test)") } as unknown as Parameters<typeof logoutAction>[0]),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin-login");
    expect(answer.headers.get("Set-Cookie")).toBe("iratech_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    const token = cookie.split("=")[1]!;
    expect(await testDatabase().db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toEqual([]);
    const [entry] = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_out"));
    expect(entry).toMatchObject({ actorEmail: ADMIN, ip: "192.0.2.7", userAgent: "Mozilla/5.0 (route test)" });
  }, 30_000);
});

describe("when the database fails", () => {
  it("shows SPEC §8's 'Login failed' and never a 500", async () => {
    // A real failure, not a mock: the accounts table disappears (this file's database only).
    await testDatabase().db.execute(sql`alter table users rename to users_gone`);
    try {
      const answer = (await run(() => loginAction(post({ email: ADMIN, password: TEST_PASSWORD }, { ip: "192.0.2.200" })))) as Answer;
      expect(answer.init?.status).toBe(503);
      expect(answer.data.error).toBe("Login failed");
    } finally {
      await testDatabase().db.execute(sql`alter table users_gone rename to users`);
    }
  });
});
