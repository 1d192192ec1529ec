/**
 * Passkeys for staff (issue 29.7, decision 038), with @simplewebauthn/server:
 *
 * - Added from one's own passkeys page, once two-factor sign-in (TOTP) is on: its recovery codes stay
 *   the way back when a passkey is lost, and turning two-factor off removes the passkeys with it.
 * - Used as the second step of a pending sign-in (after the password, beside a code), or as a sign-in
 *   of its own ("Use a passkey" on the sign-in page: a discoverable credential with user verification, which is
 *   itself two factors: the device and the PIN or biometric that unlocks it).
 * - Every challenge is stored server-side (`webauthn_challenges`), answers once and lives
 *   CHALLENGE_MINUTES; the relying party is SITE_URL's host, and the origin SITE_URL's (or the
 *   request's own, on that host). The signature counter only moves forward.
 * - Every add, rename, removal, use and refusal is audited.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { adminPaths, safeAdminTarget } from "../lib/paths.ts";
import { PASSKEY_EXPIRED_MESSAGE, PASSKEY_FAILED_MESSAGE, PASSKEY_NEEDS_TWO_FACTOR_MESSAGE, PASSKEY_UNKNOWN_MESSAGE } from "../lib/schemas/passkeys.ts";
import { PENDING_EXPIRED_MESSAGE } from "../lib/schemas/two-factor.ts";
import { actorOf, recordAudit, type RequestOrigin } from "../models/audit-log.server.ts";
import {
  advanceCounter,
  claimChallenge,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  renamePasskey,
  saveChallenge,
  type ChallengePurpose,
} from "../models/passkeys.server.ts";
import { claimOnce } from "../models/rate-limits.server.ts";
import { activeStaffRole, findUserById } from "../models/users.server.ts";
import { mustEnrolTwoFactor, startSignedInSession, type StaffUser } from "./auth.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { clearPendingLoginCookie, loginFingerprint, readPendingLogin } from "./pending-login.server.ts";
import { hit } from "./rate-limit.server.ts";

export const PASSKEYS_PER_PERSON = 10;
export const CHALLENGE_MINUTES = 5;
/** A WebAuthn answer is a few kilobytes; attestation certificates are never asked for. */
export const PASSKEY_MAX_BYTES = 64 * 1024;
/** Passkey sign-in requests (options and answers) per client address per minute. */
export const PASSKEY_SIGN_INS_PER_MINUTE = 30;
const RP_NAME = "Iratech";
/**
 * EdDSA, ES256 and RS256: what passkeys and security keys use. The library would also offer ML-DSA-44
 * where the runtime has it (experimental in Node 24; its 2.4 KB signatures), which Chromium's
 * authenticator then picks.
 */
const ALGORITHMS = [-8, -7, -257];

type Refused<S extends number> = { ok: false; status: S; error: string; retryAfterSeconds?: number; expired?: boolean; setCookies?: string[] };

/** The relying party: SITE_URL's host, and the origins an answer may come from. */
export function relyingParty(request: Request): { rpID: string; origins: string[] } {
  const site = new URL(env().SITE_URL);
  const origins = new Set([site.origin]);
  // The same host on another port (a second instance, the end-to-end servers): the browser only
  // signs for the host, so this adds no other site.
  try {
    const own = new URL(request.url);
    if (own.hostname === site.hostname) origins.add(own.origin);
  } catch {
    // A request always has a URL; nothing to add otherwise.
  }
  return { rpID: site.hostname, origins: [...origins] };
}

