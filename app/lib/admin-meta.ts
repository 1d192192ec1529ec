import type { MetaDescriptor } from "react-router";
import { seo } from "./seo.ts";
import { answerHeaders, noStore } from "./http.ts";

/** `meta` for an admin page: its title, never indexed. */
export function adminMeta(title: string, path: string): MetaDescriptor[] {
  return seo({ title: `${title} | Admin`, description: "Iratech site administration.", path, noindex: true });
}

/** Admin answers are never stored by browsers or proxies and never indexed. */
export const ADMIN_HEADERS = noStore({ "X-Robots-Tag": "noindex, nofollow" } as const);

/** An editor's title (SPEC §2): 'New Blog Post' for a new record, 'Edit Blog Post' for a stored one. */
export function editorTitle(noun: string, id: string | undefined): string {
  return `${id ? "Edit" : "New"} ${noun}`;
}

/** `meta` for an editor: the new-record page when there is no id, else the record's. */
export function editorMeta(noun: string, id: string | undefined, paths: { new: string; edit: (id: string) => string }): MetaDescriptor[] {
  return adminMeta(editorTitle(noun, id), id ? paths.edit(id) : paths.new);
}

/**
 * The `headers()` export of a dashboard page whose action or loader can answer 429 or 503: a child
 * route without one sends its parent's headers, and its own `Retry-After` would be lost (issue 29.4).
 */
export const adminAnswerHeaders = answerHeaders(ADMIN_HEADERS);

/** The query parameter a save's redirect adds to the editor's address: the editor then says "Saved" (issue 28). */
export const SAVED_PARAM = "saved";
