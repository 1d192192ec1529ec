/**
 * The content lists and editors through their loaders and actions, signed in: what each answers,
 * what is stored, who the audit log says did it, and what the page is told when the database fails
 * (our words, never the exception's).
 */
import type { SubmissionResult } from "@conform-to/react";
import { desc, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts } from "../../db/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { action as editorAction, loader as editorLoader } from "#app/routes/admin/blog-post-editor.tsx";
import { action as listAction, loader as listLoader } from "#app/routes/admin/blog-posts.tsx";
import { loader as caseStudiesLoader } from "#app/routes/admin/case-studies.tsx";
import { loader as caseStudyEditorLoader } from "#app/routes/admin/case-study-editor.tsx";
import { createCaseStudy, createPost } from "#app/services/content.server.ts";
import { caseStudyInput, postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const ADMIN = "content-admin@test.example";
const db = () => testDatabase().db;
let cookie = "";

beforeAll(async () => {
  cookie = await sessionCookieFor((await createTestAdmin(ADMIN)).id);
});
beforeEach(async () => {
  await db().execute(sql`delete from blog_posts`);
  await db().execute(sql`delete from case_studies`);
});

const context = () => requestContext({ ip: "198.51.100.23", userAgent: "Editor Browser/1.0" });
const get = (path: string, params: Record<string, string> = {}) => ({ request: new Request(`http://localhost${path}`, { headers: { cookie } }), context: context(), params }) as never;
const postForm = (path: string, values: Record<string, string>, params: Record<string, string> = {}) =>
  ({ request: formRequest(path, values, { headers: { cookie } }), context: context(), params }) as never;

/** Breaks a table for one test, as a database that fails mid-request would. */
async function withoutTable(table: string, run: () => Promise<void>) {
  await db().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    await run();
  } finally {
    await db().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

describe("the content lists", () => {
  it("show every post newest first with SPEC's byline, badges and excerpt fallback", async () => {
    await createPost(postInput({ title: "Older", category: "Data", excerpt: "An excerpt" }), testActor, new Date("2025-01-01"));
    await createPost(postInput({ title: "Newer draft", isPublished: false, isFeatured: true }), testActor, new Date("2025-02-01"));
    const answer = await settle<{ error: string | null; items: { title: string; byline: string; published: boolean; featured: boolean; summary: string }[] }>(() =>
      listLoader(get(adminPaths.blog)),
    );
    expect(answer.body.error).toBeNull();
    expect(answer.body.items).toMatchObject([
      { title: "Newer draft", byline: "By Asha Iyer • Technology", published: false, featured: true, summary: "No excerpt available" },
      { title: "Older", byline: "By Asha Iyer • Data", published: true, featured: false, summary: "An excerpt" },
    ]);
  });

  it("tell the page our message when the database fails, never the exception's text", async () => {
    await withoutTable("blog_posts", async () => {
      const answer = await settle<{ error: string; items: unknown[] }>(() => listLoader(get(adminPaths.blog)));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ error: "The blog posts could not be loaded.", items: [], q: "", matching: 0, page: 1, pages: 1, saved: false, contributor: false, review: false });
    });
    await withoutTable("case_studies", async () => {
      const answer = await settle<{ error: string; items: unknown[] }>(() => caseStudiesLoader(get(adminPaths.caseStudies)));
      expect(answer.body).toEqual({ error: "The case studies could not be loaded.", items: [], q: "", matching: 0, page: 1, pages: 1, saved: false });
    });
  });

  it("delete a post on its button (to the trash, issue 28), audited as the admin; a second press says it is gone", async () => {
    const post = await createPost(postInput({ title: "Short-lived" }), testActor);
    const first = await settle<{ errors: string[] | null }>(() => listAction(postForm(adminPaths.blog, { intent: "delete", id: post.id })));
    expect(first).toMatchObject({ status: 200, body: { errors: null } });
    expect((await db().select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]?.deletedAt).toBeInstanceOf(Date);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.delete"));
    expect(entry).toMatchObject({ entityId: post.id, actorEmail: ADMIN, ip: "198.51.100.23", userAgent: "Editor Browser/1.0", details: { title: "Short-lived", trash: true } });
    const again = await settle<{ errors: string[] }>(() => listAction(postForm(adminPaths.blog, { intent: "delete", id: post.id })));
    expect(again).toMatchObject({ status: 404, body: { errors: ["Failed to delete blog post", "This blog post no longer exists."] } });
  });
});

