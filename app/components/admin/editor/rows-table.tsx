/**
 * Ordered rows of small text boxes (a case study's results, its technology stack) with add, remove
 * and move buttons. The buttons are Conform intents: with JavaScript they change the form in place;
 * without it they post, and the server answers with the form so changed.
 */
import { getInputProps, type DefaultValue, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";

type TextRow = Record<string, string | undefined>;

export type RowColumn<Row extends TextRow> = { name: keyof Row & string; label: string };

export function RowsTable<FormSchema extends Record<string, unknown>, Row extends TextRow>({
  form,
  meta,
  caption,
  columns,
  addLabel,
}: {
  form: FormMetadata<FormSchema>;
  meta: FieldMetadata<(Row | undefined)[] | undefined, FormSchema>;
  caption: string;
  columns: readonly RowColumn<Row>[];
  addLabel: string;
}) {
  const rows = meta.getFieldList();
  const { name } = meta;
  // A new row is a blank box per column (TypeScript cannot see that this builds a `Row`).
  const blankRow = Object.fromEntries(columns.map((column) => [column.name, ""])) as DefaultValue<Row>;
  return (
    <div className="grid gap-3">
      {rows.length > 0 ? (
        <Table label={caption}>
          <TableCaption>{caption}</TableCaption>
          <TableHeader>
            <tr>
              {columns.map((column) => (
                <TableHead key={column.name}>{column.label}</TableHead>
              ))}
              <TableHead>
                <span className="sr-only">Order and removal</span>
              </TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => {
              // With `Row` generic, TypeScript cannot pick Conform's fieldset type for it; any row of text boxes has this one.
              const cells: Record<string, FieldMetadata<string | undefined, FormSchema>> = (row as FieldMetadata<TextRow | undefined, FormSchema>).getFieldset();
              return (
                <TableRow key={row.key}>
                  {columns.map((column) => {
                    const cell = cells[column.name]!;
                    const { key, ...input } = getInputProps(cell, { type: "text" });
                    return (
                      <TableCell key={column.name} className="min-w-40 p-1.5">
                        <Input
                          {...input}
                          // After a move, rows remount: start from what was typed, not the loaded value.
                          defaultValue={cell.value ?? cell.initialValue ?? ""}
                          key={key}
                          aria-label={`${column.label} (row ${index + 1})`}
                        />
                        <FieldErrors id={cell.errorId} errors={cell.errors} />
                      </TableCell>
                    );
                  })}
                  <TableCell className="whitespace-nowrap p-1.5">
                    <Button
                      variant="ghost"
                      size="icon"
                      {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
                      disabled={index === 0}
                      aria-label={`Move row ${index + 1} up`}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
                      disabled={index === rows.length - 1}
                      aria-label={`Move row ${index + 1} down`}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" {...form.remove.getButtonProps({ name, index })} aria-label={`Remove row ${index + 1}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <p className="text-sm text-muted-foreground">No rows yet.</p>
      )}
      <Button variant="outline" className="justify-self-start" {...form.insert.getButtonProps({ name, defaultValue: blankRow })}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
