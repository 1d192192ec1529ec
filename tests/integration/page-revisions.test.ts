/**
 * The page revision screen (issue 26.3) on a real database, both engines: what a revision changed
 * in words (a schedule in the site's time zone), Restore only on its own form's input (property
 * test: any other body or route param is a 4xx with our words and stores nothing), a restore that
 * makes the revision's page the draft again and is audit-logged; and a page whose stored content
 * cannot be read answers 200 with its last good revision from the public route, never a 500.
 */
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentRevisions, pages } from "../../db/schema.ts";
import type { PageInput } from "#app/lib/blocks/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { action as revisionAction, loader as revisionLoader } from "#app/routes/admin/page-revision.tsx";
import { loader as pageLoader } from "#app/routes/pages/page.tsx";
import { pageRevisionView } from "#app/services/page-revisions.server.ts";
import { pageForEdit, publishPage, savePageDraft } from "#app/services/pages.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { anyContentType, expectHumanMessage, hostileText, rawBody, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let cookie = "";
let actor: ReturnType<typeof actorOf>;
let pageId = "";
let firstRevision = "";
let scheduledRevision = "";

function pageInput(heading: string, extra: PageInput["blocks"] = []): PageInput {
  return {
    path: "/campaigns/revisions",
    title: "Revisions",
    seo: {},
    blocks: [{ id: "hero", type: "hero", title: heading, subtitle: "Sub", actions: [] }, ...extra],
  };
}

const revisionsOf = async (id: string) =>
  db().select().from(contentRevisions).where(and(eq(contentRevisions.entityType, "page"), eq(contentRevisions.entityId, id)));

