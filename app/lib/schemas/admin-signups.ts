/**
 * The Signups tab's query string (issue 28): search, filters (tier, confirmed, source, country),
 * sort and page, so Back and a shared link show the same list. Parsed with zod on the server; a
 * value that is not one of ours is ignored (the filter is off), never an error and never a query.
 */
import { TIERS, TOKENS } from "../iraconnect.ts";
import { z } from "./zod.ts";

export const SIGNUPS_PAGE_SIZE = 50;

/** "none" is below Bronze; the others are SPEC §9's tiers by the tokens a member has on record. */
export const signupTiers = ["none", "bronze", "silver", "gold", "diamond"] as const;
export type SignupTier = (typeof signupTiers)[number];
export const signupSorts = ["newest", "oldest", "referrals", "name"] as const;
export type SignupSort = (typeof signupSorts)[number];
/** The source filter's value for signups that came with no UTM source. */
export const NO_SOURCE = "(none)";

export const tierLabels: Record<SignupTier, string> = { none: "No tier yet", bronze: "Bronze", silver: "Silver", gold: "Gold", diamond: "Diamond" };
export const sortLabels: Record<SignupSort, string> = { newest: "Newest first", oldest: "Oldest first", referrals: "Most referrals", name: "Name A–Z" };

// Control characters and lone surrogates have no place in a filter (PostgreSQL text holds neither); they are dropped.
export const cleanFilterText = (value: string) =>
  value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const text = (max: number) =>
  z
    .string()
    .transform(cleanFilterText)
    .pipe(z.string().max(max))
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined);

export const adminSignupsQuerySchema = z.object({
  // A search longer than any real one is cut, not refused.
  q: z.string().transform((v) => cleanFilterText(v).slice(0, 200) || undefined).optional().catch(undefined),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/).transform(Number).optional().catch(undefined),
  tier: z.enum(signupTiers).optional().catch(undefined),
  confirmed: z.enum(["yes", "no"]).optional().catch(undefined),
  source: text(100),
  country: text(100),
  sort: z.enum(signupSorts).optional().catch(undefined),
});

export type AdminSignupsQuery = {
  q: string;
  page: number;
  tier?: SignupTier;
  confirmed?: "yes" | "no";
  source?: string;
  country?: string;
  sort: SignupSort;
};

const KEYS = ["q", "page", "tier", "confirmed", "source", "country", "sort"] as const;

/** The last value of each known parameter (a repeated one counts once); unknown ones are ignored. */
export function parseAdminSignupsQuery(url: URL): AdminSignupsQuery {
  const last: Record<string, string> = {};
  for (const key of KEYS) {
    const all = url.searchParams.getAll(key);
    if (all.length > 0) last[key] = all[all.length - 1]!;
  }
  const parsed = adminSignupsQuerySchema.parse(last);
  return {
    q: parsed.q ?? "",
    page: parsed.page ?? 1,
    tier: parsed.tier,
    confirmed: parsed.confirmed,
    source: parsed.source,
    country: parsed.country,
    sort: parsed.sort ?? "newest",
  };
}

/** The address of the list with `query` (defaults left out, so the plain list is the plain path). */
export function signupsQueryString(query: Partial<AdminSignupsQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.tier) params.set("tier", query.tier);
  if (query.confirmed) params.set("confirmed", query.confirmed);
  if (query.source) params.set("source", query.source);
  if (query.country) params.set("country", query.country);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The tokens a member has on record: the welcome bonus and 50 per confirmed referral (share and follow bonuses are not saved). */
export function storedTokens(referrals: number): number {
  return TOKENS.start + referrals * TOKENS.perReferral;
}

/** The tier a member's stored tokens reach. */
export function signupTierFor(referrals: number): SignupTier {
  const tokens = storedTokens(referrals);
  let reached: SignupTier = "none";
  for (const tier of TIERS) if (tokens >= tier.tokens) reached = tier.name.toLowerCase() as SignupTier;
  return reached;
}

/** The confirmed referrals a tier spans: [from, below) (below null for the top tier). */
export function tierReferralRange(tier: SignupTier): { from: number; below: number | null } {
  const order = signupTiers.indexOf(tier);
  const referralsFor = (tokens: number) => Math.max(0, Math.ceil((tokens - TOKENS.start) / TOKENS.perReferral));
  const from = order === 0 ? 0 : referralsFor(TIERS[order - 1]!.tokens);
  const next = TIERS[order];
  return { from, below: next ? referralsFor(next.tokens) : null };
}

/** The model's filters for a parsed query (the list and its CSV export read the same rows). */
export function signupFilters(query: AdminSignupsQuery): {
  search?: string;
  referrals?: { from: number; below: number | null };
  confirmed?: boolean;
  source?: string | null;
  country?: string;
} {
  return {
    search: query.q || undefined,
    referrals: query.tier ? tierReferralRange(query.tier) : undefined,
    confirmed: query.confirmed === undefined ? undefined : query.confirmed === "yes",
    source: query.source === undefined ? undefined : query.source === NO_SOURCE ? null : query.source,
    country: query.country,
  };
}

/** The review queue's buttons (issue 29.5): approve or reject one held referral. */
export const referralReviewSchema = z.object({
  intent: z.enum(["approve", "reject"], { error: "Unknown action." }),
  refId: z.string({ error: "Unknown signup." }).regex(/^[A-Za-z0-9_-]{4,32}$/, "Unknown signup."),
});
