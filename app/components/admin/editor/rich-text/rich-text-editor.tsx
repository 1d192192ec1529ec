/**
 * The admin's rich-text editor (decision 030): TipTap on our document model (extensions.ts), a
 * toolbar that is one tab stop (arrow keys, Home and End move inside it, as the WAI-ARIA toolbar
 * pattern says), dialogs for links, buttons and images from the media library, and a hidden input
 * named after the field that carries the document's JSON, so the editor's form posts it like any
 * other field and the server checks it with the same schema (app/lib/rich-text/schema.ts).
 */
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Info,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Minus,
  MousePointerClick,
  Pilcrow,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { MediaPickerGrid } from "#app/components/admin/editor/media-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FieldErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { proseClasses } from "#app/components/prose.tsx";
import { CALLOUT_TONES, isAllowedHref, LINK_MESSAGE, type RichTextDoc } from "#app/lib/rich-text/schema.ts";
import { cn } from "#app/lib/utils.ts";
import { richTextExtensions } from "./extensions.ts";

export const RICH_TEXT_TEXTS = {
  toolbar: "Formatting",
  loading: "The editor is loading…",
  linkTitle: "Link",
  linkHelp: "An address starting with https://, mailto:, tel: or / for a page of this site.",
  buttonTitle: "Button",
  imageTitle: "Insert an image",
} as const;

type ToolItem = {
  key: string;
  label: string;
  icon: LucideIcon;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
  /** A toggle (pressed or not); the others are actions. */
  toggle?: boolean;
};

export function RichTextEditor({
  name,
  label,
  initial,
  initialHtml,
  errors,
  errorId,
  description,
  descriptionId,
  onChange,
}: {
  /** The hidden input's name: the form field the document travels in. */
  name: string;
  label: string;
  initial: RichTextDoc | null;
  /** Start from this HTML instead (a Markdown post being converted: our own safe HTML of it). */
  initialHtml?: string;
  errors?: string[] | null;
  errorId: string;
  description?: string;
  descriptionId?: string;
  onChange?: (doc: RichTextDoc) => void;
}) {
  const labelId = useId();
  const editorId = useId();
  const hiddenRef = useRef<HTMLInputElement>(null);
  const [json, setJson] = useState(() => (initial ? JSON.stringify(initial) : ""));
  const changedOnce = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const invalid = Boolean(errors?.length);

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: initialHtml ?? initial ?? undefined,
    // Rendered in the browser only: the server sends the box and the hidden field.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(description && descriptionId ? { "aria-describedby": `${descriptionId} ${errorId}` } : { "aria-describedby": errorId }),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn(proseClasses, "rich-text-editor min-h-64 px-4 py-3 focus:outline-none"),
      },
    },
    onCreate: ({ editor: created }) => {
      // A converted Markdown post: its document is what the form now sends.
      if (initialHtml !== undefined) setJson(JSON.stringify(created.getJSON()));
    },
    onUpdate: ({ editor: updated }) => {
      const doc = updated.getJSON() as RichTextDoc;
      changedOnce.current = true;
      setJson(JSON.stringify(doc));
      onChangeRef.current?.(doc);
    },
  });

  // The form hears of every change (the unsaved-changes guard and Conform listen for input events),
  // the toolbar's too, not only typing.
  useEffect(() => {
    if (changedOnce.current) hiddenRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [json]);

  return (
    <div className="grid content-start gap-1.5">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <input ref={hiddenRef} type="hidden" name={name} value={json} />
      <div
        className={cn(
          "rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background",
          invalid && "border-destructive",
        )}
      >
        {editor ? <Toolbar editor={editor} editorId={editorId} label={label} /> : null}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <p className="min-h-64 px-4 py-3 text-sm text-muted-foreground">{RICH_TEXT_TEXTS.loading}</p>
        )}
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

