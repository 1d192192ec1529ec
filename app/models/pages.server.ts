/**
 * Pages from blocks (issue 26): the queries of the `pages` table and of pages' revisions (kept in
 * content_revisions with entity type 'page'). Values in and out are rows; the rules (what may be
 * saved, who sees what) are app/services/pages.server.ts's.
 */
import { and, asc, desc, eq, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { contentRevisions, pages, type ContentRevision, type PageRow } from "../../db/schema.ts";
import { UUID_PATTERN } from "../lib/content-kinds.ts";

export type { PageRow };

/** The live part of a page (what visitors see once it is published). */
export type PageContent = {
  path: string;
  title: string;
  breadcrumb: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  keywords: string[];
  shareMediaId: string | null;
  canonical: string | null;
  noindex: boolean;
  blocks: unknown[];
};

export type PageSummary = Pick<PageRow, "id" | "path" | "title" | "status" | "publishAt" | "publishedAt" | "updatedAt"> & { hasDraft: boolean };

export async function listPages(executor: Db = db()): Promise<PageSummary[]> {
  return executor
    .select({
      id: pages.id,
      path: pages.path,
      title: pages.title,
      status: pages.status,
      publishAt: pages.publishAt,
      publishedAt: pages.publishedAt,
      updatedAt: pages.updatedAt,
      hasDraft: sql<boolean>`${pages.draft} is not null`,
    })
    .from(pages)
    .orderBy(asc(pages.path));
}

/** The paths of the published pages, for the sitemap (noindex pages left out). */
export async function listPublishedPaths(executor: Db = db()): Promise<{ path: string; updatedAt: Date }[]> {
  return executor
    .select({ path: pages.path, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.status, "published"), eq(pages.noindex, false)))
    .orderBy(asc(pages.path));
}

export async function getPageByPath(path: string, executor: Db = db()): Promise<PageRow | null> {
  const [row] = await executor.select().from(pages).where(eq(pages.path, path)).limit(1);
  return row ?? null;
}

export async function getPageById(id: string, executor: Db = db()): Promise<PageRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await executor.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

