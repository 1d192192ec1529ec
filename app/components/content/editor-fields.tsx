/** Pieces shared by the admin content editors: cards, labelled fields, switches and list inputs. */
import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Plus, X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { draftName } from "~/lib/schemas/list-drafts";
import { cn } from "~/lib/utils";

/** Conform's input props without `key` (React wants keys passed directly, not spread). */
export function inputProps<T>(meta: FieldMetadata<T>, type: "text" | "url" | "hidden" = "text") {
  const { key: _key, ...props } = getInputProps(meta as FieldMetadata<string>, { type });
  return props;
}

export function textareaProps<T>(meta: FieldMetadata<T>) {
  const { key: _key, ...props } = getTextareaProps(meta as FieldMetadata<string>);
  return props;
}

export const inputClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive";

export function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {errors[0]}
    </p>
  );
}

export function Field({
  label,
  required,
  hint,
  field,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  field: { id: string; errorId: string; descriptionId: string; errors?: string[] };
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}*
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A native checkbox shown as a switch: keyboard and no-JS friendly, announced as a switch. */
export function SwitchField({ label, meta }: { label: string; meta: FieldMetadata<boolean | undefined> }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <label className="flex w-fit cursor-pointer items-center gap-3 text-sm font-medium">
      <span className="relative inline-flex h-6 w-11 shrink-0">
        {/* The real checkbox covers the drawn switch, so pointer, keyboard and forms all use it. */}
        <input key={key} {...props} role="switch" className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0" />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-input transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-background after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
      {label}
    </label>
  );
}

/**
 * A list of short texts (tags, challenges...): a box for the next item with an Add button (Enter
 * adds too), and the items with a remove button each. Items are posted as name[0], name[1]...
 */
export function ListInput({
  form,
  meta,
  label,
  itemLabel,
  placeholder,
  variant = "chips",
  unique = false,
}: {
  form: FormMetadata<Record<string, unknown>>;
  meta: FieldMetadata<(string | undefined)[] | undefined>;
  label: string;
  itemLabel: string;
  placeholder?: string;
  variant?: "chips" | "rows";
  unique?: boolean;
}) {
  const draftRef = useRef<HTMLInputElement>(null);
  const items = meta.getFieldList();
  const draftId = `${meta.id}-draft`;

  const add = () => {
    const input = draftRef.current;
    const value = input?.value.trim() ?? "";
    if (!input || !value) return;
    // SPEC §5: a tag is added only if it is not already present.
    const exists = items.some((item) => (item.value ?? "").trim().toLowerCase() === value.toLowerCase());
    if (!(unique && exists)) form.insert({ name: meta.name, defaultValue: value });
    input.value = "";
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={draftId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={draftRef}
          id={draftId}
          name={draftName(meta.name)}
          placeholder={placeholder}
          className={inputClass}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      {items.length > 0 ? (
        <ul aria-label={label} className={cn(variant === "chips" ? "flex flex-wrap gap-2" : "grid gap-2")}>
          {items.map((item, index) => {
            const { key, ...props } = getInputProps(item, { type: "hidden" });
            return (
              <li
                key={item.key}
                className={cn(
                  "flex items-center gap-1 text-sm",
                  variant === "chips" ? "rounded-full bg-secondary py-0.5 pl-3 pr-1 text-secondary-foreground" : "rounded-md border px-3 py-1.5",
                )}
              >
                <input key={key} {...props} />
                <span className={cn(variant === "rows" && "flex-1")}>{item.value ?? item.initialValue}</span>
                <button
                  {...form.remove.getButtonProps({ name: meta.name, index })}
                  aria-label={`Remove ${itemLabel} ${item.value ?? item.initialValue ?? ""}`.trim()}
                  className="rounded-full p-1 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
