import { z } from "./zod.ts";

/** A staff member's e-mail address as typed into any admin form. */
export const staffEmailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Invalid email address"));

/**
 * A password as typed: length only (the browser can check it). The strength rules apply on the
 * server when a password is chosen (passwordWeaknesses), not when it is typed to sign in.
 */
export const passwordField = z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long");

/** The 'Admin Login' form, checked in the browser and again by the action. */
export const adminLoginSchema = z.object({
  email: staffEmailField,
  password: passwordField,
  // A hidden field nobody types: anything odd (too long, sent twice) means the dashboard, as
  // safeAdminTarget decides for any value it does not trust, rather than an error no field shows.
  redirectTo: z.string().max(500).optional().catch(undefined),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** One message for an unknown e-mail, a wrong password or an account without admin rights. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
/** SPEC §8: shown when sign-in fails without a message of its own. */
export const LOGIN_FAILED_MESSAGE = "Login failed";

/** The sign-in was not checked because too many password checks are running (503). */
export const BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";

export function throttledMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds >= 2 * 3600
      ? `${Math.ceil(retryAfterSeconds / 3600)} hours`
      : retryAfterSeconds >= 120
        ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
        : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}
