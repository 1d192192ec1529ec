/**
 * First-party analytics (issue 27, decision 033): raw events in, visits and hourly/daily rollups
 * out, and the dashboard's reads of those rollups. Every query is plain SQL both engines run.
 */
import { sql, type SQL } from "drizzle-orm";
import { db, rows } from "../../db/client.server.ts";
import type { Executor } from "./transaction.server.ts";
import { inTransaction } from "./transaction.server.ts";
import { paths as sitePaths } from "../lib/paths.ts";

const textArray = (values: (string | null | undefined)[]) => sql`${sql.param(values.map((v) => v ?? null))}::text[]`;

/** An event as the collection endpoint stores it. */
export type NewAnalyticsEvent = {
  visitor: string;
  name: string;
  path: string;
  detail: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  device: string;
  browser: string | null;
  os: string | null;
  country: string | null;
  /** The visitor's landing-test assignments (decision 037), null outside tests. */
  variant?: string | null;
  /** Tests and the bench set the moment; the server leaves it to the database. */
  at?: Date;
};

/** Stores a batch of events in one statement (the batcher gathers them); answers how many were stored. */
export async function insertEvents(events: readonly NewAnalyticsEvent[], executor: Executor = db()): Promise<number> {
  if (events.length === 0) return 0;
  const col = (pick: (e: NewAnalyticsEvent) => string | null | undefined) => textArray(events.map(pick));
  const found = await rows<{ n: number | string }>(
    executor,
    sql`with ins as (
          insert into analytics_events (created_at, visitor, name, path, detail, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country, variant)
          select coalesce(i.at::timestamptz, now()), i.visitor, i.name, i.path, i.detail, i.referrer, i.utm_source, i.utm_medium, i.utm_campaign, i.utm_term, i.utm_content, i.device, i.browser, i.os, i.country, i.variant
          from unnest(${col((e) => e.at?.toISOString())}, ${col((e) => e.visitor)}, ${col((e) => e.name)}, ${col((e) => e.path)}, ${col((e) => e.detail)},
            ${col((e) => e.referrer)}, ${col((e) => e.utmSource)}, ${col((e) => e.utmMedium)}, ${col((e) => e.utmCampaign)}, ${col((e) => e.utmTerm)},
            ${col((e) => e.utmContent)}, ${col((e) => e.device)}, ${col((e) => e.browser)}, ${col((e) => e.os)}, ${col((e) => e.country)}, ${col((e) => e.variant)})
            with ordinality as i(at, visitor, name, path, detail, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country, variant, ord)
          order by i.ord
          returning 1
        ) select count(*) as n from ins`,
  );
  return Number(found[0]?.n ?? 0);
}

// --- Salts -------------------------------------------------------------------------------------

/** The salt of a UTC day ("YYYY-MM-DD"): `candidate` if none was stored yet, else the stored one (every instance agrees). */
export async function saltForDay(day: string, candidate: string, executor: Executor = db()): Promise<string> {
  const found = await rows<{ salt: string }>(
    executor,
    sql`with ins as (
          insert into analytics_salts (day, salt) values (${day}::date, ${candidate}) on conflict (day) do nothing returning salt
        ) select salt from ins union all select salt from analytics_salts where day = ${day}::date limit 1`,
  );
  return found[0]!.salt;
}

/** Deletes the salts of days before `keepFrom` ("YYYY-MM-DD"); answers how many. */
export async function deleteSaltsBefore(keepFrom: string, executor: Executor = db()): Promise<number> {
  const found = await rows<{ day: string }>(executor, sql`delete from analytics_salts where day < ${keepFrom}::date returning day`);
  return found.length;
}

