/**
 * The IRACONNECT campaign's server side, kept out of the route modules: the signup endpoint
 * (POST /api/iraconnect/signup: the body read once with `readSubmission`, the per-IP rate limit,
 * the honeypot, the idempotent insert with its welcome mail), the cookies that remember the member
 * (signed, HttpOnly) and carry a failed no-JavaScript submission back to the form (flash), and what
 * the landing and thanks pages show.
 */
import crypto from "node:crypto";
import type { FormReply } from "../lib/form-reply.ts";
import { HONEYPOT_FIELD, honeypotFilled } from "../lib/anti-bot.ts";
import { referralQualityFlags } from "./referral-quality.server.ts";
import { firstName, PLACE_MARK, referralLink, tokenBalance, type MemberStanding } from "../lib/iraconnect.ts";
import { memberWaitlist, milestoneViews, referralCounted, waitlistFacts, waitlistFactsNow, welcomeLines, type MilestoneView } from "./waitlist.server.ts";
import { companySettings, currentCompanySettings } from "./site-settings.server.ts";
import { utmFromSearch, type Attribution } from "../lib/iraconnect-attribution.ts";
import { paths } from "../lib/paths.ts";
import { escapeHtml } from "../lib/html.ts";
import { siteUrlFor } from "./site-url.server.ts";
import type { RequestInfo } from "../lib/server/request-context.server.ts";
import { REF_ID_PATTERN, signupSchema, type SignupAnswer } from "../lib/schemas/iraconnect-signup.ts";
import type { OutgoingMail } from "../models/mail-outbox.server.ts";
import { z } from "../lib/schemas/zod.ts";
import {
  confirmSignup,
  createSignup,
  createSignupsWithinLimit,
  findMember,
  newRefId,
  referrerFirstName,
  signupConfirmation,
  type ConfirmSignupOutcome,
  type LimitedSignupOutcome,
  type LimitedSignupRequest,
} from "../models/signups.server.ts";
import { batcher } from "../lib/batcher.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { readCookie } from "./cookies.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { hitLimit, minutesToWait, rateLimitRules } from "./rate-limit.server.ts";
import { liveSignupCount, signupCountChanged, signupCountOrZero } from "./signup-count.server.ts";
import { sign, unsign } from "./signing.server.ts";
import { readSubmission } from "./submission.server.ts";
import { touchesOf } from "./attribution.server.ts";
import { emitSignupConfirmed, emitSignupCreated } from "./webhooks.server.ts";
import { recordConversion } from "./landing-tests.server.ts";

/** Far above any honest signup (a few hundred bytes), far below anything that hurts. */
export const MAX_BODY_BYTES = 16 * 1024;

const signupErrors = {
  unsupported: "Send the signup as JSON (application/json) or as a form (application/x-www-form-urlencoded)",
  tooLarge: "The signup is too large",
  badJson: "The request body is not valid JSON",
  notObject: "The signup must be a JSON object",
  unreadable: "The signup could not be read. Please try again.",
  unavailable: "Signup is unavailable right now. Please try again in a moment.",
} as const;

export type SignupHandling = {
  status: number;
  answer: SignupAnswer;
  /** The member cookie to set after an accepted signup. */
  setCookie?: string;
  /** The device cookie, for a browser that came without one (issue 29.5, device velocity). */
  deviceCookie?: string;
  /** Retry-After seconds for 429. */
  retryAfter?: number;
  /** For form bodies: Conform's view of the submission, so the form can show it again. */
  submission?: FormReply;
  /** True when the honeypot caught the request (answered like a success, nothing stored). */
  bot?: boolean;
};

const fail = (status: number, error: string, extra: Partial<SignupHandling> = {}): SignupHandling => ({
  status,
  answer: { success: false, error, refId: null, totalSignups: null },
  ...extra,
});

