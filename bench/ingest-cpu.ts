/**
 * `node bench/ingest-cpu.ts`: the server's own CPU time per analytics event (decision 051). On a
 * shared, loaded machine events/s measure the neighbours as much as the server; the CPU time the
 * server process spends per event (user + system, from /proc, Linux only) moves much less. Posts
 * INGEST_EVENTS (20,000) pageviews as bench/analytics.ts does, on PGlite, or on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL names a server (BENCH_ENGINES as there). INGEST_CPU_PROF=dir
 * writes the server's --cpu-prof profile there.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import autocannon, { type Result } from "autocannon";
import { scratchDatabase, SERVER_NODE_FLAGS, startServer } from "./lib.ts";

const total = Number(process.env.INGEST_EVENTS ?? 20_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim());
const profileDir = process.env.INGEST_CPU_PROF;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PATHS = ["/", "/about", "/blog", "/iraconnect", "/contact", "/products", "/blog/hello-world"];

/** User + system CPU seconds of a process so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

for (const engine of engines) {
  if (engine === "postgres" && !serverUrl) continue;
  const scratch = engine === "postgres" ? await scratchDatabase(serverUrl!, "iratech_bench_ingest_cpu") : null;
  const server = await startServer(
    { ANALYTICS_RATE_LIMIT: "100000000", TRUST_PROXY: "1", SEED: "never", SESSION_SECRET: crypto.randomBytes(32).toString("hex"), DATABASE_URL: scratch?.url ?? "" },
    profileDir ? { nodeArgs: [...SERVER_NODE_FLAGS, "--cpu-prof", `--cpu-prof-dir=${profileDir}`] } : {},
  );
  const requests = Array.from({ length: 4096 }, (_, n) => ({
    method: "POST" as const,
    path: "/api/event",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base, "user-agent": CHROME, "x-forwarded-for": `10.${(n >> 8) & 15}.${n & 255}.1` },
    body: new URLSearchParams({ n: "pageview", u: `${PATHS[n % PATHS.length]}?utm_campaign=bench-${n % 5}`, r: n % 3 === 0 ? "https://www.google.com/" : "" }).toString(),
  }));
  // A warm-up (the country database loads on the first event, the code is compiled), then the measure.
  await autocannon({ url: server.base, connections, amount: 2_000, requests });
  const before = cpuSeconds(server.child.pid!);
  const started = performance.now();
  const result: Result = await autocannon({ url: server.base, connections, amount: total, requests });
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.child.pid!) - before;
  await server.stop();
  if (scratch) await scratch.drop();
  console.log(
    `${engine.padEnd(8)} ${((cpu / total) * 1e6).toFixed(0)} µs CPU/event, ${(total / seconds).toFixed(0)} events/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx} (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
}
