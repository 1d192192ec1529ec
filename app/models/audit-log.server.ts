import { desc } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { auditLog } from "../../db/schema.ts";

export type AuditEntry = {
  action: string;
  actorUserId?: string | null;
  actorEmail?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown> | null;
};

/** Writes one audit entry; pass a transaction to make it part of the change it records. */
export async function recordAudit(entry: AuditEntry, executor: Pick<Db, "insert"> = db()): Promise<void> {
  await executor.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    actorEmail: entry.actorEmail ?? null,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
    details: entry.details ?? null,
  });
}

export async function listAudit(limit = 200) {
  return db().select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
