/**
 * Redirects (issue 26.4, decision 031): the admin list's form (add one, remove one), parsed with
 * this schema in the browser and on the server. What a path may be is decided here, once: the
 * service adds the rules that need the stored redirects (loops and chains).
 */
import { isStorableText } from "./fields.ts";
import { deleteIntent } from "./delete-intent.ts";
import { z } from "./zod.ts";

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const MAX_FROM_LENGTH = 300;
export const MAX_TO_LENGTH = 2000;
/** The most redirects the list holds: every one is kept in memory by every instance. */
export const MAX_REDIRECTS = 5000;

/** Path characters a browser sends as they are (RFC 3986 pchar without percent-escapes). */
const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

/**
 * Paths that are the site's machinery, never a page a visitor followed: the admin area, the APIs,
 * assets and media, the event stream, previews and share cards.
 */
const RESERVED = [/^\/admin/i, /^\/api(\/|$)/i, /^\/assets(\/|$)/i, /^\/media(\/|$)/i, /^\/events$/i, /^\/healthz$/i, /^\/csp-report$/i, /^\/preview(\/|$)/i, /^\/share-card(\/|$)/i];

/** A path as the fast path compares it: no trailing slash (but "/"). */
export function normalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** Why `path` cannot be redirected from, or null when it can. `path` is trimmed. */
export function fromPathProblem(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return "Old path must start with a single / (such as /old-page)";
  if (path.length > MAX_FROM_LENGTH) return `Old path must be at most ${MAX_FROM_LENGTH} characters`;
  if (!PATH.test(path) || path.includes("//")) return "Old path must be a plain path such as /old-page, with no spaces, ? or #";
  const normal = normalPath(path);
  if (normal === "/") return "The home page cannot be redirected";
  if (normal.endsWith(".data")) return "Old path cannot end in .data";
  if (RESERVED.some((pattern) => pattern.test(normal))) return "Old path is reserved for the site itself";
  return null;
}

/** Whether `to` is an address of another site (http or https). */
export function isAbsoluteTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** Why `to` cannot be a target, or null when it can: a path of this site, or an http(s) address. */
export function targetProblem(to: string): string | null {
  if (to.length > MAX_TO_LENGTH) return `New address must be at most ${MAX_TO_LENGTH} characters`;
  if (/[\s<>"\\^`{|}]/.test(to) || /[\u0000-\u001f\u007f]/.test(to)) return "New address must not contain spaces or control characters";
  if (isAbsoluteTarget(to)) {
    try {
      const url = new URL(to);
      if (!url.hostname || url.username || url.password) return "New address must be a link such as https://example.com/page";
    } catch {
      return "New address must be a link such as https://example.com/page";
    }
    return null;
  }
  if (!to.startsWith("/") || to.startsWith("//")) return "New address must be a path of this site (starting with /) or a link starting with http:// or https://";
  if (RESERVED.some((pattern) => pattern.test(targetPath(to)))) return "New address cannot be a path reserved for the site itself";
  return null;
}

/**
 * The target as it goes into a Location header: an address's host in ASCII (punycode) and every
 * character outside ASCII percent-encoded, so that any target can be sent as a header.
 */
export function headerSafeTarget(to: string): string {
  const ascii = to.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  if (!isAbsoluteTarget(to)) return ascii;
  try {
    return new URL(ascii).href;
  } catch {
    return ascii;
  }
}

/** The path part of a site-relative target (no query, no fragment, no trailing slash). */
export function targetPath(to: string): string {
  return normalPath(to.replace(/[?#].*$/, ""));
}

const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

export const RedirectAddSchema = z.object({
  intent: z.literal("add", { error: "Unknown action." }),
  from: text("Old path")
    .trim()
    .min(1, "Old path is required")
    .max(MAX_FROM_LENGTH, `Old path must be at most ${MAX_FROM_LENGTH} characters`)
    .refine(isStorableText, { message: "Old path contains a character that is not allowed", abort: true })
    .superRefine((value, ctx) => {
      const problem = fromPathProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(normalPath),
  to: text("New address")
    .trim()
    .min(1, "New address is required")
    .max(MAX_TO_LENGTH, `New address must be at most ${MAX_TO_LENGTH} characters`)
    .refine(isStorableText, { message: "New address contains a character that is not allowed", abort: true })
    .superRefine((value, ctx) => {
      const problem = targetProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(headerSafeTarget)
    .refine((value) => value.length <= MAX_TO_LENGTH, `New address must be at most ${MAX_TO_LENGTH} characters`),
  status: z
    .enum(["301", "302"], { error: "Choose permanent (301) or temporary (302)" })
    .optional()
    .default("301")
    .transform((value) => Number(value) as RedirectStatus),
});
export type RedirectAdd = z.output<typeof RedirectAddSchema>;

export const RedirectDeleteSchema = deleteIntent(z.uuid({ error: "Unknown redirect." }));

/** The list's two forms: add a redirect, or remove one. */
export const RedirectFormSchema = z.discriminatedUnion("intent", [RedirectAddSchema, RedirectDeleteSchema], { error: "Unknown action." });
