/**
 * Password hashing (scrypt, OWASP parameters) and the weak-password check. Imported by the server
 * and by scripts/admin-create.ts (run by Node directly), so relative imports keep their extension.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

const scryptAsync = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export type ScryptParams = { logN: number; r: number; p: number };

/** OWASP's scrypt recommendation: N=2^17, r=8 (128 MiB of memory), p=1. */
export const SCRYPT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Hashes with more work than this are refused when read back, so a tampered row cannot exhaust memory. */
const MAX_LOG_N = 20;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

function memoryFor(params: ScryptParams): number {
  // scrypt needs 128 * N * r bytes; Node refuses anything above 32 MiB unless maxmem is raised.
  return 128 * 2 ** params.logN * params.r * (params.p + 1) + 1024 * 1024;
}

/**
 * Password hashing is the one costly thing a stranger can make the server do (about 128 MiB and a
 * quarter of a second of a libuv thread per check), and libuv's four threads also serve files, DNS
 * and compression. So at most HASHING_CONCURRENCY derivations run at once in this process and at
 * most HASHING_QUEUE wait; past that the work is refused at once with PasswordHashingBusyError
 * (the sign-in answers 503 with Retry-After) instead of queueing behind an attacker (issue 16.2).
 */
export const HASHING_CONCURRENCY = 2;
export const HASHING_QUEUE = 4;
/** What the busy answer tells the client to wait. */
export const HASHING_RETRY_AFTER_SECONDS = 2;

export class PasswordHashingBusyError extends Error {
  readonly retryAfterSeconds = HASHING_RETRY_AFTER_SECONDS;
  constructor() {
    super("Too many password checks at once.");
    this.name = "PasswordHashingBusyError";
  }
}

const hashing = { active: 0, peak: 0, refused: 0, waiting: [] as (() => void)[] };

/** Counters of the hashing limit (tests and the bench read them). */
export function hashingStats(): { active: number; queued: number; peak: number; refused: number } {
  return { active: hashing.active, queued: hashing.waiting.length, peak: hashing.peak, refused: hashing.refused };
}

export function resetHashingPeak(): void {
  hashing.peak = hashing.active;
  hashing.refused = 0;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.active >= HASHING_CONCURRENCY) {
    if (hashing.waiting.length >= HASHING_QUEUE) {
      hashing.refused++;
      throw new PasswordHashingBusyError();
    }
    // The slot is handed over by the finishing derivation (active stays counted), so none is lost.
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else {
    hashing.active++;
  }
  hashing.peak = Math.max(hashing.peak, hashing.active);
  try {
    return await work();
  } finally {
    const next = hashing.waiting.shift();
    if (next) next();
    else hashing.active--;
  }
}

async function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return withHashingSlot(() =>
    scryptAsync(password.normalize("NFC"), salt, keyLength, {
      N: 2 ** params.logN,
      r: params.r,
      p: params.p,
      maxmem: memoryFor(params),
    }),
  );
}

/**
 * Hashes with a fresh random salt. The result carries its parameters in the PHC string format,
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (unpadded base64), so the cost can be raised later
 * without breaking stored hashes.
 */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, params, KEY_LENGTH);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

type ParsedHash = { params: ScryptParams; salt: Buffer; hash: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!match) return null;
  const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.logN < 1 || params.logN > MAX_LOG_N || params.r < 1 || params.p < 1) return null;
  const salt = Buffer.from(match[4]!, "base64url");
  const hash = Buffer.from(match[5]!, "base64url");
  if (salt.length < 8 || hash.length < 16) return null;
  return { params, salt, hash };
}

/** True when `password` matches `stored`; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return crypto.timingSafeEqual(candidate, parsed.hash);
}

/** True when `stored` was made with weaker parameters than today's (re-hash at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  return logN < SCRYPT_PARAMS.logN || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for sign-ins with an unknown e-mail: the answer
 * time must not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  if (!dummyHash) {
    const made = hashPassword(crypto.randomBytes(16).toString("hex"));
    dummyHash = made;
    // A refusal by the hashing limit must not stay cached: the next sign-in makes it again.
    made.catch(() => {
      if (dummyHash === made) dummyHash = undefined;
    });
  }
  await verifyPassword(password, await dummyHash);
  return false;
}

const commonPasswords = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Length as a person counts it: Unicode code points, not UTF-16 units. */
function characterCount(password: string): number {
  return [...password.normalize("NFC")].length;
}

/**
 * Why `password` is too weak for an account with `email`, as sentences for the person choosing
 * it; an empty list means it is acceptable. NIST SP 800-63B rules: a length range and a blocklist,
 * no composition rules.
 */
export function passwordWeaknesses(password: string, email?: string): string[] {
  const reasons: string[] = [];
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) reasons.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (length > PASSWORD_MAX_LENGTH) reasons.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  const lowered = password.normalize("NFC").toLowerCase();
  if (commonPasswords.has(lowered) || commonPasswords.has(lowered.trim())) {
    reasons.push("Password is one of the most commonly used passwords.");
  }
  // The local part without a "+tag"; very short ones (e.g. "a@...") would match almost anything.
  const localPart = email?.trim().toLowerCase().split("@")[0]?.split("+")[0] ?? "";
  if (localPart.length >= 3 && lowered.includes(localPart)) {
    reasons.push("Password must not contain the name part of your e-mail address.");
  }
  return reasons;
}
