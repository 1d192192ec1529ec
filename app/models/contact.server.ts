/**
 * Contact submissions (SPEC §3 contact_submissions). A message and its notification mail are
 * written in one transaction, so that a stored message always has its mail and vice versa; what
 * the mail says is the contact service's business (app/services/contact.server.ts).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "../../db/client.server.ts";
import { CONTACT_SEARCH_TEXT, contactReplies, contactSubmissions, mailOutbox, type ContactSubmission } from "../../db/schema.ts";
import { containsPattern } from "./admin-list.server.ts";
import type { ContactInput } from "../lib/schemas/contact.ts";
import { recordAudit, type AuditEntry } from "./audit-log.server.ts";
import { enqueueMail, type OutgoingMail } from "./mail-outbox.server.ts";
import { countByStatus } from "./status-counts.server.ts";
import type { TouchColumns } from "../lib/attribution.ts";

export type ContactStatus = ContactSubmission["status"];
const CONTACT_STATUSES = ["new", "handled", "spam"] as const satisfies readonly ContactStatus[];

export type NewContactSubmission = ContactInput & {
  status: "new" | "spam";
  ip: string | null;
  userAgent: string | null;
  /** First and last touch from the attribution cookie. */
  touches?: TouchColumns;
};

/**
 * Stores a submission and, when `notification` is given, queues the mail it makes from the stored
 * time in the same transaction. Returns the new row's id.
 */
export async function createContactSubmission(input: NewContactSubmission, notification?: (storedAt: Date) => OutgoingMail): Promise<string> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status: input.status,
        ip: input.ip || null,
        userAgent: input.userAgent ? input.userAgent.slice(0, 512) : null,
        ...input.touches,
      })
      .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
    if (notification) await enqueueMail(notification(row!.createdAt), tx);
    return row!.id;
  });
}

/** The inbox's filters (issue 28): every one optional, all of them together. */
export type ContactFilters = {
  /** unread: new and never answered; read: handled, not answered; replied: answered; spam. */
  status?: "unread" | "read" | "replied" | "spam";
  search?: string;
  /** A UTM source of the first or the last touch. */
  source?: string;
  since?: Date;
  before?: Date;
};

function contactWhere(filters: ContactFilters): SQL | undefined {
  const t = contactSubmissions;
  const parts: (SQL | undefined)[] = [];
  if (filters.status === "unread") parts.push(and(eq(t.status, "new"), isNull(t.repliedAt)));
  if (filters.status === "read") parts.push(and(eq(t.status, "handled"), isNull(t.repliedAt)));
  if (filters.status === "replied") parts.push(and(isNotNull(t.repliedAt), ne(t.status, "spam")));
  if (filters.status === "spam") parts.push(eq(t.status, "spam"));
  if (filters.search) {
    const like = containsPattern(filters.search);
    // The columns joined by \x01 (CONTACT_SEARCH_TEXT, with a trigram index): a text without that
    // character matches the joined text exactly when it matches one of them (decision 050).
    parts.push(
      filters.search.includes("\x01") ? or(ilike(t.name, like), ilike(t.email, like), ilike(t.subject, like), ilike(t.message, like)) : sql`(${CONTACT_SEARCH_TEXT}) ilike ${like}`,
    );
  }
  if (filters.source) parts.push(or(eq(t.firstSource, filters.source), eq(t.lastSource, filters.source)));
  if (filters.since) parts.push(gte(t.createdAt, filters.since));
  if (filters.before) parts.push(lt(t.createdAt, filters.before));
  return and(...parts);
}

export async function listContactSubmissions(limit = 500, filters: ContactFilters = {}, offset = 0) {
  return db()
    .select()
    .from(contactSubmissions)
    .where(contactWhere(filters))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit)
    .offset(offset);
}

/** How many messages match `filters` (the inbox's pages). */
export async function countContactSubmissions(filters: ContactFilters = {}): Promise<number> {
  const [row] = await db().select({ n: count() }).from(contactSubmissions).where(contactWhere(filters));
  return row?.n ?? 0;
}

