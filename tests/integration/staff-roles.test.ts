/**
 * Issue 13.2, the role table: every admin loader and action of app/routes.ts, for every role, for a
 * deactivated account and for no session. Who may use what is written here, by path, from the
 * issue's words (owner: everything; admin: everything but staff; editor: posts and case studies
 * only, no personal data of visitors) — independently of app/lib/roles.ts, so a wrong capability in
 * a route or in the table fails here. A route added to app/routes.ts without a row below fails too.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { adminNav, inboxNav, navFor } from "#app/lib/paths.ts";
import { staffRoles, type StaffRole } from "#app/lib/roles.ts";
import { LastOwnerError, updateStaff } from "#app/models/users.server.ts";
import { db, rows } from "#db/client.server.ts";
import { sql } from "drizzle-orm";
import { createTestStaff, requestContext, sessionCookieFor } from "../support/auth.ts";

type Handler = (args: unknown) => Promise<unknown>;
type RouteModule = { loader?: Handler; action?: Handler };

const ALL: readonly StaffRole[] = ["owner", "admin", "editor"];
/** Contributors too (decision 045): the shell, one's own account, one's own drafts. */
const STAFF: readonly StaffRole[] = ["owner", "admin", "editor", "contributor"];
const MANAGERS: readonly StaffRole[] = ["owner", "admin"];
const OWNERS: readonly StaffRole[] = ["owner"];

/** Every admin path and the roles that may use it (loader and action alike). */
const EXPECTED: Record<string, readonly StaffRole[]> = {
  "/admin-logout": STAFF,
  "/admin-dashboard": STAFF,
  "/admin-dashboard/case-studies": ALL,
  "/admin-dashboard/case-studies/new": ALL,
  "/admin-dashboard/case-studies/:id/edit": ALL,
  "/admin-dashboard/blog": STAFF,
  "/admin-dashboard/blog/new": STAFF,
  "/admin-dashboard/blog/:id/edit": STAFF,
  "/admin-dashboard/pages": ALL,
  "/admin-dashboard/pages/new": ALL,
  "/admin-dashboard/pages/:id/edit": ALL,
  "/admin-dashboard/pages/:id/revisions/:revisionId": ALL,
  "/admin-preview/page/:id": ALL,
  "/admin-diagnostics/case-studies": ALL,
  "/admin-dashboard/media": ALL,
  "/admin-dashboard/media/upload": ALL,
  "/admin-dashboard/media/picker": ALL,
  "/admin-dashboard/trash": ALL,
  "/admin-dashboard/search": STAFF,
  "/admin-preview/:kind/:id": ALL,
  "/admin-dashboard/preview-links": ALL,
  "/admin-dashboard/blog/:id/revisions/:revisionId": ALL,
  "/admin-dashboard/case-studies/:id/revisions/:revisionId": ALL,
  "/admin-dashboard/audit": MANAGERS,
  "/admin-dashboard/signups": MANAGERS,
  "/admin-dashboard/signups/:refId": MANAGERS,
  "/admin-dashboard/milestones": ALL,
  "/admin-dashboard/landing-tests": ALL,
  "/admin-dashboard/landing-tests/:id": ALL,
  "/admin-dashboard/proof": ALL,
  "/admin-dashboard/signups.csv": MANAGERS,
  "/admin-dashboard/inbox": MANAGERS,
  "/admin-dashboard/subscribers": MANAGERS,
  "/admin-dashboard/outbox": MANAGERS,
  "/admin-dashboard/inbox/submissions.csv": MANAGERS,
  "/admin-dashboard/subscribers.csv": MANAGERS,
  "/admin-dashboard/attribution": MANAGERS,
  "/admin-dashboard/attribution.csv": MANAGERS,
  "/admin-dashboard/analytics": MANAGERS,
  "/admin-dashboard/analytics.csv": MANAGERS,
  "/admin-dashboard/privacy": MANAGERS,
  "/admin-dashboard/privacy/export.json": MANAGERS,
  "/admin-dashboard/newsletter": MANAGERS,
  "/admin-dashboard/newsletter/:id": MANAGERS,
  "/admin-dashboard/newsletter/:id/clicks.csv": MANAGERS,
  "/admin-dashboard/inbox/subscribers": MANAGERS,
  "/admin-dashboard/inbox/outbox": MANAGERS,
  "/admin-dashboard/inbox/subscribers.csv": MANAGERS,
  "/admin-dashboard/staff": OWNERS,
  "/admin-dashboard/account": STAFF,
  "/admin-dashboard/account/two-factor": STAFF,
  "/admin-dashboard/account/two-factor/requirement": OWNERS,
  "/admin-dashboard/account/passkeys": STAFF,
  "/admin-dashboard/account/passkeys/register": STAFF,
  "/admin-dashboard/settings": MANAGERS,
  "/admin-dashboard/navigation": MANAGERS,
  "/admin-dashboard/redirects": MANAGERS,
  "/admin-dashboard/webhooks": MANAGERS,
};
/** Where a route's action is narrower than its loader: a contributor lists their drafts but deletes nothing. */
const ACTION_EXPECTED: Record<string, readonly StaffRole[]> = {
  "/admin-dashboard/blog": ALL,
};
/** Pages anyone may open (they refuse a signed-in person in their own way, or are the way in). */
const PUBLIC_ADMIN_PATHS = new Set(["/admin-login", "/admin-login/two-factor", "/admin-login/passkey", "/admin-setup", "/admin-invite", "/admin-forgot-password", "/admin-reset-password", "/admin-confirm-email"]);
/** Fetched by scripts: to someone not allowed they answer 404, as if they did not exist. */
const NOT_FOUND_WHEN_REFUSED = new Set(["/admin-diagnostics/case-studies"]);

