/**
 * `npm run bench:analytics`: the analytics beacon's endpoint under load, then the dashboard's
 * queries over many events (issue 27's budgets).
 *
 * 1. Ingest: a production server on a fresh embedded database (and on a fresh PostgreSQL database
 *    when DATABASE_URL or TEST_DATABASE_URL names a server); autocannon posts pageviews to
 *    /api/event from 4096 client addresses (X-Forwarded-For, one trusted proxy hop); prints stored
 *    events per second, p50/p99 and errors, then counts the rows: every 202 must be a stored event.
 * 2. Queries: ANALYTICS_BENCH_EVENTS events (default 200,000; the issue's budget is 1 million on
 *    PGlite and 10 million on PostgreSQL) are seeded straight into the tables in SQL, rolled up,
 *    and every dashboard read is timed (the median of 3).
 *
 * BENCH_SECONDS (15), BENCH_CONNECTIONS (50), BENCH_ENGINES (pglite,postgres) tune it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDatabase, openPglite, openPostgres, useDatabase, type Database } from "#db/client.server.ts";
import { breakdown, funnel, goals, postResults, rollUpEvents, summary, timeseries, topPages, eventTotals } from "#app/models/analytics.server.ts";
import { periodRanges, SIGNUP_FUNNEL, STANDARD_GOALS } from "#app/services/analytics.server.ts";
import { recordSummary, scratchDatabase, startServer, type SummaryRow } from "./lib.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seedEvents = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 200_000);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim());
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PATHS = ["/", "/about", "/blog", "/iraconnect", "/contact", "/products", "/blog/hello-world"];

function requests(base: string): autocannon.Request[] {
  return Array.from({ length: 4096 }, (_, n) => ({
    method: "POST" as const,
    path: "/api/event",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "user-agent": CHROME,
      "x-forwarded-for": `10.${(n >> 8) & 15}.${n & 255}.1`,
    },
    body: new URLSearchParams({ n: "pageview", u: `${PATHS[n % PATHS.length]}?utm_campaign=bench-${n % 5}`, r: n % 3 === 0 ? "https://www.google.com/" : "" }).toString(),
  }));
}

async function ingest(engine: "pglite" | "postgres"): Promise<SummaryRow[]> {
  const scratch = engine === "postgres" ? await scratchDatabase(serverUrl!, "iratech_bench_analytics") : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-analytics-ingest-"));
  const server = await startServer(
    {
      ANALYTICS_RATE_LIMIT: "100000000",
      TRUST_PROXY: "1",
      SEED: "never",
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      DATABASE_URL: scratch?.url ?? "",
    },
    { dataDir },
  );
  let stored = 0;
  const statuses: Record<string, number> = {};
  const instance = autocannon({ url: server.base, connections, duration: seconds, timeout: 10, requests: requests(server.base) }) as Promise<Result> & autocannon.Instance;
  instance.on("response", (_client: unknown, status: number) => {
    if (status === 202) stored++;
    else statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  await server.stop();
  let rows = 0;
  if (scratch) {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    rows = Number((await client.query("select count(*) as n from analytics_events")).rows[0].n);
    await client.end();
    await scratch.drop();
  } else {
    const database = await openPglite({ dataDir });
    rows = Number(((await database.db.execute(sql`select count(*) as n from analytics_events`)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
    await database.close();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const rate = stored / seconds;
  const target = engine === "postgres" ? 5000 : 1500;
  console.log(`\n== ingest ${engine}: ${seconds} s, ${connections} connections, 4096 client IPs`);
  console.log(`stored events/s   ${rate.toFixed(0)} (${stored} answered 202)`);
  console.log(`latency           p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`other answers     ${JSON.stringify(statuses)} (errors ${result.errors}, timeouts ${result.timeouts})`);
  if (!Number.isNaN(rows)) console.log(`rows              ${rows} (lost ${Math.max(0, stored - rows)})`);
  return [
    {
      bench: "analytics",
      subject: `ingest ${engine}`,
      result: `${rate.toFixed(0)} events/s, p99 ${result.latency.p99} ms${Number.isNaN(rows) ? "" : `, lost ${Math.max(0, stored - rows)}`}`,
      target: `≥ ${target}/s, p99 ≤ 50 ms, 0 lost`,
      ok: rate >= target && result.latency.p99 <= 50 && (Number.isNaN(rows) || rows >= stored),
    },
  ];
}

/** Seeds `n` events over the last 30 days in SQL (about 3 per visit), then rolls them up. */
async function seed(database: Database, n: number): Promise<void> {
  const visits = Math.ceil(n / 3);
  await database.db.execute(sql`insert into analytics_events (created_at, visitor, name, path, referrer, utm_source, utm_campaign, device, browser, os, country)
    select now() - (((i / 3) % ${visits}) * (interval '30 days' / ${visits})) + (i % 3) * interval '1 minute',
      md5((i / 3)::text), case when i % 17 = 0 then 'signup' when i % 5 = 0 then 'modal_open' else 'pageview' end,
      (array['/', '/about', '/blog', '/iraconnect', '/contact', '/products', '/blog/hello-world'])[1 + (i % 7)],
      case when i % 4 = 0 then 'google.com' end, case when i % 6 = 0 then 'linkedin' end, 'bench-' || (i % 9),
      (array['desktop', 'mobile', 'tablet'])[1 + (i % 3)], 'Chrome', 'Windows', (array['DE', 'US', 'IN', 'GB'])[1 + (i % 4)]
    from generate_series(0, ${n - 1}) as i order by 1`);
  for (;;) {
    const done = await rollUpEvents({ settleMs: 0, limit: 50_000 });
    if (done === 0) break;
  }
}

