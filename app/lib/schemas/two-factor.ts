/**
 * The forms of two-factor sign-in (issue 13.6), checked in the browser and again by each action:
 * the enrolment page's buttons and fields, the sign-in's second step and the owners' requirement.
 */
import { passwordField } from "./admin-login.ts";
import { z } from "./zod.ts";

export const CODE_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app";

/** A 6-digit code as typed (spaces, as some apps show "123 456", are dropped). */
export const totpCodeField = z
  .string({ error: CODE_REQUIRED_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ""))
  // The inner string's own message too: Conform turns the blank left after trimming into a missing value.
  .pipe(z.string({ error: CODE_REQUIRED_MESSAGE }).min(1, CODE_REQUIRED_MESSAGE).regex(/^\d{6}$/, "The code is 6 digits"));

/** A current code or the account's password: what removing two-factor or new recovery codes needs. */
const REAUTH_MESSAGE = "Enter a code from your app or your password";
export const reauthField = passwordField.transform((value) => value.trim()).pipe(z.string({ error: REAUTH_MESSAGE }).min(1, REAUTH_MESSAGE));

/** The enrolment page's one form per button; `intent` names which. */
export const twoFactorPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("confirm"), code: totpCodeField }),
  z.object({ intent: z.literal("remove"), confirmation: reauthField }),
  z.object({ intent: z.literal("regenerate"), confirmation: reauthField }),
]);
export type TwoFactorPageInput = z.infer<typeof twoFactorPageSchema>;

/** The sign-in's second step: a 6-digit code or a recovery code ("abcde-fghjk"). */
export const secondStepSchema = z.object({
  code: z
    .string({ error: "Enter a code" })
    .trim()
    .min(1, "Enter a code")
    .max(64, "That code is too long"),
});

/** Owners: require two-factor sign-in for every account, or stop requiring it. */
export const twoFactorRequirementSchema = z.object({
  required: z.enum(["on", "off"], { error: "Choose whether two-factor sign-in is required" }),
});

export const INVALID_CODE_MESSAGE = "That code is not valid. Please try again.";
export const PENDING_EXPIRED_MESSAGE = "Your sign-in has expired. Please sign in again.";
export const SETUP_EXPIRED_MESSAGE = "The setup has expired. Please start again.";
export const WRONG_REAUTH_MESSAGE = "That code or password is not right.";

export function tooManyCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
