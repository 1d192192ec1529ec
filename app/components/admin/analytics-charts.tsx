/**
 * The analytics dashboard's charts (issue 27), drawn with Recharts (admin only: public pages never
 * load it). Each is hidden from screen readers and out of the tab order (Recharts' own keyboard
 * layer is off), which get the same numbers from the table beside it;
 * colours are the theme's, so they read in light and dark mode.
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";

const PRIMARY = "var(--color-primary)";
const MUTED = "var(--color-muted-foreground)";
const GRID = "var(--color-border)";
const TICK = { fill: "var(--color-muted-foreground)", fontSize: 12 };
const TOOLTIP = { contentStyle: { background: "var(--color-card, var(--color-background))", borderColor: "var(--color-border)", color: "var(--color-foreground)" } };

export type TrendPoint = { label: string; current: number; previous: number };

/** A metric over time, with the previous period's line beside it (dashed). */
export function TrendChart({ points, currentLabel, previousLabel }: { points: TrendPoint[]; currentLabel: string; previousLabel: string }) {
  return (
    <div aria-hidden="true" className="w-full">
      <LineChart responsive accessibilityLayer={false} data={points} style={{ width: "100%", height: 260 }} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={TICK} stroke={GRID} minTickGap={16} />
        <YAxis allowDecimals={false} tick={TICK} stroke={GRID} width={48} />
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line type="monotone" dataKey="current" name={currentLabel} stroke={PRIMARY} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="previous" name={previousLabel} stroke={MUTED} strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}

/** Visitors per funnel step, as horizontal bars. */
export function FunnelChart({ steps }: { steps: { step: string; visitors: number }[] }) {
  return (
    <div aria-hidden="true" className="w-full">
      <BarChart responsive accessibilityLayer={false} layout="vertical" data={steps} style={{ width: "100%", height: 56 * Math.max(1, steps.length) }} margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={TICK} stroke={GRID} />
        <YAxis type="category" dataKey="step" tick={TICK} stroke={GRID} width={150} />
        <Tooltip {...TOOLTIP} />
        <Bar dataKey="visitors" name="Visitors" fill={PRIMARY} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}

/** One series of a bar chart: the row's field it reads, its name in the legend and tooltip, its colour. */
export type BarSeries = { key: string; name: string; color: string };
/** The charts' colours, the theme's (they read in light and dark mode). */
export const CHART_COLORS = { primary: PRIMARY, muted: MUTED, soft: "color-mix(in oklch, var(--color-primary) 45%, transparent)" } as const;

/**
 * Grouped bars: per day (vertical columns, `layout="columns"`) or per category (horizontal bars,
 * `layout="bars"`, one row per value, labels on the left). Used by the attribution screen and the
 * landing tests panel.
 */
export function GroupedBarChart({
  rows,
  category,
  series,
  layout,
  valueFormat,
}: {
  rows: Record<string, string | number>[];
  category: string;
  series: BarSeries[];
  layout: "columns" | "bars";
  valueFormat?: (value: number) => string;
}) {
  const bars = layout === "bars";
  const height = bars ? Math.max(120, rows.length * (24 + 14 * series.length)) : 260;
  return (
    <div aria-hidden="true" className="w-full">
      <BarChart responsive accessibilityLayer={false} layout={bars ? "vertical" : "horizontal"} data={rows} style={{ width: "100%", height }} margin={{ top: 8, right: 12, bottom: 0, left: bars ? 0 : -12 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={!bars} vertical={bars} />
        {bars ? (
          <>
            <XAxis type="number" allowDecimals={!!valueFormat} tick={TICK} stroke={GRID} tickFormatter={valueFormat} />
            <YAxis type="category" dataKey={category} tick={TICK} stroke={GRID} width={120} />
          </>
        ) : (
          <>
            <XAxis dataKey={category} tick={TICK} stroke={GRID} minTickGap={16} />
            <YAxis allowDecimals={false} tick={TICK} stroke={GRID} width={48} />
          </>
        )}
        <Tooltip {...TOOLTIP} formatter={valueFormat ? (value) => valueFormat(Number(value)) : undefined} />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  );
}

/** One value per day as a line. */
export function DayLineChart({ rows, dataKey, name }: { rows: Record<string, string | number>[]; dataKey: string; name: string }) {
  return (
    <div aria-hidden="true" className="w-full">
      <LineChart responsive accessibilityLayer={false} data={rows} style={{ width: "100%", height: 260 }} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={TICK} stroke={GRID} minTickGap={16} />
        <YAxis allowDecimals={false} tick={TICK} stroke={GRID} width={48} />
        <Tooltip {...TOOLTIP} />
        <Line type="monotone" dataKey={dataKey} name={name} stroke={PRIMARY} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
