/**
 * Sign-in throttling that holds under concurrency (issue 16.1, decision 013).
 *
 * An attempt is counted BEFORE its password is checked, in one transaction that locks the
 * counters' rows, so requests that arrive together are counted one after the other and no number
 * of parallel guesses gets more checks than the rules allow:
 * - at most one check in flight per account and address (a second one at the same time is
 *   refused at once, 429 with Retry-After);
 * - an escalating lock per account+address and per address (across accounts: spraying): a few
 *   free attempts, then 10 minutes, doubling with every further attempt up to LOCK_MAX_MS, so a
 *   lock always ends;
 * - per account across addresses (a distributed guess) a ceiling that slows rather than shuts
 *   (issue 29.2): past it, every address gets one free attempt instead of five before its own
 *   account+address lock. Nobody can lock the owner out from the owner's own address: the first
 *   attempt from an address is always checked, so the right password still signs in;
 * - every lock set and every lock lifted (a success, a password reset, `admin:create`, an owner's
 *   Unlock on the Staff screen) is in the audit log;
 * - a successful sign-in gives back its own count (and clears the account+address counter), so
 *   staff who sign in every day from one office are never locked; an attempt refused by the
 *   password-hashing limit (503) gives its count back too.
 *
 * Counters live in rate_limits (shared by every instance): points is the number of attempts
 * counted, expires_at is the end of the lock plus FORGET_MS (the row is forgotten, and deleted by
 * the usual clean-up, once a quiet day has passed after the lock).
 */
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { claimSlot, countersEndingAfter, deleteCounterRaw, deleteCountersMatching, giveBackCount, lockCounters, setCounter } from "../models/rate-limits.server.ts";
import { defaultExecutor, inTransaction, type Executor } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";

export const LOCK_BASE_MS = 10 * 60 * 1000;
export const LOCK_MAX_MS = 2 * 24 * 60 * 60 * 1000;
export const FORGET_MS = 24 * 60 * 60 * 1000;
/** A check that has not finished in this time (a crashed instance) frees its slot anyway. */
export const IN_FLIGHT_MS = 30 * 1000;
/**
 * Free attempts before the first lock, per subject. `account` is the ceiling across addresses: it
 * never locks; past it each address gets SLOWED_FREE_ATTEMPTS for that account (issue 29.2).
 */
export const FREE_ATTEMPTS = { accountIp: 5, ip: 20, account: 20 } as const;
export const SLOWED_FREE_ATTEMPTS = 1;

export type ThrottleScope = "in-flight" | keyof typeof FREE_ATTEMPTS;

/** The lock after the `count`-th counted attempt (0 before the free attempts are used up). */
export function lockMs(count: number, free: number): number {
  if (count < free) return 0;
  return Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** (count - free));
}

type Subject = { scope: keyof typeof FREE_ATTEMPTS; key: string; free: number };

const accountIpPrefix = (email: string) => `login:v2:account-ip:${email}|`;
const accountKey = (email: string) => `login:v2:account:${email}`;

function subjects(email: string, ip: string): Subject[] {
  // Sorted by key: every transaction locks the rows in the same order, so two never deadlock.
  return [
    { scope: "accountIp" as const, key: `${accountIpPrefix(email)}${ip}`, free: FREE_ATTEMPTS.accountIp },
    { scope: "ip" as const, key: `login:v2:ip:${ip}`, free: FREE_ATTEMPTS.ip },
    { scope: "account" as const, key: accountKey(email), free: FREE_ATTEMPTS.account },
  ].sort((a, b) => (a.key < b.key ? -1 : 1));
}

const inFlightKey = (email: string, ip: string) => `login:v2:in-flight:${email}|${ip}`;

/** What an admitted attempt must hand back when it ends (see finishLoginAttempt). */
export type AttemptTicket = {
  email: string;
  ip: string;
  counted: { key: string; scope: Subject["scope"]; count: number; before: Date; after: Date; lockedUntil: Date | null }[];
};

export type AttemptDecision =
  | { allowed: true; ticket: AttemptTicket }
  /** `remembered`: refused from this instance's memory, without a database round trip. */
  | { allowed: false; retryAfterSeconds: number; scope: ThrottleScope; remembered?: boolean };

/**
 * This instance's short memory of what the database said (issue 16.2): a flood of attempts from a
 * locked address, or a second attempt while one is in flight here, is refused without any database
 * work, so on the embedded database (one thread for the whole server) a flood cannot starve pages
 * and health checks. The database stays the truth: a remembered lock is trusted for LOCK_MEMORY_MS
 * at most (another instance's success may lift a lock set in advance), and a success or refund
 * here forgets the locks of its own subjects at once.
 */
export const LOCK_MEMORY_MS = 2000;
const LOCK_MEMORY_MAX_ENTRIES = 10_000;
const rememberedLocks = new Map<string, { until: number; seenAt: number; scope: ThrottleScope }>();
const inFlightHere = new Set<string>();