/** The challenge an answer signed (from its clientDataJSON), or null when it cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof data.challenge === "string" && /^[A-Za-z0-9_-]{16,256}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}

const expiry = (now: Date) => new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

// ---------------------------------------------------------------------------------------------
// One's own passkeys.

export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

export async function passkeysOf(userId: string): Promise<PasskeyView[]> {
  return (await listPasskeys(userId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.deviceType === "multiDevice",
  }));
}

/** The options the browser passes to `startRegistration` for a new passkey of `staff`. */
export async function registrationOptions(
  staff: StaffUser,
  request: Request,
  now = new Date(),
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | Refused<409>> {
  const user = await findUserById(staff.id);
  if (!user?.totpSecret) return { ok: false, status: 409, error: PASSKEY_NEEDS_TWO_FACTOR_MESSAGE };
  const existing = await listPasskeys(staff.id);
  if (existing.length >= PASSKEYS_PER_PERSON) return { ok: false, status: 409, error: `You have ${PASSKEYS_PER_PERSON} passkeys, the most allowed. Remove one first.` };
  const { rpID } = relyingParty(request);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: staff.email,
    userID: userHandleOf(staff.id),
    userDisplayName: staff.name ?? staff.email,
    attestationType: "none",
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: CHALLENGE_MINUTES * 60_000,
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    // Discoverable, so it can also sign in on its own (no e-mail typed).
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await saveChallenge(options.challenge, { purpose: "register", userId: staff.id, pendingNonce: null, expiresAt: expiry(now) });
  return { ok: true, options };
}

/** Checks the authenticator's answer to a registration challenge of `staff`, and stores the passkey. */
export async function finishRegistration(
  staff: StaffUser,
  input: { name: string; response: RegistrationResponseJSON },
  request: Request,
  origin: RequestOrigin,
  now = new Date(),
): Promise<{ ok: true; passkey: { id: string; name: string } } | Refused<400 | 409>> {
  const actor = actorOf(staff, origin);
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const claimed = challenge ? await claimChallenge(challenge, now) : null;
  if (!challenge || !claimed || claimed.purpose !== "register" || claimed.userId !== staff.id) {
    return { ok: false, status: 400, error: PASSKEY_EXPIRED_MESSAGE };
  }
  const { rpID, origins } = relyingParty(request);
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified.verified) throw new Error("not verified");
    info = verified.registrationInfo;
  } catch (error) {
    logger.warn({ err: error, userId: staff.id }, "passkey registration refused");
    await recordAudit({ ...actor, action: "passkey.add_failed", entityType: "user", entityId: staff.id, details: { reason: "invalid" } });
    return { ok: false, status: 400, error: PASSKEY_FAILED_MESSAGE };
  }
  const outcome = await insertPasskey(
    {
      userId: staff.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
      counter: info.credential.counter,
      transports: input.response.response.transports ?? [],
      name: input.name,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    },
    PASSKEYS_PER_PERSON,
  );
  if (outcome === "no-two-factor") return { ok: false, status: 409, error: PASSKEY_NEEDS_TWO_FACTOR_MESSAGE };
  if (outcome === "too-many") return { ok: false, status: 409, error: `You have ${PASSKEYS_PER_PERSON} passkeys, the most allowed. Remove one first.` };
  if (outcome === "duplicate") return { ok: false, status: 409, error: "This passkey is already registered." };
  const stored = (await findPasskeyByCredentialId(info.credential.id))!;
  await recordAudit({ ...actor, action: "passkey.added", entityType: "passkey", entityId: stored.id, details: { name: input.name, synced: info.credentialDeviceType === "multiDevice" } });
  return { ok: true, passkey: { id: stored.id, name: stored.name } };
}

export async function renameOwnPasskey(staff: StaffUser, id: string, name: string, origin: RequestOrigin): Promise<{ ok: true } | Refused<404>> {
  const renamed = await renamePasskey(staff.id, id, name);
  if (!renamed) return { ok: false, status: 404, error: "That passkey no longer exists." };
  await recordAudit({ ...actorOf(staff, origin), action: "passkey.renamed", entityType: "passkey", entityId: id, details: { from: renamed.from, to: name } });
  return { ok: true };
}

export async function removeOwnPasskey(staff: StaffUser, id: string, origin: RequestOrigin): Promise<{ ok: true; name: string } | Refused<404>> {
  const removed = await deletePasskey(staff.id, id);
  if (!removed) return { ok: false, status: 404, error: "That passkey no longer exists." };
  await recordAudit({ ...actorOf(staff, origin), action: "passkey.removed", entityType: "passkey", entityId: id, details: { name: removed.name } });
  return { ok: true, name: removed.name };
}

// ---------------------------------------------------------------------------------------------
// Signing in with a passkey.

/** The pending sign-in of the request while it is still the account that typed its password. */
async function livePending(request: Request, now: Date) {
  const pending = await readPendingLogin(request, now);
  if (!pending) return null;
  const user = await findUserById(pending.userId);
  if (!user?.totpSecret || loginFingerprint(user) !== pending.fingerprint) return null;
  if (!(await activeStaffRole(user.id))) return null;
  return { pending, user };
}

/** Counts a passkey sign-in request from the address; refused past PASSKEY_SIGN_INS_PER_MINUTE. */
async function throttle(origin: RequestOrigin, now: Date): Promise<Refused<429> | null> {
  const attempt = await hit(`passkey-sign-in:${origin.ip || "unknown"}`, { limit: PASSKEY_SIGN_INS_PER_MINUTE, windowMs: 60_000 }, now);
  if (attempt.allowed) return null;
  return { ok: false, status: 429, error: "Too many attempts. Please wait a minute and try again.", retryAfterSeconds: attempt.retryAfterSeconds };
}

/** The options for `startAuthentication`: any passkey of this site ("sign-in"), or the pending account's ("second-factor"). */
export async function signInOptions(
  request: Request,
  purpose: Exclude<ChallengePurpose, "register">,
  origin: RequestOrigin,
  now = new Date(),
): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON } | Refused<401 | 409 | 429>> {
  const throttled = await throttle(origin, now);
  if (throttled) return throttled;
  const { rpID } = relyingParty(request);
  if (purpose === "sign-in") {
    const options = await generateAuthenticationOptions({ rpID, userVerification: "required", timeout: CHALLENGE_MINUTES * 60_000 });
    await saveChallenge(options.challenge, { purpose, userId: null, pendingNonce: null, expiresAt: expiry(now) });
    return { ok: true, options };
  }
  const live = await livePending(request, now);
  if (!live) return { ok: false, status: 401, error: PENDING_EXPIRED_MESSAGE, expired: true, setCookies: [clearPendingLoginCookie()] };
  const mine = await listPasskeys(live.user.id);
  if (mine.length === 0) return { ok: false, status: 409, error: "This account has no passkey. Enter a code instead." };
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: "preferred",
    timeout: CHALLENGE_MINUTES * 60_000,
    allowCredentials: mine.map((row) => ({ id: row.credentialId, transports: row.transports })),
  });
  await saveChallenge(options.challenge, { purpose, userId: live.user.id, pendingNonce: live.pending.nonce, expiresAt: expiry(now) });
  return { ok: true, options };
}

