/**
 * IRACONNECT campaign constants (SPEC §9) and small helpers shared by the pages and the server.
 */
import { paths } from "./paths.ts";
import { absoluteUrl } from "./site-config.ts";

/** SPEC §9: the displayed count is the real number of signups plus this offset (the default; staff change it in Site settings). */
export const SIGNUP_COUNT_OFFSET = 6000;
/** SPEC §9: the counter animates upward over 1.5 s in 60 steps. */
export const COUNTER_DURATION_MS = 1500;
export const COUNTER_STEPS = 60;
/** Where the first view's count-up starts: 90 % of the number, so it never counts from nothing. */
export function countUpStart(target: number): number {
  return Math.floor(target * 0.9);
}

/**
 * The number the counter shows `elapsed` ms into a count-up from `from` to `target` (SPEC §9:
 * `steps` equal steps over `duration` ms): whole steps only, and `target` exactly at the end.
 */
export function countUpValue(from: number, target: number, elapsed: number, steps = COUNTER_STEPS, duration = COUNTER_DURATION_MS): number {
  // A frame's time is when the frame began, which can be a moment before the count-up's start.
  const step = Math.min(steps, Math.max(0, Math.floor(elapsed / (duration / steps))));
  return step === steps ? target : Math.round(from + ((target - from) * step) / steps);
}

/** SPEC §9 tokens. */
export const TOKENS = { start: 10, share: 25, follow: 15, perReferral: 50 } as const;

/**
 * A member's token balance (SPEC §4, §9): the welcome bonus, 50 per confirmed referral, and this
 * visit's share (+25) and follow (+15) bonuses. `referrals` is null where the page does not show
 * the member's record (another browser than the one that joined).
 */
export function tokenBalance({ referrals, shared, followed }: { referrals: number | null; shared: boolean; followed: boolean }): number {
  return TOKENS.start + (referrals ?? 0) * TOKENS.perReferral + (shared ? TOKENS.share : 0) + (followed ? TOKENS.follow : 0);
}

export type Tier = { name: "Bronze" | "Silver" | "Gold" | "Diamond"; tokens: number; benefit: string };
/** SPEC §9 tiers, reached by token balance, with their benefits. */
export const TIERS: readonly Tier[] = [
  { name: "Bronze", tokens: 100, benefit: "Priority support" },
  { name: "Silver", tokens: 300, benefit: "Beta features" },
  { name: "Gold", tokens: 600, benefit: "Premium features" },
  { name: "Diamond", tokens: 1000, benefit: "VIP lifetime access" },
];

/** The highest tier a balance reaches, or null below Bronze. */
export function tierFor(balance: number): Tier | null {
  let reached: Tier | null = null;
  for (const tier of TIERS) if (balance >= tier.tokens) reached = tier;
  return reached;
}

export function nextTier(balance: number): Tier | null {
  return TIERS.find((tier) => balance < tier.tokens) ?? null;
}

/**
 * Written into a welcome mail where the new member's place in line goes (issue 30.1): the
 * statement that stores the signup puts the number in (a new member is last in line, so their
 * place is the number of members in line), with no query of its own.
 */
export const PLACE_MARK = "{{place}}";

/** Browser storage keys: product-specific so other campaigns on the domain never collide. */
export const REFERRAL_STORAGE_KEY = "iraconnect:referral-code";
export const UTM_STORAGE_KEY = "iraconnect:utm";
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The public referral link of a member: the landing page with the ref parameter (SPEC §9). */
/** A member's referral link: on `siteUrl` (the running deployment's SITE_URL on the server), else the build's address. */
export function referralLink(refId: string, siteUrl?: string): string {
  const path = `${paths.iraconnect}?ref=${encodeURIComponent(refId)}`;
  return siteUrl === undefined ? absoluteUrl(path) : `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** The first word of a name: all a referral code ever reveals about its owner. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** Displayed counts use one fixed locale so the server's HTML and the browser agree. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/**
 * What the thanks page follows live (GET /iraconnect/thanks.json, the member this browser joined
 * as): the community size and the member's own record (null elsewhere than in the browser that
 * joined), with the balance for this visit's bonuses.
 */
export type MemberStanding = {
  communitySize: number;
  referrals: number | null;
  pendingReferrals: number | null;
  confirmed: boolean;
  /** The member's place in line (issue 30.1); null when unknown. */
  place: number | null;
  shared: boolean;
  followed: boolean;
  balance: number;
};
