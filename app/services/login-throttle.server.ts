/**
 * Sign-in throttling on the shared rate-limit counters (see decision 004):
 * - per account and IP: after FAILURES_BEFORE_BACKOFF failures within the window, that account
 *   from that IP waits BACKOFF_BASE_MS, doubling with each further failure, never longer than
 *   BACKOFF_MAX_MS, so a lock always ends;
 * - per IP: at most IP_FAILURE_CAP failures within the window across all accounts (password
 *   spraying, and the CPU each scrypt verification costs);
 * - per account across IPs: counted and logged, never a lock, so an attacker elsewhere cannot
 *   lock the real admin out.
 */
import { hit, peek, reset } from "./rate-limit.server.ts";
import { logger } from "./logger.server.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_BEFORE_BACKOFF = 5;
export const BACKOFF_BASE_MS = 30 * 1000;
export const BACKOFF_MAX_MS = 15 * 60 * 1000;
export const IP_FAILURE_CAP = 30;
/** Failures on one account from all IPs that are worth a warning in the logs. */
export const ACCOUNT_ALERT_THRESHOLD = 50;

const keys = (email: string, ip: string) => ({
  accountIp: `login:fail:account-ip:${email}|${ip}`,
  lock: `login:lock:${email}|${ip}`,
  ip: `login:fail:ip:${ip}`,
  account: `login:fail:account:${email}`,
});

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: "account-ip" | "ip" };

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** Whether an attempt for `email` from `ip` may be checked now; does not count anything. */
export async function checkLoginThrottle(email: string, ip: string, now = new Date()): Promise<ThrottleDecision> {
  const k = keys(email, ip);
  const [ipFailures, lock] = await Promise.all([peek(k.ip, now), peek(k.lock, now)]);
  if (ipFailures.count >= IP_FAILURE_CAP && ipFailures.resetAt) {
    return { allowed: false, retryAfterSeconds: secondsUntil(ipFailures.resetAt, now), scope: "ip" };
  }
  if (lock.count > 0 && lock.resetAt) {
    return { allowed: false, retryAfterSeconds: secondsUntil(lock.resetAt, now), scope: "account-ip" };
  }
  return { allowed: true };
}

/** The wait after the `failures`-th failure within the window (0 before the threshold). */
export function backoffMs(failures: number): number {
  if (failures < FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - FAILURES_BEFORE_BACKOFF));
}

/** Counts a failed attempt; returns how long that account must now wait from that IP (ms, 0 for none). */
export async function recordLoginFailure(email: string, ip: string, now = new Date()): Promise<{ waitMs: number; accountFailures: number }> {
  const k = keys(email, ip);
  const window = { limit: Number.MAX_SAFE_INTEGER, windowMs: THROTTLE_WINDOW_MS };
  const [accountIp, , account] = await Promise.all([hit(k.accountIp, window, now), hit(k.ip, window, now), hit(k.account, window, now)]);
  const waitMs = backoffMs(accountIp.count);
  // The lock is its own counter whose window is the wait, so it ends by itself. A failure counted
  // while a lock runs (two requests at once) may lengthen the lock, never shorten it.
  if (waitMs > 0) {
    const current = await peek(k.lock, now);
    if (!current.resetAt || current.resetAt.getTime() < now.getTime() + waitMs) {
      await reset(k.lock);
      await hit(k.lock, { limit: 0, windowMs: waitMs }, now);
    }
  }
  if (account.count === ACCOUNT_ALERT_THRESHOLD) {
    logger.warn({ email, failures: account.count }, "many failed sign-ins for one account from several addresses");
  }
  return { waitMs, accountFailures: account.count };
}

/** A successful sign-in clears that account's failures from that IP. */
export async function clearLoginFailures(email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await Promise.all([reset(k.accountIp), reset(k.lock)]);
}
