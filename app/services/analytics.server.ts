/**
 * Cookieless analytics (issue 27, decision 033): what the collection endpoint does with a beacon's
 * event, and the upkeep the scheduler runs (rollups, salt deletion, retention).
 *
 * A visitor is `sha256(daily salt, site, address, user agent)`: the salt is random, one per UTC
 * day, stored in the database so every instance agrees, and deleted after 48 hours, so nobody can
 * be followed across days and the address is never stored. Nothing is written in the browser.
 */
import { hash, randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";
import { batcher } from "../lib/batcher.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import type { RequestInfo } from "../lib/server/request-context.server.ts";
import { EVENT_LABELS, EVENT_NAMES, type EventName } from "../lib/analytics-events.ts";
import { parseAssignments, serializeAssignments, VARIANT_COOKIE } from "../lib/landing-tests.ts";
import { collectSchema, filtersOf, MAX_EVENT_BYTES, type AnalyticsTable, type CollectInput, type DashboardQuery, type Period } from "../lib/schemas/analytics.ts";
import { isAdminPath, paths } from "../lib/paths.ts";
import {
  breakdown,
  deleteEventsBefore,
  deleteSaltsBefore,
  eventTotals,
  funnel,
  goals,
  insertEvents,
  postResults,
  referralCounts,
  rollUpDays,
  rollUpEvents,
  saltForDay,
  summary,
  timeseries,
  topPages,
  visitorsNow,
  type NewAnalyticsEvent,
  type Range,
  type VisitDimension,
} from "../models/analytics.server.ts";
import { cookieFromHeader } from "./cookies.server.ts";
import { env } from "./env.server.ts";
import { bodySourceOf, readSubmissionFrom, type BodySource } from "./submission.server.ts";
import { logger } from "./logger.server.ts";

// --- Pure parts (unit-tested) ------------------------------------------------------------------

/** The visitor id: 32 hex digits of sha256 over the day's salt, the site, the address and the user agent. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return hash("sha256", `${salt}\u0000${site}\u0000${ip}\u0000${userAgent}`, "hex").slice(0, 32);
}

/** A UTC day as "YYYY-MM-DD". */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type Exclusion = "dnt" | "gpc" | "bot" | null;

/** What the collection reads of a request's headers: a web `Headers`, or Node's headers behind the same `get` (server/event-ingest.ts). */
export type HeaderReader = { get(name: string): string | null };

/**
 * Why a request must not be counted: Do Not Track, Global Privacy Control, or a bot (isbot's
 * maintained list; an empty user agent is a script). The site asks no consent for analytics, as
 * it stores nothing in the browser and no personal data (decision 033): these signals are the
 * visitor's only choice, and are honoured.
 */
export function exclusionOf(headers: HeaderReader, userAgent: string): Exclusion {
  if (headers.get("dnt") === "1") return "dnt";
  if (headers.get("sec-gpc") === "1") return "gpc";
  if (userAgent.trim() === "" || isBotAgent(userAgent)) return "bot";
  return null;
}

const botCache = singleton("analyticsBotCache", () => new Map<string, boolean>());

/** isbot's answer for a user agent (its one regular expression costs a few microseconds a call: the last 2,000 answers are kept). */
function isBotAgent(userAgent: string): boolean {
  const known = botCache.get(userAgent);
  if (known !== undefined) return known;
  const bot = isbot(userAgent);
  // Only agents of a usual length are kept, so a stranger cannot fill the cache with long ones.
  if (userAgent.length <= 512) {
    if (botCache.size >= 2_000) botCache.delete(botCache.keys().next().value!);
    botCache.set(userAgent, bot);
  }
  return bot;
}

export type UaFacts = { device: "desktop" | "mobile" | "tablet"; browser: string | null; os: string | null };

const uaCache = singleton("analyticsUaCache", () => new Map<string, UaFacts>());

/** Device class, browser and OS of a user agent (ua-parser-js, about 0.5 ms a call: the last 2,000 answers are kept). */
export function parseUserAgent(userAgent: string): UaFacts {
  const key = userAgent.slice(0, 512);
  const known = uaCache.get(key);
  if (known) return known;
  const facts = parseUserAgentUncached(key);
  if (uaCache.size >= 2_000) uaCache.delete(uaCache.keys().next().value!);
  uaCache.set(key, facts);
  return facts;
}

function parseUserAgentUncached(userAgent: string): UaFacts {
  const result = UAParser(userAgent);
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

const CONTROLS = /[\u0000-\u001f\u007f]/g;
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The page's path (no query) and its five UTM values (trimmed, capped, empty as null). */
export function splitPageUrl(pathAndQuery: string): { path: string; utm: Record<(typeof UTM_KEYS)[number], string | null> } {
  const url = new URL(pathAndQuery, "http://site.invalid");
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, url.searchParams.get(key)?.replace(CONTROLS, "").trim().slice(0, 100) || null])) as Record<(typeof UTM_KEYS)[number], string | null>;
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: keep the path as sent.
  }
  path = path.replace(/\s+/g, "").replace(CONTROLS, "").slice(0, 300) || "/";
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
export function overLimit(ip: string, now: number, limit = env().ANALYTICS_RATE_LIMIT): boolean {
  const window = Math.floor(now / 60_000);
  if (window !== counters.window) {
    counters.window = window;
    counters.perIp.clear();
  }
  const hits = (counters.perIp.get(ip) ?? 0) + 1;
  counters.perIp.set(ip, hits);
  return hits > limit;
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
export async function collect(input: CollectInput, headers: HeaderReader, info: Pick<RequestInfo, "ip" | "userAgent">, now = new Date()): Promise<CollectReply> {
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
  const site = siteOf(env().SITE_URL);
  const salt = await currentSalt(now);
  const ua = parseUserAgent(info.userAgent);
  await ingest.submit({
    visitor: visitorHash(salt, site.host, info.ip, info.userAgent),
    name: input.n,
    path,
    detail: input.d?.trim() || null,
    referrer: referrerDomain(input.r, site.hostname),
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmTerm: utm.utm_term,
    utmContent: utm.utm_content,
    device: ua.device,
    browser: ua.browser,
    os: ua.os,
    country: countryOf(info.ip),
    // The landing tests the visitor is assigned to (the cookie, checked; decision 037).
    variant: variantOfCookie(headers),
  });
  counters.stored++;
  return { status: 202 };
}

let siteUrl: { url: string; host: string; hostname: string } | undefined;

/** SITE_URL's host and hostname, parsed once (not per event). */
function siteOf(url: string): { host: string; hostname: string } {
  if (siteUrl?.url !== url) {
    const parsed = new URL(url);
    siteUrl = { url, host: parsed.host, hostname: parsed.hostname };
  }
  return siteUrl;
}

/** The assignment cookie's entries as `analytics_events.variant` stores them, or null. */
export function variantOfCookie(headers: HeaderReader): string | null {
  const assignments = parseAssignments(cookieFromHeader(headers.get("cookie"), VARIANT_COOKIE));
  return assignments.size ? serializeAssignments(assignments) : null;
}

/** An event the server itself saw (e.g. a confirmed e-mail): counted under the beacon's rules; never fails the request. */
export async function trackOnServer(name: EventName, path: string, headers: HeaderReader, info: Pick<RequestInfo, "ip" | "userAgent">): Promise<void> {
  try {
    await collect({ n: name, u: path, r: "" }, headers, info);
  } catch (error) {
    logger.warn({ err: error }, "analytics: a server-side event was not stored");
  }
}

/**
 * The collection endpoint: the beacon posts its event as a urlencoded form (a CORS-safelisted type,
 * so `sendBeacon` needs no preflight), read and parsed with the schema like every form.
 */
export async function collectRequest(request: Request, info: Pick<RequestInfo, "ip" | "userAgent">, now = new Date()): Promise<CollectReply> {
  return collectFrom(bodySourceOf(request), request.headers, info, now);
}

/**
 * The collection endpoint for a request however it was received: the route above (a web Request),
 * or server/event-ingest.ts, which answers the beacon before Express and React Router with this same
 * function (decision 051). Every rule of the endpoint is here or below.
 */
export async function collectFrom(body: BodySource, headers: HeaderReader, info: Pick<RequestInfo, "ip" | "userAgent">, now = new Date()): Promise<CollectReply> {
  const read = await readSubmissionFrom(body, collectSchema, { maxBytes: MAX_EVENT_BYTES, accept: ["urlencoded"] });
  if (!read.ok) {
    counters.rejected++;
    return { status: read.status, error: read.message };
  }
  if (read.submission.status !== "success") {
    counters.rejected++;
    return { status: 400, error: "Not an event." };
  }
  return collect(read.submission.value, headers, info, now);
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
  // Whole days whose visits changed (yesterday, once it is over) into the day tables the dashboard reads (decision 048).
  const days = await rollUpDays({ now });
  const saltsDeleted = await rotateSalts(now);
  const expired = await deleteEventsBefore(new Date(now.getTime() - env().ANALYTICS_RETENTION_DAYS * 86_400_000));
  if (rolledUp > 0 || expired > 0 || days > 0) logger.debug({ rolledUp, days, expired }, "analytics upkeep");
  return { rolledUp, salts: saltsDeleted, expired };
}

/** Rolls up what is waiting (the dashboard calls it before it reads, so it is never behind by the scheduler's interval). */
export async function catchUpRollups(now = new Date()): Promise<void> {
  await rollUpEvents({ now, settleMs: 0 });
}

// --- The dashboard -----------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Period, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

/** A period's range (whole UTC days up to the end of today), the one before it, and its chart's step. */
export function periodRanges(period: Period, now = new Date()): { current: Range; previous: Range; stepHours: number } {
  const days = PERIOD_DAYS[period];
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const from = new Date(end.getTime() - days * DAY_MS);
  return { current: { from, to: end }, previous: { from: new Date(from.getTime() - days * DAY_MS), to: from }, stepHours: period === "today" ? 1 : 24 };
}

/** The funnel of the IRACONNECT campaign: landing page → modal opened → signup → e-mail confirmed. */
export const SIGNUP_FUNNEL = [
  { label: "Landing page", goal: `${paths.iraconnect}|${paths.iraconnectJoin}` },
  { label: EVENT_LABELS.modal_open, goal: "modal_open" },
  { label: EVENT_LABELS.signup, goal: "signup" },
  { label: EVENT_LABELS.confirmation, goal: "confirmation" },
] as const;

/** The goals every dashboard shows (the named events); `?goal=/path` adds a path. */
export const STANDARD_GOALS = EVENT_NAMES.filter((name) => name !== "pageview");

export type SeriesPoint = { bucket: string; visitors: number; pageviews: number; visits: number; bounceRate: number; visitDuration: number; previousVisitors: number; previousPageviews: number };

export async function analyticsDashboard(query: DashboardQuery, now = new Date()) {
  const filters = filtersOf(query);
  const { current, previous, stepHours } = periodRanges(query.period, now);
  const goalList = query.goal?.startsWith("/") ? [...STANDARD_GOALS, query.goal] : [...STANDARD_GOALS];
  const [total, before, series, previousSeries, pages, entries, sources, campaigns, devices, countries, goalRows, funnelRows, posts, events, now5, referral] = await Promise.all([
    summary(current, filters),
    summary(previous, filters),
    timeseries(current, stepHours, filters),
    timeseries(previous, stepHours, filters),
    topPages(current, filters),
    breakdown("entry", current, filters),
    breakdown("source", current, filters),
    breakdown("campaign", current, filters),
    breakdown("device", current, filters),
    breakdown("country", current, filters),
    goals(goalList, current, filters),
    funnel(SIGNUP_FUNNEL, current, filters),
    postResults(paths.blogPost(""), current, filters),
    eventTotals(current),
    visitorsNow(now),
    referralCounts(current),
  ]);
  const points: SeriesPoint[] = series.map((p, i) => ({
    bucket: p.bucket,
    visitors: p.visitors,
    pageviews: p.pageviews,
    visits: p.visits,
    bounceRate: p.bounceRate,
    visitDuration: p.visitDuration,
    previousVisitors: previousSeries[i]?.visitors ?? 0,
    previousPageviews: previousSeries[i]?.pageviews ?? 0,
  }));
  return {
    query,
    filters,
    range: { from: current.from.toISOString(), to: current.to.toISOString(), stepHours },
    summary: total,
    previous: before,
    series: points,
    visitorsNow: now5,
    pages,
    entries,
    sources,
    campaigns,
    devices,
    countries,
    goals: goalRows,
    funnel: funnelRows,
    posts,
    events,
    /** Invitations per member × their conversion = members who came with a code ÷ members (in the period). */
    viral: { members: referral.members, referred: referral.referred, coefficient: referral.members === 0 ? 0 : Math.round((referral.referred / referral.members) * 100) / 100 },
    collection: collectionCounts(),
  };
}
export type AnalyticsDashboard = Awaited<ReturnType<typeof analyticsDashboard>>;

/** One of the dashboard's tables as CSV rows. */
export async function analyticsTable(table: AnalyticsTable, query: DashboardQuery, now = new Date()): Promise<{ header: string[]; rows: (string | number)[][] }> {
  const filters = filtersOf(query);
  const { current, previous, stepHours } = periodRanges(query.period, now);
  const visitDims: Partial<Record<AnalyticsTable, VisitDimension>> = { entries: "entry", sources: "source", campaigns: "campaign", devices: "device", countries: "country" };
  const dim = visitDims[table];
  if (dim) {
    const found = await breakdown(dim, current, filters, 1000);
    return { header: [dim, "visitors", "visits"], rows: found.map((r) => [r.value, r.visitors, r.visits]) };
  }
  switch (table) {
    case "timeseries": {
      const [series, before] = await Promise.all([timeseries(current, stepHours, filters), timeseries(previous, stepHours, filters)]);
      return {
        header: ["start", "visitors", "visits", "pageviews", "bounce_rate_percent", "visit_duration_seconds", "previous_visitors", "previous_pageviews"],
        rows: series.map((p, i) => [p.bucket, p.visitors, p.visits, p.pageviews, p.bounceRate, p.visitDuration, before[i]?.visitors ?? 0, before[i]?.pageviews ?? 0]),
      };
    }
    case "pages": {
      const found = await topPages(current, filters, 1000);
      return { header: ["path", "visitors", "pageviews"], rows: found.map((r) => [r.path, r.visitors, r.pageviews]) };
    }
    case "goals": {
      const goalList = query.goal?.startsWith("/") ? [...STANDARD_GOALS, query.goal] : [...STANDARD_GOALS];
      const found = await goals(goalList, current, filters);
      return { header: ["goal", "visitors", "conversion_rate_percent"], rows: found.map((r) => [r.goal, r.visitors, r.conversionRate]) };
    }
    case "funnel": {
      const found = await funnel(SIGNUP_FUNNEL, current, filters);
      return { header: ["step", "visitors", "from_previous_percent", "from_first_percent"], rows: found.map((r) => [r.step, r.visitors, r.fromPrevious, r.fromFirst]) };
    }
    default: {
      const found = await postResults(paths.blogPost(""), current, filters, 1000);
      return { header: ["path", "visitors", "signups", "subscribers"], rows: found.map((r) => [r.path, r.visitors, r.signups, r.subscribers]) };
    }
  }
}
