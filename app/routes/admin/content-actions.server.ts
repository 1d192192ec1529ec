/**
 * The loader and action shapes both content lists and both editors share: the admin check first
 * (the editors' loaders make it themselves, before `loadForEditor`), then one service call, then the page's data, a redirect, or a status with our messages.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { ADMIN_HEADERS, SAVED_PARAM } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { pageCount, parseBlogQuery, parsePageParam } from "#app/lib/schemas/blog-query.ts";
import { actorOf, type Actor } from "#app/models/audit-log.server.ts";
import { ADMIN_PAGE_SIZE } from "#app/models/admin-list.server.ts";
import type { TrashKind } from "#app/models/trash.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import type { Capability } from "#app/lib/roles.ts";
import { submitBulkAction } from "#app/services/bulk-content.server.ts";
import type { DeleteAnswer, EditorAnswer } from "#app/services/content.server.ts";
import { readCookie } from "#app/services/cookies.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { serializeShortCookie, shortCookieName } from "#app/services/short-cookies.server.ts";

/** Set by a save, read once by the list it returns to: the list then says "Saved" (issue 17.6). */
const SAVED_COOKIE = "iratech_saved";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

export type ListQuery = { q?: string; page: number };

/** A list card's date (issue 17.6): when a scheduled draft goes live, else when it was last saved. */
export function listDate(record: { isPublished: boolean; updatedAt: Date; scheduledAt: Date | null }): { label: "Updated" | "Goes live"; value: string } {
  if (!record.isPublished && record.scheduledAt) return { label: "Goes live", value: record.scheduledAt.toISOString() };
  return { label: "Updated", value: record.updatedAt.toISOString() };
}

/**
 * One page of a list's records, searched by ?q= and paged by ?page= (issue 14.9: 20 a page, plain
 * links and a GET form, so it works without JavaScript). A search too long is refused with its
 * message; a page number that is not one is page 1, one past the end the last page. A failure is
 * logged with its cause and the page gets `failure`, our own words: an exception's text may name
 * tables, hosts or data.
 */
export async function loadContentList<Item>(
  { request }: Args,
  load: (query: ListQuery) => Promise<{ items: Item[]; matching: number }>,
  failure: string,
  capability: Capability = "content",
) {
  await requireStaff(request, capability);
  // Only our own value counts; whatever else the cookie holds is ignored (and cleared the same way).
  const savedCookie = readCookie(request, shortCookieName(SAVED_COOKIE));
  const saved = savedCookie === "1";
  const headers = new Headers(ADMIN_HEADERS);
  if (savedCookie !== null) headers.append("Set-Cookie", serializeShortCookie(SAVED_COOKIE, "", 0));
  const params = new URL(request.url).searchParams;
  const parsed = parseBlogQuery(params);
  const empty = { items: [] as Item[], matching: 0, page: 1, pages: 1 };
  if (!parsed.success) {
    const q = params.getAll("q").at(-1) ?? "";
    return data({ error: parsed.error.issues[0]?.message ?? "Invalid search", q: q.slice(0, 200), saved, ...empty }, { status: 400, headers });
  }
  const q = parsed.data.q;
  const asked = parsePageParam(params) ?? 1;
  try {
    let result = await load({ q, page: asked });
    const pages = pageCount(result.matching, ADMIN_PAGE_SIZE);
    const page = Math.min(asked, pages);
    if (page !== asked) result = await load({ q, page });
    return data({ error: null, q: q ?? "", items: result.items, matching: result.matching, page, pages, saved }, { headers });
  } catch (error) {
    logger.error({ err: error }, failure);
    return data({ error: failure, q: q ?? "", saved, ...empty }, { headers });
  }
}

/**
 * A list's action: its bulk form (posted to `?bulk=1`: publish, unpublish or move the chosen rows
 * to the trash, issue 28), else a row's Delete button (the record goes to the trash). Nothing to
 * say when a delete worked (the list reloads); a bulk action says what it changed.
 */
export async function deleteFromList(
  { request, context }: Args,
  submit: (request: Request, actor: Actor) => Promise<DeleteAnswer>,
  kind: TrashKind,
) {
  const admin = await requireStaff(request, "content");
  const actor = actorOf(admin, context);
  if (new URL(request.url).searchParams.has("bulk")) {
    const answer = await submitBulkAction(request, kind, actor);
    return data({ errors: answer.ok ? null : answer.errors, notice: answer.ok ? answer.notice : null }, { status: answer.ok ? 200 : answer.status });
  }
  const answer = await submit(request, actor);
  return data({ errors: answer.ok ? null : answer.errors, notice: null }, { status: answer.ok ? 200 : answer.status });
}

/**
 * An editor's record, or a 404 for an id that names none; null for a new one. The editor's loader
 * checks `requireStaff(request, "content")` itself, first.
 */
export async function loadForEditor<Item>(id: string | undefined, load: (id: string) => Promise<Item | null>, notFound: string) {
  // Only the "new" route has no id; an empty one (never matched by the router) names no record.
  if (id === undefined) return null;
  const record = await load(id);
  if (!record) throw data(notFound, { status: 404 });
  return record;
}

/** Each list's editor of one record: where a save goes on (issue 28). */
const EDITOR_OF: Record<string, (id: string) => string> = { [adminPaths.blog]: adminPaths.blogEdit, [adminPaths.caseStudies]: adminPaths.caseStudyEdit };

/**
 * An editor's Save (issue 28, superseding SPEC §4's "closes the editor"): success keeps the editor
 * open on the saved record (a new one at its own address) and it says "Saved" (`?saved=1`, which
 * the page then drops from the address); else the form again with its errors. The list is one
 * click away, on the editor's back link.
 */
export async function saveFromEditor(
  { request, context, params }: Args,
  submit: (request: Request, id: string | undefined, actor: Actor) => Promise<EditorAnswer>,
  listPath: string,
  capability: Capability = "content",
) {
  const admin = await requireStaff(request, capability);
  const answer = await submit(request, params.id, actorOf(admin, context));
  if (answer.ok) {
    const editor = EDITOR_OF[listPath];
    if (editor) throw redirect(`${editor(answer.id)}?${SAVED_PARAM}=1`);
    throw redirect(listPath, { headers: { "Set-Cookie": serializeShortCookie(SAVED_COOKIE, "1", 60) } });
  }
  return data({ result: answer.result }, { status: answer.status });
}
