/**
 * Issue 14.5: the first publish date is kept, a draft scheduled in the editor goes live at its time
 * (published once, however many instances look at once), and unpublishing returns it to draft.
 */
import type { SubmissionResult } from "@conform-to/react";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, caseStudies } from "../../db/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { action as editorAction } from "#app/routes/admin/blog-post-editor.tsx";
import { action as caseStudyEditorAction } from "#app/routes/admin/case-study-editor.tsx";
import { publishDue } from "#app/services/scheduler.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let cookie = "";
beforeAll(async () => {
  cookie = await sessionCookieFor((await createTestAdmin("scheduler-admin@test.example")).id);
});
beforeEach(async () => {
  await db().execute(sql`delete from blog_posts`);
  await db().execute(sql`delete from case_studies`);
});

const save = (values: Record<string, string>, id?: string) =>
  settle<{ result: SubmissionResult<string[]> }>(() =>
    editorAction({
      request: formRequest(id ? adminPaths.blogEdit(id) : adminPaths.blogNew, values, { headers: { cookie } }),
      context: requestContext(),
      params: id ? { id } : {},
    } as never),
  );

const base = { title: "Scheduled post", author: "Ada", content: "Body text" };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** A datetime-local value in UTC. */
const local = (date: Date) => date.toISOString().slice(0, 16);

describe("scheduling a post", () => {
  it("stores the time in the editor's zone, publishes it then (dated then), once, and audits it", async () => {
    const at = inMinutes(90);
    // An editor two hours behind UTC (getTimezoneOffset() = 120) types the local wall-clock time.
    const wall = new Date(at.getTime() - 120 * 60_000);
    expect((await save({ ...base, scheduledAt: local(wall), scheduleOffset: "120" })).status).toBe(302);
    const [row] = await db().select().from(blogPosts);
    expect(row!.isPublished).toBe(false);
    expect(Math.abs(row!.scheduledAt!.getTime() - at.getTime())).toBeLessThan(60_000);

    expect(await publishDue(inMinutes(30))).toEqual({ posts: [], caseStudies: [] });
    // Two instances looking at once: one publishes it.
    const due = new Date(row!.scheduledAt!.getTime() + 1000);
    const [a, b] = await Promise.all([publishDue(due), publishDue(due)]);
    expect([...a.posts, ...b.posts]).toEqual([row!.id]);
    const [published] = await db().select().from(blogPosts);
    expect(published).toMatchObject({ isPublished: true, scheduledAt: null, publishedAt: row!.scheduledAt });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "blog_post.publish"));
    expect(audits.map((entry) => entry.entityId)).toEqual([row!.id]);
  });

  it("refuses a time in the past or that is not a time, and stores nothing", async () => {
    const past = await save({ ...base, scheduledAt: local(inMinutes(-5)) });
    expect(past.status).toBe(400);
    expect(past.body.result.error?.scheduledAt).toEqual(["Publish at must be in the future"]);
    const junk = await save({ ...base, scheduledAt: "tomorrow at nine" });
    expect(junk.status).toBe(400);
    expect(junk.body.result.error?.scheduledAt).toEqual(["Publish at must be a date and time"]);
    expect(await db().select().from(blogPosts)).toEqual([]);
  });

  it("a published record is not scheduled; unpublishing returns it to draft", async () => {
    await save({ ...base, isPublished: "on", scheduledAt: local(inMinutes(60)) });
    const [row] = await db().select().from(blogPosts);
    expect(row).toMatchObject({ isPublished: true, scheduledAt: null });
    await save({ ...base }, row!.id);
    expect((await db().select().from(blogPosts))[0]).toMatchObject({ isPublished: false, publishedAt: null, scheduledAt: null });
  });

  it("schedules a case study too", async () => {
    const at = inMinutes(10);
    const answer = await settle(() =>
      caseStudyEditorAction({
        request: formRequest(adminPaths.caseStudyNew, { title: "Scheduled study", scheduledAt: at.toISOString() }, { headers: { cookie } }),
        context: requestContext(),
        params: {},
      } as never),
    );
    expect(answer.status).toBe(302);
    const [study] = await db().select().from(caseStudies);
    expect(study).toMatchObject({ isPublished: false });
    expect((await publishDue(new Date(at.getTime() + 1000))).caseStudies).toEqual([study!.id]);
    expect((await db().select().from(caseStudies))[0]!.isPublished).toBe(true);
  });
});
