/** Shared by the bench scripts: a production server on a free port with a throw-away database. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Request } from "autocannon";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "..");

const startWords = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.start!.split(/\s+/);

/** Node's flags for the production server: the ones `npm start` gives it (package.json's start script, `[NAME=value…] node <flags> scripts/start.ts`). */
export const SERVER_NODE_FLAGS: string[] = startWords
  .slice(startWords.indexOf("node") + 1, startWords.indexOf("scripts/start.ts"))
  .filter((word) => word.startsWith("--"));

/** The environment `npm start` sets for the server (the NAME=value words before `node`: MALLOC_ARENA_MAX). */
export const SERVER_ENV: Record<string, string> = Object.fromEntries(
  startWords.slice(0, startWords.indexOf("node")).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls /healthz; gives up early when `child` (the server being waited for) has exited. */
export async function waitForHealth(base: string, timeoutMs = 90_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server at ${base} exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${base} did not become healthy within ${timeoutMs} ms`);
}

/** Builds unless a build exists (BENCH_REBUILD=1 forces one). */
export function ensureBuild(): void {
  const built = fs.existsSync(path.join(root, "build/server/index.js"));
  if (built && !process.env.BENCH_REBUILD) return;
  console.log("Building…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export type BenchServer = {
  base: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs (the crash the durability bench simulates); resolves once it is gone. */
  kill(): Promise<void>;
};

type StartOptions = {
  /** Reuse this data folder (kept on stop) instead of a fresh temp folder (removed on stop). */
  dataDir?: string;
  port?: number;
  healthTimeoutMs?: number;
  /** Node's own flags for the server process (before the script); by default those of `npm start`. */
  nodeArgs?: string[];
};

/** Starts `node server/index.ts` on a free port: embedded database in a temp folder unless `env` names DATABASE_URL. */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? SERVER_NODE_FLAGS), "server/index.ts"], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(name);
      await exited;
    }
  };
  try {
    await waitForHealth(base, options.healthTimeoutMs, child);
  } catch (error) {
    await signal("SIGKILL");
    throw error;
  }
  return {
    base,
    port,
    child,
    dataDir,
    async stop() {
      await signal("SIGTERM");
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => signal("SIGKILL"),
  };
}

/** One line of `npm run bench`'s closing table (bench/all.ts). */
export type SummaryRow = { bench: string; subject: string; result: string; target: string; ok: boolean | null };

/**
 * Hands rows to `npm run bench`, which runs every script with BENCH_SUMMARY_FILE set and prints one
 * table of all of them at the end; a script run on its own prints only its own table.
 */
export function recordSummary(rows: SummaryRow[]): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (!file || rows.length === 0) return;
  fs.appendFileSync(file, rows.map((row) => JSON.stringify(row)).join("\n") + "\n");
}

/** A throw-away database on the PostgreSQL server of `serverUrl`; `drop()` removes it, open connections and all. */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * autocannon's requests for IRACONNECT signups: each a distinct member (`signupBody`), from one of
 * 4096 client addresses (`signupAddress`) unless `singleIp`.
 */
export function signupRequests({ singleIp = false } = {}): Request[] {
  const run = crypto.randomBytes(4).toString("hex");
  let sequence = 0;
  return [
    {
      method: "POST",
      path: "/api/iraconnect/signup",
      headers: { "content-type": "application/json", accept: "application/json" },
      setupRequest(request) {
        const n = ++sequence;
        return {
          ...request,
          headers: singleIp ? request.headers : { ...request.headers, "x-forwarded-for": signupAddress(n) },
          body: signupBody(run, n),
        };
      },
    },
  ];
}

/** The JSON body of the `n`th IRACONNECT signup of a bench run (a distinct e-mail and phone per `n`). */
export function signupBody(run: string, n: number): string {
  return JSON.stringify({
    name: `Bench Member ${n}`,
    email: `bench.${run}.${n}@example.com`,
    phone: `+1555${String(n).padStart(7, "0")}`,
    country: "India",
    role: "Software Engineer",
    referralCode: "",
    utmSource: "bench",
    utmMedium: "",
    utmCampaign: "",
    utmTerm: "",
    utmContent: "",
    userAgent: "autocannon",
    sourceIp: "",
  });
}

/** One of 4096 client addresses for the `n`th signup (sent as X-Forwarded-For to a server that trusts one proxy hop). */
export const signupAddress = (n: number) => `10.${(n >> 8) & 15}.${n & 255}.1`;
