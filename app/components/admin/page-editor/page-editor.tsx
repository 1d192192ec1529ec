/**
 * The page editor (issue 26.3): the page's fields and SEO, its blocks (add from a menu of types,
 * move up and down or drag, duplicate, hide, remove; each block's fields generated from its schema
 * with the server's messages beside them), a draft saved on its own a moment after typing stops
 * (with a visible status), a live preview of the saved draft beside the form at phone or desktop
 * width, publishing now or at a time, revisions with Restore, and a guard before leaving with
 * changes not yet saved.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, GripVertical, Monitor, Smartphone, Trash2 } from "lucide-react";
import { use, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { z } from "zod";
import { Link, useFetcher, useNavigate } from "react-router";
import { UnsavedChangesGuard } from "#app/components/admin/editor/unsaved-changes.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { BLOCK_TYPES, blockLabels, blockSchemas, optionalText, pagePath, pageSeoSchema, text, type BlockType } from "#app/lib/blocks/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { PAGE_TEXTS } from "#app/lib/schemas/page-editor.ts";
import { cn } from "#app/lib/utils.ts";
import { emptyValue, errorsByPath, humanize as humanizeKey, move, SchemaField, SchemaFormContext, type ProofRecords } from "./schema-form.tsx";

export type BlockValue = Record<string, unknown> & { id: string; type: BlockType; hidden?: boolean };
export type PageValue = { path: string; title: string; breadcrumb?: string; seo?: Record<string, unknown>; blocks: BlockValue[] };

type Answer = { ok: true; intent: string; id: string | null; path: string | null; savedAt: string } | { ok: false; errors: string[] };

export type PageEditorProps = {
  id: string | null;
  initial: PageValue;
  status: "draft" | "published" | null;
  publishAt: string | null;
  revisions: { id: string; authorEmail: string | null; createdAt: string; restoredFrom: string | null; title: string; state?: string }[];
  proof: ProofRecords;
  canDelete: boolean;
  /** Said once above the form after an action elsewhere (a restore on the revision screen). */
  notice?: string | null;
};

const AUTOSAVE_MS = 1200;

export const newBlockId = () => `b${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36).slice(-4)}`;

function newBlock(type: BlockType): BlockValue {
  return { ...(emptyValue(blockSchemas[type]) as Record<string, unknown>), id: newBlockId(), type } as BlockValue;
}