function adminRoutes(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = /^\/admin/.test(full) && !PUBLIC_ADMIN_PATHS.has(full) ? [{ path: full, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], full)];
  });
}

const table = await Promise.all(
  adminRoutes(routes as RouteConfigEntry[]).map(async (route) => ({
    ...route,
    module: (await import(path.resolve("app", route.file))) as RouteModule,
  })),
);

function concrete(routePath: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = routePath.replace(/:(\w+)\??/g, (_m, name: string) => {
    params[name] = "00000000-0000-4000-8000-000000000000";
    return params[name]!;
  });
  return { url, params };
}

/** A POST whose body records whether anyone read it: a refused request must not be looked at. */
function request(url: string, method: "GET" | "POST", cookie?: string) {
  let read = false;
  const body =
    method === "GET"
      ? undefined
      : new ReadableStream(
          {
            pull(controller) {
              read = true;
              controller.enqueue(new TextEncoder().encode("intent=nothing"));
              controller.close();
            },
          },
          { highWaterMark: 0 },
        );
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" });
  if (cookie) headers.set("Cookie", cookie);
  return { request: new Request(`http://localhost${url}`, { method, headers, body, duplex: "half" } as RequestInit), wasRead: () => read };
}

function statusOf(value: unknown): { status: number; location: string | null } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  const init = (value as { init?: ResponseInit | null })?.init;
  if (init) return { status: init.status ?? 200, location: new Headers(init.headers).get("Location") };
  return { status: 200, location: null };
}

async function run(handler: Handler, args: unknown) {
  try {
    return { thrown: false, ...statusOf(await handler(args)) };
  } catch (error) {
    if (error instanceof Error) throw error;
    return { thrown: true, ...statusOf(error) };
  }
}

const staff: Partial<Record<StaffRole | "deactivated", string>> = {};

beforeAll(async () => {
  for (const role of staffRoles) staff[role] = (await createTestStaff(`${role}@roles.test`, role)).id;
  staff.deactivated = (await createTestStaff("gone@roles.test", "admin")).id;
  await updateStaff(staff.deactivated, { active: false });
});

