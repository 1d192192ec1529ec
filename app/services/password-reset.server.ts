/**
 * Forgotten password (issue 13.5). /admin-forgot-password gives the same answer whatever address
 * is typed, and does the same work for each (the throttle counters, the account lookup, one
 * transaction with an audit row); only an active staff account also gets a token and a mail. The
 * link works once for 30 minutes; using it sets the password, ends every session of the account
 * and every other reset link, and sends the person to the sign-in page: a reset never signs anyone
 * in, so a second factor still applies (ASVS 6.4.3).
 */
import { createHash } from "node:crypto";
import { adminPaths } from "../lib/paths.ts";
import { ForgotPasswordSchema, ResetPasswordSchema } from "../lib/schemas/staff.ts";
import { actorOf, recordAudit, type RequestOrigin } from "../models/audit-log.server.ts";
import { enqueueMail } from "../models/mail-outbox.server.ts";
import { deleteUserSessions } from "../models/sessions.server.ts";
import { revokeStaffTokensForUser } from "../models/staff.server.ts";
import { consumeStaffToken, insertStaffToken } from "../models/staff-tokens.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { activeStaffRole, findUserByEmail, findUserById, normaliseEmail, updatePasswordHash } from "../models/users.server.ts";
import { hashToken } from "./auth.server.ts";
import { chooseNewPassword, passwordChangedMail } from "./new-password.server.ts";
import { unlockAccount } from "./login-throttle.server.ts";
import { hitLimit, minutesToWait } from "./rate-limit.server.ts";
import { newStaffToken } from "./staff-setup.server.ts";
import { LINK_STATUS, linkExpiry, linkUrl, staffLinkState, type LinkState } from "./staff-links.server.ts";
import { readSubmission } from "./submission.server.ts";
import { refuseTokenForm, unusablePassword, type TokenFormAnswer } from "./token-page.server.ts";

const FORM_MAX_BYTES = 4 * 1024;

/** The one answer to every request, whether the address is staff or not. */
export const RESET_REQUESTED_MESSAGE =
  "If that address belongs to a staff account, we've sent it a link to choose a new password. The link works once, for 30 minutes. If nothing arrives within a few minutes, check your spam folder.";
/** Shown on the sign-in page after a reset. */
export const PASSWORD_RESET_NOTICE = "Your password was changed and you were signed out everywhere. Sign in with your new password.";

export type ForgotAnswer = { ok: true } | { ok: false; status: 400 | 413 | 415 | 429; error: string; field?: string; retryAfterSeconds?: number };

const digest = (email: string) => createHash("sha256").update(email).digest("hex");