/** Handles one signup request from anyone: never throws for bad input, never stores a bad row. */
export async function handleSignup(request: Request, info: RequestInfo): Promise<SignupHandling> {
  const read = await readSubmission(request, signupSchema, {
    maxBytes: MAX_BODY_BYTES,
    accept: ["json", "urlencoded"],
    messages: signupErrors,
  });
  if (!read.ok) return fail(read.status, read.message);
  const { kind, submission, values } = read;
  // Only a form comes back to a page; JSON callers read the answer.
  const form = kind !== "json";

  // A bot that fills the invisible field learns nothing: the same answer as a success. Invalid
  // signups and bots count against the limit like valid ones; a valid one is limited, stored and
  // counted in one statement below.
  const bot = honeypotFilled(values[HONEYPOT_FIELD]);
  if (bot || submission.status !== "success") {
    const limit = await hitLimit("signup", info.ip || "unknown");
    if (!limit.allowed) return limited(limit.retryAfterSeconds);
    if (bot) {
      logger.info({ ip: info.ip }, "iraconnect signup caught by the honeypot");
      const totalSignups = await liveSignupCount().catch(() => 0);
      return { status: 200, answer: { success: true, error: null, refId: newRefId(), totalSignups }, bot: true };
    }
    const errors = firstOnly("error" in submission ? (submission.error ?? {}) : {});
    const first = Object.values(errors)[0]?.[0] ?? "Invalid signup";
    return {
      status: 400,
      answer: { success: false, error: first, refId: null, totalSignups: null, fieldErrors: errors },
      submission: form ? submission.reply({ hideFields: [HONEYPOT_FIELD] }) : undefined,
    };
  }

  const signup = submission.value;
  const device = deviceOf(request);
  const meta = { ip: info.ip || null, userAgent: (signup.userAgent ?? info.userAgent).slice(0, 1000) || null, deviceId: device.id, touches: touchesOf(request) };
  try {
    const drawn = newRefId();
    const stored = await signupBatches().submit({
      signup,
      meta,
      refId: drawn,
      limitKey: `${rateLimitRules().signup.prefix}:${info.ip || "unknown"}`,
      welcome: welcomeMail(signup.name, signup.email, drawn),
    });
    if (stored.limited) return limited(Math.max(1, Math.ceil((stored.expiresAt.getTime() - Date.now()) / 1000)));
    let outcome: { refId: string; created: boolean };
    let totalSignups: number | null = stored.total;
    if (stored.refId !== null) {
      outcome = { refId: stored.refId, created: stored.created };
    } else {
      // Rare: the drawn refId was taken, or the same e-mail is being stored by another request
      // right now (in this batch or another). The transaction that waits for it and draws again
      // settles both.
      outcome = await createSignup(signup, meta, (refId) => welcomeMail(signup.name, signup.email, refId));
      totalSignups = await liveSignupCount().catch(() => null);
    }
    if (outcome.created) {
      signupCountChanged();
      logger.info({ refId: outcome.refId }, "iraconnect signup");
      await emitSignupCreated(outcome.refId);
      // A visitor assigned to a landing test converts for its arm (decision 037; only with the cookie).
      await recordConversion(request.headers, info.userAgent, "signup", outcome.refId);
    }
    // Knowing an e-mail address is not being its owner: a repeat signup shows the member's page
    // without their referral record, unless this browser is the one that joined.
    const owner = outcome.created || (await memberFromCookie(request))?.refId === outcome.refId;
    return {
      status: 200,
      // The refId names the member on the invited-by banner: only the browser that joined gets it
      // back (issue 16.5); another one still gets the thanks page, without the member's link.
      answer: { success: true, error: null, refId: owner ? outcome.refId : null, totalSignups },
      setCookie: await memberCookie(outcome.refId, { owner }),
      deviceCookie: device.fresh ? deviceCookie(device.id) : undefined,
    };
  } catch (error) {
    logger.error({ err: error }, "iraconnect signup could not be stored");
    return fail(503, signupErrors.unavailable, { submission: form ? submission.reply({ formErrors: [signupErrors.unavailable] }) : undefined });
  }
}

/**
 * Valid signups go to the database in batches (issue 15.4, decision 026): those that arrive while
 * two batches are being stored go together in the next one, as one statement; a lone signup goes
 * at once. Two in flight measured best (`npm run bench -- signups` on 2 cores: 1 slot 2,005/s,
 * 2 slots 1,846 to 2,253/s, 3 slots 1,759/s, 4 slots 1,950/s; p99 54 to 74 ms).
 */
