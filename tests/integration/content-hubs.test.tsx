/**
 * The content hubs' words (the site setting "hubs"): the heading, introduction, title, description
 * and keywords of /blog and /case-studies are today's words until an owner or admin saves others
 * under Site settings; then /blog renders the new words (page and head, and the list's JSON title),
 * the save is audited and announced to every instance (which drop their cached pages); bad input is
 * a 400 with field messages and stores nothing; editors are refused. Hostile posts (fast-check)
 * never 5xx and store exactly what the schema makes of them.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteSettings } from "../../db/schema.ts";
import { contentHubDefaults, type ContentHubs } from "#app/lib/content-hubs.ts";
import { contentHubsSchema, readContentHubs } from "#app/lib/schemas/content-hubs.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import BlogIndex, { loader as blogLoader, meta as blogMeta } from "#app/routes/blog/index.tsx";
import CaseStudiesIndex, { loader as caseStudiesLoader, meta as caseStudiesMeta } from "#app/routes/case-studies/index.tsx";
import { loader as blogApiLoader } from "#app/routes/resources/blog-list.ts";
import { contentHubs, reloadContentHubs } from "#app/services/content-hubs.server.ts";
import { startRealtime, stopRealtime, subscribe, type SiteEvent } from "#app/services/realtime.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage, hostileText, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let adminCookie = "";
let editorCookie = "";
let adminId = "";

beforeAll(async () => {
  const admin = await createTestStaff("admin@hubs.test", "admin");
  adminId = admin.id;
  adminCookie = await sessionCookieFor(admin.id);
  editorCookie = await sessionCookieFor((await createTestStaff("editor@hubs.test", "editor")).id);
});

beforeEach(async () => {
  await db().delete(siteSettings).where(eq(siteSettings.key, "hubs"));
  await reloadContentHubs();
});

type Answer = { form: string; ok: boolean; message: string; fieldErrors: Record<string, string[]> };

/** The hubs' words as the form under Site settings posts them. */
function formOf(hubs: ContentHubs = contentHubDefaults, overrides: Record<string, string> = {}): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of ["blog", "caseStudies"] as const) {
    const words = hubs[key];
    values[`${key}.title`] = words.title;
    values[`${key}.description`] = words.description;
    values[`${key}.keywords`] = words.keywords.join(", ");
    values[`${key}.heroTitle`] = words.heroTitle;
    values[`${key}.heroSubtitle`] = words.heroSubtitle;
  }
  return { ...values, ...overrides };
}

function post(entries: readonly (readonly [string, string])[], cookie = adminCookie, url = "/admin-dashboard/settings?hubs") {
  const request = new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: urlEncoded(entries),
  });
  return settle<Answer>(() => settingsAction({ request, context: requestContext(), params: {} } as never));
}

const save = (values: Record<string, string>, cookie = adminCookie) => post(Object.entries(values), cookie);

async function storedHubs(): Promise<unknown> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, "hubs"));
  return row?.value;
}

type Tag = Record<string, unknown>;

/** /blog as the server renders it: the page's markup and its head tags. */
async function renderBlog(search = ""): Promise<{ status: number; html: string; tags: Tag[] }> {
  return renderHub("blog", `/blog${search}`, BlogIndex as never, blogLoader as never, blogMeta as never);
}

async function renderCaseStudies(): Promise<{ status: number; html: string; tags: Tag[] }> {
  return renderHub("case-studies", "/case-studies", CaseStudiesIndex as never, caseStudiesLoader as never, caseStudiesMeta as never);
}

