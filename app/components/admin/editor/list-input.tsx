/**
 * A list of short texts (tags, challenges...): a box for the next item with an Add button (Enter
 * adds too), and the items with a remove button each. Items are posted as name[0], name[1]...; what
 * is still in the box on Save is added by the server (list-drafts.ts), so it is never lost.
 * Tags are chips; the rows of a case study (challenges, objectives...) are boxes of their own, edited
 * in place and moved up or down (issue 17.6), as the results table's rows are.
 */
import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { draftName } from "#app/lib/schemas/list-drafts.ts";
import { cn } from "#app/lib/utils.ts";

/** A text list as a form holds it: items may be blank until the schema trims them away. */
type TextList = (string | undefined)[] | undefined;

export function ListInput<FormSchema extends Record<string, unknown>>({
  form,
  meta,
  label,
  itemLabel,
  placeholder,
  variant = "chips",
  unique = false,
}: {
  form: FormMetadata<FormSchema>;
  meta: FieldMetadata<TextList, FormSchema>;
  label: string;
  /** Names one item in its remove button ("Remove tag beta"). */
  itemLabel: string;
  placeholder?: string;
  variant?: "chips" | "rows";
  /** SPEC §5: a tag is added only if it is not already present. */
  unique?: boolean;
}) {
  const draftRef = useRef<HTMLInputElement>(null);
  const items = meta.getFieldList();
  const draftId = `${meta.id}-draft`;

  const add = () => {
    const input = draftRef.current;
    const value = input?.value.trim() ?? "";
    if (!input || !value) return;
    const exists = items.some((item) => (item.value ?? "").trim().toLowerCase() === value.toLowerCase());
    if (!(unique && exists)) form.insert({ name: meta.name, defaultValue: value });
    input.value = "";
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={draftId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={draftRef}
          id={draftId}
          name={draftName(meta.name)}
          placeholder={placeholder}
          aria-describedby={meta.errors?.length ? meta.errorId : undefined}
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
            const text = item.value ?? item.initialValue ?? "";
            if (variant === "rows") {
              const { key, ...input } = getInputProps(item, { type: "text" });
              const name = `${itemLabel} ${index + 1}`;
              return (
                <li key={item.key} className="flex min-w-0 items-center gap-1">
                  {/* After a move, rows remount: start from what was typed, not the loaded value. */}
                  <Input key={key} {...input} defaultValue={text} aria-label={name.charAt(0).toUpperCase() + name.slice(1)} className="min-w-0 flex-1" />
                  <Button variant="ghost" size="icon" {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index - 1 })} disabled={index === 0} aria-label={`Move ${name} up`} title="Move up">
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${name} down`}
                    title="Move down"
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" {...form.remove.getButtonProps({ name: meta.name, index })} aria-label={`Remove ${name}`} title="Remove">
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            }
            const { key, ...hidden } = getInputProps(item, { type: "hidden" });
            return (
              <li key={item.key} className="flex min-w-0 items-center gap-1 rounded-full bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground">
                <input key={key} {...hidden} />
                <span className="break-words">{text}</span>
                <button
                  {...form.remove.getButtonProps({ name: meta.name, index })}
                  aria-label={`Remove ${itemLabel} ${text}`.trim()}
                  className="shrink-0 rounded-full p-1 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
