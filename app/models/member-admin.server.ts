/**
 * A member's page in the admin (issue 28 item 4): one IRACONNECT signup with every field, the
 * members they referred (held and rejected ones marked), the milestones their stored tokens reach,
 * their place in line and the mails the outbox holds for their address.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "../../db/client.server.ts";
import { mailOutbox, prelaunchSignups, waitlistMilestoneMails } from "../../db/schema.ts";
import { COUNTED_REFERRAL } from "./signups.server.ts";
import { listMilestones, placeInLine } from "./waitlist.server.ts";

/** A referral code as newRefId makes them; anything else names no member (and is never queried). */
export const REF_ID_PATTERN = /^[A-Za-z0-9]{6,32}$/;

export type MemberReferral = {
  refId: string;
  name: string;
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
  /** null: counts as usual once confirmed; "held", "approved" or "rejected" by the quality check and staff. */
  hold: "held" | "approved" | "rejected" | null;
  flags: string[];
  /** Whether it counts toward the member's tokens (confirmed, and not held or rejected). */
  counted: boolean;
};

export type MemberMail = { id: string; kind: string; subject: string; status: "pending" | "sent" | "failed"; attempts: number; lastError: string | null; createdAt: Date; sentAt: Date | null };

export type MemberMilestone = { id: string; name: string; tokens: number; reward: string; reached: boolean; mailQueuedAt: Date | null };

export type MemberDetail = {
  refId: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  role: string;
  confirmedAt: Date | null;
  createdAt: Date;
  referredBy: { refId: string; name: string | null } | null;
  referralHold: "held" | "approved" | "rejected" | null;
  referralFlags: string[];
  /** Confirmed referrals that count. */
  referrals: number;
  place: number | null;
  utm: { source: string | null; medium: string | null; campaign: string | null; term: string | null; content: string | null };
  touches: {
    first: { source: string | null; medium: string | null; campaign: string | null; referrer: string | null };
    last: { source: string | null; medium: string | null; campaign: string | null; referrer: string | null };
  };
  ip: string | null;
  userAgent: string | null;
  referralList: MemberReferral[];
  milestones: MemberMilestone[];
  mails: MemberMail[];
};

const REFERRAL_LIMIT = 200;
const MAIL_LIMIT = 50;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The member with code `refId`, or null when there is none (never was, or erased). */
export async function memberForAdmin(refId: string, storedTokens: (referrals: number) => number): Promise<MemberDetail | null> {
  if (!REF_ID_PATTERN.test(refId)) return null;
  const [row] = await db().select().from(prelaunchSignups).where(eq(prelaunchSignups.refId, refId)).limit(1);
  if (!row) return null;
  const referrer = row.referredBy
    ? await db().select({ name: prelaunchSignups.name }).from(prelaunchSignups).where(eq(prelaunchSignups.refId, row.referredBy)).limit(1)
    : [];
  const [referred, place, milestones, queued, mails] = await Promise.all([
    db()
      .select({
        refId: prelaunchSignups.refId,
        name: prelaunchSignups.name,
        email: prelaunchSignups.email,
        createdAt: prelaunchSignups.createdAt,
        confirmedAt: prelaunchSignups.confirmedAt,
        hold: prelaunchSignups.referralHold,
        flags: prelaunchSignups.referralFlags,
      })
      .from(prelaunchSignups)
      .where(eq(prelaunchSignups.referredBy, refId))
      .orderBy(desc(prelaunchSignups.createdAt), desc(prelaunchSignups.id))
      .limit(REFERRAL_LIMIT),
    placeInLine(refId),
    listMilestones(),
    db().select({ milestoneId: waitlistMilestoneMails.milestoneId, createdAt: waitlistMilestoneMails.createdAt }).from(waitlistMilestoneMails).where(eq(waitlistMilestoneMails.refId, refId)),
    db()
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, row.email))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(MAIL_LIMIT),
  ]);
  // The referrals that count, by the one rule the member's own page uses (COUNTED_REFERRAL reads them as `r`).
  const counts = alias(prelaunchSignups, "r");
  const [{ n: counted } = { n: 0 }] = await db()
    .select({ n: sql<number>`count(*)` })
    .from(counts)
    .where(and(eq(counts.referredBy, refId), COUNTED_REFERRAL));
  const referrals = Number(counted);
  const tokens = storedTokens(referrals);
  const queuedAt = new Map(queued.map((q) => [q.milestoneId, new Date(q.createdAt)]));
  return {
    refId: row.refId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    role: row.role,
    confirmedAt: asDate(row.confirmedAt),
    createdAt: new Date(row.createdAt),
    referredBy: row.referredBy ? { refId: row.referredBy, name: referrer[0]?.name ?? null } : null,
    referralHold: row.referralHold ?? null,
    referralFlags: row.referralFlags ?? [],
    referrals,
    place,
    utm: { source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign, term: row.utmTerm, content: row.utmContent },
    touches: {
      first: { source: row.firstSource, medium: row.firstMedium, campaign: row.firstCampaign, referrer: row.firstReferrer },
      last: { source: row.lastSource, medium: row.lastMedium, campaign: row.lastCampaign, referrer: row.lastReferrer },
    },
    ip: row.ip,
    userAgent: row.userAgent,
    referralList: referred.map((r) => ({
      refId: r.refId,
      name: r.name,
      email: r.email,
      createdAt: new Date(r.createdAt),
      confirmedAt: asDate(r.confirmedAt),
      hold: r.hold ?? null,
      flags: r.flags ?? [],
      counted: r.confirmedAt !== null && (r.hold === null || r.hold === "approved"),
    })),
    milestones: [...milestones]
      .sort((a, b) => a.tokens - b.tokens)
      .map((m) => ({ id: m.id, name: m.name, tokens: m.tokens, reward: m.reward, reached: tokens >= m.tokens, mailQueuedAt: queuedAt.get(m.id) ?? null })),
    mails: mails.map((m) => ({ ...m, createdAt: new Date(m.createdAt), sentAt: asDate(m.sentAt) })),
  };
}
