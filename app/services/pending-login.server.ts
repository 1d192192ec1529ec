/**
 * The half-done sign-in of an account with two-factor (decision 019): after a correct password the
 * browser gets this short-lived signed cookie instead of a session, and only the second step turns
 * it into one. It names the account, where to go afterwards, when it ends, and a fingerprint of the
 * password hash and two-factor secret, so a password change or a new enrolment voids it. It grants
 * nothing by itself: no loader treats it as signed in.
 */
import crypto from "node:crypto";
import { safeAdminTarget } from "../lib/paths.ts";
import { readCookie } from "./cookies.server.ts";
import { serializeShortCookie, shortCookieName } from "./short-cookies.server.ts";
import { signToken, verifyToken } from "./signed-token.server.ts";

export const PENDING_LOGIN_MINUTES = 5;
const PURPOSE = "pending-login";

/**
 * `nonce` makes the cookie single-use (issue 29.6): the second step that turns it into a session
 * claims it in the database first, so a copy of it can never sign in again, with any code.
 */
export type PendingLogin = { userId: string; redirectTo: string; fingerprint: string; nonce: string; expiresAt: Date };

const COOKIE = "iratech_pending_login";

export function pendingLoginCookieName(): string {
  return shortCookieName(COOKIE);
}

/** Changes whenever the password or the two-factor secret changes. */
export function loginFingerprint(user: { passwordHash: string; totpSecret: string | null }): string {
  return crypto.createHash("sha256").update(`${user.passwordHash}\n${user.totpSecret ?? ""}`).digest("base64url").slice(0, 22);
}

/** The Set-Cookie header of a pending sign-in for `user`. */
export async function pendingLoginCookie(
  user: { id: string; passwordHash: string; totpSecret: string | null },
  redirectTo: string,
  now = new Date(),
): Promise<string> {
  const token = await signToken(PURPOSE, {
    u: user.id,
    r: safeAdminTarget(redirectTo),
    f: loginFingerprint(user),
    x: now.getTime() + PENDING_LOGIN_MINUTES * 60_000,
    n: crypto.randomBytes(16).toString("base64url"),
  });
  return serializeShortCookie(COOKIE, token, PENDING_LOGIN_MINUTES * 60);
}

export function clearPendingLoginCookie(): string {
  return serializeShortCookie(COOKIE, "", 0);
}

/** The request's pending sign-in while its cookie is genuine and not over; else null. */
export async function readPendingLogin(request: Request, now = new Date()): Promise<PendingLogin | null> {
  const data = await verifyToken(PURPOSE, readCookie(request, pendingLoginCookieName()));
  if (!data) return null;
  const { u, r, f, x, n } = data;
  if (typeof u !== "string" || typeof r !== "string" || typeof f !== "string" || typeof x !== "number" || typeof n !== "string") return null;
  if (x <= now.getTime()) return null;
  return { userId: u, redirectTo: safeAdminTarget(r), fingerprint: f, nonce: n, expiresAt: new Date(x) };
}
