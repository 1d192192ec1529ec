/**
 * The client build in memory: every file under build/client (hashed assets with immutable caching,
 * other public files briefly, the pages prerendered at build and their client-navigation data),
 * read once at start and stored with its compressed forms and headers (server/page-store.ts).
 * Text files are compressed at build (scripts/precompress.ts: `.br` and `.gz` next to each file);
 * what the build did not compress is compressed here once.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { paths } from "#app/lib/paths.ts";
import { formTimingCookie } from "#app/services/form-timing.server.ts";
import { nextYearStart, prepareHtml, storePage, type StoredPage } from "./page-store.ts";
import { fixedSecurityHeaders } from "./security.ts";

type SecurityOptions = Parameters<typeof fixedSecurityHeaders>[0];

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  // React Router's prerendered loader data (turbo-stream), as its server answers it.
  ".data": "text/x-script",
  ".webmanifest": "application/manifest+json",
};

/** Files larger than this are left to express.static (streamed from disk), not kept in memory. */
const MAX_IN_MEMORY = 2 * 1024 * 1024;

/** The paths whose page shows the contact form: each response sets the form-timing cookie. */
const FORM_PAGES = new Set([paths.contact, `${paths.contact}.data`]);

function readOptional(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

export type StoredFiles = {
  get(pathname: string): StoredPage | undefined;
  /** Whether a path is a page prerendered at build, or its client-navigation data ("/about", "/about.data"). */
  isPrerendered(pathname: string): boolean;
  /** Stores the pages again (the year changed). */
  refresh(): Promise<void>;
  size: number;
};

/** Reads build/client into memory: URL path ("/about", "/about.data", "/assets/x.js") → stored page. */
export async function loadStoredFiles(clientDir: string, security: SecurityOptions): Promise<StoredFiles> {
  const files = new Map<string, StoredPage>();
  const prerendered = new Set<string>();
  const assetHeaders = fixedSecurityHeaders(security, []);
  const assetsDir = path.join(clientDir, "assets");

  async function load(): Promise<void> {
    const next = new Map<string, StoredPage>();
    const expiresAt = nextYearStart();
    const walk = async (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          await walk(full);
          continue;
        }
        const ext = path.extname(entry.name);
        if (ext === ".br" || ext === ".gz" || ext === ".year") continue;
        const type = TYPES[ext];
        if (!type) continue;
        const stat = fs.statSync(full);
        if (stat.size > MAX_IN_MEMORY) continue;
        const relative = "/" + path.relative(clientDir, full).split(path.sep).join("/");
        if (entry.name === "index.html") {
          const route = relative.slice(0, -"/index.html".length) || "/";
          prerendered.add(route);
          prerendered.add(route === "/" ? "/_root.data" : `${route}.data`);
          const { html, scriptHashes } = prepareHtml(fs.readFileSync(full, "utf8"));
          // Compressed at build for the year it names; in another year, compressed here once.
          const builtFor = readOptional(`${full}.year`)?.toString().trim();
          const compressed = builtFor === String(new Date().getFullYear()) ? { br: readOptional(`${full}.br`), gzip: readOptional(`${full}.gz`) } : undefined;
          next.set(
            route,
            await storePage({
              headers: {
                ...fixedSecurityHeaders(security, scriptHashes),
                "content-type": type,
                // Fresh on every deploy; a CDN may keep it briefly and serve it stale while it revalidates.
                "cache-control": "public, max-age=300, stale-while-revalidate=86400",
                "x-prerendered": "1",
              },
              body: html,
              compressed,
              expiresAt,
              perResponse: FORM_PAGES.has(route) ? () => ({ "set-cookie": formTimingCookie() }) : undefined,
            }),
          );
          continue;
        }
        const hashed = full.startsWith(assetsDir + path.sep);
        next.set(
          relative,
          await storePage({
            headers: {
              ...assetHeaders,
              "content-type": type,
              "cache-control": hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
              "last-modified": stat.mtime.toUTCString(),
            },
            body: fs.readFileSync(full),
            compressed: { br: readOptional(`${full}.br`), gzip: readOptional(`${full}.gz`) },
            perResponse: FORM_PAGES.has(relative) ? () => ({ "set-cookie": formTimingCookie() }) : undefined,
          }),
        );
      }
    };
    await walk(clientDir);
    files.clear();
    for (const [key, value] of next) files.set(key, value);
  }

  await load();
  return {
    get: (pathname) => files.get(pathname),
    isPrerendered: (pathname) => prerendered.has(pathname),
    refresh: load,
    get size() {
      return files.size;
    },
  };
}

/** Whether a path is a page with the contact form (or its data), whose every answer sets the form-timing cookie. */
export function isFormPage(pathname: string): boolean {
  return FORM_PAGES.has(pathname);
}

/**
 * A form page rendered by the app instead of its stored copy (decision 022) still sets the
 * form-timing cookie, as the stored copy does (decision 016); such answers are never HTML-cached.
 */
export function formTimingWhenRendered(rendered: (pathname: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && FORM_PAGES.has(req.path) && rendered(req.path)) res.append("Set-Cookie", formTimingCookie());
    next();
  };
}

/** Express's own static serving, for what is not kept in memory (large files). */
export function staticFiles(clientDir: string, skip?: (pathname: string) => boolean): Router {
  const router = express.Router();
  // A prerendered page whose stored copy is stale is rendered by the app instead (decision 022).
  if (skip) router.use((req, _res, next) => next(skip(req.path) ? "router" : undefined));
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  return router;
}

