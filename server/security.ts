/**
 * Security headers for every response: a CSP with a fresh nonce per response (no 'unsafe-inline'
 * for scripts), frame-ancestors 'none', nosniff, Referrer-Policy, and HSTS when the site is https.
 * One origin check for every state-changing request, whatever route answers it
 * (docs/decisions/008-origin-check.md), and no admin answer ever stored by a cache.
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { adminPaths, isAdminPath, paths } from "#app/lib/paths.ts";
import { logger } from "#app/services/logger.server.ts";
import { DEFAULT_RETRY_AFTER_SECONDS, NO_STORE } from "#app/lib/http.ts";

/** Powerful features this site never uses, refused for the page and every frame it embeds. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), " +
  "magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), " +
  "xr-spatial-tracking=(), browsing-topics=()";

/**
 * The admin pages sign in with passkeys (decision 038): WebAuthn for this origin only. Public pages
 * keep it off.
 */
export const ADMIN_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace("publickey-credentials-get=()", "publickey-credentials-get=(self), publickey-credentials-create=(self)");

type SecurityOptions = { https: boolean; dev?: boolean };

type Locals = { locals: { nonce?: string; scriptSources?: string } };

function helmetFor(options: SecurityOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          // A page rendered per request: this response's nonce. A page stored for many visitors
          // (server/page-store.ts): the hashes of its inline scripts.
          (_req, res) => (res as unknown as Locals).locals.scriptSources ?? `'nonce-${(res as unknown as Locals).locals.nonce}'`,
          // Vite's dev server injects its client with inline module scripts.
          ...(options.dev ? ["'unsafe-eval'"] : []),
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(options.dev ? ["ws:"] : [])],
        // The contact page's map loads only after the visitor asks for it; 'self' for the page
        // editor's preview frame (the only page of ours that may be framed, by ourselves).
        "frame-src": ["'self'", "https://www.google.com", "https://www.openstreetmap.org"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "report-uri": [CSP_REPORT_PATH],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}

export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const nonce: RequestHandler = (req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", isAdminPath(req.path) ? ADMIN_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    next();
  };
  // The page editor's preview frame (issue 26.3) is the one page this site frames, and only
  // itself: the editor beside it is on the same origin.
  const framedBySelf: RequestHandler = (req, res, next) => {
    if (req.path.startsWith(PAGE_PREVIEW_PREFIX)) {
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      const csp = res.getHeader("Content-Security-Policy");
      if (typeof csp === "string") res.setHeader("Content-Security-Policy", csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    }
    next();
  };
  // Public images (media library variants) and the newsletter's open pixel are loaded by mail
  // clients and by the admin's sandboxed mail preview (an opaque origin): their CORP is
  // cross-origin (decision 041); every other answer keeps helmet's same-origin.
  const crossOriginImages: RequestHandler = (req, res, next) => {
    if (req.path.startsWith("/media/") || req.path.startsWith("/n/o/")) {
      // Once, whatever the handler appends (React Router's adapter appends its own headers to ours).
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        if (!this.headersSent) this.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
        return writeHead.apply(this, args);
      } as typeof res.writeHead;
    }
    next();
  };
  return [nonce, helmetFor(options), framedBySelf, crossOriginImages];
}

const PAGE_PREVIEW_PREFIX = adminPaths.pagePreview("");

/**
 * The security headers of a response that is the same for every visitor, computed once: the same
 * helmet configuration, with `scriptSources` (the page's script hashes) in place of a nonce.
 */
