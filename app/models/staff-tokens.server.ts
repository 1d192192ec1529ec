/** Single-use staff links (setup, invitation, reset, e-mail change): only the token's SHA-256 is stored. */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { staffTokens } from "../../db/schema.ts";

export type StaffTokenRow = typeof staffTokens.$inferSelect;
export type StaffTokenPurpose = "setup" | "invite" | "reset" | "email-change";

export async function insertStaffToken(
  values: { purpose: StaffTokenPurpose; tokenHash: string; expiresAt: Date; email?: string | null; role?: string | null; userId?: string | null; createdBy?: string | null },
  executor: Db = db(),
): Promise<StaffTokenRow> {
  const [row] = await executor.insert(staffTokens).values(values).returning();
  return row!;
}

export async function findStaffToken(purpose: StaffTokenPurpose, tokenHash: string, executor: Db = db()): Promise<StaffTokenRow | undefined> {
  const [row] = await executor
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.purpose, purpose), eq(staffTokens.tokenHash, tokenHash)));
  return row;
}

/**
 * Marks a live token used, in one statement: of two requests with the same token, one gets the
 * row and the other nothing.
 */
export async function consumeStaffToken(purpose: StaffTokenPurpose, tokenHash: string, now: Date, executor: Db = db()): Promise<StaffTokenRow | undefined> {
  const [row] = await executor
    .update(staffTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffTokens.purpose, purpose),
        eq(staffTokens.tokenHash, tokenHash),
        isNull(staffTokens.usedAt),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Revokes every unused token of a purpose (a new setup link replaces the old one). */
export async function revokeStaffTokens(purpose: StaffTokenPurpose, now: Date, executor: Db = db()): Promise<void> {
  await executor
    .update(staffTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)));
}

/** Serialises first-run setups: a transaction-scoped advisory lock. */
export async function lockSetup(executor: Db): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('iratech:staff-setup'))`);
}
