/** "Share preview" links (issue 14.4): only the SHA-256 of each token is stored. */
import { and, desc, eq, isNull } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { isContentId } from "../lib/content-kinds.ts";
import { contentPreviewLinks, type ContentKind, type ContentPreviewLink } from "../../db/schema.ts";

export type { ContentPreviewLink };

export async function insertPreviewLink(
  values: { id?: string; entityType: ContentKind; entityId: string; tokenHash: string; expiresAt: Date; createdBy: string | null; createdByEmail: string | null; createdAt: Date },
  executor: Db = db(),
): Promise<ContentPreviewLink> {
  const [row] = await executor.insert(contentPreviewLinks).values(values).returning();
  return row!;
}

export async function findPreviewLinkByHash(tokenHash: string, executor: Db = db()): Promise<ContentPreviewLink | null> {
  const [row] = await executor.select().from(contentPreviewLinks).where(eq(contentPreviewLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** A record's links, newest first (revoked and expired ones included: the editor says which). */
export async function listPreviewLinks(entityType: ContentKind, entityId: string, executor: Db = db()): Promise<ContentPreviewLink[]> {
  if (!isContentId(entityType, entityId)) return [];
  return executor
    .select()
    .from(contentPreviewLinks)
    .where(and(eq(contentPreviewLinks.entityType, entityType), eq(contentPreviewLinks.entityId, entityId)))
    .orderBy(desc(contentPreviewLinks.createdAt), desc(contentPreviewLinks.id))
    .limit(20);
}

/** Revokes one live link of this record; null when there was none to revoke. */
export async function revokePreviewLink(entityType: ContentKind, entityId: string, linkId: string, now: Date, executor: Db = db()): Promise<ContentPreviewLink | null> {
  if (!isContentId(entityType, entityId)) return null;
  const [row] = await executor
    .update(contentPreviewLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(contentPreviewLinks.id, linkId),
        eq(contentPreviewLinks.entityType, entityType),
        eq(contentPreviewLinks.entityId, entityId),
        isNull(contentPreviewLinks.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** A deleted record's links go with it. */
export async function deletePreviewLinksOf(entityType: ContentKind, entityId: string, executor: Db = db()): Promise<void> {
  await executor.delete(contentPreviewLinks).where(and(eq(contentPreviewLinks.entityType, entityType), eq(contentPreviewLinks.entityId, entityId)));
}
