/**
 * A production server process of a spec's own (leads-delivery, staff, newsletter-send, settings):
 * its own port next to the project's (E2E_PORT + offset, one more for the postgres project), its
 * own embedded data folder, or, with `database: "project"` in the postgres project, a fresh
 * database on E2E_DATABASE_URL's server. The shared e2e servers never see what such a spec does.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type TestInfo } from "@playwright/test";
import { E2E_ADMIN } from "../admin-credentials.ts";
import { sql } from "./postgres.ts";

const root = path.resolve(import.meta.dirname, "../../..");

export type OwnServer = {
  origin: string;
  port: number;
  /** "" for the embedded database. */
  databaseUrl: string;
  /** What the process has printed so far (stdout and stderr). */
  output(): string;
  /** Starts the process (again) and waits until /healthz answers 200. */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGTERM, then the exit code once the process has gone. */
  stop(): Promise<number | null>;
  /** The e2e admin, created by the CLI straight into the database (before the first start). */
  createAdmin(): void;
  /** Kills what is left and removes the data folder and database; call it in `finally`. */
  dispose(): Promise<void>;
};

export async function ownServer(
  testInfo: Pick<TestInfo, "project">,
  options: {
    name: string;
    portOffset: number;
    database?: "embedded" | "project";
    /** A database another server already uses (a second instance of it, issue 26): shared, never dropped. */
    sharedDatabaseUrl?: string;
    env?: Record<string, string>;
  },
): Promise<OwnServer> {
  const onPostgres = testInfo.project.name === "postgres";
  const port = Number(process.env.E2E_PORT ?? 3100) + options.portOffset + (onPostgres ? 1 : 0);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `iratech-${options.name}-`));
  const serverUrl = options.database === "project" && onPostgres ? process.env.E2E_DATABASE_URL! : "";
  const dbName = `iratech_${options.name.replace(/\W/g, "_")}_${port}_${crypto.randomBytes(3).toString("hex")}`;
  const databaseUrl = options.sharedDatabaseUrl ?? (serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : "");
  if (serverUrl) await sql(serverUrl, `create database ${dbName}`);

  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...options.env,
    ...extra,
  });
  let output = "";
  let child: ChildProcess | undefined;
  return {
    origin,
    port,
    databaseUrl,
    output: () => output,
    async start(extra) {
      // A server left over from an interrupted run would answer in place of ours.
      expect(await fetch(`${origin}/healthz`).catch(() => null), `port ${port} is taken`).toBeNull();
      child = spawn(process.execPath, ["server/index.ts"], { cwd: root, env: env(extra) });
      child.stdout!.on("data", (chunk) => (output += chunk));
      child.stderr!.on("data", (chunk) => (output += chunk));
      await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
    },
    async stop() {
      const running = child!;
      if (running.exitCode !== null || running.signalCode !== null) return running.exitCode;
      const exited = new Promise<number | null>((resolve) => running.once("exit", (code) => resolve(code)));
      running.kill("SIGTERM");
      return exited;
    },
    createAdmin() {
      const created = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", E2E_ADMIN.email], { cwd: root, env: env(), input: `${E2E_ADMIN.password}\n` });
      expect(created.status, String(created.stderr)).toBe(0);
    },
    async dispose() {
      child?.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl) await sql(serverUrl, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
    },
  };
}