export async function storedSaltDays(executor: Executor = db()): Promise<string[]> {
  const found = await rows<{ day: string }>(executor, sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_salts order by day`);
  return found.map((r) => r.day);
}

// --- Rollups -----------------------------------------------------------------------------------

/** Pageviews of one visitor further apart than this start a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/** A visit keeps at most this many pageview paths (its `paths`, in order, repeats included). */
const MAX_PATHS = 100;

type RawEvent = {
  id: string | number;
  created_at: string | Date;
  visitor: string;
  name: string;
  path: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  device: string;
  browser: string | null;
  os: string | null;
  country: string | null;
};

type Visit = {
  id: number | null;
  visitor: string;
  startedAt: Date;
  endedAt: Date;
  entryPath: string;
  exitPath: string;
  pageviews: number;
  events: number;
  paths: string[];
  names: string[];
  dims: Pick<RawEvent, "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content" | "device" | "browser" | "os" | "country">;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
/** Arrays of arrays do not pass through unnest; paths and names hold no whitespace (the schema's rule), so a newline joins them. */
const joined = (values: string[]) => values.join("\n");

/**
 * Rolls up the raw events stored since the last call (up to `limit` of them, those older than
 * `settleMs`, so a batch still committing is not skipped): each joins its visitor's visit or opens
 * one, and adds to the hourly and daily counts. One transaction, which holds the state row, so two
 * instances never roll up the same events. Answers how many events it rolled up.
 */
export async function rollUpEvents(options: { now?: Date; settleMs?: number; limit?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.settleMs ?? 2_000));
  const limit = options.limit ?? 20_000;
  return inTransaction(async (tx) => {
    const [state] = await rows<{ last_event_id: string | number }>(tx, sql`select last_event_id from analytics_rollup_state where id = 1 for update`);
    const last = Number(state?.last_event_id ?? 0);
    const events = await rows<RawEvent>(
      tx,
      sql`select id, created_at, visitor, name, path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country
          from analytics_events
          where id > ${last} and id <= (select coalesce(max(id), 0) from analytics_events where id > ${last} and created_at < ${cutoff.toISOString()}::timestamptz)
          order by id limit ${limit}`,
    );
    if (events.length === 0) return 0;
    const upto = Number(events[events.length - 1]!.id);
    const first = toDate(events[0]!.created_at);

    // The visitors' visits that may still be open (ended within the gap before the first new event).
    const visitors = [...new Set(events.map((e) => e.visitor))];
    const open = await rows<{
      id: string | number;
      visitor: string;
      started_at: string | Date;
      ended_at: string | Date;
      entry_path: string;
      exit_path: string;
      pageviews: number;
      events: number;
      paths: string[];
      names: string[];
    }>(
      tx,
      sql`select distinct on (visitor) id, visitor, started_at, ended_at, entry_path, exit_path, pageviews, events, paths, names
          from analytics_visits
          where visitor = any(${textArray(visitors)}) and ended_at > ${new Date(first.getTime() - VISIT_GAP_MS).toISOString()}::timestamptz
          order by visitor, ended_at desc`,
    );
    const current = new Map<string, Visit>();
    for (const v of open) {
      current.set(v.visitor, {
        id: Number(v.id),
        visitor: v.visitor,
        startedAt: toDate(v.started_at),
        endedAt: toDate(v.ended_at),
        entryPath: v.entry_path,
        exitPath: v.exit_path,
        pageviews: v.pageviews,
        events: v.events,
        paths: [...v.paths],
        names: [...v.names],
        dims: null as never,
      });
    }
    const touched = new Set<Visit>();
    for (const e of events) {
      const at = toDate(e.created_at);
      let visit = current.get(e.visitor);
      if (!visit || at.getTime() - visit.endedAt.getTime() > VISIT_GAP_MS) {
        visit = {
          id: null,
          visitor: e.visitor,
          startedAt: at,
          endedAt: at,
          entryPath: e.path,
          exitPath: e.path,
          pageviews: 0,
          events: 0,
          paths: [],
          names: [],
          dims: e,
        };
        current.set(e.visitor, visit);
      }
      if (at > visit.endedAt) visit.endedAt = at;
      if (e.name === "pageview") {
        visit.pageviews++;
        visit.exitPath = e.path;
        if (visit.paths.length < MAX_PATHS) visit.paths.push(e.path);
      } else {
        visit.events++;
        if (!visit.names.includes(e.name)) visit.names.push(e.name);
      }
      touched.add(visit);
    }

    const updates = [...touched].filter((v) => v.id !== null);
    const inserts = [...touched].filter((v) => v.id === null);
    if (updates.length > 0) {
      await tx.execute(sql`update analytics_visits v set ended_at = u.ended_at::timestamptz, exit_path = u.exit_path, pageviews = u.pageviews::int, events = u.events::int,
            paths = case when u.paths = '' then '{}'::text[] else string_to_array(u.paths, E'\n') end,
            names = case when u.names = '' then '{}'::text[] else string_to_array(u.names, E'\n') end
          from unnest(${textArray(updates.map((v) => String(v.id)))}, ${textArray(updates.map((v) => v.endedAt.toISOString()))}, ${textArray(updates.map((v) => v.exitPath))},
            ${textArray(updates.map((v) => String(v.pageviews)))}, ${textArray(updates.map((v) => String(v.events)))}, ${textArray(updates.map((v) => joined(v.paths)))},
            ${textArray(updates.map((v) => joined(v.names)))}) as u(id, ended_at, exit_path, pageviews, events, paths, names)
          where v.id = u.id::bigint`);
    }
    if (inserts.length > 0) {
      const col = (pick: (v: Visit) => string | null) => textArray(inserts.map(pick));
      await tx.execute(sql`insert into analytics_visits (visitor, started_at, ended_at, entry_path, exit_path, pageviews, events, paths, names,
            referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country)
          select i.visitor, i.started_at::timestamptz, i.ended_at::timestamptz, i.entry_path, i.exit_path, i.pageviews::int, i.events::int,
            case when i.paths = '' then '{}'::text[] else string_to_array(i.paths, E'\n') end,
            case when i.names = '' then '{}'::text[] else string_to_array(i.names, E'\n') end,
            i.referrer, i.utm_source, i.utm_medium, i.utm_campaign, i.utm_term, i.utm_content, i.device, i.browser, i.os, i.country
          from unnest(${col((v) => v.visitor)}, ${col((v) => v.startedAt.toISOString())}, ${col((v) => v.endedAt.toISOString())}, ${col((v) => v.entryPath)},
            ${col((v) => v.exitPath)}, ${col((v) => String(v.pageviews))}, ${col((v) => String(v.events))}, ${col((v) => joined(v.paths))}, ${col((v) => joined(v.names))},
            ${col((v) => v.dims.referrer)}, ${col((v) => v.dims.utm_source)}, ${col((v) => v.dims.utm_medium)}, ${col((v) => v.dims.utm_campaign)},
            ${col((v) => v.dims.utm_term)}, ${col((v) => v.dims.utm_content)}, ${col((v) => v.dims.device)}, ${col((v) => v.dims.browser)},
            ${col((v) => v.dims.os)}, ${col((v) => v.dims.country)})
            with ordinality as i(visitor, started_at, ended_at, entry_path, exit_path, pageviews, events, paths, names,
              referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, device, browser, os, country, ord)
          order by i.ord`);
    }
    // The days of the visits that changed are read from the visits again until they are rolled up (decision 048).
    const days = [...new Set([...touched].map((v) => v.startedAt.toISOString().slice(0, 10)))];
    await markDaysChanged(days, tx);
    const range = sql`id > ${last} and id <= ${upto}`;
    await tx.execute(sql`insert into analytics_hourly (hour, name, path, events)
          select date_trunc('hour', created_at at time zone 'UTC'), name, path, count(*)::int from analytics_events where ${range} group by 1, 2, 3
          on conflict (hour, name, path) do update set events = analytics_hourly.events + excluded.events`);
    await tx.execute(sql`insert into analytics_daily (day, name, path, events)
          select (created_at at time zone 'UTC')::date, name, path, count(*)::int from analytics_events where ${range} group by 1, 2, 3
          on conflict (day, name, path) do update set events = analytics_daily.events + excluded.events`);
    await tx.execute(sql`update analytics_rollup_state set last_event_id = ${upto} where id = 1`);
    return events.length;
  });
}

/** Deletes raw events older than `before` that are already rolled up; answers how many. */
export async function deleteEventsBefore(before: Date, executor: Executor = db()): Promise<number> {
  const found = await rows<{ n: number | string }>(
    executor,
    sql`with gone as (
          delete from analytics_events where created_at < ${before.toISOString()}::timestamptz
            and id <= (select last_event_id from analytics_rollup_state where id = 1)
          returning 1
        ) select count(*) as n from gone`,
  );
  return Number(found[0]?.n ?? 0);
}

// --- Day rollups (decision 048) -------------------------------------------------------------------

/** The dashboard's filter dimensions as a visit's columns give them (no NULL: "Direct", "(none)", "Unknown"). */
const DIMENSION_SQL = {
  entry: sql.raw("v.entry_path"),
  source: sql.raw(`coalesce(nullif(v.utm_source, ''), v.referrer, 'Direct')`),
  campaign: sql.raw(`coalesce(nullif(v.utm_campaign, ''), '(none)')`),
  device: sql.raw("v.device"),
  country: sql.raw(`coalesce(v.country, 'Unknown')`),
} as const;
export type VisitDimension = keyof typeof DIMENSION_SQL;
const DIMENSIONS = Object.keys(DIMENSION_SQL) as VisitDimension[];
/** Each dimension's column in the day rollups. */
const ROLLUP_COLUMN: Record<VisitDimension, SQL> = {
  entry: sql.raw("r.entry_path"),
  source: sql.raw("r.source"),
  campaign: sql.raw("r.campaign"),
  device: sql.raw("r.device"),
  country: sql.raw("r.country"),
};
const DIMENSION_SELECT = sql.raw(
  `v.visitor, v.pageviews, v.started_at, v.ended_at, v.paths, v.names, v.entry_path as e, coalesce(nullif(v.utm_source, ''), v.referrer, 'Direct') as s,
   coalesce(nullif(v.utm_campaign, ''), '(none)') as c, v.device as d, coalesce(v.country, 'Unknown') as co`,
);
/** Every dimension alone, and none: the grouping sets of the page, goal and funnel rollups (prefixed by their own keys). */
const singleSets = (keys: string) => sql.raw(["", "e", "s", "c", "d", "co"].map((dim) => `(${[keys, dim].filter(Boolean).join(", ")})`).join(", "));

/** The signup funnel (landing page → modal opened → signup → confirmed) that the days keep counts of; other funnels are read from the visits. */
export const ROLLED_UP_FUNNEL: readonly string[] = [`${sitePaths.iraconnect}|${sitePaths.iraconnectJoin}`, "modal_open", "signup", "confirmation"];

const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Days whose visits changed: read from the visits until rolled up again. Inside the rollup's transaction. */
async function markDaysChanged(days: string[], executor: Executor): Promise<void> {
  if (days.length === 0) return;
  await executor.execute(sql`delete from analytics_rolled_days where day = any(${textArray(days)}::date[])`);
  await executor.execute(sql`insert into analytics_dirty_days (day) select unnest(${textArray(days)}::date[]) on conflict do nothing`);
}

/**
 * Rolls up the changed days before today (UTC) into the day tables: one day per transaction, under
 * the rollup's lock (so no event rollup changes the day meanwhile). Answers how many days.
 */
export async function rollUpDays(options: { now?: Date; maxDays?: number } = {}): Promise<number> {
  const today = utcDayOf(options.now ?? new Date());
  let done = 0;
  for (; done < (options.maxDays ?? 400); done++) {
    const rolled = await inTransaction(async (tx) => {
      await tx.execute(sql`select last_event_id from analytics_rollup_state where id = 1 for update`);
      // A day's grouping sets sort its visits several times: in memory, not on disk (this transaction only).
      await tx.execute(sql`set local work_mem = '64MB'`);
      const [dirty] = await rows<{ day: string }>(tx, sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_dirty_days where day < ${today}::date order by day limit 1`);
      if (!dirty) return false;
      const day = dirty.day;
      const from = `${day}T00:00:00.000Z`;
      const to = new Date(Date.parse(from) + DAY_MS).toISOString();
      const visits = sql`(select ${DIMENSION_SELECT} from analytics_visits v where v.started_at >= ${from}::timestamptz and v.started_at < ${to}::timestamptz)`;
      for (const table of ["analytics_visit_days", "analytics_page_days", "analytics_goal_days", "analytics_funnel_days"]) {
        await tx.execute(sql`delete from ${sql.raw(table)} where day = ${day}::date`);
      }
      await tx.execute(sql`insert into analytics_visit_days (day, entry_path, source, campaign, device, country, visits, visitors, pageviews, bounces, duration)
        select ${day}::date, e, s, c, d, co, count(*), count(distinct visitor), coalesce(sum(pageviews), 0), count(*) filter (where pageviews <= 1),
          coalesce(sum(extract(epoch from (ended_at - started_at))), 0)
        from ${visits} v group by cube (e, s, c, d, co)`);
      await tx.execute(sql`insert into analytics_page_days (day, path, entry_path, source, campaign, device, country, visitors, pageviews, signups, subscribers)
        select ${day}::date, p.path, e, s, c, d, co, count(distinct visitor), count(*),
          count(distinct visitor) filter (where 'signup' = any(names)), count(distinct visitor) filter (where 'newsletter_subscribed' = any(names))
        from ${visits} v cross join lateral unnest(v.paths) as p(path) group by grouping sets (${singleSets("p.path")})`);
      await tx.execute(sql`insert into analytics_goal_days (day, goal, entry_path, source, campaign, device, country, visitors)
        select ${day}::date, g.goal, e, s, c, d, co, count(distinct visitor)
        from ${visits} v cross join lateral unnest(v.names) as g(goal) group by grouping sets (${singleSets("g.goal")})`);
      const reached = ROLLED_UP_FUNNEL.map((goal, i) =>
        goal.startsWith("/") ? sql`bool_or(paths && ${textArray(goal.split("|"))}) as ${sql.raw(`f${i}`)}` : sql`bool_or(${goal} = any(names)) as ${sql.raw(`f${i}`)}`,
      );
      const counts = ROLLED_UP_FUNNEL.map((_, i) => sql.raw(`count(*) filter (where ${Array.from({ length: i + 1 }, (_, j) => `f${j}`).join(" and ")})::int`));
      await tx.execute(sql`insert into analytics_funnel_days (day, entry_path, source, campaign, device, country, steps)
        select ${day}::date, e, s, c, d, co, array[${sql.join(counts, sql`, `)}]
        from (select e, s, c, d, co, ${sql.join(reached, sql`, `)} from ${visits} v group by grouping sets (${singleSets("visitor")})) x
        group by e, s, c, d, co`);
      await tx.execute(sql`insert into analytics_rolled_days (day) values (${day}::date) on conflict (day) do update set rolled_at = now()`);
      await tx.execute(sql`delete from analytics_dirty_days where day = ${day}::date`);
      return true;
    });
    if (!rolled) break;
  }
  return done;
}

