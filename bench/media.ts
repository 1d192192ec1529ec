/**
 * `npm run bench:media`: uploading and processing a 12-megapixel JPEG through the media library
 * (issue 14): the time from the upload's first byte to the stored image's answer, and the server's
 * resident memory before, at its peak and 10 s after. Target: under 2 s, and memory back within
 * 32 MiB of where it was. (An image variant's serving rate against a static file of the same size
 * is in `npm run bench:load`.)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import sharp from "sharp";
import { ensureBuild, recordSummary, root, startServer } from "./lib.ts";

const EMAIL = "bench.media@example.com";
const PASSWORD = "a long bench passphrase for media 2026";
const UPLOAD_TARGET_MS = 2000;
const MEMORY_SLACK_MB = 32;

const mb = (bytes: number) => bytes / 1024 / 1024;

function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

ensureBuild();
const server = await startServer();
const pid = server.child.pid!;
try {
  // An owner for the run, created while the server holds the database (decision 012).
  const created = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", EMAIL], {
    cwd: root,
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: "utf8",
  });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const signIn = await fetch(`${server.base}/admin-login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in answered ${signIn.status}`);

  // A photo-like 12 MP JPEG: a gradient with grain (a flat colour would compress to nothing).
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } })
    .png()
    .toBuffer();
  const photo = await sharp(gradient)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 82 })
    .toBuffer();

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  const form = new FormData();
  form.set("file", new Blob([photo], { type: "image/jpeg" }), "bench-12mp.jpg");
  form.set("alt", "A 12-megapixel test photograph");
  const started = performance.now();
  const answer = await fetch(`${server.base}/admin-dashboard/media/upload`, { method: "POST", headers: { Origin: server.base, Cookie: cookie }, body: form });
  const elapsed = performance.now() - started;
  const body = (await answer.json()) as { ok: boolean; message: string };
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  clearInterval(sampler);
  const after = rss(pid);
  if (!answer.ok || !body.ok) throw new Error(`upload answered ${answer.status}: ${body.message}`);

  const uploadOk = elapsed < UPLOAD_TARGET_MS;
  const memoryOk = mb(after - before) <= MEMORY_SLACK_MB;
  console.log(`\n12 MP JPEG (${width}×${height}, ${mb(photo.length).toFixed(1)} MB): stored in ${elapsed.toFixed(0)} ms (target < ${UPLOAD_TARGET_MS} ms) ${uploadOk ? "ok" : "MISS"}`);
  console.log(
    `server RSS: before ${mb(before).toFixed(0)} MiB, peak ${mb(peak).toFixed(0)} MiB, 10 s after ${mb(after).toFixed(0)} MiB (target: within ${MEMORY_SLACK_MB} MiB of before) ${memoryOk ? "ok" : "MISS"}`,
  );
  recordSummary([
    {
      bench: "media",
      subject: `upload a 12 MP JPEG (${mb(photo.length).toFixed(1)} MB)`,
      result: `${elapsed.toFixed(0)} ms`,
      target: `< ${UPLOAD_TARGET_MS} ms (14)`,
      ok: uploadOk,
    },
    {
      bench: "media",
      subject: "server RSS around that upload",
      result: `before ${mb(before).toFixed(0)} MiB, peak ${mb(peak).toFixed(0)} MiB, after ${mb(after).toFixed(0)} MiB`,
      target: `after within ${MEMORY_SLACK_MB} MiB of before (14)`,
      ok: memoryOk,
    },
  ]);
} finally {
  await server.stop();
}
