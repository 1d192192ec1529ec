/**
 * Analytics (issue 27): the site's traffic from its own cookieless beacon. Visitors, visits,
 * pageviews, bounce rate and visit duration over time beside the previous period; visitors now;
 * pages, entry pages, sources, campaigns, devices and countries, each value a link that filters the
 * whole page (the query string is the state, parsed with zod); goals, the signup funnel and what
 * each post brought. Every table exports CSV. Reads the rollups, never the raw events (but for the
 * landing tests panel: each arm's visitors, signups, conversion and the chance the variant wins).
 */
import { Link } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/analytics";
import { AdminSection, CsvLink } from "#app/components/admin/admin-section.tsx";
import { CHART_COLORS, FunnelChart, GroupedBarChart, TrendChart } from "#app/components/admin/analytics-charts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { EVENT_LABELS, type EventName } from "#app/lib/analytics-events.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { FILTER_KEYS, FILTER_LABELS, parseDashboardQuery, PERIOD_LABELS, PERIODS, type AnalyticsTable, type DashboardQuery, type FilterKey } from "#app/lib/schemas/analytics.ts";
import { analyticsDashboard, catchUpRollups, type SeriesPoint } from "#app/services/analytics.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { landingTestResults, type ArmResultRow, type LandingTestResults } from "#app/services/landing-tests.server.ts";
import { armName, confidenceText } from "#app/lib/landing-tests.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "signups");
  const query = parseDashboardQuery(new URL(request.url).searchParams);
  // What the beacons sent since the scheduler's last round is rolled up first, so the page is never behind.
  await catchUpRollups();
  const [dashboard, landingTests] = await Promise.all([analyticsDashboard(query), landingTestResults()]);
  return { ...dashboard, landingTests };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Analytics", adminPaths.analytics);
}

/** The dashboard's address with one parameter changed (undefined removes it). */
function hrefWith(query: DashboardQuery, changes: Partial<Record<keyof DashboardQuery, string | undefined>>): string {
  const params = new URLSearchParams();
  const next = { ...query, ...changes };
  if (next.period && next.period !== "30d") params.set("period", next.period);
  for (const key of [...FILTER_KEYS, "goal"] as const) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${adminPaths.analytics}?${search}` : adminPaths.analytics;
}

function csvHref(query: DashboardQuery, table: AnalyticsTable): string {
  const params = new URLSearchParams(hrefWith(query, {}).split("?")[1] ?? "");
  params.set("table", table);
  return `${adminPaths.analyticsCsv}?${params}`;
}

const number = (value: number) => value.toLocaleString("en-US");
const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);
const goalLabel = (goal: string) => (goal.startsWith("/") ? `Visited ${goal}` : (EVENT_LABELS[goal as EventName] ?? goal));

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct > 0 ? "+" : ""}${pct} %`;
}

function Stat({ label, value, previous, previousText }: { label: string; value: string; previous: number; previousText: string; current: number }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border bg-card p-4 text-card-foreground">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-stat={label}>
        {value}
      </p>
      <p className="mt-1 text-xs text-muted-foreground" data-previous={previous}>
        Previous period: {previousText}
      </p>
    </div>
  );
}

/** A card with a title, its CSV and its content. */
function Panel({ title, csv, children }: { title: string; csv?: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {csv ? <CsvLink href={csv}>CSV</CsvLink> : null}
      </div>
      {children}
    </div>
  );
}

type BreakdownRow = { value: string; visitors: number; visits: number };

/** A breakdown whose values filter the page when clicked. */
function Breakdown({ title, filter, rows, query, table, valueHeader }: { title: string; filter: FilterKey; rows: BreakdownRow[]; query: DashboardQuery; table: AnalyticsTable; valueHeader: string }) {
  const max = Math.max(1, ...rows.map((r) => r.visitors));
  const columns: Column<BreakdownRow>[] = [
    {
      header: valueHeader,
      rowHeader: true,
      className: "max-w-0 w-full",
      cell: (r) => (
        <span className="relative block">
          <span aria-hidden="true" className="absolute inset-y-0 left-0 rounded bg-primary/15" style={{ width: `${(r.visitors / max) * 100}%` }} />
          <Link to={hrefWith(query, { [filter]: r.value })} className="relative block truncate px-1 underline-offset-4 hover:underline" title={`Filter by ${FILTER_LABELS[filter].toLowerCase()} ${r.value}`}>
            {r.value}
          </Link>
        </span>
      ),
    },
    { header: "Visitors", cell: (r) => number(r.visitors), className: "text-right tabular-nums" },
    { header: "Visits", cell: (r) => number(r.visits), className: "text-right tabular-nums" },
  ];
  return (
    <Panel title={title} csv={csvHref(query, table)}>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(r) => r.value} empty="No visits in this period." />
    </Panel>
  );
}

