/**
 * The process: Express with compression, security headers, static files and prerendered pages in
 * front of the bundled app (server/app.ts). `--dev` runs Vite in middleware mode instead of the
 * build. SIGTERM/SIGINT: stop accepting, finish requests in flight (each answer closing its
 * connection), close idle kept-alive connections after a short grace, close the database, exit
 * within 5 s.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import compression from "compression";
import express from "express";
import { parseEnv, EnvError } from "#app/services/env.server.ts";
import { logger } from "#app/services/logger.server.ts";
import type { ServerBuild } from "react-router";
import { subscribe } from "#app/services/realtime.server.ts";
import { followSettingsChanges, prerenderedPagesStale } from "#app/services/site-settings.server.ts";
import { createApp, init, shutdown, stopStreams } from "./app.ts";
import { rememberTouches } from "./attribution.ts";
import { createHtmlCache } from "./html-cache.ts";
import { refuseUnreadableAddress } from "./request-guard.ts";
import { signInGate } from "./sign-in-gate.ts";
import { guardConnections, serverTimeouts } from "./connection-guard.ts";
import { answerMetrics, createMetrics } from "./metrics.ts";
import { operationalGauges } from "#app/services/metrics.server.ts";
import { adminNeverCached, refuseCrossOriginWrites, refuseUnknownMethods, retryAfterAlways, securityHeaders, securityHeadersWithNonce } from "./security.ts";
import { cspReports, windowLimiter } from "./csp-report.ts";
import { createMediaFiles } from "./media-files.ts";
import { createFastPath, redirectMiddleware, type FastPath } from "./fast-path.ts";
import { createEventIngest } from "./event-ingest.ts";
import { followRedirectChanges, redirectFor } from "#app/services/redirects.server.ts";
import { loggedPath, loggedReferrer } from "./log-fields.ts";
import { formTimingWhenRendered, isFormPage, loadStoredFiles, staticFiles } from "./static.ts";


const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV ??= "development";

let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const root = process.cwd();
const clientDir = path.join(root, "build/client");
const server = express();
server.disable("x-powered-by");
server.set("trust proxy", config.TRUST_PROXY);

server.use((req, res, next) => {
  const requestId = crypto.randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    if (stopping) answeredWhileStopping();
    const durationMs = Math.round((Number(process.hrtime.bigint() - started) / 1e6) * 10) / 10;
    // SPEC §2, §8: every miss is logged, whichever route answered it (the catch-all, a route
    // family's loader, a missing asset), as this request's one line, with where the visitor came from.
    if (res.statusCode === 404) {
      const referrer = loggedReferrer(req.get("referer"));
      logger.warn({ requestId, method: req.method, path: loggedPath(req.path), referrer, status: 404, durationMs }, "not found");
      return;
    }
    if (req.path.startsWith("/assets/")) return;
    logger.info({ requestId, method: req.method, path: loggedPath(req.path), status: res.statusCode, durationMs }, "request");
  });
  next();
});
// Event streams must reach the browser as they are written, not when a compression buffer fills.
const compress = compression({
  filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
});
server.use(compress);
const security = { https: config.SITE_URL.startsWith("https:"), dev };
server.use(securityHeaders(security));
server.use(retryAfterAlways());
// Before anything that could act on a request: static files, pages and every route. A Host or
// target that no URL can be made of is refused first (the checks below read the host).
server.use(refuseUnreadableAddress);
server.use(refuseCrossOriginWrites());
server.use(refuseUnknownMethods(windowLimiter(10, 500)));
// Old addresses staff moved (issue 26.4): answered before any page, from memory.
server.use(redirectMiddleware(redirectFor));
server.use(adminNeverCached());
server.use(cspReports());
server.use(signInGate(config.SIGN_IN_POSTS_PER_ADDRESS));
server.use(rememberTouches({ secure: config.SITE_URL.startsWith("https:") }));

let htmlCache: ReturnType<typeof createHtmlCache> | undefined;
let fastPath: FastPath | undefined;
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  server.use(createApp(() => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>));
} else {
  const buildEntry = path.join(root, "build/server/index.js");
  if (!fs.existsSync(buildEntry)) {
    console.error("No build found: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const build = (await import(buildEntry)) as ServerBuild;
  const files = await loadStoredFiles(clientDir, security);
  // Prerendered pages carry the company facts of the build (the defaults); once the settings
  // differ, they are rendered per request and kept in the HTML cache instead (decision 022).
  const staleStored = (pathname: string) => prerenderedPagesStale() && files.isPrerendered(pathname);
  // The contact page sets a cookie per answer: rendered each time, never kept.
  htmlCache = createHtmlCache(build, security, { alsoCached: (pathname) => staleStored(pathname) && !isFormPage(pathname) });
  const media = createMediaFiles(security);
  fastPath = createFastPath({
    files,
    cache: htmlCache,
    media,
    prerenderedStale: prerenderedPagesStale,
    redirects: redirectFor,
    trustProxy: config.TRUST_PROXY > 0,
    onAnswered: () => {
      if (stopping) answeredWhileStopping();
    },
  });
  server.use(fastPath.middleware);
  server.use(media.middleware);
  server.use(staticFiles(clientDir, staleStored));
  server.use(formTimingWhenRendered(staleStored));
  server.use(htmlCache.middleware);
  server.use(createApp(async () => build, build));
}

try {
  await init(config);
  // Content changes (from any instance, or straight SQL) drop the cached pages they affect. A
  // settings change is read again first, then every cached page is dropped (each shows the company's
  // facts); renders started before the reload finished are not stored (the generation moved).
  const cache = htmlCache;
  subscribe((event) => cache?.invalidate(event.topic));
  followSettingsChanges(() => cache?.invalidate("settings"));
  followRedirectChanges();
} catch (error) {
  logger.fatal({ err: error }, "could not start");
  console.error(error instanceof Error ? error.message : error);
  await shutdown().catch(() => {});
  process.exit(1);
}

let stopping = false;
// Draining (issue 29.8, a rolling restart loses no request): from SIGTERM on, every answer says
// `Connection: close`, so a load balancer never sends another request on a socket we are about to
// close (a POST sent on a socket closed under it is lost: balancers do not send it again). Sockets
// kept alive before, and idle now, stay open for DRAIN_GRACE_MS: the balancer's next request on one
// is answered (with `Connection: close`) rather than reset; the ones still idle then are closed.
const DRAIN_GRACE_MS = 1_500;
let drainGraceOver = false;
const inFlight = new Set<http.ServerResponse>();
function answeredWhileStopping() {
  if (drainGraceOver) setImmediate(() => listening.closeIdleConnections());
}
// Stored answers (files, prerendered and cached pages) go out before Express sees the request.
const fast = fastPath;
const connectionSettings = {
  perAddress: config.CONNECTIONS_PER_ADDRESS,
  headersTimeoutMs: config.HEADERS_TIMEOUT_SECONDS * 1000,
  requestTimeoutMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
  keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
};
// The analytics beacon's posts, answered before Express by the route's own service (decision 051).
const events = createEventIngest({
  trust: server.get("trust proxy fn") as (address: string, hop: number) => boolean,
  securityHeaders: securityHeadersWithNonce(security),
  compress: (req, res, next) => compress(req as express.Request, res as express.Response, next),
  onAnswered: () => {
    if (stopping) answeredWhileStopping();
  },
});
// Every answer is counted for /metrics here, the fast path's included (issue 29.8).
const metrics = createMetrics();
const listening = http.createServer(serverTimeouts(connectionSettings), (req, res) => {
  if (stopping) res.shouldKeepAlive = false;
  else {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  }
  metrics.track(req, res);
  if (answerMetrics(req, res, config.METRICS_TOKEN, metrics, operationalGauges)) return;
  if (events.handle(req, res)) return;
  if (fast && fast.handle(req, res)) return;
  void server(req, res);
});
// Before any request is parsed: a cap per client address and deadlines kept to the second (issue 29.1).
guardConnections(listening, connectionSettings);
listening.listen(config.PORT, config.HOST, () => {
  const address = listening.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port }, `server listening on http://localhost:${port}`);
});
// Bounded connections (issues 16.3, 29.1): a request's headers must arrive within
// HEADERS_TIMEOUT_SECONDS and its whole body within REQUEST_TIMEOUT_SECONDS (a slow body is cut off
// with 408), an idle kept-alive socket stays KEEP_ALIVE_TIMEOUT_SECONDS (longer than a load
// balancer's idle timeout, so it never reuses a socket we just closed: a 502), and no more sockets
// are accepted than the process can hold file descriptors for. Event streams are bounded by their
// own limits (app/services/stream-limits.server.ts).
listening.maxConnections = config.MAX_CONNECTIONS;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const deadline = setTimeout(() => {
    logger.error("shutdown took too long; exiting");
    process.exit(1);
  }, 4_500);
  deadline.unref();
  // Answers not begun yet close their socket when done (those already sent cannot be changed).
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  inFlight.clear();
  // Stop accepting: new connections are refused, which a balancer sends to another instance.
  // net.Server's close, not http.Server's: that one also closes every idle kept-alive socket at
  // once, under a request the balancer may be sending on it this moment.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(listening, () => resolve()));
  setTimeout(() => {
    drainGraceOver = true;
    listening.closeIdleConnections();
  }, DRAIN_GRACE_MS).unref();
  // Long-lived event streams end here so that close() can finish; then requests in flight finish
  // before the database closes.
  await stopStreams().catch((error) => logger.error({ err: error }, "error while closing streams"));
  await closed;
  await shutdown().catch((error) => logger.error({ err: error }, "error while closing"));
  clearTimeout(deadline);
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
