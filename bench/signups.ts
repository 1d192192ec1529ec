/**
 * `npm run bench:signups`: load on the IRACONNECT signup endpoint. Starts a production server
 * (building first when needed) on a fresh embedded database, and also on a fresh PostgreSQL
 * database when DATABASE_URL or TEST_DATABASE_URL names a server; drives POST /api/iraconnect/signup
 * with distinct e-mails through autocannon; prints accepted signups per second, p50/p99 latency and
 * errors; then counts the rows and checks that every acknowledged signup is stored.
 *
 * BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_ENGINES (pglite,postgres) tune it. The per-IP
 * rate limit stays on: the server gets a high SIGNUP_RATE_LIMIT instead. Real signups come from
 * many addresses, so the server trusts one proxy hop and each request names one of 4096 client
 * addresses in X-Forwarded-For; BENCH_SINGLE_IP=1 sends everything from one address instead (the
 * worst case: every request updates the same rate-limit row).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { openPglite } from "#db/client.server.ts";
import { recordSummary, scratchDatabase, SERVER_ENV, SERVER_NODE_FLAGS, signupRequests } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const singleIp = process.env.BENCH_SINGLE_IP === "1";
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim());

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy in time");
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED: "never",
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      SIGNUP_RATE_LIMIT: "100000000",
      TRUST_PROXY: singleIp ? "0" : "1",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Measured = { result: Result; acknowledged: number; failedStatuses: Record<string, number> };

async function drive(url: string): Promise<Measured> {
  let acknowledged = 0;
  const failedStatuses: Record<string, number> = {};
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: signupRequests({ singleIp }),
    // Without a callback autocannon returns a promise that is also its event emitter.
  }) as Promise<Result> & autocannon.Instance;
  instance.on("response", (_client: unknown, statusCode: number) => {
    if (statusCode === 200) acknowledged++;
    else failedStatuses[statusCode] = (failedStatuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  return { result, acknowledged, failedStatuses };
}

type Report = {
  engine: string;
  seconds: number;
  connections: number;
  acknowledged: number;
  signupsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  rows: number;
  lost: number;
  storedButUnacknowledged: number;
  /** The machine's one-minute load average when the run ended (other work on it slows every figure). */
  load: string;
};

function print(report: Report, failedStatuses: Record<string, number>) {
  console.log(`\n== ${report.engine}: ${report.seconds} s, ${report.connections} connections, ${singleIp ? "one client IP" : "4096 client IPs"} (load average ${report.load})`);
  console.log(`accepted signups/s  ${report.signupsPerSecond.toFixed(0)}  (${report.acknowledged} acknowledged)`);
  console.log(`latency             p50 ${report.p50} ms, p99 ${report.p99} ms`);
  console.log(`errors              ${report.errors}${Object.keys(failedStatuses).length ? ` (statuses ${JSON.stringify(failedStatuses)})` : ""}`);
  console.log(`rows in database    ${report.rows}`);
  console.log(`lost                ${report.lost}${report.lost === 0 ? " ✓" : " ✗"}`);
  if (report.storedButUnacknowledged > 0) {
    console.log(`stored, no answer   ${report.storedButUnacknowledged} (in flight when the clock stopped)`);
  }
}

function summarise(engine: string, measured: Measured, rows: number): Report {
  const { result, acknowledged } = measured;
  return {
    engine,
    seconds,
    connections,
    acknowledged,
    signupsPerSecond: acknowledged / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rows,
    lost: Math.max(0, acknowledged - rows),
    storedButUnacknowledged: Math.max(0, rows - acknowledged),
    load: os.loadavg()[0]!.toFixed(1),
  };
}

async function benchPglite(): Promise<Report> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-signups-"));
  const port = await freePort();
  const child = startServer({ PORT: String(port), DATA_DIR: dataDir });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child);
    const measured = await drive(url);
    // The embedded database belongs to the server process: stop it (gracefully), then count.
    await stopServer(child);
    const database = await openPglite({ dataDir });
    const rows = await database.db.$count((await import("#db/schema.ts")).prelaunchSignups);
    await database.close();
    const report = summarise("pglite", measured, rows);
    print(report, measured.failedStatuses);
    return report;
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(baseUrl: string): Promise<Report> {
  const scratch = await scratchDatabase(baseUrl, "iratech_bench");
  const port = await freePort();
  const child = startServer({ PORT: String(port), DATABASE_URL: scratch.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-pg-")) });
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(appUrl, child);
    const measured = await drive(appUrl);
    // Requests still in flight when autocannon stopped may commit a moment later.
    await new Promise((r) => setTimeout(r, 1000));
    const counter = new pg.Client({ connectionString: scratch.url });
    await counter.connect();
    const { rows } = await counter.query<{ n: string }>("select count(*) as n from prelaunch_signups");
    await counter.end();
    const report = summarise("postgres", measured, Number(rows[0]!.n));
    print(report, measured.failedStatuses);
    return report;
  } finally {
    await stopServer(child);
    await scratch.drop();
  }
}

const reports: Report[] = [];
if (engines.includes("pglite")) reports.push(await benchPglite());
if (engines.includes("postgres")) {
  if (serverUrl) reports.push(await benchPostgres(serverUrl));
  else console.log("\n(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to a server to bench it too)");
}

// Issue 6's targets, PostgreSQL's raised by issue 30 (place in line computing in): PostgreSQL ≥ 2,000
// signups/s with p99 ≤ 100 ms; PGlite ≥ 300 signups/s; none lost.
const TARGETS: Record<string, { rate: number; p99?: number }> = { postgres: { rate: 2000, p99: 100 }, pglite: { rate: 300 } };
const summaryRows = reports.map((r) => {
  const target = TARGETS[r.engine]!;
  return {
    bench: "signups",
    subject: `POST /api/iraconnect/signup (${r.engine})`,
    result: `${r.signupsPerSecond.toFixed(0)} signups/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.acknowledged} acknowledged, ${r.rows} rows, ${r.lost} lost (load ${r.load})`,
    target: `≥ ${target.rate}/s${target.p99 ? `, p99 ≤ ${target.p99} ms` : ""}, 0 lost`,
    ok: r.signupsPerSecond >= target.rate && (target.p99 === undefined || r.p99 <= target.p99) && r.lost === 0,
  };
});
recordSummary(summaryRows);
console.log("\n" + summaryRows.map((r) => `${r.ok ? "ok  " : "MISS"} ${r.subject}: ${r.result} (target ${r.target})`).join("\n"));

fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
const file = path.join(root, "bench/results", `signups-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, reports }, null, 2));
console.log(`\nresults saved to ${path.relative(root, file)}`);
process.exit(reports.some((r) => r.lost > 0) ? 1 : 0);
