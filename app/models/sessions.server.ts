/** Session rows: only the SHA-256 of each token is stored (see app/services/auth.server.ts). */
import { and, desc, eq, lt, ne, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { adminUsers, sessions, users } from "../../db/schema.ts";

export type SessionRow = typeof sessions.$inferSelect;
export type SessionWithUser = SessionRow & {
  email: string;
  name: string | null;
  /** The staff row's id, null when the user is not staff. */
  adminId: string | null;
  /** The staff role, whatever the row's state; null when not staff. */
  role: string | null;
  deactivatedAt: Date | null;
  /** Whether the user has two-factor sign-in on. */
  twoFactor: boolean;
};

export async function insertSession(
  values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date; ip: string | null; userAgent: string | null },
  executor: Db = db(),
): Promise<SessionRow> {
  const [row] = await executor
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning();
  return row!;
}

/**
 * The session of a token hash with its user's e-mail, name and staff row (role and deactivation
 * are read at every request, so a changed role or a deactivation holds at once on every instance).
 */
export async function findSessionByTokenHash(tokenHash: string, executor: Db = db()): Promise<SessionWithUser | undefined> {
  const [row] = await executor
    .select({
      session: sessions,
      email: users.email,
      name: users.name,
      adminId: adminUsers.id,
      role: adminUsers.role,
      deactivatedAt: adminUsers.deactivatedAt,
      twoFactor: sql<boolean>`${users.totpSecret} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminUsers, eq(adminUsers.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row
    ? { ...row.session, email: row.email, name: row.name, adminId: row.adminId, role: row.role, deactivatedAt: row.deactivatedAt, twoFactor: Boolean(row.twoFactor) }
    : undefined;
}

/** The live sessions of a user, newest first (the account page's list). */
export async function listUserSessions(userId: string, executor: Db = db()): Promise<SessionRow[]> {
  return executor.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

/** Ends every session of a user, except `keepId` when given; returns how many ended. */
export async function deleteUserSessions(userId: string, keepId?: string, executor: Db = db()): Promise<number> {
  const condition = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  const deleted = await executor.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
}

/** Ends one session of a user (none of another user's): what it was, or undefined when it had ended. */
export async function deleteUserSession(
  sessionId: string,
  userId: string,
  executor: Db = db(),
): Promise<{ id: string; ip: string | null; userAgent: string | null } | undefined> {
  const [ended] = await executor
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent });
  return ended;
}

export async function touchSession(id: string, at: Date, executor: Db = db()): Promise<void> {
  await executor.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(id: string, executor: Db = db()): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByTokenHash(tokenHash: string, executor: Db = db()): Promise<number> {
  const deleted = await executor.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ id: sessions.id });
  return deleted.length;
}

/** Removes a user's sessions that have ended (absolute lifetime over, or idle since `idleCutoff`). */
export async function deleteEndedSessions(userId: string, now: Date, idleCutoff: Date, executor: Db = db()): Promise<void> {
  await executor
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff))));
}
