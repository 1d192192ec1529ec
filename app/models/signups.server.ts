/**
 * IRACONNECT pre-launch signups: the idempotent insert with referral attribution (and the welcome
 * mail the signup service writes, queued in the same transaction), the count, the member view of
 * the thanks page, and the admin listing.
 */
import crypto from "node:crypto";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { prelaunchSignups } from "../../db/schema.ts";
import { firstName } from "../lib/iraconnect.ts";
import type { Signup } from "../lib/schemas/iraconnect-signup.ts";
import { enqueueMail, type OutgoingMail } from "./mail-outbox.server.ts";
import type { TouchColumns } from "../lib/attribution.ts";

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
      const [referrer] = await tx
        .select({ refId: prelaunchSignups.refId, email: prelaunchSignups.email })
        .from(prelaunchSignups)
        .where(eq(prelaunchSignups.refId, signup.referralCode))
        .limit(1);
      if (referrer && referrer.email !== signup.email) referredBy = referrer.refId;
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
        .where(eq(prelaunchSignups.email, signup.email));
      if (existing) return { refId: existing.refId, created: false };
    }
    throw new Error("could not draw a unique referral code");
  });
}

/** The number of signups (get_prelaunch_signup_count's meaning). Throws on database errors. */
export async function countSignups(executor: Pick<Db, "execute"> = db()): Promise<number> {
  const [row] = await rows<{ n: number | string }>(executor, sql`select count(*) as n from prelaunch_signups`);
  return Number(row?.n ?? 0);
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
// subquery would mean the inner row.
const referralCountSql = sql<number>`(select count(*) from prelaunch_signups r where r.referred_by = prelaunch_signups.ref_id)`;

export type Member = { refId: string; firstName: string; referrals: number; joinedAt: Date };

/** The thanks page's view of a member (only ever looked up from the signed member cookie). */
export async function findMember(refId: string): Promise<Member | null> {
  const [row] = await db()
    .select({
      refId: prelaunchSignups.refId,
      name: prelaunchSignups.name,
      createdAt: prelaunchSignups.createdAt,
      referrals: referralCountSql,
    })
    .from(prelaunchSignups)
    .where(eq(prelaunchSignups.refId, refId))
    .limit(1);
  if (!row) return null;
  return { refId: row.refId, firstName: firstName(row.name), referrals: Number(row.referrals), joinedAt: new Date(row.createdAt) };
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
