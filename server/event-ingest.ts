/**
 * POST /api/event, the analytics beacon's endpoint (issue 27), answered before Express and React
 * Router (decision 051): under load their middleware and routing were most of an event's cost.
 *
 * What the endpoint does is not here: `collectFrom` (app/services/analytics.server.ts) reads the
 * body under the same cap, parses it with the same schema, applies Do Not Track, Global Privacy
 * Control, the bot list, the admin paths, the per-address limit, the daily salt and the batcher, as
 * the route (app/routes/resources/analytics-event.ts) does through `collectRequest`. Their state
 * (limits, counts, salts, the batcher) lives on globalThis (`singleton`), so this module and the
 * bundled build share one of each.
 *
 * What Express's middleware does before the route is kept here in the one way that cannot drift:
 * a request any of it would refuse or treat apart is not taken, and goes to Express as before.
 * Taken are only POSTs of exactly COLLECT_PATH with a plain Host (server/fast-path.ts's test), no
 * forwarded host or odd forwarded scheme, from the same origin (`isCrossOrigin`, the check
 * `refuseCrossOriginWrites` applies). The answer carries what Express's would: the security
 * headers with a fresh nonce, X-Request-Id, `Cache-Control: no-store`, Retry-After on a 429,
 * `Vary: Accept-Encoding` on a text body, the request's log line.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { COLLECT_PATH } from "#app/lib/analytics-events.ts";
import { DEFAULT_RETRY_AFTER_SECONDS, NO_STORE } from "#app/lib/http.ts";
import { collectFrom, type CollectReply, type HeaderReader } from "#app/services/analytics.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { logRequestError } from "#app/services/request-errors.server.ts";
import { simpleHost } from "./fast-path.ts";
import { isCrossOrigin } from "./security.ts";

/** Express's own address resolution (req.ip): the same package, with the app's compiled "trust proxy fn". */
type ProxyAddr = (req: IncomingMessage, trust: (address: string, hop: number) => boolean) => string;
const proxyaddr = createRequire(import.meta.url)("proxy-addr") as ProxyAddr;

export type EventIngest = {
  /** True when it took the request (and will answer it). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
};

export function createEventIngest(options: {
  /** Express's compiled trust setting: `app.get("trust proxy fn")`. */
  trust: (address: string, hop: number) => boolean;
  /** The security headers of a per-request answer, for its nonce (server/security.ts). */
  securityHeaders: (nonce: string) => Record<string, string>;
  /** Express's compression middleware (server/index.ts): a text answer goes through it as the route's does. */
  compress?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  onAnswered?: () => void;
}): EventIngest {
  const { trust } = options;
  // The path alone or with a query (Express matches req.path, which has none).
  const WITH_QUERY = COLLECT_PATH + "?";

  /** The host Express would see (req.host), or null when the request is not taken. */
  function taken(req: IncomingMessage): string | null {
    if (req.method !== "POST") return null;
    const url = req.url ?? "";
    if (url !== COLLECT_PATH && !(url.startsWith(WITH_QUERY) && !url.includes("%") && !url.includes("#"))) return null;
    const headers = req.headers;
    if (!simpleHost(headers.host)) return null;
    let host = headers.host!;
    if (trust(req.socket.remoteAddress ?? "", 0)) {
      // A trusted proxy's X-Forwarded-Host is the host (one plain value only: anything else, Express decides).
      const forwardedHost = headerOf(headers, "x-forwarded-host");
      if (forwardedHost) {
        if (!simpleHost(forwardedHost)) return null;
        host = forwardedHost;
      }
      // The scheme the request URL is built with (refuseUnreadableAddress): http or https only.
      const proto = headerOf(headers, "x-forwarded-proto");
      if (proto && !/^\s*https?\s*(,|$)/i.test(proto)) return null;
    }
    // Refused with 403 by refuseCrossOriginWrites (with its log line): Express answers it.
    if (isCrossOrigin(headerOf(headers, "origin"), headerOf(headers, "sec-fetch-site"), host)) return null;
    return host;
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const host = taken(req);
    if (host === null) return false;
    const started = process.hrtime.bigint();
    const requestId = crypto.randomUUID();
    const ip = proxyaddr(req, trust);
    const userAgent = headerOf(req.headers, "user-agent") ?? "";
    const reader: HeaderReader = { get: (name) => headerOf(req.headers, name.toLowerCase()) ?? null };
    // Read as the route reads it, except that stopping early (a body over the cap) leaves the
    // socket open for the answer (a web stream's cancel would destroy it): the rest is drained.
    const body = {
      contentType: reader.get("content-type"),
      contentLength: reader.get("content-length"),
      body: { [Symbol.asyncIterator]: () => req.iterator({ destroyOnReturn: false }) as AsyncIterator<Uint8Array> },
    };
    collectFrom(body, reader, { ip, userAgent }).then(
      (reply) => send(req, res, reply, requestId, started),
      (error: unknown) => {
        logRequestError({ error }, { method: "POST", url: `http://${host}${COLLECT_PATH}` }, ip);
        send(req, res, { status: 500, error: "Unexpected Server Error" }, requestId, started);
      },
    );
    return true;
  }

  function send(req: IncomingMessage, res: ServerResponse, reply: CollectReply | { status: 500; error: string }, requestId: string, started: bigint): void {
    if (res.headersSent || res.destroyed) return;
    const headers: Record<string, string> = {
      "x-request-id": requestId,
      ...options.securityHeaders(crypto.randomBytes(16).toString("base64")),
      "cache-control": NO_STORE["Cache-Control"],
    };
    const text = reply.status === 202 || reply.status === 204 ? null : (reply.error ?? "");
    if (reply.status === 429) headers["retry-after"] = String(DEFAULT_RETRY_AFTER_SECONDS);
    if (text === null) {
      if (reply.status !== 204) headers["content-length"] = "0";
      res.writeHead(reply.status, headers);
      res.end();
    } else {
      headers["content-type"] = "text/plain; charset=utf-8";
      // Written as the route's answer is (a stream of unknown length, through compression): the same
      // Content-Encoding and Vary for the same Accept-Encoding.
      const write = () => {
        res.writeHead(reply.status, headers);
        res.write(text);
        res.end();
      };
      if (options.compress) options.compress(req, res, write);
      else {
        headers["vary"] = "Accept-Encoding";
        write();
      }
    }
    // A body left unread (a 413 or 415 before it was read) is drained, as Node does after Express's answer.
    if (!req.complete) req.resume();
    options.onAnswered?.();
    if (logger.isLevelEnabled("info")) {
      const durationMs = Math.round((Number(process.hrtime.bigint() - started) / 1e6) * 10) / 10;
      logger.info({ requestId, method: "POST", path: COLLECT_PATH, status: reply.status, durationMs }, "request");
    }
  }

  return { handle };
}

/** A header as Express's `req.get` and the adapter's Headers read it: repeated values joined. */
function headerOf(headers: IncomingMessage["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
