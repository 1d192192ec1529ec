/**
 * The menus' editor (issue 26.4): the header's links, the Products menu's columns and closing
 * links, the footer's columns. Rows are added, removed and moved with buttons (keyboard: the moved
 * row's button keeps the focus); the whole form posts every menu, named as the schema reads them
 * (`footer[1].items[0].href`), and each error comes back beside its field.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NAV_LIMITS, type SiteMenus } from "#app/lib/schemas/navigation.ts";

type Row = { key: string; label: string; href: string; description: string };
type Group = { key: string; title: string; href: string; description: string; items: Row[] };
type EditorState = { header: Row[]; products: Group[]; productsMore: Row[]; footer: Group[] };
type Errors = Record<string, string[] | undefined>;

let counter = 0;
const newKey = () => `k${++counter}`;
const rowOf = (item: { label: string; href: string | null; description?: string | null }): Row => ({
  key: newKey(),
  label: item.label,
  href: item.href ?? "",
  description: item.description ?? "",
});

export function editorStateOf(menus: SiteMenus): EditorState {
  return {
    header: menus.header.map(rowOf),
    products: menus.products.map((group) => ({ key: newKey(), title: group.title, href: group.href ?? "", description: group.description ?? "", items: group.items.map(rowOf) })),
    productsMore: menus.productsMore.map(rowOf),
    footer: menus.footer.map((group) => ({ key: newKey(), title: group.title, href: "", description: "", items: group.items.map(rowOf) })),
  };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const idOf = (name: string) => `nav-${name.replace(/[^a-z0-9]+/gi, "-")}`;

/** Moves the focus to the element of `id` after the next render (the moved row's own button). */
function useFocusAfterRender() {
  const [target, setTarget] = useState<{ id: string; fallback: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target.id) as HTMLButtonElement | null;
    const usable = element && !element.disabled ? element : (document.getElementById(target.fallback) as HTMLElement | null);
    usable?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

function RowButtons({
  what,
  index,
  count,
  idBase,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  idBase: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button type="button" id={`${idBase}-up`} variant="outline" size="icon" disabled={index === 0} aria-label={`Move ${what} up`} onClick={() => onMove(index - 1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button type="button" id={`${idBase}-down`} variant="outline" size="icon" disabled={index === count - 1} aria-label={`Move ${what} down`} onClick={() => onMove(index + 1)}>
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" variant="outline" size="icon" aria-label={`Remove ${what}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

function TextField({ name, label, value, errors, onChange, max, required }: { name: string; label: string; value: string; errors: Errors; onChange: (value: string) => void; max: number; required?: boolean }) {
  const meta = fieldMeta(idOf(name), errors[name] ?? null);
  return (
    <Field label={label} meta={meta} required={required}>
      <Input {...controlProps(meta)} name={name} value={value} maxLength={max} onChange={(event) => onChange(event.currentTarget.value)} autoComplete="off" />
    </Field>
  );
}

/** An ordered list of links (a menu, or a column's items). */
function LinkRows({
  name,
  rows,
  setRows,
  errors,
  max,
  noun,
  where = "",
  describe = false,
  headings = false,
}: {
  name: string;
  rows: Row[];
  setRows: (rows: Row[]) => void;
  errors: Errors;
  max: number;
  noun: string;
  /** Where the list is, after the row's number (" in column 2"). */
  where?: string;
  describe?: boolean;
  /** Items without a link are headings (the Products menu's columns). */
  headings?: boolean;
}) {
  const focusLater = useFocusAfterRender();
  const addId = `${idOf(name)}-add`;
  return (
    <div className="grid gap-3">
      {errors[name]?.length ? <p className="text-sm text-destructive">{errors[name]![0]}</p> : null}
      <ol className="grid gap-3">
        {rows.map((row, index) => {
          const path = `${name}[${index}]`;
          const set = (patch: Partial<Row>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
          const numbered = `${noun} ${index + 1}${where}`;
          const what = `${numbered}${row.label ? ` (${row.label})` : ""}`;
          return (
            <li key={row.key} className="grid gap-3 rounded-md border p-3 md:grid-cols-[1fr_1.4fr_auto] md:items-end">
              <TextField name={`${path}.label`} label={`Label of ${numbered}`} value={row.label} errors={errors} onChange={(label) => set({ label })} max={NAV_LIMITS.label} required />
              <TextField
                name={`${path}.href`}
                label={headings ? `Link of ${numbered} (blank: a heading)` : `Link of ${numbered}`}
                value={row.href}
                errors={errors}
                onChange={(href) => set({ href })}
                max={NAV_LIMITS.href}
                required={!headings}
              />
              <RowButtons
                what={what}
                index={index}
                count={rows.length}
                idBase={`${idOf(name)}-${row.key}`}
                onMove={(to) => {
                  setRows(moved(rows, index, to));
                  focusLater({ id: `${idOf(name)}-${row.key}-${to < index ? "up" : "down"}`, fallback: `${idOf(name)}-${row.key}-${to < index ? "down" : "up"}` });
                }}
                onRemove={() => {
                  setRows(rows.filter((_, i) => i !== index));
                  focusLater({ id: addId, fallback: addId });
                }}
              />
              {!describe && row.description ? <input type="hidden" name={`${path}.description`} value={row.description} /> : null}
              {describe ? (
                <div className="md:col-span-3">
                  <TextField name={`${path}.description`} label={`Line under ${numbered} (optional)`} value={row.description} errors={errors} onChange={(description) => set({ description })} max={NAV_LIMITS.description} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button type="button" id={addId} variant="outline" className="w-fit" disabled={rows.length >= max} onClick={() => setRows([...rows, { key: newKey(), label: "", href: "", description: "" }])}>
        <Plus aria-hidden="true" /> Add {noun}
        {where}
      </Button>
    </div>
  );
}

/** Columns of links (the footer's, or the Products menu's with their own page). */
function GroupRows({
  name,
  groups,
  setGroups,
  errors,
  maxGroups,
  maxItems,
  product = false,
}: {
  name: string;
  groups: Group[];
  setGroups: (groups: Group[]) => void;
  errors: Errors;
  maxGroups: number;
  maxItems: number;
  product?: boolean;
}) {
  const focusLater = useFocusAfterRender();
  const addId = `${idOf(name)}-add`;
  return (
    <div className="grid gap-4">
      {errors[name]?.length ? <p className="text-sm text-destructive">{errors[name]![0]}</p> : null}
      {groups.map((group, index) => {
        const path = `${name}[${index}]`;
        const set = (patch: Partial<Group>) => setGroups(groups.map((g, i) => (i === index ? { ...g, ...patch } : g)));
        return (
          <fieldset key={group.key} className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">
              Column {index + 1}
              {group.title ? `: ${group.title}` : ""}
            </legend>
            <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
              <TextField name={`${path}.title`} label={`Title of column ${index + 1}`} value={group.title} errors={errors} onChange={(title) => set({ title })} max={NAV_LIMITS.title} required />
              <RowButtons
                what={`column ${index + 1}${group.title ? ` (${group.title})` : ""}`}
                index={index}
                count={groups.length}
                idBase={`${idOf(name)}-${group.key}`}
                onMove={(to) => {
                  setGroups(moved(groups, index, to));
                  focusLater({ id: `${idOf(name)}-${group.key}-${to < index ? "up" : "down"}`, fallback: `${idOf(name)}-${group.key}-${to < index ? "down" : "up"}` });
                }}
                onRemove={() => {
                  setGroups(groups.filter((_, i) => i !== index));
                  focusLater({ id: addId, fallback: addId });
                }}
              />
            </div>
            {product ? (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField name={`${path}.href`} label={`Page of column ${index + 1} (optional)`} value={group.href} errors={errors} onChange={(href) => set({ href })} max={NAV_LIMITS.href} />
                <TextField name={`${path}.description`} label={`Line under the page of column ${index + 1} (optional)`} value={group.description} errors={errors} onChange={(description) => set({ description })} max={NAV_LIMITS.description} />
              </div>
            ) : null}
            <LinkRows
              name={`${path}.items`}
              rows={group.items}
              setRows={(items) => set({ items })}
              errors={errors}
              max={maxItems}
              noun="link"
              where={` in column ${index + 1}`}
              headings={product}
            />
          </fieldset>
        );
      })}
      <Button
        type="button"
        id={addId}
        variant="outline"
        className="w-fit"
        disabled={groups.length >= maxGroups}
        onClick={() => setGroups([...groups, { key: newKey(), title: "", href: "", description: "", items: [] }])}
      >
        <Plus aria-hidden="true" /> Add column
      </Button>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground">
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

export function NavigationEditor({ menus, errors }: { menus: SiteMenus; errors: Errors }) {
  // The editor's own copy: a refused save keeps what was typed (the loader's menus come back unchanged).
  const [state, setState] = useState(() => editorStateOf(menus));
  const set = <K extends keyof EditorState>(key: K) => (value: EditorState[K]) => setState((current) => ({ ...current, [key]: value }));
  return (
    <div className="grid gap-6">
      <Section title="Header" description="The links after the Products menu, in the header and the mobile menu.">
        <LinkRows name="header" rows={state.header} setRows={set("header")} errors={errors} max={NAV_LIMITS.header} noun="header link" />
      </Section>
      <Section title="Products menu" description="Each column: its title, its own page, then its links; a link left blank is a heading for the links after it.">
        <GroupRows name="products" groups={state.products} setGroups={set("products")} errors={errors} maxGroups={NAV_LIMITS.productGroups} maxItems={NAV_LIMITS.groupItems} product />
      </Section>
      <Section title="Products menu: closing links" description="Shown under the columns.">
        <LinkRows name="productsMore" rows={state.productsMore} setRows={set("productsMore")} errors={errors} max={NAV_LIMITS.productsMore} noun="closing link" describe />
      </Section>
      <Section title="Footer" description="The footer's columns of links.">
        <GroupRows name="footer" groups={state.footer} setGroups={set("footer")} errors={errors} maxGroups={NAV_LIMITS.footerGroups} maxItems={NAV_LIMITS.footerItems} />
      </Section>
    </div>
  );
}
