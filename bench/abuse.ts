/**
 * `npm run bench:abuse`: the site's latency while strangers push it (issue 16, items 2 and 3), on a
 * production server with a fresh embedded database:
 *
 *   baseline   GET /healthz and GET /blog with nobody else on the server
 *   flood      the same while 60 connections post sign-ins with unknown e-mails as fast as they can
 *              (each one a password check or a throttled refusal)
 *   streams    the same while 1,000 live-update streams (/events) are open
 *   held       the same while one address (127.0.0.2) holds 2,000 connections that never finish
 *              their headers, reopening each one the server closes (issue 29.1); the visitor is
 *              on 127.0.0.1
 *
 * On PGlite, and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server.
 * Target: /healthz p99 under 250 ms (issue 16; issue 29 asks < 500) and /blog p99 under 250 ms (issue 29;
 * issue 16 asked < 500) in each, no errors on them; every
 * one of the 1,000 streams is accepted. The per-address stream cap is raised for the run (all
 * streams come from 127.0.0.1; the cap itself is tested in tests/integration/events.test.ts).
 */
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, recordSummary, scratchDatabase, startServer } from "./lib.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const HELD = Number(process.env.BENCH_HELD ?? 2000);
/** The stricter of issue 16's and issue 29's budgets for each path. */
const TARGETS = { "/healthz": 250, "/blog": 250 } as const;

type Latency = { p50: number; p99: number; errors: number; rps: number };

async function measure(base: string, path: string): Promise<Latency> {
  const result = await autocannon({ url: base + path, duration: SECONDS, connections: 10 });
  return { p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, rps: result.requests.average };
}

async function measureBoth(base: string): Promise<Record<keyof typeof TARGETS, Latency>> {
  // One after the other: each gets the machine's attention the other would take.
  return { "/healthz": await measure(base, "/healthz"), "/blog": await measure(base, "/blog") };
}

/**
 * Opens one /events stream from `localAddress`; resolves with its status once its headers arrive.
 * The streams are the site's readers, so they come from addresses of their own (127.0.1.x, 200 to
 * an address, under the per-address connection cap of issue 29.1), not from the visitor's 127.0.0.1:
 * 1,000 from one address would be refused past the cap, and would take the visitor's share too.
 */
