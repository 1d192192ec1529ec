/**
 * The admin's list of records as a table: a header row, one row per record, and a message when
 * there is none. The table scrolls inside its card, so long addresses or many columns never widen
 * the page.
 */
import type { ReactNode } from "react";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/utils.ts";

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's cells (width, wrapping, alignment). */
  className?: string;
  /** A row header (`<th scope="row">`): the cell that names the row for screen readers. */
  rowHeader?: boolean;
};

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  className?: string;
}) {
  if (rows.length === 0) return <div className="rounded-xl border bg-card px-6 py-12 text-center text-muted-foreground">{empty}</div>;
  return (
    <Table className={className} label={caption}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <tr>
          {columns.map((column, index) => (
            <TableHead key={index}>{column.header}</TableHead>
          ))}
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) =>
              column.rowHeader ? (
                <th key={index} scope="row" className={cn("px-3 py-2 text-left font-medium", column.className)}>
                  {column.cell(row)}
                </th>
              ) : (
                <TableCell key={index} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
