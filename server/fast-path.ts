/**
 * The first handler of every request, before Express: a GET or HEAD of a response stored for every
 * visitor (a file of the client build, a prerendered page, a page of the HTML cache) is answered
 * here from memory, with the headers computed when it was stored. Anything else (another method, a
 * path not stored, a cookie on a cached path, a Host that needs Express's checks) goes to Express,
 * whose middleware answers the same stored pages the same way (docs/decisions/016-server-fast-path.md).
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "#app/services/logger.server.ts";
import type { RequestHandler } from "express";
import { mayCarryTouch } from "./attribution.ts";
import type { HtmlCache } from "./html-cache.ts";
import type { MediaFiles } from "./media-files.ts";
import { sendStoredPage, type StoredPage } from "./page-store.ts";
import type { StoredFiles } from "./static.ts";

/** A Host header Express and URL parsing read the same way: a name or IPv4 address and a port. */
const SIMPLE_HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

export function simpleHost(host: string | undefined): boolean {
  if (!host || !SIMPLE_HOST.test(host)) return false;
  const colon = host.indexOf(":");
  return colon === -1 || Number(host.slice(colon + 1)) <= 65535;
}

export type RedirectLookup = (url: string) => { location: string; status: number } | undefined;

/**
 * A redirect's answer: the status and Location, no body. A permanent one may be kept by browsers
 * and CDNs for an hour (not for ever: staff may remove it); a temporary one is asked for each time.
 */
export function sendRedirect(res: ServerResponse, moved: { location: string; status: number }, requestId: string): void {
  res.writeHead(moved.status, {
    location: moved.location,
    "cache-control": moved.status === 301 ? "public, max-age=3600" : "no-cache",
    "content-length": "0",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-request-id": requestId,
  });
  res.end();
}

/** The same redirects inside Express: requests the fast path left to it, and the dev server. */
export function redirectMiddleware(lookup: RedirectLookup): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const moved = lookup(req.originalUrl);
    if (!moved) return next();
    res.status(moved.status).set({ location: moved.location, "cache-control": moved.status === 301 ? "public, max-age=3600" : "no-cache" }).end();
  };
}

export type FastPath = {
  /** True when it answered the request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** The same answers inside Express (for requests the fast path left to it). */
  middleware: RequestHandler;
};

export function createFastPath(options: {
  files: StoredFiles;
  cache?: HtmlCache;
  /** Media library variants kept after their first answer (server/media-files.ts). */
  media?: MediaFiles;
  trustProxy: boolean;
  onAnswered?: () => void;
  /** True while the prerendered pages carry stale company facts (decision 022): they are rendered instead. */
  prerenderedStale?: () => boolean;
  /** The redirect of a request URL, from memory (app/services/redirects.server.ts): answered before any page. */
  redirects?: RedirectLookup;
}): FastPath {
  const { files, cache } = options;
  let refreshing = false;

  function find(method: string | undefined, url: string, cookie: string | undefined): { page: StoredPage; pathname: string } | undefined {
    const query = url.indexOf("?");
    let pathname = query === -1 ? url : url.slice(0, query);
    if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.replace(/\/+$/, "") || "/";
    if (pathname.startsWith("/media/")) {
      const kept = options.media?.lookup(pathname);
      return kept ? { page: kept, pathname } : undefined;
    }
    let page = files.get(pathname);
    if (page && options.prerenderedStale?.() && files.isPrerendered(pathname)) page = undefined;
    if (page && page.expiresAt <= Date.now()) {
      // The year changed: store the pages again; meanwhile this one goes to Express's render.
      if (!refreshing) {
        refreshing = true;
        void files.refresh().finally(() => (refreshing = false));
      }
      page = undefined;
    }
    if (!page && cache?.cacheable(method, pathname, cookie, url)) page = cache.lookup(cache.keyOf(url, cookie));
    return page ? { page, pathname } : undefined;
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) === 47 || url.includes("%")) return false;
    const moved = options.redirects?.(url);
    if (moved) {
      sendRedirect(res, moved, crypto.randomUUID());
      options.onAnswered?.();
      return true;
    }
    if (!simpleHost(req.headers.host)) return false;
    if (options.trustProxy && req.headers["x-forwarded-host"] !== undefined) return false;
    // A landing with UTM values or from another site sets the attribution cookie in Express.
    if (mayCarryTouch(url, req.headers.referer, req.headers.host)) return false;
    const found = find(method, url, req.headers.cookie);
    if (!found) return false;
    const logged = !found.pathname.startsWith("/assets/") && logger.isLevelEnabled("info");
    const started = logged ? performance.now() : 0;
    const requestId = crypto.randomUUID();
    sendStoredPage(req, res, found.page, { "x-request-id": requestId });
    options.onAnswered?.();
    if (logged) {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ requestId, method, path: found.pathname, status: res.statusCode, durationMs }, "request");
    }
    return true;
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = find(req.method, req.originalUrl, req.headers.cookie);
    if (!found) return next();
    sendStoredPage(req, res, found.page, { "x-request-id": String(res.locals.requestId ?? "") });
  };

  return { handle, middleware };
}
