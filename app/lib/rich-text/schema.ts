/**
 * Rich text as stored (decision 030): the editor's (TipTap/ProseMirror) JSON document, checked
 * here before anything keeps it. Isomorphic: the admin's form and the server parse with the same
 * schema. Only the node and mark types listed here exist; anything else, a link to another
 * protocol, a document nested too deep or too large is refused with one message, and nothing is
 * stored. The output keeps only the attributes we know, so what is stored is exactly what our
 * renderer (render.tsx) draws. No HTML is ever stored or passed through.
 */
import { z } from "../schemas/zod.ts";
import { isStorableText } from "../schemas/fields.ts";

export const RICH_TEXT_LIMITS = {
  /** Levels of nesting below the document (a list in a list in a quote...). */
  maxDepth: 8,
  /** Nodes in one document, text and marks' carriers included. */
  maxNodes: 5000,
  /** Characters of text in one document. */
  maxText: 100_000,
  /** The JSON a form may send for one document. */
  maxJsonLength: 600_000,
} as const;

export const HEADING_LEVELS = [2, 3, 4] as const;
export const CALLOUT_TONES = ["info", "success", "warning"] as const;
export const BUTTON_VARIANTS = ["primary", "secondary"] as const;

export type SimpleMark = { type: "bold" | "italic" | "strike" | "code" | "underline" };
export type LinkMark = { type: "link"; attrs: { href: string } };
export type Mark = SimpleMark | LinkMark;
export type TextNode = { type: "text"; text: string; marks?: Mark[] };
export type HardBreakNode = { type: "hardBreak" };
export type InlineNode = TextNode | HardBreakNode;

export type ParagraphNode = { type: "paragraph"; content?: InlineNode[] };
export type HeadingNode = { type: "heading"; attrs: { level: (typeof HEADING_LEVELS)[number] }; content?: InlineNode[] };
export type ListItemNode = { type: "listItem"; content: BlockNode[] };
export type BulletListNode = { type: "bulletList"; content: ListItemNode[] };
export type OrderedListNode = { type: "orderedList"; attrs?: { start: number }; content: ListItemNode[] };
export type BlockquoteNode = { type: "blockquote"; content: BlockNode[] };
export type CodeBlockNode = { type: "codeBlock"; content?: { type: "text"; text: string }[] };
export type HorizontalRuleNode = { type: "horizontalRule" };
export type ImageNode = { type: "image"; attrs: { mediaId: string; alt: string; width: number; height: number; caption: string } };
export type CalloutNode = { type: "callout"; attrs: { tone: (typeof CALLOUT_TONES)[number] }; content: BlockNode[] };
export type ButtonNode = { type: "button"; attrs: { label: string; href: string; variant: (typeof BUTTON_VARIANTS)[number] } };

export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | CodeBlockNode
  | HorizontalRuleNode
  | ImageNode
  | CalloutNode
  | ButtonNode;
export type RichTextDoc = { type: "doc"; content: BlockNode[] };

/** Every node type a document may hold; the check names any other one. */
export const NODE_TYPES = [
  "doc",
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "codeBlock",
  "horizontalRule",
  "image",
  "callout",
  "button",
  "text",
  "hardBreak",
] as const;
export const MARK_TYPES = ["bold", "italic", "strike", "code", "underline", "link"] as const;

const NODE_SET = new Set<string>(NODE_TYPES);
const MARK_SET = new Set<string>(MARK_TYPES);

export const LINK_MESSAGE = "A link must start with https://, http://, mailto:, tel: or / (a page of this site)";

/**
 * A link a visitor may follow: http(s), mailto, tel, or a path or fragment of this site ("/about",
 * "#pricing"; never "//host", which leaves the site). No spaces or control characters anywhere.
 */
export function isAllowedHref(href: string): boolean {
  if (href.length === 0 || href.length > 2000) return false;
  // Control characters and spaces: browsers strip some of them before reading the scheme
  // ("java\tscript:"), so none may appear at all.
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(href)) return false;
  if (/^https?:\/\/[^/?#]+/i.test(href)) return true;
  if (/^mailto:[^/]/i.test(href)) return true;
  if (/^tel:\+?[0-9().\-]+$/i.test(href)) return true;
  if (/^\/(?![/\\])/.test(href)) return true;
  return /^#[\w\-.:]*$/.test(href);
}

const storableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, `${label} contains a character that is not allowed`);

const href = z.string({ error: LINK_MESSAGE }).trim().refine(isAllowedHref, LINK_MESSAGE);

