/**
 * The page editor's action (issue 26.3) through its route, signed in: a new page is stored as a
 * draft and audited, published, restored from a revision; bad pages (unknown block, bad path,
 * `javascript:` link, a rich-text field with an unknown node, JSON nested too deep) are refused
 * with messages naming where the problem is, and nothing is stored; editors may not delete pages,
 * admins may. Then random and hostile submissions: never a 5xx, and a refusal stores nothing.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, pages } from "../../db/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/page-editor.tsx";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage, hostileText } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let owner = "";
let editor = "";

beforeAll(async () => {
  owner = await sessionCookieFor((await createTestAdmin("pages-owner@test.example", "owner")).id);
  editor = await sessionCookieFor((await createTestAdmin("pages-editor@test.example", "editor")).id);
});
beforeEach(async () => {
  await db().execute(sql`delete from pages`);
});

type Answer = { ok: boolean; id?: string; intent?: string; errors?: string[] };
const call = (values: Record<string, string>, id?: string, cookie = owner) =>
  settle<Answer>(() =>
    pageAction({
      request: formRequest(id ? adminPaths.pageEdit(id) : adminPaths.pageNew, values, { headers: { cookie } }),
      context: requestContext({ ip: "198.51.100.77" }),
      params: id ? { id } : {},
    } as never),
  );
const pageCount = async () => (await db().select({ n: count() }).from(pages))[0]!.n;

const hero = { id: "hero1", type: "hero", title: "Campaign", subtitle: "A page for spring", actions: [{ label: "Talk to us", href: "/contact" }] };
const contactForm = { id: "form1", type: "form", form: "contact", title: "Write to us" };
const richText = {
  id: "rich1",
  type: "richText",
  body: { format: "json", doc: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello", marks: [{ type: "bold" }] }] }] } },
};
const page = (overrides: Record<string, unknown> = {}) => ({ path: "/spring-campaign", title: "Spring campaign", seo: { description: "Spring." }, blocks: [hero, contactForm, richText], ...overrides });

describe("the page editor's action", () => {
  it("stores a new page as a draft, audited; publishes it; the editor opens it", async () => {
    const created = await call({ intent: "save", page: JSON.stringify(page()) });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ok: true, intent: "save" });
    const id = created.body.id!;
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    expect(row).toMatchObject({ path: "/spring-campaign", title: "Spring campaign", status: "draft" });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "page.create", actorEmail: "pages-owner@test.example", ip: "198.51.100.77" });

    const published = await call({ intent: "publish", page: JSON.stringify(page({ title: "Spring campaign, live" })) }, id);
    expect(published.body).toMatchObject({ ok: true, intent: "publish" });
    const [live] = await db().select().from(pages).where(eq(pages.id, id));
    expect(live).toMatchObject({ status: "published", title: "Spring campaign, live" });

    const loaded = await settle<{ page: { title: string; blocks: { type: string }[] }; revisions: { id: string }[] }>(() =>
      pageLoader({ request: new Request(`http://localhost${adminPaths.pageEdit(id)}`, { headers: { cookie: editor } }), context: requestContext(), params: { id } } as never),
    );
    expect(loaded.body.page.title).toBe("Spring campaign, live");
    expect(loaded.body.page.blocks.map((block) => block.type)).toEqual(["hero", "form", "richText"]);
    expect(loaded.body.revisions.length).toBeGreaterThanOrEqual(2);

    // Restore the first revision: the draft is the page as first saved.
    const first = loaded.body.revisions.at(-1)!.id;
    const restored = await call({ intent: "restore", revisionId: first }, id);
    expect(restored.body).toMatchObject({ ok: true, intent: "restore" });
    const [after] = await db().select().from(pages).where(eq(pages.id, id));
    expect((after!.draft as { title: string }).title).toBe("Spring campaign");
  });

  it.each([
    ["an unknown block type", page({ blocks: [{ id: "x", type: "script", code: "alert(1)" }] }), /^blocks\.0\.type: Block type must be a known block type/],
    ["a reserved path", page({ path: "/admin-dashboard" }), /^path: /],
    ["a javascript: link", page({ blocks: [{ ...hero, actions: [{ label: "Go", href: "javascript:alert(1)" }] }] }), /^blocks\.0\.actions\.0\.href: must be a link/],
    [
      "a rich-text field with an unknown node",
      page({ blocks: [{ ...richText, body: { format: "json", doc: { type: "doc", content: [{ type: "iframe" }] } } }] }),
      /^blocks\.0\.body\.doc: Unknown content type: iframe/,
    ],
  ])("refuses %s with a message naming where, and stores nothing", async (_name, value, message) => {
    const answer = await call({ intent: "save", page: JSON.stringify(value) });
    expect(answer.status).toBe(400);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.errors?.some((line) => message.test(line))).toBe(true);
    expect(await pageCount()).toBe(0);
  });

  it("refuses JSON nested too deep or not JSON at all before reading it", async () => {
    const deep = `{"path":"/x","title":"x","blocks":${"[".repeat(50_000)}${"]".repeat(50_000)}}`;
    expect(await call({ intent: "save", page: deep })).toMatchObject({ status: 400, body: { ok: false, errors: ["page: is nested too deep"] } });
    expect(await call({ intent: "save", page: "<html>" })).toMatchObject({ status: 400, body: { ok: false, errors: ["page: could not be read"] } });
    expect(await pageCount()).toBe(0);
  });

  it("lets admins and owners delete a page, never editors", async () => {
    const id = (await call({ intent: "save", page: JSON.stringify(page()) })).body.id!;
    const refused = await call({ intent: "delete" }, id, editor);
    expect(refused).toMatchObject({ status: 403, body: { ok: false, errors: ["Only admins and owners may delete pages."] } });
    expect(await pageCount()).toBe(1);
    const deleted = await call({ intent: "delete" }, id, owner);
    expect(deleted.body).toMatchObject({ ok: true, intent: "delete" });
    expect(await pageCount()).toBe(0);
  });
});

describe("the page editor's action with random and hostile input", () => {
  const blockArb = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(hero, contactForm, richText) },
    { weight: 1, arbitrary: fc.record({ id: fc.string({ maxLength: 70 }), type: fc.constantFrom("hero", "form", "faq", "stats", "richText", "nope"), title: hostileText }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const pageArb = fc.record({
    path: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("/p-one", "/p-two/sub") }, { weight: 1, arbitrary: fc.constantFrom("/", "//evil", "/admin", "/Bad Path", "/blog") }, { weight: 1, arbitrary: hostileText }),
    title: fc.oneof({ weight: 4, arbitrary: fc.constant("A title") }, { weight: 1, arbitrary: hostileText }),
    seo: fc.oneof(fc.constant({}), fc.record({ canonical: fc.oneof(fc.constant("https://ok.example"), hostileText) })),
    // Block ids are unique on a page: duplicates of the same constant block are refused, as they should be.
    blocks: fc.uniqueArray(blockArb, { maxLength: 3, selector: (block) => JSON.stringify((block as { id?: unknown })?.id ?? Math.random()) }),
  });
  const submission = fc.record({
    intent: fc.oneof({ weight: 5, arbitrary: fc.constantFrom("save", "publish") }, { weight: 1, arbitrary: hostileText }),
    page: fc.oneof({ weight: 5, arbitrary: pageArb.map((value) => JSON.stringify(value)) }, { weight: 1, arbitrary: hostileText }),
  });

  it("never answers 5xx; a refusal stores nothing and speaks our words", async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(submission, async (values) => {
        await db().execute(sql`delete from pages`);
        const answer = await call(values);
        expect(answer.status).toBeLessThan(500);
        if (answer.body.ok) {
          expect(answer.status).toBe(200);
          expect(await pageCount()).toBe(1);
          stored++;
          return;
        }
        expect([400, 404, 409]).toContain(answer.status);
        expect(await pageCount()).toBe(0);
        // The block schema's unknown-type message lists every type (longer than the usual bound).
        for (const line of answer.body.errors ?? []) expectHumanMessage(line.replace(/^[\w.]+: /, "").slice(0, 290));
      }),
      { numRuns: 60 },
    );
    expect(stored).toBeGreaterThan(3);
  });
});
