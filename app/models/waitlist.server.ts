/**
 * The IRACONNECT waitlist (issue 30.1, 30.2, decision 036): places in line, milestones, the mails
 * each goes with (once), and the public leaderboard's opt-ins.
 *
 * A place is computed when asked, in one statement, never kept per signup (signups stay one
 * insert): members in signup order get a base place; each confirmed referral that counts
 * (COUNTED_REFERRAL: confirmed, not held for review) moves its referrer up `places_per_referral`.
 * Members whose own referral is held or rejected (the review queue, migration 0018) hold no place;
 * erased members are gone from prelaunch_signups. The order is total, so no two members share a
 * place: score, then more referrals (a tie is won by the one who earned the place), then signup
 * time, then id.
 */
import { asc, eq, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { prelaunchSignups, waitlistLeaderboard, waitlistMilestones, waitlistSettings } from "../../db/schema.ts";
import { enqueueMail, type OutgoingMail } from "./mail-outbox.server.ts";
import { COUNTED_REFERRAL } from "./signups.server.ts";
import { inTransaction, type Executor } from "./transaction.server.ts";

/** The default of places_per_referral (migration 0022). */
export const DEFAULT_PLACES_PER_REFERRAL = 10;

export async function placesPerReferral(executor: Pick<Db, "select"> = db()): Promise<number> {
  const [row] = await executor.select({ n: waitlistSettings.placesPerReferral }).from(waitlistSettings).where(eq(waitlistSettings.id, 1)).limit(1);
  return row?.n ?? DEFAULT_PLACES_PER_REFERRAL;
}

/** Sets places per referral; returns the previous value. */
export async function setPlacesPerReferral(places: number, executor: Executor = db()): Promise<number> {
  const before = await placesPerReferral(executor);
  await executor
    .insert(waitlistSettings)
    .values({ id: 1, placesPerReferral: places })
    .onConflictDoUpdate({ target: waitlistSettings.id, set: { placesPerReferral: places, updatedAt: new Date() } });
  return before;
}

/** The line, as a CTE body: every member in line (and `me`, wherever they are) with score and referrals. */
const lineSql = (me: string) => sql`
  select p.id, p.ref_id, p.created_at, coalesce(c.n, 0) as refs,
    row_number() over (order by p.created_at, p.id)
      - coalesce(c.n, 0) * coalesce((select s.places_per_referral from waitlist_settings s where s.id = 1), ${DEFAULT_PLACES_PER_REFERRAL}) as score
  from prelaunch_signups p
  left join (
    select r.referred_by, count(*) as n from prelaunch_signups r where ${COUNTED_REFERRAL} group by r.referred_by
  ) c on c.referred_by = p.ref_id
  where p.referral_hold is null or p.referral_hold = 'approved' or p.ref_id = ${me}`;

/** The member's place in line (1 is first), or null when there is no such member. One statement. */
export async function placeInLine(refId: string, executor: Pick<Db, "execute"> = db()): Promise<number | null> {
  const [row] = await rows<{ place: string | number | null }>(
    executor,
    sql`with line as (${lineSql(refId)})
        select 1 + (
          select count(*) from line o
          where o.ref_id <> m.ref_id and (
            o.score < m.score
            or (o.score = m.score and o.refs > m.refs)
            or (o.score = m.score and o.refs = m.refs and (o.created_at, o.id) < (m.created_at, m.id)))
        ) as place
        from line m where m.ref_id = ${refId}`,
  );
  return row ? Number(row.place) : null;
}

// ---------------------------------------------------------------------------------------------
// Milestones

export type Milestone = { id: string; tokens: number; name: string; reward: string; mailSubject: string; mailBody: string };
export type MilestoneInput = Omit<Milestone, "id">;

const milestoneColumns = {
  id: waitlistMilestones.id,
  tokens: waitlistMilestones.tokens,
  name: waitlistMilestones.name,
  reward: waitlistMilestones.reward,
  mailSubject: waitlistMilestones.mailSubject,
  mailBody: waitlistMilestones.mailBody,
};

/** Every milestone, fewest tokens first. */
export async function listMilestones(executor: Pick<Db, "select"> = db()): Promise<Milestone[]> {
  return executor.select(milestoneColumns).from(waitlistMilestones).orderBy(asc(waitlistMilestones.tokens));
}

export async function countMilestones(executor: Pick<Db, "select"> = db()): Promise<number> {
  const [row] = await executor.select({ n: sql<number>`count(*)` }).from(waitlistMilestones);
  return Number(row?.n ?? 0);
}

/** What clashes with `input` (another milestone at the same tokens or with the same name), or null. */
export async function milestoneClash(input: Pick<MilestoneInput, "tokens" | "name">, exceptId: string | null, executor: Pick<Db, "select"> = db()): Promise<"tokens" | "name" | null> {
  const found = await executor
    .select({ id: waitlistMilestones.id, tokens: waitlistMilestones.tokens, name: waitlistMilestones.name })
    .from(waitlistMilestones)
    .where(sql`(${waitlistMilestones.tokens} = ${input.tokens} or lower(${waitlistMilestones.name}) = lower(${input.name}))`);
  const other = found.filter((row) => row.id !== exceptId);
  if (other.some((row) => row.tokens === input.tokens)) return "tokens";
  return other.length ? "name" : null;
}

export async function insertMilestone(input: MilestoneInput, executor: Executor = db()): Promise<Milestone> {
  const [row] = await executor.insert(waitlistMilestones).values(input).returning(milestoneColumns);
  return row!;
}

export async function updateMilestone(id: string, input: MilestoneInput, executor: Executor = db()): Promise<Milestone | null> {
  const [row] = await executor
    .update(waitlistMilestones)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(waitlistMilestones.id, id))
    .returning(milestoneColumns);
  return row ?? null;
}

