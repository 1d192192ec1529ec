/**
 * IRACONNECT pre-launch signups: the idempotent insert with referral attribution (and the welcome
 * mail the signup service writes, queued in the same transaction), the count, the member view of
 * the thanks page, and the admin listing.
 */
import crypto from "node:crypto";
import { and, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { prelaunchSignups } from "../../db/schema.ts";
import { firstName } from "../lib/iraconnect.ts";
import type { Signup } from "../lib/schemas/iraconnect-signup.ts";
import { enqueueMail, MAIL_CHANNEL, type OutgoingMail } from "./mail-outbox.server.ts";
import { NO_TOUCHES, type TouchColumns } from "../lib/attribution.ts";

const REF_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const REF_ID_LENGTH = 10;

/** A short, random, URL-safe referral code: 10 characters of [A-Za-z0-9], about 59 bits. */
export function newRefId(): string {
  let out = "";
  while (out.length < REF_ID_LENGTH) {
    for (const byte of crypto.randomBytes(16)) {
      // 248 = 4 × 62: dropping the top bytes keeps every character equally likely.
      if (byte < 248 && out.length < REF_ID_LENGTH) out += REF_ALPHABET[byte % 62];
    }
  }
  return out;
}

/** Where the signup came from: the request, never the payload; `touches` from the attribution cookie. */
export type SignupMeta = { ip: string | null; userAgent: string | null; touches?: TouchColumns };
export type SignupOutcome = { refId: string; created: boolean };

/**
 * Stores a signup, or finds the one already made with this e-mail: a repeat gets the same refId,
 * no second row and no second welcome mail, also when both arrive at once (the unique index
 * decides; the loser's INSERT waits for the winner's commit, then reads its row). A referral code
 * links the new member to an existing one once, at insert; an unknown code or the member's own is
 * ignored. A new member's `welcome` mail is queued with the row. Committed before it returns, so an
 * acknowledged signup is durable.
 */
export async function createSignup(signup: Signup, meta: SignupMeta, welcome?: (refId: string) => OutgoingMail): Promise<SignupOutcome> {
  return db().transaction(async (tx): Promise<SignupOutcome> => {
    let referredBy: string | null = null;
    if (signup.referralCode) {
      // Not the member's own code, under any variant of their address (issue 16.5).
      const [referrer] = await tx
        .select({ refId: prelaunchSignups.refId })
        .from(prelaunchSignups)
        .where(and(eq(prelaunchSignups.refId, signup.referralCode), sql`${prelaunchSignups.emailKey} <> signup_email_key(${signup.email})`))
        .limit(1);
      if (referrer) referredBy = referrer.refId;
    }
    // A random refId can (very rarely) collide with an existing one; then we draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [inserted] = await tx
        .insert(prelaunchSignups)
        .values({
          refId: newRefId(),
          name: signup.name,
          email: signup.email,
          phone: signup.phone,
          country: signup.country,
          role: signup.role,
          referredBy,
          utmSource: signup.utmSource ?? null,
          utmMedium: signup.utmMedium ?? null,
          utmCampaign: signup.utmCampaign ?? null,
          utmTerm: signup.utmTerm ?? null,
          utmContent: signup.utmContent ?? null,
          userAgent: meta.userAgent,
          ip: meta.ip,
          ...meta.touches,
        })
        .onConflictDoNothing()
        .returning({ refId: prelaunchSignups.refId });
      if (inserted) {
        if (welcome) await enqueueMail(welcome(inserted.refId), tx);
        return { refId: inserted.refId, created: true };
      }
      const [existing] = await tx
        .select({ refId: prelaunchSignups.refId })
        .from(prelaunchSignups)
        .where(sameMember(signup.email))
        .limit(1);
      if (existing) return { refId: existing.refId, created: false };
    }
    throw new Error("could not draw a unique referral code");
  });
}

/** The signup of this address or of another variant of it (alice+x@gmail.com is alice@gmail.com). */
function sameMember(email: string) {
  return or(eq(prelaunchSignups.email, email), sql`${prelaunchSignups.emailKey} = signup_email_key(${email})`);
}

/**
 * The number of signups (get_prelaunch_signup_count's meaning), kept by the database: the sum of
 * the counter rows that triggers on prelaunch_signups maintain (migration 0005). Throws on database errors.
 */
export async function countSignups(executor: Pick<Db, "execute"> = db()): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(executor, sql`select sum(n) as n from signup_counts`);
  return Number(row?.n ?? 0);
}

export type LimitedSignupOutcome =
  | { limited: true; points: number; expiresAt: Date }
  | { limited: false; points: number; expiresAt: Date; refId: string; created: boolean; total: number }
  /** Neither inserted nor found (a refId collision, or a concurrent signup of the same e-mail not yet visible). */
  | { limited: false; points: number; expiresAt: Date; refId: null; created: false; total: number };

