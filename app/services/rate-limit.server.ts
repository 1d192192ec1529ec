/**
 * Fixed-window counters in PostgreSQL (table rate_limits), so every app instance shares them.
 * One upsert per hit; a window that has expired restarts at the hit. See decision 003.
 *
 * The rules of the public writes live in one table below (`rateLimitRules`), and callers name a rule
 * rather than spelling numbers; the admin sign-in throttle (login-throttle.server.ts) has its own
 * escalating rules on top of the same counters.
 */
import { countHit, deleteCounter, deleteExpiredCounters, getCounter } from "../models/rate-limits.server.ts";
import { defaultExecutor, type Executor } from "../models/transaction.server.ts";
import { env, type Env } from "./env.server.ts";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: Date; retryAfterSeconds: number };

const MINUTE = 60_000;

/**
 * Every rule of the public writes, with the values the environment sets (raised for benches only).
 * The key prefix of each rule is its counters' name in the table; changing one resets its counts.
 */
export function rateLimitRules(config: Env = env()) {
  return {
    /** Contact messages per client IP. */
    contact: { prefix: "contact", limit: config.CONTACT_RATE_LIMIT, windowMs: 10 * MINUTE },
    /** IRACONNECT signups per client IP. */
    signup: { prefix: "iraconnect-signup", limit: config.SIGNUP_RATE_LIMIT, windowMs: config.SIGNUP_RATE_WINDOW_SECONDS * 1000 },
    /** Newsletter subscriptions per client IP. */
    newsletter: { prefix: "newsletter", limit: 10, windowMs: 10 * MINUTE },
    /** Confirmation mails per address a day: asking again re-sends, but nobody can flood a mailbox. */
    newsletterMail: { prefix: "newsletter-mail", limit: 3, windowMs: 24 * 60 * MINUTE },
    /** "Forgot password?" requests per client IP. */
    passwordResetIp: { prefix: "password-reset-ip", limit: 10, windowMs: 15 * MINUTE },
    /** Reset mails per address an hour (further requests get the same answer and no mail). */
    passwordResetMail: { prefix: "password-reset-mail", limit: 3, windowMs: 60 * MINUTE },
    /** Admin searches (the search dialog asks as one types), per staff account (issue 28). */
    adminSearch: { prefix: "admin-search", limit: 120, windowMs: MINUTE },
    /** Checks of the current password on the account page, per account. */
    accountPassword: { prefix: "account-password", limit: 10, windowMs: 15 * MINUTE },
  } as const satisfies Record<string, RateLimitRule & { prefix: string }>;
}

export type RateLimitName = keyof ReturnType<typeof rateLimitRules>;

/** Counts one hit of the rule `name` for `subject` (a client IP, an e-mail address). */
export async function hitLimit(name: RateLimitName, subject: string, now = new Date()): Promise<RateLimitResult> {
  const { prefix, limit, windowMs } = rateLimitRules()[name];
  return hit(`${prefix}:${subject}`, { limit, windowMs }, now);
}

/** "10 minutes": the wait a refusal names, rounded up to whole minutes. */
export function minutesToWait(result: Pick<RateLimitResult, "retryAfterSeconds">): string {
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Counts one hit on `key` and says whether it is within `rule`. */
export async function hit(key: string, rule: RateLimitRule, now = new Date(), executor: Executor = defaultExecutor()): Promise<RateLimitResult> {
  const expires = new Date(now.getTime() + rule.windowMs);
  const { points: count, expiresAt: resetAt } = await countHit(key, expires, now, executor);
  // Opportunistic clean-up keeps the table small without a scheduler.
  if (Math.random() < 0.01) await deleteExpiredCounters(now, executor);
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** The current count on `key` without counting a hit (0 when none or expired). */
export async function peek(key: string, now = new Date(), executor: Executor = defaultExecutor()): Promise<{ count: number; resetAt: Date | null }> {
  const row = await getCounter(key, executor);
  if (!row || row.expiresAt <= now) return { count: 0, resetAt: null };
  return { count: row.points, resetAt: row.expiresAt };
}

export async function reset(key: string, executor: Executor = defaultExecutor()): Promise<void> {
  await deleteCounter(key, executor);
}
