import { performance } from "node:perf_hooks";
import { openPostgres, useDatabase } from "#db/client.server.ts";
import { scratchDatabase } from "./lib.ts";
process.env.SITE_URL ??= "http://localhost:3000";
process.env.SESSION_SECRET ??= "x".repeat(64);
process.env.ANALYTICS_RATE_LIMIT = "100000000";
const scratch = await scratchDatabase("postgres://postgres@127.0.0.1:5432/postgres", "iratech_probe");
const database = await openPostgres(scratch.url);
useDatabase(database);
await database.migrate();
const { collect, parseUserAgent, countryOf } = await import("#app/services/analytics.server.ts") as any;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let t = performance.now();
if (countryOf) { countryOf("10.0.0.1"); console.log("geo first", performance.now() - t); t = performance.now(); for (let i = 0; i < 10000; i++) countryOf(`81.2.${i & 255}.${i >> 8}`); console.log("geo 10k", performance.now() - t); }
for (const round of [1, 2, 3]) {
  t = performance.now();
  const n = 5000;
  await Promise.all(Array.from({ length: n }, (_, i) => collect({ n: "pageview", u: `/about?utm_campaign=x${i % 5}`, r: "" }, new Headers({ "user-agent": CHROME }), { ip: `10.1.${i & 255}.${(i >> 8) & 255}`, userAgent: CHROME })));
  const ms = performance.now() - t;
  console.log(`round ${round}: ${n} events in ${ms.toFixed(0)} ms = ${(n / ms * 1000).toFixed(0)}/s`);
}
await database.close();
await scratch.drop();
