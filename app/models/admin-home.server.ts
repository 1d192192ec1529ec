/**
 * The admin home's numbers (issue 28): today's signups and confirmations, messages waiting,
 * scheduled posts and case studies, the newsletter, and what needs attention. Each read is one
 * aggregate over an indexed column, so the home stays quick with 100,000 signups.
 */
import { sql } from "drizzle-orm";
import { db, rows } from "../../db/client.server.ts";

export type ScheduledItem = { kind: "blog" | "case-study"; id: string; title: string; scheduledAt: Date };

export type HomeNumbers = {
  signupsToday: number;
  signupsTotal: number;
  confirmationsToday: number;
  messagesWaiting: number;
  failedMails: number;
  drafts: number;
  scheduled: ScheduledItem[];
  scheduledCount: number;
  /** The newest published post not yet sent as a newsletter; null when every one was sent. */
  nextNewsletter: { id: string; title: string; publishedAt: Date | null } | null;
  lastNewsletter: { subject: string; at: Date } | null;
};

const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The audience numbers (signups, messages, mail): managers' only; an editor's home never reads them. */
export async function audienceNumbers(now = new Date()): Promise<Pick<HomeNumbers, "signupsToday" | "signupsTotal" | "confirmationsToday" | "messagesWaiting" | "failedMails" | "nextNewsletter" | "lastNewsletter">> {
  const since = dayStart(now);
  const [counts] = await rows<{ signups_today: number; signups_total: number; confirmations_today: number; messages_waiting: number; failed_mails: number }>(
    db(),
    sql`select
      (select count(*)::int from prelaunch_signups where created_at >= ${since}) as signups_today,
      (select count(*)::int from prelaunch_signups) as signups_total,
      (select count(*)::int from prelaunch_signups where confirmed_at >= ${since}) as confirmations_today,
      (select count(*)::int from contact_submissions where status = 'new') as messages_waiting,
      (select count(*)::int from mail_outbox where status = 'failed') as failed_mails`,
  );
  const [next] = await rows<{ id: string; title: string; published_at: Date | string | null }>(
    db(),
    sql`select p.id, p.title, p.published_at from blog_posts p
        where p.is_published and not exists (select 1 from newsletter_sends s where s.post_id = p.id)
        order by p.published_at desc nulls last limit 1`,
  );
  const [last] = await rows<{ subject: string; created_at: Date | string }>(db(), sql`select subject, created_at from newsletter_sends order by created_at desc limit 1`);
  return {
    signupsToday: Number(counts?.signups_today ?? 0),
    signupsTotal: Number(counts?.signups_total ?? 0),
    confirmationsToday: Number(counts?.confirmations_today ?? 0),
    messagesWaiting: Number(counts?.messages_waiting ?? 0),
    failedMails: Number(counts?.failed_mails ?? 0),
    nextNewsletter: next ? { id: next.id, title: next.title, publishedAt: next.published_at ? new Date(next.published_at) : null } : null,
    lastNewsletter: last ? { subject: last.subject, at: new Date(last.created_at) } : null,
  };
}

/** The content numbers (every role): drafts, and what the scheduler publishes next. */
export async function contentNumbers(limit = 5): Promise<Pick<HomeNumbers, "drafts" | "scheduled" | "scheduledCount">> {
  const [counts] = await rows<{ drafts: number; scheduled: number }>(
    db(),
    sql`select
      (select count(*)::int from blog_posts where not is_published) + (select count(*)::int from case_studies where not is_published) as drafts,
      (select count(*)::int from blog_posts where not is_published and scheduled_at is not null)
        + (select count(*)::int from case_studies where not is_published and scheduled_at is not null) as scheduled`,
  );
  const scheduled = await rows<{ kind: "blog" | "case-study"; id: string; title: string; scheduled_at: Date | string }>(
    db(),
    sql`(select 'blog' as kind, id::text as id, title, scheduled_at from blog_posts where not is_published and scheduled_at is not null)
        union all
        (select 'case-study' as kind, id, title, scheduled_at from case_studies where not is_published and scheduled_at is not null)
        order by scheduled_at asc limit ${limit}`,
  );
  return {
    drafts: Number(counts?.drafts ?? 0),
    scheduledCount: Number(counts?.scheduled ?? 0),
    scheduled: scheduled.map((row) => ({ kind: row.kind, id: row.id, title: row.title, scheduledAt: new Date(row.scheduled_at) })),
  };
}
