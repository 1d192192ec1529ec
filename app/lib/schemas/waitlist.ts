/**
 * The waitlist's forms (issue 30, decision 036), parsed with these schemas in the browser and on
 * the server: the admin's Milestones screen (places per referral; add, change, remove a
 * milestone) and the thanks page's leaderboard opt-in.
 */
import { UNKNOWN_ACTION } from "./delete-intent.ts";
import { requiredText, storable } from "./fields.ts";
import { z } from "./zod.ts";

export const MAX_MILESTONES = 50;
export const MAX_PLACES_PER_REFERRAL = 100_000;
export const MAX_MILESTONE_TOKENS = 100_000_000;
export const MAX_DISPLAY_NAME = 40;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const milestoneId = z.string({ error: UNKNOWN_ACTION }).regex(UUID, UNKNOWN_ACTION);

/** A whole number typed in a field: digits only, within [min, max]. */
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{1,12}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max.toLocaleString("en-US")}`));

export const milestoneFields = {
  tokens: wholeNumber("Tokens needed", 1, MAX_MILESTONE_TOKENS),
  name: requiredText("Name", 40),
  reward: requiredText("Reward", 200),
  mailSubject: requiredText("Mail subject", 150).refine((v) => !/[\r\n]/.test(v), "Mail subject must be one line"),
  mailBody: requiredText("Mail text", 5000),
};

export const milestoneFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("places"), placesPerReferral: wholeNumber("Places per referral", 0, MAX_PLACES_PER_REFERRAL) }),
    z.object({ intent: z.literal("create"), ...milestoneFields }),
    z.object({ intent: z.literal("update"), id: milestoneId, ...milestoneFields }),
    z.object({ intent: z.literal("delete"), id: milestoneId }),
  ],
  { error: UNKNOWN_ACTION },
);
export type MilestoneForm = z.infer<typeof milestoneFormSchema>;

/**
 * The thanks page's leaderboard choice: join with a name (blank: the member's initials) or leave.
 * A name that looks like an e-mail address is refused: the board never shows one.
 */
export const leaderboardFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("join"),
      displayName: z
        .string({ error: "Display name must be text" })
        .trim()
        .max(MAX_DISPLAY_NAME, `Display name must be at most ${MAX_DISPLAY_NAME} characters`)
        .check(storable("Display name"))
        .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Display name must not contain control characters")
        .refine((v) => !v.includes("@"), "Display name must not be an e-mail address")
        .optional()
        .transform((v) => v || null),
    }),
    z.object({ intent: z.literal("leave") }),
  ],
  { error: UNKNOWN_ACTION },
);

/** A name's initials ("Meera Iyer" → "M. I."): what the board shows when a member gives no name. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ""))[0])
    .filter(Boolean)
    .slice(0, 3);
  return letters.length ? letters.map((l) => `${l!.toUpperCase()}.`).join(" ") : "Striver";
}
