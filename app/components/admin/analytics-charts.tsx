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