const signupBatches = () =>
  singleton("iraconnectSignupBatches", () =>
    batcher<LimitedSignupRequest, LimitedSignupOutcome>({
      run: (requests) => {
        const rule = rateLimitRules().signup;
        return createSignupsWithinLimit(requests, { limit: rule.limit, windowMs: rule.windowMs });
      },
      maxInFlight: 2,
      maxBatch: 64,
    }),
  );

function limited(retryAfterSeconds: number): SignupHandling {
  return fail(429, `Too many signups from your network. Please try again in ${minutesToWait({ retryAfterSeconds })}.`, { retryAfter: retryAfterSeconds });
}

/** One message per field: the one a person should fix first. */
function firstOnly(errors: Record<string, string[] | null | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) if (messages?.length) out[key] = [messages[0]!];
  return out;
}

/** The welcome mail's confirmation link: the member's refId, signed (no expiry: it only confirms). */
export function confirmationLink(refId: string): string {
  return siteUrlFor(`${paths.iraconnectConfirm}?token=${encodeURIComponent(sign(CONFIRM_PURPOSE, refId))}`);
}

const CONFIRM_PURPOSE = "iraconnect-confirm";

export type ConfirmOutcome = ConfirmSignupOutcome | "invalid";

/** The confirmation link's token (query string on GET, hidden field on POST): signed text, bounded. */
export const ConfirmTokenSchema = z.string().trim().min(1).max(200);
export const ConfirmFormSchema = z.object({ token: ConfirmTokenSchema });
export const CONFIRM_MAX_BYTES = 1024;

/** The member a confirmation token names, when its signature holds. */
function refIdOfToken(raw: unknown): string | null {
  const parsed = ConfirmTokenSchema.safeParse(raw);
  return parsed.success ? unsign(CONFIRM_PURPOSE, parsed.data) : null;
}

/**
 * The confirmation page on GET: checks the link and changes nothing, because mail link scanners
 * open links on their own. "pending" shows the button that confirms (POST).
 */
export async function confirmationPage(raw: unknown): Promise<{ outcome: ConfirmOutcome | "pending"; token: string | null }> {
  const refId = refIdOfToken(raw);
  if (!refId) return { outcome: "invalid", token: null };
  const state = await signupConfirmation(refId);
  if (!state) return { outcome: "unknown", token: null };
  return { outcome: state, token: state === "pending" ? ConfirmTokenSchema.parse(raw) : null };
}

/** The confirmation button: the signature first (a forged token touches nothing), then the row. */
export async function confirmMember(raw: unknown): Promise<ConfirmOutcome> {
  const refId = refIdOfToken(raw);
  if (!refId) return "invalid";
  // A referral that looks farmed is held for staff, in the same statement that confirms it (issue 29.5).
  const outcome = await confirmSignup(refId, new Date(), await referralQualityFlags(refId));
  if (outcome === "confirmed") await emitSignupConfirmed(refId);
  // The referrer's place and milestones (issue 30): their mails, each once.
  if (outcome === "confirmed") await referralCounted(refId);
  return outcome;
}

/** The POST of the confirmation page's form. */
export async function submitConfirmation(request: Request): Promise<{ status: number; outcome: ConfirmOutcome }> {
  const read = await readSubmission(request, ConfirmFormSchema, { maxBytes: CONFIRM_MAX_BYTES });
  if (!read.ok) return { status: read.status, outcome: "invalid" };
  if (read.submission.status !== "success") return { status: 400, outcome: "invalid" };
  const outcome = await confirmMember(read.submission.value.token);
  return { status: outcome === "confirmed" || outcome === "already-confirmed" ? 200 : 400, outcome };
}