// --- The dashboard's reads ---------------------------------------------------------------------

export type Range = { from: Date; to: Date };
export type VisitFilters = Partial<Record<"page" | "entry" | "source" | "campaign" | "device" | "country", string>>;

/** The WHERE over visits: any of the ranges on the visit's start, and each filter. */
function visitWhere(ranges: Range | readonly Range[], filters: VisitFilters): SQL {
  const list = Array.isArray(ranges) ? (ranges as readonly Range[]) : [ranges as Range];
  const within = list.length
    ? sql.join(
        list.map((r) => sql`(v.started_at >= ${r.from.toISOString()}::timestamptz and v.started_at < ${r.to.toISOString()}::timestamptz)`),
        sql` or `,
      )
    : sql`false`;
  const parts: SQL[] = [sql`(${within})`];
  if (filters.page !== undefined) parts.push(sql`${filters.page} = any(v.paths)`);
  for (const key of DIMENSIONS) {
    const value = filters[key];
    if (value !== undefined) parts.push(sql`${DIMENSION_SQL[key]} = ${value}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * How a read splits its range: the rolled-up whole days it reads from the day tables, and the rest
 * (today, and days not rolled up yet) from the visits. `kind` "cube" tables hold every combination
 * of filters; "single" ones none or one. A page filter, or more filters than the table holds, reads
 * everything from the visits.
 */
type Plan = { days: string[]; raw: Range[]; where: SQL };
async function planOf(range: Range, filters: VisitFilters, kind: "cube" | "single", stepHours = 24): Promise<Plan> {
  const dims = DIMENSIONS.filter((d) => filters[d] !== undefined);
  const aligned = range.from.getTime() % DAY_MS === 0 && range.to.getTime() % DAY_MS === 0 && stepHours % 24 === 0;
  if (filters.page !== undefined || (kind === "single" && dims.length > 1) || !aligned) return { days: [], raw: [range], where: sql`false` };
  const found = await rows<{ day: string }>(
    db(),
    sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_rolled_days where day >= ${utcDayOf(range.from)}::date and day < ${utcDayOf(range.to)}::date`,
  );
  const days = new Set(found.map((r) => r.day));
  const raw: Range[] = [];
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) {
    if (days.has(utcDayOf(new Date(t)))) continue;
    const last = raw[raw.length - 1];
    if (last && last.to.getTime() === t) last.to = new Date(t + DAY_MS);
    else raw.push({ from: new Date(t), to: new Date(t + DAY_MS) });
  }
  const where = sql.join(
    [sql`r.day = any(${textArray([...days])}::date[])`, ...DIMENSIONS.map((d) => (filters[d] !== undefined ? sql`${ROLLUP_COLUMN[d]} = ${filters[d]}` : sql`${ROLLUP_COLUMN[d]} is null`))],
    sql` and `,
  );
  return { days: [...days], raw, where };
}

