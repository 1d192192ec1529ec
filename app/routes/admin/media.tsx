import { ImageUp, Search, Trash2 } from "lucide-react";
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { data, Form, Link, useLoaderData, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/media";
import { AdminSection } from "#app/components/admin/admin-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { mediaUrl } from "#app/lib/media.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { can } from "#app/lib/roles.ts";
import { MEDIA_ACCEPT, MEDIA_TEXTS } from "#app/lib/schemas/media.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { listMedia, mediaUses, type MediaUse } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitMediaAction, submitMediaUpload } from "#app/services/media.server.ts";
import { mediaKind } from "#app/services/submission.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta(MEDIA_TEXTS.title, adminPaths.media);

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "content");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const { items, total } = await listMedia({ q: q || undefined, limit: 120 });
  const uses = await mediaUses(items.map((item) => item.id));
  return {
    q,
    total,
    // Editors use the library but not the settings: the settings are named, not linked, for them.
    canEditSettings: can(staff.role, "settings"),
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString(), uses: uses.get(item.id) ?? [] })),
  };
}

type ActionData = { ok: boolean; message: string; uses?: MediaUse[]; id?: string };

/** Without JavaScript the upload form posts here (one image); the grid's buttons always do. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "content");
  const actor = actorOf(admin, context);
  if (mediaKind(request) === "multipart") {
    const answer = await submitMediaUpload(request, actor);
    return data<ActionData>({ ok: answer.ok, message: answer.message, id: answer.ok ? answer.media.id : undefined }, { status: answer.status === 201 ? 200 : answer.status });
  }
  const answer = await submitMediaAction(request, actor);
  return data<ActionData>({ ok: answer.ok, message: answer.message, uses: answer.ok ? undefined : answer.uses }, { status: answer.ok ? 200 : answer.status });
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { q, items, total } = loaderData;
  return (
    <AdminSection title={MEDIA_TEXTS.title} description={MEDIA_TEXTS.description}>
      <Uploader />
      {actionData ? (
        <div role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "text-sm" : "text-sm text-destructive"}>
          <p>{actionData.message}</p>
          {actionData.uses?.length ? <UsesList uses={actionData.uses} /> : null}
        </div>
      ) : null}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor="media-search" className="text-sm font-medium">
            Search images
          </label>
          <Input id="media-search" name="q" type="search" defaultValue={q} placeholder="File name or alt text" className="w-72 max-w-full" />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> Search
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {q ? `${total} ${total === 1 ? "image matches" : "images match"} “${q}”.` : `${total} ${total === 1 ? "image" : "images"} in the library.`}
      </p>
      {items.length === 0 ? (
        <p>{q ? MEDIA_TEXTS.noMatch : MEDIA_TEXTS.empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Images">
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

function UsesList({ uses }: { uses: readonly MediaUse[] }) {
  const { canEditSettings } = useLoaderData<typeof loader>();
  return (
    <ul className="mt-1 list-disc pl-5">
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}-${use.field}`}>
          {use.kind === "site_settings" ? (
            <>
              {canEditSettings ? (
                <Link className="underline underline-offset-2" to={adminPaths.settings}>
                  Site settings
                </Link>
              ) : (
                "Site settings"
              )}{" "}
              (default share image)
            </>
          ) : (
            <>
              <Link className="underline underline-offset-2" to={use.kind === "blog_post" ? adminPaths.blogEdit(use.id) : adminPaths.caseStudyEdit(use.id)}>
                {use.kind === "blog_post" ? "Blog post" : "Case study"} “{use.title}”
              </Link>{" "}
              ({use.field === "logo" ? "client logo" : "cover"})
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function MediaCard({ item }: { item: Item }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === item.id;
  const altId = useId();
  return (
    <Card className="grid h-full overflow-hidden">
      <img
        src={mediaUrl(item.id, 480, "webp")}
        width={item.width}
        height={item.height}
        alt={item.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[16/10] w-full bg-muted object-contain"
      />
      <div className="grid content-start gap-2 p-4 text-sm">
        <p className="truncate font-medium" title={item.filename}>
          {item.filename}
        </p>
        <p className="text-muted-foreground">
          {item.width}×{item.height} · {(item.byteSize / 1024).toFixed(0)} KB · {item.sourceFormat.toUpperCase()}
        </p>
        <Form method="post" className="grid gap-1.5">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={altId} className="font-medium">
            Alt text
          </label>
          <div className="flex gap-2">
            <Input id={altId} name="alt" defaultValue={item.alt} required maxLength={300} size="sm" />
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              Save
            </Button>
          </div>
        </Form>
        {item.uses.length > 0 ? (
          <div>
            <Badge tone="info">In use</Badge>
            <UsesList uses={item.uses} />
          </div>
        ) : (
          <Form method="post" onSubmit={(event) => !confirm("Delete this image?") && event.preventDefault()}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" size="sm" variant="destructive" disabled={busy}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </Form>
        )}
      </div>
    </Card>
  );
}

type Queued = { key: string; file: File; alt: string; progress: number; state: "waiting" | "uploading" | "done" | "failed"; message?: string };

/**
 * Upload by picker or drag and drop, several at once, each with its alt text and its own progress.
 * Without JavaScript the same form posts one image to the page.
 */
