/**
 * The contributor role (issue 28 item 5, decision 045): a contributor writes their own drafts of
 * blog posts and submits them for review, and can neither publish, schedule, feature, delete nor
 * open another's post or any other section; an editor finds the drafts waiting for review and
 * publishes one or sends it back. Owners can make a person a contributor on the staff page.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts } from "../../db/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { can, roleLabels } from "#app/lib/roles.ts";
import { StaffActionSchema } from "#app/lib/schemas/staff.ts";
import { getPostById } from "#app/models/blog-posts.server.ts";
import { action as editorAction, loader as editorLoader } from "#app/routes/admin/blog-post-editor.tsx";
import { action as listAction, loader as listLoader } from "#app/routes/admin/blog-posts.tsx";
import { loader as homeLoader } from "#app/routes/admin/home.tsx";
import { NOT_YOUR_DRAFT } from "#app/services/content.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let contributorId = "";
let contributor = "";
let otherContributor = "";
let editor = "";

beforeAll(async () => {
  contributorId = (await createTestStaff("casey@contrib.test", "contributor")).id;
  contributor = await sessionCookieFor(contributorId);
  otherContributor = await sessionCookieFor((await createTestStaff("other@contrib.test", "contributor")).id);
  editor = await sessionCookieFor((await createTestStaff("eddie@contrib.test", "editor")).id);
});
beforeEach(async () => {
  await db().execute(sql`delete from blog_posts`);
});

const get = (path: string, cookie: string, params: Record<string, string> = {}) => ({ request: new Request(`http://localhost${path}`, { headers: { cookie } }), context: requestContext(), params }) as never;
const post = (path: string, cookie: string, values: Record<string, string>, params: Record<string, string> = {}) =>
  ({ request: formRequest(path, values, { headers: { cookie } }), context: requestContext(), params }) as never;
const valid = { title: "A contributor's first draft", author: "Casey", content: "Some text", contentFormat: "markdown" };
type ListBody = { items: { id: string; title: string; published: boolean; waitingForReview?: boolean }[]; contributor: boolean; review: boolean };

async function newDraft(values: Record<string, string> = {}, cookie = contributor): Promise<string> {
  const answer = await settle(() => editorAction(post(adminPaths.blogNew, cookie, { ...valid, ...values })));
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  return /\/blog\/([0-9a-f-]{36})\/edit/.exec(answer.headers.get("location") ?? "")![1]!;
}

describe("the contributor role", () => {
  it("is a role owners can give on the staff page, with its words", () => {
    expect(StaffActionSchema.safeParse({ intent: "invite", email: "new@contrib.test", role: "contributor" }).success).toBe(true);
    expect(StaffActionSchema.safeParse({ intent: "role", userId: contributorId, role: "contributor" }).success).toBe(true);
    expect(roleLabels.contributor).toBe("Contributor");
    expect(can("contributor", "drafts")).toBe(true);
    expect(["content", "media", "inbox", "signups", "staff", "settings"].some((c) => can("contributor", c as never))).toBe(false);
  });

  it("saves a draft even when the form says published, scheduled and featured, and records its writer", async () => {
    const id = await newDraft({ isPublished: "on", isFeatured: "on", scheduledAt: "2099-01-01T10:00", scheduleOffset: "0" });
    const stored = (await getPostById(id))!;
    expect(stored).toMatchObject({ isPublished: false, isFeatured: false, scheduledAt: null, publishedAt: null, createdBy: contributorId, reviewRequestedAt: null });
  });

  it("submits a draft for review, audited; the editor sees it waiting, and on the home page", async () => {
    const id = await newDraft();
    const submitted = await settle(() => editorAction(post(adminPaths.blogEdit(id), contributor, { ...valid, review: "submit" }, { id })));
    expect(submitted.status).toBe(302);
    expect((await getPostById(id))!.reviewRequestedAt).not.toBeNull();
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.review_requested"));
    expect(audit).toMatchObject({ entityId: id, actorEmail: "casey@contrib.test" });

    const waiting = await settle<ListBody>(() => listLoader(get(`${adminPaths.blog}?review=1`, editor)));
    expect(waiting.body.review).toBe(true);
    expect(waiting.body.items.map((i) => [i.title, i.waitingForReview])).toEqual([[valid.title, true]]);
    const home = await settle<{ waitingForReview: number }>(() => homeLoader(get(adminPaths.dashboard, editor)));
    expect(home.body.waitingForReview).toBe(1);
  });

  it("lists only the contributor's own posts, and refuses another's post, a published one, and deleting", async () => {
    const mine = await newDraft({ title: "Mine" });
    const theirs = await newDraft({ title: "Theirs" }, otherContributor);
    const list = await settle<ListBody>(() => listLoader(get(adminPaths.blog, contributor)));
    expect(list.body.contributor).toBe(true);
    expect(list.body.items.map((i) => i.title)).toEqual(["Mine"]);

    const open = await settle<string>(() => editorLoader(get(adminPaths.blogEdit(theirs), contributor, { id: theirs })));
    expect(open.status).toBe(403);
    expect(open.body).toBe(NOT_YOUR_DRAFT);
    const save = await settle(() => editorAction(post(adminPaths.blogEdit(theirs), contributor, { ...valid, title: "Hijacked" }, { id: theirs })));
    expect(save.status).toBe(404);
    expect((await getPostById(theirs))!.title).toBe("Theirs");

    await db().update(blogPosts).set({ isPublished: true, publishedAt: new Date() }).where(eq(blogPosts.id, mine));
    expect((await settle(() => editorLoader(get(adminPaths.blogEdit(mine), contributor, { id: mine })))).status).toBe(403);
    const change = await settle(() => editorAction(post(adminPaths.blogEdit(mine), contributor, { ...valid, title: "Unpublished by a contributor" }, { id: mine })));
    expect(change.status).toBe(404);
    expect((await getPostById(mine))!).toMatchObject({ isPublished: true, title: "Mine" });

    const remove = await settle(() => listAction(post(adminPaths.blog, contributor, { intent: "delete", id: theirs })));
    expect(remove.status).toBe(403);
    const bulk = await settle(() => listAction(post(`${adminPaths.blog}?bulk=1`, contributor, { intent: "publish", ids: theirs })));
    expect(bulk.status).toBe(403);
    const sendBack = await settle(() => editorAction(post(`${adminPaths.blogEdit(theirs)}?send-back=1`, contributor, {}, { id: theirs })));
    expect(sendBack.status).toBe(403);
    expect((await getPostById(theirs))!.deletedAt).toBeNull();
  });

  it("an editor publishes a submitted draft (no longer waiting) or sends one back (audited)", async () => {
    const first = await newDraft({ title: "To publish", review: "submit" });
    const second = await newDraft({ title: "To send back", review: "submit" });
    expect((await getPostById(first))!.reviewRequestedAt).not.toBeNull();
    const published = await settle(() => editorAction(post(adminPaths.blogEdit(first), editor, { ...valid, title: "To publish", isPublished: "on" }, { id: first })));
    expect(published.status).toBe(302);
    expect((await getPostById(first))!).toMatchObject({ isPublished: true, reviewRequestedAt: null, createdBy: contributorId });

    const back = await settle(() => editorAction(post(`${adminPaths.blogEdit(second)}?send-back=1`, editor, {}, { id: second })));
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${adminPaths.blog}?review=1`);
    expect((await getPostById(second))!).toMatchObject({ isPublished: false, reviewRequestedAt: null });
    expect((await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.sent_back"))).map((a) => a.entityId)).toContain(second);
    const waiting = await settle<ListBody>(() => listLoader(get(`${adminPaths.blog}?review=1`, editor)));
    expect(waiting.body.items).toEqual([]);
  });
});