/** The plan's WHERE with `dimension` grouped by (not null) instead of "every value". */
function whereGroupedBy(plan: Plan, filters: VisitFilters, dimension: VisitDimension): SQL {
  if (plan.days.length === 0) return sql`false`;
  return sql.join(
    [
      sql`r.day = any(${textArray(plan.days)}::date[])`,
      ...DIMENSIONS.map((d) => (filters[d] !== undefined ? sql`${ROLLUP_COLUMN[d]} = ${filters[d]}` : d === dimension ? sql`${ROLLUP_COLUMN[d]} is not null` : sql`${ROLLUP_COLUMN[d]} is null`)),
    ],
    sql` and `,
  );
}

export type Summary = { visitors: number; visits: number; pageviews: number; bounceRate: number; visitDuration: number };

type SummaryRow = { visitors: string | number; visits: string | number; pageviews: string | number | null; bounces: string | number; duration: string | number | null };
const SUMMARY_COLUMNS = sql.raw(`count(distinct v.visitor) as visitors, count(v.id) as visits, coalesce(sum(v.pageviews), 0) as pageviews,
  count(v.id) filter (where v.pageviews <= 1) as bounces, coalesce(sum(extract(epoch from (v.ended_at - v.started_at))), 0) as duration`);
const ROLLED_SUMMARY_COLUMNS = sql.raw(`r.visitors, r.visits, r.pageviews, r.bounces, r.duration`);
const SUMMED = sql.raw(`coalesce(sum(visitors), 0) as visitors, coalesce(sum(visits), 0) as visits, coalesce(sum(pageviews), 0) as pageviews,
  coalesce(sum(bounces), 0) as bounces, coalesce(sum(duration), 0) as duration`);
