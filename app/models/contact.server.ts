/**
 * Contact submissions (SPEC §3 contact_submissions) and their notification mail, which is queued
 * in the same transaction so that a stored message always has its mail and vice versa.
 */
import { count, desc, eq } from "drizzle-orm";
import { db } from "../../db/client.server.ts";
import { contactSubmissions, type ContactSubmission } from "../../db/schema.ts";
import type { ContactInput } from "../lib/schemas/contact.ts";
import { siteConfig } from "../lib/site-config.ts";
import { env } from "../services/env.server.ts";
import { recordAudit, type AuditEntry } from "./audit-log.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";

export type ContactStatus = ContactSubmission["status"];
export const CONTACT_STATUSES = ["new", "handled", "spam"] as const satisfies readonly ContactStatus[];

export type NewContactSubmission = ContactInput & {
  status: "new" | "spam";
  ip: string | null;
  userAgent: string | null;
};

/** Where notifications go: CONTACT_INBOX, or the address the site shows. */
export function contactInbox(): string {
  return env().CONTACT_INBOX ?? siteConfig.email;
}

/** Stores a submission; a genuine one (not spam) also queues the notification to the company. */
export async function createContactSubmission(input: NewContactSubmission): Promise<string> {
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
      })
      .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
    if (input.status === "new") await enqueueMail(contactNotification(input, row!.createdAt), tx);
    return row!.id;
  });
}

function contactNotification(input: ContactInput, at: Date) {
  return {
    kind: "contact-notification",
    to: contactInbox(),
    subject: `Contact form: ${input.subject}`,
    text: [
      `New message from the contact form on ${siteConfig.siteUrl}`,
      "",
      `Name:    ${input.name}`,
      `Email:   ${input.email}`,
      `Subject: ${input.subject}`,
      `Sent:    ${at.toISOString()}`,
      "",
      input.message,
      "",
      `Reply to ${input.email}; the inbox is at ${siteConfig.siteUrl}/admin-dashboard/inbox`,
    ].join("\n"),
  };
}

export async function listContactSubmissions(limit = 500) {
  return db()
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit);
}

export async function getContactSubmission(id: string) {
  const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row ?? null;
}

export async function contactCounts(): Promise<Record<ContactStatus, number>> {
  const counts: Record<ContactStatus, number> = { new: 0, handled: 0, spam: 0 };
  const grouped = await db()
    .select({ status: contactSubmissions.status, n: count() })
    .from(contactSubmissions)
    .groupBy(contactSubmissions.status);
  for (const row of grouped) counts[row.status] = Number(row.n);
  return counts;
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
