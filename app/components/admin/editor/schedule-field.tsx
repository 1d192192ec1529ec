/**
 * "Publish at" for a draft: a date and time in the editor's own time zone. The server gets the
 * box's value and the browser's offset from UTC (a hidden field set once the page is interactive;
 * without JavaScript the time is read as UTC, and the label says so).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** "2026-12-01T09:30" of a moment in the browser's zone (or UTC on the server). */
function localValue(iso: string, utc: boolean): string {
  const date = new Date(iso);
  const shifted = utc ? date : new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

export function ScheduleField<Schema>({ meta, offsetName, published }: { meta: FieldMetadata<Schema>; offsetName: string; published: boolean }) {
  const hydrated = useHydrated();
  const initial = typeof meta.initialValue === "string" && meta.initialValue ? meta.initialValue : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    setOffset(new Date().getTimezoneOffset());
    // The server wrote the stored time in UTC; show it in the editor's zone.
    if (initial && inputRef.current && inputRef.current.value === localValue(initial, true)) inputRef.current.value = localValue(initial, false);
  }, [initial]);
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  return (
    <Field
      label={`Publish at (${zone})`}
      meta={meta}
      description={
        published
          ? "This is published. To schedule it instead, switch Published off and pick a time."
          : initial
            ? `Scheduled: it goes live on its own at this time. Clear the box to keep it a draft.`
            : "Leave blank to keep it a draft; pick a future time to publish it then, on its own."
      }
    >
      <Input
        ref={inputRef}
        id={meta.id}
        name={meta.name}
        type="datetime-local"
        defaultValue={initial ? localValue(initial, true) : ""}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={`${meta.descriptionId}${meta.errors?.length ? ` ${meta.errorId}` : ""}`}
        className="w-64 max-w-full"
      />
      <input type="hidden" name={offsetName} value={String(offset)} />
    </Field>
  );
}