async function renderHub(
  path: string,
  url: string,
  Page: (props: { loaderData: unknown }) => React.ReactNode,
  loader: (args: unknown) => Promise<unknown>,
  meta: (args: unknown) => Tag[],
): Promise<{ status: number; html: string; tags: Tag[] }> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => rootLoader(),
      children: [
        {
          id: "hub",
          path,
          loader: ({ request }: { request: Request }) => loader({ request, params: {}, context: requestContext() }),
          Component: () => <Page loaderData={useLoaderData()} />,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
  const matches = [{ id: "root", loaderData: context.loaderData.root }];
  const tags = meta({ loaderData: context.loaderData.hub, matches, params: {}, location: { search: url.split("?")[1] ?? "" } });
  return { status: context.statusCode, html, tags };
}

const titleOf = (tags: Tag[]) => String(tags.find((tag) => "title" in tag)?.title);
const metaNamed = (tags: Tag[], name: string) => tags.find((tag) => tag.name === name)?.content;

const NEW_WORDS: ContentHubs = {
  blog: {
    title: "Field Notes from the Engine Room",
    description: "What our engineers learned shipping data platforms this quarter.",
    keywords: ["field notes", "platform engineering"],
    heroTitle: "Notes from the Engine Room",
    heroSubtitle: "Short, practical write-ups from the people who build our clients' platforms.",
  },
  caseStudies: {
    ...contentHubDefaults.caseStudies,
    heroTitle: "Client Results",
  },
};

describe("the hubs' words", () => {
  it("are today's words until someone saves", async () => {
    const blog = await renderBlog();
    expect(blog.status).toBe(200);
    expect(blog.html).toContain("Insights and Articles");
    expect(blog.html).toContain("Practical notes from our engineers on AI, cloud architecture, data engineering and machine learning.");
    expect(titleOf(blog.tags)).toBe("Blog: Insights on AI, Cloud and Data Engineering | Iratech");
    expect(metaNamed(blog.tags, "keywords")).toBe("AI blog, cloud architecture, data engineering, MLOps, FinOps");

    const cases = await renderCaseStudies();
    expect(cases.html).toContain(">Case Studies<");
    expect(cases.html).toContain("Real projects, real numbers: how our clients cut costs, moved faster and put AI and data to work.");
    expect(titleOf(cases.tags)).toBe("Case Studies: Measurable Results in AI, Cloud and Data | Iratech");

    const form = await settle<{ hubs: ContentHubs }>(() =>
      settingsLoader({ request: new Request("http://localhost/admin-dashboard/settings", { headers: { cookie: adminCookie } }), context: requestContext(), params: {} } as never),
    );
    expect(form.status).toBe(200);
    expect(form.body.hubs).toEqual(contentHubDefaults);
  });

  it("an admin's saved words are what /blog renders (page, head and the list's JSON), stored and audited", async () => {
    const answer = await save(formOf(NEW_WORDS, { "blog.keywords": " field notes, platform engineering ,, field notes " }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ form: "hubs", ok: true, message: "Blog and case studies pages saved. Visitors see the new words now." });
    expect(readContentHubs(await storedHubs())).toEqual(NEW_WORDS);

    const blog = await renderBlog();
    expect(blog.html).toContain("Notes from the Engine Room");
    expect(blog.html).toContain("Short, practical write-ups from the people who build our clients&#x27; platforms.");
    expect(blog.html).not.toContain("Insights and Articles");
    expect(titleOf(blog.tags)).toBe("Field Notes from the Engine Room | Iratech");
    expect(metaNamed(blog.tags, "description")).toBe("What our engineers learned shipping data platforms this quarter.");
    expect(metaNamed(blog.tags, "keywords")).toBe("field notes, platform engineering");
    // A bad filter's page (400) has the new words too.
    const invalid = await renderBlog("?category=" + "x".repeat(500));
    expect(invalid.html).toContain("Notes from the Engine Room");

    // The list's island sets the document title from GET /api/blog.
    const api = await blogApiLoader({ request: new Request("http://localhost/api/blog?page=1"), params: {}, context: requestContext() } as never);
    expect(((await (api as Response).json()) as { title: string }).title).toBe("Field Notes from the Engine Room | Iratech");

    expect((await renderCaseStudies()).html).toContain(">Client Results<");

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, "hubs")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.action).toBe("settings.update");
    expect(audit?.actorUserId).toBe(adminId);
    expect((audit?.details as { changed: string[] }).changed.sort()).toEqual(["blog", "caseStudies"]);

    // Another instance reads the same words from the database.
    await reloadContentHubs();
    expect((await contentHubs()).blog.heroTitle).toBe("Notes from the Engine Room");
  });

  it("refuses blank or overlong words with field messages and keeps the stored words", async () => {
    expect((await save(formOf(NEW_WORDS))).status).toBe(200);
    const refused = await save(formOf(NEW_WORDS, { "blog.heroTitle": "  ", "caseStudies.description": "d".repeat(301), "blog.keywords": Array.from({ length: 13 }, (_, i) => `k${i}`).join(",") }));
    expect(refused.status).toBe(400);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.message).toBe("Please correct the fields marked below.");
    expect(refused.body.fieldErrors["blog.heroTitle"]).toEqual(["Blog: heading is required"]);
    expect(refused.body.fieldErrors["caseStudies.description"]).toEqual(["Case studies: description must be at most 300 characters"]);
    expect(refused.body.fieldErrors["blog.keywords"]).toEqual(["Blog: keywords: at most 12 keywords"]);
    expect(readContentHubs(await storedHubs())).toEqual(NEW_WORDS);
    expect((await renderBlog()).html).toContain("Notes from the Engine Room");
  });

  it("editors are refused and nothing changes; the company form still posts to its own handler", async () => {
    const refused = await save(formOf(NEW_WORDS), editorCookie);
    expect(refused.status).toBe(403);
    expect(await storedHubs()).toBeUndefined();
    expect((await renderBlog()).html).toContain("Insights and Articles");
    // Without ?hubs the post is the company form's: the hubs' fields alone are refused there.
    const company = await post(Object.entries(formOf(NEW_WORDS)), adminCookie, "/admin-dashboard/settings");
    expect(company.status).toBe(400);
    expect(company.body.form).toBe("company");
    expect(await storedHubs()).toBeUndefined();
  });

  it("reads a damaged stored value hub by hub over today's words", () => {
    expect(readContentHubs({ blog: { ...NEW_WORDS.blog, keywords: "x" }, caseStudies: NEW_WORDS.caseStudies })).toEqual({ blog: contentHubDefaults.blog, caseStudies: NEW_WORDS.caseStudies });
    expect(readContentHubs([1, 2])).toEqual(contentHubDefaults);
    expect(readContentHubs(null)).toEqual(contentHubDefaults);
  });
});

