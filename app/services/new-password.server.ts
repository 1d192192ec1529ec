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