export type PasskeySignInAnswer = { ok: true; redirectTo: string; setCookies: string[] } | Refused<400 | 401 | 429>;

/** Checks a signed answer to a sign-in challenge and, when it holds, starts the session. */
export async function finishSignIn(
  request: Request,
  input: { response: AuthenticationResponseJSON; redirectTo?: string },
  origin: RequestOrigin,
  now = new Date(),
): Promise<PasskeySignInAnswer> {
  const throttled = await throttle(origin, now);
  if (throttled) return throttled;
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const claimed = challenge ? await claimChallenge(challenge, now) : null;
  if (!challenge || !claimed || claimed.purpose === "register") return { ok: false, status: 400, error: PASSKEY_EXPIRED_MESSAGE };

  const passkey = await findPasskeyByCredentialId(input.response.id);
  const refuse = async (reason: string, status: 400 | 401, error: string, extra: Partial<Refused<401>> = {}): Promise<PasskeySignInAnswer> => {
    await recordAudit({
      ...actorOf(passkey ? { id: passkey.userId } : null, origin),
      action: "auth.passkey_failed",
      entityType: passkey ? "passkey" : "user",
      entityId: passkey?.id ?? claimed.userId,
      details: { context: claimed.purpose, reason },
    });
    return { ok: false, status, error, ...extra };
  };
  if (!passkey) return refuse("unknown-passkey", 401, PASSKEY_UNKNOWN_MESSAGE);
  // The handle the authenticator stored at registration names the account (discoverable answers carry it).
  const handle = input.response.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString("utf8") !== passkey.userId) return refuse("user-handle", 401, PASSKEY_UNKNOWN_MESSAGE);

  let pendingNonce: string | null = null;
  let redirectTo = safeAdminTarget(input.redirectTo);
  if (claimed.purpose === "second-factor") {
    const live = await livePending(request, now);
    if (!live || live.pending.nonce !== claimed.pendingNonce || live.user.id !== claimed.userId) {
      return refuse("pending-expired", 401, PENDING_EXPIRED_MESSAGE, { expired: true, setCookies: [clearPendingLoginCookie()] });
    }
    if (passkey.userId !== claimed.userId) return refuse("other-account", 401, PASSKEY_UNKNOWN_MESSAGE);
    pendingNonce = live.pending.nonce;
    redirectTo = live.pending.redirectTo;
  }
  const user = await findUserById(passkey.userId);
  if (!user || !(await activeStaffRole(user.id))) return refuse("not-staff", 401, PASSKEY_UNKNOWN_MESSAGE);

  const { rpID, origins } = relyingParty(request);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      // The stored counter is checked below, in the same statement that moves it forward.
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, "base64url"), counter: 0, transports: passkey.transports },
      // Alone, a passkey must be unlocked by its owner (PIN or biometric): that is the second factor.
      requireUserVerification: claimed.purpose === "sign-in",
    });
    if (!verified.verified) throw new Error("not verified");
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    logger.warn({ err: error, passkeyId: passkey.id }, "passkey sign-in refused");
    return refuse("invalid", 401, PASSKEY_FAILED_MESSAGE);
  }
  if (!(await advanceCounter(passkey.id, newCounter, now))) {
    logger.warn({ passkeyId: passkey.id, stored: passkey.counter, newCounter }, "passkey counter went backwards");
    return refuse("counter", 401, "This passkey's counter went backwards, so it may have been copied. Sign in another way and remove it.");
  }
  if (pendingNonce && !(await claimOnce(`pending-login-used:${pendingNonce}`, new Date(now.getTime() + CHALLENGE_MINUTES * 60_000)))) {
    return refuse("pending-reused", 401, PENDING_EXPIRED_MESSAGE, { expired: true, setCookies: [clearPendingLoginCookie()] });
  }
  const actor = actorOf(user, origin);
  await recordAudit({ ...actor, action: "auth.passkey_used", entityType: "passkey", entityId: passkey.id, details: { context: claimed.purpose, name: passkey.name } });
  const session = await startSignedInSession(
    user,
    { request, ip: actor.ip, userAgent: actor.userAgent, details: claimed.purpose === "sign-in" ? { method: "passkey" } : { secondFactor: "passkey" } },
    now,
  );
  if (await mustEnrolTwoFactor({ twoFactor: Boolean(user.totpSecret) })) redirectTo = adminPaths.twoFactor;
  return { ok: true, redirectTo, setCookies: pendingNonce ? [session, clearPendingLoginCookie()] : [session] };
}