function summaryOf(row: SummaryRow | undefined): Summary {
  const visits = Number(row?.visits ?? 0);
  return {
    visitors: Number(row?.visitors ?? 0),
    visits,
    pageviews: Number(row?.pageviews ?? 0),
    /** Share of visits with one pageview or none, in percent (whole). */
    bounceRate: visits === 0 ? 0 : Math.round((Number(row?.bounces ?? 0) / visits) * 100),
    /** Mean seconds from a visit's first event to its last (whole). */
    visitDuration: visits === 0 ? 0 : Math.round(Number(row?.duration ?? 0) / visits),
  };
}

export async function summary(range: Range, filters: VisitFilters = {}): Promise<Summary> {
  const plan = await planOf(range, filters, "cube");
  const found = await rows<SummaryRow>(
    db(),
    sql`select ${SUMMED} from (
          select ${ROLLED_SUMMARY_COLUMNS} from analytics_visit_days r where ${plan.where}
          union all select ${SUMMARY_COLUMNS} from analytics_visits v where ${visitWhere(plan.raw, filters)}
        ) t`,
  );
  return summaryOf(found[0]);
}

export type Point = Summary & { bucket: string };

/**
 * The summary per bucket (`stepHours` long) from `range.from` to `range.to`, empty buckets
 * included: the rolled-up days by day, the rest in one pass over its visits, grouped by bucket number.
 */
