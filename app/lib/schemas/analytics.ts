/**
 * The analytics collection endpoint's body and the dashboard's query string (issue 27). Both are
 * what a stranger can send: every field capped, names from a fixed list, paths of this site only.
 */
import { EVENT_NAMES } from "../analytics-events.ts";
import { z } from "./zod.ts";

/** Bodies larger than this are refused before parsing (413). */
export const MAX_EVENT_BYTES = 2048;

/** A path of this site: absolute, not protocol-relative, no control characters or spaces. */
const sitePath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s\\\u0000-\u001f\u007f]*$/, "must be a path of this site");

/** What the beacon sends (a urlencoded form): `n` the event's name, `u` the page's path and query, `r` the document's referrer, `d` a short detail. */
export const collectSchema = z.strictObject({
  n: z.enum(EVENT_NAMES),
  u: sitePath,
  r: z.string().max(512).optional().default(""),
  d: z.string().max(100).regex(/^[^\u0000-\u001f\u007f]*$/, "must be plain text").optional(),
});
export type CollectInput = z.infer<typeof collectSchema>;

export const PERIODS = ["today", "7d", "30d", "90d"] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = { today: "Today", "7d": "Last 7 days", "30d": "Last 30 days", "90d": "Last 90 days" };

/** The dimensions a click on the dashboard filters by (each the visit's, i.e. its first event's, except `page`). */
export const FILTER_KEYS = ["page", "entry", "source", "campaign", "device", "country"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const FILTER_LABELS: Record<FilterKey, string> = { page: "Page", entry: "Entry page", source: "Source", campaign: "Campaign", device: "Device", country: "Country" };

/** No control characters (PostgreSQL refuses NUL in text; none belongs in a label). */
const NO_CONTROLS = /^[^\u0000-\u001f\u007f]*$/;
const filterValue = z.string().trim().min(1).max(200).regex(NO_CONTROLS).optional().catch(undefined);

/** The dashboard's query string: unknown or malformed values fall back (a bad link shows the default view, never an error). */
export const dashboardQuerySchema = z.object({
  period: z.enum(PERIODS).catch("30d").default("30d"),
  page: filterValue,
  entry: filterValue,
  source: filterValue,
  campaign: filterValue,
  device: filterValue,
  country: filterValue,
  goal: filterValue,
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
export type Filters = Partial<Record<FilterKey, string>>;

export function parseDashboardQuery(search: URLSearchParams): DashboardQuery {
  const raw: Record<string, string> = {};
  for (const key of ["period", ...FILTER_KEYS, "goal"]) {
    const value = search.get(key);
    if (value !== null) raw[key] = value;
  }
  return dashboardQuerySchema.parse(raw);
}

export const filtersOf = (query: DashboardQuery): Filters =>
  Object.fromEntries(FILTER_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]])) as Filters;

/** The tables a CSV can be asked for. */
export const ANALYTICS_TABLES = ["timeseries", "pages", "entries", "sources", "campaigns", "devices", "countries", "goals", "funnel", "posts"] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