/**
 * One signup in one statement (issue 15.4): the rate-limit hit on `limitKey`, and only when it is
 * within `limit`, the insert with its referral link, the welcome mail queued in the outbox (and
 * its worker woken), and the count of signups before this one, all in one round trip and one
 * transaction. `refId` is drawn by the caller so that the mail can name it. A repeat e-mail
 * inserts nothing and answers the existing member's refId.
 */
export async function createSignupWithinLimit(
  signup: Signup,
  meta: SignupMeta,
  options: { refId: string; limitKey: string; limit: number; windowMs: number; welcome: OutgoingMail; now?: Date },
): Promise<LimitedSignupOutcome> {
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + options.windowMs);
  const mail = options.welcome;
  const t = meta.touches ?? NO_TOUCHES;
  // A line break in a subject would start a new header line; user text ends up here.
  const subject = mail.subject.replace(/[\r\n]+/g, " ");
  const [row] = await rows<{
    points: number;
    expires_at: string | Date;
    created_ref: string | null;
    existing_ref: string | null;
    total_before: string | number | null;
  }>(
    db(),
    sql`with lim as (
          insert into rate_limits (key, points, expires_at) values (${options.limitKey}, 1, ${expires.toISOString()})
          on conflict (key) do update set
            points = case when rate_limits.expires_at <= ${now.toISOString()} then 1 else rate_limits.points + 1 end,
            expires_at = case when rate_limits.expires_at <= ${now.toISOString()} then excluded.expires_at else rate_limits.expires_at end
          returning points, expires_at
        ), referrer as (
          select ref_id from prelaunch_signups
          where ${signup.referralCode ?? null}::text is not null and ref_id = ${signup.referralCode ?? null}
            and email_key <> signup_email_key(${signup.email})
          limit 1
        ), ins as (
          insert into prelaunch_signups
            (ref_id, name, email, phone, country, role, referred_by, utm_source, utm_medium, utm_campaign, utm_term, utm_content, user_agent, ip,
             first_source, first_medium, first_campaign, first_referrer, last_source, last_medium, last_campaign, last_referrer)
          select ${options.refId}, ${signup.name}, ${signup.email}, ${signup.phone}, ${signup.country}, ${signup.role},
            (select ref_id from referrer), ${signup.utmSource ?? null}, ${signup.utmMedium ?? null}, ${signup.utmCampaign ?? null},
            ${signup.utmTerm ?? null}, ${signup.utmContent ?? null}, ${meta.userAgent}, ${meta.ip},
            ${t.firstSource}, ${t.firstMedium}, ${t.firstCampaign}, ${t.firstReferrer}, ${t.lastSource}, ${t.lastMedium}, ${t.lastCampaign}, ${t.lastReferrer}
          where (select points from lim) <= ${options.limit}
          on conflict do nothing
          returning ref_id
        ), mail as (
          insert into mail_outbox (kind, to_address, subject, text_body, html_body)
          select ${mail.kind}, ${mail.to}, ${subject}, ${mail.text}, ${mail.html ?? null} from ins
          returning id
        )
        select lim.points, lim.expires_at,
          (select ref_id from ins) as created_ref,
          (select ref_id from prelaunch_signups where email = ${signup.email} or email_key = signup_email_key(${signup.email}) limit 1) as existing_ref,
          (select sum(n) from signup_counts) as total_before,
          (select count(pg_notify(${MAIL_CHANNEL}, id::text)) from mail) as woken
        from lim`,
  );
  const points = Number(row!.points);
  const expiresAt = new Date(row!.expires_at);
  if (points > options.limit) return { limited: true, points, expiresAt };
  const before = Number(row!.total_before ?? 0);
  if (row!.created_ref) return { limited: false, points, expiresAt, refId: row!.created_ref, created: true, total: before + 1 };
  if (row!.existing_ref) return { limited: false, points, expiresAt, refId: row!.existing_ref, created: false, total: before };
  return { limited: false, points, expiresAt, refId: null, created: false, total: before };
}

/** What a public referral code reveals: the referrer's first name, nothing more. */
export async function referrerFirstName(code: string): Promise<string | null> {
  const [row] = await db()
    .select({ name: prelaunchSignups.name })
    .from(prelaunchSignups)
    .where(eq(prelaunchSignups.refId, code))
    .limit(1);
  return row ? firstName(row.name) || null : null;
}

// The outer table is named in full: drizzle writes its columns unqualified, which inside the
// subquery would mean the inner row. A referral counts once the friend has confirmed their e-mail
// (issue 16.5); until then it is pending.
const referralCountSql = sql<number>`(select count(*) from prelaunch_signups r where r.referred_by = prelaunch_signups.ref_id and r.confirmed_at is not null)`;
const pendingReferralCountSql = sql<number>`(select count(*) from prelaunch_signups r where r.referred_by = prelaunch_signups.ref_id and r.confirmed_at is null)`;

