import crypto from "node:crypto";
import autocannon from "autocannon";
import { scratchDatabase, startServer } from "./lib.ts";
const scratch = await scratchDatabase("postgres://postgres@127.0.0.1:5432/postgres", "iratech_probe2");
const server = await startServer({ ANALYTICS_RATE_LIMIT: "100000000", TRUST_PROXY: "1", SEED: "never", SESSION_SECRET: crypto.randomBytes(32).toString("hex"), DATABASE_URL: scratch.url });
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
for (let i = 0; i < 8; i++) {
  const t = performance.now();
  const r = await fetch(`${server.base}/api/event`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base, "user-agent": CHROME, "x-forwarded-for": `10.0.0.${i + 1}` }, body: "n=pageview&u=%2Fabout&r=" });
  console.log(r.status, (performance.now() - t).toFixed(1), "ms");
}
for (const c of [1, 10, 50]) {
  const result = await autocannon({ url: server.base, connections: c, duration: 5, requests: [{ method: "POST", path: "/api/event", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base, "user-agent": CHROME, "x-forwarded-for": "10.0.0.9" }, body: "n=pageview&u=%2Fabout&r=" }] });
  console.log(`c=${c}: ${result.requests.average}/s p50 ${result.latency.p50} p99 ${result.latency.p99} non2xx ${result.non2xx} timeouts ${result.timeouts}`);
}
const h = await autocannon({ url: `${server.base}/healthz`, connections: 10, duration: 3 });
console.log(`healthz c=10: ${h.requests.average}/s p99 ${h.latency.p99}`);
await server.stop();
await scratch.drop();
