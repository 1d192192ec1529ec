/**
 * The frame of the attribution screen's charts: title, CSV link, the chart (Recharts, from
 * analytics-charts.tsx, hidden from screen readers) and the same numbers as a table for them.
 */
import type { ReactNode } from "react";
import { CsvLink } from "#app/components/admin/admin-section.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";

/** The frame of every chart: title, the drawing, the table behind it and its CSV. */
export function ChartFigure<Row>({
  title,
  csvHref,
  table,
  children,
}: {
  title: string;
  csvHref: string;
  table: { columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string };
  children: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-semibold">{title}</figcaption>
        <CsvLink href={csvHref}>CSV</CsvLink>
      </div>
      {children}
      <div className="sr-only">
        <DataTable caption={title} columns={table.columns} rows={table.rows} rowKey={table.rowKey} empty="No data yet." />
      </div>
    </figure>
  );
}
