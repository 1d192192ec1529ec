/**
 * Two-factor sign-in with TOTP (RFC 6238; issue 13.6, decision 019).
 *
 * - The secret: 160 random bits (RFC 4226's recommendation), SHA-1, 6 digits, 30-second steps:
 *   what every authenticator app reads from an otpauth:// QR code. It is stored sealed with
 *   AES-256-GCM under a key derived from the site's signing key (secrets.server.ts), so a copy of
 *   the database alone does not give anyone the codes.
 * - A code is accepted for the current step and one step either side (clock drift); the accepted
 *   step is claimed in users.totp_last_step, so a code (or an older one) is never accepted twice.
 * - Every code checked for an account (sign-in, enrolment, removal) counts against one throttle
 *   per account: CODE_ATTEMPTS in CODE_WINDOW_MS, counted before the check; a right code clears it.
 * - Ten recovery codes per enrolment, 50 random bits each, shown once; only their SHA-256 is kept,
 *   and each is claimed by one conditional UPDATE, so it works exactly once.
 */
import crypto from "node:crypto";
import type { FormReply } from "../lib/form-reply.ts";
import { Secret, TOTP } from "otpauth";
import { encode } from "uqr";
import {
  INVALID_CODE_MESSAGE,
  PENDING_EXPIRED_MESSAGE,
  secondStepSchema,
  SETUP_EXPIRED_MESSAGE,
  tooManyCodesMessage,
  twoFactorPageSchema,
  twoFactorRequirementSchema,
  WRONG_REAUTH_MESSAGE,
} from "../lib/schemas/two-factor.ts";
import { actorOf, recordAudit, type Actor, type RequestOrigin } from "../models/audit-log.server.ts";
import { setSetting } from "../models/site-settings.server.ts";
import {
  claimTotpStep,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  useRecoveryCode,
} from "../models/two-factor.server.ts";
import { claimOnce } from "../models/rate-limits.server.ts";
import { activeStaffRole, findUserById } from "../models/users.server.ts";
import { startSignedInSession, type StaffUser } from "./auth.server.ts";
import { readCookie } from "./cookies.server.ts";
import { logger } from "./logger.server.ts";
import { PasswordHashingBusyError, verifyPassword } from "./password.server.ts";
import { clearPendingLoginCookie, loginFingerprint, readPendingLogin } from "./pending-login.server.ts";
import { hit, reset } from "./rate-limit.server.ts";
import { signingKey } from "./secrets.server.ts";
import { rememberTwoFactorRequirement, twoFactorRequired } from "./site-settings.server.ts";
import { serializeShortCookie, shortCookieName } from "./short-cookies.server.ts";
import { readSubmission } from "./submission.server.ts";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = "Iratech";
/** Wrong codes allowed per account in CODE_WINDOW_MS before it must wait. */
export const CODE_ATTEMPTS = 5;
export const CODE_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** How long a started enrolment waits for its first code. */
export const ENROL_MINUTES = 15;
/** Every two-factor form is a few short fields. */
export const TWO_FACTOR_MAX_BYTES = 4 * 1024;

// ---------------------------------------------------------------------------------------------
// Sealing the secret at rest.

const SEAL_VERSION = "v1";

function sealingKey(): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", signingKey(), Buffer.alloc(0), "iratech two-factor secret v1", 32));
}