export function fixedSecurityHeaders(options: SecurityOptions, scriptSources: string[]): Record<string, string> {
  const headers: Record<string, string> = { "permissions-policy": PERMISSIONS_POLICY };
  const res = {
    locals: { scriptSources: scriptSources.join(" ") || "'self'" },
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmetFor(options)({} as never, res as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * The security headers `securityHeaders` gives a public response rendered per request, as a
 * function of its nonce: helmet runs once here, and each answer only puts its own nonce in (the
 * analytics beacon's fast path, server/event-ingest.ts, answers before Express with these).
 */
export function securityHeadersWithNonce(options: SecurityOptions): (nonce: string) => Record<string, string> {
  const MARK = "nonce-mark-of-securityHeadersWithNonce";
  const headers = fixedSecurityHeaders(options, [`'nonce-${MARK}'`]);
  const csp = headers["content-security-policy"] ?? "";
  const [before, after] = [csp.slice(0, csp.indexOf(MARK)), csp.slice(csp.indexOf(MARK) + MARK.length)];
  if (!csp.includes(MARK)) throw new Error("the Content-Security-Policy has no nonce");
  return (nonce) => ({ ...headers, "content-security-policy": before + nonce + after });
}

/**
 * Headers only a document reads (decision 053): what a page may use (Permissions-Policy), how it
 * shares its window (COOP, Origin-Agent-Cluster), and old browsers' switches. An answer that is not
 * HTML (robots.txt, the sitemap, the feed) runs no script and embeds nothing: it gets the short
 * policy of NON_DOCUMENT_CSP instead, and keeps nosniff, Referrer-Policy, X-Frame-Options, CORP
 * and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "permissions-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/** The policy of an answer that is not HTML: nothing may load or run, nobody may frame it (OWASP's advice for non-HTML answers). */
export const NON_DOCUMENT_CSP = "default-src 'none';base-uri 'none';frame-ancestors 'none'";

/** `headers` (a stored answer's security headers) for an answer that is not HTML. */
export function nonDocumentHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = { ...headers, "content-security-policy": NON_DOCUMENT_CSP };
  for (const name of DOCUMENT_ONLY_HEADERS) delete kept[name];
  return kept;
}

const CSP_REPORT_PATH = paths.cspReport;

/** Methods that must not change anything; every other method is checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused.";

/**
 * Whether a request comes from another site. `host` is the host the request was sent to, as
 * Express sees it with its trust proxy setting (`req.host`: the Host header, or X-Forwarded-Host
 * from a trusted proxy only).
 * - `Sec-Fetch-Site: cross-site` is the browser saying so.
 * - An Origin whose host (name and port) differs from `host` is another site; so is an Origin
 *   that is not an http(s) URL, "null" included (sandboxed frames, a no-referrer page's forms:
 *   another site can make a browser send it).
 * - No Origin at all is allowed: browsers always send one on cross-origin POSTs, while curl,
 *   scripts and monitoring often send none.
 */
export function isCrossOrigin(origin: string | undefined, fetchSite: string | undefined, host: string | undefined): boolean {
  if (fetchSite?.toLowerCase() === "cross-site") return true;
  if (origin === undefined) return false;
  if (!host) return true;
  let from: URL;
  let to: URL;
  try {
    from = new URL(origin);
    if (from.protocol !== "http:" && from.protocol !== "https:") return true;
    // Parsed with the Origin's scheme: "example.com" and "example.com:443" are one host over
    // https, whatever scheme this server sees behind a TLS-terminating proxy.
    to = new URL(`${from.protocol}//${host}`);
  } catch {
    return true;
  }
  return from.host !== to.host;
}

/**
 * Refuses every cross-origin state-changing request with 403 before any route runs: React
 * Router's own check covers page actions only, not resource routes (/newsletter, /admin-logout,
 * /api/iraconnect/signup), and a check per route is one that a new route forgets.
 */
export function refuseCrossOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!isCrossOrigin(origin, req.get("sec-fetch-site"), req.host)) return next();
    // Named in the log: a proxy that rewrites Host without X-Forwarded-Host (or TRUST_PROXY unset)
    // shows up here as every form being refused.
    logger.warn({ method: req.method, path: req.path, origin: origin ?? null, host: req.host ?? null }, "cross-origin request refused");
    res.status(403);
    res.set(NO_STORE);
    res.type("text/plain").send(CROSS_ORIGIN_MESSAGE);
  };
}

/**
 * Every answer under /admin* is `Cache-Control: no-store`, whoever writes it: admin routes set it
 * themselves, but an error that a child route throws is rendered by the root error boundary,
 * outside the dashboard's `headers`, and would otherwise go out without it (with the admin's
 * session data in the page). Set when the headers are written, so nothing later overrides it.
 */
export function adminNeverCached(): RequestHandler {
  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      this.setHeader("Cache-Control", NO_STORE["Cache-Control"]);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

/** The methods some route of this site takes; any other is answered 405 before a route runs. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/**
 * 405 with `Allow` for a method no route takes (PUT, PATCH, DELETE, …): React Router would
 * otherwise answer an authenticated one with a 500 and a stack trace in the log. One log line per
 * refusal, at most `logPerMinute` per address (a refusal costs the sender nothing, so the log must
 * not grow with it).
 */
export function refuseUnknownMethods(logAllowed: (key: string) => boolean): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    if (logAllowed(req.ip ?? "")) logger.warn({ method: req.method, path: req.path, ip: req.ip }, "method not allowed");
    res.status(405);
    res.setHeader("Allow", "GET, HEAD, POST");
    res.set(NO_STORE);
    res.type("text/plain").send("Method not allowed.");
  };
}

/**
 * Every 429 and 503 says when to come back (issue 29.4): an answer whose writer named no wait (a
 * database that failed, a route's own 503) gets `Retry-After: DEFAULT_RETRY_AFTER_SECONDS` as its
 * headers are written. A wait the writer named is kept.
 */
export function retryAfterAlways(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const status = typeof args[0] === "number" ? args[0] : this.statusCode;
      if ((status === 429 || status === 503) && !this.hasHeader("Retry-After")) {
        // A headers object passed to writeHead itself may carry one.
        const given = args.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg)) as Record<string, unknown> | undefined;
        const named = given && Object.keys(given).some((key) => key.toLowerCase() === "retry-after");
        if (!named) this.setHeader("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
