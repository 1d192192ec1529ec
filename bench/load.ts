/**
 * `npm run bench:load`: autocannon throughput and latency for /, /blog, a blog post, a case study
 * and a prerendered marketing page, each next to a static file of the same size served by the same
 * server in the same run. Target (issue 8): every public GET at no less than 50% of the static rate.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:load
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, recordSummary, root, startServer } from "./lib.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Result = { rps: number; p50: number; p99: number; errors: number; bytes: number };

async function load(url: string): Promise<Result> {
  const result = await autocannon({ url, duration: SECONDS, connections: CONNECTIONS, headers: { "accept-encoding": "gzip" } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

async function firstLink(base: string, listPath: string, prefix: string): Promise<string | null> {
  const html = await (await fetch(base + listPath)).text();
  const match = new RegExp(`href="(${prefix}[a-z0-9-]+)"`).exec(html);
  return match?.[1] ?? null;
}

ensureBuild();
const server = await startServer();
const staticFiles: string[] = [];
try {
  const targets: string[] = ["/", "/blog"];
  const post = await firstLink(server.base, "/blog", "/blog/");
  const study = await firstLink(server.base, "/case-studies", "/case-studies/");
  if (post) targets.push(post);
  if (study) targets.push(study);
  targets.push("/services");

  const rows: Array<{ path: string; page: Result; file: Result }> = [];
  for (const target of targets) {
    const body = await (await fetch(server.base + target)).text();
    // A static file of the same size, served by the same express.static as the client build.
    const name = `bench-static-${rows.length}.html`;
    const file = path.join(root, "build/client", name);
    fs.writeFileSync(file, body);
    staticFiles.push(file);
    await load(server.base + target); // warm-up: fills caches and JIT
    const page = await load(server.base + target);
    const staticResult = await load(`${server.base}/${name}`);
    rows.push({ path: target, page, file: staticResult });
  }

  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per run, gzip accepted\n`);
  console.log(
    `${"path".padEnd(48)}${pad("req/s", 9)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("errors", 8)}${pad("static req/s", 14)}${pad("ratio", 8)}  target ≥ 50%`,
  );
  for (const { path: p, page, file } of rows) {
    const ratio = page.rps / Math.max(1, file.rps);
    console.log(
      `${p.slice(0, 47).padEnd(48)}${pad(page.rps.toFixed(0), 9)}${pad(page.p50, 8)}${pad(page.p99, 8)}${pad(page.errors, 8)}${pad(file.rps.toFixed(0), 14)}${pad((ratio * 100).toFixed(0) + "%", 8)}  ${ratio >= 0.5 ? "ok" : "below"}`,
    );
  }
  recordSummary(
    rows.map(({ path: p, page, file }) => {
      const ratio = page.rps / Math.max(1, file.rps);
      return {
        bench: "load",
        subject: `GET ${p}`,
        result: `${page.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}% of static ${file.rps.toFixed(0)}), p50 ${page.p50} ms, p99 ${page.p99} ms, ${page.errors} errors`,
        target: "≥ 50% of static, 0 errors",
        ok: ratio >= 0.5 && page.errors === 0,
      };
    }),
  );
} finally {
  for (const file of staticFiles) fs.rmSync(file, { force: true });
  await server.stop();
}
