/**
 * `npm run bench:durability`: crash the server under write load and prove that nothing it
 * acknowledged is lost (issue 8, item 2).
 *
 * Per engine (embedded PGlite always; PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a
 * server, on a fresh database dropped afterwards), DURABILITY_CYCLES times: start the production
 * server on the same data, drive concurrent IRACONNECT signups (JSON) and contact messages (the
 * browser's form post, honeypot and timing field included), and SIGKILL the server at a random
 * moment. A write counts as acknowledged when its 2xx/303 answer arrived before the kill. After the
 * last cycle the server is started once more (it must recover from the kill) and stopped, and the
 * database is read directly: every acknowledged write must be there. Writes in flight at the kill
 * may or may not be stored; both are fine. A stored contact message must also have its
 * notification in the mail outbox (same transaction) and vice versa.
 *
 *   DURABILITY_CYCLES=20           cycles per engine
 *   DURABILITY_CONCURRENCY=6       clients writing at once
 *   DURABILITY_KILL_MIN_MS=300     the kill comes at a random moment between these two,
 *   DURABILITY_KILL_MAX_MS=2500    counted from the start of the load
 *   DURABILITY_ENGINES=pglite,postgres
 *
 * Exits non-zero when an acknowledged write is missing, a message is torn from its mail, or the
 * server does not come back after a kill.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPglite } from "#db/client.server.ts";
import { ensureBuild, recordSummary, scratchDatabase, startServer, type BenchServer } from "./lib.ts";

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const CYCLES = int("DURABILITY_CYCLES", 20);
const CONCURRENCY = Math.max(1, int("DURABILITY_CONCURRENCY", 6));
const KILL_MIN_MS = int("DURABILITY_KILL_MIN_MS", 300);
const KILL_MAX_MS = Math.max(KILL_MIN_MS, int("DURABILITY_KILL_MAX_MS", 2500));
const ENGINES = (process.env.DURABILITY_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim());
const SERVER_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

type Kind = "signup" | "contact";
type Attempt = { kind: Kind; key: string; cycle: number; status: number | null };

/** The env of every server of the run: limits raised so that only the kill stops a write. */
const serverEnv = (extra: Record<string, string>) => ({
  SEED: "never",
  LOG_LEVEL: "error",
  SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
  SIGNUP_RATE_LIMIT: "100000000",
  CONTACT_RATE_LIMIT: "100000000",
  DATABASE_URL: "",
  ...extra,
});

const acknowledged = (status: number | null) => status !== null && ((status >= 200 && status < 300) || status === 303);

