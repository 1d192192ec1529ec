/**
 * Remembers where a visitor came from (app/lib/attribution.ts), on whichever page they land: a
 * document request with UTM values or from another site sets the first-party touch cookie (the
 * first touch is kept, the last replaced, 90 days). Runs before the prerendered pages and the HTML
 * cache, which serve the same HTML to everyone; only this header differs.
 */
import type { RequestHandler } from "express";
import { cookieFromHeader } from "#app/services/cookies.server.ts";
import { nextTouches, parseTouches, serializeTouches, TOUCH_COOKIE, TOUCH_MAX_AGE_SECONDS, touchOf } from "#app/lib/attribution.ts";

/**
 * Whether a request may carry a touch (UTM values or a referrer from another site): such a request
 * must pass through `rememberTouches`, so the fast path (server/fast-path.ts) leaves it to Express.
 * A cheap over-approximation: a same-site referrer with no `utm_` passes the fast path.
 */
export function mayCarryTouch(url: string, referer: string | undefined, host: string | undefined): boolean {
  if (url.includes("utm_")) return true;
  if (!referer) return false;
  try {
    return new URL(referer).host !== host;
  } catch {
    return false;
  }
}

export function rememberTouches({ secure }: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || !(req.get("accept") ?? "").includes("text/html")) return next();
    try {
      const query = req.originalUrl.indexOf("?");
      const search = new URLSearchParams(query >= 0 ? req.originalUrl.slice(query + 1) : "");
      const touches = nextTouches(parseTouches(cookieFromHeader(req.headers.cookie, TOUCH_COOKIE)), touchOf(search, req.get("referer"), req.get("host")));
      if (touches) {
        const attributes = `Path=/; Max-Age=${TOUCH_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
        res.append("Set-Cookie", `${TOUCH_COOKIE}=${serializeTouches(touches)}; ${attributes}`);
      }
    } catch {
      // A malformed address or header is simply not a touch.
    }
    next();
  };
}