function localValue(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function PageEditor({ id, initial, status, publishAt, revisions, proof, canDelete, notice }: PageEditorProps) {
  const [page, setPage] = useState<PageValue>(initial);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [width, setWidth] = useState<"desktop" | "phone">("desktop");
  const [scheduleAt, setScheduleAt] = useState("");
  const saver = useFetcher<Answer>();
  const actor = useFetcher<Answer>();
  const navigate = useNavigate();
  const lastSent = useRef<string>(JSON.stringify(initial));
  const json = useMemo(() => JSON.stringify(page), [page]);

  const update = (next: PageValue) => {
    setPage(next);
    setDirty(true);
  };

  // Autosave: a stored page's draft is saved a moment after the typing stops.
  useEffect(() => {
    if (id === null || !dirty || json === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = json;
      saver.submit({ intent: "save", page: json }, { method: "post" });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json, dirty, id]);

  useEffect(() => {
    const answer = saver.data;
    if (saver.state !== "idle" || !answer) return;
    if (answer.ok) {
      setErrors([]);
      setSavedAt(answer.savedAt);
      if (lastSent.current === json) setDirty(false);
    } else setErrors(answer.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver.state, saver.data]);

  useEffect(() => {
    const answer = actor.data;
    if (actor.state !== "idle" || !answer) return;
    if (!answer.ok) return setErrors(answer.errors);
    setErrors([]);
    setDirty(false);
    lastSent.current = json;
    if (answer.intent === "delete") setGoTo({ to: adminPaths.pages });
    else if (id === null && answer.id) setGoTo({ to: adminPaths.pageEdit(answer.id) });
    else if (answer.intent === "restore") setGoTo({ to: adminPaths.pageEdit(id!), restored: answer.savedAt });
    else setSavedAt(answer.savedAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor.state, actor.data]);

  // Leaving after a save, once the form is no longer marked changed (the guard would ask).
  const [goTo, setGoTo] = useState<{ to: string; restored?: string } | null>(null);
  useEffect(() => {
    if (goTo && !dirty) navigate(goTo.to, goTo.restored ? { replace: true, state: { restored: goTo.restored } } : undefined);
  }, [goTo, dirty, navigate]);

  const saving = saver.state !== "idle";
  const statusText = errors.length
    ? `Not saved: ${errors.length} ${errors.length === 1 ? "problem" : "problems"}`
    : saving
      ? PAGE_TEXTS.saving
      : dirty
        ? PAGE_TEXTS.unsaved
        : savedAt
          ? PAGE_TEXTS.saved
          : "";
  const errorMap = useMemo(() => errorsByPath(errors), [errors]);
  const pageErrors = errors.filter((line) => !/^(blocks|path|title|breadcrumb|seo)\b/.test(line));
  const offset = typeof window === "undefined" ? 0 : new Date().getTimezoneOffset();
  const send = (intent: string, extra: Record<string, string> = {}) => actor.submit({ intent, page: json, ...extra }, { method: "post" });

  const setBlocks = (blocks: BlockValue[]) => update({ ...page, blocks });

  return (
    <SchemaFormContext value={{ errors: errorMap, proof }}>
      <div className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-3 border-b bg-background/95 py-3 backdrop-blur">
        <h2 className="text-xl font-semibold">{id ? `Edit page ${page.path}` : "New page"}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" aria-live="polite" className={cn("text-sm", errors.length ? "text-destructive" : "text-muted-foreground")}>
            {statusText}
          </span>
          {id === null ? (
            <Button type="button" onClick={() => send("save")} disabled={actor.state !== "idle"}>
              Create page
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => saver.submit({ intent: "save", page: json }, { method: "post" })} disabled={saving}>
              Save draft
            </Button>
          )}
          <Button type="button" onClick={() => send("publish")} disabled={actor.state !== "idle"}>
            Publish
          </Button>
        </div>
      </div>
      {notice ? (
        <p role="status" className="mt-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          {notice}
        </p>
      ) : null}
      <FormErrors errors={pageErrors.length ? pageErrors : null} className="mt-3" />
      <div className={cn("mt-4 grid grid-cols-1 gap-6", id ? "xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" : "")}>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Page</CardTitle>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <SchemaField name="path" schema={pathSchema} label="Path" path="path" value={page.path} onChange={(path) => update({ ...page, path: String(path ?? "") })} />
              <SchemaField name="title" schema={titleSchema} label="Title" path="title" value={page.title} onChange={(title) => update({ ...page, title: String(title ?? "") })} />
              <SchemaField name="breadcrumb" schema={breadcrumbSchema} label="Breadcrumb" path="breadcrumb" value={page.breadcrumb} onChange={(breadcrumb) => update({ ...page, breadcrumb: breadcrumb as string | undefined })} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Blocks</CardTitle>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4">
              <BlockList blocks={page.blocks} onChange={setBlocks} />
              <FormErrors errors={errorMap.blocks ?? null} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Search engines and sharing</CardTitle>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {Object.entries(pageSeoShape).map(([key, schema]) => (
                <SchemaField
                  key={key}
                  name={key}
                  schema={schema}
                  label={SEO_LABELS[key] ?? key}
                  path={`seo.${key}`}
                  value={page.seo?.[key]}
                  onChange={(value) => {
                    const seo = { ...(page.seo ?? {}) };
                    if (value === undefined) delete seo[key];
                    else seo[key] = value;
                    update({ ...page, seo });
                  }}
                />
              ))}
            </CardContent>
          </Card>

          {id ? (
            <Card>
              <CardHeader>
                <CardTitle>Publishing</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3 text-sm">
                <p>
                  Status: <strong>{status === "published" ? "Published" : "Draft"}</strong>
                  {publishAt ? ` · goes live ${new Date(publishAt).toLocaleString()}` : ""}
                </p>
                <ScheduleBox value={scheduleAt} onChange={setScheduleAt} />
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" disabled={!scheduleAt || actor.state !== "idle"} onClick={() => send("publish", { publishAt: scheduleAt, scheduleOffset: String(offset) })}>
                    Schedule
                  </Button>
                  {publishAt ? (
                    <Button type="button" variant="ghost" onClick={() => send("cancelSchedule")}>
                      Cancel schedule
                    </Button>
                  ) : null}
                  {status === "published" ? (
                    <Button type="button" variant="ghost" onClick={() => send("unpublish")}>
                      Unpublish
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      type="button"
                      variant="destructive"
                      onClick={() => {
                        if (window.confirm(PAGE_TEXTS.confirmDelete)) send("delete");
                      }}
                    >
                      Delete page
                    </Button>
                  ) : null}
                </div>
              </CardContent>
            </Card>
          ) : null}

          {id && revisions.length ? (
            <Card>
              <CardHeader>
                <CardTitle>Revisions</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="grid gap-2 text-sm" aria-label="Revisions, newest first">
                  {revisions.map((revision) => (
                    <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
                      <span>
                        {new Date(revision.createdAt).toLocaleString()} · {revision.authorEmail ?? "someone"}
                        {revision.restoredFrom ? " · restored" : ""}
                        {revision.state === "scheduled" ? " · scheduled" : revision.state === "published" ? " · published" : ""}
                      </span>
                      <Button asChild variant="outline" size="sm">
                        <Link to={adminPaths.pageRevision(id, revision.id)}>
                          View changes<span className="sr-only"> of the revision of {new Date(revision.createdAt).toLocaleString()}</span>
                        </Link>
                      </Button>
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          ) : null}
        </div>

        {id ? <Preview id={id} version={savedAt ?? "initial"} width={width} onWidth={setWidth} /> : null}
      </div>
      <UnsavedChangesGuard changed={dirty} />
    </SchemaFormContext>
  );
}

/**
 * The blocks of a page as the editor edits them (add from a menu of types, move, drag, duplicate,
 * hide, remove; each block's fields from its schema): the page editor's, and a landing test's
 * variant's (decision 037). Errors and proof records come from the SchemaFormContext around it.
 */
export function BlockList({ blocks, onChange }: { blocks: BlockValue[]; onChange: (blocks: BlockValue[]) => void }) {
  const setBlocks = onChange;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.id === active.id);
    const to = blocks.findIndex((block) => block.id === over.id);
    setBlocks(arrayMove(blocks, from, to));
  };
  return (
    <>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
          <ol className="grid grid-cols-1 gap-3" aria-label="Blocks">
            {blocks.map((block, index) => (
              <SortableBlock
                key={block.id}
                block={block}
                index={index}
                count={blocks.length}
                onChange={(next) => setBlocks(blocks.map((old, i) => (i === index ? next : old)))}
                onMove={(to) => setBlocks(move(blocks, index, to))}
                onDuplicate={() => setBlocks([...blocks.slice(0, index + 1), { ...structuredClone(block), id: newBlockId() }, ...blocks.slice(index + 1)])}
                onRemove={() => setBlocks(blocks.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <AddBlock onAdd={(type) => setBlocks([...blocks, newBlock(type)])} />
    </>
  );
}

const pageSeoShape = (pageSeoSchema as unknown as { shape: Record<string, z.ZodType> }).shape;
const SEO_LABELS: Record<string, string> = {
  title: "Search title",
  description: "Search description",
  keywords: "Keywords",
  shareImage: "Share image",
  canonical: "Canonical address",
  noindex: "Hide from search engines (noindex)",
};
// The page's own fields, for the generated inputs (their rules are the page schema's, checked on the server).
const pathSchema = pagePath;
const titleSchema = text(120);
const breadcrumbSchema = optionalText(60);

function ScheduleBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const zone = typeof window === "undefined" ? "UTC" : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        Publish at ({zone})
      </label>
      <input id={id} type="datetime-local" value={value} min={typeof window === "undefined" ? undefined : localValue(new Date().toISOString())} onChange={(event) => onChange(event.currentTarget.value)} className="h-9 w-64 max-w-full rounded-md border bg-background px-2 focus-visible:outline-2 focus-visible:outline-ring" />
    </div>
  );
}

function AddBlock({ onAdd }: { onAdd: (type: BlockType) => void }) {
  const [type, setType] = useState<BlockType>("richText");
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2 border-t pt-4">
      <div className="grid w-full min-w-0 gap-1 sm:w-auto sm:max-w-full">
        <label htmlFor={id} className="text-sm font-medium">
          Block type
        </label>
        <select id={id} value={type} onChange={(event) => setType(event.currentTarget.value as BlockType)} className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-auto sm:max-w-full">
          {BLOCK_TYPES.map((blockType) => (
            <option key={blockType} value={blockType}>
              {blockLabels[blockType]}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" onClick={() => onAdd(type)}>
        Add block
      </Button>
    </div>
  );
}

function SortableBlock({
  block,
  index,
  count,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: {
  block: BlockValue;
  index: number;
  count: number;
  onChange: (block: BlockValue) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const schema = blockSchemas[block.type];
  const label = blockLabels[block.type] ?? block.type;
  const name = `${label} block ${index + 1}`;
  const headingId = useId();
  const errors = use_errors(`blocks.${index}`);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("rounded-lg border bg-card", isDragging && "z-10 shadow-lg", block.hidden && "opacity-70")}
      aria-labelledby={headingId}
      data-block-type={block.type}
    >
      <div className="flex flex-wrap items-center gap-1 border-b px-2 py-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
          className="grid size-8 cursor-grab place-items-center rounded hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <h3 id={headingId} className="flex-1 text-sm font-semibold">
          {index + 1}. {label}
          {block.hidden ? <span className="ml-2 text-xs font-normal text-muted-foreground">(hidden)</span> : null}
        </h3>
        <IconButton label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)} icon={<ArrowUp aria-hidden="true" />} />
        <IconButton label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)} icon={<ArrowDown aria-hidden="true" />} />
        <IconButton label={`Duplicate ${name}`} onClick={onDuplicate} icon={<Copy aria-hidden="true" />} />
        <IconButton
          label={`${block.hidden ? "Show" : "Hide"} ${name}`}
          pressed={Boolean(block.hidden)}
          onClick={() => onChange({ ...block, hidden: block.hidden ? undefined : true })}
          icon={block.hidden ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        />
        <IconButton label={`Remove ${name}`} onClick={onRemove} icon={<Trash2 aria-hidden="true" />} />
      </div>
      <div className="grid grid-cols-1 gap-3 p-3 md:grid-cols-2">
        <FormErrors errors={errors ?? null} className="md:col-span-2" />
        {schema
          ? Object.entries((schema as unknown as { shape: Record<string, z.ZodType> }).shape).map(([key, child]) => (
              <SchemaField
                key={key}
                name={key}
                schema={child}
                label={humanizeKey(key)}
                path={`blocks.${index}.${key}`}
                value={block[key]}
                onChange={(value) => {
                  const next = { ...block } as Record<string, unknown>;
                  if (value === undefined) delete next[key];
                  else next[key] = value;
                  onChange(next as BlockValue);
                }}
              />
            ))
          : null}
      </div>
    </li>
  );
}

function use_errors(path: string): string[] | undefined {
  return use(SchemaFormContext).errors[path];
}

function IconButton({ label, onClick, icon, disabled, pressed }: { label: string; onClick: () => void; icon: ReactNode; disabled?: boolean; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40 [&_svg]:size-4"
    >
      {icon}
    </button>
  );
}

function Preview({ id, version, width, onWidth }: { id: string; version: string; width: "desktop" | "phone"; onWidth: (width: "desktop" | "phone") => void }) {
  return (
    <section aria-labelledby="page-preview-heading" className="sticky top-20 grid content-start gap-2 self-start">
      <div className="flex items-center justify-between gap-2">
        <h3 id="page-preview-heading" className="text-sm font-semibold">
          Preview (the saved draft)
        </h3>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          <Button type="button" size="sm" variant={width === "phone" ? "default" : "outline"} aria-pressed={width === "phone"} onClick={() => onWidth("phone")}>
            <Smartphone aria-hidden="true" /> Phone
          </Button>
          <Button type="button" size="sm" variant={width === "desktop" ? "default" : "outline"} aria-pressed={width === "desktop"} onClick={() => onWidth("desktop")}>
            <Monitor aria-hidden="true" /> Desktop
          </Button>
        </div>
      </div>
      <div className="overflow-auto rounded-md border bg-muted p-2">
        <iframe
          title="Page preview"
          src={`${adminPaths.pagePreview(id)}?v=${encodeURIComponent(version)}`}
          className="mx-auto h-[75vh] rounded bg-background"
          style={{ width: width === "phone" ? 390 : "100%", minWidth: width === "phone" ? 390 : undefined }}
        />
      </div>
    </section>
  );
}
