/**
 * The audit log: who did what to which record, from where. Every entry's "who" comes from
 * `actorOf`, the one place that turns a signed-in person and the request into an actor.
 */
import { and, count, desc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { db, type Db } from "../../db/client.server.ts";
import { auditLog, users } from "../../db/schema.ts";
import { originOf } from "../lib/server/request-context.server.ts";

/** Who made a change and from where, as the audit log stores it. */
export type Actor = {
  actorUserId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
};

export type AuditEntry = Partial<Actor> & {
  action: string;
  entityType?: string | null;
  entityId?: string | null;
  details?: Record<string, unknown> | null;
};

/** The column bounds of audit_log: a typed address or a browser's name cannot overflow them. */
const EMAIL_MAX = 254;
const USER_AGENT_MAX = 512;

/** Where a request came from, as the Express app resolved it (never from a payload). */
export type RequestOrigin = { ip?: string | null; userAgent?: string | null };

/**
 * The audit actor of a request: the person (a signed-in admin; for a failed sign-in, whatever
 * e-mail was typed and the account it names, if any) and the request's address and browser.
 * `from` is the route's context (the Express app's request info) or an origin given directly.
 */
export function actorOf(
  person: { id?: string | null; email?: string | null } | null,
  from: Readonly<RouterContextProvider> | RequestOrigin,
): Actor {
  const origin = isContext(from) ? originOf(from) : from;
  return {
    actorUserId: person?.id ?? null,
    actorEmail: person?.email ? person.email.slice(0, EMAIL_MAX) : null,
    ip: origin.ip || null,
    userAgent: origin.userAgent ? origin.userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

function isContext(from: Readonly<RouterContextProvider> | RequestOrigin): from is Readonly<RouterContextProvider> {
  return typeof (from as RouterContextProvider).get === "function";
}


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

/** The audit log's filters (issue 28): one person (by e-mail), one action, a span of days (UTC, inclusive). */
export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };

function auditWhere(filters: AuditFilters) {
  const parts = [];
  if (filters.actor) parts.push(eq(auditLog.actorEmail, filters.actor));
  if (filters.action) parts.push(eq(auditLog.action, filters.action));
  if (filters.from) parts.push(gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) parts.push(lt(auditLog.at, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000)));
  return and(...parts);
}

/** The newest entries that match, with the actor's name where the account still exists. */
export async function listAudit(limit = 200, filters: AuditFilters = {}, offset = 0) {
  return db()
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: auditLog.actorEmail,
      actorName: users.name,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(auditWhere(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/** How many entries match (the pages of the log). */
export async function countAudit(filters: AuditFilters = {}): Promise<number> {
  const [row] = await db().select({ n: count() }).from(auditLog).where(auditWhere(filters));
  return Number(row?.n ?? 0);
}

/** The people and actions the log holds, for its filters (each a distinct value, most frequent first). */
export async function auditFilterOptions(): Promise<{ actors: string[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db().select({ value: auditLog.actorEmail, n: count() }).from(auditLog).where(isNotNull(auditLog.actorEmail)).groupBy(auditLog.actorEmail).orderBy(desc(count())).limit(200),
    db().select({ value: auditLog.action, n: count() }).from(auditLog).groupBy(auditLog.action).orderBy(desc(count())).limit(200),
  ]);
  return { actors: actors.map((r) => r.value!).filter(Boolean), actions: actions.map((r) => r.value) };
}
