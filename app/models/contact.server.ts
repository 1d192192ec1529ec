/**
 * Contact submissions (SPEC §3 contact_submissions). A message and its notification mail are
 * written in one transaction, so that a stored message always has its mail and vice versa; what
 * the mail says is the contact service's business (app/services/contact.server.ts).
 */
import { desc, eq } from "drizzle-orm";
import { db } from "../../db/client.server.ts";
import { contactSubmissions, type ContactSubmission } from "../../db/schema.ts";
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

export async function listContactSubmissions(limit = 500) {
  return db()
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit);
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
