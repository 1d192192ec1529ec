/**
 * Our own small auth layer (decision 004): scrypt password hashes, opaque session tokens whose
 * SHA-256 alone is stored, an HttpOnly SameSite=Lax cookie (Secure and `__Host-` over https),
 * an idle timeout extended while the session is used and an absolute lifetime.
 *
 * Every admin loader and action starts with `await requireStaff(request, capability)`
 * (app/routes/_shared/require-staff.server.ts, which answers with `staffGate` below).
 */
import crypto from "node:crypto";
import type { FormReply } from "../lib/form-reply.ts";
import { adminPaths, safeAdminTarget } from "../lib/paths.ts";
import { adminLoginSchema, BUSY_MESSAGE, INVALID_CREDENTIALS_MESSAGE, LOGIN_FAILED_MESSAGE, throttledMessage } from "../lib/schemas/admin-login.ts";
import { actorOf, recordAudit, type RequestOrigin } from "../models/audit-log.server.ts";
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from "../models/sessions.server.ts";
import { activeStaffRole, findUserByEmail, normaliseEmail, updatePasswordHash } from "../models/users.server.ts";
import { can, FORBIDDEN_MESSAGE, isStaffRole, type Capability, type StaffRole } from "../lib/roles.ts";
import { hostCookieName, readCookie, serializeHostCookie } from "./cookies.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { beginLoginAttempt, finishLoginAttempt } from "./login-throttle.server.ts";
import { HASHING_RETRY_AFTER_SECONDS, hashingRefused, hashingSaturated, hashPassword, needsRehash, PasswordHashingBusyError, verifyAgainstDummy, verifyPassword } from "./password.server.ts";
import { pendingLoginCookie } from "./pending-login.server.ts";
import { twoFactorRequired } from "./site-settings.server.ts";
import { readSubmission } from "./submission.server.ts";

/** A signed-in, active staff member. */
export type StaffUser = { id: string; email: string; name: string | null; role: StaffRole };
/** The name the admin area used before roles (every admin is now staff with a role). */
export type AdminUser = StaffUser;

/** What the browser may know about its session (SPEC §3's auth context `session`). */
export type SessionInfo = { createdAt: string; expiresAt: string; idleExpiresAt: string };

export type CurrentSession = {
  id: string;
  user: { id: string; email: string; name: string | null };
  /** The staff role when the user is active staff, else null. */
  role: StaffRole | null;
  /** Whether the user is active staff (has a role). */
  isAdmin: boolean;
  /** Whether the user has two-factor sign-in on. */
  twoFactor: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  /** Absolute end, whatever the activity. */
  expiresAt: Date;
  /** When the session ends unless it is used again. */
  idleExpiresAt: Date;
};

/** Writing last_seen_at on every request would double the load of each page; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** 256 bits of randomness. */
const TOKEN_BYTES = 32;


function lifetimes() {
  const config = env();
  return { idleMs: config.SESSION_IDLE_MINUTES * 60 * 1000, maxMs: config.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000 };
}

function isHttps(): boolean {
  return env().SITE_URL.startsWith("https:");
}

const SESSION_COOKIE = "iratech_session";

/** `__Host-` binds the cookie to this exact host over https; browsers refuse it over plain http. */
export function sessionCookieName(): string {
  return hostCookieName(SESSION_COOKIE, isHttps());
}

export function serializeSessionCookie(token: string, maxAgeSeconds: number): string {
  return serializeHostCookie(SESSION_COOKIE, token, maxAgeSeconds, isHttps());
}

export function clearSessionCookie(): string {
  return serializeHostCookie(SESSION_COOKIE, "", 0, isHttps());
}

/** The session token the request carries, if it has the shape of one. */
export function readSessionToken(request: Request): string | null {
  const value = readCookie(request, sessionCookieName());
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The role of a session's user while their staff account is active. */
function activeRole(row: { adminId: string | null; role: string | null; deactivatedAt: Date | null }): StaffRole | null {
  return row.adminId !== null && row.deactivatedAt === null && isStaffRole(row.role) ? row.role : null;
}

function toCurrent(row: NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>, lastSeenAt: Date): CurrentSession {
  const { idleMs } = lifetimes();
  const idleEnd = new Date(Math.min(lastSeenAt.getTime() + idleMs, row.expiresAt.getTime()));
  return {
    id: row.id,
    user: { id: row.userId, email: row.email, name: row.name },
    role: activeRole(row),
    isAdmin: activeRole(row) !== null,
    twoFactor: row.twoFactor,
    createdAt: row.createdAt,
    lastSeenAt,
    expiresAt: row.expiresAt,
    idleExpiresAt: idleEnd,
  };
}

/**
 * The request's live session, or null. Using a session extends its idle timeout; an ended one is
 * deleted on sight.
 */
export async function getSession(request: Request, now = new Date()): Promise<CurrentSession | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const row = await findSessionByTokenHash(hashToken(token));
  if (!row) return null;
  const { idleMs } = lifetimes();
  if (row.expiresAt.getTime() <= now.getTime() || row.lastSeenAt.getTime() + idleMs <= now.getTime()) {
    await deleteSession(row.id);
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    lastSeenAt = now;
    await touchSession(row.id, now);
  }
  return toCurrent(row, lastSeenAt);
}

