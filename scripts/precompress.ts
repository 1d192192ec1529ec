/**
 * Runs after `react-router build`: writes `.br` (brotli, best quality) and `.gz` (gzip level 9)
 * next to every compressible file of build/client, so that the server compresses nothing it
 * serves from the build (server/static.ts reads them at start). A prerendered page is compressed
 * as the server serves it (server/page-store.ts prepareHtml: placeholder nonce removed, year
 * filled); `index.html.year` names that year, and the server compresses the page itself in
 * another year.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { prepareHtml } from "#server/page-store.ts";

const client = path.resolve(import.meta.dirname, "../build/client");
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".map", ".html", ".data"]);

let count = 0;
let before = 0;
let after = 0;
const year = new Date().getFullYear();

function compress(file: string, body: Buffer): void {
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += br.length;
}

function walk(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(file);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    if (entry.name === "index.html") {
      compress(file, Buffer.from(prepareHtml(body.toString("utf8")).html, "utf8"));
      fs.writeFileSync(`${file}.year`, String(year));
    } else {
      compress(file, body);
    }
  }
}

if (fs.existsSync(client)) walk(client);
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