const markSchema: z.ZodType<Mark> = z.discriminatedUnion("type", [
  z.object({ type: z.enum(["bold", "italic", "strike", "code", "underline"]) }),
  z.object({ type: z.literal("link"), attrs: z.object({ href }) }),
]);

const textSchema = z.object({
  type: z.literal("text"),
  text: storableText("Text", RICH_TEXT_LIMITS.maxText).min(1, "Text must not be empty"),
  marks: z.array(markSchema).max(MARK_TYPES.length, "Too many marks on one piece of text").optional(),
});
const inlineSchema: z.ZodType<InlineNode> = z.discriminatedUnion("type", [textSchema, z.object({ type: z.literal("hardBreak") })]);
const inlineContent = z.array(inlineSchema).max(RICH_TEXT_LIMITS.maxNodes).optional();

// Blocks hold blocks (lists, quotes, callouts): the union is read lazily.
const blockSchema: z.ZodType<BlockNode> = z.lazy(() => blockUnion);
const blocks = (min: number) => z.array(blockSchema).min(min, "A list, quote or callout must not be empty").max(RICH_TEXT_LIMITS.maxNodes);

const listItemSchema: z.ZodType<ListItemNode> = z.object({ type: z.literal("listItem"), content: blocks(1) });
const listItems = z.array(listItemSchema).min(1, "A list must have an item").max(1000, "A list may have at most 1000 items");

const imageSchema = z.object({
  type: z.literal("image"),
  attrs: z.object({
    mediaId: z.string({ error: "An image must come from the media library" }).regex(/^[0-9a-f]{32}$/, "An image must come from the media library"),
    alt: storableText("An image's description", 500).trim().default(""),
    width: z.number({ error: "An image's size must be a number" }).int().min(1).max(20_000),
    height: z.number({ error: "An image's size must be a number" }).int().min(1).max(20_000),
    caption: storableText("An image's caption", 500).trim().nullish().transform((value) => value ?? ""),
  }),
});

const buttonSchema = z.object({
  type: z.literal("button"),
  attrs: z.object({
    label: storableText("A button's label", 80).trim().min(1, "A button needs a label"),
    href,
    variant: z.enum(BUTTON_VARIANTS, { error: "Unknown button style" }).default("primary"),
  }),
});

const blockUnion = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("paragraph"), content: inlineContent }),
    z.object({
      type: z.literal("heading"),
      attrs: z.object({ level: z.union(HEADING_LEVELS.map((level) => z.literal(level)), { error: "Headings are of level 2, 3 or 4" }) }),
      content: inlineContent,
    }),
    z.object({ type: z.literal("bulletList"), content: listItems }),
    z.object({
      type: z.literal("orderedList"),
      attrs: z.object({ start: z.number().int().min(0).max(100_000).catch(1) }).optional(),
      content: listItems,
    }),
    z.object({ type: z.literal("blockquote"), content: blocks(1) }),
    z.object({
      type: z.literal("codeBlock"),
      content: z.array(z.object({ type: z.literal("text"), text: storableText("Code", RICH_TEXT_LIMITS.maxText) })).max(RICH_TEXT_LIMITS.maxNodes).optional(),
    }),
    z.object({ type: z.literal("horizontalRule") }),
    imageSchema,
    z.object({ type: z.literal("callout"), attrs: z.object({ tone: z.enum(CALLOUT_TONES, { error: "Unknown callout style" }).default("info") }), content: blocks(1) }),
    buttonSchema,
  ],
  { error: "This content has a part the editor does not know" },
);

const docSchema: z.ZodType<RichTextDoc> = z.object({
  type: z.literal("doc", { error: "Not a rich-text document" }),
  content: z.array(blockSchema).max(RICH_TEXT_LIMITS.maxNodes),
});

/**
 * The structural check before zod reads the tree: every node's type known, the depth, the number
 * of nodes and the amount of text bounded. Iterative, so no document can exhaust the stack; the
 * first problem is the message.
 */