describe("every instance hears of a save", () => {
  const events: SiteEvent[] = [];
  let unsubscribe = () => {};
  beforeAll(async () => {
    await startRealtime(testDatabase());
    unsubscribe = subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    unsubscribe();
    await stopRealtime();
  });

  it("a save announces the topic 'settings' (server/index.ts reloads the words and drops cached pages on it)", async () => {
    const saves = () => events.filter((e) => e.topic === "settings" && e.id === "hubs" && e.op !== "DELETE").length;
    await save(formOf(NEW_WORDS));
    await expect.poll(saves).toBe(1);
    await save(formOf(NEW_WORDS, { "blog.title": "" }));
    await save(formOf());
    await expect.poll(saves).toBe(2);
  });
});

describe("hostile input (fast-check)", () => {
  const fields = Object.keys(formOf());
  it("never answers 5xx; a refusal is a 4xx with our words; a success stores what the schema makes of the input", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(fields),
        fc.array(fc.tuple(fc.constantFrom(...fields, "blog", "caseStudies", "blog.keywords[0]", "__proto__", "intent"), hostileText), { maxLength: 4 }),
        async (replaced, extra) => {
          const values = formOf();
          const entries: [string, string][] = Object.entries(values).map(([key, value]) => [key, replaced.includes(key) ? "" : value]);
          for (const [key, value] of extra) entries.push([key, value]);
          const before = await storedHubs();
          const answer = await post(entries);
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 200) {
            const form = new FormData();
            for (const [key, value] of new URLSearchParams(urlEncoded(entries))) form.append(key, value);
            const parsed = parseWithZod(form, { schema: contentHubsSchema });
            expect(parsed.status).toBe("success");
            expect(await storedHubs()).toEqual(parsed.status === "success" ? parsed.value : null);
            expect((await contentHubs()).blog.heroTitle).toBe(parsed.status === "success" ? parsed.value.blog.heroTitle : null);
          } else {
            expect([400, 413, 415]).toContain(answer.status);
            expectHumanMessage(answer.body.message);
            for (const message of Object.values(answer.body.fieldErrors).flat()) expectHumanMessage(message);
            expect(await storedHubs()).toEqual(before);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
