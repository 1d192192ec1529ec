/**
 * Referral quality (issue 29.5, decision 032): flag, don't block, as Viral Loops and Waitlister do.
 * When a referred signup confirms its e-mail, it is scored; a flagged one is held: it does not
 * count for its referrer and earns no tokens until staff approve it in the review queue of the
 * admin Signups page. The member's pages show it as pending and never say why. Signals:
 * - a disposable address: the domain (or a parent of it) is in `disposable-email-domains`, a list
 *   maintained on the npm registry (read offline from node_modules);
 * - many addresses at one domain for one referrer in a short time (a catch-all domain farmed as
 *   farm1@, farm2@, …), the big mail providers aside (friends share those);
 * - many signups from one network (/24 for IPv4, /48 for IPv6) for one referrer in a short time;
 * - device velocity: many signups from one browser in a short time, whoever referred them. The
 *   device is the random id of a first-party cookie the signup answer sets (iraconnect_device,
 *   see iraconnect-signup.server.ts), so a farmer signing up address after address in one browser,
 *   from as many networks and domains as they like, is seen. A user-agent and client-hints hash
 *   was weighed and left out: one browser build on one system and language is shared by many
 *   friends of one referrer, so it would hold honest referrals; a script that drops its cookies
 *   is left to the domain and network signals.
 */
import { createRequire } from "node:module";
import { referralReviewSchema } from "../lib/schemas/admin-signups.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { heldReferrals, recentReferralsAlike, referralFacts, reviewReferral, signupsFromDevice } from "../models/signups.server.ts";
import { readSubmission } from "./submission.server.ts";
import { referralCounted } from "./waitlist.server.ts";

const require = createRequire(import.meta.url);
const DISPOSABLE: ReadonlySet<string> = new Set((require("disposable-email-domains") as string[]).map((d) => d.toLowerCase()));

/** The window in which signups alike count together, and how many (this one included) make a flag. */
export const ALIKE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ALIKE_THRESHOLD = 3;

/** Providers many unrelated people share: several friends on one of them are no signal. */
const SHARED_PROVIDERS: ReadonlySet<string> = new Set([
  "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "live.com", "msn.com", "yahoo.com", "ymail.com", "icloud.com",
  "me.com", "mac.com", "aol.com", "proton.me", "protonmail.com", "gmx.com", "gmx.de", "gmx.net", "web.de", "yandex.com", "yandex.ru",
  "mail.ru", "qq.com", "163.com", "126.com", "zoho.com", "fastmail.com", "hey.com", "tutanota.com", "orange.fr", "free.fr", "btinternet.com",
]);

export type ReferralFlag = "disposable-domain" | "domain-burst" | "network-burst" | "device-burst";

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** Whether `domain` or one of its parent domains is a known disposable mail domain. */
export function isDisposableDomain(domain: string): boolean {
  const parts = domain.toLowerCase().split(".");
  for (let i = 0; i < parts.length - 1; i++) if (DISPOSABLE.has(parts.slice(i).join("."))) return true;
  return false;
}

/** The network an address belongs to, as a text prefix of it: "a.b.c." for IPv4, the first three groups for IPv6. */
export function networkPrefix(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.)\d+$/.exec(ip);
  if (v4) return ip.startsWith("::ffff:") ? `::ffff:${v4[1]}` : v4[1]!;
  if (ip.includes(":")) {
    const groups = ip.split(":");
    return groups.length >= 3 ? `${groups.slice(0, 3).join(":")}:` : null;
  }
  return null;
}

/** The flags of the referred signup `refId` about to confirm; empty for one that counts (or is no referral). */
export async function referralQualityFlags(refId: string, now = new Date()): Promise<ReferralFlag[]> {
  const facts = await referralFacts(refId);
  if (!facts || !facts.referredBy || facts.confirmed) return [];
  const flags: ReferralFlag[] = [];
  const domain = domainOf(facts.email);
  if (isDisposableDomain(domain)) flags.push("disposable-domain");
  const network = networkPrefix(facts.ip);
  const alike = await recentReferralsAlike(facts.referredBy, new Date(now.getTime() - ALIKE_WINDOW_MS), domain, network);
  if (!SHARED_PROVIDERS.has(domain) && alike.sameDomain >= ALIKE_THRESHOLD) flags.push("domain-burst");
  if (network && alike.sameNetwork >= ALIKE_THRESHOLD) flags.push("network-burst");
  if (facts.deviceId && (await signupsFromDevice(facts.deviceId, new Date(now.getTime() - ALIKE_WINDOW_MS), now)) >= ALIKE_THRESHOLD) flags.push("device-burst");
  return flags;
}

/** What staff read in the review queue for each flag. */
export const REFERRAL_FLAG_TEXTS: Record<ReferralFlag, string> = {
  "disposable-domain": "Disposable e-mail domain",
  "domain-burst": `${ALIKE_THRESHOLD} or more referrals at one domain within a day`,
  "network-burst": `${ALIKE_THRESHOLD} or more referrals from one network within a day`,
  "device-burst": `${ALIKE_THRESHOLD} or more signups from one device within a day`,
};

// ---------------------------------------------------------------------------------------------
// The review queue (admin Signups page).

export async function referralReviewQueue() {
  const held = await heldReferrals();
  return held.map((r) => ({
    refId: r.refId,
    name: r.name,
    email: r.email,
    referrer: r.referrerName ? `${r.referrerName} (${r.referredBy})` : r.referredBy,
    reasons: r.flags.map((flag) => REFERRAL_FLAG_TEXTS[flag as ReferralFlag] ?? flag),
    createdAt: r.createdAt.toISOString(),
  }));
}

export type ReviewAnswer = { ok: true; message: string } | { ok: false; status: 400 | 404 | 413 | 415; message: string };

/** Approve (it counts from now, with its tokens) or reject (it never counts) one held referral; audited. */
export async function submitReferralReview(request: Request, actor: Actor & { actorUserId: string }): Promise<ReviewAnswer> {
  const read = await readSubmission(request, referralReviewSchema, { maxBytes: 2 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, message: Object.values(submission.error ?? {}).flat()[0] ?? "Unknown action." };
  const { intent, refId } = submission.value;
  const decision = intent === "approve" ? "approved" : "rejected";
  if (!(await reviewReferral(refId, decision, actor.actorUserId))) return { ok: false, status: 404, message: "This referral is not waiting for review." };
  await recordAudit({ ...actor, action: `signup.referral_${decision}`, entityType: "signup", entityId: refId });
  if (decision === "approved") await referralCounted(refId);
  return { ok: true, message: intent === "approve" ? "Referral approved: it now counts for its referrer." : "Referral rejected: it will not count." };
}
