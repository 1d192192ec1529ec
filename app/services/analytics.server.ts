/**
 * Cookieless analytics (issue 27, decision 033): what the collection endpoint does with a beacon's
 * event, and the upkeep the scheduler runs (rollups, salt deletion, retention).
 *
 * A visitor is `sha256(daily salt, site, address, user agent)`: the salt is random, one per UTC
 * day, stored in the database so every instance agrees, and deleted after 48 hours, so nobody can
 * be followed across days and the address is never stored. Nothing is written in the browser.
 */
import { createHash, randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";
import { batcher } from "../lib/batcher.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import type { RequestInfo } from "../lib/server/request-context.server.ts";
import { collectSchema, MAX_EVENT_BYTES, type CollectInput } from "../lib/schemas/analytics.ts";
import { isAdminPath } from "../lib/paths.ts";
import { deleteEventsBefore, deleteSaltsBefore, insertEvents, rollUpEvents, saltForDay, type NewAnalyticsEvent } from "../models/analytics.server.ts";
import { env } from "./env.server.ts";
import { readSubmission } from "./submission.server.ts";
import { logger } from "./logger.server.ts";

// --- Pure parts (unit-tested) ------------------------------------------------------------------

/** The visitor id: 32 hex digits of sha256 over the day's salt, the site, the address and the user agent. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\u0000${site}\u0000${ip}\u0000${userAgent}`).digest("hex").slice(0, 32);
}

/** A UTC day as "YYYY-MM-DD". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type Exclusion = "dnt" | "gpc" | "bot" | null;

/**
 * Why a request must not be counted: Do Not Track, Global Privacy Control, or a bot (isbot's
 * maintained list; an empty user agent is a script). The site asks no consent for analytics, as
 * it stores nothing in the browser and no personal data (decision 033): these signals are the
 * visitor's only choice, and are honoured.
 */
export function exclusionOf(headers: Headers, userAgent: string): Exclusion {
  if (headers.get("dnt") === "1") return "dnt";
  if (headers.get("sec-gpc") === "1") return "gpc";
  if (userAgent.trim() === "" || isbot(userAgent)) return "bot";
  return null;
}

export type UaFacts = { device: "desktop" | "mobile" | "tablet"; browser: string | null; os: string | null };

/** Device class, browser and OS of a user agent (ua-parser-js). */
export function parseUserAgent(userAgent: string): UaFacts {
  const result = UAParser(userAgent.slice(0, 512));
  const type = result.device.type;
  const device = type === "mobile" || type === "wearable" ? "mobile" : type === "tablet" ? "tablet" : "desktop";
  return { device, browser: result.browser.name ?? null, os: result.os.name ?? null };
}

/** The referring site's host, lower case and without "www."; null for none, this site itself, or what is not a web address. */
export function referrerDomain(referrer: string, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!host || host === siteHost.toLowerCase().replace(/^www\./, "")) return null;
  return host.slice(0, 120);
}

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The page's path (no query) and its five UTM values (trimmed, capped, empty as null). */
export function splitPageUrl(pathAndQuery: string): { path: string; utm: Record<(typeof UTM_KEYS)[number], string | null> } {
  const url = new URL(pathAndQuery, "http://site.invalid");
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, url.searchParams.get(key)?.trim().slice(0, 100) || null])) as Record<(typeof UTM_KEYS)[number], string | null>;
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: keep the path as sent.
  }
  path = path.replace(/\s+/g, "").slice(0, 300) || "/";
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  return { path, utm };
}

// --- Country (offline database) ----------------------------------------------------------------

type GeoLookup = (ip: string) => { country?: string } | null;
const geo = singleton("analyticsGeo", () => ({ lookup: undefined as GeoLookup | null | undefined }));

/**
 * The country of an address from geoip-country's database, which ships inside the npm package (no
 * lookup over the network); loaded on the first event (about 8 MB). Null when unknown or unloadable.
 */
export function countryOf(ip: string): string | null {
  if (geo.lookup === undefined) {
    try {
      const require = createRequire(import.meta.url);
      const module = require("geoip-country") as { lookup: GeoLookup };
      geo.lookup = (address) => module.lookup(address);
    } catch (error) {
      logger.warn({ err: error }, "analytics: the country database could not be loaded; countries stay empty");
      geo.lookup = null;
    }
  }
  if (!geo.lookup || !ip) return null;
  try {
    return geo.lookup(ip.replace(/^::ffff:/, ""))?.country ?? null;
  } catch {
    return null;
  }
}

// --- Salts ---------------------------------------------------------------------------------------

const salts = singleton("analyticsSalts", () => new Map<string, Promise<string>>());

/** The salt of `at`'s UTC day (made once per day by whichever instance asks first, then read). */
export function currentSalt(at = new Date()): Promise<string> {
  const day = utcDay(at);
  let salt = salts.get(day);
  if (!salt) {
    salt = saltForDay(day, randomBytes(32).toString("hex"));
    salt.catch(() => salts.delete(day));
    salts.clear();
    salts.set(day, salt);
  }
  return salt;
}