const percent = (rate: number | null) => (rate === null ? "–" : `${(Math.round(rate * 1000) / 10).toLocaleString("en-US")} %`);

/** One landing test: each arm's figures, a chart of their conversion, the confidence in words, and ending it. */
function LandingTestPanel({ test }: { test: LandingTestResults }) {
  const rows = test.arms.map((arm) => ({ arm: armName(arm.arm), rate: Math.round((arm.rate ?? 0) * 1000) / 10 }));
  const better = (test.comparison.chanceBBeatsA ?? 0.5) >= 0.5 ? "b" : "a";
  return (
    <Panel title={`${test.name} (${test.pagePath})`}>
      <p className="text-sm text-muted-foreground">
        {test.status === "running" ? `Running: ${test.split}% of new visitors see the variant.` : `Ended: kept the ${test.winner === "b" ? "variant" : "original"}.`} Signups of visitors who saw each version; conversion is signups per visitor.
      </p>
      <GroupedBarChart rows={rows} category="arm" series={[{ key: "rate", name: "Conversion (%)", color: CHART_COLORS.primary }]} layout="bars" valueFormat={(value) => `${value} %`} />
      <DataTable
        caption={`Landing test ${test.name}`}
        columns={[
          { header: "Version", cell: (r: ArmResultRow) => armName(r.arm), rowHeader: true },
          { header: "Visitors", cell: (r: ArmResultRow) => number(r.visitors), className: "text-right tabular-nums" },
          { header: "Signups", cell: (r: ArmResultRow) => number(r.signups), className: "text-right tabular-nums" },
          { header: "Conversion rate", cell: (r: ArmResultRow) => percent(r.rate), className: "text-right tabular-nums" },
          { header: "Messages", cell: (r: ArmResultRow) => number(r.contacts), className: "text-right tabular-nums" },
        ]}
        rows={test.arms}
        rowKey={(r) => r.arm}
        empty="No data yet."
      />
      <p className="text-sm" data-testid="landing-confidence">
        <strong>{confidenceText(test.comparison)}</strong>
        <span className="text-muted-foreground">
          {" "}
          (a two-proportion z-test of the signup rates; below 95% the difference may still be chance).
        </span>
      </p>
      {test.status === "running" ? (
        <form method="post" action={adminPaths.landingTests} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="testId" value={test.id} />
          <div className="grid gap-1">
            <Label htmlFor={`winner-${test.id}`}>Winner</Label>
            <select id={`winner-${test.id}`} name="winner" defaultValue={better} className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring">
              <option value="a">Original</option>
              <option value="b">Variant</option>
            </select>
          </div>
          <Button type="submit" size="sm">
            End test and keep winner
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}

const seriesLabel = (bucket: string, stepHours: number) => (stepHours < 24 ? `${bucket.slice(11, 13)}:00` : bucket.slice(5, 10));

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { query } = d;
  const activeFilters = FILTER_KEYS.filter((key) => query[key]);
  const trend = d.series.map((p: SeriesPoint) => ({ label: seriesLabel(p.bucket, d.range.stepHours), current: p.visitors, previous: p.previousVisitors }));
  const pageviewTrend = d.series.map((p: SeriesPoint) => ({ label: seriesLabel(p.bucket, d.range.stepHours), current: p.pageviews, previous: p.previousPageviews }));
  const seriesColumns: Column<SeriesPoint>[] = [
    { header: d.range.stepHours < 24 ? "Hour (UTC)" : "Day (UTC)", cell: (p) => (d.range.stepHours < 24 ? p.bucket.slice(0, 13).replace("T", " ") + ":00" : p.bucket.slice(0, 10)), rowHeader: true },
    { header: "Visitors", cell: (p) => p.visitors, className: "text-right tabular-nums" },
    { header: "Previous", cell: (p) => p.previousVisitors, className: "text-right tabular-nums" },
    { header: "Visits", cell: (p) => p.visits, className: "text-right tabular-nums" },
    { header: "Pageviews", cell: (p) => p.pageviews, className: "text-right tabular-nums" },
    { header: "Previous", cell: (p) => p.previousPageviews, className: "text-right tabular-nums" },
    { header: "Bounce rate", cell: (p) => `${p.bounceRate} %`, className: "text-right tabular-nums" },
    { header: "Visit duration", cell: (p) => duration(p.visitDuration), className: "text-right tabular-nums" },
  ];
  const pageMax = Math.max(1, ...d.pages.map((r) => r.visitors));
  return (
    <AdminSection
      title="Analytics"
      description="Visits to the public site, counted without cookies: a visitor is a daily changing hash, no address is stored, and browsers that ask not to be tracked (Do Not Track, Global Privacy Control) and bots are left out. Times are UTC."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Period">
          <ul className="flex flex-wrap gap-2">
            {PERIODS.map((period) => (
              <li key={period}>
                <Button asChild size="sm" variant={period === query.period ? "default" : "outline"}>
                  <Link to={hrefWith(query, { period })} aria-current={period === query.period ? "page" : undefined}>
                    {PERIOD_LABELS[period]}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex items-center gap-2 text-sm" data-testid="visitors-now">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-primary" />
          <span>
            <strong className="tabular-nums">{d.visitorsNow}</strong> {d.visitorsNow === 1 ? "visitor" : "visitors"} in the last 5 minutes
          </span>
        </p>
      </div>

      {activeFilters.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2" aria-label="Filters">
          <span className="text-sm text-muted-foreground">Filtered by</span>
          {activeFilters.map((key) => (
            <Button key={key} asChild size="sm" variant="secondary">
              <Link to={hrefWith(query, { [key]: undefined })} aria-label={`Remove filter ${FILTER_LABELS[key]}: ${query[key]}`}>
                {FILTER_LABELS[key]}: {query[key]} <span aria-hidden="true">×</span>
              </Link>
            </Button>
          ))}
          <Link to={hrefWith({ period: query.period }, {})} className="text-sm underline underline-offset-4">
            Clear all
          </Link>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <Stat label="Visitors" value={number(d.summary.visitors)} current={d.summary.visitors} previous={d.previous.visitors} previousText={`${number(d.previous.visitors)} (${change(d.summary.visitors, d.previous.visitors)})`} />
        <Stat label="Visits" value={number(d.summary.visits)} current={d.summary.visits} previous={d.previous.visits} previousText={`${number(d.previous.visits)} (${change(d.summary.visits, d.previous.visits)})`} />
        <Stat label="Pageviews" value={number(d.summary.pageviews)} current={d.summary.pageviews} previous={d.previous.pageviews} previousText={`${number(d.previous.pageviews)} (${change(d.summary.pageviews, d.previous.pageviews)})`} />
        <Stat label="Bounce rate" value={`${d.summary.bounceRate} %`} current={d.summary.bounceRate} previous={d.previous.bounceRate} previousText={`${d.previous.bounceRate} %`} />
        <Stat label="Visit duration" value={duration(d.summary.visitDuration)} current={d.summary.visitDuration} previous={d.previous.visitDuration} previousText={duration(d.previous.visitDuration)} />
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Visitors over time" csv={csvHref(query, "timeseries")}>
          <TrendChart points={trend} currentLabel="This period" previousLabel="Previous period" />
        </Panel>
        <Panel title="Pageviews over time" csv={csvHref(query, "timeseries")}>
          <TrendChart points={pageviewTrend} currentLabel="This period" previousLabel="Previous period" />
        </Panel>
      </div>
      <details className="rounded-xl border bg-card p-4">
        <summary className="cursor-pointer font-semibold">Visitors, visits, pageviews, bounce rate and visit duration as a table</summary>
        <div className="mt-3">
          <DataTable caption="Traffic over time, with the previous period" columns={seriesColumns} rows={d.series} rowKey={(p) => p.bucket} empty="No data yet." />
        </div>
      </details>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Top pages" csv={csvHref(query, "pages")}>
          <DataTable
            caption="Top pages"
            columns={[
              {
                header: "Page",
                rowHeader: true,
                className: "max-w-0 w-full",
                cell: (r) => (
                  <span className="relative block">
                    <span aria-hidden="true" className="absolute inset-y-0 left-0 rounded bg-primary/15" style={{ width: `${(r.visitors / pageMax) * 100}%` }} />
                    <Link to={hrefWith(query, { page: r.path })} className="relative block truncate px-1 underline-offset-4 hover:underline" title={`Filter by page ${r.path}`}>
                      {r.path}
                    </Link>
                  </span>
                ),
              },
              { header: "Visitors", cell: (r) => number(r.visitors), className: "text-right tabular-nums" },
              { header: "Pageviews", cell: (r) => number(r.pageviews), className: "text-right tabular-nums" },
            ]}
            rows={d.pages}
            rowKey={(r) => r.path}
            empty="No pageviews in this period."
          />
        </Panel>
        <Breakdown title="Entry pages" filter="entry" table="entries" rows={d.entries} query={query} valueHeader="Entry page" />
        <Breakdown title="Sources" filter="source" table="sources" rows={d.sources} query={query} valueHeader="Source" />
        <Breakdown title="Campaigns (utm_campaign)" filter="campaign" table="campaigns" rows={d.campaigns} query={query} valueHeader="Campaign" />
        <Breakdown title="Devices" filter="device" table="devices" rows={d.devices} query={query} valueHeader="Device" />
        <Breakdown title="Countries" filter="country" table="countries" rows={d.countries} query={query} valueHeader="Country" />
      </div>

      <section id="landing-tests" aria-labelledby="landing-tests-heading" className="grid gap-3">
        <h2 id="landing-tests-heading" className="text-lg font-semibold">
          Landing tests
        </h2>
        {d.landingTests.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No landing test has started. <Link to={adminPaths.landingTests} className="underline underline-offset-4">Make a variant of a page</Link> to compare it with the original.
          </p>
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            {d.landingTests.map((test) => (
              <LandingTestPanel key={test.id} test={test} />
            ))}
          </div>
        )}
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Signup funnel" csv={csvHref(query, "funnel")}>
          <p className="text-sm text-muted-foreground">Visitors who reached each step on the same day (a visitor's id changes every day), in this period and with the filters above.</p>
          <FunnelChart steps={d.funnel} />
          <DataTable
            caption="Signup funnel"
            columns={[
              { header: "Step", cell: (r) => r.step, rowHeader: true },
              { header: "Visitors", cell: (r) => number(r.visitors), className: "text-right tabular-nums" },
              { header: "From previous step", cell: (r) => `${r.fromPrevious} %`, className: "text-right tabular-nums" },
              { header: "From first step", cell: (r) => `${r.fromFirst} %`, className: "text-right tabular-nums" },
            ]}
            rows={d.funnel}
            rowKey={(r) => r.step}
            empty="No data yet."
          />
        </Panel>
        <Panel title="Goals" csv={csvHref(query, "goals")}>
          <DataTable
            caption="Goals"
            columns={[
              { header: "Goal", cell: (r) => goalLabel(r.goal), rowHeader: true },
              { header: "Visitors", cell: (r) => number(r.visitors), className: "text-right tabular-nums" },
              { header: "Conversion rate", cell: (r) => `${r.conversionRate} %`, className: "text-right tabular-nums" },
            ]}
            rows={d.goals}
            rowKey={(r) => r.goal}
            empty="No data yet."
          />
          <form method="get" action={adminPaths.analytics} className="flex flex-wrap items-end gap-2">
            {query.period !== "30d" ? <input type="hidden" name="period" value={query.period} /> : null}
            {activeFilters.map((key) => (
              <input key={key} type="hidden" name={key} value={query[key]} />
            ))}
            <div className="grid gap-1">
              <Label htmlFor="analytics-goal">Path goal</Label>
              <Input id="analytics-goal" name="goal" defaultValue={query.goal ?? ""} placeholder="/iraconnect/thanks" className="w-64" />
            </div>
            <Button type="submit" variant="outline" size="sm">
              Add goal
            </Button>
          </form>
        </Panel>
        <Panel title="Posts: visitors, subscribers and signups they brought" csv={csvHref(query, "posts")}>
          <DataTable
            caption="Posts"
            columns={[
              { header: "Post", cell: (r) => r.path, rowHeader: true, className: "break-all" },
              { header: "Visitors", cell: (r) => number(r.visitors), className: "text-right tabular-nums" },
              { header: "Subscribers", cell: (r) => number(r.subscribers), className: "text-right tabular-nums" },
              { header: "Signups", cell: (r) => number(r.signups), className: "text-right tabular-nums" },
            ]}
            rows={d.posts}
            rowKey={(r) => r.path}
            empty="No post was read in this period."
          />
        </Panel>
        <Panel title="Events and referrals">
          <DataTable
            caption="Events in the period (all traffic)"
            columns={[
              { header: "Event", cell: (r) => EVENT_LABELS[r.name as EventName] ?? r.name, rowHeader: true },
              { header: "Count", cell: (r) => number(r.events), className: "text-right tabular-nums" },
            ]}
            rows={d.events}
            rowKey={(r) => r.name}
            empty="No events in this period."
          />
          <p className="text-sm">
            Viral coefficient: <strong className="tabular-nums">{d.viral.coefficient}</strong>{" "}
            <span className="text-muted-foreground">
              ({number(d.viral.referred)} of {number(d.viral.members)} members who joined in this period came with a member's referral code: invitations per member × their conversion)
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            Since this server started: {number(d.collection.stored)} events stored, {number(d.collection.excluded)} not counted (Do Not Track, Global Privacy Control, bots),{" "}
            {number(d.collection.rejected)} refused as malformed, {number(d.collection.limited)} over the per-address limit.
          </p>
        </Panel>
      </div>
    </AdminSection>
  );
}
