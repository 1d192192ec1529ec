/**
 * The mail outbox: every outgoing mail is written here first, in the same transaction as the data
 * it belongs to, and a worker delivers it (app/services/mail.server.ts). Nothing is lost while SMTP
 * is down.
 */
import { db, type Db } from "../../db/client.server.ts";
import { mailOutbox } from "../../db/schema.ts";

export type OutgoingMail = { kind: string; to: string; subject: string; text: string; html?: string | null };

/** Queues a mail; pass the transaction of the data it belongs to. Returns the outbox id. */
export async function enqueueMail(mail: OutgoingMail, executor: Pick<Db, "insert"> = db()): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
