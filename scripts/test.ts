/**
 * `npm test`: type checking, then Vitest (unit and integration) on PGlite and, when
 * TEST_DATABASE_URL is set, again on that PostgreSQL server, then the production build and the
 * Playwright end-to-end tests in Chromium (on PGlite, and on PostgreSQL too when it is set). A
 * machine without Chromium or Chrome gets one first (scripts/chromium.ts).
 * Extra arguments go to every runner's filter, e.g. `npm test -- seo`.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { ChromiumError, ensureChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const filter = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;

function attempt(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status === 0) return true;
  console.error(`\n${title} failed.`);
  return false;
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  if (!attempt(title, command, args, env)) process.exit(1);
}

// Found (or installed) before the long runs start, and handed to Playwright through CHROME_PATH.
try {
  process.env.CHROME_PATH = ensureChromium();
  console.log(`Chromium: ${process.env.CHROME_PATH}`);
} catch (error) {
  if (!(error instanceof ChromiumError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let e2eDatabase: string | undefined;
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
if (serverUrl) {
  try {
    await onServer("select 1");
  } catch (error) {
    console.error(`TEST_DATABASE_URL is set but the PostgreSQL server cannot be reached: ${(error as Error).message}`);
    process.exit(1);
  }
}

// Each runner also writes a JSON report, so that one closing line can count every test.
const reports = path.join(root, "test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += report.numFailedTests ?? 0;
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
function vitest(engine: "pglite" | "postgres") {
  const file = path.join(reports, `vitest-${engine}.json`);
  const ok = attempt(`Vitest on ${engine === "pglite" ? "PGlite" : "PostgreSQL"}`, "vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...filter], {
    TEST_DB: engine,
  });
  countVitest(file);
  if (!ok) finish(false);
}
function finish(ok: boolean): never {
  console.log(`\nTests: ${tally.passed} passed, ${tally.failed} failed` + (tally.skipped ? `, ${tally.skipped} skipped` : ""));
  process.exit(ok ? 0 : 1);
}

run("Type check", "npm", ["run", "typecheck", "--silent"]);
vitest("pglite");
if (serverUrl) vitest("postgres");

if (!attempt("Production build", "react-router", ["build"], { NODE_ENV: "production", SITE_URL: "http://localhost:3000" })) finish(false);
// The JavaScript budget of public pages and no admin code in them (issue 15).
if (!attempt("Bundle check", process.execPath, ["scripts/bundle-check.ts"])) finish(false);
// The build stamp is npm start's; a test build must not pass for a normal one.
fs.rmSync(path.join(root, "build/.stamp"), { force: true });

const e2eEnv: Record<string, string> = {};
if (serverUrl) {
  e2eDatabase = `iratech_e2e_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(`CREATE DATABASE ${e2eDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${e2eDatabase}`;
  e2eEnv.E2E_DATABASE_URL = url.toString();
}
const e2eReport = path.join(reports, "e2e.json");
const passed = attempt("End-to-end tests (Chromium)", "playwright", ["test", ...filter], { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
if (e2eDatabase) await onServer(`DROP DATABASE IF EXISTS ${e2eDatabase} WITH (FORCE)`).catch(() => {});
if (fs.existsSync(e2eReport)) {
  const stats = JSON.parse(fs.readFileSync(e2eReport, "utf8")).stats ?? {};
  tally.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  tally.failed += stats.unexpected ?? 0;
  tally.skipped += stats.skipped ?? 0;
}
finish(passed);
