/**
 * The account page (issue 13.4): one's own name, password, e-mail address and sessions. Changing
 * the password needs the current one and ends every other session; a new address is confirmed by
 * a link sent to it (the old address is told). Every change is audit-logged.
 */
import { adminPaths } from "../lib/paths.ts";
import { BUSY_MESSAGE } from "../lib/schemas/admin-login.ts";
import { AccountActionSchema, ConfirmEmailSchema } from "../lib/schemas/staff.ts";
import { describeDevice } from "../lib/user-agent.ts";
import { actorOf, recordAudit, type RequestOrigin } from "../models/audit-log.server.ts";
import { enqueueMail } from "../models/mail-outbox.server.ts";
import { deleteUserSession, deleteUserSessions, listUserSessions } from "../models/sessions.server.ts";
import { revokeStaffTokensForUser, updateUserEmail } from "../models/staff.server.ts";
import { consumeStaffToken, insertStaffToken } from "../models/staff-tokens.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { emailOf, findUserByEmail, normaliseEmail, passwordHashOf, setUserName, updatePasswordHash } from "../models/users.server.ts";
import { hashToken, type CurrentSession, type StaffUser } from "./auth.server.ts";
import { chooseNewPassword, passwordChangedMail } from "./new-password.server.ts";
import { HASHING_RETRY_AFTER_SECONDS, hashingRefused, hashingSaturated, PasswordHashingBusyError, verifyPassword } from "./password.server.ts";
import { hitLimit, minutesToWait } from "./rate-limit.server.ts";
import { newStaffToken } from "./staff-setup.server.ts";
import { LINK_STATUS, linkExpiry, linkUrl, staffLinkState, type LinkState } from "./staff-links.server.ts";
import { readSubmission } from "./submission.server.ts";

const ACTION_MAX_BYTES = 4 * 1024;

