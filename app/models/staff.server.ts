/** The Staff screen's rows: staff accounts with their last sign-in, and invitations. */
import { and, asc, desc, eq, isNull, max, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { adminUsers, auditLog, staffTokens, users } from "../../db/schema.ts";
import { normaliseEmail } from "./users.server.ts";
import type { StaffTokenPurpose, StaffTokenRow } from "./staff-tokens.server.ts";

export type StaffListRow = {
  userId: string;
  email: string;
  name: string | null;
  role: string;
  deactivatedAt: Date | null;
  createdAt: Date;
  lastSignInAt: Date | null;
};

/** Every staff account, owners first, with its last successful sign-in from the audit log. */
export async function listStaff(executor: Db = db()): Promise<StaffListRow[]> {
  const lastSignIn = executor
    .select({ userId: auditLog.actorUserId, at: max(auditLog.at).as("last_at") })
    .from(auditLog)
    .where(eq(auditLog.action, "auth.sign_in"))
    .groupBy(auditLog.actorUserId)
    .as("last_sign_in");
  const found = await executor
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: adminUsers.role,
      deactivatedAt: adminUsers.deactivatedAt,
      createdAt: adminUsers.createdAt,
      lastSignInAt: lastSignIn.at,
    })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
    .orderBy(sql`case ${adminUsers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.email));
  return found.map((row) => ({ ...row, lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null }));
}

/** Invitations not used nor revoked (expired ones too: they can be sent again), newest first. */
export async function listOpenInvitations(executor: Db = db()): Promise<StaffTokenRow[]> {
  return executor
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.purpose, "invite"), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)))
    .orderBy(desc(staffTokens.createdAt));
}

/** Revokes one open token of `purpose` by id; the row as it was, or undefined when it was not open. */
export async function revokeStaffTokenById(purpose: StaffTokenPurpose, id: string, now: Date, executor: Db = db()): Promise<StaffTokenRow | undefined> {
  const [row] = await executor
    .update(staffTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffTokens.id, id), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)))
    .returning();
  return row;
}

/** Revokes the open tokens of `purpose` for one address (a new invitation replaces the old). */
export async function revokeStaffTokensForEmail(purpose: StaffTokenPurpose, email: string, now: Date, executor: Db = db()): Promise<number> {
  const revoked = await executor
    .update(staffTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffTokens.purpose, purpose), eq(staffTokens.email, normaliseEmail(email)), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)))
    .returning({ id: staffTokens.id });
  return revoked.length;
}

/** Revokes the open tokens of `purpose` for one account (a used reset link ends the others). */
export async function revokeStaffTokensForUser(purpose: StaffTokenPurpose, userId: string, now: Date, executor: Db = db()): Promise<number> {
  const revoked = await executor
    .update(staffTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffTokens.purpose, purpose), eq(staffTokens.userId, userId), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)))
    .returning({ id: staffTokens.id });
  return revoked.length;
}

/** The staff account of an address, active or not; undefined when the address is not staff. */
export async function findStaffByEmail(email: string, executor: Db = db()): Promise<{ userId: string; role: string; deactivatedAt: Date | null } | undefined> {
  const [row] = await executor
    .select({ userId: users.id, role: adminUsers.role, deactivatedAt: adminUsers.deactivatedAt })
    .from(users)
    .innerJoin(adminUsers, eq(adminUsers.userId, users.id))
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

/** Changes an account's address; false when another account already has it. */
export async function updateUserEmail(userId: string, email: string, executor: Db = db()): Promise<boolean> {
  const address = normaliseEmail(email);
  const [taken] = await executor.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (taken && taken.id !== userId) return false;
  await executor.update(users).set({ email: address, updatedAt: new Date() }).where(eq(users.id, userId));
  return true;
}