export async function deleteMilestone(id: string, executor: Executor = db()): Promise<Milestone | null> {
  const [row] = await executor.delete(waitlistMilestones).where(eq(waitlistMilestones.id, id)).returning(milestoneColumns);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// A referral that counts: the referrer's move and milestones

export type ReferrerStanding = { refId: string; name: string; email: string; referrals: number; place: number };

/**
 * The referrer of `referralRefId` as they stand now, when that referral counts (confirmed and not
 * held); null otherwise.
 */
export async function referrerStanding(referralRefId: string, executor: Pick<Db, "execute"> = db()): Promise<ReferrerStanding | null> {
  const [row] = await rows<{ ref_id: string; name: string; email: string; referrals: string | number }>(
    executor,
    sql`select p.ref_id, p.name, p.email,
          (select count(*) from prelaunch_signups r where r.referred_by = p.ref_id and ${COUNTED_REFERRAL}) as referrals
        from prelaunch_signups r join prelaunch_signups p on p.ref_id = r.referred_by
        where r.ref_id = ${referralRefId} and ${COUNTED_REFERRAL}`,
  );
  if (!row) return null;
  const place = await placeInLine(row.ref_id, executor);
  return place === null ? null : { refId: row.ref_id, name: row.name, email: row.email, referrals: Number(row.referrals), place };
}

/**
 * Queues, in one transaction, the "you moved up" mail for this referral (once per referral: the
 * waitlist_moves row decides) and a mail for each of `milestones` the referrer has not been mailed
 * about (once per member and milestone: the waitlist_milestone_mails key decides). Returns what
 * was queued.
 */
export async function queueWaitlistMails(
  move: { referralRefId: string; referrerRefId: string; place: number; mail: OutgoingMail },
  milestones: readonly { milestoneId: string; mail: OutgoingMail }[],
): Promise<{ moved: boolean; milestones: string[] }> {
  return inTransaction(async (tx) => {
    const moved = await rows<{ referral_ref_id: string }>(
      tx,
      sql`insert into waitlist_moves (referral_ref_id, referrer_ref_id, place) values (${move.referralRefId}, ${move.referrerRefId}, ${move.place})
          on conflict do nothing returning referral_ref_id`,
    );
    if (moved.length) await enqueueMail(move.mail, tx);
    const queued: string[] = [];
    for (const milestone of milestones) {
      const inserted = await rows<{ milestone_id: string }>(
        tx,
        sql`insert into waitlist_milestone_mails (ref_id, milestone_id)
            select ${move.referrerRefId}, m.id from waitlist_milestones m where m.id = ${milestone.milestoneId}
            on conflict do nothing returning milestone_id`,
      );
      if (inserted.length) {
        await enqueueMail(milestone.mail, tx);
        queued.push(milestone.milestoneId);
      }
    }
    return { moved: moved.length > 0, milestones: queued };
  });
}

// ---------------------------------------------------------------------------------------------
// Leaderboard

export async function setLeaderboardName(refId: string, displayName: string | null, executor: Executor = db()): Promise<void> {
  if (displayName === null) {
    await executor.delete(waitlistLeaderboard).where(eq(waitlistLeaderboard.refId, refId));
    return;
  }
  await executor
    .insert(waitlistLeaderboard)
    .values({ refId, displayName })
    .onConflictDoUpdate({ target: waitlistLeaderboard.refId, set: { displayName } });
}

/** The member's full name (for their initials), or null when there is no such member. */
export async function memberFullName(refId: string): Promise<string | null> {
  const [row] = await db().select({ name: prelaunchSignups.name }).from(prelaunchSignups).where(eq(prelaunchSignups.refId, refId)).limit(1);
  return row?.name ?? null;
}

export async function leaderboardName(refId: string): Promise<string | null> {
  const [row] = await db().select({ name: waitlistLeaderboard.displayName }).from(waitlistLeaderboard).where(eq(waitlistLeaderboard.refId, refId)).limit(1);
  return row?.name ?? null;
}

export type LeaderboardRow = { rank: number; displayName: string; referrals: number };

/** The opted-in members with the most confirmed referrals (then the earlier signup); only the names they chose. */
export async function leaderboard(limit: number): Promise<LeaderboardRow[]> {
  const found = await rows<{ display_name: string; referrals: string | number }>(
    db(),
    sql`select l.display_name,
          (select count(*) from prelaunch_signups r where r.referred_by = p.ref_id and ${COUNTED_REFERRAL}) as referrals
        from waitlist_leaderboard l join prelaunch_signups p on p.ref_id = l.ref_id
        where p.referral_hold is null or p.referral_hold = 'approved'
        order by referrals desc, p.created_at asc, p.id asc
        limit ${limit}`,
  );
  return found.map((row, i) => ({ rank: i + 1, displayName: row.display_name, referrals: Number(row.referrals) }));
}
