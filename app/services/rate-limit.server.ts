/**
 * Fixed-window counters in PostgreSQL (table rate_limits), so every app instance shares them.
 * One upsert per hit; a window that has expired restarts at the hit. See decision 003.
 */
import { eq, lt, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { rateLimits } from "../../db/schema.ts";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: Date; retryAfterSeconds: number };

/** Counts one hit on `key` and says whether it is within `rule`. */
export async function hit(key: string, rule: RateLimitRule, now = new Date(), executor: Db = db()): Promise<RateLimitResult> {
  const expires = new Date(now.getTime() + rule.windowMs);
  const [row] = await rows<{ points: number; expires_at: string | Date }>(
    executor,
    sql`insert into rate_limits (key, points, expires_at) values (${key}, 1, ${expires.toISOString()})
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= ${now.toISOString()} then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= ${now.toISOString()} then excluded.expires_at else rate_limits.expires_at end
        returning points, expires_at`,
  );
  const count = Number(row!.points);
  const resetAt = new Date(row!.expires_at);
  // Opportunistic clean-up keeps the table small without a scheduler.
  if (Math.random() < 0.01) await executor.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** The current count on `key` without counting a hit (0 when none or expired). */
export async function peek(key: string, now = new Date(), executor: Db = db()): Promise<{ count: number; resetAt: Date | null }> {
  const [row] = await executor.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.expiresAt <= now) return { count: 0, resetAt: null };
  return { count: row.points, resetAt: row.expiresAt };
}

export async function reset(key: string, executor: Db = db()): Promise<void> {
  await executor.delete(rateLimits).where(eq(rateLimits.key, key));
}
