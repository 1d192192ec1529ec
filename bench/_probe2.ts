import { startServer } from "/work/wt/lead/bench/lib.ts";
const server = await startServer({ LOG_LEVEL: "warn" });
let sent = 0; let stop = false;
const slow: string[] = []; const tally: Record<string, number> = {};
async function worker() {
  while (!stop) {
    const n = sent++; const t = performance.now();
    try {
      const res = await fetch(`${server.base}/admin-login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base }, body: `email=flood-${n}%40example.com&password=aguessoftheflood`, signal: AbortSignal.timeout(8000) });
      await res.text();
      tally[res.status] = (tally[res.status] ?? 0) + 1;
      const d = performance.now() - t; if (d > 3000) slow.push(`${n}:${res.status}:${Math.round(d)}`);
    } catch (e) { tally["err"] = (tally["err"] ?? 0) + 1; slow.push(`${n}:err:${Math.round(performance.now() - t)}`); }
  }
}
const workers = Array.from({ length: 60 }, worker);
for (let i = 0; i < 8; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  const t = performance.now();
  try { const res = await fetch(`${server.base}/robots.txt`, { signal: AbortSignal.timeout(4000) }); await res.text(); console.log(i, "robots", res.status, Math.round(performance.now() - t), "ms", JSON.stringify(tally)); } catch { console.log(i, "robots failed", JSON.stringify(tally)); }
}
stop = true; await Promise.all(workers);
console.log("slow", slow.slice(0, 40).join(" "), slow.length);
await server.stop();
