/**
 * Issue 26 on a real database (both engines): pages saved as drafts, published now or on a
 * schedule, restored from a revision; bad blocks refused with nothing stored; a page whose stored
 * content no longer reads shows its last good revision; proof referenced by id.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentRevisions, pages } from "../../db/schema.ts";
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
import { testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";

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