/** Deletes salts older than 48 hours (every day but today and yesterday); answers how many. */
export async function rotateSalts(now = new Date()): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 3_600_000));
  for (const day of salts.keys()) if (day < yesterday) salts.delete(day);
  return deleteSaltsBefore(yesterday);
}

// --- Limits and counts -----------------------------------------------------------------------------

const counters = singleton("analyticsCounters", () => ({ rejected: 0, limited: 0, excluded: 0, stored: 0, window: 0, perIp: new Map<string, number>() }));

/** What this instance has refused since it started (shown on the dashboard). */
export function collectionCounts() {
  return { rejected: counters.rejected, limited: counters.limited, excluded: counters.excluded, stored: counters.stored };
}

/** A fixed one-minute window per address, in memory (a beacon costs no database round trip to check). */
function overLimit(ip: string, now: number): boolean {
  const window = Math.floor(now / 60_000);
  if (window !== counters.window) {
    counters.window = window;
    counters.perIp.clear();
  }
  const hits = (counters.perIp.get(ip) ?? 0) + 1;
  counters.perIp.set(ip, hits);
  return hits > env().ANALYTICS_RATE_LIMIT;
}

// --- Collection ---------------------------------------------------------------------------------

const ingest = singleton("analyticsIngest", () =>
  batcher<NewAnalyticsEvent, number>({
    run: async (events) => {
      const stored = await insertEvents(events);
      return events.map(() => (stored === events.length ? 1 : 0));
    },
    maxInFlight: 2,
    maxBatch: 256,
  }),
);

export type CollectReply = { status: 202 | 204 | 400 | 413 | 415 | 429; error?: string };

/**
 * One event: excluded visitors (Do Not Track, Global Privacy Control, bots) and admin pages are
 * answered 204 and not stored; an address over its limit gets 429; the rest is stored through the
 * batcher (one INSERT per batch) and answered 202.
 */
export async function collect(input: CollectInput, headers: Headers, info: Pick<RequestInfo, "ip" | "userAgent">, now = new Date()): Promise<CollectReply> {
  if (exclusionOf(headers, info.userAgent) !== null) {
    counters.excluded++;
    return { status: 204 };
  }
  const { path, utm } = splitPageUrl(input.u);
  if (isAdminPath(path)) {
    counters.excluded++;
    return { status: 204 };
  }
  if (overLimit(info.ip, now.getTime())) {
    counters.limited++;
    return { status: 429, error: "Too many events." };
  }
  const site = new URL(env().SITE_URL).host;
  const salt = await currentSalt(now);
  const ua = parseUserAgent(info.userAgent);
  await ingest.submit({
    visitor: visitorHash(salt, site, info.ip, info.userAgent),
    name: input.n,
    path,
    detail: input.d?.trim() || null,
    referrer: referrerDomain(input.r, new URL(env().SITE_URL).hostname),
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmTerm: utm.utm_term,
    utmContent: utm.utm_content,
    device: ua.device,
    browser: ua.browser,
    os: ua.os,
    country: countryOf(info.ip),
  });
  counters.stored++;
  return { status: 202 };
}

/**
 * The collection endpoint: the beacon posts its event as a urlencoded form (a CORS-safelisted type,
 * so `sendBeacon` needs no preflight), read and parsed with the schema like every form.
 */
export async function collectRequest(request: Request, info: Pick<RequestInfo, "ip" | "userAgent">, now = new Date()): Promise<CollectReply> {
  const read = await readSubmission(request, collectSchema, { maxBytes: MAX_EVENT_BYTES, accept: ["urlencoded"] });
  if (!read.ok) {
    counters.rejected++;
    return { status: read.status, error: read.message };
  }
  if (read.submission.status !== "success") {
    counters.rejected++;
    return { status: 400, error: "Not an event." };
  }
  return collect(read.submission.value, request.headers, info, now);
}

// --- Upkeep (the scheduler) ------------------------------------------------------------------------

/** Rolls up new events until none are left (bounded), deletes old salts and raw events past the retention. */
export async function analyticsUpkeep(now = new Date()): Promise<{ rolledUp: number; salts: number; expired: number }> {
  let rolledUp = 0;
  for (let round = 0; round < 10; round++) {
    const n = await rollUpEvents({ now });
    rolledUp += n;
    if (n === 0) break;
  }
  const saltsDeleted = await rotateSalts(now);
  const expired = await deleteEventsBefore(new Date(now.getTime() - env().ANALYTICS_RETENTION_DAYS * 86_400_000));
  if (rolledUp > 0 || expired > 0) logger.debug({ rolledUp, expired }, "analytics upkeep");
  return { rolledUp, salts: saltsDeleted, expired };
}

/** Rolls up what is waiting (the dashboard calls it before it reads, so it is never behind by the scheduler's interval). */
export async function catchUpRollups(now = new Date()): Promise<void> {
  await rollUpEvents({ now, settleMs: 0 });
}