export function sessionInfo(session: CurrentSession): SessionInfo {
  return {
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}


/**
 * Where someone without a live staff session goes: the login page, remembering the page a GET asked
 * for; a cookie that no longer names a live session is dropped, so the browser stops sending it.
 */
function toLogin(request: Request, hadCookie: boolean): StaffRefusal {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const wanted = request.method === "GET" && safeAdminTarget(target) === target && url.pathname !== adminPaths.dashboard;
  const location = wanted ? `${adminPaths.login}?redirectTo=${encodeURIComponent(target)}` : adminPaths.login;
  return { ok: false, reason: "sign-in", redirectTo: location, ...(hadCookie ? { setCookie: clearSessionCookie() } : {}) };
}

function staffOf(session: CurrentSession & { role: StaffRole }): StaffUser {
  return { id: session.user.id, email: session.user.email, name: session.user.name, role: session.role };
}

/**
 * Why a request may not open an admin page: sent elsewhere (the login page, or two-factor
 * enrolment; the page left must not stay in the history behind it), or a 403 for a role that lacks
 * the capability. The routes turn it into React Router's answer (app/routes/_shared/require-staff.server.ts).
 */
export type StaffRefusal =
  | { ok: false; reason: "sign-in" | "enrol"; redirectTo: string; setCookie?: string }
  | { ok: false; reason: "forbidden"; status: 403; message: string };

export type StaffGate = { ok: true; staff: StaffUser; session: CurrentSession } | StaffRefusal;

/**
 * The check behind every admin loader and action: the signed-in, active staff member whose role
 * holds `capability` (app/lib/roles.ts), with their session. Otherwise a refusal: to the login page
 * when there is no live session, the user is not staff or the account is deactivated; to two-factor
 * enrolment while it is required and not done; a 403 when the role lacks the capability. Nothing
 * of the admin area is computed before this answers.
 */
export async function staffGate(request: Request, capability: Capability, now = new Date()): Promise<StaffGate> {
  const session = await getSession(request, now);
  if (!session || session.role === null) return toLogin(request, readSessionToken(request) !== null);
  // Enrolment first (issue 29.7): until it is done, no admin page answers, not even with a 403.
  if (await mustEnrolFirst(request, session)) return { ok: false, reason: "enrol", redirectTo: adminPaths.twoFactor };
  if (!can(session.role, capability)) return { ok: false, reason: "forbidden", status: 403, message: FORBIDDEN_MESSAGE };
  return { ok: true, staff: staffOf({ ...session, role: session.role }), session };
}

/** The pages someone who must enrol in two-factor sign-in may still open: enrolment and sign-out. */
const ENROLMENT_PATHS: ReadonlySet<string> = new Set([adminPaths.twoFactor, adminPaths.logout]);

/** The request's path as the route table matches it (a client navigation's data request ends in .data). */
function routePathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

/** Whether a user without two-factor must set it up before anything else (the owners' setting). */
export async function mustEnrolTwoFactor(user: { twoFactor: boolean }): Promise<boolean> {
  return !user.twoFactor && (await twoFactorRequired());
}

/**
 * While two-factor sign-in is required for every account (decision 019), staff who have not set it
 * up are sent to its page, whatever they asked for, before anything is computed or read; the
 * enrolment page itself and sign-out stay open.
 */
async function mustEnrolFirst(request: Request, session: CurrentSession): Promise<boolean> {
  if (session.twoFactor || ENROLMENT_PATHS.has(routePathOf(request))) return false;
  return mustEnrolTwoFactor(session);
}

/** The signed-in active staff member, or null (the login page sends staff on to the dashboard). */
export async function getOptionalStaff(request: Request, now = new Date()): Promise<StaffUser | null> {
  const session = await getSession(request, now);
  return session?.role ? staffOf({ ...session, role: session.role }) : null;
}

/**
 * The signed-in staff member when their role holds `capability`, else null (pages that show more to
 * staff). Someone who must still enrol in two-factor sign-in counts as a visitor here (issue 29.7).
 */
export async function getOptionalStaffWith(request: Request, capability: Capability, now = new Date()): Promise<StaffUser | null> {
  const session = await getSession(request, now);
  if (!session?.role || !can(session.role, capability)) return null;
  if (await mustEnrolTwoFactor(session)) return null;
  return staffOf({ ...session, role: session.role });
}

/** @deprecated Use getOptionalStaff or getOptionalStaffWith. */
export const getOptionalAdmin = getOptionalStaff;

/** Starts a session with a fresh token; returns the token (for the cookie) and its row id. */
export async function createSession(userId: string, meta: RequestOrigin = {}, now = new Date()): Promise<{ token: string; sessionId: string; maxAgeSeconds: number }> {
  const { idleMs, maxMs } = lifetimes();
  const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
  await deleteEndedSessions(userId, now, new Date(now.getTime() - idleMs));
  const row = await insertSession({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + maxMs),
    ip: meta.ip || null,
    userAgent: meta.userAgent?.slice(0, 512) || null,
  });
  return { token, sessionId: row.id, maxAgeSeconds: Math.floor(maxMs / 1000) };
}

