/** Revisions of posts and case studies (issue 14.6): one row per save, the editor's values as saved. */
import { and, desc, eq, lt, or } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { contentKindValues, isContentId, type ContentKindName } from "../lib/content-kinds.ts";
import { contentKinds, contentRevisions, type ContentKind, type ContentRevision } from "../../db/schema.ts";

// db/schema.ts writes the kinds out itself (db/ imports nothing from app/): the build stops here
// when the two lists drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsAgree: Same<ContentKind, ContentKindName> & Same<typeof contentKinds, typeof contentKindValues> = true;
void kindsAgree;

export type { ContentRevision };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many revisions the editor lists (the newest). */
export const REVISIONS_LISTED = 30;

export async function insertRevision(
  values: {
    entityType: ContentKind;
    entityId: string;
    authorId: string | null;
    authorEmail: string | null;
    title: string;
    snapshot: Record<string, unknown>;
    restoredFrom?: string | null;
    createdAt: Date;
  },
  executor: Db = db(),
): Promise<ContentRevision> {
  const [row] = await executor.insert(contentRevisions).values(values).returning();
  return row!;
}

export type RevisionSummary = Pick<ContentRevision, "id" | "authorEmail" | "title" | "createdAt" | "restoredFrom">;

/** A record's revisions, newest first. */
export async function listRevisions(entityType: ContentKind, entityId: string, executor: Db = db()): Promise<RevisionSummary[]> {
  if (!isContentId(entityType, entityId)) return [];
  return executor
    .select({
      id: contentRevisions.id,
      authorEmail: contentRevisions.authorEmail,
      title: contentRevisions.title,
      createdAt: contentRevisions.createdAt,
      restoredFrom: contentRevisions.restoredFrom,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(REVISIONS_LISTED);
}

/** One revision of this record, or null (an id of another record's revision names none). */
export async function getRevision(entityType: ContentKind, entityId: string, revisionId: string, executor: Db = db()): Promise<ContentRevision | null> {
  if (!UUID_PATTERN.test(revisionId) || !isContentId(entityType, entityId)) return null;
  const [row] = await executor
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)))
    .limit(1);
  return row ?? null;
}

/** A deleted record's revisions go with it. */
export async function deleteRevisionsOf(entityType: ContentKind, entityId: string, executor: Db = db()): Promise<void> {
  await executor.delete(contentRevisions).where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)));
}

/** The revision saved just before this one (what it changed is the difference), or null for the first. */
export async function getPreviousRevision(revision: Pick<ContentRevision, "id" | "entityType" | "entityId" | "createdAt">, executor: Db = db()): Promise<ContentRevision | null> {
  const [row] = await executor
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.entityType, revision.entityType),
        eq(contentRevisions.entityId, revision.entityId),
        or(lt(contentRevisions.createdAt, revision.createdAt), and(eq(contentRevisions.createdAt, revision.createdAt), lt(contentRevisions.id, revision.id))),
      ),
    )
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(1);
  return row ?? null;
}
