/**
 * Two-factor sign-in rows: the sealed TOTP secret and the last accepted time step on users, the
 * hashed single-use recovery codes in recovery_codes. Every claim (a time step, a recovery code)
 * is one conditional UPDATE, so two requests with the same code cannot both succeed.
 */
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { recoveryCodes, staffPasskeys, users } from "../../db/schema.ts";

export type TwoFactorRow = { sealedSecret: string | null; lastStep: number | null; recoveryCodesLeft: number };

/** The account's two-factor state; null when there is no such account. */
export async function findTwoFactor(userId: string, executor: Db = db()): Promise<TwoFactorRow | null> {
  const [user] = await executor.select({ secret: users.totpSecret, lastStep: users.totpLastStep }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [left] = await executor
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { sealedSecret: user.secret, lastStep: user.lastStep === null ? null : Number(user.lastStep), recoveryCodesLeft: Number(left?.n ?? 0) };
}

/**
 * Turns two-factor on with a confirmed secret, the step of the code that confirmed it (so that code
 * cannot sign in again) and a fresh set of recovery code hashes. False when it was already on (a
 * second tab confirmed first).
 */
export async function enableTwoFactor(userId: string, sealedSecret: string, step: number, codeHashes: readonly string[], executor: Db = db()): Promise<boolean> {
  return executor.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ totpSecret: sealedSecret, totpLastStep: step, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/** Turns two-factor off: the secret, the last step, every recovery code and every passkey are forgotten. */
export async function disableTwoFactor(userId: string, executor: Db = db()): Promise<boolean> {
  return executor.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ totpSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`))
      .returning({ id: users.id });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    // Passkeys belong to two-factor sign-in (decision 038): its recovery codes are their way back.
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, userId));
    return updated.length > 0;
  });
}

/** Replaces every recovery code of an account (used or not) with new ones. */
export async function replaceRecoveryCodes(userId: string, codeHashes: readonly string[], executor: Db = db()): Promise<void> {
  await executor.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/**
 * Records `step` as the last accepted time step, if it is later than the one stored: true when
 * this request is the first to use a code of that step (or a later one), false for a replay.
 */
export async function claimTotpStep(userId: string, step: number, executor: Db = db()): Promise<boolean> {
  const updated = await executor
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`, or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Marks the unused recovery code with this hash as used: true once, false ever after (or for no such code). */
export async function useRecoveryCode(userId: string, codeHash: string, now = new Date(), executor: Db = db()): Promise<boolean> {
  const updated = await executor
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return updated.length > 0;
}