function rememberLock(key: string, scope: ThrottleScope, until: Date, now: Date): void {
  if (rememberedLocks.size >= LOCK_MEMORY_MAX_ENTRIES) {
    // Oldest first (a Map keeps insertion order); a flood over many addresses only shortens memory.
    for (const old of rememberedLocks.keys()) {
      rememberedLocks.delete(old);
      if (rememberedLocks.size < LOCK_MEMORY_MAX_ENTRIES / 2) break;
    }
  }
  rememberedLocks.delete(key);
  rememberedLocks.set(key, { until: until.getTime(), seenAt: now.getTime(), scope });
}

function rememberedRefusal(list: Subject[], now: Date): { retryAfterSeconds: number; scope: ThrottleScope } | null {
  let refusal: { retryAfterSeconds: number; scope: ThrottleScope } | null = null;
  for (const subject of list) {
    const lock = rememberedLocks.get(subject.key);
    if (!lock) continue;
    const t = now.getTime();
    if (t >= lock.until || t < lock.seenAt || t >= lock.seenAt + LOCK_MEMORY_MS) {
      rememberedLocks.delete(subject.key);
      continue;
    }
    const wait = secondsUntil(new Date(lock.until), now);
    if (!refusal || wait > refusal.retryAfterSeconds) refusal = { retryAfterSeconds: wait, scope: lock.scope };
  }
  return refusal;
}

/** Tests that empty rate_limits also empty this memory. */
export function forgetRememberedLocks(): void {
  rememberedLocks.clear();
  inFlightHere.clear();
}

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/**
 * Counts an attempt for `email` from `ip` and says whether its password may be checked now. When
 * allowed, the caller must call finishLoginAttempt with the ticket whatever happens next.
 */
export async function beginLoginAttempt(email: string, ip: string, now = new Date(), executor: Executor = defaultExecutor()): Promise<AttemptDecision> {
  const list = subjects(email, ip);
  const slot = inFlightKey(email, ip);
  if (inFlightHere.has(slot)) return { allowed: false, retryAfterSeconds: 1, scope: "in-flight", remembered: true };
  const remembered = rememberedRefusal(list, now);
  if (remembered) return { allowed: false, ...remembered, remembered: true };
  inFlightHere.add(slot);
  const decision = await countAttempt(email, ip, list, now, executor).catch((error: unknown) => {
    inFlightHere.delete(slot);
    throw error;
  });
  if (!decision.allowed) inFlightHere.delete(slot);
  if (decision.allowed) {
    const account = decision.ticket.counted.find((c) => c.scope === "account");
    if (account && account.count === FREE_ATTEMPTS.account) {
      logger.warn({ email, attempts: account.count }, "many sign-in attempts for one account from several addresses: each address now gets one attempt before its lock");
    }
  }
  return decision;
}

/** The database's part of beginLoginAttempt: one transaction over the counters' rows. */
async function countAttempt(email: string, ip: string, list: Subject[], now: Date, executor: Executor): Promise<AttemptDecision> {
  return inTransaction(async (tx): Promise<AttemptDecision> => {
    const claimed = await claimSlot(inFlightKey(email, ip), new Date(now.getTime() + IN_FLIGHT_MS), now, tx);
    if (!claimed) return { allowed: false, retryAfterSeconds: 1, scope: "in-flight" };

    const current = await lockCounters(
      list.map((s) => s.key),
      now,
      tx,
    );
    const state = new Map(current.map((row) => [row.key, { points: row.points, expiresAt: row.expiresAt }]));

    let refusal: { retryAfterSeconds: number; scope: ThrottleScope } | null = null;
    const counted: AttemptTicket["counted"] = [];
    // Past the account's ceiling across addresses, each address gets fewer free attempts (slowed, not shut).
    const accountRow = state.get(list.find((s) => s.scope === "account")!.key);
    const slowed = !!accountRow && accountRow.expiresAt.getTime() > now.getTime() && accountRow.points >= FREE_ATTEMPTS.account;
    for (const listed of list) {
      const subject = listed.scope === "accountIp" && slowed ? { ...listed, free: SLOWED_FREE_ATTEMPTS } : listed;
      const row = state.get(subject.key) ?? { points: 0, expiresAt: now };
      const forgotten = row.expiresAt.getTime() <= now.getTime();
      if (subject.scope === "account") {
        // Counted, never a lock: a quiet day after the last attempt forgets it.
        const count = (forgotten ? 0 : row.points) + 1;
        counted.push({ key: subject.key, scope: subject.scope, count, before: forgotten ? now : row.expiresAt, after: new Date(now.getTime() + FORGET_MS), lockedUntil: null });
        continue;
      }
      const lockedUntil = new Date(row.expiresAt.getTime() - FORGET_MS);
      // Only a subject past its free attempts is ever locked: a clock a little behind another
      // instance's never turns the time of a last attempt into a lock.
      if (!forgotten && row.points >= subject.free && lockedUntil.getTime() > now.getTime()) {
        rememberLock(subject.key, subject.scope, lockedUntil, now);
        const wait = secondsUntil(lockedUntil, now);
        if (!refusal || wait > refusal.retryAfterSeconds) refusal = { retryAfterSeconds: wait, scope: subject.scope };
        continue;
      }
      const count = (forgotten ? 0 : row.points) + 1;
      // Locked as if this attempt failed: the lock is in place before the password is checked.
      const lock = lockMs(count, subject.free);
      const after = new Date(now.getTime() + lock + FORGET_MS);
      counted.push({ key: subject.key, scope: subject.scope, count, before: forgotten ? now : row.expiresAt, after, lockedUntil: lock > 0 ? new Date(now.getTime() + lock) : null });
    }
    if (refusal) {
      await deleteCounterRaw(inFlightKey(email, ip), tx);
      return { allowed: false, ...refusal };
    }
    for (const entry of counted) await setCounter(entry.key, entry.count, entry.after, tx);
    return { allowed: true, ticket: { email, ip, counted } };
  }, executor);
}