/** A new page, as a draft (its content also in `draft`, so the editor has one place to read). */
export async function insertPage(
  values: { content: PageContent; draft: Record<string, unknown> | null; status?: "draft" | "published"; publishedAt?: Date | null; updatedBy: string | null; now: Date },
  executor: Db = db(),
): Promise<PageRow> {
  const [row] = await executor
    .insert(pages)
    .values({
      ...values.content,
      draft: values.draft,
      status: values.status ?? "draft",
      publishedAt: values.publishedAt ?? null,
      updatedBy: values.updatedBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** Stores the editor's working copy (and, for a page never published, its live columns too). */
export async function updatePageDraft(
  id: string,
  values: { draft: Record<string, unknown>; content?: PageContent; updatedBy: string | null; now: Date },
  executor: Db = db(),
): Promise<PageRow | null> {
  const [row] = await executor
    .update(pages)
    .set({ ...(values.content ?? {}), draft: values.draft, updatedBy: values.updatedBy, updatedAt: values.now })
    .where(eq(pages.id, id))
    .returning();
  return row ?? null;
}

/** Makes `content` live now: published, no draft left, no schedule. */
export async function publishPageContent(
  id: string,
  values: { content: PageContent; updatedBy: string | null; now: Date },
  executor: Db = db(),
): Promise<PageRow | null> {
  const [row] = await executor
    .update(pages)
    .set({
      ...values.content,
      status: "published",
      publishedAt: sql`coalesce(${pages.publishedAt}, ${values.now.toISOString()}::timestamptz)`,
      draft: null,
      publishAt: null,
      updatedBy: values.updatedBy,
      updatedAt: values.now,
    })
    .where(eq(pages.id, id))
    .returning();
  return row ?? null;
}

/** Sets (or clears, with null) the time the page's draft is published by the scheduler. */
export async function setPagePublishAt(id: string, at: Date | null, values: { updatedBy: string | null; now: Date }, executor: Db = db()): Promise<PageRow | null> {
  const [row] = await executor
    .update(pages)
    .set({ publishAt: at, updatedBy: values.updatedBy, updatedAt: values.now })
    .where(eq(pages.id, id))
    .returning();
  return row ?? null;
}

/** Takes a published page off the site (back to a draft); its content stays as the draft. */
export async function unpublishPage(id: string, values: { updatedBy: string | null; now: Date }, executor: Db = db()): Promise<PageRow | null> {
  const [row] = await executor
    .update(pages)
    .set({ status: "draft", publishedAt: null, publishAt: null, updatedBy: values.updatedBy, updatedAt: values.now })
    .where(eq(pages.id, id))
    .returning();
  return row ?? null;
}

export async function deletePage(id: string, executor: Db = db()): Promise<PageRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await executor.delete(pages).where(eq(pages.id, id)).returning();
  return row ?? null;
}

/** The pages whose scheduled draft is due at `now` (locked, so one instance publishes each). */
export async function duePages(now: Date, executor: Db = db()): Promise<PageRow[]> {
  return executor
    .select()
    .from(pages)
    .where(and(isNotNull(pages.publishAt), lte(pages.publishAt, now)))
    .for("update", { skipLocked: true });
}

/** How many pages there are (the seed writes the site's pages only into an empty table). */
export async function countPages(executor: Db = db()): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(pages);
  return Number(row?.count ?? 0);
}

/** Holds the page seed's lock until the transaction ends. */
export async function lockPageSeed(executor: Db): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(727026)`);
}

/* ---------- revisions ---------- */

export async function insertPageRevision(
  values: { pageId: string; authorId: string | null; authorEmail: string | null; title: string; snapshot: Record<string, unknown>; restoredFrom?: string | null; createdAt: Date },
  executor: Db = db(),
): Promise<ContentRevision> {
  const [row] = await executor
    .insert(contentRevisions)
    .values({
      entityType: "page",
      entityId: values.pageId,
      authorId: values.authorId,
      authorEmail: values.authorEmail,
      title: values.title,
      snapshot: values.snapshot,
      restoredFrom: values.restoredFrom ?? null,
      createdAt: values.createdAt,
    })
    .returning();
  return row!;
}

export type PageRevisionSummary = Pick<ContentRevision, "id" | "authorEmail" | "title" | "createdAt" | "restoredFrom"> & { state: string };

export async function listPageRevisions(pageId: string, limit = 30, executor: Db = db()): Promise<PageRevisionSummary[]> {
  if (!UUID_PATTERN.test(pageId)) return [];
  return executor
    .select({
      id: contentRevisions.id,
      authorEmail: contentRevisions.authorEmail,
      title: contentRevisions.title,
      createdAt: contentRevisions.createdAt,
      restoredFrom: contentRevisions.restoredFrom,
      state: sql<string>`coalesce(${contentRevisions.snapshot}->>'state', 'draft')`,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entityType, "page"), eq(contentRevisions.entityId, pageId)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(limit);
}

export async function getPageRevision(pageId: string, revisionId: string, executor: Db = db()): Promise<ContentRevision | null> {
  if (!UUID_PATTERN.test(pageId) || !UUID_PATTERN.test(revisionId)) return null;
  const [row] = await executor
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entityType, "page"), eq(contentRevisions.entityId, pageId)))
    .limit(1);
  return row ?? null;
}

/** The page's revisions from the newest, `before` a revision when given (for the diff and the fallback). */
export async function pageRevisionsNewestFirst(
  pageId: string,
  options: { before?: Pick<ContentRevision, "id" | "createdAt">; limit?: number } = {},
  executor: Db = db(),
): Promise<ContentRevision[]> {
  if (!UUID_PATTERN.test(pageId)) return [];
  const { before, limit = 20 } = options;
  return executor
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.entityType, "page"),
        eq(contentRevisions.entityId, pageId),
        before
          ? or(lt(contentRevisions.createdAt, before.createdAt), and(eq(contentRevisions.createdAt, before.createdAt), lt(contentRevisions.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(limit);
}

export async function deletePageRevisions(pageId: string, executor: Db = db()): Promise<void> {
  await executor.delete(contentRevisions).where(and(eq(contentRevisions.entityType, "page"), eq(contentRevisions.entityId, pageId)));
}
