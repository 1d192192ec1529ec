/**
 * Everything held about one e-mail address (signups, contact messages, newsletter subscriptions and
 * mail still in the outbox that names it), for a data subject's access and erasure requests, and the
 * retention purge of old signups and messages. Addresses are compared trimmed and lower-cased.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { contactSubmissions, mailOutbox, newsletterClicks, newsletterOpens, newsletterSubscribers, prelaunchSignups } from "../../db/schema.ts";

const normal = (column: typeof contactSubmissions.email) => sql`lower(btrim(${column}))`;

/** Mail to the address, or whose text names it (a contact notification quotes the sender's address). */
function mailAbout(email: string) {
  return or(
    sql`lower(btrim(${mailOutbox.toAddress})) = ${email}`,
    sql`position(${email} in lower(${mailOutbox.textBody})) > 0`,
    sql`position(${email} in lower(coalesce(${mailOutbox.htmlBody}, ''))) > 0`,
  )!;
}

export type PersonalData = {
  signups: (typeof prelaunchSignups.$inferSelect)[];
  messages: (typeof contactSubmissions.$inferSelect)[];
  subscriptions: (typeof newsletterSubscribers.$inferSelect)[];
  mails: { id: string; kind: string; toAddress: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
  /** The newsletter opens and clicks of the address's subscription (decision 041); erased with it. */
  newsletterActivity: { opens: (typeof newsletterOpens.$inferSelect)[]; clicks: (typeof newsletterClicks.$inferSelect)[] };
};

/** `email` must already be normalised (trimmed, lower-case). */
export async function findPersonalData(email: string, executor: Db = db()): Promise<PersonalData> {
  const [signups, messages, subscriptions, mails] = await Promise.all([
    executor.select().from(prelaunchSignups).where(eq(prelaunchSignups.email, email)),
    executor.select().from(contactSubmissions).where(sql`${normal(contactSubmissions.email)} = ${email}`).orderBy(contactSubmissions.createdAt),
    executor.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    executor
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(mailAbout(email))
      .orderBy(mailOutbox.createdAt),
  ]);
  const ids = subscriptions.map((s) => s.id);
  const [opens, clicks] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          executor.select().from(newsletterOpens).where(or(...ids.map((id) => eq(newsletterOpens.subscriberId, id)))),
          executor.select().from(newsletterClicks).where(or(...ids.map((id) => eq(newsletterClicks.subscriberId, id)))),
        ]);
  return { signups, messages, subscriptions, mails, newsletterActivity: { opens, clicks } };
}

export type ErasedCounts = { signups: number; messages: number; subscriptions: number; mails: number };

/** Deletes every row about the address; run it in a transaction with its audit entry. */
export async function erasePersonalData(email: string, executor: Db): Promise<ErasedCounts> {
  const signups = await executor.delete(prelaunchSignups).where(eq(prelaunchSignups.email, email)).returning({ id: prelaunchSignups.id });
  const messages = await executor
    .delete(contactSubmissions)
    .where(sql`${normal(contactSubmissions.email)} = ${email}`)
    .returning({ id: contactSubmissions.id });
  const subscriptions = await executor
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  const mails = await executor.delete(mailOutbox).where(mailAbout(email)).returning({ id: mailOutbox.id });
  return { signups: signups.length, messages: messages.length, subscriptions: subscriptions.length, mails: mails.length };
}

export type PurgedCounts = { signups: number; messages: number; mails: number };

/**
 * Deletes signups and contact messages created before `cutoff`, and mail that is no longer pending
 * from before it (the welcome and notification mails of those rows).
 */
export async function purgeBefore(cutoff: Date, executor: Db): Promise<PurgedCounts> {
  const signups = await executor.delete(prelaunchSignups).where(lt(prelaunchSignups.createdAt, cutoff)).returning({ id: prelaunchSignups.id });
  const messages = await executor.delete(contactSubmissions).where(lt(contactSubmissions.createdAt, cutoff)).returning({ id: contactSubmissions.id });
  const mails = await executor
    .delete(mailOutbox)
    .where(and(lt(mailOutbox.createdAt, cutoff), sql`${mailOutbox.status} <> 'pending'`))
    .returning({ id: mailOutbox.id });
  return { signups: signups.length, messages: messages.length, mails: mails.length };
}
