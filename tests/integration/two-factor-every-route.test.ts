/**
 * Issue 29.7: while two-factor sign-in is required for every account, each admin route of
 * app/routes.ts (loader and action) sends a signed-in editor who has not enrolled to the enrolment
 * page, before anything of it is computed; only enrolment itself and sign-out stay open. The list
 * comes from the route table, so a route added later is checked too. Before, the case-study
 * diagnostics answered such an editor.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { setSetting } from "#app/models/site-settings.server.ts";
import { reloadTwoFactorRequirement } from "#app/services/site-settings.server.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { requestContext } from "../support/route-call.ts";

type Handler = (args: unknown) => Promise<unknown>;
type RouteModule = { loader?: Handler; action?: Handler };

/** The ways in, and the two pages someone who must enrol may open. */
const OPEN = new Set<string>([
  adminPaths.login,
  adminPaths.loginTwoFactor,
  adminPaths.loginPasskey,
  adminPaths.setup,
  adminPaths.invite,
  adminPaths.forgotPassword,
  adminPaths.resetPassword,
  adminPaths.confirmEmail,
  adminPaths.twoFactor,
  adminPaths.logout,
]);

function adminRoutes(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = /^\/admin/.test(full) && !OPEN.has(full) ? [{ path: full, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], full)];
  });
}

const table = await Promise.all(
  adminRoutes(routes as RouteConfigEntry[]).map(async (route) => ({ ...route, module: (await import(path.resolve("app", route.file))) as RouteModule })),
);

let editor = "";
beforeAll(async () => {
  editor = (await createTestStaff("unenrolled@every-route.test", "editor")).id;
  await setSetting("security.requireTwoFactor", true, null);
  await reloadTwoFactorRequirement();
});
afterAll(async () => {
  await setSetting("security.requireTwoFactor", false, null);
  await reloadTwoFactorRequirement();
});

function locationOf(value: unknown): { status: number; location: string | null } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  const init = (value as { init?: ResponseInit | null })?.init;
  return { status: init?.status ?? 200, location: init ? new Headers(init.headers).get("Location") : null };
}

describe("two-factor required: every admin route sends an editor who has not enrolled to enrolment", () => {
  it("lists the admin routes, the diagnostics included", () => {
    const listed = table.map((r) => r.path);
    expect(listed).toContain(adminPaths.caseStudyDiagnostics);
    expect(listed).toContain(adminPaths.staff);
    expect(listed.length).toBeGreaterThan(25);
  });

  const cases = table.flatMap((route) =>
    (["loader", "action"] as const).filter((kind) => route.module[kind]).map((kind) => [route.path, kind, route] as const),
  );
  it.each(cases)("%s %s", async (routePath, kind, route) => {
    const params: Record<string, string> = {};
    const url = routePath.replace(/:(\w+)\??/g, (_m, name: string) => (params[name] = "00000000-0000-4000-8000-000000000000"));
    const cookie = await sessionCookieFor(editor);
    const headers = new Headers({ Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" });
    const request = new Request(`http://localhost${url}`, kind === "loader" ? { headers } : { method: "POST", headers, body: "intent=nothing" });
    let outcome;
    try {
      outcome = locationOf(await route.module[kind]!({ request, params, context: requestContext() }));
    } catch (thrown) {
      if (thrown instanceof Error) throw thrown;
      outcome = locationOf(thrown);
    }
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(adminPaths.twoFactor);
  });
});
