/**
 * The app behind the process entry: the React Router request handler with its per-request context,
 * and the lifecycle (open and migrate the database, seed, live updates, shutdown).
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { closeDatabase, database, openDatabase } from "#db/client.server.ts";
import { seedIfEmpty } from "#db/seed.ts";
import { seedMedia } from "#app/services/seed-media.server.ts";
import { seedSitePages } from "#app/services/page-seed.server.ts";
import { paths } from "#app/lib/paths.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import type { Env } from "#app/services/env.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { startMailWorker, stopMailWorker } from "#app/services/mail.server.ts";
import { announceSetupLink } from "#app/services/staff-setup.server.ts";
import { startScheduler, stopScheduler } from "#app/services/scheduler.server.ts";
import { startAdminSocket } from "./admin-socket.ts";

let closeAdminSocket: (() => Promise<void>) | null = null;
import { startRealtime, stopRealtime } from "#app/services/realtime.server.ts";
import { reloadSiteSettings } from "#app/services/site-settings.server.ts";
import { reloadRedirects } from "#app/services/redirects.server.ts";
import { setStreamLimits } from "#app/services/stream-limits.server.ts";
import { signingKey, useSharedSigningKey } from "#app/services/secrets.server.ts";

function loadContext(req: express.Request, res: express.Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    nonce: String(res.locals.nonce ?? ""),
    requestId: String(res.locals.requestId ?? ""),
    ip: req.ip ?? "",
    userAgent: req.get("user-agent") ?? "",
  });
  return context;
}

/**
 * Busy write endpoints answered by a React Router handler that knows only their route and its
 * ancestors: React Router matches every request against all of the build's routes (about a
 * hundred, flattened and compiled again on each call), which was a seventh of the server's time
 * per signup (issue 15.4). The same module, action, context and error handling run.
 */
export const DIRECT_ROUTES: ReadonlyArray<{ method: "post"; path: string; id: string }> = [
  { method: "post", path: paths.signupApi, id: "routes/resources/iraconnect-signup" },
  { method: "post", path: paths.analyticsApi, id: "routes/resources/analytics-event" },
];

/** The build with only the routes `ids` and their ancestors (for a handler that serves just those). */
export function onlyRoutes(build: ServerBuild, ids: string[]): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  for (const id of ids) {
    for (let at: string | undefined = id; at; at = build.routes[at]?.parentId) {
      const route = build.routes[at];
      if (!route) throw new Error(`no route ${at} in the build`);
      routes[at] = route;
      const asset = build.assets.routes[at];
      if (asset) assetRoutes[at] = asset;
    }
  }
  return { ...build, routes, assets: { ...build.assets, routes: assetRoutes } };
}

/**
 * The React Router app. `direct` (production) is the loaded build: DIRECT_ROUTES are then answered
 * by handlers of their own, before the handler of every route.
 */
export function createApp(build: () => Promise<ServerBuild>, direct?: ServerBuild): express.Router {
  const app = express.Router();
  if (direct) {
    for (const route of DIRECT_ROUTES) {
      const handle = createRequestHandler({ build: onlyRoutes(direct, [route.id]), getLoadContext: loadContext });
      // Only the exact path: anything else (a trailing slash, another method) goes the usual way.
      app[route.method](route.path, (req, res, next) => (req.path === route.path ? handle(req, res, next) : next()));
    }
  }
  // The loaded build itself when there is one: given a function, React Router flattens, ranks and
  // compiles every route again on each request (its `derive`), which was most of a /healthz answer's
  // time; given the build, it does that once. The dev server passes a function (Vite reloads modules).
  app.use(createRequestHandler({ build: direct ?? build, getLoadContext: loadContext }));
  return app;
}

/** Opens the database, applies migrations, seeds an empty embedded database, starts live updates. */
export async function init(config: Env): Promise<void> {
  setStreamLimits({
    perAddress: config.EVENT_STREAMS_PER_ADDRESS,
    total: config.EVENT_STREAMS_TOTAL,
    maxLifetimeMs: config.EVENT_STREAM_MAX_SECONDS * 1000,
  });
  // A new embedded database is created, migrated and seeded by a child process (server/pglite-init.ts),
  // whose memory goes when it exits; what follows then finds nothing left to do.
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, seed: config.SEED === "auto" });
  await opened.migrate();
  if (config.SEED === "auto" && opened.kind === "pglite") {
    const seeded = await seedIfEmpty(opened.db, seedMedia);
    if (seeded) logger.info({ seeded }, "seeded the empty embedded database with demo content");
  }
  // The site's pages from blocks (issue 26) are the site, not demo content: written on either
  // engine into an empty pages table (a new database, or one from before pages).
  try {
    await seedSitePages();
  } catch (error) {
    logger.error({ err: error }, "writing the site's pages failed");
  }
  // The signing key is read (or generated) now, so that its warning comes at boot, not at the
  // first signed link (issue 16.7).
  // With a server and no SESSION_SECRET, every instance uses one key kept in the database (16.6).
  try {
    if (!config.SESSION_SECRET && opened.kind === "postgres") {
      await useSharedSigningKey();
      logger.info("SESSION_SECRET is not set: signing with the key shared by every instance through the database");
    } else {
      signingKey();
    }
  } catch (error) {
    logger.error({ err: error }, "the signing key could not be read or generated: signed links and cookies will fail");
  }
  await startRealtime(database());
  // The company's facts, in memory for every render (decision 022), and the two-factor requirement.
  await reloadSiteSettings();
  // Redirects, in memory for the fast path (issue 26.4).
  await reloadRedirects();
  await startMailWorker(config);
  startScheduler();
  logger.info({ database: opened.kind }, "database ready");
  // `npm run admin:create` works while this process holds the embedded database (decision 012).
  if (opened.kind === "pglite" && process.platform !== "win32") {
    closeAdminSocket = await startAdminSocket(config.DATA_DIR).catch((error: unknown) => {
      logger.warn({ err: error }, "could not open the admin:create socket; stop the server to run admin:create");
      return null;
    });
  }
  // First run: one line with a fresh single-use setup link (issue 13.1).
  await announceSetupLink();
}

/** Ends the long-lived event streams, so that the HTTP server can close. */
export async function stopStreams(): Promise<void> {
  await stopRealtime();
}

/** Closes the database (after requests in flight have finished). */
export async function shutdown(): Promise<void> {
  stopScheduler();
  await closeAdminSocket?.();
  closeAdminSocket = null;
  await stopMailWorker();
  await stopRealtime();
  await closeDatabase();
}
