/**
 * `npm run bench -- memory`: the production server's resident size (issue 15.5), on a fresh
 * embedded database and, when DATABASE_URL or TEST_DATABASE_URL names a server, on a fresh
 * PostgreSQL database. For each it prints the size
 *
 *   idle      once the server answers /healthz
 *   warm      after every page of the sitemap (and the form pages, the 404) was fetched twice,
 *             once gzip and once brotli
 *   signups   after 10,000 IRACONNECT signups more (50 connections, distinct e-mails and addresses)
 *   peak      the most it held at any moment of the run, start-up included (VmHWM of
 *             /proc/<pid>/status)
 *
 * Each of the first three is read once the server has been quiet for 15 s: V8 hands the pages of
 * a heap that grew under load (or while seeding at start-up) back to the system when the process
 * goes idle, not at once; what it holds then is what it keeps.
 *
 * Target: after warming and 10,000 signups ≤ 350 MB on PGlite and ≤ 200 MB on PostgreSQL
 * (MB = 10^6 bytes). The server runs with the Node flags of `npm start` (SERVER_NODE_FLAGS in
 * bench/lib.ts). Linux only (/proc).
 *
 *   BENCH_SIGNUPS (10000), BENCH_CONNECTIONS (50), BENCH_ENGINES (pglite,postgres), BENCH_SEED (auto:
 *   demo content in the embedded database, as `npm start` does; never: an empty one)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import { ensureBuild, recordSummary, scratchDatabase, SERVER_ENV, SERVER_NODE_FLAGS, signupRequests, startServer, type BenchServer } from "./lib.ts";

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim());
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const TARGET_MB: Record<string, number> = { pglite: 350, postgres: 200 };

/** A field of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the most it has been). */
function status(pid: number, field: "VmRSS" | "VmHWM"): number {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1];
  if (!kib) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

const mb = (bytes: number) => bytes / 1e6;
const settle = () => new Promise((r) => setTimeout(r, 15_000));

/** Every page the sitemap lists, by path, plus the form pages and a miss. */
async function publicPages(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  for (const extra of ["/", "/contact", "/iraconnect", "/iraconnect/join", "/blog", "/no-such-page"]) pages.add(extra);
  return [...pages];
}

async function warm(base: string): Promise<number> {
  const pages = await publicPages(base);
  for (const encoding of ["gzip", "br"]) {
    for (const page of pages) {
      const response = await fetch(base + page, { headers: { "accept-encoding": encoding } });
      await response.arrayBuffer();
    }
  }
  return pages.length;
}

async function signups(base: string): Promise<{ acknowledged: number; failed: number }> {
  let acknowledged = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: SIGNUPS,
    timeout: 20,
    requests: signupRequests(),
  }) as Promise<autocannon.Result> & autocannon.Instance;
  instance.on("response", (_client: unknown, statusCode: number) => {
    if (statusCode === 200) acknowledged++;
  });
  const result = await instance;
  // Answered with an error status, not answered in time, or the connection failed.
  return { acknowledged, failed: result.non2xx + result.errors + result.timeouts };
}

type Report = { engine: string; idle: number; warm: number; afterSignups: number; peak: number; pages: number; acknowledged: number; failed: number };

async function measure(engine: string, env: Record<string, string>): Promise<Report> {
  const server: BenchServer = await startServer(
    { SEED: process.env.BENCH_SEED ?? "auto", SESSION_SECRET: crypto.randomBytes(32).toString("hex"), SIGNUP_RATE_LIMIT: "100000000", TRUST_PROXY: "1", ...env },
    { nodeArgs: SERVER_NODE_FLAGS, healthTimeoutMs: 180_000 },
  );
  const pid = server.child.pid!;
  try {
    await settle();
    const idle = status(pid, "VmRSS");
    const pages = await warm(server.base);
    await settle();
    const warmed = status(pid, "VmRSS");
    const sent = await signups(server.base);
    await settle();
    const afterSignups = status(pid, "VmRSS");
    const peak = status(pid, "VmHWM");
    return { engine, idle, warm: warmed, afterSignups, peak, pages, ...sent };
  } finally {
    await server.stop();
  }
}

ensureBuild();
const reports: Report[] = [];
if (engines.includes("pglite")) reports.push(await measure("pglite", { DATABASE_URL: "" }));
if (engines.includes("postgres")) {
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, "iratech_bench_memory");
    try {
      reports.push(await measure("postgres", { DATABASE_URL: scratch.url }));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log("(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to a server to measure it too)");
  }
}

const ok = (r: Report) => mb(r.afterSignups) <= TARGET_MB[r.engine]! && r.failed === 0;
console.log(`\nServer resident size (MB = 10^6 bytes; ${Object.entries(SERVER_ENV).map(([k, v]) => `${k}=${v} `).join("")}node ${SERVER_NODE_FLAGS.join(" ") || "without flags"})`);
console.log("engine    idle    warm   +signups   peak   target   pages  signups");
for (const r of reports) {
  const cells = [r.idle, r.warm, r.afterSignups, r.peak].map((b) => mb(b).toFixed(0).padStart(6));
  console.log(
    `${r.engine.padEnd(8)} ${cells[0]}  ${cells[1]}  ${cells[2]}    ${cells[3]}   ≤ ${TARGET_MB[r.engine]}  ${String(r.pages).padStart(5)}  ${r.acknowledged} ok, ${r.failed} failed  ${ok(r) ? "ok" : "MISS"}`,
  );
}
recordSummary(
  reports.map((r) => ({
    bench: "memory",
    subject: `server RSS (${r.engine})`,
    result: `idle ${mb(r.idle).toFixed(0)} MB, warm ${mb(r.warm).toFixed(0)} MB, after ${r.acknowledged} signups ${mb(r.afterSignups).toFixed(0)} MB, peak ${mb(r.peak).toFixed(0)} MB${r.failed ? `, ${r.failed} signups failed` : ""}`,
    target: `≤ ${TARGET_MB[r.engine]} MB after warming and ${SIGNUPS} signups`,
    ok: ok(r),
  })),
);
process.exit(reports.every(ok) ? 0 : 1);
