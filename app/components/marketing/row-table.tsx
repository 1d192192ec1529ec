import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

type RowTableColumn = { label: ReactNode; className?: string; cellClassName?: string };

/**
 * A table whose rows are named by their first cell (a row header for screen readers), under one
 * row of column headers; it scrolls inside its own box so a wide table never widens the page.
 * Used by the comparison pages and the case studies' results.
 */
export function RowTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
  className,
  tableClassName,
  rowClassName,
  rowHeaderClassName,
}: {
  caption?: string;
  columns: readonly RowTableColumn[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** One entry per column, the first being the row's header. */
  cells: (row: T) => ReactNode[];
  className?: string;
  tableClassName?: string;
  /** Classes for every row (the header row too), e.g. a phone layout. */
  rowClassName?: string;
  /** Classes for each row's header cell. */
  rowHeaderClassName?: string;
}) {
  return (
    // relative: the screen-reader-only texts in the cells are absolutely positioned; without a
    // positioned box around them they escape the scrolling box and widen the page (issue 17).
    <div className={cn("relative overflow-x-auto border", className)}>
      <table className={cn("w-full text-left text-sm", tableClassName)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-muted">
          <tr className={rowClassName}>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn("px-3 py-3 font-semibold sm:px-4", column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [header, ...values] = cells(row);
            return (
              <tr key={rowKey(row)} className={cn("border-t", rowClassName)}>
                <th scope="row" className={cn("px-3 py-3 font-medium sm:px-4", rowHeaderClassName)}>
                  {header}
                </th>
                {values.map((value, index) => (
                  <td key={index} className={cn("px-3 py-3 sm:px-4", columns[index + 1]?.cellClassName)}>
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
