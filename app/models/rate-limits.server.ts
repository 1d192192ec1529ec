/**
 * The counters of table rate_limits (decision 003): the fixed windows of the public writes
 * (services/rate-limit) and the sign-in throttle's locks (services/login-throttle). Keys and
 * rules belong to those services; the SQL is here.
 */
import { eq, lt, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { rateLimits as counters } from "../../db/schema.ts";

export type CounterRow = { key: string; points: number; expiresAt: Date };

/**
 * One hit on a fixed window: a new or expired counter restarts at 1 until `expires`, a live one
 * counts up; one upsert, so hits that arrive together are all counted.
 */
export async function countHit(key: string, expires: Date, now: Date, executor: Db = db()): Promise<{ points: number; expiresAt: Date }> {
  const [row] = await rows<{ points: number; expires_at: string | Date }>(
    executor,
    sql`insert into rate_limits (key, points, expires_at) values (${key}, 1, ${expires.toISOString()})
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= ${now.toISOString()} then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= ${now.toISOString()} then excluded.expires_at else rate_limits.expires_at end
        returning points, expires_at`,
  );
  return { points: Number(row!.points), expiresAt: new Date(row!.expires_at) };
}

export async function deleteExpiredCounters(now: Date, executor: Db = db()): Promise<void> {
  await executor.delete(counters).where(lt(counters.expiresAt, now));
}

export async function getCounter(key: string, executor: Db = db()): Promise<CounterRow | null> {
  const [row] = await executor.select().from(counters).where(eq(counters.key, key));
  return row ?? null;
}

export async function deleteCounter(key: string, executor: Db = db()): Promise<void> {
  await executor.delete(counters).where(eq(counters.key, key));
}

/** Same as deleteCounter, in the sign-in throttle's raw statement (kept as it was written). */
export async function deleteCounterRaw(key: string, executor: Pick<Db, "execute"> = db()): Promise<void> {
  await rows(executor, sql`delete from rate_limits where key = ${key}`);
}

/**
 * Takes a one-holder slot until `expires`: true when it was free (absent or expired), false when
 * someone holds it.
 */
export async function claimSlot(key: string, expires: Date, now: Date, executor: Pick<Db, "execute">): Promise<boolean> {
  const claimed = await rows<{ key: string }>(
    executor,
    sql`insert into rate_limits (key, points, expires_at) values (${key}, 1, ${expires.toISOString()})
        on conflict (key) do update set points = 1, expires_at = excluded.expires_at where rate_limits.expires_at <= ${now.toISOString()}
        returning key`,
  );
  return claimed.length > 0;
}

/**
 * The counters of `keys` locked FOR UPDATE until the transaction ends (missing ones created at 0,
 * already expired), in key order: callers that lock the same keys queue instead of deadlocking.
 */
export async function lockCounters(keys: readonly string[], now: Date, tx: Pick<Db, "execute">): Promise<CounterRow[]> {
  const nowIso = now.toISOString();
  const placeholders = sql.join(
    keys.map((key) => sql`(${key}, 0, ${nowIso})`),
    sql`, `,
  );
  await rows(tx, sql`insert into rate_limits (key, points, expires_at) values ${placeholders} on conflict (key) do nothing`);
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const current = await rows<{ key: string; points: number; expires_at: string | Date }>(
    tx,
    sql`select key, points, expires_at from rate_limits where key in (${list}) order by key for update`,
  );
  return current.map((row) => ({ key: row.key, points: Number(row.points), expiresAt: new Date(row.expires_at) }));
}

export async function setCounter(key: string, points: number, expiresAt: Date, tx: Pick<Db, "execute">): Promise<void> {
  await rows(tx, sql`update rate_limits set points = ${points}, expires_at = ${expiresAt.toISOString()} where key = ${key}`);
}

/**
 * Takes one count back, and the window's end back to `before` unless another hit has moved it
 * since `after` was written.
 */
export async function giveBackCount(key: string, after: Date, before: Date, tx: Pick<Db, "execute">): Promise<void> {
  await rows(
    tx,
    sql`update rate_limits set
          points = greatest(points - 1, 0),
          expires_at = case when expires_at = ${after.toISOString()} then ${before.toISOString()} else expires_at end
        where key = ${key}`,
  );
}

/**
 * Marks `key` used until `expires`, once: true for the first caller, false for every later one
 * (until it expires and the sweep deletes it). One statement, so two callers at once cannot both win.
 */
export async function claimOnce(key: string, expires: Date, executor: Pick<Db, "execute"> = db()): Promise<boolean> {
  const claimed = await rows<{ key: string }>(
    executor,
    sql`insert into rate_limits (key, points, expires_at) values (${key}, 1, ${expires.toISOString()}) on conflict (key) do nothing returning key`,
  );
  return claimed.length > 0;
}

/** Deletes the counters named `keys` and those whose key starts with one of `prefixes`; returns the deleted keys. */
export async function deleteCountersMatching(keys: readonly string[], prefixes: readonly string[], executor: Pick<Db, "execute"> = db()): Promise<string[]> {
  const exact = keys.length ? sql`key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})` : sql`false`;
  const starts = prefixes.map((p) => sql`left(key, ${p.length}) = ${p}`);
  const where = sql.join([exact, ...starts], sql` or `);
  const deleted = await rows<{ key: string }>(executor, sql`delete from rate_limits where ${where} returning key`);
  return deleted.map((row) => row.key);
}

/** The counters whose key starts with `prefix` and whose window ends after `after` (live locks). */
export async function countersEndingAfter(prefix: string, after: Date, executor: Pick<Db, "execute"> = db()): Promise<CounterRow[]> {
  const found = await rows<{ key: string; points: number; expires_at: string | Date }>(
    executor,
    sql`select key, points, expires_at from rate_limits where left(key, ${prefix.length}) = ${prefix} and expires_at > ${after.toISOString()}`,
  );
  return found.map((row) => ({ key: row.key, points: Number(row.points), expiresAt: new Date(row.expires_at) }));
}