/**
 * Ends an admitted attempt: frees the in-flight slot; `success` clears the account+address
 * counter and gives the attempt's count back to the address and account counters (lifting the
 * lock it set in advance); `refund` (the check never ran) gives every count back.
 */
export async function finishLoginAttempt(
  ticket: AttemptTicket,
  outcome: "success" | "failure" | "refund",
  executor: Executor = defaultExecutor(),
): Promise<void> {
  const { email, ip } = ticket;
  inFlightHere.delete(inFlightKey(email, ip));
  // The lock this attempt set in advance may be lifted below: forget what was remembered of it.
  if (outcome !== "failure") for (const entry of ticket.counted) rememberedLocks.delete(entry.key);
  await inTransaction(async (tx) => {
    if (outcome === "failure") {
      // The lock this failure confirms (set in advance by beginLoginAttempt) goes in the audit log.
      for (const entry of ticket.counted) {
        if (entry.scope === "account" && entry.count === FREE_ATTEMPTS.account) {
          await recordAudit(
            { actorEmail: email.slice(0, 254), ip: ip || null, action: "auth.sign_in_slowed", entityType: "account", entityId: email.slice(0, 254), details: { attempts: entry.count } },
            tx,
          );
        }
        if (!entry.lockedUntil) continue;
        await recordAudit(
          {
            actorEmail: email.slice(0, 254),
            ip: ip || null,
            action: "auth.sign_in_locked",
            entityType: entry.scope === "ip" ? "address" : "account",
            entityId: entry.scope === "ip" ? ip : email.slice(0, 254),
            details: { scope: entry.scope, attempts: entry.count, until: entry.lockedUntil.toISOString() },
          },
          tx,
        );
      }
    }
    if (outcome !== "failure") {
      for (const entry of ticket.counted) {
        if (outcome === "success" && entry.scope === "accountIp") {
          await deleteCounterRaw(entry.key, tx);
          continue;
        }
        // Back to the state before this attempt, unless another attempt has counted since.
        await giveBackCount(entry.key, entry.after, entry.before, tx);
      }
    }
    await deleteCounterRaw(inFlightKey(email, ip), tx);
  }, executor);
}

/** A successful sign-in by other means (a reset link) clears that account's counter from that address. */
export async function clearLoginAttempts(email: string, ip: string, executor: Executor = defaultExecutor()): Promise<void> {
  const accountIp = subjects(email, ip).find((s) => s.scope === "accountIp")!;
  await deleteCounterRaw(accountIp.key, executor);
}

export type UnlockReason = "password-reset" | "admin-create" | "staff-unlock";

/**
 * Lifts every sign-in lock of the account `email` (issue 29.2): its counters from every address
 * and across addresses, on every instance (the database is the truth; this instance's memory is
 * emptied too). Audited when something was lifted, and always for an owner's Unlock. Returns how
 * many locks were live.
 */
export async function unlockAccount(
  email: string,
  reason: UnlockReason,
  actor: Actor,
  entity: { userId?: string } = {},
  now = new Date(),
  executor: Executor = defaultExecutor(),
): Promise<number> {
  const live = await liveLocks(email, now, executor);
  const deleted = await deleteCountersMatching([accountKey(email)], [accountIpPrefix(email)], executor);
  for (const key of deleted) rememberedLocks.delete(key);
  for (const key of rememberedLocks.keys()) if (key.startsWith(accountIpPrefix(email))) rememberedLocks.delete(key);
  if (live > 0 || reason === "staff-unlock") {
    await recordAudit(
      { ...actor, action: "auth.sign_in_unlocked", entityType: "user", entityId: entity.userId ?? null, details: { email, reason, locksLifted: live } },
      executor,
    );
  }
  return live;
}

/** How many addresses are locked out of the account `email` now. */
export async function liveLocks(email: string, now = new Date(), executor: Executor = defaultExecutor()): Promise<number> {
  // A counter's window ends FORGET_MS after its lock: a live lock ends later than now + FORGET_MS.
  return (await countersEndingAfter(accountIpPrefix(email), new Date(now.getTime() + FORGET_MS), executor)).length;
}