describe("the role table", () => {
  it("names every admin route of app/routes.ts", () => {
    expect([...new Set(table.map((r) => r.path))].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const who = [...staffRoles, "a deactivated admin", "no session"] as const;
  const cases = table.flatMap((route, index) =>
    (["loader", "action"] as const)
      .filter((kind) => route.module[kind])
      .flatMap((kind) => who.map((w) => [route.path, kind, w, route.file, index] as const)),
  );

  it.each(cases)("%s %s for %s (%s)", async (routePath, kind, w, _file, index) => {
    const route = table[index]!;
    const { url, params } = concrete(routePath);
    const userId = w === "no session" ? undefined : w === "a deactivated admin" ? staff.deactivated : staff[w];
    // A fresh session per case: the sign-out action ends the one it is given.
    const cookie = userId ? await sessionCookieFor(userId) : undefined;
    const { request: req, wasRead } = request(url, kind === "loader" ? "GET" : "POST", cookie);
    const outcome = await run(route.module[kind]!, { request: req, params, context: requestContext() });

    const roles = (kind === "action" ? ACTION_EXPECTED[routePath] : undefined) ?? EXPECTED[routePath]!;
    const allowed = (staffRoles as readonly string[]).includes(w) && roles.includes(w as StaffRole);
    if (allowed && routePath === "/admin-logout" && kind === "action") {
      // Signing out is the one allowed answer that leads to the login page.
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/admin-login");
      return;
    }
    if (allowed) {
      expect(outcome.status, `${w} may use ${routePath}`).not.toBe(403);
      expect(outcome.location ?? "").not.toMatch(/^\/admin-login/);
      if (!outcome.thrown || outcome.status < 300) expect(outcome.status).toBeLessThan(500);
      return;
    }
    if (NOT_FOUND_WHEN_REFUSED.has(routePath)) {
      expect(outcome.status).toBe(404);
    } else if ((staffRoles as readonly string[]).includes(w)) {
      // Signed in, but the role does not reach this page.
      expect(outcome.thrown).toBe(true);
      expect(outcome.status).toBe(403);
    } else {
      expect(outcome.thrown).toBe(true);
      expect(outcome.status).toBe(302);
      expect(outcome.location).toMatch(/^\/admin-login(\?|$)/);
    }
    expect(wasRead()).toBe(false);
  });

  it("a refused page says why, in words, and is not stored", async () => {
    const route = table.find((r) => r.path === "/admin-dashboard/inbox")!;
    const cookie = await sessionCookieFor(staff.editor!);
    try {
      await route.module.loader!({ request: request("/admin-dashboard/inbox", "GET", cookie).request, params: {}, context: requestContext() });
      expect.unreachable("an editor reached the inbox");
    } catch (error) {
      const response = error as Response;
      expect(response.status).toBe(403);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toBe("Your role does not give access to this page.");
    }
  });
});

describe("navigation by role", () => {
  it("shows each role only what it may use", () => {
    const managers = ["Case Studies", "Blog Posts", "Pages", "Landing Tests", "Proof", "Media", "Trash", "Signups", "Milestones", "Inbox", "Newsletter", "Subscribers", "Mail Outbox", "Analytics", "Attribution", "Settings", "Navigation", "Redirects", "Privacy", "Webhooks"];
    expect(navFor(adminNav, "owner").map((i) => i.label)).toEqual([...managers, "Staff", "Audit Log"]);
    expect(navFor(adminNav, "admin").map((i) => i.label)).toEqual([...managers, "Audit Log"]);
    expect(navFor(adminNav, "editor").map((i) => i.label)).toEqual(["Case Studies", "Blog Posts", "Pages", "Landing Tests", "Proof", "Media", "Trash", "Milestones"]);
    expect(navFor(inboxNav, "editor")).toEqual([]);
    expect(navFor(adminNav, "contributor").map((i) => i.label)).toEqual(["Blog Posts"]);
    expect(navFor(inboxNav, "contributor")).toEqual([]);
    expect(navFor(adminNav, null)).toEqual([]);
  });

  it("every navigation entry leads to a page its role may open", () => {
    for (const role of staffRoles) {
      for (const item of [...navFor(adminNav, role), ...navFor(inboxNav, role)]) {
        expect(EXPECTED[item.href], item.href).toContain(role);
      }
    }
  });
});

async function activeOwners(): Promise<number> {
  const [row] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from admin_users where role = 'owner' and deactivated_at is null`);
  return Number(row!.n);
}

describe("at least one owner", () => {
  it("refuses to demote or deactivate the last active owner, and allows it while another remains", async () => {
    expect(await activeOwners()).toBe(1);
    await expect(updateStaff(staff.owner!, { role: "admin" })).rejects.toBeInstanceOf(LastOwnerError);
    await expect(updateStaff(staff.owner!, { active: false })).rejects.toBeInstanceOf(LastOwnerError);

    const second = await createTestStaff("second-owner@roles.test", "owner");
    // Both demotions at once: one of them must be refused.
    const results = await Promise.allSettled([updateStaff(staff.owner!, { role: "editor" }), updateStaff(second.id, { role: "editor" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason)).toEqual([expect.any(LastOwnerError)]);
    expect(await activeOwners()).toBe(1);
  });

  it("deactivating an account ends its sessions at once", async () => {
    const editor = await createTestStaff("leaving@roles.test", "editor");
    const cookie = await sessionCookieFor(editor.id);
    const route = table.find((r) => r.path === "/admin-dashboard")!;
    const before = await run(route.module.loader!, { request: request("/admin-dashboard", "GET", cookie).request, params: {}, context: requestContext() });
    expect(before.status).toBe(200);
    await updateStaff(editor.id, { active: false });
    const after = await run(route.module.loader!, { request: request("/admin-dashboard", "GET", cookie).request, params: {}, context: requestContext() });
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/admin-login/);
  });
});