const STREAMS_PER_ADDRESS = 200;
function openStream(base: string, agent: http.Agent, opened: http.ClientRequest[], localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/events?topic=signups`, { agent, localAddress, headers: { Accept: "text/event-stream" } }, (res) => {
      res.on("data", () => {});
      res.on("error", () => {});
      resolve(res.statusCode ?? 0);
    });
    request.on("error", () => resolve(0));
    opened.push(request);
  });
}

/**
 * The held-connections attacker (bench/hold-connections.ts) in a process of its own, as the sign-in
 * flood's is: its 2,000 sockets' churn (opening, writing, reopening each one the server closes) is
 * the attacker's own cost, on its own machine. Run in this process, it shared the event loop of the
 * visitor's autocannon, whose measured latency then included the wait behind it (the visitor's
 * requests were written and their answers read late, not answered late). It still runs on this
 * machine's two cores, competing with the server for them, which a remote attacker would not:
 * the server's cost of each accept and refusal stays in the measurement.
 * `stop()` resolves with how often the server closed a held connection.
 */
function holdConnections(base: string, count: number) {
  const attacker = spawn(process.execPath, [path.join(import.meta.dirname, "hold-connections.ts"), base, String(count), "127.0.0.2"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  attacker.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => attacker.once("exit", () => resolve()));
  return {
    async stop(): Promise<number> {
      attacker.kill("SIGTERM");
      await exited;
      return (JSON.parse(output.trim().split("\n").at(-1) || "{}") as { closedByServer?: number }).closedByServer ?? 0;
    },
  };
}

ensureBuild();
type Row = { engine: string; phase: string; results: Record<keyof typeof TARGETS, Latency>; note: string; ok: boolean };
const rows: Row[] = [];

/** The three phases against one server. */
async function phases(engine: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ ...env, EVENT_STREAMS_PER_ADDRESS: String(STREAMS + 100), EVENT_STREAMS_TOTAL: String(STREAMS + 100) });
  try {
    await measure(server.base, "/blog"); // warm-up: caches and JIT
    rows.push({ engine, phase: "baseline", results: await measureBoth(server.base), note: "", ok: true });

    // A sign-in flood from another process (bench/sign-in-flood.ts), for the whole phase.
    const attacker = spawn(process.execPath, [path.join(import.meta.dirname, "sign-in-flood.ts"), server.base, String(SECONDS * 2 + 2)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    attacker.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const flood = new Promise<void>((resolve) => attacker.once("exit", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const during = await measureBoth(server.base);
    await flood;
    const statuses = JSON.parse(output.trim().split("\n").at(-1) || "{}") as Record<string, number>;
    const answered = Object.entries(statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
    rows.push({ engine, phase: "sign-in flood (60 connections)", results: during, note: `sign-ins answered: ${answered}`, ok: true });

    // 1,000 open live-update streams.
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const opened: http.ClientRequest[] = [];
    const accepted = (await Promise.all(Array.from({ length: STREAMS }, (_, i) => openStream(server.base, agent, opened, `127.0.1.${1 + Math.floor(i / STREAMS_PER_ADDRESS)}`)))).filter((s) => s === 200).length;
    const withStreams = await measureBoth(server.base);
    for (const request of opened) request.destroy();
    agent.destroy();
    rows.push({ engine, phase: `${STREAMS} open event streams`, results: withStreams, note: `${accepted} of ${STREAMS} streams accepted`, ok: accepted === STREAMS });

    // One address holding connections (issue 29.1); the visitor is on another.
    const held = holdConnections(server.base, HELD);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const whileHeld = await measureBoth(server.base);
    const closedByServer = await held.stop();
    rows.push({ engine, phase: `${HELD} held connections (127.0.0.2)`, results: whileHeld, note: `the server closed ${closedByServer} held connections`, ok: true });
  } finally {
    await server.stop();
  }
}

await phases("pglite", {});
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl, "iratech_bench_abuse");
  try {
    await phases("postgres", { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
console.log(`\nautocannon: 10 connections, ${SECONDS} s per path; targets: /healthz p99 < ${TARGETS["/healthz"]} ms, /blog p99 < ${TARGETS["/blog"]} ms, 0 errors\n`);
console.log(`${"engine".padEnd(10)}${"phase".padEnd(34)}${"path".padEnd(10)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("errors", 8)}`);
const summary = [];
for (const row of rows) {
  for (const [path, result] of Object.entries(row.results) as Array<[keyof typeof TARGETS, Latency]>) {
    // No answer at all within the phase is the worst latency, not a pass.
    const ok = row.ok && result.rps > 0 && result.p99 < TARGETS[path] && result.errors === 0;
    console.log(`${row.engine.padEnd(10)}${row.phase.padEnd(34)}${path.padEnd(10)}${pad(result.rps.toFixed(0), 8)}${pad(result.p50, 8)}${pad(result.p99, 8)}${pad(result.errors, 8)}  ${ok ? "ok" : "MISS"}`);
    summary.push({
      bench: "abuse",
      subject: `GET ${path}, ${row.phase}, ${row.engine}`,
      result: `p99 ${result.p99} ms, p50 ${result.p50} ms, ${result.rps.toFixed(0)} req/s, ${result.errors} errors${row.note ? `; ${row.note}` : ""}`,
      target: `p99 < ${TARGETS[path]} ms, 0 errors (16.2, 16.3, 29)`,
      ok,
    });
  }
  if (row.note) console.log(`${"".padEnd(44)}${row.note}`);
}
recordSummary(summary);