export function richTextShapeProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "Not a rich-text document";
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  let nodes = 0;
  let text = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== "object" || node === null || Array.isArray(node)) return "This content has a part the editor does not know";
    const { type, content, marks, text: nodeText } = node as Record<string, unknown>;
    if (typeof type !== "string" || type === "") return "This content has a part the editor does not know";
    if (!NODE_SET.has(type)) return `Unknown content type: ${type.slice(0, 40)}`;
    if (depth > RICH_TEXT_LIMITS.maxDepth) return `Content is nested too deep (at most ${RICH_TEXT_LIMITS.maxDepth} levels)`;
    if (++nodes > RICH_TEXT_LIMITS.maxNodes) return `Content has too many parts (at most ${RICH_TEXT_LIMITS.maxNodes})`;
    if (typeof nodeText === "string" && (text += nodeText.length) > RICH_TEXT_LIMITS.maxText) {
      return `Content must be at most ${RICH_TEXT_LIMITS.maxText} characters`;
    }
    if (marks !== undefined) {
      if (!Array.isArray(marks)) return "This content has a part the editor does not know";
      for (const mark of marks) {
        const markType = typeof mark === "object" && mark !== null ? (mark as { type?: unknown }).type : undefined;
        if (typeof markType !== "string" || markType === "") return "This content has a part the editor does not know";
        if (!MARK_SET.has(markType)) return `Unknown text style: ${markType.slice(0, 40)}`;
      }
    }
    if (content !== undefined) {
      if (!Array.isArray(content)) return "This content has a part the editor does not know";
      if (content.length > RICH_TEXT_LIMITS.maxNodes) return `Content has too many parts (at most ${RICH_TEXT_LIMITS.maxNodes})`;
      for (const child of content) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return null;
}

/** The first message of a failed check, for the one field the document is. */
function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "This content could not be read";
}

/** A document as an object: the shape check, then the schema. */
export function parseRichText(value: unknown): { ok: true; doc: RichTextDoc } | { ok: false; message: string } {
  const problem = richTextShapeProblem(value);
  if (problem) return { ok: false, message: problem };
  // Where a rule has no words of its own (a missing attribute, a number where text belongs), one
  // message of ours; zod's defaults never reach an editor.
  const parsed = docSchema.safeParse(value, { error: () => "This content has a part the editor does not know" });
  return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, message: firstMessage(parsed.error) };
}

/** Whether JSON text opens more than `limit` arrays and objects inside one another (strings skipped). */
export function jsonNestingExceeds(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * A form field holding a document: the JSON text the editor's hidden input sends, or the object a
 * revision's snapshot keeps. Blank or absent: null.
 */
export const richTextField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): RichTextDoc | null => {
      let json = value;
      if (value === undefined || value === null || value === "") return null;
      if (typeof value === "string") {
        if (value.length > RICH_TEXT_LIMITS.maxJsonLength) {
          ctx.issues.push({ code: "custom", message: `${label} is too large`, input: value });
          return z.NEVER;
        }
        // Nesting is bounded before the parser sees it: nothing deep reaches a recursive step.
        if (jsonNestingExceeds(value, 2 * RICH_TEXT_LIMITS.maxDepth + 6)) {
          ctx.issues.push({ code: "custom", message: `Content is nested too deep (at most ${RICH_TEXT_LIMITS.maxDepth} levels)`, input: value });
          return z.NEVER;
        }
        try {
          json = JSON.parse(value);
        } catch {
          ctx.issues.push({ code: "custom", message: `${label} could not be read`, input: value });
          return z.NEVER;
        }
      }
      const parsed = parseRichText(json);
      if (!parsed.ok) {
        ctx.issues.push({ code: "custom", message: parsed.message, input: value });
        return z.NEVER;
      }
      return parsed.doc;
    });

/** A document that says nothing: no text, image or button. */
export function isEmptyRichText(doc: RichTextDoc): boolean {
  return richTextPlainText(doc).trim() === "" && !hasAtoms(doc.content);
}

function hasAtoms(nodes: readonly BlockNode[]): boolean {
  return nodes.some((node) => node.type === "image" || node.type === "button" || ("content" in node && Array.isArray(node.content) && hasAtoms(node.content as BlockNode[])));
}

/** The words of a document as plain text, a blank line between blocks: search, read time, excerpts, diffs. */
export function richTextPlainText(doc: RichTextDoc): string {
  const out: string[] = [];
  const inline = (nodes: readonly InlineNode[] | undefined) => (nodes ?? []).map((node) => (node.type === "text" ? node.text : "\n")).join("");
  const walk = (nodes: readonly (BlockNode | ListItemNode)[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case "paragraph":
        case "heading":
          out.push(inline(node.content));
          break;
        case "codeBlock":
          out.push((node.content ?? []).map((part) => part.text).join(""));
          break;
        case "image":
          if (node.attrs.caption) out.push(node.attrs.caption);
          break;
        case "button":
          out.push(node.attrs.label);
          break;
        case "horizontalRule":
          break;
        default:
          walk(node.content);
      }
    }
  };
  walk(doc.content);
  return out.filter((part) => part !== "").join("\n\n");
}

/** An empty document, what a new rich-text field starts from. */
export const EMPTY_RICH_TEXT: RichTextDoc = { type: "doc", content: [{ type: "paragraph" }] };
