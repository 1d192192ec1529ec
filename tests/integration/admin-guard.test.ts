/**
 * The guard as a table over every admin route in app/routes.ts (routes added later are covered
 * without editing this file): without a session, with a non-admin's session and with an ended
 * admin session, every loader and action under /admin* redirects to /admin-login, replacing
 * history, before it reads anything of the request, and the answer carries no admin data.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { createTestAdmin, createTestUser, requestContext, sessionCookieFor } from "../support/auth.ts";

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

type AdminRoute = { path: string; file: string };

/**
 * The ways in, opened without a session: sign-in (and its two-factor step, which answers without its
 * pending cookie in its own way: tests/integration/two-factor.test.ts), first run, and the pages of
 * the links staff get by mail.
 */
const PUBLIC_ADMIN_PATHS = ["/admin-login", "/admin-login/two-factor", "/admin-login/passkey", "/admin-setup", "/admin-invite", "/admin-forgot-password", "/admin-reset-password", "/admin-confirm-email"];

/** Flattens the route table into full paths; keeps the admin area except its public pages. */
function adminRoutes(entries: RouteConfigEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = full.startsWith("/admin") && !PUBLIC_ADMIN_PATHS.includes(full) ? [{ path: full || "/", file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], full)];
  });
}

/** Fills dynamic segments (":id", ":slug?") with a plausible value. */
function concrete(routePath: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = routePath.replace(/:(\w+)\??/g, (_m, name: string) => {
    params[name] = "some-id";
    return "some-id";
  });
  return { url, params };
}

/**
 * Routes under /admin* that are fetched by scripts rather than visited: to anyone but an admin
 * they answer as if they did not exist instead of redirecting, still without any data.
 */
const NOT_REDIRECTING: Record<string, { status: number; why: string }> = {
  "/admin-diagnostics/case-studies": { status: 404, why: "JSON for the staff diagnostic panel's fetch()" },
};

const table = await Promise.all(
  adminRoutes(routes as RouteConfigEntry[]).map(async (route) => ({
    ...route,
    module: (await import(path.resolve("app", route.file))) as RouteModule,
  })),
);
const ADMIN_EMAIL = "guarded-admin@iratech.test";
let cookies: Record<string, string | undefined>;

beforeAll(async () => {
  const admin = await createTestAdmin(ADMIN_EMAIL);
  const member = await createTestUser("not-an-admin@iratech.test");
  cookies = {
    "no session": undefined,
    "a forged token": "iratech_session=" + "x".repeat(43),
    "a non-admin's session": await sessionCookieFor(member.id),
    "an ended admin session": await sessionCookieFor(admin.id, new Date("2020-01-01T00:00:00Z")),
  };
});

/** A request whose body records whether anyone started reading it. */
function trackedRequest(url: string, method: string, cookie?: string) {
  let read = false;
  const body =
    method === "GET"
      ? undefined
      : new ReadableStream({
          pull(controller) {
            read = true;
            controller.enqueue(new TextEncoder().encode("title=Injected&intent=delete&id=1"));
            controller.close();
          },
          // With the default high-water mark the stream would pull once on its own.
        }, { highWaterMark: 0 });
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`http://localhost${url}`, { method, headers, body, duplex: "half" } as RequestInit);
  return { request, wasRead: () => read };
}

async function outcome(run: () => Promise<unknown>): Promise<{ thrown: boolean; value: unknown }> {
  try {
    return { thrown: false, value: await run() };
  } catch (error) {
    return { thrown: true, value: error };
  }
}

describe("admin guard", () => {
  it("finds the admin routes in the route table", () => {
    const paths = table.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(["/admin-dashboard", "/admin-dashboard/audit", "/admin-logout"]));
  });

  it("notices when a handler reads the submitted data", async () => {
    const tracked = trackedRequest("/admin-dashboard", "POST");
    expect(tracked.wasRead()).toBe(false);
    await tracked.request.text();
    expect(tracked.wasRead()).toBe(true);
  });

  const cases = table.flatMap((route) =>
    (["loader", "action"] as const)
      .filter((kind) => route.module[kind])
      .flatMap((kind) =>
        ["no session", "a forged token", "a non-admin's session", "an ended admin session"].map(
          (who) => [route.path, kind, who, route.module[kind]!] as const,
        ),
      ),
  );

  it.each(cases)("%s %s with %s redirects to /admin-login without data", async (routePath, kind, who, handler) => {
    const { url, params } = concrete(routePath);
    const { request, wasRead } = trackedRequest(url, kind === "loader" ? "GET" : "POST", cookies[who]);
    const result = await outcome(() => handler({ request, params, context: requestContext() }));

    const response = result.value as Response;
    expect(response).toBeInstanceOf(Response);
    const exception = NOT_REDIRECTING[routePath];
    if (exception) {
      expect(response.status).toBe(exception.status);
    } else {
      expect(result.thrown).toBe(true);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin-login(\?|$)/);
      expect(response.headers.get("X-Remix-Replace")).toBe("true");
      expect(await response.clone().text()).toBe("");
    }
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.text();
    expect(body).not.toContain(ADMIN_EMAIL);
    // The guard ran before anything looked at the submitted data.
    expect(wasRead()).toBe(false);
  });

  it.each(table.filter((r) => r.module.loader).map((r) => [r.path, r.module] as const))("%s loader lets the signed-in admin through", async (routePath, module) => {
    const { url, params } = concrete(routePath);
    const admin = await createTestAdmin(ADMIN_EMAIL);
    const cookie = await sessionCookieFor(admin.id);
    const result = await outcome(() => module.loader!({ request: trackedRequest(url, "GET", cookie).request, params, context: requestContext() }));
    if (result.thrown) {
      // A loader may redirect or answer 404 for a made-up id, but never send an admin to the login page.
      const thrown = result.value as Response | { init?: ResponseInit | null };
      const status = thrown instanceof Response ? thrown.status : thrown.init?.status;
      expect(status, String(result.value)).toBeGreaterThanOrEqual(300);
      expect(status).toBeLessThan(500);
      const location = thrown instanceof Response ? thrown.headers.get("Location") : new Headers(thrown.init?.headers).get("Location");
      expect(location ?? "").not.toMatch(/^\/admin-login/);
    }
  });
});
