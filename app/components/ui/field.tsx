/**
 * A form field: the label, the control, an optional description and the error messages, wired
 * together with ids so that assistive technology reads them with the control. The control itself is
 * the child; Conform's `getInputProps` (or `controlProps` below, for forms without Conform) gives it
 * the matching id, `aria-invalid` and `aria-describedby`.
 */
import type { ReactNode } from "react";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/utils.ts";

export type FieldMeta = { id: string; errorId: string; descriptionId: string; errors?: string[] | null };

export function Field({
  label,
  meta,
  description,
  required,
  allErrors = false,
  className,
  labelClassName,
  children,
}: {
  label: ReactNode;
  meta: FieldMeta;
  description?: ReactNode;
  /** Marks the label with an asterisk (the browser check, if any, is the control's `required`). */
  required?: boolean;
  /** Every message (a password's reasons), not just the first to fix. */
  allErrors?: boolean;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div data-field="" className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={meta.id} className={labelClassName}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}*
          </span>
        ) : null}
      </Label>
      {children}
      {description ? (
        <p id={meta.descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} all={allErrors} />
    </div>
  );
}

export function FieldErrors({ id, errors, all = false }: { id: string; errors?: string[] | null; all?: boolean }) {
  if (!errors?.length) return null;
  const shown = all ? errors : errors.slice(0, 1);
  if (shown.length === 1) {
    return (
      <p id={id} className="text-sm text-destructive">
        {shown[0]}
      </p>
    );
  }
  return (
    <ul id={id} className="list-disc space-y-0.5 pl-5 text-sm text-destructive">
      {shown.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The ids and states a control needs when its form does not use Conform. */
export function controlProps(meta: FieldMeta, { description = false }: { description?: boolean } = {}) {
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [description ? meta.descriptionId : null, invalid ? meta.errorId : null].filter(Boolean).join(" ");
  return { id: meta.id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy || undefined };
}

/** A field's ids from one base id, for forms without Conform. */
export function fieldMeta(id: string, errors?: string[] | null): FieldMeta {
  return { id, errorId: `${id}-error`, descriptionId: `${id}-description`, errors };
}

/** The form's own messages (not tied to one field), announced when they appear. */
export function FormErrors({ id, errors, className }: { id?: string; errors?: string[] | null; className?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={cn("rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive", className)}>
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
