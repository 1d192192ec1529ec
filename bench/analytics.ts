/**
 * `npm run bench:analytics`: the analytics beacon's endpoint under load, then the dashboard's
 * queries over many events (issue 27's budgets).
 *
 * 1. Ingest: a production server on a fresh embedded database (and on a fresh PostgreSQL database
 *    when DATABASE_URL or TEST_DATABASE_URL names a server); autocannon posts pageviews to
 *    /api/event from 4096 client addresses (X-Forwarded-For, one trusted proxy hop); prints stored
 *    events per second, p50/p99 and errors, then counts the rows: every 202 must be a stored event.
 * 2. Queries: the issue's 1 million events on PGlite and 10 million on PostgreSQL (or
 *    ANALYTICS_BENCH_EVENTS) are seeded straight into the tables in SQL, rolled up, and every
 *    dashboard read is timed (the median of 3).
 *
 * BENCH_SECONDS (15), BENCH_CONNECTIONS (50), BENCH_ENGINES (pglite,postgres) tune it;
 * ANALYTICS_BENCH_SKIP_INGEST=1 or ANALYTICS_BENCH_SKIP_QUERIES=1 runs one part. Every figure is
 * printed with its budget (ok / MISS) and the machine's load average beside it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDatabase, openPglite, openPostgres, useDatabase, type Database } from "#db/client.server.ts";
import { breakdown, funnel, goals, postResults, rollUpDays, rollUpEvents, summary, timeseries, topPages, eventTotals, visitorsNow } from "#app/models/analytics.server.ts";
import { periodRanges, SIGNUP_FUNNEL, STANDARD_GOALS } from "#app/services/analytics.server.ts";
import { recordSummary, scratchDatabase, startServer, type SummaryRow } from "./lib.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The issue's budget sizes unless ANALYTICS_BENCH_EVENTS names one for both engines. */
const seedEventsFor = (engine: "pglite" | "postgres") => Number(process.env.ANALYTICS_BENCH_EVENTS ?? (engine === "postgres" ? 10_000_000 : 1_000_000));
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
  console.log(`\n== ingest ${engine}: ${seconds} s, ${connections} connections, 4096 client IPs (${load()} after the run)`);
  console.log(`stored events/s   ${rate.toFixed(0)} (${stored} answered 202)`);
  console.log(`latency           p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`other answers     ${JSON.stringify(statuses)} (errors ${result.errors}, timeouts ${result.timeouts})`);
  if (!Number.isNaN(rows)) console.log(`rows              ${rows} (lost ${Math.max(0, stored - rows)})`);
  return [
    {
      bench: "analytics",
      subject: `ingest ${engine}`,
      result: `${rate.toFixed(0)} events/s, p99 ${result.latency.p99} ms${Number.isNaN(rows) ? "" : `, lost ${Math.max(0, stored - rows)}`} (${load()})`,
      target: `≥ ${target}/s, p99 ≤ 50 ms, 0 lost`,
      ok: rate >= target && result.latency.p99 <= 50 && (Number.isNaN(rows) || rows >= stored),
    },
  ];
}

/**
 * Seeds `n` events over the last 30 days in SQL (about 3 per visit: events 3k, 3k+1 and 3k+2 are
 * visit k), then rolls them up. The visits, hourly and daily counts are made in SQL too, from the
 * same formulas (set-based: 10 million events take a minute or two, not the hours a rollup round per
 * 50,000 events would); ANALYTICS_BENCH_JS_ROLLUP=1 runs the server's rollup (`rollUpEvents`)
 * instead. Then the whole days are rolled up as the scheduler does (`rollUpDays`).
 */
async function seed(database: Database, n: number, now: Date): Promise<void> {
  const visits = Math.ceil(n / 3);
  let phase = performance.now();
  const step = (label: string) => {
    console.log(`  seed: ${label} in ${((performance.now() - phase) / 1000).toFixed(1)} s (${load()})`);
    phase = performance.now();
  };
  const base = now.toISOString();
  // The event i, as a row of columns (used by both statements below).
  const event = (i: string) => `
      ('${base}'::timestamptz - (((${i} / 3) % ${visits}) * (interval '30 days' / ${visits})) + (${i} % 3) * interval '1 minute') as created_at,
      md5((${i} / 3)::text) as visitor,
      case when ${i} % 17 = 0 then 'signup' when ${i} % 5 = 0 then 'modal_open' else 'pageview' end as name,
      (array['/', '/about', '/blog', '/iraconnect', '/contact', '/products', '/blog/hello-world'])[1 + (${i} % 7)] as path,
      case when ${i} % 4 = 0 then 'google.com' end as referrer, case when ${i} % 6 = 0 then 'linkedin' end as utm_source, 'bench-' || (${i} % 9) as utm_campaign,
      (array['desktop', 'mobile', 'tablet'])[1 + (${i} % 3)] as device, 'Chrome' as browser, 'Windows' as os, (array['DE', 'US', 'IN', 'GB'])[1 + (${i} % 4)] as country`;
  await database.db.execute(
    sql.raw(`insert into analytics_events (created_at, visitor, name, path, referrer, utm_source, utm_campaign, device, browser, os, country)
      select e.* from generate_series(0, ${n - 1}::bigint) as i cross join lateral (select ${event("i")}) e order by 1`),
  );
  step(`${n.toLocaleString("en-US")} events`);
  if (process.env.ANALYTICS_BENCH_JS_ROLLUP === "1") {
    for (;;) {
      const done = await rollUpEvents({ now, settleMs: 0, limit: 50_000 });
      if (done === 0) break;
    }
  } else {
    // Visit k: its events, aggregated in a lateral subquery (no sort over all events).
    await database.db.execute(
      sql.raw(`insert into analytics_visits (visitor, started_at, ended_at, entry_path, exit_path, pageviews, events, paths, names,
          referrer, utm_source, utm_campaign, device, browser, os, country)
        select a.* from generate_series(0, ${visits - 1}::bigint) as k cross join lateral (
          select min(e.visitor), min(e.created_at), max(e.created_at), (array_agg(e.path order by e.i))[1],
            coalesce((array_agg(e.path order by e.i desc) filter (where e.name = 'pageview'))[1], (array_agg(e.path order by e.i))[1]),
            count(*) filter (where e.name = 'pageview'), count(*) filter (where e.name <> 'pageview'),
            coalesce(array_agg(e.path order by e.i) filter (where e.name = 'pageview'), '{}'), coalesce(array_agg(distinct e.name) filter (where e.name <> 'pageview'), '{}'),
            (array_agg(e.referrer order by e.i))[1], (array_agg(e.utm_source order by e.i))[1], (array_agg(e.utm_campaign order by e.i))[1],
            (array_agg(e.device order by e.i))[1], min(e.browser), min(e.os), (array_agg(e.country order by e.i))[1]
          from (select j.i, ${event("j.i")} from (select 3 * k + d as i from generate_series(0, 2) as d where 3 * k + d < ${n}) j) e
        ) a`),
    );
    step(`${visits.toLocaleString("en-US")} visits`);
    await database.db.execute(sql`insert into analytics_hourly (hour, name, path, events)
      select date_trunc('hour', created_at at time zone 'UTC'), name, path, count(*)::int from analytics_events group by 1, 2, 3`);
    await database.db.execute(sql`insert into analytics_daily (day, name, path, events)
      select (created_at at time zone 'UTC')::date, name, path, count(*)::int from analytics_events group by 1, 2, 3`);
    await database.db.execute(sql`update analytics_rollup_state set last_event_id = (select coalesce(max(id), 0) from analytics_events) where id = 1`);
    await database.db.execute(sql`insert into analytics_dirty_days (day) select distinct (started_at at time zone 'UTC')::date from analytics_visits on conflict do nothing`);
  }
  step("visits rolled up");
  const days = await rollUpDays({ now });
  step(`${days} days rolled up`);
}

const load = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

async function queries(engine: "pglite" | "postgres"): Promise<SummaryRow[]> {
  const seedEvents = seedEventsFor(engine);
  const scratch = engine === "postgres" ? await scratchDatabase(serverUrl!, "iratech_bench_analytics_q") : null;
  const dataDir = engine === "pglite" ? fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-analytics-")) : null;
  const database = scratch ? await openPostgres(scratch.url) : await openPglite({ dataDir: dataDir! });
  useDatabase(database);
  await database.migrate();
  const started = Date.now();
  const now = new Date();
  await seed(database, seedEvents, now);
  if (database.kind === "postgres") await database.db.execute(sql`analyze`);
  console.log(`\n== queries ${engine}: ${seedEvents.toLocaleString("en-US")} events seeded and rolled up in ${((Date.now() - started) / 1000).toFixed(1)} s (${load()})`);
  const { current, previous, stepHours } = periodRanges("30d", now);
  const reads: [string, () => Promise<unknown>][] = [
    ["summary", () => summary(current)],
    ["summary, previous", () => summary(previous)],
    ["timeseries", () => timeseries(current, stepHours)],
    ["today by hour", () => timeseries(periodRanges("today", now).current, 1)],
    ["top pages", () => topPages(current)],
    ["entry pages", () => breakdown("entry", current)],
    ["sources", () => breakdown("source", current)],
    ["campaigns", () => breakdown("campaign", current)],
    ["devices", () => breakdown("device", current)],
    ["countries", () => breakdown("country", current)],
    ["campaign filter", () => summary(current, { campaign: "bench-3" })],
    ["sources, filtered", () => breakdown("source", current, { campaign: "bench-3" })],
    ["goals", () => goals(STANDARD_GOALS, current)],
    ["funnel", () => funnel(SIGNUP_FUNNEL, current)],
    ["funnel, filtered", () => funnel(SIGNUP_FUNNEL, current, { campaign: "bench-3" })],
    ["posts", () => postResults("/blog/", current)],
    ["event totals", () => eventTotals(current)],
    ["visitors now", () => visitorsNow(now)],
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
    console.log(`${median <= 300 ? "ok  " : "MISS"} ${name.padEnd(18)} ${median.toFixed(0).padStart(5)} ms (≤ 300 ms; ${load()})`);
  }
  await closeDatabase();
  if (scratch) await scratch.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  return [{ bench: "analytics", subject: `dashboard queries ${engine}, ${seedEvents.toLocaleString("en-US")} events`, result: `slowest ${worst.toFixed(0)} ms (${load()})`, target: "≤ 300 ms", ok: worst <= 300 }];
}

const rows: SummaryRow[] = [];
for (const engine of engines) {
  if (engine !== "pglite" && engine !== "postgres") continue;
  if (engine === "postgres" && !serverUrl) {
    console.log("\n(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL)");
    continue;
  }
  if (process.env.ANALYTICS_BENCH_SKIP_INGEST !== "1") rows.push(...(await ingest(engine)));
  if (process.env.ANALYTICS_BENCH_SKIP_QUERIES !== "1") rows.push(...(await queries(engine)));
}
recordSummary(rows);
console.log("\n" + rows.map((r) => `${r.ok ? "ok  " : "MISS"} ${r.subject}: ${r.result} (target ${r.target})`).join("\n"));