describe("the blog post editor", () => {
  const valid = { title: "Hello editors", author: "Asha", content: "Some **text**", "tags[0]": "one", tags__draft: " two ", isPublished: "on" };

  it("saves a new post, with the tag left in its box, and stays in its editor saying Saved (issue 28), audited as the admin", async () => {
    const answer = await settle(() => editorAction(postForm(adminPaths.blogNew, valid)));
    expect(answer.status).toBe(302);
    const [post] = await db().select().from(blogPosts);
    expect(answer.headers.get("location")).toBe(`${adminPaths.blogEdit(post!.id)}?saved=1`);
    expect(post).toMatchObject({ title: "Hello editors", slug: "hello-editors", tags: ["one", "two"], isPublished: true });
    expect(post!.publishedAt).not.toBeNull();
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "blog_post.create", entityId: post!.id, actorEmail: ADMIN, ip: "198.51.100.23" });
  });

  it("answers a taken slug with 409 on the slug field, and an unknown post with 404", async () => {
    await createPost(postInput({ title: "First", slug: "mine" }), testActor);
    const clash = await settle<{ result: SubmissionResult<string[]> }>(() => editorAction(postForm(adminPaths.blogNew, { ...valid, slug: "mine" })));
    expect(clash.status).toBe(409);
    expect(clash.body.result.error?.slug).toEqual(['The slug "mine" is already used by another post']);
    const missing = await settle<{ result: SubmissionResult<string[]> }>(() =>
      editorAction(postForm(adminPaths.blogEdit("x"), valid, { id: "00000000-0000-4000-8000-000000000000" })),
    );
    expect(missing.status).toBe(404);
    expect(missing.body.result.error?.[""]).toEqual(["Failed to save blog post", "This blog post no longer exists."]);
  });

  it("says 'Failed to save blog post' (503) when the database fails, never the exception's text", async () => {
    await withoutTable("blog_posts", async () => {
      const answer = await settle<{ result: SubmissionResult<string[]> }>(() => editorAction(postForm(adminPaths.blogNew, valid)));
      expect(answer.status).toBe(503);
      expect(answer.body.result.error).toEqual({ "": ["Failed to save blog post"] });
    });
  });

  it("loads a stored post for editing, a case study with its rows, and answers 404 for unknown ids", async () => {
    const post = await createPost(postInput({ title: "Editable" }), testActor);
    const loaded = await settle<{ post: { title: string } }>(() => editorLoader(get(adminPaths.blogEdit(post.id), { id: post.id })));
    expect(loaded.body.post.title).toBe("Editable");
    expect((await settle<{ post: null }>(() => editorLoader(get(adminPaths.blogNew)))).body.post).toBeNull();
    expect((await settle(() => editorLoader(get(adminPaths.blogEdit("nope"), { id: "nope" })))).status).toBe(404);
    const study = await createCaseStudy(caseStudyInput({ title: "With rows" }), testActor);
    const withRows = await settle<{ study: { results: { metric: string }[] } }>(() =>
      caseStudyEditorLoader(get(adminPaths.caseStudyEdit(study.id), { id: study.id })),
    );
    expect(withRows.body.study.results.map((r) => r.metric)).toEqual(["Forecast error"]);
    expect((await settle(() => caseStudyEditorLoader(get(adminPaths.caseStudyEdit("gone"), { id: "gone" })))).status).toBe(404);
  });
});

describe("actorOf", () => {
  it("takes the person from the session and the address and browser from the request, bounded", () => {
    expect(actorOf({ id: "u1", email: "a@example.com" }, requestContext({ ip: "203.0.113.5", userAgent: "UA" }))).toEqual({
      actorUserId: "u1",
      actorEmail: "a@example.com",
      ip: "203.0.113.5",
      userAgent: "UA",
    });
    const long = actorOf({ email: `${"e".repeat(300)}@x.io` }, { ip: "", userAgent: "u".repeat(600) });
    expect(long).toMatchObject({ actorUserId: null, ip: null });
    expect(long.actorEmail).toHaveLength(254);
    expect(long.userAgent).toHaveLength(512);
    // A route context without the Express app's request info (a script, a test): no address, no crash.
    expect(actorOf(null, new RouterContextProvider())).toEqual({ actorUserId: null, actorEmail: null, ip: null, userAgent: null });
  });
});
