/** Rows per status, for the admin's tabs and badges: every status present, 0 where none. */
import { count } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "../../db/client.server.ts";

export async function countByStatus<Status extends string>(table: PgTable, status: PgColumn, statuses: readonly Status[]): Promise<Record<Status, number>> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<Status, number>;
  const grouped = await db().select({ status, n: count() }).from(table).groupBy(status);
  for (const row of grouped) counts[row.status as Status] = Number(row.n);
  return counts;
}
