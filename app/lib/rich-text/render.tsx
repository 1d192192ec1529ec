/**
 * Our renderer of a rich-text document (decision 030): it walks the checked JSON into React
 * elements, node type by node type, so nothing but what this file draws reaches a page: no stored
 * HTML, no passthrough, and no editor code (public pages get the HTML the server renders from it).
 * A link is drawn only when its address passes the same check as the schema's, whatever reached
 * the renderer.
 */
import { Fragment, type ReactNode } from "react";
import { mediaSteps, mediaUrl } from "../media.ts";
import { isAllowedHref, type BlockNode, type InlineNode, type Mark, type RichTextDoc } from "./schema.ts";

const CALLOUT_CLASSES: Record<string, string> = {
  info: "border-sky-600 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950/40 dark:text-sky-50",
  success: "border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950/40 dark:text-emerald-50",
  warning: "border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50",
};
const CALLOUT_LABELS: Record<string, string> = { info: "Note", success: "Tip", warning: "Warning" };

const BUTTON_CLASSES: Record<string, string> = {
  primary: "bg-primary text-primary-foreground hover:bg-primary/90",
  secondary: "border border-input bg-background text-foreground hover:bg-accent",
};

function external(href: string) {
  return /^https?:\/\//i.test(href) ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {};
}

function withMark(mark: Mark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong key={key}>{child}</strong>;
    case "italic":
      return <em key={key}>{child}</em>;
    case "strike":
      return <s key={key}>{child}</s>;
    case "underline":
      return <u key={key}>{child}</u>;
    case "code":
      return <code key={key}>{child}</code>;
    case "link":
      return isAllowedHref(mark.attrs.href) ? (
        <a key={key} href={mark.attrs.href} {...external(mark.attrs.href)}>
          {child}
        </a>
      ) : (
        <Fragment key={key}>{child}</Fragment>
      );
    default:
      return <Fragment key={key}>{child}</Fragment>;
  }
}

function inline(nodes: readonly InlineNode[] | undefined): ReactNode {
  return (nodes ?? []).map((node, index) => {
    if (node.type === "hardBreak") return <br key={index} />;
    if (node.type !== "text") return null;
    // Marks apply from the inside out in the order stored; a link outermost reads best.
    const marks = [...(node.marks ?? [])].sort((a, b) => Number(a.type === "link") - Number(b.type === "link"));
    return <Fragment key={index}>{marks.reduce<ReactNode>((child, mark, depth) => withMark(mark, child, depth), node.text)}</Fragment>;
  });
}

function block(node: BlockNode, key: number): ReactNode {
  switch (node.type) {
    case "paragraph":
      return <p key={key}>{inline(node.content)}</p>;
    case "heading": {
      const Tag = (["h2", "h3", "h4"] as const)[node.attrs.level - 2] ?? "h2";
      return <Tag key={key}>{inline(node.content)}</Tag>;
    }
    case "bulletList":
      return <ul key={key}>{node.content.map((item, index) => <li key={index}>{blocks(item.content)}</li>)}</ul>;
    case "orderedList":
      return (
        <ol key={key} start={node.attrs?.start && node.attrs.start !== 1 ? node.attrs.start : undefined}>
          {node.content.map((item, index) => <li key={index}>{blocks(item.content)}</li>)}
        </ol>
      );
    case "blockquote":
      return <blockquote key={key}>{blocks(node.content)}</blockquote>;
    case "codeBlock":
      // A long line scrolls sideways: keyboard users reach the block to scroll it.
      return (
        <pre key={key} tabIndex={0}>
          <code>{(node.content ?? []).map((part) => part.text).join("")}</code>
        </pre>
      );
    case "horizontalRule":
      return <hr key={key} />;
    case "image": {
      const { mediaId, alt, width, height, caption } = node.attrs;
      const steps = mediaSteps({ width });
      const srcSet = (format: "avif" | "webp") => steps.map(({ step, actual }) => `${mediaUrl(mediaId, step, format)} ${actual}w`).join(", ");
      const sizes = "(min-width: 768px) 720px, 100vw";
      const picture = (
        <picture>
          <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
          <img
            src={mediaUrl(mediaId, steps[steps.length - 1]!.step, "webp")}
            srcSet={srcSet("webp")}
            sizes={sizes}
            width={width}
            height={height}
            alt={alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </picture>
      );
      return caption ? (
        <figure key={key} className="my-6">
          {picture}
          <figcaption className="mt-2 text-center text-sm text-muted-foreground">{caption}</figcaption>
        </figure>
      ) : (
        <div key={key} className="my-6">
          {picture}
        </div>
      );
    }
    case "callout":
      return (
        <aside key={key} aria-label={CALLOUT_LABELS[node.attrs.tone] ?? "Note"} className={`my-6 rounded-lg border-l-4 px-4 py-1 not-italic ${CALLOUT_CLASSES[node.attrs.tone] ?? CALLOUT_CLASSES.info}`}>
          {blocks(node.content)}
        </aside>
      );
    case "button": {
      const { label, href, variant } = node.attrs;
      if (!isAllowedHref(href)) return null;
      return (
        <p key={key} className="my-6">
          <a
            href={href}
            {...external(href)}
            className={`inline-flex items-center rounded-md px-5 py-2.5 font-medium no-underline! focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${BUTTON_CLASSES[variant] ?? BUTTON_CLASSES.primary}`}
          >
            {label}
          </a>
        </p>
      );
    }
    default:
      // A type this renderer does not draw (never stored: the schema refuses it) shows nothing.
      return null;
  }
}

function blocks(nodes: readonly BlockNode[]): ReactNode {
  return nodes.map((node, index) => block(node, index));
}

/** The document's blocks, without a typography wrapper (the page puts it in its prose styles). */
export function RichTextBody({ doc }: { doc: RichTextDoc }) {
  return <>{blocks(doc.content)}</>;
}
