/**
 * An in-memory cache of rendered public pages that read the database (blog, case studies, the
 * IRACONNECT landing, the feed and the sitemap), so that they are served about as fast as prerendered files. Every instance
 * keeps its own cache and drops the affected pages when the database announces a change
 * (pg_notify → realtime.server.ts), so publishing in the admin makes the next request fresh on
 * every instance. Pages are stored compressed, with a CSP that allows their inline scripts by hash
 * (server/page-store.ts); a hit is served before Express (server/fast-path.ts). Requests that carry
 * cookies (admins, members) always render afresh.
 */
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { PRERENDER_NONCE } from "#app/lib/prerender.ts";
import { FORM_TIMING_COOKIE, formTimingCookie } from "#app/services/form-timing.server.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { cacheTopicsFor, type Topic } from "#app/lib/paths.ts";
import { TOUCH_COOKIE } from "#app/lib/attribution.ts";
import { VARIANT_COOKIE } from "#app/lib/landing-tests.ts";
import { cookieFromHeader } from "#app/services/cookies.server.ts";
import { nextYearStart, prepareHtml, sendStoredPage, storePage, type StoredPage } from "./page-store.ts";
import { DOCUMENT_ONLY_HEADERS, fixedSecurityHeaders, nonDocumentHeaders } from "./security.ts";

type Entry = { page: StoredPage; topics: Topic[] };

/**
 * Cookies that no page's content depends on: the form timing, and attribution (server/attribution.ts).
 * The landing tests' assignment cookie does change a tested page, and only that: it is part of the
 * key instead (one entry per assignment, decision 037).
 */
const NEUTRAL_COOKIES = new Set([FORM_TIMING_COOKIE, TOUCH_COOKIE, VARIANT_COOKIE]);
/** The longest assignment cookie kept in a key; a longer one (not ours) is rendered afresh. */
const MAX_VARIANT_LENGTH = 400;

/** The cache key of a request: its URL, and the landing-test assignments its cookie holds, if any. */
export function cacheKeyOf(url: string, cookie: string | undefined): string {
  const assignments = cookie?.includes(VARIANT_COOKIE) ? cookieFromHeader(cookie, VARIANT_COOKIE) : null;
  return assignments ? `${url}\n${assignments}` : url;
}

/** True when the Cookie header holds a cookie other than the neutral ones. */
export function pageChangingCookie(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const name = part.slice(0, part.indexOf("=") === -1 ? undefined : part.indexOf("=")).trim();
    if (name && !NEUTRAL_COOKIES.has(name)) return true;
  }
  return false;
}
type SecurityOptions = Parameters<typeof fixedSecurityHeaders>[0];

const MAX_ENTRIES = 500;
export const MAX_KEY_LENGTH = 300;

/**
 * The topics a page depends on, or null when it is not cached. Every page shows the company's facts
 * (footer, header, JSON-LD), so every entry depends on "settings" too. `alsoCached` names further
 * paths to keep (prerendered pages while their stored copy is stale, decision 022).
 */
function topicsOf(pathname: string, alsoCached?: (pathname: string) => boolean): Topic[] | null {
  const topics = ownTopicsOf(pathname, alsoCached);
  return topics && [...topics, "settings"];
}

/** The topics of a cached path without "settings", or null when the path is not cached (no list is built: asked on every request). */
function ownTopicsOf(pathname: string, alsoCached?: (pathname: string) => boolean): readonly Topic[] | null {
  // Client-navigation data (.data) is never cached (decision 009), stale prerendered or not.
  return cacheTopicsFor(pathname) ?? (!pathname.endsWith(".data") && alsoCached?.(pathname) ? NO_TOPICS : null);
}
const NO_TOPICS: readonly Topic[] = [];

/**
 * Whether a rendered answer may be kept for every visitor: a 200 without a cookie of its own, not
 * kept out of search engines (a draft preview, X-Robots-Tag: noindex), and not marked both
 * `private` and `no-store`, which our pages say of an answer for this one request only (the home
 * page without its database). Either alone is for browsers and CDNs: a case study says `private`
 * (staff see a diagnostics panel in it; staff requests never reach this cache) and the IRACONNECT
 * landing says `no-store` (its live count); both are kept here, and dropped when their topic changes.
 */
export function storableAnswer(status: number, headers: Record<string, string>): boolean {
  const cacheControl = headers["cache-control"] ?? "";
  return (
    status === 200 &&
    !("set-cookie" in headers) &&
    !/noindex/i.test(headers["x-robots-tag"] ?? "") &&
    !(/\bprivate\b/i.test(cacheControl) && /\bno-store\b/i.test(cacheControl))
  );
}

