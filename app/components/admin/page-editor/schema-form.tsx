/**
 * A block's fields as a form generated from its zod schema (app/lib/blocks/schema.ts): the same
 * schema the server checks with and the renderer's types come from, so a field added to a block
 * appears here without more code. Each field shows the server's messages for its path
 * ("blocks.2.items.0.title") beside it. Rich-text bodies use the rich-text editor, pictures and
 * images the media picker, proof references a checklist of the stored records.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { createContext, use, useId, useState, type ReactNode } from "react";
import type { z } from "zod";
import { MediaPickerGrid } from "#app/components/admin/editor/media-picker.tsx";
import { RichTextEditor } from "#app/components/admin/editor/rich-text/rich-text-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FieldErrors } from "#app/components/ui/field.tsx";
import { mediaUrl } from "#app/lib/media.ts";
import type { RichTextDoc } from "#app/lib/rich-text/schema.ts";
import { cn } from "#app/lib/utils.ts";

/* ---------- zod introspection (zod 4's definitions) ---------- */

type Def = {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  discriminator?: string;
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number } } }[];
};
type Schema = z.ZodType;
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, default, prefault and transforms, and whether it may be left out. */
export function unwrap(schema: Schema): { core: Schema; optional: boolean; fallback: unknown } {
  let core = schema;
  let optional = false;
  let fallback: unknown = undefined;
  for (;;) {
    const def = defOf(core);
    if (def.type === "optional") optional = true;
    else if (def.type === "default" || def.type === "prefault") fallback ??= def.defaultValue;
    else if (def.type === "pipe") {
      core = def.in!;
      continue;
    } else break;
    core = def.innerType!;
  }
  return { core, optional, fallback };
}

const check = (schema: Schema, name: string) => defOf(schema).checks?.find((c) => c._zod.def.check === name)?._zod.def;
const maxLength = (schema: Schema) => check(schema, "max_length")?.maximum;
const minLength = (schema: Schema) => check(schema, "min_length")?.minimum ?? 0;

/** A new value for a schema: its default, else an empty one that the editor then fills in. */
export function emptyValue(schema: Schema): unknown {
  const { core, optional, fallback } = unwrap(schema);
  if (fallback !== undefined) return structuredClone(fallback);
  const def = defOf(core);
  switch (def.type) {
    case "string":
      return "";
    case "boolean":
      return false;
    case "number":
      return 0;
    case "enum":
      return optional ? undefined : Object.values(def.entries!)[0];
    case "literal":
      return def.values![0];
    case "object":
      if (optional) return undefined;
      return Object.fromEntries(Object.entries(def.shape!).map(([key, value]) => [key, emptyValue(value)]).filter(([, value]) => value !== undefined));
    case "array":
      return Array.from({ length: minLength(core) }, () => emptyValue(def.element!));
    case "union":
      if (optional) return undefined;
      if (def.options!.every((option) => defOf(option).type === "literal")) return defOf(def.options![0]!).values![0];
      return emptyValue(def.options![0]!);
    default:
      return undefined;
  }
}

