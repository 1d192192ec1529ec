/**
 * Charts drawn as SVG on the server (no chart library, no client code): per-day columns, a line and
 * horizontal bars. Colours are the theme's (primary and foreground through CSS variables), so they
 * read in light and dark mode; the drawing is hidden from screen readers, which get the same
 * numbers as a table.
 */
import type { ReactNode } from "react";
import { CsvLink } from "#app/components/admin/admin-section.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";

const W = 640;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 32 };

export type Series<Row> = { label: string; value: (row: Row) => number; className: string };

function niceMax(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / magnitude) * magnitude;
}

/** The frame of every chart: title, legend, the drawing, the table behind it and its CSV. */
export function ChartFigure<Row>({
  title,
  csvHref,
  legend,
  table,
  children,
}: {
  title: string;
  csvHref: string;
  legend?: { label: string; className: string }[];
  table: { columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string };
  children: ReactNode;
}) {
  return (
    <figure className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-semibold">{title}</figcaption>
        <CsvLink href={csvHref}>CSV</CsvLink>
      </div>
      {legend ? (
        <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
          {legend.map((item) => (
            <li key={item.label} className="flex items-center gap-1">
              <svg width="10" height="10" className={item.className}>
                <rect width="10" height="10" rx="2" />
              </svg>
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className="sr-only">
        <DataTable caption={title} columns={table.columns} rows={table.rows} rowKey={table.rowKey} empty="No data yet." />
      </div>
    </figure>
  );
}

/** Grouped columns per day (x: day, y: counts). */
export function DayColumns<Row extends { day: string }>({ rows, series }: { rows: Row[]; series: Series<Row>[] }) {
  const max = niceMax(Math.max(0, ...rows.flatMap((row) => series.map((s) => s.value(row)))));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, rows.length);
  const bar = Math.max(1, (slot * 0.8) / series.length);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <Axes max={max} y={y} />
      {rows.map((row, i) =>
        series.map((s, j) => {
          const value = s.value(row);
          return <rect key={`${row.day}-${s.label}`} x={PAD.left + i * slot + slot * 0.1 + j * bar} y={y(value)} width={bar} height={Math.max(0, PAD.top + plotH - y(value))} className={s.className} />;
        }),
      )}
      <DayLabels days={rows.map((row) => row.day)} slot={slot} />
    </svg>
  );
}

/** One line over days. */
export function DayLine<Row extends { day: string }>({ rows, value, className }: { rows: Row[]; value: (row: Row) => number; className: string }) {
  const max = niceMax(Math.max(0, ...rows.map(value)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, rows.length);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const points = rows.map((row, i) => `${PAD.left + i * slot + slot / 2},${y(value(row))}`).join(" ");
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <Axes max={max} y={y} />
      <polyline points={points} fill="none" strokeWidth="2.5" className={className} />
      <DayLabels days={rows.map((row) => row.day)} slot={slot} />
    </svg>
  );
}

/** Horizontal bars, one row per label, each split into its series. */
export function Bars<Row>({ rows, label, series }: { rows: Row[]; label: (row: Row) => string; series: Series<Row>[] }) {
  const total = (row: Row) => series.reduce((sum, s) => sum + s.value(row), 0);
  const max = Math.max(1, ...rows.map(total));
  const rowH = 26;
  const labelW = 150;
  const height = Math.max(rowH, rows.length * rowH);
  return (
    <svg viewBox={`0 0 ${W} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      {rows.map((row, i) => {
        let x = labelW;
        const name = label(row);
        return (
          <g key={name}>
            <text x={labelW - 8} y={i * rowH + rowH / 2 + 4} textAnchor="end" className="fill-foreground text-[12px]">
              {name.length > 22 ? `${name.slice(0, 21)}…` : name}
            </text>
            {series.map((s) => {
              const width = (s.value(row) / max) * (W - labelW - 40);
              const rect = <rect key={s.label} x={x} y={i * rowH + 4} width={width} height={rowH - 8} className={s.className} />;
              x += width;
              return rect;
            })}
            <text x={x + 6} y={i * rowH + rowH / 2 + 4} className="fill-muted-foreground text-[12px]">
              {total(row)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Axes({ max, y }: { max: number; y: (v: number) => number }) {
  const ticks = [0, max / 2, max];
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth="1" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {Math.round(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

function DayLabels({ days, slot }: { days: string[]; slot: number }) {
  const every = Math.max(1, Math.ceil(days.length / 6));
  return (
    <g>
      {days.map((day, i) =>
        i % every === 0 ? (
          <text key={day} x={PAD.left + i * slot + slot / 2} y={H - 6} textAnchor="middle" className="fill-muted-foreground text-[11px]">
            {day.slice(5)}
          </text>
        ) : null,
      )}
    </g>
  );
}
