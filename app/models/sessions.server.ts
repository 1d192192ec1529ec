/** Session rows: only the SHA-256 of each token is stored (see app/services/auth.server.ts). */
import { and, eq, lt, or } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { adminUsers, sessions, users } from "../../db/schema.ts";

export type SessionRow = typeof sessions.$inferSelect;
export type SessionWithUser = SessionRow & { email: string; adminId: string | null };

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

/** The session of a token hash with its user's e-mail and admin row (null when not an admin). */
export async function findSessionByTokenHash(tokenHash: string, executor: Db = db()): Promise<SessionWithUser | undefined> {
  const [row] = await executor
    .select({ session: sessions, email: users.email, adminId: adminUsers.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminUsers, eq(adminUsers.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row ? { ...row.session, email: row.email, adminId: row.adminId } : undefined;
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