export async function timeseries(range: Range, stepHours: number, filters: VisitFilters = {}): Promise<Point[]> {
  const stepSeconds = stepHours * 3600;
  const buckets = Math.max(0, Math.ceil((range.to.getTime() - range.from.getTime()) / (stepSeconds * 1000)));
  const plan = await planOf(range, filters, "cube", stepHours);
  const found = await rows<SummaryRow & { i: number | string }>(
    db(),
    sql`select i, ${SUMMED} from (
          select floor((r.day - ${utcDayOf(range.from)}::date) / ${Math.max(1, Math.floor(stepHours / 24))})::int as i, ${ROLLED_SUMMARY_COLUMNS} from analytics_visit_days r where ${plan.where}
          union all
          select floor(extract(epoch from (v.started_at - ${range.from.toISOString()}::timestamptz)) / ${stepSeconds})::int as i, ${SUMMARY_COLUMNS}
          from analytics_visits v where ${visitWhere(plan.raw, filters)} group by 1
        ) t group by i`,
  );
  const byBucket = new Map(found.map((row) => [Number(row.i), row]));
  return Array.from({ length: buckets }, (_, i) => ({
    bucket: new Date(range.from.getTime() + i * stepSeconds * 1000).toISOString(),
    ...summaryOf(byBucket.get(i)),
  }));
}

export type BreakdownRow = { value: string; visitors: number; visits: number };

/** Visitors and visits per value of a visit's dimension, most visitors first. */
export async function breakdown(dimension: VisitDimension, range: Range, filters: VisitFilters = {}, limit = 10): Promise<BreakdownRow[]> {
  const plan = await planOf(range, filters, "cube");
  const found = await rows<{ value: string; visitors: string | number; visits: string | number }>(
    db(),
    sql`select value, sum(visitors) as visitors, sum(visits) as visits from (
          select ${ROLLUP_COLUMN[dimension]} as value, r.visitors, r.visits from analytics_visit_days r where ${whereGroupedBy(plan, filters, dimension)}
          union all
          select ${DIMENSION_SQL[dimension]} as value, count(distinct v.visitor) as visitors, count(*) as visits
          from analytics_visits v where ${visitWhere(plan.raw, filters)} group by 1
        ) t group by value order by 2 desc, 3 desc, value collate "C" asc limit ${limit}`,
  );
  return found.map((r) => ({ value: r.value, visitors: Number(r.visitors), visits: Number(r.visits) }));
}

