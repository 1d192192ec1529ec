/**
 * Issue 13.1, first run in the browser: the printed single-use link, the /admin-setup page and its
 * action (through the route module, as React Router calls it), refusals of every bad link, one
 * owner from two forms sent at once, and hostile input (fast-check) that never gives a 5xx.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema.ts";
import { rows } from "#db/client.server.ts";
import { loader as loginLoader } from "#app/routes/admin/login.tsx";
import { action as setupAction, loader as setupLoader } from "#app/routes/admin/setup.tsx";
import { getOptionalStaff } from "#app/services/auth.server.ts";
import { PASSWORD_MESSAGES } from "#app/services/password.server.ts";
import { issueSetupLink, SETUP_MESSAGES, setupLinkMessage } from "#app/services/staff-setup.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, requestContext } from "../support/auth.ts";
import { hostileText } from "../support/hostile.ts";
import { settle } from "../support/route-call.ts";

type Page = { state: string; token: string | null; message: string | null };
type Reply = { result: { error?: Record<string, string[] | null> } | null; error: string | null };

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

function page(token: string | null) {
  const url = `http://localhost/admin-setup${token === null ? "" : `?token=${encodeURIComponent(token)}`}`;
  return settle<Page>(() => setupLoader({ request: new Request(url), params: {}, context: requestContext() } as never));
}

function submit(fields: Record<string, string>, ip = "203.0.113.20") {
  const request = new Request("http://localhost/admin-setup", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
  return settle<Reply>(() => setupAction({ request, params: {}, context: requestContext(ip, "setup test") } as never));
}

async function staffCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(testDatabase().db, sql`select count(*)::int as n from admin_users`);
  return Number(row!.n);
}

const OWNER = { name: "Asha Rao", email: "asha@iratech.test", password: "maple ferry quartz 42" };

describe("first run in the browser", () => {
  it("prints one line with a single-use link valid 60 minutes", async () => {
    const url = await issueSetupLink();
    expect(url).toMatch(/^http:\/\/localhost:3000\/admin-setup\?token=[A-Za-z0-9_-]{22}$/);
    expect(setupLinkMessage(url!)).toBe(
      `No staff account exists yet. Open ${url} within 60 minutes to create the owner account (a new link is printed at every start).`,
    );
    const login = await settle<{ firstRunHint: string | null }>(() =>
      loginLoader({ request: new Request("http://localhost/admin-login"), params: {}, context: requestContext() } as never),
    );
    expect(login.body.firstRunHint).toBe("No staff account exists yet. The server prints a setup link when it starts: open it to create the owner account.");
  });

  it("refuses forged, expired and replaced links with a page that says what to do", async () => {
    expect(await page(null)).toMatchObject({ status: 400, body: { state: "invalid", message: SETUP_MESSAGES.invalid } });
    expect(await page("A".repeat(22))).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await page("<script>")).toMatchObject({ status: 400, body: { state: "invalid" } });
    const expired = await issueSetupLink(new Date(Date.now() - 61 * 60_000));
    expect(await page(tokenOf(expired!))).toMatchObject({ status: 410, body: { state: "expired", message: SETUP_MESSAGES.expired } });
    const older = await issueSetupLink();
    const newer = await issueSetupLink();
    expect(await page(tokenOf(older!))).toMatchObject({ status: 410, body: { state: "expired" } });
    expect(await page(tokenOf(newer!))).toMatchObject({ status: 200, body: { state: "open", token: tokenOf(newer!) } });
    expect((await page(tokenOf(newer!))).headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a weak password with the reasons, keeping the link", async () => {
    const token = tokenOf((await issueSetupLink())!);
    const answer = await submit({ ...OWNER, token, password: "Iratech2026!!" });
    expect(answer.status).toBe(400);
    expect(answer.body.result?.error?.password).toEqual([PASSWORD_MESSAGES.context]);
    const spaces = await submit({ ...OWNER, token, password: " ".repeat(12) });
    expect(spaces.body.result?.error?.password).toEqual([PASSWORD_MESSAGES.whitespace]);
    expect(await staffCount()).toBe(0);
    expect((await page(token)).body.state).toBe("open");
  }, 60_000);

  it("creates the owner from two forms sent at once exactly once, signs them in, and closes for good", async () => {
    const token = tokenOf((await issueSetupLink())!);
    const [first, second] = await Promise.all([submit({ ...OWNER, token }), submit({ ...OWNER, email: "rival@iratech.test", token })]);
    const answers = [first, second];
    const won = answers.filter((a) => a.status === 302);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 302).map((a) => a.status)).toEqual([expect.any(Number)]);
    expect([403, 410]).toContain(answers.find((a) => a.status !== 302)!.status);
    expect(await staffCount()).toBe(1);

    const signedIn = won[0]!;
    expect(signedIn.headers.get("Location")).toBe("/admin-dashboard");
    const cookie = cookieFromSetCookie(signedIn.headers.get("Set-Cookie")!);
    const staff = await getOptionalStaff(new Request("http://localhost/admin-dashboard", { headers: { Cookie: cookie } }));
    expect(staff).toMatchObject({ role: "owner" });
    const [account] = await testDatabase().db.select().from(users).where(eq(users.id, staff!.id));
    expect(account!.name).toBe("Asha Rao");
    const [audit] = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "staff.setup"));
    expect(audit).toMatchObject({ actorUserId: staff!.id, entityId: staff!.id, ip: "203.0.113.20", userAgent: "setup test" });

    // Once a staff account exists: no new link, the page and the action refuse.
    expect(await issueSetupLink()).toBeNull();
    expect(await page(token)).toMatchObject({ status: 403, body: { state: "closed", message: SETUP_MESSAGES.closed } });
    const late = await submit({ ...OWNER, email: "late@iratech.test", token });
    expect(late.status).toBe(403);
    expect(late.body.error).toBe(SETUP_MESSAGES.closed);
    expect(await staffCount()).toBe(1);
  }, 120_000);

  it("answers hostile input with a 4xx, never a 5xx, and creates nobody", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ token: fc.oneof(hostileText, fc.string()), name: hostileText, email: hostileText, password: hostileText }, { requiredKeys: [] }),
        async (fields) => {
          const answer = await submit(fields as Record<string, string>);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect(await staffCount()).toBe(1);
  }, 120_000);
});
