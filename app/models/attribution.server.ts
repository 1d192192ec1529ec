/**
 * The admin's attribution overview (issue 18.3): leads per day, leads by first-touch source, medium
 * and campaign, the newsletter's growth and the referral leaderboard. Read-only aggregates.
 */
import { COUNTED_REFERRAL } from "./signups.server.ts";
import { sql } from "drizzle-orm";
import { db, rows } from "../../db/client.server.ts";

export type DayCount = { day: string; signups: number; messages: number };

/** Signups and contact messages (spam left out) per UTC day, the last `days` days, oldest first. */
export async function leadsPerDay(days = 30, now = new Date()): Promise<DayCount[]> {
  const found = await rows<{ day: string; signups: number | string; messages: number | string }>(
    db(),
    sql`with days as (
          select generate_series((${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${days - 1}::int, (${now.toISOString()}::timestamptz at time zone 'UTC')::date, interval '1 day')::date as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as day,
          (select count(*) from prelaunch_signups s where (s.created_at at time zone 'UTC')::date = d.day) as signups,
          (select count(*) from contact_submissions c where c.status <> 'spam' and (c.created_at at time zone 'UTC')::date = d.day) as messages
        from days d order by d.day`,
  );
  return found.map((row) => ({ day: row.day, signups: Number(row.signups), messages: Number(row.messages) }));
}

export type Dimension = "source" | "medium" | "campaign";
export type BreakdownRow = { value: string; signups: number; messages: number; subscribers: number };

/** Leads by a first-touch dimension, largest first; none is "(direct)". At most `limit` rows. */
export async function leadsBy(dimension: Dimension, limit = 12): Promise<BreakdownRow[]> {
  const column = sql.raw(`first_${dimension}`);
  const found = await rows<{ value: string; signups: number | string; messages: number | string; subscribers: number | string }>(
    db(),
    sql`select value, sum(signups) as signups, sum(messages) as messages, sum(subscribers) as subscribers from (
          select coalesce(nullif(${column}, ''), '(direct)') as value, 1 as signups, 0 as messages, 0 as subscribers from prelaunch_signups
          union all
          select coalesce(nullif(${column}, ''), '(direct)'), 0, 1, 0 from contact_submissions where status <> 'spam'
          union all
          select coalesce(nullif(${column}, ''), '(direct)'), 0, 0, 1 from newsletter_subscribers where status = 'confirmed'
        ) t group by value order by sum(signups) + sum(messages) + sum(subscribers) desc, value asc limit ${limit}`,
  );
  return found.map((row) => ({ value: row.value, signups: Number(row.signups), messages: Number(row.messages), subscribers: Number(row.subscribers) }));
}

export type GrowthPoint = { day: string; confirmed: number };

/** Confirmed subscribers at the end of each UTC day (confirmed then, not unsubscribed by then), the last `days` days. */
export async function newsletterGrowth(days = 30, now = new Date()): Promise<GrowthPoint[]> {
  const found = await rows<{ day: string; confirmed: number | string }>(
    db(),
    sql`with days as (
          select generate_series((${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${days - 1}::int, (${now.toISOString()}::timestamptz at time zone 'UTC')::date, interval '1 day')::date as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as day,
          (select count(*) from newsletter_subscribers n
             where n.confirmed_at is not null and (n.confirmed_at at time zone 'UTC')::date <= d.day
               and (n.unsubscribed_at is null or (n.unsubscribed_at at time zone 'UTC')::date > d.day)) as confirmed
        from days d order by d.day`,
  );
  return found.map((row) => ({ day: row.day, confirmed: Number(row.confirmed) }));
}

export type Referrer = { refId: string; name: string; referrals: number };

/** Members with the most confirmed referrals (signups made with their code whose e-mail is confirmed), most first. */
export async function referralLeaderboard(limit = 10): Promise<Referrer[]> {
  const found = await rows<{ ref_id: string; name: string; referrals: number | string }>(
    db(),
    sql`select p.ref_id, p.name, count(r.id) as referrals
        from prelaunch_signups p join prelaunch_signups r on r.referred_by = p.ref_id and ${COUNTED_REFERRAL}
        group by p.ref_id, p.name order by count(r.id) desc, min(p.created_at) asc limit ${limit}`,
  );
  return found.map((row) => ({ refId: row.ref_id, name: row.name, referrals: Number(row.referrals) }));
}
