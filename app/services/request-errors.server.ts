/**
 * What the server logs when a route answers with an error (issue 16.7): a refusal a stranger can
 * cause at will (a POST to a page without a form, a 404 of a loader, a 405) is one line without a
 * stack, at most a few per address a minute, so such requests cannot flood the log; anything else
 * (a 5xx, a thrown bug) is logged in full, every time.
 */
import { logger } from "./logger.server.ts";

const WINDOW_MS = 60_000;

/** At most `perKey` lines per key and `total` in all per minute (per process). */
export function logGate(perKey: number, total: number, windowMs = WINDOW_MS) {
  let windowStart = 0;
  let all = 0;
  const counts = new Map<string, number>();
  return (key: string, now = Date.now()): boolean => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      all = 0;
      counts.clear();
    }
    const count = counts.get(key) ?? 0;
    if (count >= perKey || all >= total) return false;
    counts.set(key, count + 1);
    all++;
    return true;
  };
}

const refusals = logGate(10, 500);

export type ErrorRequest = { method: string; url: string; signal?: AbortSignal };

/**
 * An error a route produced: what was thrown, and the status when it was an answer of the router
 * (a 404, a 405: the server entry tells them apart), not a bug.
 */
export type RouteFailure = { error: unknown; status?: number };

/** Logs an error a route produced; `ip` is the client's address when known. */
export function logRequestError({ error, status }: RouteFailure, request: ErrorRequest, ip: string | undefined, allow = refusals): void {
  if (request.signal?.aborted) return;
  const path = new URL(request.url).pathname;
  if (status !== undefined && status < 500) {
    if (allow(ip ?? "")) logger.warn({ status, method: request.method, path, ip }, "request refused");
    return;
  }
  logger.error({ err: error, method: request.method, path, ip }, "error while handling a request");
}
