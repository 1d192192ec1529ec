/**
 * The mail outbox: every outgoing mail is written here first, in the same transaction as the data
 * it belongs to, and a worker delivers it (app/services/mail.server.ts). Nothing is lost while SMTP
 * is down.
 */
import { desc, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { countByStatus } from "./status-counts.server.ts";

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra header lines such as List-Unsubscribe (RFC 8058); each kept on one line. */
  headers?: Record<string, string> | null;
};

/** Header names are tokens; a value never carries a line break (it would start a new header). */
const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/;

export function oneLineHeaders(headers: Record<string, string> | null | undefined): Record<string, string> | null {
  if (!headers) return null;
  const clean = Object.entries(headers)
    .filter(([name]) => HEADER_NAME.test(name))
    .map(([name, value]) => [name, String(value).replace(/[\r\n]+/g, " ").slice(0, 2000)] as const);
  return clean.length > 0 ? Object.fromEntries(clean) : null;
}

/** NOTIFY channel that wakes the mail workers; delivered only when the transaction commits. */
export const MAIL_CHANNEL = "mail_outbox";

/** Queues a mail; pass the transaction of the data it belongs to. Returns the outbox id. */
export async function enqueueMail(mail: OutgoingMail, executor: Pick<Db, "insert" | "execute"> = db()): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      // A line break in a subject would start a new header line; user text ends up here.
      subject: mail.subject.replace(/[\r\n]+/g, " "),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      headers: oneLineHeaders(mail.headers),
    })
    .returning({ id: mailOutbox.id });
  await executor.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${row!.id})`);
  return row!.id;
}

/** The newest mails for the admin, with their delivery state. */
export async function listOutbox(limit = 200) {
  return db()
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function outboxCounts(): Promise<Record<"pending" | "sent" | "failed", number>> {
  return countByStatus(mailOutbox, mailOutbox.status, ["pending", "sent", "failed"] as const);
}