function Uploader() {
  const hydrated = useHydrated();
  const [queue, setQueue] = useState<Queued[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const update = (key: string, change: Partial<Queued>) => setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, file, alt: "", progress: 0, state: "waiting" as const }));
    setQueue((items) => [...items.filter((item) => item.state !== "done"), ...added]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const waiting = queue.filter((item) => item.state === "waiting" || item.state === "failed");
    if (waiting.length === 0) return;
    const missingAlt = waiting.filter((item) => !item.alt.trim());
    if (missingAlt.length > 0) {
      for (const item of missingAlt) update(item.key, { state: "failed", message: "Alt text is required" });
      return;
    }
    setBusy(true);
    for (const item of waiting) {
      update(item.key, { state: "uploading", progress: 0, message: undefined });
      const answer = await uploadOne(item, (progress) => update(item.key, { progress }));
      update(item.key, { state: answer.ok ? "done" : "failed", progress: answer.ok ? 1 : 0, message: answer.message });
    }
    setBusy(false);
    if (inputRef.current) inputRef.current.value = "";
    void revalidator.revalidate();
  };

  const fileId = useId();
  const altId = useId();
  return (
    <Card className="p-5">
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="grid gap-4" aria-label="Upload images">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging || undefined}
          className="grid place-items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center data-[dragging]:border-primary data-[dragging]:bg-primary/5"
        >
          <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
          {/*
            The browser's own "Choose Files / No file chosen" is hidden (issue 28) but stays the
            control: the label is drawn as a button, a click or Enter on the focused input opens the
            picker, and its focus shows on the label.
          */}
          <input
            ref={inputRef}
            id={fileId}
            name="file"
            type="file"
            accept={MEDIA_ACCEPT}
            multiple={hydrated}
            required={!hydrated}
            onChange={(event) => add(event.currentTarget.files)}
            className="peer sr-only"
          />
          <label
            htmlFor={fileId}
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
            )}
          >
            Choose images{hydrated ? " or drop them here" : ""}
          </label>
          <p className="text-sm text-muted-foreground">JPEG, PNG, WebP, AVIF or GIF, up to 10 MB and 40 megapixels each.</p>
        </div>
        {hydrated ? (
          queue.length > 0 ? (
            <ul className="grid gap-3" aria-label="Images to upload">
              {queue.map((item) => (
                <QueueRow key={item.key} item={item} onAlt={(alt) => update(item.key, { alt })} onRemove={() => setQueue((items) => items.filter((i) => i.key !== item.key))} />
              ))}
            </ul>
          ) : null
        ) : (
          <Field label="Alt text" required meta={fieldMeta(altId)} description="What the image shows, for people who cannot see it.">
            <Input id={altId} name="alt" required maxLength={300} />
          </Field>
        )}
        <div>
          <Button type="submit" disabled={busy || (hydrated && !queue.some((item) => item.state === "waiting" || item.state === "failed"))}>
            {busy ? "Uploading..." : "Upload"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function QueueRow({ item, onAlt, onRemove }: { item: Queued; onAlt: (alt: string) => void; onRemove: () => void }) {
  const altId = useId();
  const errorId = `${altId}-error`;
  const failed = item.state === "failed";
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-end">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{item.file.name}</p>
        <p className="text-muted-foreground">{(item.file.size / 1024 / 1024).toFixed(2)} MB</p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={altId} className="text-sm font-medium">
          Alt text for {item.file.name}
        </label>
        <Input
          id={altId}
          value={item.alt}
          onChange={(event) => onAlt(event.currentTarget.value)}
          disabled={item.state === "uploading" || item.state === "done"}
          maxLength={300}
          aria-invalid={failed || undefined}
          aria-describedby={item.message ? errorId : undefined}
        />
      </div>
      <div className="grid gap-1 text-sm sm:w-48">
        {item.state === "uploading" ? <progress max={1} value={item.progress} aria-label={`Uploading ${item.file.name}`} className="w-full" /> : null}
        {item.state === "waiting" ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            Remove
          </Button>
        ) : null}
        {item.message ? (
          <p id={errorId} role={failed ? "alert" : "status"} className={failed ? "text-destructive" : "text-emerald-700 dark:text-emerald-400"}>
            {item.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** One image, by XMLHttpRequest: fetch() cannot report upload progress. */
function uploadOne(item: Queued, onProgress: (fraction: number) => void): Promise<{ ok: boolean; message: string }> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("file", item.file);
    body.append("alt", item.alt);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", adminPaths.mediaUpload);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const answer = xhr.response as { ok?: boolean; message?: string } | null;
      resolve({ ok: xhr.status < 300 && answer?.ok === true, message: answer?.message ?? (xhr.status === 413 ? MEDIA_TEXTS.tooLarge : MEDIA_TEXTS.uploadFailed) });
    };
    xhr.onerror = () => resolve({ ok: false, message: MEDIA_TEXTS.uploadFailed });
    xhr.send(body);
  });
}