export type PageRow = { path: string; visitors: number; pageviews: number };

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Pages by visitors, with their pageviews (`prefix` narrows to paths that start with it, e.g. posts). */
export async function topPages(range: Range, filters: VisitFilters = {}, limit = 10, prefix?: string): Promise<PageRow[]> {
  const plan = await planOf(range, filters, "single");
  const narrow = (column: SQL) => (prefix ? sql`and ${column} like ${likePrefix(prefix)}` : sql``);
  const found = await rows<{ path: string; visitors: string | number; pageviews: string | number }>(
    db(),
    sql`select path, sum(visitors) as visitors, sum(pageviews) as pageviews from (
          select r.path, r.visitors, r.pageviews from analytics_page_days r where ${plan.where} ${narrow(sql`r.path`)}
          union all
          select p.path, count(distinct v.visitor) as visitors, count(*) as pageviews
          from analytics_visits v cross join lateral unnest(v.paths) as p(path)
          where ${visitWhere(plan.raw, filters)} ${narrow(sql`p.path`)} group by p.path
        ) t group by path order by 2 desc, 3 desc, path collate "C" asc limit ${limit}`,
  );
  return found.map((r) => ({ path: r.path, visitors: Number(r.visitors), pageviews: Number(r.pageviews) }));
}

/** Distinct visitors whose latest event is at most `minutes` old (read from the raw events: a few minutes' worth, by index). */
export async function visitorsNow(now = new Date(), minutes = 5): Promise<number> {
  const found = await rows<{ n: string | number }>(
    db(),
    sql`select count(distinct visitor) as n from analytics_events
        where created_at > ${new Date(now.getTime() - minutes * 60_000).toISOString()}::timestamptz and created_at <= ${now.toISOString()}::timestamptz`,
  );
  return Number(found[0]?.n ?? 0);
}

export type GoalRow = { goal: string; visitors: number; conversionRate: number };

/** Visitors who reached each goal (a named event, or a path when it starts with "/"), and their share of all visitors. */
export async function goals(goalList: readonly string[], range: Range, filters: VisitFilters = {}): Promise<GoalRow[]> {
  if (goalList.length === 0) return [];
  const names = goalList.filter((g) => !g.startsWith("/"));
  const pathGoals = goalList.filter((g) => g.startsWith("/"));
  const plan = await planOf(range, filters, "single");
  const rawWhere = visitWhere(plan.raw, filters);
  // Only the branches a goal needs: each reads its rolled-up days and the rest's visits.
  const branches: SQL[] = [];
  if (names.length) {
    branches.push(sql`select r.goal, r.visitors as n from analytics_goal_days r where ${plan.where} and r.goal = any(${textArray(names)})`);
    if (plan.raw.length)
      branches.push(sql`select g.goal, count(distinct v.visitor) from analytics_visits v cross join lateral unnest(v.names) as g(goal)
        where ${rawWhere} and g.goal = any(${textArray(names)}) group by 1`);
  }
  if (pathGoals.length) {
    branches.push(sql`select r.path, r.visitors from analytics_page_days r where ${plan.where} and r.path = any(${textArray(pathGoals)})`);
    if (plan.raw.length)
      branches.push(sql`select p.path, count(distinct v.visitor) from analytics_visits v cross join lateral unnest(v.paths) as p(path)
        where ${rawWhere} and p.path = any(${textArray(pathGoals)}) group by 1`);
  }
  const [total, found] = await Promise.all([
    summary(range, filters),
    rows<{ goal: string; visitors: string | number }>(db(), sql`select goal, sum(n) as visitors from (${sql.join(branches, sql` union all `)}) t (goal, n) group by goal`),
  ]);
  const reached = new Map(found.map((r) => [r.goal, Number(r.visitors)]));
  return goalList.map((goal) => {
    const visitors = reached.get(goal) ?? 0;
    return { goal, visitors, conversionRate: total.visitors === 0 ? 0 : Math.round((visitors / total.visitors) * 1000) / 10 };
  });
}

export type FunnelStep = { step: string; visitors: number; fromPrevious: number; fromFirst: number };

/**
 * A funnel: visitors (one daily visitor id) who reached the first step, then also the second, and
 * so on within the same day. A step is a named event, or a path (or several, "|"-separated) when it starts with "/".
 * The signup funnel ({@link ROLLED_UP_FUNNEL}) reads its rolled-up days; others read the visits.
 */