/** "testimonialIds" → "Testimonials", "ctaText" → "Cta text". */
export function humanize(key: string): string {
  const special: Record<string, string> = { clientIds: "Clients", testimonialIds: "Testimonials", personIds: "People", href: "Address", caseStudyId: "Case study" };
  if (special[key]) return special[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/* ---------- context: errors and proof records ---------- */

export type ProofRecords = {
  clients: { id: string; label: string }[];
  testimonials: { id: string; label: string }[];
  people: { id: string; label: string }[];
};
type FormContext = { errors: Record<string, string[]>; proof: ProofRecords };
export const SchemaFormContext = createContext<FormContext>({ errors: {}, proof: { clients: [], testimonials: [], people: [] } });

/** The server's "blocks.2.title: is required" lines, by path. */
export function errorsByPath(lines: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of lines) {
    const match = /^([\w.]+): (.*)$/.exec(line);
    const [path, message] = match ? [match[1]!, match[2]!] : ["", line];
    (out[path] ??= []).push(message);
  }
  return out;
}

/** Messages for a path and everything under it that no field shows (a list's own length, say). */
function useErrors(path: string): string[] | undefined {
  return use(SchemaFormContext).errors[path];
}

/* ---------- fields ---------- */

type FieldProps = { schema: Schema; value: unknown; onChange: (value: unknown) => void; path: string; label: string; name: string };

const inputClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

export function SchemaField(props: FieldProps) {
  const { schema, path, label } = props;
  const { core, optional } = unwrap(schema);
  const def = defOf(core);
  const key = props.name;
  if (key === "id" || key === "type" || key === "hidden") return null;
  if (def.type === "union" && def.discriminator === "format") return <RichTextBodyField {...props} />;
  if (def.type === "union" && def.discriminator === "kind") return <PictureField {...props} optional={optional} />;
  if (def.type === "array" && /Ids$/.test(key)) return <ProofField {...props} />;
  if (def.type === "string" && (key === "shareImage" || key.endsWith("MediaId"))) return <MediaIdField {...props} optional={optional} />;
  switch (def.type) {
    case "object":
      if (optional && props.value === undefined) {
        return (
          <div className="grid gap-1">
            <p className="text-sm font-medium">{label}</p>
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => props.onChange(emptyValue(unwrap(schema).core))}>
              <Plus aria-hidden="true" /> Add {label.toLowerCase()}
            </Button>
          </div>
        );
      }
      return <ObjectFields {...props} removable={optional} />;
    case "array":
      return <ListField {...props} element={def.element!} min={minLength(core)} max={maxLength(core)} />;
    case "boolean":
      return <CheckboxField {...props} />;
    case "number":
      return <TextInputField {...props} type="number" />;
    case "enum":
      return <SelectField {...props} options={Object.values(def.entries!).map((value) => ({ value, label: humanize(String(value)) }))} optional={optional} />;
    case "union":
      if (def.options!.every((option) => defOf(option).type === "literal")) {
        return <SelectField {...props} options={def.options!.map((option) => ({ value: defOf(option).values![0], label: String(defOf(option).values![0]) }))} optional={optional} />;
      }
      return <TextInputField {...props} yesNo />;
    default: {
      const max = maxLength(core) ?? 200;
      return <TextInputField {...props} multiline={max > 300} optional={optional} />;
    }
  }
}

function FieldShell({ id, label, path, children, hint }: { id: string; label: string; path: string; children: ReactNode; hint?: string }) {
  const errors = useErrors(path);
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

function TextInputField({ value, onChange, path, label, multiline, type = "text", yesNo, optional }: FieldProps & { multiline?: boolean; type?: string; yesNo?: boolean; optional?: boolean }) {
  const id = useId();
  const invalid = Boolean(useErrors(path)?.length);
  const shown = yesNo && typeof value === "boolean" ? (value ? "yes" : "no") : value === undefined || value === null ? "" : String(value);
  const change = (next: string) => {
    if (type === "number") return onChange(next === "" ? undefined : Number(next));
    if (yesNo && (next === "yes" || next === "no")) return onChange(next === "yes");
    onChange(optional && next === "" ? undefined : next);
  };
  const common = {
    id,
    value: shown,
    "aria-invalid": invalid || undefined,
    "aria-describedby": `${id}-error`,
    "data-path": path,
  };
  return (
    <FieldShell id={id} label={label} path={path} hint={yesNo ? "yes, no or a short text" : undefined}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => change(event.currentTarget.value)} className={cn(inputClass, "h-auto py-2")} />
      ) : (
        <input {...common} type={type} onChange={(event) => change(event.currentTarget.value)} className={inputClass} />
      )}
    </FieldShell>
  );
}

function CheckboxField({ value, onChange, path, label }: FieldProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-1">
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring" />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldErrors id={`${id}-error`} errors={useErrors(path)} />
    </div>
  );
}

