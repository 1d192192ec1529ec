/**
 * Landing tests (issue 30.4, decision 037), the parts both sides need: the assignment cookie, the
 * arm a new visitor draws, the admin form's schema (the form and the action parse with it) and
 * the statistics of the results panel. Isomorphic and pure.
 *
 * A test has two arms: "a", the page as published (the original), and "b", the variant (a copy
 * of its blocks that staff edit). `split` is the share of new visitors sent to the variant.
 */
import { z } from "./schemas/zod.ts";

export type Arm = "a" | "b";
export const ARMS: readonly Arm[] = ["a", "b"];
export const armName = (arm: Arm): string => (arm === "a" ? "Original" : "Variant");

/** One first-party cookie for every test: `<test id without dashes>:<arm>` entries joined by ".". */
export const VARIANT_COOKIE = "ira_v";
/** Long enough for a campaign; the cookie names no person (every visitor of an arm has the same entry). */
export const VARIANT_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** At most this many entries are kept (the newest); a visitor rarely meets more than one test. */
export const VARIANT_COOKIE_MAX_ENTRIES = 8;

const ENTRY = /^([0-9a-f]{32}):([ab])$/;
const compact = (testId: string) => testId.replace(/-/g, "").toLowerCase();

export type Assignments = Map<string, Arm>;

/** The assignments in a cookie value; entries of another form are ignored (a stranger wrote them). */
export function parseAssignments(value: string | null | undefined): Assignments {
  const found: Assignments = new Map();
  if (!value || value.length > 400) return found;
  for (const part of value.split(".")) {
    const match = ENTRY.exec(part);
    if (match) found.set(match[1]!, match[2] as Arm);
  }
  return found;
}

/** The cookie value of some assignments: the newest VARIANT_COOKIE_MAX_ENTRIES, oldest first. */
export function serializeAssignments(assignments: Assignments): string {
  return [...assignments].slice(-VARIANT_COOKIE_MAX_ENTRIES).map(([test, arm]) => `${test}:${arm}`).join(".");
}

/** The arm a cookie holds for a test, or null. */
export function assignedArm(assignments: Assignments, testId: string): Arm | null {
  return assignments.get(compact(testId)) ?? null;
}

/** The assignments with one more (moved to the end, so it is kept the longest). */
export function withAssignment(assignments: Assignments, testId: string, arm: Arm): Assignments {
  const next = new Map(assignments);
  next.delete(compact(testId));
  next.set(compact(testId), arm);
  return next;
}

/** The cookie entry of a test's arm, as `analytics_events.variant` holds it ("<test>:<arm>"). */
export const variantKey = (testId: string, arm: Arm): string => `${compact(testId)}:${arm}`;

/** A new visitor's arm: the variant with probability `split` percent (`draw` is uniform in [0, 1)). */
export function drawArm(split: number, draw: number): Arm {
  return draw * 100 < split ? "b" : "a";
}

/* ---------- the admin form ---------- */

export const LANDING_TEST_INTENTS = ["create", "save", "start", "end", "delete"] as const;
/** The most JSON a variant's blocks may be (the page editor's bound for a whole page). */
export const VARIANT_JSON_MAX = 1_500_000;

const name = z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters");
const split = z.coerce
  .number({ error: "must be a whole number from 1 to 99" })
  .int("must be a whole number from 1 to 99")
  .min(1, "must be a whole number from 1 to 99")
  .max(99, "must be a whole number from 1 to 99");

/** What the landing tests screen posts: one intent and the fields it needs. */
export const LandingTestFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), pageId: z.uuid({ error: "Choose a published page" }), name, split: split.default(50) }),
    z.object({
      intent: z.literal("save"),
      testId: z.uuid({ error: "Unknown test" }),
      name,
      split,
      blocks: z.string({ error: "The blocks must be sent as text" }).max(VARIANT_JSON_MAX, "The variant is too large"),
    }),
    z.object({ intent: z.literal("start"), testId: z.uuid({ error: "Unknown test" }) }),
    z.object({ intent: z.literal("end"), testId: z.uuid({ error: "Unknown test" }), winner: z.enum(ARMS, { error: "Choose the original or the variant" }) }),
    z.object({ intent: z.literal("delete"), testId: z.uuid({ error: "Unknown test" }) }),
  ],
  { error: "Unknown action" },
);
export type LandingTestForm = z.output<typeof LandingTestFormSchema>;

export const LANDING_TEXTS = {
  title: "Landing tests",
  description: "Send part of a page's visitors to a variant of its blocks, compare their signups, and keep the winner.",
  makeVariant: "Make a variant",
  empty: "No landing tests yet. Make a variant of a published page to start one.",
  noPages: "Publish a page first: tests run on published pages.",
  saved: "Saved",
  started: "Test started",
  ended: "Test ended",
  deleted: "Test deleted",
} as const;

/* ---------- statistics ---------- */

/** The standard normal distribution function, Φ(x) = erfc(−x/√2) / 2. */
export function normalCdf(x: number): number {
  if (!Number.isFinite(x)) return x > 0 ? 1 : 0;
  return 0.5 * erfc(-x / Math.SQRT2);
}

function erfc(x: number): number {
  // Numerical Recipes' erfc (Chebyshev), fractional error below 1.2e-7, good for reporting percentages.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

export type ArmResult = { visitors: number; conversions: number };
export type Comparison = {
  /** Conversion rates (0 to 1); null without visitors. */
  rateA: number | null;
  rateB: number | null;
  /** The two-proportion z statistic (pooled), null when it cannot be computed. */
  z: number | null;
  /** The probability that the variant converts better than the original (one-sided, from z), null when unknown. */
  chanceBBeatsA: number | null;
};

/**
 * A two-proportion z-test of the variant ("b") against the original ("a"): z = (pB − pA) / √(p̂(1 − p̂)(1/nA + 1/nB))
 * with the pooled rate p̂, and Φ(z), read as "the chance the variant beats the original". Conversions
 * above visitors (a signup without a counted pageview) are clipped to the visitors.
 */
export function compareArms(a: ArmResult, b: ArmResult): Comparison {
  const nA = Math.max(0, a.visitors);
  const nB = Math.max(0, b.visitors);
  const cA = Math.min(Math.max(0, a.conversions), nA);
  const cB = Math.min(Math.max(0, b.conversions), nB);
  const rateA = nA > 0 ? cA / nA : null;
  const rateB = nB > 0 ? cB / nB : null;
  if (rateA === null || rateB === null) return { rateA, rateB, z: null, chanceBBeatsA: null };
  const pooled = (cA + cB) / (nA + nB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / nA + 1 / nB));
  if (se === 0) return { rateA, rateB, z: null, chanceBBeatsA: null };
  const z = (rateB - rateA) / se;
  return { rateA, rateB, z, chanceBBeatsA: normalCdf(z) };
}

/** The confidence figure in words, e.g. "92% chance the variant beats the original". */
export function confidenceText(comparison: Comparison): string {
  if (comparison.chanceBBeatsA === null) return "Not enough data yet";
  const percent = Math.round(comparison.chanceBBeatsA * 1000) / 10;
  return `${percent}% chance the variant beats the original`;
}