/** The sources messages came from (first or last touch), for the inbox's source filter. */
export async function contactSources(): Promise<string[]> {
  const found = await db()
    .selectDistinct({ source: contactSubmissions.lastSource })
    .from(contactSubmissions)
    .where(isNotNull(contactSubmissions.lastSource))
    .orderBy(asc(contactSubmissions.lastSource))
    .limit(100);
  const first = await db()
    .selectDistinct({ source: contactSubmissions.firstSource })
    .from(contactSubmissions)
    .where(isNotNull(contactSubmissions.firstSource))
    .orderBy(asc(contactSubmissions.firstSource))
    .limit(100);
  return [...new Set([...found, ...first].map((r) => r.source!).filter(Boolean))].sort();
}

export type ContactReplyRow = { id: string; submissionId: string; body: string; authorName: string; createdAt: Date; outboxId: string | null; outboxStatus: "pending" | "sent" | "failed" | null };

/** The replies to messages `ids`, oldest first (each message's thread). */
export async function repliesTo(ids: readonly string[]): Promise<ContactReplyRow[]> {
  if (ids.length === 0) return [];
  const found = await db()
    .select({
      id: contactReplies.id,
      submissionId: contactReplies.submissionId,
      body: contactReplies.body,
      authorName: contactReplies.authorName,
      createdAt: contactReplies.createdAt,
      outboxId: contactReplies.outboxId,
      outboxStatus: mailOutbox.status,
    })
    .from(contactReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactReplies.outboxId))
    .where(inArray(contactReplies.submissionId, [...ids]))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return found.map((r) => ({ ...r, createdAt: new Date(r.createdAt), outboxStatus: r.outboxStatus ?? null }));
}

/**
 * Stores a staff reply in the message's thread and queues its mail, in one transaction: the
 * message is marked handled and replied, and the reply is audited. Null when there is no such message.
 */
export async function storeContactReply(
  id: string,
  reply: { body: string; authorId: string | null; authorName: string },
  mail: (message: { name: string; email: string; subject: string; message: string; createdAt: Date }) => OutgoingMail,
  actor: Omit<AuditEntry, "action" | "entityType" | "entityId" | "details">,
  now = new Date(),
): Promise<{ replyId: string; outboxId: string } | null> {
  return db().transaction(async (tx) => {
    const [message] = await tx
      .select({ name: contactSubmissions.name, email: contactSubmissions.email, subject: contactSubmissions.subject, message: contactSubmissions.message, createdAt: contactSubmissions.createdAt, status: contactSubmissions.status })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for("update");
    if (!message) return null;
    const outboxId = await enqueueMail(mail({ ...message, createdAt: new Date(message.createdAt) }), tx);
    const [row] = await tx
      .insert(contactReplies)
      .values({ submissionId: id, body: reply.body, authorId: reply.authorId, authorName: reply.authorName.slice(0, 320), outboxId, createdAt: now })
      .returning({ id: contactReplies.id });
    await tx.update(contactSubmissions).set({ status: "handled", repliedAt: now }).where(eq(contactSubmissions.id, id));
    await recordAudit(
      { ...actor, action: "contact.reply", entityType: "contact_submission", entityId: id, details: { to: message.email, subject: message.subject, from: message.status } },
      tx,
    );
    return { replyId: row!.id, outboxId };
  });
}

export async function contactCounts(): Promise<Record<ContactStatus, number>> {
  return countByStatus(contactSubmissions, contactSubmissions.status, CONTACT_STATUSES);
}

/**
 * Moves a submission to `status` and records who did it. Returns false when there is no such
 * submission.
 */
export async function setContactStatus(
  id: string,
  status: ContactStatus,
  actor: Omit<AuditEntry, "action" | "entityType" | "entityId" | "details">,
): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select({ status: contactSubmissions.status }).from(contactSubmissions).where(eq(contactSubmissions.id, id)).for("update");
    if (!before) return false;
    await tx.update(contactSubmissions).set({ status }).where(eq(contactSubmissions.id, id));
    await recordAudit(
      { ...actor, action: "contact.status", entityType: "contact_submission", entityId: id, details: { from: before.status, to: status } },
      tx,
    );
    return true;
  });
}
