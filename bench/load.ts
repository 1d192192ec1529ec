/**
 * `npm run bench:load`: every public GET of our production server next to a bare Node http server
 * (bench/reference-server.ts) that sends the same pre-compressed bytes, in the same run, with
 * autocannon (gzip accepted). Target: each at ≥ 80% of the reference's rate (issue 25; issue 15.3 asked
 * 50%), 0 errors.
 *
 *   BENCH_SECONDS=3 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50 npm run bench:load
 *   BENCH_PATHS=^/media/ npm run bench:load     # only the paths this regular expression matches
 *   BENCH_REFERENCE_HEADERS=ours npm run bench:load   # diagnostic: the reference sends our headers too
 *
 * By default the reference sends only the headers a client needs. With BENCH_REFERENCE_HEADERS=ours
 * it sends every header our server sent for the path (the security headers, ETag, Vary, a fixed
 * request id), so the ratio is of the same answer, header block included: what is left is the cost
 * of our server's own work per request. A diagnostic, not issue 25's measure.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import autocannon from "autocannon";
import { ensureBuild, recordSummary, root, startServer } from "./lib.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Only the targets whose path matches (e.g. "^/media/"); unset: every target. */
const ONLY = process.env.BENCH_PATHS ? new RegExp(process.env.BENCH_PATHS) : null;

/** Each public GET's share of the bare-Node reference's rate (issue 25: ≥ 0.8). */
const RATIO = 0.8;

type Result = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, seconds = SECONDS): Promise<Result> {
  const result = await autocannon({ url, duration: seconds, connections: CONNECTIONS, headers: { "accept-encoding": "gzip" } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The raw bytes of an answer, as sent (no decompression), with its type and encoding. */
function rawGet(url: string): Promise<{ status: number; body: Buffer; contentType: string; encoding: string | null; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            contentType: String(res.headers["content-type"] ?? ""),
            encoding: (res.headers["content-encoding"] as string | undefined) ?? null,
            headers: res.headers,
          }),
        );
      })
      .on("error", reject);
  });
}

async function firstMatch(base: string, page: string, pattern: RegExp): Promise<string | null> {
  const html = await (await fetch(base + page)).text();
  return pattern.exec(html)?.[1] ?? null;
}

ensureBuild();
const server = await startServer();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-bench-load-"));
let reference: ReturnType<typeof spawn> | undefined;
try {
  const targets = ["/", "/about", "/services", "/products/ira-connect", "/contact", "/blog"];
  const post = await firstMatch(server.base, "/blog", /href="(\/blog\/[a-z0-9-]+)"/);
  if (post) targets.push(post);
  targets.push("/case-studies");
  const study = await firstMatch(server.base, "/case-studies", /href="(\/case-studies\/[a-z0-9-]+)"/);
  if (study) targets.push(study);
  targets.push("/iraconnect", "/rss.xml", "/sitemap.xml", "/robots.txt");
  // An image variant from the database, after its first request made it (issue 14: ≥ 50% of a
  // static file of the same size, which is what the reference serves).
  const variant = (await firstMatch(server.base, "/blog", /(\/media\/[0-9a-f]{32}\/960\.webp)/)) ?? (await firstMatch(server.base, "/blog", /(\/media\/[0-9a-f]{32}\/\d+\.\w+)/));
  if (variant) targets.push(variant);
  const css = await firstMatch(server.base, "/", /href="(\/assets\/[^"]+\.css)"/);
  const js = await firstMatch(server.base, "/", /(?:src|href)="(\/assets\/[^"]+\.js)"/);
  if (css) targets.push(css);
  if (js) targets.push(js);

  if (ONLY) targets.splice(0, targets.length, ...targets.filter((target) => ONLY.test(target)));
  if (targets.length === 0) throw new Error(`BENCH_PATHS=${process.env.BENCH_PATHS} matches no target`);

  // The reference serves what our server sent, byte for byte.
  const manifest = [];
  for (const [i, target] of targets.entries()) {
    const answer = await rawGet(server.base + target);
    if (answer.status !== 200) throw new Error(`GET ${target} answered ${answer.status}`);
    const file = path.join(work, `body-${i}`);
    fs.writeFileSync(file, answer.body);
    // Node writes these itself (Date, Connection, Keep-Alive) or they are the reference's own (length).
    const own = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
    const headers =
      process.env.BENCH_REFERENCE_HEADERS === "ours"
        ? Object.fromEntries(Object.entries(answer.headers).filter(([name, value]) => !own.has(name) && typeof value === "string"))
        : undefined;
    manifest.push({ path: target, contentType: answer.contentType, encoding: answer.encoding, file, headers });
  }
  fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest));
  reference = spawn(process.execPath, [path.join(root, "bench/reference-server.ts"), path.join(work, "manifest.json")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const referencePort = await new Promise<string>((resolve) => readline.createInterface({ input: reference!.stdout! }).once("line", resolve));
  const referenceBase = `http://127.0.0.1:${referencePort}`;

  // Alternating runs, best of ROUNDS each: on a shared machine, a neighbour's burst lowers one run,
  // not the comparison.
  const best = (results: Result[]) => results.reduce((a, b) => (b.rps > a.rps ? b : a));
  const rows: Array<{ path: string; bytes: number; page: Result; ref: Result }> = [];
  for (const [i, target] of targets.entries()) {
    await load(server.base + target, 1); // warm-up: caches and JIT
    const pages: Result[] = [];
    const refs: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      pages.push(await load(server.base + target));
      refs.push(await load(referenceBase + target));
    }
    rows.push({ path: target, bytes: fs.statSync(manifest[i]!.file).size, page: best(pages), ref: best(refs) });
  }

  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(`\nautocannon: ${CONNECTIONS} connections, best of ${ROUNDS} alternating ${SECONDS} s runs, gzip accepted; reference = bare Node http, same bytes\n`);
  console.log(`${"path".padEnd(44)}${pad("bytes", 8)}${pad("req/s", 8)}${pad("p99 ms", 8)}${pad("errors", 8)}${pad("ref req/s", 11)}${pad("ratio", 7)}  target ≥ ${RATIO * 100}%`);
  for (const { path: p, bytes, page, ref } of rows) {
    const ratio = page.rps / Math.max(1, ref.rps);
    console.log(
      `${p.slice(0, 43).padEnd(44)}${pad(bytes, 8)}${pad(page.rps.toFixed(0), 8)}${pad(page.p99, 8)}${pad(page.errors, 8)}${pad(ref.rps.toFixed(0), 11)}${pad((ratio * 100).toFixed(0) + "%", 7)}  ${ratio >= RATIO && page.errors === 0 ? "ok" : "MISS"}`,
    );
  }
  recordSummary(
    rows.map(({ path: p, page, ref }) => {
      const ratio = page.rps / Math.max(1, ref.rps);
      return {
        bench: "load",
        subject: `GET ${p}`,
        result: `${page.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of bare Node ${ref.rps.toFixed(0)}; p99 ${page.p99} ms; ${page.errors} errors`,
        target: `≥ ${RATIO * 100}% of bare Node, 0 errors (issue 25)`,
        ok: ratio >= RATIO && page.errors === 0,
      };
    }),
  );
} finally {
  reference?.kill("SIGTERM");
  fs.rmSync(work, { recursive: true, force: true });
  await server.stop();
}
