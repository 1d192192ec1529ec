/**
 * The admin's list of records as a table: a header row, one row per record, and a message when
 * there is none. The table scrolls inside its card, so long addresses or many columns never widen
 * the page.
 */
import { Fragment, type ReactNode } from "react";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/utils.ts";

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's cells (width, wrapping, alignment). */
  className?: string;
  /** A row header (`<th scope="row">`): the cell that names the row for screen readers. */
  rowHeader?: boolean;
  /** The header as words, shown beside the value when rows are stacked as cards on a phone (default: the header if it is text). */
  label?: string;
};

/**
 * On a phone (below `md`) the rows are stacked cards, each value beside its column's name, so no
 * table is cut off or squeezed (issue 28); explicit roles keep the table's semantics whatever the
 * display. At desk widths it is a table that scrolls inside its box when wide.
 */
const stacked = {
  header: "max-md:sr-only",
  body: "max-md:grid max-md:gap-3 max-md:divide-y-0",
  row: "max-md:grid max-md:gap-1 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:shadow-sm",
  cell: "max-md:grid max-md:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-md:items-baseline max-md:justify-items-start max-md:gap-3 max-md:whitespace-normal max-md:px-0 max-md:py-0.5 max-md:[overflow-wrap:anywhere]",
  labelled: "max-md:before:font-sans max-md:before:text-xs max-md:before:font-medium max-md:before:tracking-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]",
  unlabelled: "max-md:grid-cols-1",
};

/**
 * An e-mail address that may wrap after its dots and at its @ on a narrow screen, so it is never
 * cut in the middle of a word while a break at its punctuation fits.
 */
export function Email({ value }: { value: string }) {
  const parts = value.split(/(?<=[.@_-])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

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
  const labels = columns.map((column) => column.label ?? (typeof column.header === "string" ? column.header : ""));
  if (rows.length === 0) return <div className="rounded-xl border bg-card px-6 py-12 text-center text-muted-foreground">{empty}</div>;
  return (
    <Table className={className} label={caption} stack role="table">
      <TableCaption>{caption}</TableCaption>
      <TableHeader className={stacked.header} role="rowgroup">
        <tr role="row">
          {columns.map((column, index) => (
            <TableHead key={index} role="columnheader">
              {column.header}
            </TableHead>
          ))}
        </tr>
      </TableHeader>
      <TableBody className={stacked.body} role="rowgroup">
        {rows.map((row) => (
          <TableRow key={rowKey(row)} className={stacked.row} role="row">
            {columns.map((column, index) => {
              const label = labels[index];
              const cellClass = cn(stacked.cell, label ? stacked.labelled : stacked.unlabelled, column.className);
              return column.rowHeader ? (
                <th key={index} scope="row" role="rowheader" data-label={label || undefined} className={cn("px-3 py-2 text-left font-medium", cellClass)}>
                  {column.cell(row)}
                </th>
              ) : (
                <TableCell key={index} role="cell" data-label={label || undefined} className={cellClass}>
                  {column.cell(row)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
