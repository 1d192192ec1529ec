/**
 * `npm test`: type checking, then Vitest (unit and integration) on PGlite and, when
 * TEST_DATABASE_URL is set, the integration tests again on that PostgreSQL server, then the production build and the
 * Playwright end-to-end tests in Chromium (on PGlite, and on PostgreSQL too when it is set). A
 * machine without Chromium or Chrome gets one first (scripts/chromium.ts).
 * Extra arguments go to every runner's filter, e.g. `npm test -- seo`. At the end, a table of where
 * the time went: each stage, the slowest end-to-end tests and the slowest Vitest files.
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

/** Each stage's wall-clock time, for the closing table. */
const stages: { title: string; ms: number; ok: boolean }[] = [];

function attempt(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  stages.push({ title, ms: performance.now() - started, ok: result.status === 0 });
  if (result.status === 0) return true;
  console.error(`\n${title} failed.`);
  return false;
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  if (!attempt(title, command, args, env)) finish(false);
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
  // The unit tests touch no database: they run once, with PGlite's pass (vitest.config.ts projects).
  const projects = engine === "pglite" ? [] : ["--project=integration", "--passWithNoTests"];
  const ok = attempt(`Vitest on ${engine === "pglite" ? "PGlite" : "PostgreSQL"}`, "vitest", ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...filter], {
    TEST_DB: engine,
  });
  countVitest(file);
  if (!ok) finish(false);
}
function finish(ok: boolean): never {
  printTimes();
  console.log(`\nTests: ${tally.passed} passed, ${tally.failed} failed` + (tally.skipped ? `, ${tally.skipped} skipped` : ""));
  process.exit(ok ? 0 : 1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const readJson = (file: string): any => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

/** Where the time went: each stage, then the slowest tests and files from the JSON reports. */
function printTimes(): void {
  const rows: [string, string][] = stages.map((stage) => [stage.title + (stage.ok ? "" : " (failed)"), seconds(stage.ms)]);
  // Playwright runs its projects side by side: each one's time is the sum of its tests' times.
  const e2e = readJson(path.join(reports, "e2e.json"));
  const e2eTests: { title: string; ms: number }[] = [];
  const walk = (suite: any, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum: number, result: any) => sum + (result.duration ?? 0), 0);
        e2eTests.push({ title: `[${test.projectName}] ${[...titles, spec.title].join(" › ")}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A top-level suite is a file, titled by its path.
  for (const suite of e2e?.suites ?? []) walk(suite, [suite.title]);
  const perProject = new Map<string, { ms: number; count: number }>();
  for (const test of e2eTests) {
    const project = /^\[([^\]]*)\]/.exec(test.title)![1]!;
    const entry = perProject.get(project) ?? { ms: 0, count: 0 };
    perProject.set(project, { ms: entry.ms + test.ms, count: entry.count + 1 });
  }
  for (const [project, { ms, count }] of perProject) rows.push([`  e2e ${project}: ${count} tests, summed`, seconds(ms)]);
  const width = Math.max(...rows.map(([title]) => title.length), 10);
  console.log("\nWhere the time went:");
  for (const [title, time] of rows) console.log(`  ${title.padEnd(width)}  ${time.padStart(9)}`);
  console.log(`  ${"total".padEnd(width)}  ${seconds(stages.reduce((sum, stage) => sum + stage.ms, 0)).padStart(9)}`);

  const slowest = (list: { title: string; ms: number }[], heading: string) => {
    if (list.length === 0) return;
    console.log(`\n${heading}:`);
    for (const { title, ms } of list.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(ms).padStart(9)}  ${title}`);
  };
  slowest(e2eTests, "Slowest end-to-end tests");
  for (const engine of ["pglite", "postgres"]) {
    const report = readJson(path.join(reports, `vitest-${engine}.json`));
    const files = (report?.testResults ?? []).map((file: any) => ({ title: path.relative(root, file.name), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }));
    slowest(files, `Slowest Vitest files on ${engine === "pglite" ? "PGlite" : "PostgreSQL"}`);
  }
}

run("Type check", "npm", ["run", "typecheck", "--silent"]);
vitest("pglite");
if (serverUrl) vitest("postgres");

// The browser's code first (the prerender names its files), then the pages, then the browser's
// files copied into the build (scripts/build-browser.ts, decision 027).
const buildEnv = { NODE_ENV: "production", SITE_URL: "http://localhost:3000" };
if (!attempt("Browser code", process.execPath, ["scripts/build-browser.ts"], buildEnv)) finish(false);
if (!attempt("Production build", "react-router", ["build"], buildEnv)) finish(false);
if (!attempt("Browser code into the build", process.execPath, ["scripts/build-browser.ts", "--copy"], buildEnv)) finish(false);
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
