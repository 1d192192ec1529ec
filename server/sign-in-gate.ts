/**
 * Sign-in posts in progress per client address (issue 16.2), checked before React Router: past
 * SIGN_IN_POSTS_PER_ADDRESS at once, the post is answered 429 with `Retry-After` from a short
 * stored page, without reading the body, touching the database or rendering. A person signs in
 * one post at a time; sixty at once from one address are a flood, and rendering a refusal page for
 * each kept pages and health checks waiting seconds on the one event loop. The per-account and
 * per-address throttles (app/services/login-throttle.server.ts) still decide every post let in.
 */
import type { RequestHandler } from "express";
import { adminPaths } from "#app/lib/paths.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** The forms whose posts check a password or a code. */
const GATED = new Set([adminPaths.login, adminPaths.loginTwoFactor].flatMap((path) => [path, `${path}.data`]));

export const SIGN_IN_FLOOD_MESSAGE = "Too many sign-in attempts at once from your address. Please wait a moment and try again.";

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many attempts</title></head><body><main><h1>Too many attempts</h1><p>${SIGN_IN_FLOOD_MESSAGE}</p><p><a href="${adminPaths.login}">Back to sign-in</a></p></main></body></html>`;

export function signInGate(perAddress: number): RequestHandler {
  const inProgress = new Map<string, number>();
  return (req, res, next) => {
    if (req.method !== "POST" || !GATED.has(req.path)) return next();
    const address = req.ip ?? "";
    const count = inProgress.get(address) ?? 0;
    if (count >= perAddress) {
      res.status(429).set({ "Retry-After": "1", ...NO_STORE, Connection: "close" }).type("html").send(page);
      return;
    }
    inProgress.set(address, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (inProgress.get(address) ?? 1) - 1;
      if (left > 0) inProgress.set(address, left);
      else inProgress.delete(address);
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}
