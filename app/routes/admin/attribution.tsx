/**
 * Attribution overview: where leads come from (first touch), per day, the newsletter's growth and
 * the referral leaderboard; every chart drawn with Recharts (admin only) beside its table and CSV.
 */
import type { Route } from "./+types/attribution";
import { AdminSection } from "#app/components/admin/admin-section.tsx";
import { CHART_COLORS, DayLineChart, GroupedBarChart, type BarSeries } from "#app/components/admin/analytics-charts.tsx";
import { ChartFigure } from "#app/components/admin/charts.tsx";
import type { Column } from "#app/components/ui/data-table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import type { AttributionChart } from "#app/lib/schemas/attribution.ts";
import { leadsBy, leadsPerDay, newsletterGrowth, referralLeaderboard, type BreakdownRow, type DayCount, type GrowthPoint, type Referrer } from "#app/models/attribution.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "signups");
  const [perDay, source, medium, campaign, growth, referrers] = await Promise.all([
    leadsPerDay(),
    leadsBy("source"),
    leadsBy("medium"),
    leadsBy("campaign"),
    newsletterGrowth(),
    referralLeaderboard(),
  ]);
  return { perDay, source, medium, campaign, growth, referrers };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Attribution", adminPaths.attribution);
}

const csv = (chart: AttributionChart) => `${adminPaths.attributionCsv}?chart=${chart}`;
const DAY_SERIES: BarSeries[] = [
  { key: "signups", name: "Signups", color: CHART_COLORS.primary },
  { key: "messages", name: "Messages", color: CHART_COLORS.muted },
];
const DAY_COLUMNS: Column<DayCount>[] = [
  { header: "Day", cell: (r) => r.day, rowHeader: true },
  { header: "Signups", cell: (r) => r.signups },
  { header: "Messages", cell: (r) => r.messages },
];
const BREAKDOWN_SERIES: BarSeries[] = [
  { key: "signups", name: "Signups", color: CHART_COLORS.primary },
  { key: "messages", name: "Messages", color: CHART_COLORS.muted },
  { key: "subscribers", name: "Subscribers", color: CHART_COLORS.soft },
];
const breakdownColumns = (name: string): Column<BreakdownRow>[] => [
  { header: name, cell: (r) => r.value, rowHeader: true },
  { header: "Signups", cell: (r) => r.signups },
  { header: "Messages", cell: (r) => r.messages },
  { header: "Subscribers", cell: (r) => r.subscribers },
];
const GROWTH_COLUMNS: Column<GrowthPoint>[] = [
  { header: "Day", cell: (r) => r.day, rowHeader: true },
  { header: "Confirmed subscribers", cell: (r) => r.confirmed },
];
const REFERRER_COLUMNS: Column<Referrer>[] = [
  { header: "Member", cell: (r) => r.name, rowHeader: true },
  { header: "Code", cell: (r) => r.refId, className: "font-mono text-xs" },
  { header: "Referrals", cell: (r) => r.referrals, className: "text-right tabular-nums" },
];

export default function AdminAttribution({ loaderData }: Route.ComponentProps) {
  const { perDay, source, medium, campaign, growth, referrers } = loaderData;
  const breakdowns = [
    ["source", "Leads by first-touch source", source],
    ["medium", "Leads by first-touch medium", medium],
    ["campaign", "Leads by first-touch campaign", campaign],
  ] as const;
  return (
    <AdminSection
      title="Attribution"
      description="Where leads come from: the first campaign or site that brought each visitor (kept for 90 days), the last 30 days per day, the newsletter and the members who refer the most."
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartFigure title="Signups and messages per day (last 30 days)" csvHref={csv("per-day")} table={{ columns: DAY_COLUMNS, rows: perDay, rowKey: (r) => r.day }}>
          <GroupedBarChart rows={perDay} category="day" series={DAY_SERIES} layout="columns" />
        </ChartFigure>
        <ChartFigure title="Confirmed newsletter subscribers (last 30 days)" csvHref={csv("newsletter")} table={{ columns: GROWTH_COLUMNS, rows: growth, rowKey: (r) => r.day }}>
          <DayLineChart rows={growth} dataKey="confirmed" name="Confirmed subscribers" />
        </ChartFigure>
        {breakdowns.map(([chart, title, rows]) => (
          <ChartFigure key={chart} title={title} csvHref={csv(chart)} table={{ columns: breakdownColumns(chart[0]!.toUpperCase() + chart.slice(1)), rows: [...rows], rowKey: (r) => r.value }}>
            {rows.length === 0 ? <p className="text-muted-foreground">No leads yet.</p> : <GroupedBarChart rows={[...rows]} category="value" series={BREAKDOWN_SERIES} layout="bars" />}
          </ChartFigure>
        ))}
        <ChartFigure title="Referral leaderboard" csvHref={csv("referrals")} table={{ columns: REFERRER_COLUMNS, rows: referrers, rowKey: (r) => r.refId }}>
          {referrers.length === 0 ? (
            <p className="text-muted-foreground">No referrals yet.</p>
          ) : (
            <GroupedBarChart rows={referrers} category="name" series={[{ key: "referrals", name: "Referrals", color: CHART_COLORS.primary }]} layout="bars" />
          )}
        </ChartFigure>
      </div>
    </AdminSection>
  );
}