export type SignInResult =
  | { ok: true; admin: AdminUser; setCookie: string; mustEnrol: boolean }
  /** The password was right, but the account has two-factor: not signed in yet (decision 019). */
  | { ok: false; error: "second-factor"; setCookie: string }
  | { ok: false; error: "invalid-credentials" }
  | { ok: false; error: "throttled"; retryAfterSeconds: number }
  | { ok: false; error: "busy"; retryAfterSeconds: number };

/**
 * Checks the credentials of an admin sign-in. The answer for an unknown e-mail, a wrong password
 * and an account without admin rights is the same and takes the same time. Throttled attempts are
 * refused before the password is checked. Success always issues a new token and ends the session
 * the browser brought along, if any.
 */
export async function signIn(
  input: { email: string; password: string; request?: Request; redirectTo?: string } & RequestOrigin,
  now = new Date(),
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const ip = input.ip || "unknown";

  // While every password check is taken and the queue is full, the answer is "busy" before any
  // database work: a flood then costs the server (and, with the embedded database, its one thread)
  // next to nothing, and the attempt is not counted against anyone (issue 16.2).
  if (hashingSaturated()) {
    hashingRefused();
    return { ok: false, error: "busy", retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS };
  }
  // Counted before the password is checked, whether the account exists or not (decision 013).
  const attempt = await beginLoginAttempt(email, ip, now);
  if (!attempt.allowed) {
    // Remembered refusals are not logged again: a flood writes one line per lock, not per request.
    if (!attempt.remembered) logger.warn({ email, ip, scope: attempt.scope, retryAfterSeconds: attempt.retryAfterSeconds }, "sign-in throttled");
    return { ok: false, error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  }

  let outcome: "success" | "failure" | "refund" = "failure";
  try {
    const user = await findUserByEmail(email);
    const passwordOk = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDummy(input.password);
    const role = user && passwordOk ? await activeStaffRole(user.id) : null;
    if (!user || !passwordOk || !role) {
      const reason = !user ? "unknown-email" : !passwordOk ? "wrong-password" : "not-admin";
      await recordAudit({
        ...actorOf({ id: user?.id, email }, input),
        action: "auth.sign_in_failed",
        entityType: "user",
        entityId: user?.id ?? null,
        details: { reason, attempts: Object.fromEntries(attempt.ticket.counted.map((c) => [c.scope, c.count])) },
      });
      return { ok: false, error: "invalid-credentials" };
    }

    if (needsRehash(user.passwordHash)) await updatePasswordHash(user.id, await hashPassword(input.password));
    outcome = "success";
    if (user.totpSecret) {
      // Not signed in yet: the second step asks for a code (the password's counters are refunded as
      // for any right password; the codes have their own throttle).
      await recordAudit({
        ...actorOf({ id: user.id, email }, input),
        action: "auth.two_factor_challenge",
        entityType: "user",
        entityId: user.id,
      });
      return { ok: false, error: "second-factor", setCookie: await pendingLoginCookie(user, input.redirectTo ?? adminPaths.dashboard, now) };
    }
    const setCookie = await startSignedInSession(user, { ...input, auditEmail: email }, now);
    return { ok: true, admin: { id: user.id, email: user.email, name: user.name, role }, setCookie, mustEnrol: await mustEnrolTwoFactor({ twoFactor: false }) };
  } catch (error) {
    // The password was never checked: the attempt does not count against anyone.
    if (error instanceof PasswordHashingBusyError) {
      outcome = "refund";
      return { ok: false, error: "busy", retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  } finally {
    await finishLoginAttempt(attempt.ticket, outcome).catch((error: unknown) => logger.error({ err: error }, "could not finish a sign-in attempt"));
  }
}

/**
 * Signs `user` in once every factor is checked: ends the session the browser brought along
 * (session fixation), starts a new one, audits it and returns the session's Set-Cookie header.
 */
export async function startSignedInSession(
  user: { id: string; email: string },
  input: { request?: Request; auditEmail?: string; details?: Record<string, unknown> } & RequestOrigin,
  now = new Date(),
): Promise<string> {
  const previous = input.request ? readSessionToken(input.request) : null;
  if (previous) await deleteSessionByTokenHash(hashToken(previous));
  const { token, sessionId, maxAgeSeconds } = await createSession(user.id, input, now);
  await recordAudit({
    ...actorOf({ id: user.id, email: input.auditEmail ?? user.email }, input),
    action: "auth.sign_in",
    entityType: "session",
    entityId: sessionId,
    details: input.details ?? null,
  });
  return serializeSessionCookie(token, maxAgeSeconds);
}

/**
 * Ends the request's session on the server (the token stops working even if a copy of the cookie
 * survives) and returns the Set-Cookie header that clears it in the browser.
 */
export async function signOut(request: Request, origin: RequestOrigin = {}, now = new Date()): Promise<string> {
  const token = readSessionToken(request);
  if (token) {
    const row = await findSessionByTokenHash(hashToken(token));
    if (row) {
      await deleteSession(row.id);
      await recordAudit({
        ...actorOf({ id: row.userId, email: row.email }, origin),
        action: "auth.sign_out",
        entityType: "session",
        entityId: row.id,
        details: { at: now.toISOString() },
      });
    }
  }
  return clearSessionCookie();
}

// ---------------------------------------------------------------------------------------------
// The entry points of the sign-in and sign-out actions.

/** An e-mail, a password of at most 1024 characters and a path: far below this. */
export const SIGN_IN_MAX_BYTES = 8 * 1024;

export type SignInAnswer =
  | { ok: true; redirectTo: string; setCookie: string }
  | {
      ok: false;
      status: 400 | 401 | 413 | 415 | 429 | 503;
      /** The form's reply (field errors; the password is never sent back). */
      result: FormReply | null;
      /** The message the page shows above the button. */
      error: string | null;
      retryAfterSeconds?: number;
    };

/**
 * The login page's POST: reads the form (at most SIGN_IN_MAX_BYTES, and only a form, since anyone can
 * post here), checks it with the form's schema, then the credentials. Whatever goes wrong, the
 * answer is a status with a message; a failure of ours is SPEC §8's 'Login failed'.
 */
export async function submitSignIn(request: Request, origin: RequestOrigin): Promise<SignInAnswer> {
  const read = await readSubmission(request, adminLoginSchema, {
    maxBytes: SIGN_IN_MAX_BYTES,
    messages: { unreadable: "The form could not be read. Please try again." },
  });
  if (!read.ok) return { ok: false, status: read.status, result: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    return { ok: false, status: 400, result: submission.reply({ hideFields: ["password"] }), error: null };
  }
  const refuse = (status: 401 | 429 | 503, message: string, retryAfterSeconds?: number): SignInAnswer => ({
    ok: false,
    status,
    result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
    error: message,
    retryAfterSeconds,
  });
  const { ip, userAgent } = actorOf(null, origin);
  try {
    const redirectTo = safeAdminTarget(submission.value.redirectTo);
    const outcome = await signIn({ ...submission.value, redirectTo, ip, userAgent, request });
    if (outcome.ok) return { ok: true, redirectTo: outcome.mustEnrol ? adminPaths.twoFactor : redirectTo, setCookie: outcome.setCookie };
    if (outcome.error === "second-factor") return { ok: true, redirectTo: adminPaths.loginTwoFactor, setCookie: outcome.setCookie };
    if (outcome.error === "throttled") return refuse(429, throttledMessage(outcome.retryAfterSeconds), outcome.retryAfterSeconds);
    if (outcome.error === "busy") return refuse(503, BUSY_MESSAGE, outcome.retryAfterSeconds);
    return refuse(401, INVALID_CREDENTIALS_MESSAGE);
  } catch (error) {
    logger.error({ err: error }, "sign-in failed");
    return refuse(503, LOGIN_FAILED_MESSAGE);
  }
}

/**
 * The Sign Out button's POST: ends the session and returns the Set-Cookie header that clears it. It never
 * fails: SPEC §8 wants a failed sign-out logged only, and the browser forgets its cookie anyway.
 */
export async function submitSignOut(request: Request, origin: RequestOrigin): Promise<string> {
  try {
    return await signOut(request, actorOf(null, origin));
  } catch (error) {
    logger.error({ err: error }, "sign-out failed");
    return clearSessionCookie();
  }
}
