/**
 * Media library variants answered before React Router (issue 14: an image variant at ≥ 50% of the
 * rate of a static file of the same size). The first request of a variant goes through Express
 * (`middleware`): the same answer as the resource route (app/routes/resources/media-file.ts, from
 * `mediaFileAnswer`); a 200 is then kept as a stored page (decision 016) in a byte-bounded LRU, and
 * the fast path (server/fast-path.ts) answers later requests of it from memory with one `writeHead`
 * and one `end`: the same headers (the variant's type, immutable caching, its ETag, the fixed
 * security headers), 304 for a matching If-None-Match. A variant's URL never changes meaning
 * (decision 014), so a kept answer never goes stale.
 */
import type { RequestHandler } from "express";
import { mediaFileAnswer } from "#app/services/media.server.ts";
import { sendStoredPage, type StoredPage } from "./page-store.ts";
import { fixedSecurityHeaders } from "./security.ts";

const MEDIA_PATH = /^\/media\/([^/]+)\/([^/]+)$/;

/** Memory for kept answers (their bytes are shared with the variant cache of media.server.ts). */
export const MEDIA_MEMORY_BYTES = 64 * 1024 * 1024;

type SecurityOptions = Parameters<typeof fixedSecurityHeaders>[0];

export type MediaFiles = {
  /** The kept answer for a `/media/…` path, most recently used last; undefined when not kept. */
  lookup(pathname: string): StoredPage | undefined;
  /** Express: answers every `/media/{id}/{file}` GET or HEAD, keeping each 200 for the fast path. */
  middleware: RequestHandler;
  /** Bytes kept now (tests, diagnostics). */
  readonly bytes: number;
};

export function createMediaFiles(
  security: SecurityOptions,
  // One answer never takes more than an eighth of the budget: a few huge files cannot evict the rest.
  { budgetBytes = MEDIA_MEMORY_BYTES, maxItemBytes = budgetBytes / 8 }: { budgetBytes?: number; maxItemBytes?: number } = {},
): MediaFiles {
  const securityHeaders = fixedSecurityHeaders(security, []);
  const kept = new Map<string, StoredPage>();
  let bytes = 0;

  function keep(pathname: string, headers: Record<string, string>, body: Uint8Array) {
    if (body.byteLength > Math.min(maxItemBytes, budgetBytes) || kept.has(pathname)) return undefined;
    const lower: Record<string, string> = { ...securityHeaders };
    for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
    delete lower["content-length"];
    const page: StoredPage = {
      status: 200,
      headers: lower,
      identity: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      gzip: null,
      br: null,
      etag: lower.etag!,
      expiresAt: Number.POSITIVE_INFINITY,
    };
    kept.set(pathname, page);
    bytes += body.byteLength;
    for (const [oldPath, old] of kept) {
      if (bytes <= budgetBytes) break;
      kept.delete(oldPath);
      bytes -= old.identity.length;
    }
    return page;
  }

  function lookup(pathname: string): StoredPage | undefined {
    const page = kept.get(pathname);
    if (page) {
      // Least recently used goes first: move it to the end.
      kept.delete(pathname);
      kept.set(pathname, page);
    }
    return page;
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = MEDIA_PATH.exec(req.path);
    if (!match) return next();
    const extra = { "x-request-id": String(res.locals.requestId ?? "") };
    const known = lookup(req.path);
    if (known) return sendStoredPage(req, res, known, extra);
    mediaFileAnswer(match[1]!, match[2]!, req.headers["if-none-match"] ?? null)
      .then((answer) => {
        // Only the real variant is kept: a stand-in (issue 29.3) is answered once, never kept.
        const immutable = /\bimmutable\b/.test(answer.headers["Cache-Control"] ?? "");
        const page = answer.status === 200 && answer.body && immutable ? keep(req.path, answer.headers, answer.body) : undefined;
        if (page) return sendStoredPage(req, res, page, extra);
        res.status(answer.status).set(answer.headers);
        if (req.method === "HEAD" || !answer.body) res.end();
        else res.end(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
      })
      .catch(next);
  };

  return {
    lookup,
    middleware,
    get bytes() {
      return bytes;
    },
  };
}
