/**
 * Bulk actions and the trash (issue 28) through the lists' and the Trash's loaders and actions,
 * signed in: publish, unpublish and delete several rows at once, a deleted record hidden from the
 * public and the lists and restored as a draft, the purge after 30 days, each change audited; and
 * hostile bulk forms (fast-check) that never get a 5xx nor change a row they do not name.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, caseStudies } from "../../db/schema.ts";
import { auditSentence } from "#app/lib/audit-words.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { getPublishedPostBySlug, listPublishedPosts } from "#app/models/blog-posts.server.ts";
import { action as listAction, loader as listLoader } from "#app/routes/admin/blog-posts.tsx";
import { action as studiesAction } from "#app/routes/admin/case-studies.tsx";
import { action as trashAction, loader as trashLoader } from "#app/routes/admin/trash.tsx";
import { purgeTrash } from "#app/services/bulk-content.server.ts";
import { createCaseStudy, createPost } from "#app/services/content.server.ts";
import { publishDue } from "#app/services/scheduler.server.ts";
import { caseStudyInput, postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage, hostileText, multipart, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let cookie = "";
let editorId = "";

beforeAll(async () => {
  editorId = (await createTestAdmin("bulk.editor@test.example", "editor")).id;
  cookie = await sessionCookieFor(editorId);
});
beforeEach(async () => {
  await db().execute(sql`delete from blog_posts`);
  await db().execute(sql`delete from case_studies`);
  await db().execute(sql`delete from audit_log`);
});

type Entry = readonly [string, string];
const context = () => requestContext({ ip: "198.51.100.40", userAgent: "Bulk Browser/1.0" });
function post(path: string, entries: readonly Entry[], encoding: "urlencoded" | "multipart" = "urlencoded") {
  const headers: Record<string, string> = { cookie };
  let body: BodyInit;
  if (encoding === "urlencoded") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = urlEncoded(entries);
  } else {
    const encoded = new Response(multipart(entries));
    headers["content-type"] = encoded.headers.get("content-type")!;
    body = encoded.body!;
  }
  return { request: new Request(`http://localhost${path}`, { method: "POST", headers, body, duplex: "half" } as RequestInit), context: context(), params: {} } as never;
}
const get = (path: string) => ({ request: new Request(`http://localhost${path}`, { headers: { cookie } }), context: context(), params: {} }) as never;
type ListAnswer = { errors: string[] | null; notice: string | null };

async function drafts(...titles: string[]) {
  const made = [];
  for (const title of titles) made.push(await createPost(postInput({ title, isPublished: false }), testActor));
  return made;
}

describe("bulk actions on the Blog Posts list", () => {
  it("publish, unpublish and move to the trash the chosen posts only, one audit entry each", async () => {
    const [a, b, c] = await drafts("Alpha", "Beta", "Gamma");
    const published = await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "publish"], ["ids", a!.id], ["ids", b!.id]])));
    expect(published).toMatchObject({ status: 200, body: { errors: null, notice: "2 posts published." } });
    expect((await getPublishedPostBySlug(a!.slug))?.title).toBe("Alpha");
    expect(await getPublishedPostBySlug(c!.slug)).toBeNull();

    const unpublished = await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "unpublish"], ["ids", a!.id]])));
    expect(unpublished.body.notice).toBe("1 post unpublished (now drafts).");
    expect(await getPublishedPostBySlug(a!.slug)).toBeNull();

    const trashed = await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "trash"], ["ids", b!.id], ["ids", c!.id]], "multipart")));
    expect(trashed.body.notice).toBe("2 posts moved to the trash.");
    // Gone from the public and from the list; the published one first became a draft.
    expect(await getPublishedPostBySlug(b!.slug)).toBeNull();
    expect((await listPublishedPosts()).posts).toEqual([]);
    const list = await settle<{ items: { title: string }[] }>(() => listLoader(get(adminPaths.blog)));
    expect(list.body.items.map((item) => item.title)).toEqual(["Alpha"]);

    const entries = await db().select().from(auditLog).where(eq(auditLog.actorUserId, editorId));
    expect(entries.map((e) => e.action).sort()).toEqual(["blog_post.delete", "blog_post.delete", "blog_post.publish", "blog_post.publish", "blog_post.unpublish"]);
    const trashEntry = entries.find((e) => e.action === "blog_post.delete" && e.entityId === b!.id)!;
    expect(auditSentence({ actor: "Eddie", action: trashEntry.action, entityType: trashEntry.entityType, entityId: trashEntry.entityId, details: trashEntry.details })).toBe(
      "Eddie deleted the post “Beta” (to the trash)",
    );
  });

  it("a row's Delete button also moves the post to the trash; a second press says it is gone", async () => {
    const [a] = await drafts("Solo");
    expect((await settle<ListAnswer>(() => listAction(post(adminPaths.blog, [["intent", "delete"], ["id", a!.id]])))).status).toBe(200);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, a!.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await settle<ListAnswer>(() => listAction(post(adminPaths.blog, [["intent", "delete"], ["id", a!.id]])));
    expect(again).toMatchObject({ status: 404, body: { errors: ["Failed to delete blog post", "This blog post no longer exists."] } });
  });

  it("refuses an empty choice, an unknown intent and too many rows with our words", async () => {
    const none = await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "publish"]])));
    expect(none).toMatchObject({ status: 400, body: { errors: ["Choose at least one row."] } });
    const unknown = await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "explode"], ["ids", "x"]])));
    expect(unknown).toMatchObject({ status: 400, body: { errors: ["Unknown action."] } });
    const many = Array.from({ length: 101 }, (_, i) => ["ids", `id-${i}`] as const);
    const tooMany = await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "trash"], ...many])));
    expect(tooMany).toMatchObject({ status: 400, body: { errors: ["Choose at most 100 rows at once."] } });
  });
});

describe("the trash", () => {
  it("lists deleted posts and case studies and restores one as a draft, audited", async () => {
    const [a, b] = await drafts("Keep me", "Bring me back");
    const study = await createCaseStudy(caseStudyInput({ title: "Old study" }), testActor);
    await settle(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "trash"], ["ids", a!.id], ["ids", b!.id]])));
    await settle(() => studiesAction(post(`${adminPaths.caseStudies}?bulk=1`, [["intent", "trash"], ["ids", study.id]])));
    const listed = await settle<{ records: { title: string; kind: string }[] }>(() => trashLoader(get(adminPaths.trash)));
    expect(listed.body.records.map((r) => r.title).sort()).toEqual(["Bring me back", "Keep me", "Old study"]);

    const restored = await settle<ListAnswer>(() => trashAction(post(adminPaths.trash, [["intent", "restore"], ["kind", "blog_post"], ["ids", b!.id]])));
    expect(restored).toMatchObject({ status: 200, body: { notice: "1 post restored as a draft." } });
    const list = await settle<{ items: { title: string; published: boolean }[] }>(() => listLoader(get(adminPaths.blog)));
    expect(list.body.items).toMatchObject([{ title: "Bring me back", published: false }]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.undelete"));
    expect(entry).toMatchObject({ actorUserId: editorId, entityId: b!.id });
  });

  it("a scheduled post sent to the trash is not published by the scheduler; the purge waits 30 days", async () => {
    const scheduled = await createPost(postInput({ title: "Later", isPublished: false, scheduledAt: "2099-01-01T10:00", scheduleOffset: "0" }), testActor);
    await settle(() => listAction(post(`${adminPaths.blog}?bulk=1`, [["intent", "trash"], ["ids", scheduled.id]])));
    expect((await publishDue(new Date("2100-01-01"))).posts).toEqual([]);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, scheduled.id));
    const deletedAt = row!.deletedAt!;
    expect((await purgeTrash(new Date(deletedAt.getTime() + 29 * 86_400_000))).posts).toEqual([]);
    expect((await purgeTrash(new Date(deletedAt.getTime() + 31 * 86_400_000))).posts).toEqual([scheduled.id]);
    expect(await db().select().from(blogPosts).where(eq(blogPosts.id, scheduled.id))).toEqual([]);
    const [purged] = await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.purge"));
    expect(purged).toMatchObject({ actorUserId: null, entityId: scheduled.id });
  });
});

describe("hostile bulk forms (property-based)", () => {
  const intents = fc.oneof(fc.constantFrom("publish", "unpublish", "trash", "restore", "delete", ""), hostileText);
  const ids = fc.array(fc.oneof(hostileText, fc.uuid(), fc.constantFrom("bystander-study")), { maxLength: 8 });

  it("never a 5xx, every refusal in our words, and a record nobody named stays as it was", async () => {
    const bystander = await createPost(postInput({ title: "Bystander", isPublished: true }), testActor);
    const study = await createCaseStudy(caseStudyInput({ title: "Bystander study" }), testActor);
    await fc.assert(
      fc.asyncProperty(intents, ids, fc.constantFrom("urlencoded" as const, "multipart" as const), fc.boolean(), async (intent, chosen, encoding, studies) => {
        const entries: Entry[] = [["intent", intent], ...chosen.map((id) => ["ids", id] as Entry)];
        const answer = studies
          ? await settle<ListAnswer>(() => studiesAction(post(`${adminPaths.caseStudies}?bulk=1`, entries, encoding)))
          : await settle<ListAnswer>(() => listAction(post(`${adminPaths.blog}?bulk=1`, entries, encoding)));
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) for (const message of answer.body.errors ?? []) expectHumanMessage(message);
        const restored = await settle<ListAnswer>(() => trashAction(post(adminPaths.trash, [["intent", "restore"], ["kind", studies ? "case_study" : "blog_post"], ...chosen.map((id) => ["ids", id] as Entry)], encoding)));
        expect(restored.status).toBeLessThan(500);
        const [still] = await db().select().from(blogPosts).where(eq(blogPosts.id, bystander.id));
        expect(still).toMatchObject({ isPublished: true, deletedAt: null });
        const [studyRow] = await db().select().from(caseStudies).where(and(eq(caseStudies.id, study.id), isNotNull(caseStudies.deletedAt)));
        if (!chosen.includes(study.id)) expect(studyRow).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });
});
