/**
 * Posts' markdown turned into HTML on the server (issue 15): public pages get this HTML in their
 * loader data and show it with <Prose>, so neither the markdown renderer nor the raw markdown goes
 * to the browser. The same renderer as the admin's preview (app/components/markdown.tsx): raw HTML
 * in the source is dropped and only safe URLs survive, so the HTML is safe to insert as it is.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBody } from "#app/components/markdown.tsx";

export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(createElement(MarkdownBody, { children: markdown }));
}
