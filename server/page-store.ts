/**
 * Responses whose bytes are the same for every visitor (prerendered pages and their data files,
 * pages of the HTML cache, hashed assets), prepared once: compressed with brotli and gzip, their
 * headers (the security headers with a CSP that allows the page's own inline scripts by hash)
 * computed, and kept in memory. Serving one is choosing an encoding and writing the bytes
 * (docs/decisions/016-server-fast-path.md). Only the request id and, on the contact page, the signed
 * form-timing cookie differ per response: headers, never the body.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PRERENDER_NONCE, PRERENDER_YEAR } from "#app/lib/prerender.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type StoredPage = {
  status: number;
  /** Header name (lower case) → value, without Content-Encoding, Content-Length, X-Request-Id. */
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  /** After this moment (ms) the page is rebuilt: its year has changed. */
  expiresAt: number;
  /** Extra headers written per response (the contact page's form-timing cookie). */
  perResponse?: () => Record<string, string>;
};

/** Start of next calendar year (the server's time zone, as the footer's year), in ms. */
export function nextYearStart(now = Date.now()): number {
  const year = new Date(now).getFullYear();
  return new Date(year + 1, 0, 1).getTime();
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = new RegExp(` nonce="${PRERENDER_NONCE}"`, "g");

/**
 * An HTML page rendered once for many visitors: the placeholder nonce attributes removed (the CSP
 * lists hashes instead: web.dev's strict CSP for cached HTML), the year filled in once, and the
 * 'sha256-…' sources of every inline script that the browser runs.
 */
export function prepareHtml(html: string, now = Date.now()): { html: string; scriptHashes: string[] } {
  const filled = html.replace(NONCE_ATTRIBUTE, "").replaceAll(PRERENDER_YEAR, String(new Date(now).getFullYear()));
  const hashes = new Set<string>();
  for (const match of filled.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // JSON-LD and other data blocks are never run: no hash needed.
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return { html: filled, scriptHashes: [...hashes] };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Builds a stored page; bodies under 1 KB or of already-compressed types are kept identity only. */
export async function storePage(options: {
  status?: number;
  headers: Record<string, string>;
  body: Buffer | string;
  expiresAt?: number;
  compressed?: { br?: Buffer | null; gzip?: Buffer | null };
  perResponse?: () => Record<string, string>;
}): Promise<StoredPage> {
  const identity = typeof options.body === "string" ? Buffer.from(options.body, "utf8") : options.body;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers)) headers[name.toLowerCase()] = value;
  delete headers["content-length"];
  delete headers["content-encoding"];
  const compressible = identity.length >= 1024 && COMPRESSIBLE.test(headers["content-type"] ?? "");
  let br: Buffer | null = null;
  let gz: Buffer | null = null;
  if (compressible) {
    br =
      options.compressed?.br ??
      (await brotli(identity, {
        params: {
          // Fast enough for a cache miss; the build compresses its files at the best quality.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }));
    gz = options.compressed?.gzip ?? (await gzip(identity, { level: 6 }));
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  const etag = `"${crypto.createHash("sha1").update(identity).digest("base64url")}"`;
  headers.etag ??= etag;
  return {
    status: options.status ?? 200,
    headers,
    identity,
    br,
    gzip: gz,
    etag: headers.etag,
    expiresAt: options.expiresAt ?? Number.POSITIVE_INFINITY,
    perResponse: options.perResponse,
  };
}

const encodingChoice = new Map<string, "br" | "gzip" | "identity">();

/** The best encoding the Accept-Encoding header allows (q=0 refuses one), remembered per header value. */
export function chooseEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
  const known = encodingChoice.get(header);
  if (known) return known;
  const q: Record<string, number> = {};
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number(value);
    }
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const allowed = (name: string) => (q[name] ?? q["*"] ?? 0) > 0;
  const choice = allowed("br") ? "br" : allowed("gzip") ? "gzip" : "identity";
  if (encodingChoice.size < 256) encodingChoice.set(header, choice);
  return choice;
}

/** Writes a stored page as the answer to `req`; `extra` are this response's own headers. */
export function sendStoredPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, extra: Record<string, string>): void {
  const headers: Record<string, string | string[]> = { ...page.headers, ...extra, ...page.perResponse?.() };
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && page.status === 200 && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
    delete headers["content-type"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = page.br || page.gzip ? chooseEncoding(req.headers["accept-encoding"]) : "identity";
  const body = encoding === "br" ? page.br! : encoding === "gzip" ? page.gzip! : page.identity;
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
