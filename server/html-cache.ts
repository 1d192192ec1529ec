/**
 * An in-memory cache of rendered public pages that read the database (blog, case studies, the
 * IRACONNECT landing, the feed and the sitemap), so that they are served about as fast as prerendered files. Every instance
 * keeps its own cache and drops the affected pages when the database announces a change
 * (pg_notify → realtime.server.ts), so publishing in the admin makes the next request fresh on
 * every instance. Pages are rendered with the placeholder nonce and get a fresh nonce per response,
 * like prerendered pages. Requests that carry cookies (admins, members) always render afresh.
 */
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { fillPrerendered, PRERENDER_NONCE } from "#app/lib/prerender.ts";
import { requestInfoContext } from "#app/lib/request-context.server.ts";
import { cacheTopicsFor, type Topic } from "#app/lib/paths.ts";
import { TOUCH_COOKIE } from "#app/lib/attribution.ts";

/** Cookies that can change a page: any but the attribution cookie, which no page reads (server/attribution.ts). */
function carriesSessionCookies(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => part.trim() !== "" && part.split("=")[0]!.trim() !== TOUCH_COOKIE);
}


type Entry = { status: number; headers: [string, string][]; html: string; topics: Topic[] };

const MAX_ENTRIES = 500;
const MAX_KEY_LENGTH = 300;

export function createHtmlCache(build: ServerBuild) {
  const handle = createRequestHandler(build, "production");
  const entries = new Map<string, Entry>();
  // Bumped on every change of a topic: a render that started before the change is not stored.
  const generations: Record<Topic, number> = { blog: 0, "case-studies": 0, signups: 0 };
  let hits = 0;
  let misses = 0;

  function invalidate(topic: Topic): void {
    generations[topic]++;
    for (const [key, entry] of entries) if (entry.topics.includes(topic)) entries.delete(key);
  }

  async function render(req: ExpressRequest, requestId: string): Promise<Entry> {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: PRERENDER_NONCE, requestId, ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
    const response = await handle(new Request(url, { method: "GET", headers }), context);
    return {
      status: response.status,
      headers: [...response.headers.entries()],
      html: await response.text(),
      topics: cacheTopicsFor(url.pathname) ?? [],
    };
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const topics = cacheTopicsFor(req.path);
    if (!topics || carriesSessionCookies(req.headers.cookie) || req.originalUrl.length > MAX_KEY_LENGTH) return next();
    const key = req.originalUrl;
    try {
      let entry = entries.get(key);
      const fromCache = entry !== undefined;
      if (entry) {
        hits++;
        // Keep recently used pages: re-inserting moves the key to the end of the Map.
        entries.delete(key);
        entries.set(key, entry);
      } else {
        misses++;
        const started = topics.map((t) => generations[t]);
        entry = await render(req, String(res.locals.requestId ?? ""));
        const unchanged = topics.every((t, i) => generations[t] === started[i]);
        const storable = entry.status === 200 && !entry.headers.some(([name]) => name === "set-cookie");
        if (unchanged && storable) {
          entries.set(key, entry);
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        }
      }
      res.status(entry.status);
      for (const [name, value] of entry.headers) {
        if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
      }
      res.setHeader("Vary", "Cookie");
      res.setHeader("X-Html-Cache", fromCache ? "hit" : "miss");
      if (req.method === "HEAD") return void res.end();
      res.send(fillPrerendered(entry.html, String(res.locals.nonce)));
    } catch (error) {
      next(error);
    }
  };

  return { middleware, invalidate, stats: () => ({ entries: entries.size, hits, misses }) };
}