function welcomeMail(name: string, email: string, refId: string): OutgoingMail {
  const link = referralLink(refId, siteUrlFor(""));
  const confirm = confirmationLink(refId);
  const first = firstName(name).replaceAll(PLACE_MARK, "") || "Striver";
  // The place in line goes where PLACE_MARK is, when the signup is stored (issue 30.1).
  const waitlist = welcomeLines(waitlistFactsNow(), PLACE_MARK);
  // Signed with the company's name as staff set it (issue 14.8).
  const team = `The ${currentCompanySettings().name} team`;
  const text = [
    `Hi ${first},`,
    "",
    "Welcome to IRACONNECT! You are on the early-access list, and you start with 10 tokens.",
    "",
    "Please confirm your e-mail address:",
    confirm,
    "",
    "Share your personal referral link: every friend who joins through it earns you 50 more tokens.",
    link,
    "",
    ...waitlist.text,
    "",
    team,
  ].join("\n");
  const html =
    `<p>Hi ${escapeHtml(first)},</p>` +
    "<p>Welcome to IRACONNECT! You are on the early-access list, and you start with 10 tokens.</p>" +
    `<p>Please confirm your e-mail address: <a href="${escapeHtml(confirm)}">confirm my e-mail</a></p>` +
    `<p>Share your personal referral link: every friend who joins through it earns you 50 more tokens.<br>` +
    `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    waitlist.html +
    `<p>${escapeHtml(team)}</p>`;
  return { kind: "iraconnect-welcome", to: email, subject: "Welcome to IRACONNECT! Your referral link inside", text, html };
}

// ---------------------------------------------------------------------------------------------
// Cookies

export const MEMBER_COOKIE = "iraconnect_member";
const FLASH_COOKIE = "iraconnect_flash";
const MEMBER_MAX_AGE = 365 * 24 * 60 * 60;
const FLASH_MAX_AGE = 120;

function cookieAttributes(maxAge: number): string {
  const secure = env().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=${paths.iraconnect}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Remembers the member in this browser; the refId alone (public) would open nothing. `owner` is
 * true for the browser that joined; a repeat signup elsewhere (anyone who knows the address) gets a
 * cookie that shows the thanks page without the member's referral record.
 */
export async function memberCookie(refId: string, { owner }: { owner: boolean }): Promise<string> {
  const value = await sign(owner ? "iraconnect-member" : "iraconnect-returning", refId);
  return `${MEMBER_COOKIE}=${encodeURIComponent(value)}; ${cookieAttributes(MEMBER_MAX_AGE)}`;
}

export type MemberCookie = { refId: string; owner: boolean };

/**
 * The device cookie (issue 29.5, device velocity): a random id for this browser, first-party,
 * HttpOnly, a year, sent only to the signup endpoint. Referral quality counts the signups that
 * carry one id (referral-quality.server.ts); it names nobody and is read nowhere else. A value that
 * is not one of ours is replaced, never stored.
 */
export const DEVICE_COOKIE = "iraconnect_device";
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function deviceOf(request: Request): { id: string; fresh: boolean } {
  const sent = readCookie(request, DEVICE_COOKIE);
  if (sent && DEVICE_ID.test(sent)) return { id: sent, fresh: false };
  return { id: crypto.randomBytes(16).toString("base64url"), fresh: true };
}

export function deviceCookie(id: string): string {
  const secure = env().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${id}; Path=${paths.signupApi}; Max-Age=${MEMBER_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
}

/** The member this browser signed up as, when the cookie's signature is good. */
export async function memberFromCookie(request: Request): Promise<MemberCookie | null> {
  const value = readCookie(request, MEMBER_COOKIE);
  if (!value) return null;
  const owned = await unsign("iraconnect-member", value);
  if (owned) return { refId: owned, owner: true };
  const returning = await unsign("iraconnect-returning", value);
  return returning ? { refId: returning, owner: false } : null;
}

export type SignupFlash = { submission?: FormReply; error?: string };

/** Carries a failed no-JavaScript submission through the redirect back to the form. */
export async function flashCookie(flash: SignupFlash): Promise<string> {
  let json = JSON.stringify(flash);
  // Cookies stay under 4 KB: without the typed values the errors alone are small.
  if (json.length > 2500) json = JSON.stringify({ ...flash, submission: flash.submission && { ...flash.submission, initialValue: {} } });
  const value = Buffer.from(json, "utf8").toString("base64url");
  return `${FLASH_COOKIE}=${await sign("iraconnect-flash", value)}; ${cookieAttributes(FLASH_MAX_AGE)}`;
}

export function clearFlashCookie(): string {
  return `${FLASH_COOKIE}=; ${cookieAttributes(0)}`;
}

async function flashFromCookie(request: Request): Promise<SignupFlash | null> {
  const value = readCookie(request, FLASH_COOKIE);
  const payload = value ? await unsign("iraconnect-flash", value) : null;
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SignupFlash;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Pages

export type JoinPage = {
  displayCount: number;
  /** Present when the address carries a ref: the inviter's first name when the code is known. */
  invite: { firstName: string | null } | null;
  /** The attribution the form sends without JavaScript. */
  defaults: Attribution;
  /** A failed no-JavaScript submission, shown once (then `clearFlash`). */
  flash: SignupFlash | null;
  /** The milestones staff set (issue 30.2), fewest tokens first: the landing page's tier chips. */
  milestones: MilestoneView[];
};

/**
 * The number the counter shows (SPEC §8): the signups plus the offset, a site setting (issue
 * 14.8). The landing page, the thanks page's community size and the counter's live updates
 * (GET /api/iraconnect/count) all show this one.
 */
export async function displayCount(): Promise<number> {
  const [count, settings] = await Promise.all([signupCountOrZero(), companySettings()]);
  return count + settings.signupCountOffset;
}

/** /iraconnect and /iraconnect/join: any address and any cookies give a page, never an error. */
export async function joinPage(request: Request): Promise<{ page: JoinPage; clearFlash: string | null }> {
  const search = new URL(request.url).searchParams;
  // Any text is accepted (a bad ref only gets the generic banner); only a real code is looked up.
  const ref = search.get("ref")?.trim();
  const validRef = ref && ref.length <= 200 && REF_ID_PATTERN.test(ref) ? ref : undefined;
  const [count, inviterName, flash, facts] = await Promise.all([
    displayCount(),
    validRef ? referrerFirstName(validRef).catch(() => null) : null,
    flashFromCookie(request),
    waitlistFacts(),
  ]);
  return {
    page: {
      displayCount: count,
      invite: ref ? { firstName: inviterName } : null,
      defaults: { referralCode: validRef, ...utmFromSearch(search) },
      flash,
      milestones: milestoneViews(facts.milestones),
    },
    clearFlash: flash ? clearFlashCookie() : null,
  };
}

/**
 * The thanks page's data. `refId`, `referrals` and `pendingReferrals` are the member's own record:
 * only the browser that joined gets them (null elsewhere).
 */
export type MemberPage = {
  firstName: string;
  refId: string | null;
  referrals: number | null;
  pendingReferrals: number | null;
  confirmed: boolean;
  communitySize: number;
  /** The member's referral link (null for another browser than the one that joined) and the landing page's, on this deployment's SITE_URL. */
  referralLink: string | null;
  landingLink: string;
  /** The member's place in line (issue 30.1), places per referral, and the milestones. */
  place: number | null;
  placesPerReferral: number;
  milestones: MilestoneView[];
};

/** /iraconnect/thanks: the member this browser joined as, or null (the page sends them to /iraconnect). */
export async function memberPage(request: Request): Promise<MemberPage | null> {
  const cookie = await memberFromCookie(request);
  const member = cookie ? await findMember(cookie.refId) : null;
  if (!cookie || !member) return null;
  const waitlist = await memberWaitlist(member.refId);
  return {
    ...waitlist,
    firstName: member.firstName,
    // Only the browser that joined sees the referral record and link (see memberCookie).
    refId: cookie.owner ? member.refId : null,
    referrals: cookie.owner ? member.referrals : null,
    pendingReferrals: cookie.owner ? member.pendingReferrals : null,
    confirmed: member.confirmed,
    communitySize: await displayCount(),
    referralLink: cookie.owner ? referralLink(member.refId, siteUrlFor("")) : null,
    landingLink: siteUrlFor(paths.iraconnect),
  };
}

/**
 * The thanks page's live part as JSON (GET /iraconnect/thanks.json): the member of this browser's
 * cookie only (never anyone named in the request), or null. `bonuses`: this visit's, parsed by
 * the caller with the thanks page's query schema.
 */
export async function memberStanding(request: Request, bonuses: { shared: boolean; followed: boolean }): Promise<MemberStanding | null> {
  const page = await memberPage(request);
  if (!page) return null;
  const { communitySize, referrals, pendingReferrals, confirmed, place } = page;
  return { communitySize, referrals, pendingReferrals, confirmed, place, ...bonuses, balance: tokenBalance({ referrals, ...bonuses }) };
}
