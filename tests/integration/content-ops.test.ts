/**
 * Issue 14.4 and 14.6 on a real database: previews for staff and through share links (created,
 * revoked, expired), never cached; a revision kept on every save, its changes, and Restore.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, caseStudies, contentPreviewLinks, contentRevisions } from "../../db/schema.ts";
import { adminPaths, cacheTopicsFor, paths } from "#app/lib/paths.ts";
import { loader as blogEditorLoader, action as blogEditorAction } from "#app/routes/admin/blog-post-editor.tsx";
import { loader as caseStudyEditorLoader, action as caseStudyEditorAction } from "#app/routes/admin/case-study-editor.tsx";
import { loader as blogListLoader } from "#app/routes/admin/blog-posts.tsx";
import { loader as caseStudyListLoader } from "#app/routes/admin/case-studies.tsx";
import { action as previewLinksAction } from "#app/routes/admin/preview-links.ts";
import { action as revisionAction, loader as revisionLoader } from "#app/routes/admin/revision.tsx";
import { loader as previewLoader } from "#app/routes/preview/preview.tsx";
import { hashToken } from "#app/services/auth.server.ts";
import { createCaseStudy, createPost, deleteCaseStudy } from "#app/services/content.server.ts";
import { caseStudyInput, postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
const EDITOR = "content-ops-editor@test.example";
let cookie = "";
beforeAll(async () => {
  cookie = await sessionCookieFor((await createTestAdmin(EDITOR, "editor")).id);
});
beforeEach(async () => {
  await db().execute(sql`delete from blog_posts`);
  await db().execute(sql`delete from case_studies`);
  await db().execute(sql`delete from content_revisions`);
  await db().execute(sql`delete from content_preview_links`);
});

const get = (url: string, withCookie = true) => new Request(`http://localhost${url}`, withCookie ? { headers: { cookie } } : {});

const savePost = (values: Record<string, string>, id?: string) =>
  settle(() =>
    blogEditorAction({
      request: formRequest(id ? adminPaths.blogEdit(id) : adminPaths.blogNew, values, { headers: { cookie } }),
      context: requestContext(),
      params: id ? { id } : {},
    } as never),
  );
const saveStudy = (values: Record<string, string>, id?: string) =>
  settle(() =>
    caseStudyEditorAction({
      request: formRequest(id ? adminPaths.caseStudyEdit(id) : adminPaths.caseStudyNew, values, { headers: { cookie } }),
      context: requestContext(),
      params: id ? { id } : {},
    } as never),
  );

type PreviewData = { page: { kind: string; published: boolean; data: { post?: { title: string; html: string }; title?: string } }; editHref: string | null };
const staffPreview = (kind: string, id: string, withCookie = true) =>
  settle<PreviewData>(() => previewLoader({ request: get(adminPaths.preview(kind as "blog", id), withCookie), params: { kind, id }, context: requestContext() } as never));
const sharedPreview = (token: string) =>
  settle<PreviewData & { message?: string }>(() =>
    previewLoader({ request: new Request(`http://localhost${paths.sharedPreview(token)}`), params: { token }, context: requestContext() } as never),
  );
const linkAction = (values: Record<string, string>) =>
  settle<{ errors: string[] }>(() =>
    previewLinksAction({ request: formRequest(adminPaths.previewLinks, values, { headers: { cookie } }), context: requestContext(), params: {} } as never),
  );

async function draftPost(title = "A draft about lakehouses") {
  expect((await savePost({ title, author: "Ada", content: "First paragraph.\n\nSecond paragraph." })).status).toBe(302);
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.title, title));
  return post!;
}

type EditorPanel = { panel: { links: { id: string; url: string | null; state: string }[]; revisions: { id: string; href: string; authorEmail: string }[] } };
const postPanel = async (id: string) =>
  (await blogEditorLoader({ request: get(adminPaths.blogEdit(id)), params: { id }, context: requestContext() } as never)) as unknown as EditorPanel;

describe("preview for staff", () => {
  it("refuses a visitor without a session (sign-in redirect) and shows staff the draft as the public page, never stored or indexed", async () => {
    const post = await draftPost();
    const refused = await staffPreview("blog", post.id, false);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toContain(adminPaths.login);

    const shown = await staffPreview("blog", post.id);
    expect(shown.status).toBe(200);
    expect(shown.body.page).toMatchObject({ kind: "blog_post", published: false, data: { post: { title: "A draft about lakehouses" } } });
    expect(shown.body.page.data.post!.html).toContain("<p>Second paragraph.</p>");
    expect(shown.body.editHref).toBe(adminPaths.blogEdit(post.id));
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("previews a draft case study; an unknown record or kind is a 404", async () => {
    expect((await saveStudy({ title: "Draft forecasting study", description: "Work in progress" })).status).toBe(302);
    const [study] = await db().select().from(caseStudies);
    const shown = await staffPreview("case-studies", study!.id);
    expect(shown.status).toBe(200);
    expect(shown.body.page).toMatchObject({ kind: "case_study", published: false, data: { title: "Draft forecasting study" } });
    expect((await staffPreview("case-studies", "no-such-study")).status).toBe(404);
    expect((await staffPreview("blog", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await staffPreview("pages", study!.id)).status).toBe(404);
  });

  it("is never a page of the HTML cache or the fast path", () => {
    expect(cacheTopicsFor(adminPaths.preview("blog", "x"))).toBeNull();
    expect(cacheTopicsFor(paths.sharedPreview("abc.def"))).toBeNull();
  });
});

describe("share preview links", () => {
  it("lets someone without an account read the draft; after revocation the link says it no longer works (410)", async () => {
    const post = await draftPost("Shared draft");
    expect((await linkAction({ intent: "create", kind: "blog_post", id: post.id })).headers.get("location")).toBe(adminPaths.blogEdit(post.id));
    const [row] = await db().select().from(contentPreviewLinks);
    expect(row).toMatchObject({ entityType: "blog_post", entityId: post.id, revokedAt: null, createdByEmail: EDITOR });
    // 7 days.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);

    const [link] = (await postPanel(post.id)).panel.links;
    expect(link).toMatchObject({ id: row!.id, state: "live" });
    const token = link!.url!.slice("/preview/".length);
    // Only the token's hash is stored.
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);

    const shown = await sharedPreview(token);
    expect(shown.status).toBe(200);
    expect(shown.body.page).toMatchObject({ kind: "blog_post", published: false, data: { post: { title: "Shared draft" } } });
    expect(shown.body.editHref).toBeNull();
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    expect((await linkAction({ intent: "revoke", kind: "blog_post", id: post.id, linkId: row!.id })).status).toBe(302);
    const revoked = await sharedPreview(token);
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toBe("This preview link no longer works");
    expect((await postPanel(post.id)).panel.links[0]).toMatchObject({ state: "revoked", url: null });
    // A second revoke finds nothing live to revoke.
    const again = await linkAction({ intent: "revoke", kind: "blog_post", id: post.id, linkId: row!.id });
    expect(again.status).toBe(404);
    expect(again.body.errors).toEqual(["Failed to change share links", "This link is already revoked or does not exist."]);

    const audits = await db().select({ action: auditLog.action, actor: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.entityId, post.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["blog_post.preview_link_create", "blog_post.preview_link_revoke"]));
  });

  it("an expired link answers 410; a token that is not ours, or forged, answers 404", async () => {
    const post = await draftPost("Expiring draft");
    await linkAction({ intent: "create", kind: "blog_post", id: post.id });
    const token = (await postPanel(post.id)).panel.links[0]!.url!.slice("/preview/".length);
    expect((await sharedPreview(token)).status).toBe(200);
    await db().update(contentPreviewLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await sharedPreview(token)).status).toBe(410);
    expect((await postPanel(post.id)).panel.links[0]).toMatchObject({ state: "expired", url: null });

    const forged = `${token.slice(0, 32)}.${"A".repeat(43)}`;
    for (const bad of [forged, "nonsense", "", "a".repeat(5000), `${"0".repeat(32)}.${token.slice(33)}`]) {
      const answer = await sharedPreview(bad);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("This preview link does not exist");
    }
  });

  it("a link for a case study; a deleted record takes its links with it", async () => {
    expect((await saveStudy({ title: "Shared study" })).status).toBe(302);
    const [study] = await db().select().from(caseStudies);
    const created = await linkAction({ intent: "create", kind: "case_study", id: study!.id });
    expect(created.headers.get("location")).toBe(adminPaths.caseStudyEdit(study!.id));
    expect((await linkAction({ intent: "create", kind: "case_study", id: "no-such-study" })).status).toBe(404);
    expect(await db().select().from(contentPreviewLinks)).toHaveLength(1);
    expect(await deleteCaseStudy(study!.id, testActor)).toBe(true);
    expect(await db().select().from(contentPreviewLinks)).toEqual([]);
    expect(await db().select().from(contentRevisions)).toEqual([]);
  });

  it("refuses anything but its own form with a 400 and our words", async () => {
    for (const values of [{} as Record<string, string>, { intent: "delete", kind: "blog_post", id: "x" }, { intent: "create", kind: "page", id: "x" }, { intent: "revoke", kind: "blog_post", id: "x", linkId: "1" }]) {
      const answer = await linkAction(values);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toBe("Failed to change share links");
    }
    expect(await db().select().from(contentPreviewLinks)).toEqual([]);
  });
});

describe("revisions", () => {
  it("keeps one on every save, with its author; shows what a save changed; Restore saves it again as a new revision", async () => {
    const post = await draftPost("Revised post");
    expect((await savePost({ title: "Revised post", author: "Ada", content: "First paragraph.\n\nA better second paragraph.", isPublished: "on" }, post.id)).status).toBe(302);
    const stored = await db().select().from(contentRevisions).orderBy(contentRevisions.createdAt);
    expect(stored).toHaveLength(2);
    expect(stored.map((r) => r.authorEmail)).toEqual([EDITOR, EDITOR]);
    expect(stored[0]!.snapshot).toMatchObject({ title: "Revised post", content: "First paragraph.\n\nSecond paragraph.", slug: "revised-post" });

    const panel = (await postPanel(post.id)).panel;
    expect(panel.revisions.map((r) => r.id)).toEqual([stored[1]!.id, stored[0]!.id]);
    expect(panel.revisions[0]!.href).toBe(adminPaths.blogRevision(post.id, stored[1]!.id));

    type Page = { diff: { kind: string; text: string }[]; first: boolean };
    const page = await settle<Page>(() =>
      revisionLoader({ request: get(adminPaths.blogRevision(post.id, stored[1]!.id)), params: { id: post.id, revisionId: stored[1]!.id }, context: requestContext() } as never),
    );
    expect(page.status).toBe(200);
    expect(page.body.first).toBe(false);
    expect(page.body.diff.filter((l) => l.kind !== "same")).toEqual([
      { kind: "removed", text: "no" },
      { kind: "added", text: "yes" },
      { kind: "removed", text: "Second paragraph." },
      { kind: "added", text: "A better second paragraph." },
    ]);

    const restore = await settle(() =>
      revisionAction({
        request: formRequest(adminPaths.blogRevision(post.id, stored[0]!.id), { intent: "restore" }, { headers: { cookie } }),
        params: { id: post.id, revisionId: stored[0]!.id },
        context: requestContext(),
      } as never),
    );
    expect(restore.status).toBe(302);
    expect(restore.headers.get("location")).toBe(adminPaths.blogEdit(post.id));
    const [restored] = await db().select().from(blogPosts);
    // The content comes back; the address and the published state stay.
    expect(restored).toMatchObject({ content: "First paragraph.\n\nSecond paragraph.", isPublished: true, slug: "revised-post" });
    const after = await db().select().from(contentRevisions).orderBy(contentRevisions.createdAt);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ restoredFrom: stored[0]!.id, authorEmail: EDITOR });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.restore"));
    expect(audit).toMatchObject({ entityId: post.id, actorEmail: EDITOR, details: expect.objectContaining({ restoredFrom: stored[0]!.id }) });
  });

  it("a case study's revisions and restore, its rows included", async () => {
    expect((await saveStudy({ title: "Study v1", "results[0].metric": "Speed", "results[0].beforeValue": "1", "results[0].afterValue": "2" })).status).toBe(302);
    const [study] = await db().select().from(caseStudies);
    expect((await saveStudy({ title: "Study v2" }, study!.id)).status).toBe(302);
    const stored = await db().select().from(contentRevisions).orderBy(contentRevisions.createdAt);
    expect(stored.map((r) => r.title)).toEqual(["Study v1", "Study v2"]);
    const answer = await settle(() =>
      revisionAction({
        request: formRequest(adminPaths.caseStudyRevision(study!.id, stored[0]!.id), { intent: "restore" }, { headers: { cookie } }),
        params: { id: study!.id, revisionId: stored[0]!.id },
        context: requestContext(),
      } as never),
    );
    expect(answer.status).toBe(302);
    const editor = (await caseStudyEditorLoader({ request: get(adminPaths.caseStudyEdit(study!.id)), params: { id: study!.id }, context: requestContext() } as never)) as unknown as {
      study: { title: string; results: { metric: string }[] };
    };
    expect(editor.study.title).toBe("Study v1");
    expect(editor.study.results.map((r) => r.metric)).toEqual(["Speed"]);
  });

  it("a revision that no longer fits the editor is refused with 409 and a clear message; the record stays", async () => {
    const post = await draftPost("Kept as is");
    const [revision] = await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, post.id));
    const restoreOf = () =>
      settle<{ errors: string[] }>(() =>
        revisionAction({
          request: formRequest(adminPaths.blogRevision(post.id, revision!.id), { intent: "restore" }, { headers: { cookie } }),
          params: { id: post.id, revisionId: revision!.id },
          context: requestContext(),
        } as never),
      );
    const stale = [
      [{ ...revision!.snapshot, title: "T".repeat(201) }, "Title must be at most 200 characters"],
      [{ ...revision!.snapshot, tags: "not a list" }, "Tags must be a list"],
      [{ ...revision!.snapshot, content: undefined }, "Content is required"],
      [["not", "an", "object"], "Title is required"],
    ] as const;
    for (const [snapshot, reason] of stale) {
      await db().update(contentRevisions).set({ snapshot: snapshot as never }).where(eq(contentRevisions.id, revision!.id));
      const answer = await restoreOf();
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual(["Failed to restore revision", `This revision no longer fits the editor (${reason}). Copy what you need from it by hand.`]);
    }
    const [unchanged] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(unchanged).toMatchObject({ title: "Kept as is", content: post.content });
    expect(await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, post.id))).toHaveLength(1);
  });

  it("an unknown revision is a 404, and another record's revision is unknown here", async () => {
    const one = await draftPost("One");
    const two = await draftPost("Two");
    const [revisionOfTwo] = await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, two.id));
    const page = await settle(() =>
      revisionLoader({ request: get(adminPaths.blogRevision(one.id, revisionOfTwo!.id)), params: { id: one.id, revisionId: revisionOfTwo!.id }, context: requestContext() } as never),
    );
    expect(page.status).toBe(404);
    const restore = await settle<{ errors: string[] }>(() =>
      revisionAction({
        request: formRequest(adminPaths.blogRevision(one.id, "nonsense"), { intent: "restore" }, { headers: { cookie } }),
        params: { id: one.id, revisionId: "nonsense" },
        context: requestContext(),
      } as never),
    );
    expect(restore.status).toBe(404);
    expect(restore.body.errors).toEqual(["Failed to restore revision", "This revision does not exist."]);
  });
});

describe("admin lists: search and pagination (issue 14.9)", () => {
  type List = { error: string | null; q: string; page: number; pages: number; matching: number; items: { title: string }[] };
  const list = (loader: (args: never) => Promise<unknown>, url: string) => settle<List>(() => loader({ request: get(url), params: {}, context: requestContext() } as never));

  it("pages posts 20 at a time, newest first, and finds them by title, author or category", async () => {
    for (let i = 1; i <= 23; i++) {
      await createPost(postInput({ title: `Post number ${i}`, author: i === 7 ? "Grace Hopper" : "Ada", category: i === 9 ? "Compilers" : "Data" }), testActor, new Date(Date.UTC(2026, 0, i)));
    }
    const first = await list(blogListLoader, adminPaths.blog);
    expect(first.body).toMatchObject({ error: null, q: "", page: 1, pages: 2, matching: 23 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]!.title).toBe("Post number 23");
    const second = await list(blogListLoader, `${adminPaths.blog}?page=2`);
    expect(second.body.items.map((i) => i.title)).toEqual(["Post number 3", "Post number 2", "Post number 1"]);
    // Past the end: the last page; not a page number: the first.
    expect((await list(blogListLoader, `${adminPaths.blog}?page=9`)).body).toMatchObject({ page: 2 });
    expect((await list(blogListLoader, `${adminPaths.blog}?page=abc`)).body).toMatchObject({ page: 1 });

    expect((await list(blogListLoader, `${adminPaths.blog}?q=grace`)).body).toMatchObject({ matching: 1, pages: 1, items: [{ title: "Post number 7" }] });
    expect((await list(blogListLoader, `${adminPaths.blog}?q=compilers`)).body.items.map((i) => i.title)).toEqual(["Post number 9"]);
    expect((await list(blogListLoader, `${adminPaths.blog}?q=number+1`)).body.matching).toBe(11);
    // LIKE's own characters are searched for as themselves.
    expect((await list(blogListLoader, `${adminPaths.blog}?q=%25`)).body).toMatchObject({ matching: 0, items: [], q: "%" });
  });

  it("searches case studies; a search too long is a 400 with its message", async () => {
    await createCaseStudy(caseStudyInput({ title: "Retail forecasting", subtitle: "Demand" }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Hospital scheduling", subtitle: "Rosters" }), testActor);
    const found = await list(caseStudyListLoader, `${adminPaths.caseStudies}?q=roster`);
    expect(found.body.items.map((i) => i.title)).toEqual(["Hospital scheduling"]);
    const tooLong = await list(caseStudyListLoader, `${adminPaths.caseStudies}?q=${"x".repeat(300)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/^Search text must be at most \d+ characters$/);
    expect(tooLong.body.items).toEqual([]);
  });
});