/** What the account page shows: who I am and my live sessions, this one first. */
export async function accountPage(staff: StaffUser, current: CurrentSession) {
  const rows = await listUserSessions(staff.id);
  const list = rows
    .map((s) => ({
      id: s.id,
      current: s.id === current.id,
      device: describeDevice(s.userAgent),
      ip: s.ip ?? "Unknown",
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  return { name: staff.name ?? "", email: staff.email, sessions: list, twoFactor: current.twoFactor };
}

export type AccountField = "name" | "currentPassword" | "password" | "email" | "sessionId";
export type AccountOutcome =
  | { ok: true; notice: string }
  | {
      ok: false;
      status: 400 | 404 | 409 | 413 | 415 | 429 | 503;
      intent: string | null;
      error: string;
      fieldErrors?: Partial<Record<AccountField, string[]>>;
      /** Seconds for Retry-After (503 while the password checks are all busy). */
      retryAfterSeconds?: number;
    };

const WRONG_PASSWORD = "Your current password is not right.";

function emailChangeMail(to: string, url: string) {
  return {
    kind: "staff-email-change",
    to,
    subject: "Confirm your new e-mail address for the Iratech website",
    text: [
      "Hello,",
      "",
      "You asked to sign in to the Iratech website's admin area with this address from now on.",
      "Open this link to confirm it:",
      url,
      "",
      "The link works once and expires in 24 hours. If you didn't ask for this, ignore this e-mail.",
    ].join("\n"),
  };
}

function emailChangeNotice(to: string, newAddress: string) {
  return {
    kind: "staff-email-change-notice",
    to,
    subject: "Your sign-in address for the Iratech website is being changed",
    text: [
      "Hello,",
      "",
      `Someone signed in to your account asked to change its address to ${newAddress}. Nothing changes until that address is confirmed.`,
      "If this wasn't you, change your password on the account page and tell an owner of the site.",
    ].join("\n"),
  };
}

/** Every form of the account page, for the signed-in person and their current session. */
export async function submitAccountAction(
  request: Request,
  staff: StaffUser,
  current: CurrentSession,
  origin: RequestOrigin,
  now = new Date(),
): Promise<AccountOutcome> {
  const read = await readSubmission(request, AccountActionSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, intent: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
    const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([key, value]) => key !== "intent" && key !== "" && value?.length)) as Partial<Record<AccountField, string[]>>;
    const error = errors.intent?.[0] ?? Object.values(fieldErrors)[0]?.[0] ?? "Unknown action.";
    return { ok: false, status: 400, intent, error, fieldErrors };
  }
  const value = submission.value;
  const actor = actorOf(staff, origin);
  const refuse = (status: 400 | 404 | 409 | 429 | 503, error: string, fieldErrors?: Partial<Record<AccountField, string[]>>): AccountOutcome => ({
    ok: false,
    status,
    intent: value.intent,
    error,
    fieldErrors,
  });
  const busy = (retryAfterSeconds: number): AccountOutcome => ({ ok: false, status: 503, intent: value.intent, error: BUSY_MESSAGE, retryAfterSeconds });

  /** The current password, checked at most accountPassword times per window. */
  async function currentPasswordOk(password: string): Promise<AccountOutcome | null> {
    // As the sign-in: while every password check is taken, "busy" at once, and no attempt counted.
    if (hashingSaturated()) {
      hashingRefused();
      return busy(HASHING_RETRY_AFTER_SECONDS);
    }
    const limit = await hitLimit("accountPassword", staff.id, now);
    if (!limit.allowed) return refuse(429, `Too many attempts. Please wait ${minutesToWait(limit)} and try again.`);
    const passwordHash = await passwordHashOf(staff.id);
    let matches: boolean;
    try {
      matches = passwordHash !== undefined && (await verifyPassword(password, passwordHash));
    } catch (error) {
      // Every password check is taken (issue 16.2): answered as the sign-in does, 503 + Retry-After.
      if (error instanceof PasswordHashingBusyError) return busy(error.retryAfterSeconds);
      throw error;
    }
    if (!matches) return refuse(400, WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
    return null;
  }

  switch (value.intent) {
    case "name": {
      await setUserName(staff.id, value.name);
      await recordAudit({ ...actor, action: "staff.name_changed", entityType: "user", entityId: staff.id, details: { from: staff.name, to: value.name } });
      return { ok: true, notice: "Your name was saved." };
    }
    case "password": {
      const refused = await currentPasswordOk(value.currentPassword);
      if (refused) return refused;
      const chosen = await chooseNewPassword(value.password, { email: staff.email, name: staff.name });
      if (chosen.status === "weak") return refuse(400, chosen.reasons[0]!, { password: chosen.reasons });
      if (chosen.status === "busy") return busy(chosen.retryAfterSeconds);
      const sessionsEnded = await inTransaction(async (tx) => {
        await updatePasswordHash(staff.id, chosen.hash, tx);
        const ended = await deleteUserSessions(staff.id, current.id, tx);
        await enqueueMail(passwordChangedMail(staff.email, "account page"), tx);
        await revokeStaffTokensForUser("reset", staff.id, now, tx);
        await recordAudit({ ...actor, action: "staff.password_changed", entityType: "user", entityId: staff.id, details: { sessionsEnded: ended } }, tx);
        return ended;
      });
      return { ok: true, notice: sessionsEnded > 0 ? `Your password was changed. ${sessionsEnded} other session${sessionsEnded === 1 ? " was" : "s were"} signed out.` : "Your password was changed." };
    }
    case "email": {
      const email = normaliseEmail(value.email);
      if (email === staff.email) return refuse(400, "That is already your address.", { email: ["That is already your address."] });
      const refused = await currentPasswordOk(value.currentPassword);
      if (refused) return refused;
      if (await findUserByEmail(email)) return refuse(409, "Another account already uses that address.", { email: ["Another account already uses that address."] });
      const { token, tokenHash } = newStaffToken();
      await inTransaction(async (tx) => {
        await revokeStaffTokensForUser("email-change", staff.id, now, tx);
        const row = await insertStaffToken({ purpose: "email-change", tokenHash, userId: staff.id, email, createdBy: staff.id, expiresAt: linkExpiry("email-change", now) }, tx);
        await enqueueMail(emailChangeMail(email, linkUrl(adminPaths.confirmEmail, token)), tx);
        await enqueueMail(emailChangeNotice(staff.email, email), tx);
        await recordAudit({ ...actor, action: "staff.email_change_requested", entityType: "user", entityId: staff.id, details: { to: email, link: row.id } }, tx);
      });
      return { ok: true, notice: `We sent a link to ${email}. Your address changes when you open it (within 24 hours).` };
    }
    case "sign-out-session": {
      if (value.sessionId === current.id) return refuse(400, "This is the session you are using: use Sign Out instead.");
      const ended = await deleteUserSession(value.sessionId, staff.id);
      if (!ended) return refuse(404, "That session has already ended.");
      await recordAudit({
        ...actor,
        action: "staff.session_revoked",
        entityType: "session",
        entityId: ended.id,
        details: { device: describeDevice(ended.userAgent), address: ended.ip },
      });
      return { ok: true, notice: `Signed out ${describeDevice(ended.userAgent)}.` };
    }
    case "sign-out-others": {
      const ended = await deleteUserSessions(staff.id, current.id);
      await recordAudit({ ...actor, action: "staff.sessions_revoked", entityType: "user", entityId: staff.id, details: { sessionsEnded: ended } });
      return { ok: true, notice: ended === 0 ? "No other sessions were signed in." : `Signed out ${ended} other session${ended === 1 ? "" : "s"}.` };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The link sent to a new address.

export const EMAIL_CHANGE_MESSAGES: Record<Exclude<LinkState["state"], "open">, string> = {
  invalid: "This confirmation link is not valid. Check that you opened the whole link from the e-mail, or ask again on your account page.",
  expired: "This confirmation link has expired or was replaced by a newer one. Ask again on your account page.",
  used: "This address has already been confirmed. Sign in with it.",
};

/** The confirmation page's loader data: a button while the link is open (mail scanners only GET). */
export async function emailChangePage(rawToken: unknown, now = new Date()) {
  const link = await staffLinkState("email-change", rawToken, now);
  if (link.state !== "open") return { status: LINK_STATUS[link.state], message: EMAIL_CHANGE_MESSAGES[link.state], change: null };
  return { status: 200 as const, message: null, change: { token: link.token, email: link.row.email ?? "" } };
}

export type ConfirmEmailOutcome = { ok: true; email: string } | { ok: false; status: 400 | 409 | 410 | 413 | 415; error: string };

/** The confirmation button's POST: the account's address becomes the confirmed one. */
export async function submitEmailChange(request: Request, origin: RequestOrigin, now = new Date()): Promise<ConfirmEmailOutcome> {
  const read = await readSubmission(request, ConfirmEmailSchema, { maxBytes: ACTION_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  if (read.submission.status !== "success") return { ok: false, status: 400, error: EMAIL_CHANGE_MESSAGES.invalid };
  const { token } = read.submission.value;
  const link = await staffLinkState("email-change", token, now);
  if (link.state !== "open") return { ok: false, status: LINK_STATUS[link.state], error: EMAIL_CHANGE_MESSAGES[link.state] };
  const outcome = await inTransaction(async (tx) => {
    const row = await consumeStaffToken("email-change", hashToken(token), now, tx);
    if (!row?.userId || !row.email) return "used" as const;
    const previousEmail = await emailOf(row.userId, tx);
    if (!(await updateUserEmail(row.userId, row.email, tx))) return "taken" as const;
    await recordAudit(
      { ...actorOf({ id: row.userId, email: row.email }, origin), action: "staff.email_changed", entityType: "user", entityId: row.userId, details: { from: previousEmail, to: row.email } },
      tx,
    );
    return { email: row.email };
  });
  if (outcome === "used") return { ok: false, status: 410, error: EMAIL_CHANGE_MESSAGES.used };
  if (outcome === "taken") return { ok: false, status: 409, error: "Another account took that address meanwhile. Ask again with another address on your account page." };
  return { ok: true, email: outcome.email };
}
