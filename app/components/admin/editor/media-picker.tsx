/**
 * An editor's image field: the chosen picture from the media library (a thumbnail and its alt
 * text), a "Choose image" dialog with the library's images and a search box, and "Remove". The
 * choice travels in a hidden input named after the field, so the editor's form posts it as it
 * posts every other field.
 */
import type { FieldMetadata } from "@conform-to/react";
import { ImageIcon, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { FieldErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { mediaUrl, type MediaImage } from "#app/lib/media.ts";
import { adminPaths } from "#app/lib/paths.ts";

export type PickerItem = MediaImage & { filename: string };

export function MediaPickerField<Schema>({
  label,
  meta,
  initial,
  description,
}: {
  label: string;
  meta: FieldMetadata<Schema>;
  /** The image chosen when the page loaded (the stored record's). */
  initial: MediaImage | null;
  description?: string;
}) {
  const [chosen, setChosen] = useState<MediaImage | null>(initial);
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <div className="grid content-start gap-1.5" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <input type="hidden" name={meta.name} value={chosen?.id ?? ""} />
      <div className="flex flex-wrap items-center gap-3 rounded-md border p-2">
        {chosen ? (
          <img
            src={mediaUrl(chosen.id, 480, "webp")}
            width={chosen.width}
            height={chosen.height}
            alt={chosen.alt}
            className="h-16 w-28 rounded bg-muted object-contain"
          />
        ) : (
          <span className="grid h-16 w-28 place-items-center rounded bg-muted text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-6" />
          </span>
        )}
        {/* At least a few words wide: on a phone the buttons wrap below rather than squeeze it (issue 28). */}
        <div className="min-w-[7rem] flex-1 text-sm">
          <p className="line-clamp-2">{chosen ? chosen.alt : "No image chosen"}</p>
        </div>
        <div className="flex gap-2">
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button type="button" variant="outline" size="sm">
                {chosen ? "Change image" : "Choose image"}
                <span className="sr-only"> for {label}</span>
              </Button>
            </DialogTrigger>
            <DialogContent className="max-w-3xl">
              <DialogHeader>
                <DialogTitle>{label}: choose an image</DialogTitle>
                <DialogDescription>
                  Images from the{" "}
                  <Link to={adminPaths.media} target="_blank" className="underline underline-offset-2">
                    media library
                  </Link>{" "}
                  (upload new ones there).
                </DialogDescription>
              </DialogHeader>
              {open ? (
                <MediaPickerGrid
                  onPick={(item) => {
                    setChosen(item);
                    setOpen(false);
                  }}
                />
              ) : null}
            </DialogContent>
          </Dialog>
          {chosen ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setChosen(null)}>
              Remove<span className="sr-only"> {label}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {description ? (
        <p id={meta.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function MediaPickerGrid({ onPick }: { onPick: (item: PickerItem) => void }) {
  const [q, setQ] = useState("");
  const [items, setItems] = useState<PickerItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const searchId = useId();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${adminPaths.mediaPicker}?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((body: { items: PickerItem[] }) => {
          setItems(body.items);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== "AbortError") setFailed(true);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search images
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={searchId} type="search" value={q} onChange={(event) => setQ(event.currentTarget.value)}
            // The dialog sits inside the editor's form: Enter searches, it does not save the post.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            placeholder="File name or alt text"
            className="pl-8"
          />
        </div>
      </div>
      {failed ? <p role="alert" className="text-sm text-destructive">The images could not be loaded.</p> : null}
      {items === null ? (
        <p className="text-sm text-muted-foreground">Loading images...</p>
      ) : items.length === 0 ? (
        <p className="text-sm">{q ? "No images match your search." : "The media library is empty."}</p>
      ) : (
        <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3" aria-label="Images">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="grid w-full gap-1 rounded-md border p-2 text-left text-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                <img src={mediaUrl(item.id, 480, "webp")} width={item.width} height={item.height} alt="" loading="lazy" className="aspect-[16/10] w-full rounded bg-muted object-contain" />
                <span className="line-clamp-2">{item.alt}</span>
                <span className="sr-only">Choose</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
