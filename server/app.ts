/**
 * The app behind the process entry: the React Router request handler with its per-request context,
 * and the lifecycle (open and migrate the database, seed, live updates, shutdown).
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { closeDatabase, database, openDatabase } from "#db/client.server.ts";
import { seedIfEmpty } from "#db/seed.ts";
import { requestInfoContext } from "#app/lib/request-context.server.ts";
import type { Env } from "#app/services/env.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { startMailWorker, stopMailWorker } from "#app/services/mail.server.ts";
import { announceSetupLink } from "#app/services/staff-setup.server.ts";
import { startScheduler, stopScheduler } from "#app/services/scheduler.server.ts";
import { startRealtime, stopRealtime } from "#app/services/realtime.server.ts";

export function createApp(build: () => Promise<ServerBuild>): express.Router {
  const app = express.Router();
  app.use(
    createRequestHandler({
      build,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          nonce: String(res.locals.nonce ?? ""),
          requestId: String(res.locals.requestId ?? ""),
          ip: req.ip ?? "",
          userAgent: req.get("user-agent") ?? "",
        });
        return context;
      },
    }),
  );
  return app;
}

/** There is no default admin password: the first admin is created on the command line. */
/** Opens the database, applies migrations, seeds an empty embedded database, starts live updates. */
export async function init(config: Env): Promise<void> {
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await opened.migrate();
  if (config.SEED === "auto" && opened.kind === "pglite") {
    const seeded = await seedIfEmpty(opened.db);
    if (seeded) logger.info({ seeded }, "seeded the empty embedded database with demo content");
  }
  await startRealtime(database());
  await startMailWorker(config);
  startScheduler();
  logger.info({ database: opened.kind }, "database ready");
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
  await stopMailWorker();
  await stopRealtime();
  await closeDatabase();
}
