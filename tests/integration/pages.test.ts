/**
 * Issue 26 on a real database (both engines): pages saved as drafts, published now or on a
 * schedule, restored from a revision; bad blocks refused with nothing stored; a page whose stored
 * content no longer reads shows its last good revision; proof referenced by id.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, contentRevisions, pages } from "../../db/schema.ts";
import type { PageInput } from "#app/lib/blocks/schema.ts";
import {
  deletePage,
  pageForEdit,
  pathProblem,
  publishDuePages,
  publishedPage,
  publishPage,
  restorePageRevision,
  savePageDraft,
  sitemapPages,
  unpublishPage,
} from "#app/services/pages.server.ts";
import { deleteProofRecord, saveProof, testimonialCards } from "#app/services/proof-collections.server.ts";
import { previewPageView } from "#app/services/page-view.server.ts";
import { seedSitePages } from "#app/services/page-seed.server.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/pages/page.tsx";
import { testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { hostileText } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
beforeEach(async () => {
  await db().execute(sql`delete from pages`);
  await db().execute(sql`delete from content_revisions where entity_type = 'page'`);
  await db().execute(sql`delete from testimonials`);
});

function pageInput(path: string, heading = "Spring Campaign", extra: PageInput["blocks"] = []): PageInput {
  return {
    path,
    title: "Spring",
    seo: { description: "Our spring offer." },
    blocks: [
      { id: "hero", type: "hero", title: heading, subtitle: "Fresh engineering.", actions: [{ label: "Contact", href: "/contact" }] },
      { id: "form", type: "form", form: "contact" },
      ...extra,
    ],
  };
}

async function created(path: string, heading?: string) {
  const saved = await savePageDraft(null, pageInput(path, heading), testActor);
  if (!saved.ok) throw new Error(saved.errors.join("; "));
  return saved.id;
}

const heroTitle = (page: Awaited<ReturnType<typeof publishedPage>>) => {
  const hero = page?.blocks.find((block) => block.type === "hero");
  return hero?.type === "hero" ? hero.title : null;
};

describe("pages: save, publish, schedule", () => {
  it("keeps a new page a draft until it is published, then serves it and lists it in the sitemap", async () => {
    const id = await created("/campaigns/spring");
    expect(await publishedPage("/campaigns/spring")).toBeNull();
    expect(await publishPage(id, testActor)).toMatchObject({ ok: true });
    expect(heroTitle(await publishedPage("/campaigns/spring"))).toBe("Spring Campaign");
    expect((await sitemapPages()).map((p) => p.path)).toContain("/campaigns/spring");
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["page.create", "page.publish"]));
  });

  it("keeps the live page while a new draft is edited, and publishes the draft", async () => {
    const id = await created("/campaigns/live");
    await publishPage(id, testActor);
    expect((await savePageDraft(id, pageInput("/campaigns/live", "Changed Heading"), testActor)).ok).toBe(true);
    expect(heroTitle(await publishedPage("/campaigns/live"))).toBe("Spring Campaign");
    expect((await pageForEdit(id))?.hasDraft).toBe(true);
    await publishPage(id, testActor);
    expect(heroTitle(await publishedPage("/campaigns/live"))).toBe("Changed Heading");
  });

  it("publishes a scheduled draft at its time: visitors see it from then on, and the scheduler makes it live", async () => {
    const id = await created("/campaigns/later");
    await publishPage(id, testActor);
    await savePageDraft(id, pageInput("/campaigns/later", "Scheduled Heading"), testActor);
    const now = new Date();
    const at = new Date(now.getTime() + 60_000);
    expect(await publishPage(id, testActor, { at }, now)).toMatchObject({ ok: true });
    expect(heroTitle(await publishedPage("/campaigns/later", now))).toBe("Spring Campaign");
    expect(heroTitle(await publishedPage("/campaigns/later", new Date(at.getTime() + 1)))).toBe("Scheduled Heading");
    expect(await publishDuePages(now)).toEqual([]);
    expect(await publishDuePages(new Date(at.getTime() + 1))).toEqual(["/campaigns/later"]);
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    expect(row).toMatchObject({ draft: null, publishAt: null, status: "published" });
    expect(heroTitle(await publishedPage("/campaigns/later"))).toBe("Scheduled Heading");
  });

  it("restores an earlier revision as a new draft", async () => {
    const id = await created("/campaigns/restore", "First Heading");
    await savePageDraft(id, pageInput("/campaigns/restore", "Second Heading"), testActor);
    const edit = await pageForEdit(id);
    expect(edit?.revisions).toHaveLength(2);
    const first = edit!.revisions.at(-1)!;
    expect(await restorePageRevision(id, first.id, testActor)).toMatchObject({ ok: true });
    await publishPage(id, testActor);
    expect(heroTitle(await publishedPage("/campaigns/restore"))).toBe("First Heading");
    const restored = await db().select().from(contentRevisions).where(eq(contentRevisions.restoredFrom, first.id));
    expect(restored).toHaveLength(1);
  });

  it("takes a page off the site and deletes it with its revisions", async () => {
    const id = await created("/campaigns/gone");
    await publishPage(id, testActor);
    await unpublishPage(id, testActor);
    expect(await publishedPage("/campaigns/gone")).toBeNull();
    expect(await deletePage(id, testActor)).toMatchObject({ ok: true });
    expect(await pageForEdit(id)).toBeNull();
    expect(await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, id))).toEqual([]);
    expect(await deletePage(id, testActor)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("pages: refusals", () => {
  it("refuses bad blocks, bad and reserved paths, and taken paths, storing nothing", async () => {
    const bad = [
      { ...pageInput("/x"), blocks: [{ id: "a", type: "script", src: "x" }] },
      pageInput("/x", "ok", [{ id: "c", type: "cta", title: "t", text: "t", primary: { label: "l", href: "javascript:alert(1)" } }]),
      pageInput("/blog"),
      pageInput("/admin-dashboard"),
      pageInput("/case-studies/new"),
      pageInput("/iraconnect"),
      pageInput("/Bad Path"),
    ];
    for (const input of bad) {
      const result = await savePageDraft(null, input, testActor);
      expect(result.ok, JSON.stringify(input.path)).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(400);
        expect(result.errors.join(" ")).toMatch(/\w/);
      }
    }
    await created("/taken");
    expect(await savePageDraft(null, pageInput("/taken"), testActor)).toMatchObject({ ok: false, status: 409 });
    expect(await db().select({ path: pages.path }).from(pages)).toEqual([{ path: "/taken" }]);
    expect(pathProblem("/about")).toBeNull();
    expect(pathProblem("/newsletter/x")).not.toBeNull();
    // The legal pages are pages from blocks (decision 043): staff may keep pages there.
    expect(pathProblem("/privacy")).toBeNull();
    expect(pathProblem("/terms")).toBeNull();
  });

  it("refuses a block naming proof that does not exist", async () => {
    const result = await savePageDraft(null, pageInput("/proof", "x", [{ id: "t", type: "testimonials", testimonialIds: ["00000000-0000-4000-8000-000000000000"] }]), testActor);
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("stores nothing for any hostile page (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const result = await savePageDraft(null, value, testActor);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 40 },
    );
    expect(await db().select().from(pages)).toEqual([]);
  });
});

describe("pages: content that no longer reads", () => {
  it("skips a block that no longer parses", async () => {
    const id = await created("/campaigns/skip");
    await publishPage(id, testActor);
    await db().execute(sql`update pages set blocks = blocks || '[{"id":"old","type":"retired"}]'::jsonb where id = ${id}`);
    const page = await publishedPage("/campaigns/skip");
    expect(page?.blocks.map((block) => block.id)).toEqual(["hero", "form"]);
    expect(page?.fallback).toBe(false);
  });

  it("shows the last good published revision when the stored content cannot be read", async () => {
    const id = await created("/campaigns/broken", "Good Heading");
    await publishPage(id, testActor);
    await db().execute(sql`update pages set blocks = '[{"id":"x","type":"nonsense"}]'::jsonb, title = '  x' where id = ${id}`);
    const page = await publishedPage("/campaigns/broken");
    expect(page?.fallback).toBe(true);
    expect(heroTitle(page)).toBe("Good Heading");
  });
});

describe("proof collections", () => {
  it("saves a testimonial once and shows it wherever a block names it", async () => {
    const saved = await saveProof("testimonials", null, { quote: "They shipped.", name: "Meera Pillai", role: "CTO", company: "Northwind Labs" }, testActor);
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : "";
    for (const path of ["/one", "/two"]) {
      const result = await savePageDraft(null, pageInput(path, "x", [{ id: "t", type: "testimonials", testimonialIds: [id] }]), testActor);
      expect(result.ok).toBe(true);
    }
    expect(await testimonialCards([id])).toEqual([expect.objectContaining({ name: "Meera Pillai", quote: "They shipped." })]);
    expect(await saveProof("testimonials", null, { quote: "", name: "x", role: "y", company: "z" }, testActor)).toMatchObject({ ok: false, status: 400 });
    expect(await saveProof("testimonials", null, { quote: "q", name: "x", role: "y", company: "z", photoMediaId: "0".repeat(32) }, testActor)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await deleteProofRecord("testimonials", id, testActor)).toMatchObject({ ok: true });
    expect(await testimonialCards([id])).toEqual([]);
  });
});

describe("the page route", () => {
  const get = (path: string) => {
    const url = new URL(`http://localhost${path}`);
    return settle<{ page: { path: string } | null }>(async () => pageLoader({ request: new Request(url), url, params: {}, context: {} } as never));
  };
  const post = (path: string, values: Record<string, string>) =>
    settle(async () => pageAction({ request: formRequest(path, values), params: {}, context: requestContext() } as never));

  it("answers a published page, and 404 for a draft, an unknown path or any hostile path; never 5xx", async () => {
    const id = await created("/campaigns/route");
    expect((await get("/campaigns/route")).status).toBe(404);
    await publishPage(id, testActor);
    const answer = await get("/campaigns/route/");
    expect(answer.status).toBe(200);
    expect(answer.body.page?.path).toBe("/campaigns/route");
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const status = (await get(`/${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ""))}`)).status;
        expect([200, 404]).toContain(status);
      }),
      { numRuns: 40 },
    );
  });

  it("stores a message posted to a page with a contact form, and refuses posts to pages without one", async () => {
    const id = await created("/campaigns/write");
    await publishPage(id, testActor);
    const message = { name: "Asha Rao", email: "asha@example.com", subject: "Spring", message: "We would like to talk about our data platform." };
    const before = (await db().select().from(contactSubmissions)).length;
    const answer = await post("/campaigns/write", message);
    expect(answer.status).toBeLessThan(500);
    expect((await db().select().from(contactSubmissions)).length).toBe(before + 1);
    await db().execute(sql`update pages set blocks = '[{"id":"hero","type":"hero","title":"No form","subtitle":"s"}]'::jsonb where id = ${id}`);
    expect((await post("/campaigns/write", message)).status).toBe(404);
    expect((await post("/nowhere", message)).status).toBe(404);
  });
});

describe("the editor's live preview", () => {
  it("shows unsaved values, leaving out the blocks that do not parse yet and the hidden ones", async () => {
    const input = pageInput("/campaigns/preview", "Typed Heading", [{ id: "half", type: "cta", title: "" } as never, { id: "gone", type: "faq", hidden: true, items: [{ question: "Q?", answer: "A." }] }]);
    const preview = await previewPageView(input);
    expect(preview?.page.blocks.map((block) => block.id)).toEqual(["hero", "form"]);
    expect(preview?.view.trail.at(-1)).toEqual(["Spring", "/campaigns/preview"]);
    expect(await previewPageView({ path: "nope", title: "", blocks: [] })).toBeNull();
    expect(await db().select().from(pages)).toEqual([]);
  });
});

describe("pages: the seed on a database seeded before a move (decision 043)", () => {
  const pathsOf = async () => (await db().select({ path: pages.path }).from(pages)).map((row) => row.path).sort();

  it("adds each move's pages when none of them is there, published, and nothing the second time", async () => {
    await created("/spring");
    await created("/products");
    expect(await seedSitePages()).toEqual({ pages: 2 });
    // /products was there, so its move (/products, /services, /careers, /contact) is left alone; the legal pages arrive.
    expect(await pathsOf()).toEqual(["/privacy", "/products", "/spring", "/terms"]);
    const privacy = await publishedPage("/privacy");
    const policy = privacy?.blocks.find((block) => block.type === "legalText");
    const cookies = policy?.type === "legalText" ? policy.sections.find((section) => section.anchor === "cookies")?.markdown : undefined;
    // Every cookie the site sets is named: the landing test's and the signup's device cookie among them.
    expect(cookies).toContain("**Landing test (ira_v):**");
    expect(cookies).toContain("**IRACONNECT device:**");
    expect(await seedSitePages()).toBeNull();
    expect(await pathsOf()).toEqual(["/privacy", "/products", "/spring", "/terms"]);
  });

  it("leaves a move alone when one of its pages is there (staff kept /terms, deleted /privacy)", async () => {
    await created("/terms");
    expect(await seedSitePages()).toEqual({ pages: 4 });
    expect(await pathsOf()).toEqual(["/careers", "/contact", "/products", "/services", "/terms"]);
  });
});
