/**
 * Staff passkeys (decision 038): the stored WebAuthn credentials and the challenges handed out for
 * them. A challenge is claimed by one DELETE … RETURNING while it is live, so it answers once; a
 * credential's signature counter only moves forward, in one conditional UPDATE.
 */
import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { staffPasskeys, users, webauthnChallenges, type StaffPasskeyRow } from "../../db/schema.ts";

export type ChallengePurpose = "register" | "sign-in" | "second-factor";
export type ChallengeRow = { purpose: ChallengePurpose; userId: string | null; pendingNonce: string | null };
export type { StaffPasskeyRow };

/** The account's passkeys, oldest first. */
export async function listPasskeys(userId: string, executor: Db = db()): Promise<StaffPasskeyRow[]> {
  return executor.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId)).orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

export async function countPasskeys(userId: string, executor: Db = db()): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findPasskeyByCredentialId(credentialId: string, executor: Db = db()): Promise<StaffPasskeyRow | undefined> {
  const [row] = await executor.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, credentialId));
  return row;
}

export type NewPasskey = Pick<StaffPasskeyRow, "userId" | "credentialId" | "publicKey" | "counter" | "transports" | "name" | "deviceType" | "backedUp">;

/**
 * Stores a passkey while the account has two-factor sign-in on (its row is locked first, so removing
 * two-factor in another tab cannot interleave) and has fewer than `max`. The outcome says which.
 */
export async function insertPasskey(passkey: NewPasskey, max: number, executor: Db = db()): Promise<"added" | "no-two-factor" | "too-many" | "duplicate"> {
  return executor.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, passkey.userId), sql`${users.totpSecret} is not null`))
      .for("update");
    if (!owner) return "no-two-factor";
    const [held] = await tx.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.userId, passkey.userId));
    if (Number(held?.n ?? 0) >= max) return "too-many";
    const inserted = await tx.insert(staffPasskeys).values(passkey).onConflictDoNothing().returning({ id: staffPasskeys.id });
    return inserted.length > 0 ? "added" : "duplicate";
  });
}

/** Renames one of the account's passkeys; its old name, or null when it is not theirs. */
export async function renamePasskey(userId: string, id: string, name: string, executor: Db = db()): Promise<{ from: string } | null> {
  return executor.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: staffPasskeys.name })
      .from(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, userId)))
      .for("update");
    if (!before) return null;
    await tx.update(staffPasskeys).set({ name }).where(eq(staffPasskeys.id, id));
    return { from: before.name };
  });
}

/** Deletes one of the account's passkeys; its name, or null when it is not theirs (or already gone). */
export async function deletePasskey(userId: string, id: string, executor: Db = db()): Promise<{ name: string } | null> {
  const [row] = await executor
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, userId)))
    .returning({ name: staffPasskeys.name });
  return row ?? null;
}

/**
 * Records a use: the counter moves to `next` only forward (or stays 0 for an authenticator that does
 * not count). False when the stored counter is already at or past `next`: a cloned authenticator, or
 * an older signature raced a newer one.
 */
export async function advanceCounter(id: string, next: number, now: Date, executor: Db = db()): Promise<boolean> {
  const updated = await executor
    .update(staffPasskeys)
    .set({ counter: next, lastUsedAt: now })
    .where(and(eq(staffPasskeys.id, id), next === 0 ? eq(staffPasskeys.counter, 0) : lt(staffPasskeys.counter, next)))
    .returning({ id: staffPasskeys.id });
  return updated.length > 0;
}

export async function saveChallenge(
  challenge: string,
  row: ChallengeRow & { expiresAt: Date },
  executor: Db = db(),
): Promise<void> {
  await executor.insert(webauthnChallenges).values({ challenge, ...row });
}

/** Takes a live challenge (once: it is deleted); null when unknown, used or over. Over ones are swept. */
export async function claimChallenge(challenge: string, now: Date, executor: Db = db()): Promise<ChallengeRow | null> {
  const [row] = await executor
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), gt(webauthnChallenges.expiresAt, now)))
    .returning({ purpose: webauthnChallenges.purpose, userId: webauthnChallenges.userId, pendingNonce: webauthnChallenges.pendingNonce });
  await executor.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  return row ? { ...row, purpose: row.purpose as ChallengePurpose } : null;
}
