/** Accounts and the admin_users rows that mark admins (SPEC §3). */
import { eq, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { adminUsers, sessions, users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The stored form of an address: trimmed and lower-case (users_email_normalised). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(email: string, executor: Db = db()): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return row;
}

/** SPEC §7's admin check: the id of the admin_users row whose user_id is this user, if any. */
export async function adminRowId(userId: string, executor: Db = db()): Promise<string | null> {
  const [row] = await executor.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userId, userId));
  return row?.id ?? null;
}

export async function hasAnyAdmin(executor: Db = db()): Promise<boolean> {
  const [row] = await rows<{ present: boolean }>(executor, sql`select exists (select 1 from admin_users) as present`);
  return Boolean(row?.present);
}

export async function updatePasswordHash(userId: string, passwordHash: string, executor: Db = db()): Promise<void> {
  await executor.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Creates the account, or sets the password of an existing one, and makes it an admin. A changed
 * password ends every session of the account. Says which of the two happened.
 */
export async function createOrPromoteAdmin(
  email: string,
  passwordHash: string,
  executor: Db = db(),
): Promise<{ userId: string; created: boolean; promoted: boolean }> {
  return executor.transaction(async (tx) => {
    const address = normaliseEmail(email);
    const [existing] = await tx.select().from(users).where(eq(users.email, address)).for("update");
    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    } else {
      const [inserted] = await tx.insert(users).values({ email: address, passwordHash }).returning({ id: users.id });
      userId = inserted!.id;
    }
    const promotedRows = await tx
      .insert(adminUsers)
      .values({ userId })
      .onConflictDoNothing({ target: adminUsers.userId })
      .returning({ id: adminUsers.id });
    return { userId, created: !existing, promoted: promotedRows.length > 0 };
  });
}

/** A plain account without the admin row (tests of the guard; future non-admin roles). */
export async function createUser(email: string, passwordHash: string, executor: Db = db()): Promise<UserRow> {
  const [row] = await executor.insert(users).values({ email: normaliseEmail(email), passwordHash }).returning();
  return row!;
}
