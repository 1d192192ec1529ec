/**
 * `npm run bench:admin`: the admin's lists as staff open them, with 100,000 signups and 10,000
 * contact messages in the database (issue 28's budget: each list answers in ≤ 150 ms at p99).
 *
 * Per engine (PGlite; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server): a
 * production server on a fresh database with the demo content, an owner made by the CLI, the rows
 * seeded in SQL (generate_series), the owner signed in through /admin-login; then every list, with
 * and without its filters, is asked for BENCH_REQUESTS (200) times over BENCH_CONNECTIONS (1)
 * connection with autocannon, as the browser asks (a document GET with the session cookie). Each
 * p99 is printed with ok / MISS and the machine's load average.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPglite } from "#db/client.server.ts";
import { ensureBuild, recordSummary, root, scratchDatabase, startServer, type BenchServer, type SummaryRow } from "./lib.ts";

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** One staff member's clicks, one after another: what a person waits for (more connections measure queueing). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const BUDGET_MS = 150;
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const OWNER = { email: "bench-owner@example.com", password: "bench lists quietly 42" };

/** The lists, each as staff reach it: plain, filtered through the address, searched, a later page. */
const LISTS: [string, string][] = [
  ["signups", "/admin-dashboard/signups"],
  ["signups, tier and country", "/admin-dashboard/signups?tier=bronze&country=India"],
  ["signups, confirmed, most referrals", "/admin-dashboard/signups?confirmed=yes&sort=referrals"],
  ["signups, search", "/admin-dashboard/signups?q=member-4242"],
  ["signups, page 50", "/admin-dashboard/signups?page=50"],
  ["inbox", "/admin-dashboard/inbox"],
  ["inbox, unread", "/admin-dashboard/inbox?status=unread"],
  ["inbox, search", "/admin-dashboard/inbox?q=invoice"],
  ["subscribers", "/admin-dashboard/subscribers"],
  ["outbox", "/admin-dashboard/outbox"],
  ["audit log", "/admin-dashboard/audit"],
  ["blog posts", "/admin-dashboard/blog"],
  ["case studies", "/admin-dashboard/case-studies"],
  ["pages", "/admin-dashboard/pages"],
  ["media", "/admin-dashboard/media"],
  ["trash", "/admin-dashboard/trash"],
  ["home", "/admin-dashboard"],
];

const COUNTRIES = ["India", "United States", "United Kingdom", "Germany", "Nigeria", "Brazil", "Canada", "Singapore"];

/** The seed: members with referrals among them (every 7th refers by an earlier one), some confirmed; messages. */
const SEED = (signups: number, messages: number) => `
insert into prelaunch_signups (ref_id, name, email, phone, country, role, referred_by, confirmed_at, utm_source, utm_campaign, created_at)
select 'b' || lpad(n::text, 7, '0'),
       'Member-' || n,
       'member-' || n || '@bench.example',
       '+15550' || lpad((n % 1000000)::text, 6, '0'),
       (array[${COUNTRIES.map((c) => `'${c}'`).join(",")}])[1 + n % ${COUNTRIES.length}],
       (array['Student','Professional','Mentor','Company'])[1 + n % 4],
       case when n % 7 = 0 and n > 100 then 'b' || lpad((n % 100 + 1)::text, 7, '0') end,
       case when n % 3 = 0 then now() - (n || ' seconds')::interval end,
       (array['google','linkedin','newsletter',null])[1 + n % 4],
       (array['spring-launch','friends',null])[1 + n % 3],
       now() - (n || ' seconds')::interval
from generate_series(1, ${signups}) as n;
insert into contact_submissions (name, email, subject, message, status, created_at)
select 'Sender ' || n, 'sender-' || n || '@bench.example',
       (array['A question about pricing','Our invoice','Partnership','Data platform review'])[1 + n % 4],
       'Hello, this is message ' || n || ' about our data platform and the invoice for last month.',
       (array['new','handled','spam'])[1 + n % 3],
       now() - (n || ' minutes')::interval
from generate_series(1, ${messages}) as n;
analyze;
`;

/** One statement at a time (PGlite's query takes one). */
const statements = (script: string) => script.split(/;\n/).map((s) => s.trim()).filter(Boolean);

const load = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

function createOwner(env: Record<string, string>): void {
  const made = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", OWNER.email], {
    cwd: root,
    input: `${OWNER.password}\n`,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
}

/** The owner's session cookie, from the sign-in form as a browser sends it. */
async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/admin-login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }).toString(),
  });
  const cookies = answer.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (answer.status >= 400 || cookies.length === 0) throw new Error(`sign-in answered ${answer.status} without a session`);
  return cookies.join("; ");
}

async function measure(server: BenchServer, engine: string): Promise<SummaryRow[]> {
  const cookie = await signIn(server.base);
  const rows: SummaryRow[] = [];
  console.log(`\n== ${engine}: ${SIGNUPS.toLocaleString("en-US")} signups, ${MESSAGES.toLocaleString("en-US")} messages; ${REQUESTS} requests per list over ${CONNECTIONS} connections (${load()})`);
  for (const [name, path] of LISTS) {
    // The page answers for this session (not the sign-in page), then a warm-up, then the count.
    const first = await fetch(server.base + path, { headers: { cookie }, redirect: "manual" });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    await first.arrayBuffer();
    const opts = { url: server.base + path, connections: CONNECTIONS, headers: { cookie, "accept-encoding": "gzip" } };
    await autocannon({ ...opts, amount: 20 });
    const result = await autocannon({ ...opts, amount: REQUESTS });
    const errors = result.errors + result.non2xx;
    const ok = result.latency.p99 <= BUDGET_MS && errors === 0;
    console.log(`${ok ? "ok  " : "MISS"} ${name.padEnd(36)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${errors} errors`);
    rows.push({
      bench: "admin",
      subject: `${engine}: ${name}`,
      result: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors (${load()})`,
      target: `p99 ≤ ${BUDGET_MS} ms, 0 errors (issue 28)`,
      ok,
    });
  }
  return rows;
}

async function onPglite(): Promise<SummaryRow[]> {
  // First start: migrates and seeds the demo content; stopped, the owner and the rows go in; then again.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-admin-"));
  try {
    // DATABASE_URL may name the server for the PostgreSQL half: the embedded half must not use it.
    const embedded = { DATABASE_URL: "" };
    await (await startServer(embedded, { dataDir })).stop();
    createOwner({ ...embedded, DATA_DIR: dataDir });
    const database = await openPglite({ dataDir });
    const started = Date.now();
    for (const statement of statements(SEED(SIGNUPS, MESSAGES))) await database.db.execute(sql.raw(statement));
    await database.close();
    console.log(`\nPGlite seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer(embedded, { dataDir });
    try {
      return await measure(server, "pglite");
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<SummaryRow[]> {
  const scratch = await scratchDatabase(url, "iratech_bench_admin");
  try {
    const server = await startServer({ DATABASE_URL: scratch.url });
    try {
      createOwner({ DATABASE_URL: scratch.url });
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const started = Date.now();
      await client.query(SEED(SIGNUPS, MESSAGES));
      await client.end();
      console.log(`\nPostgreSQL seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return await measure(server, "postgres");
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

ensureBuild();
const rows = [...(await onPglite()), ...(serverUrl ? await onPostgres(serverUrl) : [])];
recordSummary(rows);
const missed = rows.filter((row) => !row.ok).length;
console.log(`\n${rows.length - missed} of ${rows.length} lists within ${BUDGET_MS} ms at p99${missed ? `; ${missed} MISS` : ""}`);