export type Member = { refId: string; firstName: string; referrals: number; pendingReferrals: number; confirmed: boolean; joinedAt: Date };

export type ConfirmSignupOutcome = "confirmed" | "already-confirmed" | "unknown";

/** Marks the member's e-mail as confirmed (the welcome mail's link); a second click changes nothing. */
export async function confirmSignup(refId: string, now = new Date()): Promise<ConfirmSignupOutcome> {
  const [updated] = await db()
    .update(prelaunchSignups)
    .set({ confirmedAt: now })
    .where(and(eq(prelaunchSignups.refId, refId), isNull(prelaunchSignups.confirmedAt)))
    .returning({ refId: prelaunchSignups.refId });
  if (updated) return "confirmed";
  const [existing] = await db().select({ refId: prelaunchSignups.refId }).from(prelaunchSignups).where(eq(prelaunchSignups.refId, refId)).limit(1);
  return existing ? "already-confirmed" : "unknown";
}

/** Whether a signup's e-mail is confirmed, without changing it: null when there is no such signup. */
export async function signupConfirmation(refId: string): Promise<"pending" | "already-confirmed" | null> {
  const [row] = await db().select({ confirmedAt: prelaunchSignups.confirmedAt }).from(prelaunchSignups).where(eq(prelaunchSignups.refId, refId)).limit(1);
  if (!row) return null;
  return row.confirmedAt ? "already-confirmed" : "pending";
}

/** The thanks page's view of a member (only ever looked up from the signed member cookie). */
export async function findMember(refId: string): Promise<Member | null> {
  const [row] = await db()
    .select({
      refId: prelaunchSignups.refId,
      name: prelaunchSignups.name,
      createdAt: prelaunchSignups.createdAt,
      confirmedAt: prelaunchSignups.confirmedAt,
      referrals: referralCountSql,
      pendingReferrals: pendingReferralCountSql,
    })
    .from(prelaunchSignups)
    .where(eq(prelaunchSignups.refId, refId))
    .limit(1);
  if (!row) return null;
  return {
    refId: row.refId,
    firstName: firstName(row.name),
    referrals: Number(row.referrals),
    pendingReferrals: Number(row.pendingReferrals),
    confirmed: row.confirmedAt !== null,
    joinedAt: new Date(row.createdAt),
  };
}

// ---------------------------------------------------------------------------------------------
// Admin

export type AdminSignupRow = {
  refId: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  role: string;
  referredBy: string | null;
  referrals: number;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
};

function searchFilter(search: string | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(prelaunchSignups.name, like),
    ilike(prelaunchSignups.email, like),
    ilike(prelaunchSignups.refId, like),
    ilike(prelaunchSignups.phone, like),
    ilike(prelaunchSignups.utmSource, like),
  );
}

/** Signups newest first with their referral counts, optionally filtered by a search term. */
export async function listSignups(options: { search?: string; limit?: number; offset?: number } = {}): Promise<{
  rows: AdminSignupRow[];
  total: number;
}> {
  const where = searchFilter(options.search);
  const query = db()
    .select({
      refId: prelaunchSignups.refId,
      name: prelaunchSignups.name,
      email: prelaunchSignups.email,
      phone: prelaunchSignups.phone,
      country: prelaunchSignups.country,
      role: prelaunchSignups.role,
      referredBy: prelaunchSignups.referredBy,
      referrals: referralCountSql,
      utmSource: prelaunchSignups.utmSource,
      utmMedium: prelaunchSignups.utmMedium,
      utmCampaign: prelaunchSignups.utmCampaign,
      utmTerm: prelaunchSignups.utmTerm,
      utmContent: prelaunchSignups.utmContent,
      ip: prelaunchSignups.ip,
      userAgent: prelaunchSignups.userAgent,
      createdAt: prelaunchSignups.createdAt,
    })
    .from(prelaunchSignups)
    .where(where)
    .orderBy(desc(prelaunchSignups.createdAt), desc(prelaunchSignups.id));
  const limited = options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
  const [found, [totalRow]] = await Promise.all([
    limited,
    db().select({ n: count() }).from(prelaunchSignups).where(and(where)),
  ]);
  return {
    rows: found.map((row) => ({ ...row, referrals: Number(row.referrals), createdAt: new Date(row.createdAt) })),
    total: Number(totalRow?.n ?? 0),
  };
}

/** Signups per UTM source, largest first; signups without one are counted as "(none)". */
export async function signupsBySource(): Promise<{ source: string; signups: number }[]> {
  const found = await rows<{ source: string; n: number | string }>(
    db(),
    sql`select coalesce(nullif(utm_source, ''), '(none)') as source, count(*) as n
        from prelaunch_signups group by 1 order by 2 desc, 1 asc`,
  );
  return found.map((row) => ({ source: row.source, signups: Number(row.n) }));
}