beforeAll(async () => {
  const admin = await createTestAdmin("page.revisions@example.com", "editor");
  cookie = await sessionCookieFor(admin.id);
  actor = actorOf(admin, { ip: "192.0.2.1" });
  await db().execute(sql`delete from pages where path = '/campaigns/revisions'`);
  const saved = await savePageDraft(null, pageInput("First heading"), actor, new Date("2026-01-01T10:00:00Z"));
  if (!saved.ok) throw new Error(saved.errors.join("; "));
  pageId = saved.id;
  await publishPage(pageId, actor, {}, new Date("2026-01-01T10:01:00Z"));
  await savePageDraft(pageId, pageInput("Second heading", [{ id: "f", type: "form", form: "contact" }]), actor, new Date("2026-01-01T10:02:00Z"));
  await publishPage(pageId, actor, { at: new Date("2099-06-01T12:00:00Z") }, new Date("2026-01-01T10:03:00Z"));
  const rows = (await revisionsOf(pageId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  firstRevision = rows[0]!.id;
  scheduledRevision = rows.at(-1)!.id;
});

const request = (method: "GET" | "POST", path: string, body?: BodyInit | null, contentType?: string | null) => {
  const headers: Record<string, string> = { cookie };
  if (contentType) headers["content-type"] = contentType;
  return new Request(`http://localhost${path}`, { method, headers, body: method === "POST" ? (typeof body === "string" ? new TextEncoder().encode(body) : body) : undefined });
};
const call = <T>(handler: (args: never) => Promise<unknown>, req: Request, params: Record<string, string>) =>
  settle<T>(() => handler({ request: req, params, context: requestContext(), url: new URL(req.url) } as never));

describe("the page revision screen", () => {
  it("says what each save changed, in words, the schedule in the site's time zone", async () => {
    const rows = (await revisionsOf(pageId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const edit = await pageRevisionView(pageId, rows[2]!.id);
    expect(edit?.changes).toEqual(["Hero block “First heading”: Title changed from “First heading” to “Second heading”", "Form block added at position 2", "Saved as a draft"]);
    const scheduled = await pageRevisionView(pageId, scheduledRevision);
    expect(scheduled?.state).toBe("scheduled");
    expect(scheduled?.changes).toEqual([expect.stringMatching(/^Scheduled to go live on 1 Jun 2099, \d\d:00 \(.+\)$/)]);
    const first = await pageRevisionView(pageId, firstRevision);
    expect(first?.first).toBe(true);
    expect(first?.changes).toContain("Hero block “First heading” added at position 1");

    const screen = await call<{ changes: string[]; confirming: boolean }>(revisionLoader, request("GET", `${adminPaths.pageRevision(pageId, scheduledRevision)}?confirm`), { id: pageId, revisionId: scheduledRevision });
    expect(screen.status).toBe(200);
    expect(screen.body.confirming).toBe(true);
  });

  it("hostile route params are a 404, never a 5xx", async () => {
    const param = fc.oneof(hostileText, fc.uuid(), fc.constantFrom("", "..", "%00", pageId, firstRevision));
    await fc.assert(
      fc.asyncProperty(param, param, async (id, revisionId) => {
        const answer = await call(revisionLoader, request("GET", "/admin-dashboard/pages/x/revisions/y"), { id, revisionId });
        if (id === pageId && revisionId === firstRevision) expect(answer.status).toBe(200);
        else expect(answer.status).toBe(404);
      }),
      { numRuns: 60 },
    );
  });

  it("Restore takes only its own form: any other body, content type or params is a 4xx with our words and stores nothing", async () => {
    const path = adminPaths.pageRevision(pageId, firstRevision);
    const params = fc.oneof(
      fc.constant({ id: pageId, revisionId: firstRevision }),
      fc.record({ id: fc.oneof(hostileText, fc.uuid(), fc.constant(pageId)), revisionId: fc.oneof(hostileText, fc.uuid()) }),
    );
    const body = fc.oneof(
      rawBody.map((raw) => ({ raw, type: null as string | null })),
      fc.array(fc.tuple(fc.constantFrom("intent", "x", "revisionId"), fc.oneof(hostileText, fc.constantFrom("restore ", "RESTORE", "", "publish"))), { maxLength: 4 }).map((entries) => ({ raw: urlEncoded(entries) as BodyInit, type: "application/x-www-form-urlencoded" as string | null })),
    );
    await fc.assert(
      fc.asyncProperty(body, anyContentType, params, async (sent, contentType, routeParams) => {
        const before = (await revisionsOf(pageId)).length;
        const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
        const answer = await call<{ errors: string[] }>(revisionAction, request("POST", path, sent.raw, sent.type ?? contentType), routeParams);
        if (answer.status === 302) {
          // Only the form's own field restores (a body can spell it by chance): then a new revision.
          expect((await revisionsOf(pageId)).length).toBe(before + 1);
          return;
        }
        expect([400, 404, 409, 413, 415]).toContain(answer.status);
        for (const message of answer.body.errors) expectHumanMessage(message);
        expect((await revisionsOf(pageId)).length).toBe(before);
        const [after] = await db().select().from(pages).where(eq(pages.id, pageId));
        expect(after!.draft).toEqual(row!.draft);
      }),
      { numRuns: 80 },
    );
  });

  it("Restore makes the revision's page the draft again, keeps the schedule and the live page, and is audit-logged", async () => {
    const answer = await call(revisionAction, request("POST", adminPaths.pageRevision(pageId, firstRevision), urlEncoded([["intent", "restore"]]), "application/x-www-form-urlencoded"), { id: pageId, revisionId: firstRevision });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`${adminPaths.pageEdit(pageId)}?restored=${firstRevision}`);
    const edit = await pageForEdit(pageId);
    expect((edit!.page.blocks as { title?: string }[])[0]!.title).toBe("First heading");
    expect(edit!.revisions[0]!.restoredFrom).toBe(firstRevision);
    const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
    expect(row!.status).toBe("published");
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entityId, pageId), eq(auditLog.action, "page.restore")));
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(audits.at(-1)!.details).toMatchObject({ restoredFrom: firstRevision });
    // The restore's own revision says what it put back.
    const restored = await pageRevisionView(pageId, edit!.revisions[0]!.id);
    expect(restored?.restoredFrom).toBe(firstRevision);
    expect(restored?.changes).toContain("Hero block “Second heading”: Title changed from “Second heading” to “First heading”");
    expect(restored?.changes).toContain("Form block removed (it was at position 2)");
  });
});

describe("a page whose content cannot be read", () => {
  it("answers 200 from the public route with its last good revision, never a 500", async () => {
    await db().execute(sql`delete from pages where path = '/campaigns/unreadable'`);
    const saved = await savePageDraft(null, { ...pageInput("Good heading"), path: "/campaigns/unreadable" }, actor);
    if (!saved.ok) throw new Error(saved.errors.join("; "));
    await publishPage(saved.id, actor);
    await db().execute(sql`update pages set blocks = '[{"id":"x","type":"nonsense"}]'::jsonb, title = '  x' where id = ${saved.id}`);
    const url = "http://localhost/campaigns/unreadable";
    const answer = await settle<{ page: { blocks: { title?: string }[]; fallback: boolean } | null }>(() =>
      pageLoader({ request: new Request(url), params: {}, context: requestContext(), url: new URL(url) } as never),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.page?.fallback).toBe(true);
    expect(answer.body.page?.blocks[0]?.title).toBe("Good heading");
  });
});
