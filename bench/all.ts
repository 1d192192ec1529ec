/**
 * `npm run bench`: every benchmark, one after the other, then one table of all their results.
 *
 *   bundle      gzip JavaScript per public page against the 125 KB target (scripts/bundle-check.ts)
 *   lighthouse  one page of every public family (bench/lighthouse.ts)
 *   load        autocannon on database-backed and prerendered pages against same-size static files
 *   signups     the IRACONNECT signup endpoint under load, rows checked against acknowledgements
 *   durability  SIGKILL under write load, every acknowledged write checked
 *   abuse       /healthz and /blog latency during a sign-in flood and with 1,000 open event streams
 *   media       uploading a 12 MP JPEG: time, and the server's memory before, at peak and after
 *   memory      the server's resident size idle, warm, after 10,000 signups and at its peak
 *   analytics   the analytics beacon's endpoint under load (events/s, p99, lost) and the dashboard's queries
 *   admin       the admin's lists with 100,000 signups and 10,000 messages (p99 per list)
 *
 * PostgreSQL runs join when DATABASE_URL or TEST_DATABASE_URL names a server.
 * `npm run bench -- load signups` runs only those. Each script's own settings (BENCH_SECONDS,
 * DURABILITY_CYCLES, ...) apply. The results are also written to bench/results/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, root, type SummaryRow } from "./lib.ts";

const BENCHES = {
  bundle: "scripts/bundle-check.ts",
  lighthouse: "bench/lighthouse.ts",
  load: "bench/load.ts",
  signups: "bench/signups.ts",
  durability: "bench/durability.ts",
  abuse: "bench/abuse.ts",
  media: "bench/media.ts",
  memory: "bench/memory.ts",
  analytics: "bench/analytics.ts",
  admin: "bench/admin-lists.ts",
} as const;
type Bench = keyof typeof BENCHES;

const asked = process.argv.slice(2).filter((a): a is Bench => a in BENCHES);
const chosen: Bench[] = asked.length ? asked : (Object.keys(BENCHES) as Bench[]);

ensureBuild();
const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-all-")), "summary.jsonl");
const crashed: string[] = [];
const started = Date.now();
for (const bench of chosen) {
  console.log(`\n━━━ ${bench} (${BENCHES[bench]})`);
  const result = spawnSync(process.execPath, [BENCHES[bench]], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  // A script that exits non-zero over a missed target still recorded its rows; one without rows crashed.
  if (result.status !== 0) console.log(`(${bench} exited with ${result.status ?? result.signal})`);
  const recorded = fs.existsSync(summaryFile) && fs.readFileSync(summaryFile, "utf8").includes(`"bench":"${bench}"`);
  if (!recorded) crashed.push(bench);
}

const recorded: SummaryRow[] = fs.existsSync(summaryFile)
  ? fs.readFileSync(summaryFile, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as SummaryRow)
  : [];
// A row recorded twice (a bench whose server rebuilt the site ran the bundle check again) counts once, as last measured.
const rows: SummaryRow[] = [...new Map(recorded.map((row) => [`${row.bench}\u0000${row.subject}`, row])).values()];
fs.rmSync(path.dirname(summaryFile), { recursive: true, force: true });

const header = ["bench", "subject", "result", "target", ""];
const cells = rows.map((r) => [r.bench, r.subject, r.result, r.target, r.ok === null ? "" : r.ok ? "ok" : "MISS"]);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join("  ").trimEnd();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n━━━ Summary (${os.cpus().length} cores, ${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, ${minutes} min)\n`);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const c of cells) console.log(line(c));
const misses = rows.filter((r) => r.ok === false).length;
console.log(`\n${rows.length - misses} of ${rows.length} rows meet their targets` + (crashed.length ? `; no results from: ${crashed.join(", ")}` : ""));

fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
const saved = path.join(root, "bench/results", `all-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(saved, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, rows, crashed }, null, 2));
console.log(`results saved to ${path.relative(root, saved)}`);
process.exit(crashed.length || misses ? 1 : 0);
