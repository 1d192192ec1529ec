/**
 * Bulk changes and the trash of the admin's content lists (issue 28): several posts or case
 * studies published, unpublished, moved to the trash or restored in one statement. A record in
 * the trash keeps its row (`deleted_at`) for 30 days: it is a draft with no schedule, out of the
 * public reads (`publishedOnly`) and the lists, until it is restored or the scheduler purges it.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { blogPosts, caseStudies } from "../../db/schema.ts";
import { isCaseStudyId } from "./case-studies.server.ts";
import { isUuid } from "./blog-posts.server.ts";

import { trashKinds } from "../lib/schemas/bulk-content.ts";

export { TRASH_DAYS } from "../lib/schemas/bulk-content.ts";

export type TrashKind = (typeof trashKinds)[number];

/** A record a bulk change touched, as its audit entry names it. */
export type Touched = { id: string; title: string; isPublished: boolean };

const TABLES = {
  blog_post: { table: blogPosts, id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished, deletedAt: blogPosts.deletedAt, valid: isUuid },
  case_study: { table: caseStudies, id: caseStudies.id, title: caseStudies.title, isPublished: caseStudies.isPublished, deletedAt: caseStudies.deletedAt, valid: isCaseStudyId },
} as const;

const returned = (kind: TrashKind) => ({ id: TABLES[kind].id, title: TABLES[kind].title, isPublished: TABLES[kind].isPublished });

/** Ids of the kind's shape only (an id that cannot name a record names none). */
function validIds(kind: TrashKind, ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => TABLES[kind].valid(id));
}

/**
 * Publishes (or unpublishes) those of `ids` that are not in the trash and not already so. A
 * post keeps its first publish date; a schedule is dropped either way.
 */
export async function setPublishedMany(kind: TrashKind, ids: readonly string[], published: boolean, now: Date, executor: Db = db()): Promise<Touched[]> {
  const wanted = validIds(kind, ids);
  if (wanted.length === 0) return [];
  const t = TABLES[kind];
  const where = and(inArray(t.id, wanted), isNull(t.deletedAt), eq(t.isPublished, !published));
  if (kind === "blog_post") {
    return executor
      .update(blogPosts)
      .set({ isPublished: published, publishedAt: published ? sql`coalesce(${blogPosts.publishedAt}, ${now.toISOString()}::timestamptz)` : null, scheduledAt: null, updatedAt: now })
      .where(where)
      .returning(returned(kind));
  }
  return executor.update(caseStudies).set({ isPublished: published, scheduledAt: null, updatedAt: now }).where(where).returning(returned(kind));
}

/** Moves those of `ids` not already there to the trash: each becomes a draft with no schedule. */
export async function trashMany(kind: TrashKind, ids: readonly string[], now: Date, executor: Db = db()): Promise<Touched[]> {
  const wanted = validIds(kind, ids);
  if (wanted.length === 0) return [];
  const t = TABLES[kind];
  const where = and(inArray(t.id, wanted), isNull(t.deletedAt));
  // The state before the move (the audit says whether it was published), then the move.
  const before = await executor.select(returned(kind)).from(t.table).where(where).for("update");
  if (before.length === 0) return [];
  const moved = before.map((row) => row.id);
  if (kind === "blog_post") {
    await executor.update(blogPosts).set({ deletedAt: now, isPublished: false, publishedAt: null, scheduledAt: null, reviewRequestedAt: null, updatedAt: now }).where(inArray(blogPosts.id, moved));
  } else {
    await executor.update(caseStudies).set({ deletedAt: now, isPublished: false, scheduledAt: null, updatedAt: now }).where(inArray(caseStudies.id, moved));
  }
  return before;
}

/** Takes those of `ids` that are in the trash out of it, as drafts. */
export async function restoreMany(kind: TrashKind, ids: readonly string[], now: Date, executor: Db = db()): Promise<Touched[]> {
  const wanted = validIds(kind, ids);
  if (wanted.length === 0) return [];
  const t = TABLES[kind];
  const where = and(inArray(t.id, wanted), isNotNull(t.deletedAt));
  if (kind === "blog_post") return executor.update(blogPosts).set({ deletedAt: null, updatedAt: now }).where(where).returning(returned(kind));
  return executor.update(caseStudies).set({ deletedAt: null, updatedAt: now }).where(where).returning(returned(kind));
}

/** Whether the record is in the trash (false for one that does not exist). */
export async function isTrashed(kind: TrashKind, id: string): Promise<boolean> {
  const t = TABLES[kind];
  if (!t.valid(id)) return false;
  const [row] = await db().select({ id: t.id }).from(t.table).where(and(eq(t.id, id), isNotNull(t.deletedAt))).limit(1);
  return row !== undefined;
}

export type TrashedRecord = { kind: TrashKind; id: string; title: string; deletedAt: Date };

/** Everything in the trash, most recently deleted first (at most `limit` of each kind). */
export async function listTrash(limit = 200): Promise<TrashedRecord[]> {
  const [posts, studies] = await Promise.all(
    trashKinds.map((kind) => {
      const t = TABLES[kind];
      return db()
        .select({ id: t.id, title: t.title, deletedAt: t.deletedAt })
        .from(t.table)
        .where(isNotNull(t.deletedAt))
        .orderBy(desc(t.deletedAt), asc(t.id))
        .limit(limit);
    }),
  );
  const all = [
    ...posts!.map((row) => ({ kind: "blog_post" as const, id: row.id, title: row.title, deletedAt: row.deletedAt! })),
    ...studies!.map((row) => ({ kind: "case_study" as const, id: row.id, title: row.title, deletedAt: row.deletedAt! })),
  ];
  return all.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || a.id.localeCompare(b.id));
}

/** Ids of the kind's records in the trash since before `cutoff` (the scheduler purges them). */
export async function trashedBefore(kind: TrashKind, cutoff: Date, limit = 100): Promise<string[]> {
  const t = TABLES[kind];
  const found = await db().select({ id: t.id }).from(t.table).where(lt(t.deletedAt, cutoff)).orderBy(asc(t.deletedAt)).limit(limit);
  return found.map((row) => row.id);
}