function signupRequest(base: string, email: string, n: number): Promise<Response> {
  return fetch(`${base}/api/iraconnect/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: `Durable Member ${n}`,
      email,
      phone: `+1555${String(n).padStart(7, "0")}`,
      country: "India",
      role: "Software Engineer",
      referralCode: "",
      utmSource: "durability",
      website: "",
    }),
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
}

/** What the contact form posts without JavaScript (app/components/contact-form.tsx). */
function contactRequest(base: string, subject: string, n: number, formCookie: string): Promise<Response> {
  const form = new URLSearchParams({
    name: `Durable Sender ${n}`,
    email: `sender.${n}@example.com`,
    subject,
    message: "A message sent while the server may be killed at any moment.",
    website: "",
  });
  return fetch(`${base}/contact`, {
    method: "POST",
    // The signed moment the form was shown (issue 16.7), seconds before: a person, not a bot (a
    // too-fast form would be kept as spam, with no notification).
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie: formCookie },
    body: form,
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
}

/** Writes from CONCURRENCY clients, starting none after `until`; returns every attempt with its answer. */
async function load(base: string, run: string, cycle: number, counter: { n: number }, until: Promise<void>, formCookie: string): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let stopped = false;
  void until.then(() => (stopped = true));
  const client = async () => {
    while (!stopped) {
      const n = ++counter.n;
      const kind: Kind = n % 2 ? "signup" : "contact";
      const key = kind === "signup" ? `durable.${run}.${n}@example.com` : `Durability ${run} #${n}`;
      const attempt: Attempt = { kind, key, cycle, status: null };
      attempts.push(attempt);
      try {
        const response = await (kind === "signup" ? signupRequest(base, key, n) : contactRequest(base, key, n, formCookie));
        // The status line is the acknowledgement; the body may be cut by the kill.
        attempt.status = response.status;
        await response.arrayBuffer().catch(() => {});
      } catch {
        // No answer: the server died with the request in flight.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return attempts;
}

type Stored = { signups: Set<string>; contacts: Set<string>; torn: number };

const STORED_SQL = {
  signups: "select email from prelaunch_signups where email like $1",
  contacts: "select subject from contact_submissions where subject like $1 and status = 'new'",
  // A message and its notification are one transaction: one without the other is a torn write.
  torn: `select count(*)::int as n from contact_submissions c
           full join mail_outbox m on m.kind = 'contact-notification' and m.subject = 'Contact form: ' || c.subject
          where coalesce(c.subject, substr(m.subject, 15)) like $1 and (c.id is null or m.id is null)`,
};

async function readStored(query: (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>, run: string): Promise<Stored> {
  // One after the other: a single client runs one query at a time.
  const signups = await query(STORED_SQL.signups, [`durable.${run}.%`]);
  const contacts = await query(STORED_SQL.contacts, [`Durability ${run} #%`]);
  const torn = await query(STORED_SQL.torn, [`Durability ${run} #%`]);
  return {
    signups: new Set(signups.map((r) => String(r.email))),
    contacts: new Set(contacts.map((r) => String(r.subject))),
    torn: Number(torn[0]?.n ?? 0),
  };
}

type EngineReport = {
  engine: string;
  cycles: number;
  attempts: number;
  acknowledged: number;
  found: number;
  lost: number;
  unacknowledgedStored: number;
  refused: number;
  torn: number;
  lostKeys: string[];
  seconds: number;
};

async function runEngine(engine: string, env: Record<string, string>, dataDir: string, read: (run: string) => Promise<Stored>): Promise<EngineReport> {
  const started = Date.now();
  const run = crypto.randomBytes(4).toString("hex");
  const counter = { n: 0 };
  const attempts: Attempt[] = [];
  const fixedEnv = serverEnv(env);
  // The contact form's timing cookie, taken once: its signing key outlives restarts (kept in
  // DATA_DIR, or in the database on a server), and by the first write it is old enough.
  let formCookie = "";
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const booting = Date.now();
    const server = await startServer(fixedEnv, { dataDir }).catch((error: Error) => {
      throw new Error(`${engine}: the server did not come back in cycle ${cycle} after a SIGKILL: ${error.message}`);
    });
    const bootMs = Date.now() - booting;
    if (!formCookie) {
      formCookie = ((await fetch(`${server.base}/contact`)).headers.get("set-cookie") ?? "").split(";")[0]!;
      await new Promise((resolve) => setTimeout(resolve, 4_500));
    }
    const killAfter = KILL_MIN_MS + Math.floor(Math.random() * (KILL_MAX_MS - KILL_MIN_MS + 1));
    // No write starts once the moment has come; those in flight meet the kill.
    const timeUp = new Promise<void>((resolve) => setTimeout(resolve, killAfter));
    const loading = load(server.base, run, cycle, counter, timeUp, formCookie);
    await timeUp;
    await server.kill();
    const cycleAttempts = await loading;
    attempts.push(...cycleAttempts);
    const acked = cycleAttempts.filter((a) => acknowledged(a.status)).length;
    const pad = (v: number, n: number) => String(v).padStart(n);
    console.log(`  ${engine} cycle ${pad(cycle, 2)}: up in ${pad(bootMs, 5)} ms, killed after ${pad(killAfter, 4)} ms of load, ${pad(acked, 4)} acknowledged`);
  }
  // The server must recover from the last kill too; then it stops cleanly and the data is read.
  let last: BenchServer | undefined;
  try {
    last = await startServer(fixedEnv, { dataDir });
  } catch (error) {
    throw new Error(`${engine}: the server did not come back after the last SIGKILL: ${(error as Error).message}`);
  }
  await last.stop();
  const stored = await read(run);

  const isStored = (a: Attempt) => (a.kind === "signup" ? stored.signups : stored.contacts).has(a.key);
  const acked = attempts.filter((a) => acknowledged(a.status));
  const lost = acked.filter((a) => !isStored(a));
  return {
    engine,
    cycles: CYCLES,
    attempts: attempts.length,
    acknowledged: acked.length,
    found: acked.length - lost.length,
    lost: lost.length,
    unacknowledgedStored: attempts.filter((a) => !acknowledged(a.status) && isStored(a)).length,
    refused: attempts.filter((a) => a.status !== null && !acknowledged(a.status)).length,
    torn: stored.torn,
    lostKeys: lost.slice(0, 10).map((a) => `${a.kind} ${a.key} (cycle ${a.cycle}, status ${a.status})`),
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

async function pgliteEngine(): Promise<EngineReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-durability-"));
  try {
    return await runEngine("pglite", {}, dataDir, async (run) => {
      // The server is down: the data folder is ours to open (openPglite takes its lock).
      const database = await openPglite({ dataDir });
      try {
        // Drizzle keeps the PGlite client it wraps; its query() takes $1 parameters like pg's.
        type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
        const client = (database.db as unknown as { $client: RawClient }).$client;
        return await readStored(async (text, values) => (await client.query(text, values)).rows, run);
      } finally {
        await database.close();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresEngine(serverUrl: string): Promise<EngineReport> {
  const scratch = await scratchDatabase(serverUrl, "iratech_durability");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-durability-pg-"));
  try {
    return await runEngine("postgres", { DATABASE_URL: scratch.url }, dataDir, async (run) => {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return await readStored(async (text, values) => (await client.query(text, values)).rows, run);
      } finally {
        await client.end();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

ensureBuild();
console.log(
  `Durability: ${CYCLES} SIGKILL cycles per engine, ${CONCURRENCY} concurrent writers, kill after ${KILL_MIN_MS}-${KILL_MAX_MS} ms of load`,
);
const reports: EngineReport[] = [];
if (ENGINES.includes("pglite")) reports.push(await pgliteEngine());
if (ENGINES.includes("postgres")) {
  if (SERVER_URL) reports.push(await postgresEngine(SERVER_URL));
  else console.log("(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to a server to run it too)");
}

const columns = ["engine", "cycles", "writes sent", "acknowledged", "found", "lost", "unacked but stored", "refused", "torn", "seconds"] as const;
const table = reports.map((r) => [r.engine, r.cycles, r.attempts, r.acknowledged, r.found, r.lost, r.unacknowledgedStored, r.refused, r.torn, r.seconds].map(String));
const widths = columns.map((c, i) => Math.max(c.length, ...table.map((row) => row[i]!.length)));
console.log();
console.log(columns.map((c, i) => c.padStart(widths[i]!)).join("  "));
for (const row of table) console.log(row.map((v, i) => v.padStart(widths[i]!)).join("  "));
console.log("\nlost: acknowledged (2xx/303 before the kill) but missing afterwards; must be 0.");
console.log("unacked but stored: in flight at the kill and committed anyway (fine). refused: answered with another status.");
console.log("torn: a contact message without its outbox mail or the reverse; must be 0.");

recordSummary(
  reports.map((r) => ({
    bench: "durability",
    subject: `SIGKILL under writes (${r.engine})`,
    result: `${r.cycles} kills: ${r.acknowledged} acknowledged, ${r.found} found, ${r.lost} lost, ${r.torn} torn`,
    target: "0 lost, 0 torn",
    ok: r.lost === 0 && r.torn === 0,
  })),
);

let failed = false;
for (const r of reports) {
  if (r.lost > 0 || r.torn > 0) {
    failed = true;
    console.error(`\n✗ ${r.engine}: ${r.lost} acknowledged writes lost, ${r.torn} torn`);
    for (const key of r.lostKeys) console.error(`  ${key}`);
  }
}
if (!failed) console.log(`\n✓ every acknowledged write survived ${reports.map((r) => `${r.cycles} kills on ${r.engine}`).join(" and ")}`);
process.exit(failed ? 1 : 0);
