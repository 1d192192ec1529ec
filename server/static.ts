/**
 * Serves the client build: hashed assets with immutable caching, other public files briefly, and
 * the pages prerendered at build from memory, each response with its own CSP nonce.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { fillPrerendered } from "#app/lib/prerender.ts";

/** path ("/about") → HTML with the nonce placeholder, read once at start. */
export function loadPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), fs.readFileSync(full, "utf8"));
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}

export function prerenderedPages(pages: Map<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const html = pages.get(pathname);
    if (html === undefined) return next();
    const nonce = String(res.locals.nonce);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // Fresh on every deploy; a CDN may keep it briefly and serve it stale while it revalidates.
    res.setHeader("Cache-Control", "public, max-age=300, stale-while-revalidate=86400");
    res.setHeader("X-Prerendered", "1");
    res.send(fillPrerendered(html, nonce));
  };
}

export function staticFiles(clientDir: string): Router {
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  return router;
}