export function createHtmlCache(build: ServerBuild, security: SecurityOptions, options: { alsoCached?: (pathname: string) => boolean } = {}) {
  const handle = createRequestHandler(build, "production");
  const entries = new Map<string, Entry>();
  // Bumped on every change of a topic: a render that started before the change is not stored.
  const generations: Record<Topic, number> = { blog: 0, "case-studies": 0, signups: 0, settings: 0, redirects: 0, pages: 0 };
  let hits = 0;
  let misses = 0;

  function invalidate(topic: Topic): void {
    generations[topic]++;
    for (const [key, entry] of entries) if (entry.topics.includes(topic)) entries.delete(key);
  }

  async function render(req: ExpressRequest, requestId: string): Promise<Entry> {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: PRERENDER_NONCE, requestId, ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
    const now = Date.now();
    const response = await handle(new Request(url, { method: "GET", headers }), context);
    const routeHeaders = Object.fromEntries(response.headers.entries());
    // A page with the contact form (a page from blocks with a form block) sets the form-timing
    // cookie: kept, the page sets a fresh one on every answer instead of the one of its render.
    const formTiming = routeHeaders["set-cookie"]?.startsWith(`${FORM_TIMING_COOKIE}=`) && !routeHeaders["set-cookie"].includes(",");
    if (formTiming) delete routeHeaders["set-cookie"];
    const isHtml = (routeHeaders["content-type"] ?? "").startsWith("text/html");
    const { html, scriptHashes } = isHtml ? prepareHtml(await response.text(), now) : { html: await response.text(), scriptHashes: [] };
    const page = await storePage({
      status: response.status,
      headers: {
        ...routeHeaders,
        ...(isHtml ? fixedSecurityHeaders(security, scriptHashes) : nonDocumentHeaders(fixedSecurityHeaders(security, []))),
        vary: "Cookie",
        "x-html-cache": "hit",
      },
      body: html,
      expiresAt: nextYearStart(now),
      perResponse: formTiming ? () => ({ "set-cookie": formTimingCookie() }) : undefined,
    });
    return { page, topics: topicsOf(url.pathname, options.alsoCached) ?? [] };
  }

  /**
   * The stored answer for a key (`cacheKeyOf`: the request URL, path and query as sent, and the
   * landing-test assignments), or undefined. A hit moves the
   * key to the end of the Map, so that the least recently used page is the first dropped.
   */
  function lookup(url: string): StoredPage | undefined {
    const entry = entries.get(url);
    if (!entry) return undefined;
    if (entry.page.expiresAt <= Date.now()) {
      entries.delete(url);
      return undefined;
    }
    hits++;
    entries.delete(url);
    entries.set(url, entry);
    return entry.page;
  }

  /**
   * Whether a request may be answered from the cache: GET/HEAD of a cached path, a short URL, and
   * no cookie that changes a page (the contact form's timing cookie changes none; the assignment
   * cookie is part of the key).
   */
  function cacheable(method: string | undefined, pathname: string, cookie: string | undefined, url: string): boolean {
    return (
      (method === "GET" || method === "HEAD") &&
      url.length <= MAX_KEY_LENGTH &&
      !pageChangingCookie(cookie) &&
      (cookieFromHeader(cookie, VARIANT_COOKIE)?.length ?? 0) <= MAX_VARIANT_LENGTH &&
      ownTopicsOf(pathname, options.alsoCached) !== null
    );
  }

  /** Through Express, helmet has set a document's headers already: an answer that is not HTML drops them (decision 053). */
  function dropDocumentHeaders(res: { removeHeader(name: string): void }, page: StoredPage): void {
    if ((page.headers["content-type"] ?? "").startsWith("text/html")) return;
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (!cacheable(req.method, req.path, req.headers.cookie, req.originalUrl)) return next();
    const key = cacheKeyOf(req.originalUrl, req.headers.cookie);
    const requestId = String(res.locals.requestId ?? "");
    try {
      const cached = lookup(key);
      if (cached) {
        dropDocumentHeaders(res, cached);
        return sendStoredPage(req, res, cached, { "x-request-id": requestId });
      }
      misses++;
      const topics = topicsOf(req.path, options.alsoCached) ?? [];
      const started = topics.map((t) => generations[t]);
      const entry = await render(req, requestId);
      const unchanged = topics.every((t, i) => generations[t] === started[i]);
      const storable = storableAnswer(entry.page.status, entry.page.headers);
      if (unchanged && storable) {
        entries.set(key, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      dropDocumentHeaders(res, entry.page);
      sendStoredPage(req, res, entry.page, { "x-request-id": requestId, "x-html-cache": "miss" });
    } catch (error) {
      next(error);
    }
  };

  return { middleware, invalidate, lookup, cacheable, keyOf: cacheKeyOf, stats: () => ({ entries: entries.size, hits, misses }) };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