export async function funnel(steps: readonly { label: string; goal: string }[], range: Range, filters: VisitFilters = {}): Promise<FunnelStep[]> {
  if (steps.length === 0) return [];
  const rolled = steps.length === ROLLED_UP_FUNNEL.length && steps.every((s, i) => s.goal === ROLLED_UP_FUNNEL[i]);
  const plan = rolled ? await planOf(range, filters, "single") : { days: [], raw: [range], where: sql`false` };
  const reached = steps.map((s, i) =>
    s.goal.startsWith("/")
      ? sql`bool_or(v.paths && ${textArray(s.goal.split("|"))}) as ${sql.raw(`s${i}`)}`
      : sql`bool_or(${s.goal} = any(v.names)) as ${sql.raw(`s${i}`)}`,
  );
  const counts = steps.map((_, i) => sql`count(*) filter (where ${sql.raw(Array.from({ length: i + 1 }, (_, j) => `s${j}`).join(" and "))}) as ${sql.raw(`c${i}`)}`);
  const [raw, days] = await Promise.all([
    plan.raw.length
      ? rows<Record<string, string | number>>(
          db(),
          sql`with per_visitor as (
                select v.visitor, ${sql.join(reached, sql`, `)} from analytics_visits v where ${visitWhere(plan.raw, filters)} group by v.visitor
              ) select ${sql.join(counts, sql`, `)} from per_visitor`,
        )
      : Promise.resolve([]),
    plan.days.length ? rows<{ steps: number[] }>(db(), sql`select r.steps from analytics_funnel_days r where ${plan.where}`) : Promise.resolve([]),
  ]);
  const values = steps.map((_, i) => Number(raw[0]?.[`c${i}`] ?? 0) + days.reduce((sum, row) => sum + Number(row.steps[i] ?? 0), 0));
  const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
  return steps.map((s, i) => ({ step: s.label, visitors: values[i]!, fromPrevious: i === 0 ? 100 : pct(values[i]!, values[i - 1]!), fromFirst: pct(values[i]!, values[0]!) }));
}

export type PostRow = { path: string; visitors: number; signups: number; subscribers: number };

/** Per post (paths under `prefix`): its visitors, and those of them whose visit also signed up or subscribed. */
export async function postResults(prefix: string, range: Range, filters: VisitFilters = {}, limit = 20): Promise<PostRow[]> {
  const like = likePrefix(prefix);
  const plan = await planOf(range, filters, "single");
  const found = await rows<{ path: string; visitors: string | number; signups: string | number; subscribers: string | number }>(
    db(),
    sql`select path, sum(visitors) as visitors, sum(signups) as signups, sum(subscribers) as subscribers from (
          select r.path, r.visitors, r.signups, r.subscribers from analytics_page_days r where ${plan.where} and r.path like ${like}
          union all
          select path, count(distinct visitor) as visitors,
            count(distinct visitor) filter (where 'signup' = any(names)) as signups,
            count(distinct visitor) filter (where 'newsletter_subscribed' = any(names)) as subscribers
          from (
            select distinct v.id, v.visitor, v.names, p.path from analytics_visits v cross join lateral unnest(v.paths) as p(path)
            where ${visitWhere(plan.raw, filters)} and p.path like ${like}
          ) seen group by path
        ) t group by path order by 2 desc, path collate "C" asc limit ${limit}`,
  );
  return found.map((r) => ({ path: r.path, visitors: Number(r.visitors), signups: Number(r.signups), subscribers: Number(r.subscribers) }));
}

export type EventTotal = { name: string; events: number };

/** Named events per name in the range, from the daily (or, for less than a day, the hourly) rollup; not filtered. */
export async function eventTotals(range: Range): Promise<EventTotal[]> {
  const hours = (range.to.getTime() - range.from.getTime()) / 3_600_000;
  const found =
    hours <= 48
      ? await rows<{ name: string; events: string | number }>(
          db(),
          sql`select name, sum(events) as events from analytics_hourly
              where hour >= (${range.from.toISOString()}::timestamptz at time zone 'UTC') and hour < (${range.to.toISOString()}::timestamptz at time zone 'UTC')
              group by name order by 2 desc, name collate "C" asc`,
        )
      : await rows<{ name: string; events: string | number }>(
          db(),
          sql`select name, sum(events) as events from analytics_daily
              where day >= (${range.from.toISOString()}::timestamptz at time zone 'UTC')::date and day < (${range.to.toISOString()}::timestamptz at time zone 'UTC')::date
              group by name order by 2 desc, name collate "C" asc`,
        );
  return found.map((r) => ({ name: r.name, events: Number(r.events) }));
}

/** The referral programme in a range: members who signed up, and those of them who came with a member's code. */
export async function referralCounts(range: Range): Promise<{ members: number; referred: number }> {
  const found = await rows<{ members: string | number; referred: string | number }>(
    db(),
    sql`select count(*) as members, count(*) filter (where referred_by is not null) as referred from prelaunch_signups
        where created_at >= ${range.from.toISOString()}::timestamptz and created_at < ${range.to.toISOString()}::timestamptz`,
  );
  return { members: Number(found[0]?.members ?? 0), referred: Number(found[0]?.referred ?? 0) };
}
