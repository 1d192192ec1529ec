/**
 * The loader and action shapes both content lists and both editors share: the admin check first,
 * then one service call, then the page's data, a redirect, or a status with our messages.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { actorOf, type Actor } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/services/auth.server.ts";
import type { DeleteAnswer, EditorAnswer } from "#app/services/content.server.ts";
import { logger } from "#app/services/logger.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/**
 * A list's records. A failure is logged with its cause and the page gets `failure`, our own words:
 * an exception's text may name tables, hosts or data.
 */
export async function loadContentList<Item>({ request }: Args, load: () => Promise<Item[]>, failure: string) {
  await requireStaff(request, "content");
  try {
    return { error: null, items: await load() };
  } catch (error) {
    logger.error({ err: error }, failure);
    return { error: failure, items: [] as Item[] };
  }
}

/** A list's delete button: nothing to say when it worked (the list reloads), else why not. */
export async function deleteFromList({ request, context }: Args, submit: (request: Request, actor: Actor) => Promise<DeleteAnswer>) {
  const admin = await requireStaff(request, "content");
  const answer = await submit(request, actorOf(admin, context));
  return data({ errors: answer.ok ? null : answer.errors }, { status: answer.ok ? 200 : answer.status });
}

/** An editor's record, or a 404 for an id that names none; null for a new one. */
export async function loadForEditor<Item>({ request, params }: Args, load: (id: string) => Promise<Item | null>, notFound: string) {
  await requireStaff(request, "content");
  // Only the "new" route has no id; an empty one (never matched by the router) names no record.
  if (params.id === undefined) return null;
  const record = await load(params.id);
  if (!record) throw data(notFound, { status: 404 });
  return record;
}

/** An editor's Save: SPEC §4, success closes the editor and the list reloads; else the form again. */
export async function saveFromEditor(
  { request, context, params }: Args,
  submit: (request: Request, id: string | undefined, actor: Actor) => Promise<EditorAnswer>,
  listPath: string,
) {
  const admin = await requireStaff(request, "content");
  const answer = await submit(request, params.id, actorOf(admin, context));
  if (answer.ok) throw redirect(listPath);
  return data({ result: answer.result }, { status: answer.status });
}