function Toolbar({ editor, editorId, label }: { editor: Editor; editorId: string; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      link: e.isActive("link"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      callout: e.isActive("callout"),
      calloutTone: (e.getAttributes("callout").tone as string | undefined) ?? "info",
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [dialog, setDialog] = useState<null | "link" | "button" | "image">(null);
  const chain = () => editor.chain().focus();

  const items: ToolItem[] = [
    { key: "p", label: "Paragraph", icon: Pilcrow, toggle: true, active: state.paragraph, run: () => chain().setParagraph().run() },
    { key: "h2", label: "Heading 2", icon: Heading2, toggle: true, active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: "h3", label: "Heading 3", icon: Heading3, toggle: true, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: "h4", label: "Heading 4", icon: Heading4, toggle: true, active: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { key: "bold", label: "Bold", icon: Bold, toggle: true, active: state.bold, run: () => chain().toggleBold().run() },
    { key: "italic", label: "Italic", icon: Italic, toggle: true, active: state.italic, run: () => chain().toggleItalic().run() },
    { key: "strike", label: "Strikethrough", icon: Strikethrough, toggle: true, active: state.strike, run: () => chain().toggleStrike().run() },
    { key: "code", label: "Inline code", icon: Code, toggle: true, active: state.code, run: () => chain().toggleCode().run() },
    { key: "link", label: "Link", icon: LinkIcon, toggle: true, active: state.link, run: () => setDialog("link") },
    { key: "ul", label: "Bulleted list", icon: List, toggle: true, active: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: "ol", label: "Numbered list", icon: ListOrdered, toggle: true, active: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: "quote", label: "Quote", icon: Quote, toggle: true, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { key: "codeBlock", label: "Code block", icon: SquareCode, toggle: true, active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
    {
      key: "callout",
      label: "Callout",
      icon: Info,
      toggle: true,
      active: state.callout,
      run: () => (state.callout ? chain().lift("callout").run() : chain().wrapIn("callout", { tone: "info" }).run()),
    },
    { key: "image", label: "Image from the media library", icon: ImagePlus, run: () => setDialog("image") },
    { key: "button", label: "Button", icon: MousePointerClick, run: () => setDialog("button") },
    { key: "hr", label: "Divider", icon: Minus, run: () => chain().setHorizontalRule().run() },
    { key: "undo", label: "Undo", icon: Undo2, disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: "redo", label: "Redo", icon: Redo2, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  // One tab stop for the whole toolbar; the arrows move between its buttons.
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const next = (to + items.length) % items.length;
    setCurrent(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLButtonElement)) return;
    if (event.key === "ArrowRight") move(current + 1);
    else if (event.key === "ArrowLeft") move(current - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={`${label}: ${RICH_TEXT_TEXTS.toolbar}`}
        aria-controls={editorId}
        onKeyDown={onKeyDown}
        className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 border-b bg-muted/60 p-1"
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={item.label}
            title={item.label}
            aria-pressed={item.toggle ? Boolean(item.active) : undefined}
            aria-disabled={item.disabled || undefined}
            onFocus={() => setCurrent(index)}
            // A mouse press keeps the focus (and the selection) in the text: what is typed right
            // after clicking Bold goes into the post, not onto the button (ProseMirror's menus do the same).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!item.disabled) item.run();
            }}
            className={cn(
              "grid size-8 place-items-center rounded text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
              item.active && "bg-primary text-primary-foreground hover:bg-primary/90",
              item.disabled && "opacity-50",
            )}
          >
            <item.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        {state.callout ? (
          <label className="ml-2 flex items-center gap-1 text-xs">
            Callout style
            <select
              value={state.calloutTone}
              onChange={(event) => chain().updateAttributes("callout", { tone: event.currentTarget.value }).run()}
              className="h-8 rounded border bg-background px-1 text-xs focus-visible:outline-2 focus-visible:outline-ring"
            >
              {CALLOUT_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {{ info: "Note", success: "Tip", warning: "Warning" }[tone]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <LinkDialog editor={editor} open={dialog === "link"} onClose={() => setDialog(null)} />
      <ButtonDialog editor={editor} open={dialog === "button"} onClose={() => setDialog(null)} />
      <Dialog open={dialog === "image"} onOpenChange={(open) => setDialog(open ? "image" : null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{RICH_TEXT_TEXTS.imageTitle}</DialogTitle>
            <DialogDescription>Images from the media library (upload new ones there).</DialogDescription>
          </DialogHeader>
          {dialog === "image" ? (
            <MediaPickerGrid
              onPick={(item) => {
                setDialog(null);
                chain()
                  .insertContent({ type: "image", attrs: { mediaId: item.id, alt: item.alt, width: item.width, height: item.height, caption: "" } })
                  .run();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A text box inside the editor's dialogs: Enter applies, never submits the page's form. */
function DialogField({
  label,
  value,
  onChange,
  onEnter,
  error,
  help,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  error?: string | null;
  help?: string;
  type?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help ${id}-error`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <p id={`${id}-error`} className="text-sm text-destructive" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </div>
  );
}

function DialogShell({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  return (
    <DialogShell open={open} onClose={onClose} title={RICH_TEXT_TEXTS.linkTitle}>
      <LinkForm editor={editor} onClose={onClose} />
    </DialogShell>
  );
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const value = href.trim();
    if (!isAllowedHref(value)) return setError(LINK_MESSAGE);
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    onClose();
  };
  return (
    <div className="grid gap-4">
      <DialogField label="Address" value={href} onChange={setHref} onEnter={apply} error={error} help={RICH_TEXT_TEXTS.linkHelp} />
      <div className="flex flex-wrap justify-end gap-2">
        {editor.isActive("link") ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={apply}>
          Apply link
        </Button>
      </div>
    </div>
  );
}

function ButtonDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  return (
    <DialogShell open={open} onClose={onClose} title={RICH_TEXT_TEXTS.buttonTitle}>
      <ButtonForm editor={editor} onClose={onClose} />
    </DialogShell>
  );
}

function ButtonForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [label, setLabel] = useState("");
  const [href, setHref] = useState("");
  const [variant, setVariant] = useState<"primary" | "secondary">("primary");
  const [errors, setErrors] = useState<{ label?: string; href?: string }>({});
  const selectId = useId();
  const apply = () => {
    const next = {
      label: label.trim() ? undefined : "A button needs a label",
      href: isAllowedHref(href.trim()) ? undefined : LINK_MESSAGE,
    };
    setErrors(next);
    if (next.label || next.href) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: "button", attrs: { label: label.trim(), href: href.trim(), variant } })
      .run();
    onClose();
  };
  return (
    <div className="grid gap-4">
      <DialogField label="Label" value={label} onChange={setLabel} onEnter={apply} error={errors.label} />
      <DialogField label="Address" value={href} onChange={setHref} onEnter={apply} error={errors.href} help={RICH_TEXT_TEXTS.linkHelp} />
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          Style
        </label>
        <select
          id={selectId}
          value={variant}
          onChange={(event) => setVariant(event.currentTarget.value as "primary" | "secondary")}
          className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value="primary">Primary</option>
          <option value="secondary">Secondary</option>
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={apply}>
          Insert button
        </Button>
      </div>
    </div>
  );
}
