/** Accounts and the admin_users rows that mark admins (SPEC §3). */
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { adminUsers, sessions, users } from "../../db/schema.ts";
import { isStaffRole, type StaffRole } from "../lib/roles.ts";

export type UserRow = typeof users.$inferSelect;

/** The stored form of an address: trimmed and lower-case (users_email_normalised). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(email: string, executor: Db = db()): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function findUserById(id: string, executor: Db = db()): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id));
  return row;
}

/** The stored password hash of a user (only that column, for the account page's checks). */
export async function passwordHashOf(id: string, executor: Db = db()): Promise<string | undefined> {
  const [row] = await executor.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.passwordHash;
}

/** The e-mail address of a user (only that column). */
export async function emailOf(id: string, executor: Db = db()): Promise<string | undefined> {
  const [row] = await executor.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

/** SPEC §7's admin check: the id of the admin_users row whose user_id is this user, if any. */
export async function adminRowId(userId: string, executor: Db = db()): Promise<string | null> {
  const [row] = await executor.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userId, userId));
  return row?.id ?? null;
}

/** The role of an active staff account; null when the user is not staff or is deactivated. */
export async function activeStaffRole(userId: string, executor: Db = db()): Promise<StaffRole | null> {
  const [row] = await executor
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.userId, userId), isNull(adminUsers.deactivatedAt)));
  return row && isStaffRole(row.role) ? row.role : null;
}

/** Whether any staff account exists (active or not): the first-run setup is closed once one does. */
export async function hasAnyAdmin(executor: Db = db()): Promise<boolean> {
  const [row] = await rows<{ present: boolean }>(executor, sql`select exists (select 1 from admin_users) as present`);
  return Boolean(row?.present);
}

export class LastOwnerError extends Error {
  constructor() {
    super("At least one active owner must remain.");
    this.name = "LastOwnerError";
  }
}

/**
 * Changes a staff account's role and/or active state, refusing any change that would leave no
 * active owner. The active owners' rows are locked first, so two owners demoting each other at the
 * same moment cannot both succeed. Deactivation ends the account's sessions in the same transaction.
 * Returns the row before the change, or null when the user is not staff.
 */
export async function updateStaff(
  userId: string,
  change: { role?: StaffRole; active?: boolean },
  executor: Db = db(),
): Promise<{ role: StaffRole; active: boolean } | null> {
  return executor.transaction(async (tx) => {
    const owners = await tx
      .select({ userId: adminUsers.userId })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.deactivatedAt)))
      .for("update");
    const [current] = await tx.select().from(adminUsers).where(eq(adminUsers.userId, userId)).for("update");
    if (!current || !isStaffRole(current.role)) return null;
    const before = { role: current.role, active: current.deactivatedAt === null };
    const after = { role: change.role ?? before.role, active: change.active ?? before.active };
    const wasActiveOwner = before.role === "owner" && before.active;
    const staysActiveOwner = after.role === "owner" && after.active;
    if (wasActiveOwner && !staysActiveOwner && owners.filter((o) => o.userId !== userId).length === 0) throw new LastOwnerError();
    await tx
      .update(adminUsers)
      .set({ role: after.role, deactivatedAt: after.active ? null : (current.deactivatedAt ?? new Date()) })
      .where(eq(adminUsers.userId, userId));
    if (!after.active) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return before;
  });
}

export async function setUserName(userId: string, name: string | null, executor: Db = db()): Promise<void> {
  await executor.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updatePasswordHash(userId: string, passwordHash: string, executor: Db = db()): Promise<void> {
  await executor.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Creates the account, or sets the password of an existing one, and makes it active staff with
 * `role` (an owner unless told otherwise). A changed password ends every session of the account.
 * Says which happened.
 */
export async function createOrPromoteAdmin(
  email: string,
  passwordHash: string,
  executor: Db = db(),
  role: StaffRole = "owner",
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
    const [staff] = await tx.select().from(adminUsers).where(eq(adminUsers.userId, userId)).for("update");
    if (staff) {
      // The command line is also the way back in: it gives the role and reactivates the account.
      await tx.update(adminUsers).set({ role, deactivatedAt: null }).where(eq(adminUsers.id, staff.id));
    } else {
      await tx.insert(adminUsers).values({ userId, role });
    }
    const promoted = !staff || staff.role !== role || staff.deactivatedAt !== null;
    return { userId, created: !existing, promoted };
  });
}

/** A plain account without the admin row (tests of the guard; future non-admin roles). */
export async function createUser(email: string, passwordHash: string, executor: Db = db()): Promise<UserRow> {
  const [row] = await executor.insert(users).values({ email: normaliseEmail(email), passwordHash }).returning();
  return row!;
}
