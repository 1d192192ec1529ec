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

/** SPEC §9 tokens. */
export const TOKENS = { start: 10, share: 25, follow: 15, perReferral: 50 } as const;

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

/** Browser storage keys: product-specific so other campaigns on the domain never collide. */
export const REFERRAL_STORAGE_KEY = "iraconnect:referral-code";
export const UTM_STORAGE_KEY = "iraconnect:utm";
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The public referral link of a member: the landing page with the ref parameter (SPEC §9). */
export function referralLink(refId: string): string {
  return absoluteUrl(`${paths.iraconnect}?ref=${encodeURIComponent(refId)}`);
}

/** The first word of a name: all a referral code ever reveals about its owner. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** Displayed counts use one fixed locale so the server's HTML and the browser agree. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
