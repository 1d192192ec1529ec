/**
 * IRACONNECT pre-launch signups: the idempotent insert with referral attribution (and the welcome
 * mail the signup service writes, queued in the same transaction), the count, the member view of
 * the thanks page, and the admin listing.
 */
import crypto from "node:crypto";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { prelaunchSignups, SIGNUP_SEARCH_TEXT } from "../../db/schema.ts";
import { firstName, PLACE_MARK } from "../lib/iraconnect.ts";
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
/** `deviceId`: the random id of the browser's first-party device cookie (issue 29.5, device velocity). */
export type SignupMeta = { ip: string | null; userAgent: string | null; deviceId?: string | null; touches?: TouchColumns };
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
          deviceId: meta.deviceId ?? null,
          ...meta.touches,
        })
        .onConflictDoNothing()
        .returning({ refId: prelaunchSignups.refId });
      if (inserted) {
        if (welcome) await enqueueMail(withPlace(welcome(inserted.refId), await countSignups(tx) - (await rows<{ n: number }>(tx, sql`select ${OUT_OF_LINE} as n`))[0]!.n), tx);
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

/** Members out of line: their own referral is held for review or rejected (issue 30.1). */
const OUT_OF_LINE = sql.raw(`(select count(*) from prelaunch_signups o where o.referral_hold in ('held', 'rejected'))`);

function withPlace(mail: OutgoingMail, place: number | string): OutgoingMail {
  const n = String(Number(place));
  return { ...mail, text: mail.text.replaceAll(PLACE_MARK, n), html: mail.html?.replaceAll(PLACE_MARK, n) ?? null };
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

/** One signup for {@link createSignupsWithinLimit}: `refId` is drawn by the caller so that the mail can name it. */
export type LimitedSignupRequest = { signup: Signup; meta: SignupMeta; refId: string; limitKey: string; welcome: OutgoingMail };

const textArray = (values: (string | null | undefined)[]) => sql`${sql.param(values.map((v) => v ?? null))}::text[]`;

/**
 * Signups in one statement (issue 15.4): for each, in order, the rate-limit hit on its `limitKey`
 * and, only while that key is within `limit`, the insert with its referral link, its welcome mail
 * queued in the outbox, and the count of signups up to it; the outbox worker is woken once. One
 * round trip and one transaction for all of them, so signups arriving together (the service
 * gathers them) share the statement's parsing, planning, commit and notifications.
 *
 * Each answer is what the same signups would get one after another: hits on one key count across
 * the batch, a repeat e-mail inserts nothing and answers the existing member's refId, the total
 * counts the batch's earlier rows. A row of this batch is not visible to the statement itself, so
 * a second signup of an address in the same batch (or a refId collision) answers `refId: null`
 * and the caller settles it with {@link createSignup}.
 */
export async function createSignupsWithinLimit(
  requests: readonly LimitedSignupRequest[],
  rule: { limit: number; windowMs: number; now?: Date },
): Promise<LimitedSignupOutcome[]> {
  if (requests.length === 0) return [];
  const now = rule.now ?? new Date();
  const expires = new Date(now.getTime() + rule.windowMs);
  const column = <T,>(pick: (r: LimitedSignupRequest, t: TouchColumns) => T) => requests.map((r) => pick(r, r.meta.touches ?? NO_TOUCHES));
  const found = await rows<{
    ord: string | number;
    points: number;
    expires_at: string | Date;
    created_ref: string | null;
    existing_ref: string | null;
    total: string | number | null;
  }>(
    db(),
    sql`with input as (
          select * from unnest(
            ${textArray(column((r) => r.refId))}, ${textArray(column((r) => r.limitKey))}, ${textArray(column((r) => r.signup.name))},
            ${textArray(column((r) => r.signup.email))}, ${textArray(column((r) => r.signup.phone))}, ${textArray(column((r) => r.signup.country))},
            ${textArray(column((r) => r.signup.role))}, ${textArray(column((r) => r.signup.referralCode || null))},
            ${textArray(column((r) => r.signup.utmSource))}, ${textArray(column((r) => r.signup.utmMedium))}, ${textArray(column((r) => r.signup.utmCampaign))},
            ${textArray(column((r) => r.signup.utmTerm))}, ${textArray(column((r) => r.signup.utmContent))},
            ${textArray(column((r) => r.meta.userAgent))}, ${textArray(column((r) => r.meta.ip))}, ${textArray(column((r) => r.meta.deviceId ?? null))},
            ${textArray(column((_, t) => t.firstSource))}, ${textArray(column((_, t) => t.firstMedium))}, ${textArray(column((_, t) => t.firstCampaign))},
            ${textArray(column((_, t) => t.firstReferrer))}, ${textArray(column((_, t) => t.lastSource))}, ${textArray(column((_, t) => t.lastMedium))},
            ${textArray(column((_, t) => t.lastCampaign))}, ${textArray(column((_, t) => t.lastReferrer))},
            ${textArray(column((r) => r.welcome.kind))}, ${textArray(column((r) => r.welcome.to))},
            ${textArray(column((r) => r.welcome.subject.replace(/[\r\n]+/g, " ")))}, ${textArray(column((r) => r.welcome.text))},
            ${textArray(column((r) => r.welcome.html))}
          ) with ordinality as i(ref_id, limit_key, name, email, phone, country, role, referral_code,
            utm_source, utm_medium, utm_campaign, utm_term, utm_content, user_agent, ip, device_id,
            first_source, first_medium, first_campaign, first_referrer, last_source, last_medium, last_campaign, last_referrer,
            mail_kind, mail_to, mail_subject, mail_text, mail_html, ord)
        ), hits as (
          select limit_key, count(*)::int as n from input group by limit_key
        ), lim as (
          insert into rate_limits (key, points, expires_at)
          select limit_key, n, ${expires.toISOString()}::timestamptz from hits
          -- Keys are locked in one order by every batch, so two batches never wait on each other in a circle.
          order by limit_key
          on conflict (key) do update set
            points = case when rate_limits.expires_at <= ${now.toISOString()}::timestamptz then excluded.points else rate_limits.points + excluded.points end,
            expires_at = case when rate_limits.expires_at <= ${now.toISOString()}::timestamptz then excluded.expires_at else rate_limits.expires_at end
          returning key, points, expires_at
        ), ranked as (
          select input.*, lim.expires_at,
            lim.points - hits.n + row_number() over (partition by input.limit_key order by input.ord) as points
          from input join hits using (limit_key) join lim on lim.key = input.limit_key
        ), ins as (
          insert into prelaunch_signups
            (ref_id, name, email, phone, country, role, referred_by, utm_source, utm_medium, utm_campaign, utm_term, utm_content, user_agent, ip, device_id,
             first_source, first_medium, first_campaign, first_referrer, last_source, last_medium, last_campaign, last_referrer, created_at)
          select r.ref_id, r.name, r.email, r.phone, r.country, r.role,
            (select p.ref_id from prelaunch_signups p
              where r.referral_code is not null and p.ref_id = r.referral_code and p.email_key <> signup_email_key(r.email) limit 1),
            r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content, r.user_agent, r.ip, r.device_id,
            r.first_source, r.first_medium, r.first_campaign, r.first_referrer, r.last_source, r.last_medium, r.last_campaign, r.last_referrer,
            -- Each row its own moment, in the batch's order, also where the clock has only milliseconds (PGlite).
            clock_timestamp() + (r.ord - 1) * interval '1 microsecond'
          from ranked r where r.points <= ${rule.limit}
          order by r.ord
          on conflict do nothing
          returning ref_id
        ), mail as (
          insert into mail_outbox (kind, to_address, subject, text_body, html_body)
          select r.mail_kind, r.mail_to, r.mail_subject, replace(r.mail_text, ${PLACE_MARK}, r.place::text), replace(r.mail_html, ${PLACE_MARK}, r.place::text)
          from (
            -- The place in line (issue 30.1): a new member is last, behind every member in line.
            select r.*, (select coalesce(sum(n), 0) from signup_counts) - ${OUT_OF_LINE} + row_number() over (order by r.ord) as place
            from ranked r join ins using (ref_id)
          ) r
          order by r.ord
          returning id
        ), before as (
          select coalesce(sum(n), 0) as n from signup_counts
        ), answers as (
          select r.ord, r.points, r.expires_at, ins.ref_id as created_ref,
            case when ins.ref_id is null and r.points <= ${rule.limit} then
              (select p.ref_id from prelaunch_signups p where p.email = r.email or p.email_key = signup_email_key(r.email) limit 1)
            end as existing_ref,
            before.n + count(ins.ref_id) over (order by r.ord) as total
          from ranked r left join ins on ins.ref_id = r.ref_id cross join before
        )
        select answers.*, (select count(pg_notify(${MAIL_CHANNEL}, woken.id::text)) from (select id from mail limit 1) woken) as woken
        from answers order by ord`,
  );
  return found.map((row): LimitedSignupOutcome => {
    const points = Number(row.points);
    const expiresAt = new Date(row.expires_at);
    if (points > rule.limit) return { limited: true, points, expiresAt };
    const total = Number(row.total ?? 0);
    if (row.created_ref) return { limited: false, points, expiresAt, refId: row.created_ref, created: true, total };
    return { limited: false, points, expiresAt, refId: row.existing_ref, created: false, total } as LimitedSignupOutcome;
  });
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
/**
 * A referral counts once its e-mail is confirmed, unless it was held for review (issue 29.5) and
 * not approved. A held one shows to the member as still pending: the page never says why.
 */
export const COUNTED_REFERRAL = sql.raw(`r.confirmed_at is not null and (r.referral_hold is null or r.referral_hold = 'approved')`);
const referralCountSql = sql<number>`(select count(*) from prelaunch_signups r where r.referred_by = prelaunch_signups.ref_id and ${COUNTED_REFERRAL})`;
const pendingReferralCountSql = sql<number>`(select count(*) from prelaunch_signups r where r.referred_by = prelaunch_signups.ref_id and (r.confirmed_at is null or r.referral_hold = 'held'))`;

export type Member = { refId: string; firstName: string; referrals: number; pendingReferrals: number; confirmed: boolean; joinedAt: Date };

export type ConfirmSignupOutcome = "confirmed" | "already-confirmed" | "unknown";

/**
 * Marks the member's e-mail as confirmed (the welcome mail's link); a second click changes nothing.
 * `holdFlags`: the referral quality check's reasons (issue 29.5): the referral is held in the same
 * statement, so it never counts in between.
 */
export async function confirmSignup(refId: string, now = new Date(), holdFlags: readonly string[] = []): Promise<ConfirmSignupOutcome> {
  const [updated] = await db()
    .update(prelaunchSignups)
    .set({ confirmedAt: now, ...(holdFlags.length ? { referralHold: "held" as const, referralFlags: [...holdFlags] } : {}) })
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
  confirmedAt: Date | null;
  createdAt: Date;
};

function searchFilter(search: string | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The searched columns joined by \x01 (SIGNUP_SEARCH_TEXT, with a trigram index): a text without
  // that character matches the joined text exactly when it matches one of the columns.
  if (!term.includes("\x01")) return sql`(${SIGNUP_SEARCH_TEXT}) ilike ${like}`;
  return or(
    ilike(prelaunchSignups.name, like),
    ilike(prelaunchSignups.email, like),
    ilike(prelaunchSignups.refId, like),
    ilike(prelaunchSignups.phone, like),
    ilike(prelaunchSignups.utmSource, like),
  );
}

/** The admin list's filters (issue 28); every one optional, all of them together. */
export type SignupFilters = {
  search?: string;
  /** Confirmed referrals from `from`, below `below` (a tier's span of stored tokens). */
  referrals?: { from: number; below: number | null };
  confirmed?: boolean;
  /** A UTM source; `null` for signups without one. */
  source?: string | null;
  country?: string;
};

function filtersWhere(filters: SignupFilters, referrals: SQL<number>) {
  const parts = [searchFilter(filters.search)];
  if (filters.referrals) {
    if (filters.referrals.from > 0) parts.push(sql`${referrals} >= ${filters.referrals.from}`);
    if (filters.referrals.below !== null) parts.push(sql`${referrals} < ${filters.referrals.below}`);
  }
  if (filters.confirmed === true) parts.push(isNotNull(prelaunchSignups.confirmedAt));
  if (filters.confirmed === false) parts.push(isNull(prelaunchSignups.confirmedAt));
  if (filters.source === null) parts.push(sql`coalesce(${prelaunchSignups.utmSource}, '') = ''`);
  else if (filters.source !== undefined) parts.push(eq(prelaunchSignups.utmSource, filters.source));
  if (filters.country) parts.push(eq(prelaunchSignups.country, filters.country));
  return and(...parts);
}

export type SignupOrder = "newest" | "oldest" | "referrals" | "name";

function orderOf(order: SignupOrder, referrals: SQL<number>) {
  switch (order) {
    case "oldest":
      return [asc(prelaunchSignups.createdAt), asc(prelaunchSignups.id)];
    case "referrals":
      return [desc(referrals), desc(prelaunchSignups.createdAt), desc(prelaunchSignups.id)];
    case "name":
      return [asc(sql`lower(${prelaunchSignups.name})`), asc(prelaunchSignups.id)];
    default:
      return [desc(prelaunchSignups.createdAt), desc(prelaunchSignups.id)];
  }
}

/**
 * Signups (newest first unless `order` says otherwise) with their referral counts, filtered. The
 * count is the one kept on the member's row (`referral_count`, migration 0031): sorting by it and a
 * tier's range read its index, nothing is counted per request. `total: false`: how many match is
 * not counted (the caller knows it, as the page without filters does from `signupFacets`); 0 then.
 */
export async function listSignups(options: SignupFilters & { order?: SignupOrder; limit?: number; offset?: number; total?: boolean } = {}): Promise<{
  rows: AdminSignupRow[];
  total: number;
}> {
  const referrals = sql<number>`${prelaunchSignups.referralCount}`;
  const where = filtersWhere(options, referrals);
  const query = db()
    .select({
      refId: prelaunchSignups.refId,
      name: prelaunchSignups.name,
      email: prelaunchSignups.email,
      phone: prelaunchSignups.phone,
      country: prelaunchSignups.country,
      role: prelaunchSignups.role,
      referredBy: prelaunchSignups.referredBy,
      referrals: prelaunchSignups.referralCount,
      utmSource: prelaunchSignups.utmSource,
      utmMedium: prelaunchSignups.utmMedium,
      utmCampaign: prelaunchSignups.utmCampaign,
      utmTerm: prelaunchSignups.utmTerm,
      utmContent: prelaunchSignups.utmContent,
      ip: prelaunchSignups.ip,
      userAgent: prelaunchSignups.userAgent,
      confirmedAt: prelaunchSignups.confirmedAt,
      createdAt: prelaunchSignups.createdAt,
    })
    .from(prelaunchSignups)
    .where(where)
    .orderBy(...orderOf(options.order ?? "newest", referrals));
  const limited = options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
  // Without a limit every match is in `rows`; with one, how many match is counted unless the caller knows.
  const counts = options.limit !== undefined && options.total !== false;
  const [found, counted] = await Promise.all([limited, counts ? countMatching(options, where) : null]);
  return {
    rows: found.map((row) => ({
      ...row,
      referrals: Number(row.referrals),
      confirmedAt: row.confirmedAt ? new Date(row.confirmedAt) : null,
      createdAt: new Date(row.createdAt),
    })),
    total: counts ? Number(counted?.[0]?.n ?? 0) : options.limit === undefined ? found.length : 0,
  };
}

/**
 * How many signups match: from the kept facet counts (signup_facet_counts) when the filters are
 * only of country, source and confirmation, else by counting the signups that match.
 */
async function countMatching(filters: SignupFilters, where: SQL | undefined): Promise<{ n: number | string }[]> {
  // The facets keep no empty source ('' is kept as none): such a filter is counted as well.
  if (filters.search?.trim() || filters.referrals || filters.source === "") return db().select({ n: count() }).from(prelaunchSignups).where(where);
  const facet = sql.raw("signup_facet_counts");
  const parts: SQL[] = [sql`true`];
  if (filters.confirmed !== undefined) parts.push(sql`confirmed = ${filters.confirmed}`);
  if (filters.country) parts.push(sql`country = ${filters.country}`);
  if (filters.source === null) parts.push(sql`source is null`);
  else if (filters.source !== undefined) parts.push(sql`source = ${filters.source}`);
  return rows<{ n: number | string }>(db(), sql`select coalesce(sum(signups), 0) as n from ${facet} where ${sql.join(parts, sql` and `)}`);
}

/** Whether `filters` narrow the list at all (without any, every signup matches: `signupFacets().total`). */
export function signupFiltersNarrow(filters: SignupFilters): boolean {
  return filtersWhere(filters, sql`0`) !== undefined;
}

/** Rows of changes in signup_facet_counts above which a read folds them into one per pair. */
export const FACET_FOLD_ABOVE = 500;

/**
 * The signups page's facets from the counts kept per country and source (signup_facet_counts,
 * migration 0031), not from every signup: the countries (most signups first), the UTM sources
 * (largest first, none as "(none)"), and how many signups there are. Ordered as signupCountries
 * and signupsBySource, which count the signups themselves, order theirs.
 */
export async function signupFacets(): Promise<{ countries: { country: string; signups: number }[]; bySource: { source: string; signups: number }[]; total: number }> {
  const found = await rows<{ by_source: number; country: string | null; source: string | null; n: number | string; pieces: number | string }>(
    db(),
    sql`select grouping(country) as by_source, country, coalesce(source, '(none)') as source, sum(signups) as n, count(*) as pieces
        from signup_facet_counts group by grouping sets ((country), (coalesce(source, '(none)')))
        order by 1, 4 desc, 2, 3`,
  );
  if (found.reduce((sum, row) => sum + (Number(row.by_source) === 0 ? Number(row.pieces) : 0), 0) > FACET_FOLD_ABOVE) await foldSignupFacets();
  const present = found.filter((row) => Number(row.n) > 0);
  const countries = present.filter((row) => Number(row.by_source) === 0);
  return {
    countries: countries.slice(0, 300).map((row) => ({ country: row.country!, signups: Number(row.n) })),
    bySource: present.filter((row) => Number(row.by_source) === 1).map((row) => ({ source: row.source!, signups: Number(row.n) })),
    total: countries.reduce((sum, row) => sum + Number(row.n), 0),
  };
}

/**
 * Folds the rows of changes in signup_facet_counts into one per country, source and confirmation (none where
 * they sum to 0), in one statement: rows added meanwhile by signups are not in its snapshot and
 * stay; a fold running at the same time skips the rows this one took.
 */
export async function foldSignupFacets(): Promise<void> {
  await db().execute(sql`
    with taken as (delete from signup_facet_counts returning country, source, confirmed, signups)
    insert into signup_facet_counts (country, source, confirmed, signups)
    select country, source, confirmed, sum(signups)::int from taken group by 1, 2, 3 having sum(signups) <> 0`);
}

/** The countries signups gave, most signups first (the list's country filter). */
export async function signupCountries(): Promise<{ country: string; signups: number }[]> {
  const found = await rows<{ country: string; n: number | string }>(
    db(),
    sql`select country, count(*) as n from prelaunch_signups group by 1 order by 2 desc, 1 asc limit 300`,
  );
  return found.map((row) => ({ country: row.country, signups: Number(row.n) }));
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

// ---------------------------------------------------------------------------------------------
// Referral quality (issue 29.5)

/** What the quality check needs of a signup about to confirm: its referrer, address and network. */
export async function referralFacts(
  refId: string,
): Promise<{ referredBy: string | null; email: string; ip: string | null; deviceId: string | null; createdAt: Date; confirmed: boolean } | null> {
  const [row] = await db()
    .select({
      referredBy: prelaunchSignups.referredBy,
      email: prelaunchSignups.email,
      ip: prelaunchSignups.ip,
      deviceId: prelaunchSignups.deviceId,
      createdAt: prelaunchSignups.createdAt,
      confirmedAt: prelaunchSignups.confirmedAt,
    })
    .from(prelaunchSignups)
    .where(eq(prelaunchSignups.refId, refId))
    .limit(1);
  return row ? { referredBy: row.referredBy, email: row.email, ip: row.ip, deviceId: row.deviceId, createdAt: row.createdAt, confirmed: row.confirmedAt !== null } : null;
}

/** Signups (whoever referred them, if anyone) from the browser `deviceId` between `since` and `until`. */
export async function signupsFromDevice(deviceId: string, since: Date, until: Date): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db(),
    sql`select count(*) as n from prelaunch_signups
        where device_id = ${deviceId} and created_at >= ${since.toISOString()} and created_at <= ${until.toISOString()}`,
  );
  return Number(row?.n ?? 0);
}

/** Signups referred by `referrer` since `since` whose address ends in `@domain`, and those from addresses starting with `networkPrefix`. */
export async function recentReferralsAlike(referrer: string, since: Date, domain: string, networkPrefix: string | null): Promise<{ sameDomain: number; sameNetwork: number }> {
  const [row] = await rows<{ same_domain: string | number; same_network: string | number }>(
    db(),
    sql`select
          count(*) filter (where split_part(email, '@', 2) = ${domain}) as same_domain,
          count(*) filter (where ${networkPrefix}::text is not null and left(coalesce(ip, ''), ${networkPrefix?.length ?? 0}) = ${networkPrefix}) as same_network
        from prelaunch_signups where referred_by = ${referrer} and created_at >= ${since.toISOString()}`,
  );
  return { sameDomain: Number(row?.same_domain ?? 0), sameNetwork: Number(row?.same_network ?? 0) };
}

export type HeldReferral = { refId: string; name: string; email: string; referredBy: string; referrerName: string | null; flags: string[]; ip: string | null; createdAt: Date; confirmedAt: Date | null };

/** The review queue: referrals held by the quality check, oldest first. */
export async function heldReferrals(limit = 100): Promise<HeldReferral[]> {
  const found = await rows<{ ref_id: string; name: string; email: string; referred_by: string; referrer_name: string | null; referral_flags: string[] | null; ip: string | null; created_at: string | Date; confirmed_at: string | Date | null }>(
    db(),
    sql`select r.ref_id, r.name, r.email, r.referred_by, p.name as referrer_name, r.referral_flags, r.ip, r.created_at, r.confirmed_at
        from prelaunch_signups r left join prelaunch_signups p on p.ref_id = r.referred_by
        where r.referral_hold = 'held' order by r.created_at asc limit ${limit}`,
  );
  return found.map((row) => ({
    refId: row.ref_id,
    name: row.name,
    email: row.email,
    referredBy: row.referred_by,
    referrerName: row.referrer_name,
    flags: row.referral_flags ?? [],
    ip: row.ip,
    createdAt: new Date(row.created_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  }));
}

/** Staff's decision on a held referral; false when it is not (or no longer) held. */
export async function reviewReferral(refId: string, decision: "approved" | "rejected", reviewer: string, now = new Date()): Promise<boolean> {
  const updated = await db()
    .update(prelaunchSignups)
    .set({ referralHold: decision, referralReviewedAt: now, referralReviewedBy: reviewer })
    .where(and(eq(prelaunchSignups.refId, refId), eq(prelaunchSignups.referralHold, "held")))
    .returning({ refId: prelaunchSignups.refId });
  return updated.length > 0;
}