async function queries(engine: "pglite" | "postgres"): Promise<SummaryRow[]> {
  const scratch = engine === "postgres" ? await scratchDatabase(serverUrl!, "iratech_bench_analytics_q") : null;
  const dataDir = engine === "pglite" ? fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-analytics-")) : null;
  const database = scratch ? await openPostgres(scratch.url) : await openPglite({ dataDir: dataDir! });
  useDatabase(database);
  await database.migrate();
  const started = Date.now();
  await seed(database, seedEvents);
  console.log(`\n== queries ${engine}: ${seedEvents.toLocaleString("en-US")} events seeded and rolled up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { current, stepHours } = periodRanges("30d");
  const reads: [string, () => Promise<unknown>][] = [
    ["summary", () => summary(current)],
    ["timeseries", () => timeseries(current, stepHours)],
    ["top pages", () => topPages(current)],
    ["sources", () => breakdown("source", current)],
    ["campaign filter", () => summary(current, { campaign: "bench-3" })],
    ["goals", () => goals(STANDARD_GOALS, current)],
    ["funnel", () => funnel(SIGNUP_FUNNEL, current)],
    ["posts", () => postResults("/blog/", current)],
    ["event totals", () => eventTotals(current)],
  ];
  let worst = 0;
  for (const [name, read] of reads) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await read();
      times.push(performance.now() - t);
    }
    const median = times.sort((a, b) => a - b)[1]!;
    worst = Math.max(worst, median);
    console.log(`${name.padEnd(16)} ${median.toFixed(0)} ms`);
  }
  await closeDatabase();
  if (scratch) await scratch.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  return [{ bench: "analytics", subject: `dashboard queries ${engine}, ${seedEvents.toLocaleString("en-US")} events`, result: `slowest ${worst.toFixed(0)} ms`, target: "≤ 300 ms", ok: worst <= 300 }];
}

const rows: SummaryRow[] = [];
for (const engine of engines) {
  if (engine !== "pglite" && engine !== "postgres") continue;
  if (engine === "postgres" && !serverUrl) {
    console.log("\n(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL)");
    continue;
  }
  if (process.env.ANALYTICS_BENCH_SKIP_INGEST !== "1") rows.push(...(await ingest(engine)));
  rows.push(...(await queries(engine)));
}
recordSummary(rows);
console.log("\n" + rows.map((r) => `${r.ok ? "ok  " : "MISS"} ${r.subject}: ${r.result} (target ${r.target})`).join("\n"));
