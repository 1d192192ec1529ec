/** Redirects (table redirects, issue 26.4): queries only; the rules are app/services/redirects.server.ts. */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { redirects, type Redirect } from "../../db/schema.ts";

export type { Redirect };

/** Every redirect, by old path (the service bounds how many there can be). */
export async function listRedirects(executor: Db = db()): Promise<Redirect[]> {
  return executor.select().from(redirects).orderBy(asc(redirects.fromPath));
}

/**
 * Holds writes of other transactions to the table until this one ends, so that two saves cannot
 * make a chain between them (each checks the list as the other left it). Reads go on.
 */
export async function lockRedirects(executor: Db): Promise<void> {
  await executor.execute(sql`lock table ${redirects} in share row exclusive mode`);
}

export async function insertRedirect(
  values: { fromPath: string; toPath: string; status: number; createdBy: string | null },
  executor: Db = db(),
): Promise<Redirect> {
  const [row] = await executor.insert(redirects).values(values).returning();
  return row!;
}

/** Adds the redirect, or points the existing one from the same path at `toPath`. */
export async function upsertRedirect(
  values: { fromPath: string; toPath: string; status: number; createdBy: string | null },
  executor: Db = db(),
): Promise<Redirect> {
  const [row] = await executor
    .insert(redirects)
    .values(values)
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: values.toPath, status: values.status } })
    .returning();
  return row!;
}

export async function deleteRedirect(id: string, executor: Db = db()): Promise<Redirect | null> {
  const [row] = await executor.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ?? null;
}

export async function deleteRedirectsFrom(fromPaths: string[], executor: Db = db()): Promise<Redirect[]> {
  if (fromPaths.length === 0) return [];
  return executor.delete(redirects).where(inArray(redirects.fromPath, fromPaths)).returning();
}

/** Points every redirect whose id is in `ids` at `toPath`. */
export async function retargetRedirects(ids: string[], toPath: string, executor: Db = db()): Promise<void> {
  if (ids.length === 0) return;
  await executor.update(redirects).set({ toPath }).where(inArray(redirects.id, ids));
}

export async function countRedirects(executor: Db = db()): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(redirects);
  return Number(row?.n ?? 0);
}
