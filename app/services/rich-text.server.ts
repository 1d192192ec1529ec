/**
 * A rich-text document turned into HTML on the server by our renderer (decision 030): public pages
 * get this HTML and show it with <Prose>, as they do posts' markdown, so no editor or renderer
 * code reaches the browser.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RichTextBody } from "../lib/rich-text/render.tsx";
import type { RichTextDoc } from "../lib/rich-text/schema.ts";

export function richTextToHtml(doc: RichTextDoc): string {
  return renderToStaticMarkup(createElement(RichTextBody, { doc }));
}
