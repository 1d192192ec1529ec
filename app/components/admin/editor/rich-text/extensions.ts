/**
 * The rich-text editor's document model (decision 030): TipTap's starter kit limited to what
 * app/lib/rich-text/schema.ts allows (headings 2 to 4, links only to allowed addresses), and our
 * three nodes: an image from the media library, a callout and a button. What the editor can make
 * is what the schema accepts and the renderer draws. Admin only: public pages never import this.
 */
import { mergeAttributes, Node, type Extensions } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { mediaUrl } from "#app/lib/media.ts";
import { isAllowedHref } from "#app/lib/rich-text/schema.ts";

const attr = (name: string, fallback: string | number | null = null, number = false) => ({
  default: fallback,
  parseHTML: (element: HTMLElement) => {
    const value = element.getAttribute(`data-${name}`);
    if (value === null) return fallback;
    return number ? Number(value) || fallback : value;
  },
  renderHTML: (attributes: Record<string, unknown>) => ({ [`data-${name}`]: attributes[name] }),
});

/** An image of the media library, by id, with its description and size (a block of its own). */
export const MediaImageNode = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      mediaId: attr("media-id"),
      alt: attr("alt", ""),
      width: attr("width", 1, true),
      height: attr("height", 1, true),
      caption: attr("caption", ""),
    };
  },
  // Pasted pictures from elsewhere are not kept: only the library's images (data-media-id).
  parseHTML: () => [{ tag: "img[data-media-id]" }],
  renderHTML({ node, HTMLAttributes }) {
    const { mediaId, alt, width, height } = node.attrs as { mediaId: string; alt: string; width: number; height: number };
    return [
      "img",
      mergeAttributes(HTMLAttributes, {
        src: mediaUrl(mediaId, 480, "webp"),
        alt,
        width,
        height,
        class: "my-4 h-auto max-w-full rounded-md",
      }),
    ];
  },
});

/** A boxed note (info, success, warning) holding paragraphs and lists. */
export const CalloutNode = Node.create({
  name: "callout",
  group: "block",
  content: "(paragraph | bulletList | orderedList)+",
  defining: true,
  addAttributes() {
    return { tone: attr("tone", "info") };
  },
  parseHTML: () => [{ tag: "aside[data-callout]" }],
  renderHTML({ HTMLAttributes }) {
    return ["aside", mergeAttributes(HTMLAttributes, {
        "data-callout": "",
        class:
          "my-4 block rounded-md border-l-4 border-sky-600 bg-sky-50 px-4 py-1 dark:bg-sky-950/40 data-[tone=success]:border-emerald-600 data-[tone=success]:bg-emerald-50 dark:data-[tone=success]:bg-emerald-950/40 data-[tone=warning]:border-amber-600 data-[tone=warning]:bg-amber-50 dark:data-[tone=warning]:bg-amber-950/40",
      }), 0];
  },
});

/** A call-to-action link drawn as a button (a block of its own). */
export const ButtonNode = Node.create({
  name: "button",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { label: attr("label", "Button"), href: attr("href", "/"), variant: attr("variant", "primary") };
  },
  parseHTML: () => [{ tag: "span[data-button]" }],
  renderHTML({ node, HTMLAttributes }) {
    const { label, variant } = node.attrs as { label: string; variant: string };
    return [
      "p",
      {},
      ["span", mergeAttributes(HTMLAttributes, { "data-button": "", class:
          variant === "secondary"
            ? "inline-block rounded-md border px-4 py-2 font-medium"
            : "inline-block rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground" }), label],
    ];
  },
});

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAllowedHref(url),
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    MediaImageNode,
    CalloutNode,
    ButtonNode,
  ];
}
