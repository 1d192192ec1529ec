/**
 * The signup endpoint's behaviour (POST /api/iraconnect/signup), kept out of the route module:
 * content type and size checks, the per-IP rate limit, the honeypot, parsing with the shared zod
 * schema, the idempotent insert, and the cookies that remember the member (signed, HttpOnly) and
 * carry a failed no-JavaScript submission back to the form (flash).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { HONEYPOT_FIELD, honeypotFilled } from "../lib/anti-bot.ts";
import type { RequestInfo } from "../lib/request-context.server.ts";
import type { z } from "zod";
import { signupSchema, type Signup, type SignupAnswer } from "../lib/schemas/iraconnect-signup.ts";
import { createSignup, newRefId } from "../models/signups.server.ts";
import { env } from "./env.server.ts";
import { mediaType, readTextBody } from "./form-body.server.ts";
import { logger } from "./logger.server.ts";
import { hit } from "./rate-limit.server.ts";
import { liveSignupCount, signupCountChanged } from "./signup-count.server.ts";
import { sign, unsign } from "./signing.server.ts";

/** Far above any honest signup (a few hundred bytes), far below anything that hurts. */
export const MAX_BODY_BYTES = 16 * 1024;

export const signupErrors = {
  contentType: "Send the signup as JSON (application/json) or as a form (application/x-www-form-urlencoded)",
  tooLarge: "The signup is too large",
  badJson: "The request body is not valid JSON",
  notObject: "The signup must be a JSON object",
  unreadable: "The signup could not be read. Please try again.",
  unavailable: "Signup is unavailable right now. Please try again in a moment.",
  rateLimited: (minutes: number) =>
    `Too many signups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export type SignupHandling = {
  status: number;
  answer: SignupAnswer;
  /** The member cookie to set after an accepted signup. */
  setCookie?: string;
  /** Retry-After seconds for 429. */
  retryAfter?: number;
  /** For form bodies: Conform's view of the submission, so the form can show it again. */
  submission?: SubmissionResult<string[]>;
  /** True when the honeypot caught the request (answered like a success, nothing stored). */
  bot?: boolean;
};

const fail = (status: number, error: string, extra: Partial<SignupHandling> = {}): SignupHandling => ({
  status,
  answer: { success: false, error, refId: null, totalSignups: null },
  ...extra,
});

type BodyKind = "json" | "form";

function bodyKind(request: Request): BodyKind | null {
  const type = mediaType(request);
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return null;
}

export function signupRateRule() {
  const config = env();
  return { limit: config.SIGNUP_RATE_LIMIT, windowMs: config.SIGNUP_RATE_WINDOW_SECONDS * 1000 };
}

/** Handles one signup request from anyone: never throws for bad input, never stores a bad row. */
export async function handleSignup(request: Request, info: RequestInfo): Promise<SignupHandling> {
  const kind = bodyKind(request);
  if (!kind) return fail(415, signupErrors.contentType);

  const limit = await hit(`iraconnect-signup:${info.ip || "unknown"}`, signupRateRule());
  if (!limit.allowed) {
    return fail(429, signupErrors.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), { retryAfter: limit.retryAfterSeconds });
  }

  // A body cut off mid-way (the client went away, the proxy broke) is a 400, not an exception.
  const body = await readTextBody(request, MAX_BODY_BYTES);
  if (!body.ok) return fail(body.status, body.status === 413 ? signupErrors.tooLarge : signupErrors.unreadable);
  const text = body.text;

  let raw: Record<string, unknown>;
  let submission: Submission<z.input<typeof signupSchema>, string[], Signup> | undefined;
  if (kind === "json") {
    let parsedJson: unknown;
    try {
      parsedJson = JSON.parse(text);
    } catch {
      return fail(400, signupErrors.badJson);
    }
    if (typeof parsedJson !== "object" || parsedJson === null || Array.isArray(parsedJson)) return fail(400, signupErrors.notObject);
    raw = parsedJson as Record<string, unknown>;
  } else {
    const params = new URLSearchParams(text);
    raw = Object.fromEntries(params);
    submission = parseWithZod(params, { schema: signupSchema });
  }

  // A bot that fills the invisible field learns nothing: the same answer as a success.
  if (honeypotFilled(raw[HONEYPOT_FIELD])) {
    logger.info({ ip: info.ip }, "iraconnect signup caught by the honeypot");
    const totalSignups = await liveSignupCount().catch(() => 0);
    return { status: 200, answer: { success: true, error: null, refId: newRefId(), totalSignups }, bot: true };
  }

  const parsed = submission
    ? submission.status === "success"
      ? { success: true as const, data: submission.value }
      : { success: false as const, fieldErrors: submission.error ?? {} }
    : (() => {
        const result = signupSchema.safeParse(raw);
        return result.success
          ? { success: true as const, data: result.data }
          : { success: false as const, fieldErrors: fieldErrorsOf(result.error.issues) };
      })();

  if (!parsed.success) {
    const errors: Record<string, string[] | null | undefined> = parsed.fieldErrors;
    const first = Object.values(errors).find((messages) => messages?.length)?.[0] ?? "Invalid signup";
    return {
      status: 400,
      answer: { success: false, error: first, refId: null, totalSignups: null, fieldErrors: firstOnly(errors) },
      submission: submission?.reply({ hideFields: [HONEYPOT_FIELD] }),
    };
  }

  try {
    const outcome = await createSignup(parsed.data, {
      ip: info.ip || null,
      userAgent: (parsed.data.userAgent ?? info.userAgent).slice(0, 1000) || null,
    });
    if (outcome.created) {
      signupCountChanged();
      logger.info({ refId: outcome.refId }, "iraconnect signup");
    }
    // The signup is committed: a failing count must not turn it into an error.
    const totalSignups = await liveSignupCount().catch(() => null);
    // Knowing an e-mail address is not being its owner: a repeat signup shows the member's page
    // without their referral record, unless this browser is the one that joined.
    const owner = outcome.created || (await memberFromCookie(request))?.refId === outcome.refId;
    return {
      status: 200,
      answer: { success: true, error: null, refId: outcome.refId, totalSignups },
      setCookie: await memberCookie(outcome.refId, { owner }),
    };
  } catch (error) {
    logger.error({ err: error }, "iraconnect signup could not be stored");
    return fail(503, signupErrors.unavailable, { submission: submission?.reply({ formErrors: [signupErrors.unavailable] }) });
  }
}

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** One message per field: the one a person should fix first. */
function firstOnly(errors: Record<string, string[] | null | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) if (messages?.length) out[key] = [messages[0]!];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cookies

export const MEMBER_COOKIE = "iraconnect_member";
export const FLASH_COOKIE = "iraconnect_flash";
const MEMBER_MAX_AGE = 365 * 24 * 60 * 60;
const FLASH_MAX_AGE = 120;

function cookieAttributes(maxAge: number): string {
  const secure = env().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/iraconnect; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
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

/** The member this browser signed up as, when the cookie's signature is good. */
export async function memberFromCookie(request: Request): Promise<MemberCookie | null> {
  const value = readCookie(request, MEMBER_COOKIE);
  if (!value) return null;
  const owned = await unsign("iraconnect-member", value);
  if (owned) return { refId: owned, owner: true };
  const returning = await unsign("iraconnect-returning", value);
  return returning ? { refId: returning, owner: false } : null;
}

export type SignupFlash = { submission?: SubmissionResult<string[]>; error?: string };

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

export async function flashFromCookie(request: Request): Promise<SignupFlash | null> {
  const value = readCookie(request, FLASH_COOKIE);
  const payload = value ? await unsign("iraconnect-flash", value) : null;
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SignupFlash;
  } catch {
    return null;
  }
}
