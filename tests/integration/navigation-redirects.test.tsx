/**
 * Navigation and redirects (issue 26.4, 26.5) on a real database: an admin's redirect is answered
 * with its status and Location before any page (fast path and Express); loops, chains and bad paths
 * are refused with their reason and store nothing; a published post's changed slug leaves a 301 and
 * chains collapse; the menus saved in the admin are what the header and footer render, and every
 * instance drops its stored pages; editors are refused (403); every change is audited.
 */
import http from "node:http";
import { desc, eq, sql } from "drizzle-orm";
import express from "express";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, redirects, siteSettings } from "../../db/schema.ts";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { defaultMenus } from "#app/lib/navigation.ts";
import { paths } from "#app/lib/paths.ts";
import type { SiteMenus } from "#app/lib/schemas/navigation.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action as navigationAction, loader as navigationLoader } from "#app/routes/admin/navigation.tsx";
import { action as redirectsAction, loader as redirectsLoader } from "#app/routes/admin/redirects.tsx";
import { createPost, updatePost } from "#app/services/content.server.ts";
import { reloadMenus } from "#app/services/navigation.server.ts";
import { startRealtime, stopRealtime, subscribe, type SiteEvent } from "#app/services/realtime.server.ts";
import { followRedirectChanges, recordPathChange, redirectFor, reloadRedirects } from "#app/services/redirects.server.ts";
import { prerenderedPagesStale } from "#app/services/site-settings.server.ts";
import { createFastPath, redirectMiddleware } from "../../server/fast-path.ts";
import { loadStoredFiles } from "../../server/static.ts";
import { postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { menusBody } from "../support/navigation.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let adminCookie = "";
let editorCookie = "";
let adminId = "";

beforeAll(async () => {
  const admin = await createTestStaff("admin@nav.test", "admin");
  adminId = admin.id;
  adminCookie = await sessionCookieFor(admin.id);
  editorCookie = await sessionCookieFor((await createTestStaff("editor@nav.test", "editor")).id);
});

beforeEach(async () => {
  await db().delete(redirects);
  await db().delete(siteSettings).where(eq(siteSettings.key, "navigation"));
  await reloadRedirects();
  await reloadMenus();
});

type Answer = { ok: boolean; message: string; fieldErrors: Record<string, string[]> };

function postForm(url: string, body: URLSearchParams, cookie: string): Request {
  return new Request(`http://localhost${url}`, { method: "POST", body, headers: { cookie, "content-type": "application/x-www-form-urlencoded" } });
}

function addRedirect(from: string, to: string, status = "301", cookie = adminCookie) {
  const body = new URLSearchParams({ intent: "add", from, to, status });
  return settle<Answer>(() => redirectsAction({ request: postForm("/admin-dashboard/redirects", body, cookie), context: requestContext(), params: {} } as never));
}

function saveMenus(menus: SiteMenus | URLSearchParams, cookie = adminCookie) {
  const body = menus instanceof URLSearchParams ? menus : menusBody(menus);
  return settle<Answer>(() => navigationAction({ request: postForm("/admin-dashboard/navigation", body, cookie), context: requestContext(), params: {} } as never));
}

const storedRedirects = async () =>
  (await db().select().from(redirects).orderBy(redirects.fromPath)).map((row) => ({ from: row.fromPath, to: row.toPath, status: row.status }));

async function lastAudit(action: string) {
  const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

describe("redirects in the admin", () => {
  it("adds a redirect, lists it, audits it, and the server answers it with its status and Location", async () => {
    const added = await addRedirect("/old-offer", "/products", "302");
    expect(added.status).toBe(200);
    expect(added.body.message).toBe("Added: /old-offer now redirects to /products (302).");
    expect(await storedRedirects()).toEqual([{ from: "/old-offer", to: "/products", status: 302 }]);
    expect(redirectFor("/old-offer")).toEqual({ location: "/products", status: 302 });
    expect(redirectFor("/old-offer/?utm_source=x")).toEqual({ location: "/products?utm_source=x", status: 302 });
    const audit = await lastAudit("redirect.create");
    expect(audit?.actorUserId).toBe(adminId);
    expect(audit?.details).toMatchObject({ from: "/old-offer", to: "/products", status: 302 });

    const list = await settle<{ redirects: { from: string }[] }>(() =>
      redirectsLoader({ request: new Request("http://localhost/admin-dashboard/redirects", { headers: { cookie: adminCookie } }), context: requestContext(), params: {} } as never),
    );
    expect(list.body.redirects.map((r) => r.from)).toEqual(["/old-offer"]);
  });

  it("refuses loops, chains and bad paths with the reason beside the field, and stores nothing", async () => {
    expect((await addRedirect("/a", "/b")).status).toBe(200);
    const before = await storedRedirects();
    const cases: [string, string, "from" | "to", string][] = [
      ["/c", "/c", "to", "A redirect cannot lead to its own path (a loop)"],
      ["/b", "/a", "to", "/a already redirects to /b: this would make a loop"],
      ["/c", "/a?x=1", "to", "/a already redirects to /b: point this one at /b instead (no chains)"],
      ["/b", "/c", "from", "/a already redirects to /b: this would make a chain (point /a at the new address instead)"],
      ["/a", "/d", "from", "/a already redirects: remove that redirect first"],
      ["old", "/d", "from", "Old path must start with a single / (such as /old-page)"],
      ["/", "/d", "from", "The home page cannot be redirected"],
      ["/admin-dashboard", "/d", "from", "Old path is reserved for the site itself"],
      ["/x y", "/d", "from", "Old path must be a plain path such as /old-page, with no spaces, ? or #"],
      ["/e", "javascript:alert(1)", "to", "New address must be a path of this site (starting with /) or a link starting with http:// or https://"],
      ["/e", "//evil.example", "to", "New address must be a path of this site (starting with /) or a link starting with http:// or https://"],
    ];
    for (const [from, to, field, message] of cases) {
      const answer = await addRedirect(from, to);
      expect(answer.status, `${from} → ${to}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.fieldErrors[field], `${from} → ${to}`).toEqual([message]);
    }
    expect((await addRedirect("/e", "/d", "307")).body.fieldErrors.status).toEqual(["Choose permanent (301) or temporary (302)"]);
    expect(await storedRedirects()).toEqual(before);
  });

  it("removes a redirect (audited), after which the path is no longer redirected", async () => {
    await addRedirect("/gone", "https://example.com/elsewhere");
    const [row] = await db().select().from(redirects);
    const body = new URLSearchParams({ intent: "delete", id: row!.id });
    const removed = await settle<Answer>(() => redirectsAction({ request: postForm("/admin-dashboard/redirects", body, adminCookie), context: requestContext(), params: {} } as never));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Removed the redirect from /gone.");
    expect(await storedRedirects()).toEqual([]);
    expect(redirectFor("/gone")).toBeUndefined();
    expect((await lastAudit("redirect.delete"))?.details).toMatchObject({ from: "/gone", to: "https://example.com/elsewhere" });
    const again = await settle<Answer>(() => redirectsAction({ request: postForm("/admin-dashboard/redirects", body, adminCookie), context: requestContext(), params: {} } as never));
    expect(again.status).toBe(404);
  });
});

describe("the server answers redirects before any page", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const files = await loadStoredFiles("/nonexistent-build-dir", { https: false, dev: false });
    const fast = createFastPath({ files, trustProxy: false, redirects: redirectFor });
    const app = express();
    app.use(redirectMiddleware(redirectFor));
    app.use((_req, res) => void res.status(404).send("not found"));
    server = http.createServer((req, res) => void (fast.handle(req, res) || app(req, res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: "manual", headers });

  it("answers 301 and 302 with Location, from the fast path and from Express (a request the fast path leaves)", async () => {
    await addRedirect("/moved", "/blog");
    await addRedirect("/for-now", "https://example.com/sale", "302");
    const moved = await get("/moved");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog");
    expect(moved.headers.get("cache-control")).toBe("public, max-age=3600");
    const temporary = await get("/for-now/");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("location")).toBe("https://example.com/sale");
    // A percent sign sends the request to Express, which answers the same redirect.
    await addRedirect("/moved-too", "/about");
    const viaExpress = await get("/moved-too?q=%20");
    expect(viaExpress.status).toBe(301);
    expect(viaExpress.headers.get("location")).toBe("/about?q=%20");
    expect((await get("/not-redirected")).status).toBe(404);
    // Any target can be sent as a header: what was typed outside ASCII is encoded, here or in SQL.
    await addRedirect("/menu", "/café/€");
    expect((await get("/menu")).headers.get("location")).toBe("/caf%C3%A9/%E2%82%AC");
    await db().execute(sql`insert into redirects (from_path, to_path, status) values ('/typed-in-sql', '/ünïcode', 302)`);
    await reloadRedirects();
    expect((await get("/typed-in-sql")).headers.get("location")).toBe("/%C3%BCn%C3%AFcode");
    // Only reads are redirected.
    expect((await fetch(base + "/moved", { method: "POST", redirect: "manual" })).status).toBe(404);
  });

  it("every instance reloads its map when the table changes (here, in plain SQL)", async () => {
    await startRealtime(testDatabase());
    const stop = followRedirectChanges();
    try {
      await db().execute(sql`insert into redirects (from_path, to_path, status) values ('/from-sql', '/careers', 301)`);
      await expect.poll(() => redirectFor("/from-sql")).toEqual({ location: "/careers", status: 301 });
      expect((await get("/from-sql")).headers.get("location")).toBe("/careers");
    } finally {
      stop();
      await stopRealtime();
    }
  });
});

describe("a changed address leaves a 301", () => {
  it("a published post's new slug: the old address answers 301 to the new one; chains collapse", async () => {
    const post = await createPost(postInput({ title: "Slug change one", slug: "slug-a" }), testActor);
    await updatePost(post.id, postInput({ title: "Slug change one", slug: "slug-b" }), testActor);
    expect(await storedRedirects()).toEqual([{ from: "/blog/slug-a", to: "/blog/slug-b", status: 301 }]);
    expect(redirectFor("/blog/slug-a")).toEqual({ location: "/blog/slug-b", status: 301 });
    expect((await lastAudit("redirect.path-change"))?.details).toMatchObject({ from: "/blog/slug-a", to: "/blog/slug-b" });

    await updatePost(post.id, postInput({ title: "Slug change one", slug: "slug-c" }), testActor);
    expect(await storedRedirects()).toEqual([
      { from: "/blog/slug-a", to: "/blog/slug-c", status: 301 },
      { from: "/blog/slug-b", to: "/blog/slug-c", status: 301 },
    ]);
    // Back to the first address: it serves the post again, and nothing loops.
    await updatePost(post.id, postInput({ title: "Slug change one", slug: "slug-a" }), testActor);
    expect(await storedRedirects()).toEqual([
      { from: "/blog/slug-b", to: "/blog/slug-a", status: 301 },
      { from: "/blog/slug-c", to: "/blog/slug-a", status: 301 },
    ]);
    expect(redirectFor("/blog/slug-a")).toBeUndefined();
  });

  it("a draft's slug leaves none; a new post at a redirected address takes it back", async () => {
    const draft = await createPost(postInput({ title: "Draft slug", slug: "draft-a", isPublished: false }), testActor);
    await updatePost(draft.id, postInput({ title: "Draft slug", slug: "draft-b", isPublished: false }), testActor);
    expect(await storedRedirects()).toEqual([]);

    await recordPathChange(paths.blogPost("taken-back"), paths.blogPost("elsewhere"), testActor);
    await createPost(postInput({ title: "Taken back", slug: "taken-back" }), testActor);
    expect(await storedRedirects()).toEqual([]);
    expect(redirectFor("/blog/taken-back")).toBeUndefined();
  });
});

async function renderShell(): Promise<string> {
  const routes = [{ id: "root", path: "/", loader: () => rootLoader(), Component: () => (<><SiteHeader /><SiteFooter /></>) }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

describe("navigation in the database", () => {
  it("shows today's menus until someone saves", async () => {
    const html = await renderShell();
    expect(html).toContain('href="/services#ai-solutions-details"');
    expect(html).toContain(">Migrations<");
    expect(prerenderedPagesStale()).toBe(false);
  });

  it("an admin's saved menus are what the header and footer render, audited; prerendered pages stop being served", async () => {
    const menus: SiteMenus = structuredClone(defaultMenus);
    menus.footer[0]!.items.push({ label: "Press kit", href: "/press", description: null });
    menus.header = menus.header.filter((item) => item.href !== paths.careers);
    menus.header.reverse();
    const saved = await saveMenus(menus);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Menus saved. Every page shows them now.");

    const html = await renderShell();
    expect(html).toMatch(/<a [^>]*href="\/press"[^>]*>Press kit<\/a>/);
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer.indexOf(">Press kit<")).toBeGreaterThan(footer.indexOf(">Contact<"));
    const nav = html.slice(html.indexOf('aria-label="Main"'), html.indexOf("</nav>"));
    expect(nav).not.toContain(">Careers<");
    expect(nav.indexOf(">About<")).toBeLessThan(nav.indexOf(">Services<"));
    expect(prerenderedPagesStale()).toBe(true);

    const audit = await lastAudit("navigation.update");
    expect(audit?.actorUserId).toBe(adminId);
    expect((audit?.details as { changed: string[] }).changed.sort()).toEqual(["footer", "header"]);

    const page = await settle<{ menus: SiteMenus }>(() =>
      navigationLoader({ request: new Request("http://localhost/admin-dashboard/navigation", { headers: { cookie: adminCookie } }), context: requestContext(), params: {} } as never),
    );
    expect(page.body.menus.footer[0]!.items.at(-1)).toEqual({ label: "Press kit", href: "/press", description: null });
  });

  it("refuses links other than site paths, http(s), mailto and tel, blank labels and too many items, beside the field; stores nothing", async () => {
    const bad: SiteMenus = structuredClone(defaultMenus);
    bad.footer[1]!.items[0]!.href = "javascript:alert(1)";
    bad.header[0]!.label = " ";
    bad.products[0]!.href = "//evil.example";
    const answer = await saveMenus(bad);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors["footer[1].items[0].href"]).toEqual(["Link must start with /, https://, http://, mailto: or tel:"]);
    expect(answer.body.fieldErrors["header[0].label"]).toEqual(["Label is required"]);
    expect(answer.body.fieldErrors["products[0].href"]).toEqual(["Link must be a path of this site (one / at the start), or a full address"]);

    const many: SiteMenus = structuredClone(defaultMenus);
    many.header = Array.from({ length: 9 }, (_, i) => ({ label: `L${i}`, href: `/l${i}`, description: null }));
    expect((await saveMenus(many)).body.fieldErrors.header).toEqual(["At most 8 header links"]);

    const fine: SiteMenus = structuredClone(defaultMenus);
    fine.footer[0]!.items = [
      { label: "Mail us", href: "mailto:hello@example.com", description: null },
      { label: "Call us", href: "tel:+914445678900", description: null },
      { label: "Elsewhere", href: "https://example.com/x", description: null },
    ];
    expect((await saveMenus(fine)).status).toBe(200);
    await db().delete(siteSettings).where(eq(siteSettings.key, "navigation"));
    expect((await saveMenus(bad)).status).toBe(400);
    expect(await db().select().from(siteSettings).where(eq(siteSettings.key, "navigation"))).toEqual([]);
  });
});

describe("every instance drops its pages when the menus change", () => {
  it("a save announces 'settings' for the key navigation (server/index.ts reloads and drops every cached page on it)", async () => {
    const events: SiteEvent[] = [];
    await startRealtime(testDatabase());
    const unsubscribe = subscribe((event) => events.push(event));
    try {
      const menus: SiteMenus = structuredClone(defaultMenus);
      menus.productsMore.pop();
      expect((await saveMenus(menus)).status).toBe(200);
      await expect.poll(() => events.filter((e) => e.topic === "settings" && e.id === "navigation" && e.op !== "DELETE").length).toBe(1);
    } finally {
      unsubscribe();
      await stopRealtime();
    }
  });
});

describe("roles", () => {
  it("an editor is refused (403) by redirects and navigation, and nothing is stored", async () => {
    const loads = [
      () => redirectsLoader({ request: new Request("http://localhost/admin-dashboard/redirects", { headers: { cookie: editorCookie } }), context: requestContext(), params: {} } as never),
      () => navigationLoader({ request: new Request("http://localhost/admin-dashboard/navigation", { headers: { cookie: editorCookie } }), context: requestContext(), params: {} } as never),
    ];
    for (const load of loads) expect((await settle(load)).status).toBe(403);
    expect((await addRedirect("/editor-made", "/blog", "301", editorCookie)).status).toBe(403);
    const changed: SiteMenus = structuredClone(defaultMenus);
    changed.header = [];
    expect((await saveMenus(changed, editorCookie)).status).toBe(403);
    expect(await storedRedirects()).toEqual([]);
    expect(await db().select().from(siteSettings).where(eq(siteSettings.key, "navigation"))).toEqual([]);
  });
});
