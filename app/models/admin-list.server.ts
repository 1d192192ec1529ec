/**
 * The admin's paged, searchable lists of content (issue 14.9): the Blog Posts and Case Studies
 * tabs page through one query shape, so both order the same way and a record never shows on two
 * pages or none.
 */
import { and, asc, desc, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "../../db/client.server.ts";

/** Records per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** ILIKE pattern for a literal substring: %, _ and \ in the search text match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type AdminListQuery = { q?: string; page: number };

/**
 * One page of `table`, drafts included: newest first by `createdAt`, then by `id` (A to Z), a
 * total order however many records share a moment; filtered by `q` in any of `searchIn`; with
 * how many match.
 */
export async function adminListPage<Row>(
  table: PgTable,
  columns: { createdAt: PgColumn; id: PgColumn; /** Records in the trash are left out (issue 28). */ deletedAt?: PgColumn; searchIn: readonly PgColumn[]; /** A further condition (a contributor's own posts, those waiting for review). */ where?: SQL },
  query: AdminListQuery,
): Promise<{ items: Row[]; matching: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern ? or(...columns.searchIn.map((column) => ilike(column, pattern))) : undefined,
    columns.deletedAt ? isNull(columns.deletedAt) : undefined,
    columns.where,
  );
  const [items, [row]] = await Promise.all([
    db()
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(columns.createdAt), asc(columns.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db().select({ count: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { items: items as Row[], matching: Number(row?.count ?? 0) };
}
