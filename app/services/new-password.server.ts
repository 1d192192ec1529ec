/** A password someone chooses (invitation, reset, account page): the policy, then the hash. */
import { BUSY_MESSAGE } from "../lib/schemas/admin-login.ts";
import { hashPassword, PasswordHashingBusyError, passwordWeaknesses, type PasswordContext } from "./password.server.ts";

export type ChosenPassword =
  | { status: "ok"; hash: string }
  | { status: "weak"; reasons: string[] }
  | { status: "busy"; message: string; retryAfterSeconds: number };

/** Checks `password` against the policy (breached list included) and hashes it when it passes. */
export async function chooseNewPassword(password: string, context: PasswordContext): Promise<ChosenPassword> {
  const reasons = passwordWeaknesses(password, context);
  if (reasons.length > 0) return { status: "weak", reasons };
  try {
    return { status: "ok", hash: await hashPassword(password) };
  } catch (error) {
    if (error instanceof PasswordHashingBusyError) return { status: "busy", message: BUSY_MESSAGE, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/** The mail that tells the account's address its password was changed (ASVS 6.3.7). */
export function passwordChangedMail(to: string, how: "account page" | "reset link") {
  return {
    kind: "staff-password-changed",
    to,
    subject: "Your password for the Iratech website was changed",
    text: [
      "Hello,",
      "",
      `The password of your account on the Iratech website's admin area was just changed (${how === "reset link" ? "with a password reset link" : "on the account page"}), and your other sessions were signed out.`,
      "If this wasn't you, use “Forgot password?” on the sign-in page at once and tell an owner of the site.",
    ].join("\n"),
  };
}