function SelectField({ value, onChange, path, label, options, optional }: FieldProps & { options: { value: unknown; label: string }[]; optional?: boolean }) {
  const id = useId();
  const index = options.findIndex((option) => option.value === value);
  return (
    <FieldShell id={id} label={label} path={path}>
      <select
        id={id}
        value={index === -1 ? "" : String(index)}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.currentTarget.value === "" ? undefined : options[Number(event.currentTarget.value)]!.value)}
        className={inputClass}
      >
        {optional || index === -1 ? <option value="">(none)</option> : null}
        {options.map((option, i) => (
          <option key={i} value={String(i)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function ObjectFields({ schema, value, onChange, path, label, removable }: FieldProps & { removable?: boolean }) {
  const { core } = unwrap(schema);
  const shape = defOf(core).shape!;
  const object = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const errors = useErrors(path);
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {Object.entries(shape).map(([key, child]) => (
        <SchemaField
          key={key}
          name={key}
          schema={child}
          label={humanize(key)}
          path={`${path}.${key}`}
          value={object[key]}
          onChange={(next) => {
            const copy = { ...object };
            if (next === undefined) delete copy[key];
            else copy[key] = next;
            onChange(copy);
          }}
        />
      ))}
      {errors?.length ? <FieldErrors id={`${path}-error`} errors={errors} /> : null}
      {removable ? (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange(undefined)}>
          Remove {label.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}

function ListField({ value, onChange, path, label, element, min, max }: FieldProps & { element: Schema; min: number; max?: number }) {
  const items = Array.isArray(value) ? value : [];
  const errors = useErrors(path);
  const itemLabel = label.replace(/s$/, "").toLowerCase() || "item";
  const set = (next: unknown[]) => onChange(next);
  return (
    <fieldset className="grid gap-2 rounded-md border border-dashed p-3 md:col-span-2">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <FieldErrors id={`${path}-error`} errors={errors} />
      <ol className="grid gap-2">
        {items.map((item, index) => (
          <li key={index} className="grid gap-2 rounded border bg-muted/30 p-2">
            <SchemaField name={String(index)} schema={element} label={`${label}: ${itemLabel} ${index + 1}`} path={`${path}.${index}`} value={item} onChange={(next) => set(items.map((old, i) => (i === index ? next : old)))} />
            <div className="flex flex-wrap gap-1">
              <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => set(move(items, index, index - 1))}>
                <ArrowUp aria-hidden="true" /> Up<span className="sr-only"> {`${itemLabel} ${index + 1}`}</span>
              </Button>
              <Button type="button" variant="ghost" size="sm" disabled={index === items.length - 1} onClick={() => set(move(items, index, index + 1))}>
                <ArrowDown aria-hidden="true" /> Down<span className="sr-only"> {`${itemLabel} ${index + 1}`}</span>
              </Button>
              <Button type="button" variant="ghost" size="sm" disabled={items.length <= min} onClick={() => set(items.filter((_, i) => i !== index))}>
                <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {`${itemLabel} ${index + 1}`}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={max !== undefined && items.length >= max} onClick={() => set([...items, emptyValue(element)])}>
        <Plus aria-hidden="true" /> Add {itemLabel}
      </Button>
    </fieldset>
  );
}

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

function RichTextBodyField({ value, onChange, path, label }: FieldProps) {
  const body = (value ?? { format: "json", doc: { type: "doc", content: [{ type: "paragraph" }] } }) as { format: string; markdown?: string; doc?: RichTextDoc };
  const errors = use(SchemaFormContext).errors;
  const id = useId();
  if (body.format === "markdown") {
    return (
      <div className="grid gap-2 md:col-span-2">
        <FieldShell id={id} label={`${label} (Markdown)`} path={`${path}.markdown`}>
          <textarea id={id} rows={8} value={body.markdown ?? ""} onChange={(event) => onChange({ format: "markdown", markdown: event.currentTarget.value })} className={cn(inputClass, "h-auto py-2 font-mono")} />
        </FieldShell>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onChange({ format: "json", doc: { type: "doc", content: [{ type: "paragraph", content: body.markdown ? [{ type: "text", text: body.markdown }] : [] }] } })}>
          Switch to rich text
        </Button>
      </div>
    );
  }
  return (
    <div className="md:col-span-2">
      <RichTextEditor
        name={`rich-${id}`}
        label={label}
        initial={body.doc ?? null}
        errors={[...(errors[path] ?? []), ...(errors[`${path}.doc`] ?? [])]}
        errorId={`${id}-error`}
        onChange={(doc) => onChange({ format: "json", doc })}
      />
    </div>
  );
}

function PickerDialog({ open, onOpenChange, label, onPick }: { open: boolean; onOpenChange: (open: boolean) => void; label: string; onPick: (item: { id: string; alt: string }) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{label}: choose an image</DialogTitle>
          <DialogDescription>Images from the media library (upload new ones there).</DialogDescription>
        </DialogHeader>
        {open ? <MediaPickerGrid onPick={onPick} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PictureField({ value, onChange, path, label, optional }: FieldProps & { optional: boolean }) {
  const [open, setOpen] = useState(false);
  const picture = value as { kind: "media"; mediaId: string; alt?: string } | { kind: "art"; name: string } | undefined;
  const errors = use(SchemaFormContext).errors;
  const all = Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .flatMap(([, messages]) => messages);
  const labelId = useId();
  return (
    <div className="grid content-start gap-1.5" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm">
        {picture?.kind === "media" ? (
          <img src={mediaUrl(picture.mediaId, 480, "webp")} alt={picture.alt ?? ""} className="h-12 w-20 rounded bg-muted object-contain" />
        ) : null}
        <span className="min-w-0 flex-1">{picture ? (picture.kind === "media" ? (picture.alt ?? "Library image") : `Site picture: ${picture.name}`) : "No picture"}</span>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          {picture ? "Change image" : "Choose image"}
          <span className="sr-only"> for {label}</span>
        </Button>
        {picture && optional ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            Remove<span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
      <FieldErrors id={`${labelId}-error`} errors={all.length ? all : undefined} />
      <PickerDialog
        open={open}
        onOpenChange={setOpen}
        label={label}
        onPick={(item) => {
          setOpen(false);
          onChange({ kind: "media", mediaId: item.id, alt: item.alt });
        }}
      />
    </div>
  );
}

function MediaIdField({ value, onChange, path, label, optional }: FieldProps & { optional: boolean }) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const id = typeof value === "string" && value ? value : null;
  return (
    <div className="grid content-start gap-1.5" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm">
        {id ? <img src={mediaUrl(id, 480, "webp")} alt="" className="h-12 w-20 rounded bg-muted object-contain" /> : <span className="flex-1">No image</span>}
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          {id ? "Change image" : "Choose image"}
          <span className="sr-only"> for {label}</span>
        </Button>
        {id && optional ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            Remove<span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
      <FieldErrors id={`${labelId}-error`} errors={useErrors(path)} />
      <PickerDialog
        open={open}
        onOpenChange={setOpen}
        label={label}
        onPick={(item) => {
          setOpen(false);
          onChange(item.id);
        }}
      />
    </div>
  );
}

function ProofField({ value, onChange, path, label, name }: FieldProps) {
  const { proof } = use(SchemaFormContext);
  const records = name === "clientIds" ? proof.clients : name === "testimonialIds" ? proof.testimonials : proof.people;
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  const errors = Object.entries(use(SchemaFormContext).errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .flatMap(([, messages]) => messages);
  return (
    <fieldset className="grid gap-1 rounded-md border p-3 md:col-span-2">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {records.length === 0 ? <p className="text-sm text-muted-foreground">None stored yet.</p> : null}
      <ul className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
        {records.map((record) => (
          <li key={record.id}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.has(record.id)}
                onChange={(event) => {
                  // Only stored records' ids (a new block's list starts with an empty placeholder).
                  const ids = (Array.isArray(value) ? (value as string[]) : []).filter((id) => records.some((item) => item.id === id));
                  onChange(event.currentTarget.checked ? [...ids, record.id] : ids.filter((id) => id !== record.id));
                }}
                className="mt-0.5 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
              />
              <span>{record.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldErrors id={`${path}-error`} errors={errors.length ? errors : undefined} />
    </fieldset>
  );
}