/** AES-256-GCM under a key derived from the signing key: "v1.<iv|tag|ciphertext base64url>". */
export function seal(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", sealingKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The sealed text, or null when it was not sealed by this site's key (or was altered). */
export function unseal(sealed: string | null | undefined): string | null {
  if (!sealed?.startsWith(`${SEAL_VERSION}.`)) return null;
  const raw = Buffer.from(sealed.slice(SEAL_VERSION.length + 1), "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", sealingKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// TOTP and recovery codes.

/** A new secret, base32 (what the QR code carries and a person can type). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The time step a 6-digit code belongs to (within the window around `now`), or null. */
export function matchingStep(secret: string, code: string, now = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The QR code of `text` as dark-module rows (rendered as an SVG path by the page). */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}

/** Letters and digits nobody confuses when copying by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_LENGTH = 10;

/** Ten fresh codes, "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed, in its stored form (lower case, no spaces or hyphens), or null. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]+/g, "");
  return code.length === RECOVERY_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

export function hashRecoveryCode(normalised: string): string {
  return crypto.createHash("sha256").update(`recovery-code\n${normalised}`).digest("hex");
}

// ---------------------------------------------------------------------------------------------
// The per-account code throttle.

const throttleKey = (userId: string) => `two-factor:${userId}`;

/** Counts one code check for the account; refused once CODE_ATTEMPTS were counted in the window. */
async function countCodeAttempt(userId: string, now: Date) {
  return hit(throttleKey(userId), { limit: CODE_ATTEMPTS, windowMs: CODE_WINDOW_MS }, now);
}

async function clearCodeAttempts(userId: string): Promise<void> {
  await reset(throttleKey(userId));
}

type CodeCheck =
  | { ok: true; method: "totp" | "recovery-code" | "password"; recoveryCodesLeft?: number }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  | { ok: false; reason: "wrong" | "replay" | "not-enrolled" };

/**
 * Checks a code for an enrolled account: a 6-digit code (claiming its step), a recovery code when
 * `allowRecovery`, or the password when `allowPassword`. Counted by the throttle before the check;
 * a right answer clears the count. Failures are audited as `auth.two_factor_failed`.
 */
async function checkSecondFactor(
  user: { id: string; email: string; passwordHash: string },
  input: string,
  options: { allowRecovery?: boolean; allowPassword?: boolean; context: string; actor: Actor },
  now: Date,
): Promise<CodeCheck> {
  const attempt = await countCodeAttempt(user.id, now);
  if (!attempt.allowed) {
    logger.warn({ userId: user.id, context: options.context }, "two-factor codes throttled");
    return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  const state = await findTwoFactor(user.id);
  const secret = unseal(state?.sealedSecret);
  if (!state || !secret) return { ok: false, reason: "not-enrolled" };
  const code = input.replace(/\s+/g, "");
  let result: CodeCheck = { ok: false, reason: "wrong" };
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(secret, code, now);
    if (step !== null) result = (await claimTotpStep(user.id, step)) ? { ok: true, method: "totp" } : { ok: false, reason: "replay" };
  } else if (options.allowRecovery && normaliseRecoveryCode(code)) {
    if (await useRecoveryCode(user.id, hashRecoveryCode(normaliseRecoveryCode(code)!), now)) {
      result = { ok: true, method: "recovery-code", recoveryCodesLeft: state.recoveryCodesLeft - 1 };
    }
  }
  if (!result.ok && options.allowPassword && !/^\d{6}$/.test(code) && (await verifyPassword(input, user.passwordHash))) {
    result = { ok: true, method: "password" };
  }
  if (result.ok) {
    await clearCodeAttempts(user.id);
    if (result.method === "recovery-code") {
      await recordAudit({
        ...options.actor,
        action: "auth.recovery_code_used",
        entityType: "user",
        entityId: user.id,
        details: { context: options.context, left: result.recoveryCodesLeft },
      });
    }
  } else {
    await recordAudit({
      ...options.actor,
      action: "auth.two_factor_failed",
      entityType: "user",
      entityId: user.id,
      details: { context: options.context, reason: result.reason, attempts: attempt.count },
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The enrolment cookie: the secret being set up, sealed, until its first code confirms it.

const ENROL_COOKIE = "iratech_two_factor_setup";

export function enrolCookieName(): string {
  return shortCookieName(ENROL_COOKIE);
}

function enrolCookie(value: string, maxAgeSeconds: number): string {
  return serializeShortCookie(ENROL_COOKIE, value, maxAgeSeconds);
}

/** The secret being set up by `userId`, while its cookie is this site's, this user's and not over. */
export function readEnrolment(request: Request, userId: string, now = new Date()): string | null {
  const opened = unseal(readCookie(request, enrolCookieName()));
  if (!opened) return null;
  try {
    const data = JSON.parse(opened) as { u?: unknown; s?: unknown; x?: unknown };
    if (data.u !== userId || typeof data.s !== "string" || typeof data.x !== "number" || data.x <= now.getTime()) return null;
    return data.s;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The two-factor page.

export type TwoFactorPage = {
  enabled: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  /** The setup in progress: the secret to type and the QR code's modules. */
  setup: { secret: string; uri: string; qr: boolean[][] } | null;
};

export async function loadTwoFactorPage(request: Request, staff: StaffUser, now = new Date()): Promise<TwoFactorPage> {
  const state = await findTwoFactor(staff.id);
  const enabled = Boolean(state?.sealedSecret);
  const secret = enabled ? null : readEnrolment(request, staff.id, now);
  const uri = secret ? totpUri(secret, staff.email) : null;
  return {
    enabled,
    recoveryCodesLeft: state?.recoveryCodesLeft ?? 0,
    required: await twoFactorRequired(),
    setup: secret && uri ? { secret, uri, qr: qrModules(uri) } : null,
  };
}

export type TwoFactorAnswer =
  | { ok: true; kind: "redirect"; setCookie: string }
  | { ok: true; kind: "done"; notice: string; recoveryCodes: string[] | null; setCookie: string | null }
  | {
      ok: false;
      status: 400 | 401 | 409 | 413 | 415 | 429 | 503;
      result: FormReply | null;
      error: string;
      retryAfterSeconds?: number;
    };

const REFUSED = { status: 400 as const, result: null };

/** The two-factor page's POST: start, confirm, remove, or new recovery codes. */
export async function submitTwoFactorPage(
  request: Request,
  requestOrigin: RequestOrigin,
  staff: StaffUser,
  now = new Date(),
): Promise<TwoFactorAnswer> {
  const read = await readSubmission(request, twoFactorPageSchema, { maxBytes: TWO_FACTOR_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, result: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    return { ok: false, ...REFUSED, result: submission.reply({ hideFields: ["confirmation"] }), error: "Please correct the form and try again." };
  }
  const input = submission.value;
  const actor = actorOf(staff, requestOrigin);
  const refuse = (status: 400 | 401 | 409 | 429 | 503, error: string, retryAfterSeconds?: number): TwoFactorAnswer => ({
    ok: false,
    status,
    result: submission.reply({ formErrors: [error], hideFields: ["confirmation"] }),
    error,
    retryAfterSeconds,
  });
  const state = await findTwoFactor(staff.id);
  const enabled = Boolean(state?.sealedSecret);

  if (input.intent === "start") {
    if (enabled) return refuse(409, "Two-factor sign-in is already on.");
    const value = seal(JSON.stringify({ u: staff.id, s: newTotpSecret(), x: now.getTime() + ENROL_MINUTES * 60_000 }));
    return { ok: true, kind: "redirect", setCookie: enrolCookie(value, ENROL_MINUTES * 60) };
  }

  if (input.intent === "confirm") {
    if (enabled) return refuse(409, "Two-factor sign-in is already on.");
    const secret = readEnrolment(request, staff.id, now);
    if (!secret) return refuse(400, SETUP_EXPIRED_MESSAGE);
    const attempt = await countCodeAttempt(staff.id, now);
    if (!attempt.allowed) return refuse(429, tooManyCodesMessage(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
    const step = matchingStep(secret, input.code, now);
    if (step === null) {
      await recordAudit({
        ...actor,
        action: "auth.two_factor_failed",
        entityType: "user",
        entityId: staff.id,
        details: { context: "enrol", reason: "wrong", attempts: attempt.count },
      });
      return refuse(400, INVALID_CODE_MESSAGE);
    }
    const codes = newRecoveryCodes();
    if (!(await enableTwoFactor(staff.id, seal(secret), step, codes.map((c) => hashRecoveryCode(normaliseRecoveryCode(c)!))))) {
      return refuse(409, "Two-factor sign-in is already on.");
    }
    await clearCodeAttempts(staff.id);
    await recordAudit({ ...actor, action: "two_factor.enabled", entityType: "user", entityId: staff.id, details: { method: "totp" } });
    return { ok: true, kind: "done", notice: "Two-factor sign-in is on.", recoveryCodes: codes, setCookie: enrolCookie("", 0) };
  }

  // Removing two-factor and new recovery codes need a current code or the password.
  if (!enabled) return refuse(409, "Two-factor sign-in is off.");
  const user = await findUserById(staff.id);
  if (!user) return refuse(409, "Two-factor sign-in is off.");
  let check: CodeCheck;
  try {
    check = await checkSecondFactor(user, input.confirmation, { allowPassword: true, context: input.intent, actor }, now);
  } catch (error) {
    if (error instanceof PasswordHashingBusyError) return refuse(503, "The server is busy. Please try again in a few seconds.", error.retryAfterSeconds);
    throw error;
  }
  if (!check.ok) {
    if (check.reason === "throttled") return refuse(429, tooManyCodesMessage(check.retryAfterSeconds), check.retryAfterSeconds);
    if (check.reason === "not-enrolled") return refuse(409, "Two-factor sign-in is off.");
    return refuse(401, check.reason === "replay" ? "That code was already used. Wait for the next one." : WRONG_REAUTH_MESSAGE);
  }
  if (input.intent === "remove") {
    await disableTwoFactor(staff.id);
    await recordAudit({ ...actor, action: "two_factor.disabled", entityType: "user", entityId: staff.id, details: { confirmedWith: check.method } });
    return { ok: true, kind: "done", notice: "Two-factor sign-in is off.", recoveryCodes: null, setCookie: null };
  }
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(staff.id, codes.map((c) => hashRecoveryCode(normaliseRecoveryCode(c)!)));
  await recordAudit({
    ...actor,
    action: "two_factor.recovery_codes_regenerated",
    entityType: "user",
    entityId: staff.id,
    details: { confirmedWith: check.method },
  });
  return { ok: true, kind: "done", notice: "New recovery codes are ready. The old ones no longer work.", recoveryCodes: codes, setCookie: null };
}

// ---------------------------------------------------------------------------------------------
// The sign-in's second step.

export type SecondStepAnswer =
  | { ok: true; redirectTo: string; setCookies: string[] }
  | {
      ok: false;
      status: 400 | 401 | 413 | 415 | 429;
      result: FormReply | null;
      error: string;
      /** The pending sign-in is over: the page offers to sign in again. */
      expired?: boolean;
      retryAfterSeconds?: number;
      setCookies?: string[];
    };

/** The pending sign-in's account, while it is still the account that typed its password. */
async function pendingAccount(request: Request, now: Date) {
  const pending = await readPendingLogin(request, now);
  if (!pending) return null;
  const state = await findTwoFactor(pending.userId);
  if (!state?.sealedSecret) return null;
  const role = await activeStaffRole(pending.userId);
  if (!role) return null;
  return { pending, role };
}

/** Whether the request carries a live pending sign-in (the second step's page shows its form). */
export async function hasPendingLogin(request: Request, now = new Date()): Promise<boolean> {
  return (await pendingAccount(request, now)) !== null;
}

/** The second step's POST: a 6-digit code or a recovery code turns the pending sign-in into a session. */
export async function submitSecondStep(request: Request, requestOrigin: RequestOrigin, now = new Date()): Promise<SecondStepAnswer> {
  // Without a live pending sign-in nothing of the request is read.
  const found = await pendingAccount(request, now);
  const user = found ? await findUserById(found.pending.userId) : undefined;
  if (!found || !user || loginFingerprint(user) !== found.pending.fingerprint) {
    return { ok: false, status: 401, result: null, error: PENDING_EXPIRED_MESSAGE, expired: true, setCookies: [clearPendingLoginCookie()] };
  }
  const read = await readSubmission(request, secondStepSchema, { maxBytes: TWO_FACTOR_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, result: null, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply({ hideFields: ["code"] }), error: "Enter a code" };
  const refuse = (status: 401 | 429, error: string, retryAfterSeconds?: number): SecondStepAnswer => ({
    ok: false,
    status,
    result: submission.reply({ formErrors: [error], hideFields: ["code"] }),
    error,
    retryAfterSeconds,
  });
  const actor = actorOf(user, requestOrigin);
  const check = await checkSecondFactor(user, submission.value.code, { allowRecovery: true, context: "sign-in", actor }, now);
  if (!check.ok) {
    if (check.reason === "throttled") return refuse(429, tooManyCodesMessage(check.retryAfterSeconds), check.retryAfterSeconds);
    if (check.reason === "replay") return refuse(401, "That code was already used. Wait for the next one and try again.");
    return refuse(401, INVALID_CODE_MESSAGE);
  }
  // Single use (issue 29.6): whichever request claims the pending sign-in first turns it into a
  // session; a copy of the cookie replayed afterwards (or at once) with another code is over.
  if (!(await claimOnce(`pending-login-used:${found.pending.nonce}`, found.pending.expiresAt))) {
    await recordAudit({ ...actor, action: "auth.two_factor_failed", entityType: "user", entityId: user.id, details: { context: "sign-in", reason: "pending-reused" } });
    return { ok: false, status: 401, result: null, error: PENDING_EXPIRED_MESSAGE, expired: true, setCookies: [clearPendingLoginCookie()] };
  }
  const { ip, userAgent } = actor;
  const session = await startSignedInSession(user, { request, ip, userAgent, details: { secondFactor: check.method } }, now);
  return { ok: true, redirectTo: found.pending.redirectTo, setCookies: [session, clearPendingLoginCookie()] };
}

// ---------------------------------------------------------------------------------------------
// The owners' setting.

export type RequirementAnswer = { ok: true } | { ok: false; status: 400 | 409 | 413 | 415; error: string };

/** Owners: require two-factor sign-in for every account (only once they use it themselves), or stop. */
export async function submitRequirement(request: Request, requestOrigin: RequestOrigin, staff: StaffUser): Promise<RequirementAnswer> {
  const read = await readSubmission(request, twoFactorRequirementSchema, { maxBytes: TWO_FACTOR_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, error: "Choose whether two-factor sign-in is required." };
  const required = submission.value.required === "on";
  if (required && !(await findTwoFactor(staff.id))?.sealedSecret) {
    return { ok: false, status: 409, error: "Set up two-factor sign-in for your own account before requiring it for everyone." };
  }
  const before = await setSetting("security.requireTwoFactor", required, staff);
  rememberTwoFactorRequirement(required);
  await recordAudit({
    ...actorOf(staff, requestOrigin),
    action: "settings.changed",
    entityType: "site_setting",
    entityId: "security.requireTwoFactor",
    details: { from: before, to: required },
  });
  return { ok: true };
}