function resetMail(to: string, url: string) {
  return {
    kind: "staff-reset",
    to,
    subject: "Choose a new password for the Iratech website",
    text: [
      "Hello,",
      "",
      "Someone (hopefully you) asked to reset the password of your account on the Iratech website's admin area.",
      "Open this link to choose a new password:",
      url,
      "",
      "The link works once and expires in 30 minutes. Using it signs you out on every device.",
      "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** The "Forgot password?" form's POST. */
/**
 * The "sent" answer never comes sooner than this after the form arrived: a staff address costs a
 * few more statements (revoke, insert, queue the mail) than an unknown one, and without a floor the
 * answer's time would tell which addresses are staff (review of 2026-11-25).
 */
export const FORGOT_ANSWER_FLOOR_MS = 400;

export async function submitForgotPassword(request: Request, requestOrigin: RequestOrigin, now = new Date()): Promise<ForgotAnswer> {
  const started = performance.now();
  const read = await readSubmission(request, ForgotPasswordSchema, { maxBytes: FORM_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, error: submission.error?.email?.[0] ?? "Invalid email address", field: "email" };
  const email = normaliseEmail(submission.value.email);
  const origin = actorOf(null, requestOrigin);

  const perIp = await hitLimit("passwordResetIp", origin.ip || "unknown", now);
  if (!perIp.allowed) {
    return { ok: false, status: 429, error: `Too many requests. Please wait ${minutesToWait(perIp)} and try again.`, retryAfterSeconds: perIp.retryAfterSeconds };
  }
  // Counted for every address, known or not; past the limit the answer stays the same, without a mail.
  const perAddress = await hitLimit("passwordResetMail", email, now);
  const user = await findUserByEmail(email);
  const role = user ? await activeStaffRole(user.id) : null;
  const mailed = Boolean(user && role && perAddress.allowed);
  const { token, tokenHash } = newStaffToken();
  await inTransaction(async (tx) => {
    if (mailed && user) {
      await revokeStaffTokensForUser("reset", user.id, now, tx);
      await insertStaffToken({ purpose: "reset", tokenHash, userId: user.id, email, expiresAt: linkExpiry("reset", now) }, tx);
      await enqueueMail(resetMail(email, linkUrl(adminPaths.resetPassword, token)), tx);
    }
    await recordAudit(
      {
        ...origin,
        action: "staff.reset_requested",
        entityType: "user",
        entityId: role ? user!.id : null,
        details: { emailSha256: digest(email), mailed, ...(perAddress.allowed ? {} : { throttled: true }) },
      },
      tx,
    );
  });
  const wait = FORGOT_ANSWER_FLOOR_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { ok: true };
}

export const RESET_MESSAGES: Record<Exclude<LinkState["state"], "open">, string> = {
  invalid: "This password reset link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
  expired: "This password reset link has expired or was replaced by a newer one (links work for 30 minutes). Ask for a new one.",
  used: "This password reset link has already been used. Sign in with your new password, or ask for a new link.",
};

/** The reset page's loader data: the form while the link is open, otherwise why not. */
export async function resetPage(rawToken: unknown, now = new Date()) {
  const link = await resetLink(rawToken, now);
  if (link.state !== "open") return { status: LINK_STATUS[link.state], message: RESET_MESSAGES[link.state], reset: null };
  return { status: 200 as const, message: null, reset: { token: link.token, email: link.email } };
}

/** A reset link is open only while its account is still active staff. */
async function resetLink(rawToken: unknown, now: Date) {
  const link = await staffLinkState("reset", rawToken, now);
  if (link.state !== "open") return link;
  const userId = link.row.userId;
  const role = userId ? await activeStaffRole(userId) : null;
  const user = userId && role ? await findUserById(userId) : undefined;
  if (!user) return { state: "expired" as const };
  return { ...link, user, email: user.email };
}

/** The reset form's POST: the new password, every session ended, then the sign-in page. */
export async function submitResetPassword(request: Request, requestOrigin: RequestOrigin, now = new Date()): Promise<TokenFormAnswer> {
  const read = await readSubmission(request, ResetPasswordSchema, { maxBytes: FORM_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, result: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply({ hideFields: ["password"] }), error: null };
  const { token, password } = submission.value;
  const refuse = (status: 400 | 410, message: string) => refuseTokenForm(submission, status, message);

  const link = await resetLink(token, now);
  if (link.state !== "open") return refuse(LINK_STATUS[link.state], RESET_MESSAGES[link.state]);
  const { user } = link;
  const chosen = await chooseNewPassword(password, { email: user.email, name: user.name });
  if (chosen.status !== "ok") return unusablePassword(submission, chosen);

  const origin = actorOf({ id: user.id, email: user.email }, requestOrigin);
  const done = await inTransaction(async (tx) => {
    if (!(await consumeStaffToken("reset", hashToken(token), now, tx))) return false;
    await updatePasswordHash(user.id, chosen.hash, tx);
    const sessionsEnded = await deleteUserSessions(user.id, undefined, tx);
    await enqueueMail(passwordChangedMail(user.email, "reset link"), tx);
    await revokeStaffTokensForUser("reset", user.id, now, tx);
    await recordAudit({ ...origin, action: "staff.password_reset", entityType: "user", entityId: user.id, details: { sessionsEnded } }, tx);
    return true;
  });
  if (!done) return refuse(410, RESET_MESSAGES.used);
  // A new password lifts every sign-in lock of the account (issue 29.2).
  await unlockAccount(user.email, "password-reset", origin, { userId: user.id }, now);
  return { ok: true, redirectTo: `${adminPaths.login}?notice=password-reset` };
}
