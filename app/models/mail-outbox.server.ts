/**
 * The mail outbox: every outgoing mail is written here first, in the same transaction as the data
 * it belongs to, and a worker delivers it (app/services/mail.server.ts). Nothing is lost while SMTP
 * is down.
 */
import { desc, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
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

/** A row the mail worker has claimed, as the claim returns it. */
export type ClaimedMail = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | string | null;
  attempts: number;
};

/**
 * Claims up to `batchSize` due rows in one statement (`FOR UPDATE SKIP LOCKED` inside an UPDATE):
 * each gets one more attempt and is reserved until `leaseUntil`, so workers on every instance
 * share the queue without picking the same row and without holding a transaction open.
 */
export async function claimDueMail(executor: Db, dueBefore: Date, leaseUntil: Date, batchSize: number): Promise<ClaimedMail[]> {
  return rows<ClaimedMail>(
    executor,
    sql`with due as (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at < ${dueBefore.toISOString()}
          order by next_attempt_at, created_at
          limit ${batchSize}
          for update skip locked
        )
        update mail_outbox m
           set attempts = m.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}
          from due
         where m.id = due.id
     returning m.id, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.headers, m.attempts`,
  );
}

/** A failed attempt: retried at `retryAt`, or failed for good. Only the claim of `attempts` may record it. */
export async function recordMailFailure(executor: Db, id: string, attempts: number, final: boolean, retryAt: Date, message: string): Promise<void> {
  await executor.execute(
    sql`update mail_outbox
           set status = ${final ? "failed" : "pending"}, next_attempt_at = ${retryAt.toISOString()},
               last_error = ${message.slice(0, 1000)}
         where id = ${id} and attempts = ${attempts} and status = 'pending'`,
  );
}

/** A delivered mail. Only the claim of `attempts` may record it. */
export async function recordMailSent(executor: Db, id: string, attempts: number, sentAt: Date): Promise<void> {
  await executor.execute(
    sql`update mail_outbox set status = 'sent', sent_at = ${sentAt.toISOString()}, last_error = null
         where id = ${id} and attempts = ${attempts} and status = 'pending'`,
  );
}
