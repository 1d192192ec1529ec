/**
 * Redirects (issue 26.4, decision 031): the admin list's rules, the 301 a changed address leaves,
 * and the map every instance keeps in memory, from which the server answers before any page
 * renders (server/fast-path.ts). The map is read at start, set again by the instance that saves,
 * and reloaded by every instance when the table's trigger announces the topic 'redirects'.
 *
 * The stored list is kept flat: no redirect leads to a path that redirects again (a chain), none
 * leads back to itself (a loop). Staff adding one that would break this are told why; a changed
 * address collapses the chain instead (A→B and B→C become A→C and B→C).
 */
import { headerSafeTarget, isAbsoluteTarget, MAX_REDIRECTS, normalPath, RedirectFormSchema, targetPath, type RedirectStatus } from "../lib/schemas/redirect.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import {
  deleteRedirect,
  deleteRedirectsFrom,
  insertRedirect,
  listRedirects,
  lockRedirects,
  retargetRedirects,
  upsertRedirect,
  type Redirect,
} from "../models/redirects.server.ts";
import { inTransaction, type Executor } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";
import { subscribe } from "./realtime.server.ts";
import { formRefusal, readSubmission } from "./submission.server.ts";

export type RedirectTarget = { to: string; status: RedirectStatus };
export type RedirectRow = { id: string; from: string; to: string; status: RedirectStatus; createdAt: string };

const state = singleton("redirects", () => ({
  map: new Map<string, RedirectTarget>(),
  /** Counts reloads: a read answered after a later one started is dropped. */
  generation: 0,
}));

function mapOf(rows: readonly Redirect[]): Map<string, RedirectTarget> {
  // A row written in SQL may hold any text: what a header cannot carry is encoded here too.
  return new Map(rows.map((row) => [row.fromPath, { to: headerSafeTarget(row.toPath), status: row.status === 302 ? 302 : 301 }]));
}

/** Reads every redirect into this instance's memory. */
export async function reloadRedirects(): Promise<void> {
  const generation = ++state.generation;
  const rows = await listRedirects();
  if (generation === state.generation) state.map = mapOf(rows);
}

/**
 * Where a request for `url` (path and query, as sent) is sent, from memory; undefined when its
 * path has no redirect. A path on this site keeps the request's query when it has none of its own.
 */
export function redirectFor(url: string): { location: string; status: RedirectStatus } | undefined {
  if (state.map.size === 0) return undefined;
  const query = url.indexOf("?");
  const pathname = normalPath(query === -1 ? url : url.slice(0, query));
  const found = state.map.get(pathname);
  if (!found) return undefined;
  const keepsQuery = query !== -1 && !isAbsoluteTarget(found.to) && !/[?#]/.test(found.to);
  return { location: keepsQuery ? found.to + url.slice(query) : found.to, status: found.status };
}

/** Keeps this instance's map current on the database's announcements (any instance, or SQL). */
export function followRedirectChanges(): () => void {
  return subscribe((event) => {
    if (event.topic !== "redirects") return;
    reloadRedirects().catch((error: unknown) => logger.error({ err: error }, "could not reload the redirects"));
  });
}

// ---------------------------------------------------------------------------------------------
// The admin list

export async function redirectList(): Promise<RedirectRow[]> {
  return (await listRedirects()).map((row) => ({
    id: row.id,
    from: row.fromPath,
    to: row.toPath,
    status: row.status === 302 ? 302 : 301,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A path as a message names it: long ones shortened, so that a message stays readable. */
const shown = (path: string) => (path.length > 60 ? `${path.slice(0, 57)}…` : path);

/** Why a new redirect from `from` to `to` cannot join `existing`, with the field to show it beside; null when it can. */
export function redirectConflict(from: string, to: string, existing: readonly Pick<Redirect, "fromPath" | "toPath">[]): { field: "from" | "to"; message: string } | null {
  if (existing.some((row) => row.fromPath === from)) return { field: "from", message: `${shown(from)} already redirects: remove that redirect first` };
  const target = isAbsoluteTarget(to) ? null : targetPath(to);
  if (target === from) return { field: "to", message: "A redirect cannot lead to its own path (a loop)" };
  if (target !== null) {
    const onward = existing.find((row) => row.fromPath === target);
    if (onward) {
      if (!isAbsoluteTarget(onward.toPath) && targetPath(onward.toPath) === from)
        return { field: "to", message: `${shown(target)} already redirects to ${shown(from)}: this would make a loop` };
      return { field: "to", message: `${shown(target)} already redirects to ${shown(onward.toPath)}: point this one at ${shown(onward.toPath)} instead (no chains)` };
    }
  }
  const into = existing.find((row) => !isAbsoluteTarget(row.toPath) && targetPath(row.toPath) === from);
  if (into) return { field: "from", message: `${shown(into.fromPath)} already redirects to ${shown(from)}: this would make a chain (point ${shown(into.fromPath)} at the new address instead)` };
  return null;
}

export type RedirectOutcome =
  | { ok: true; notice: string }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

const MAX_BYTES = 8 * 1024;

/** The list's POST: add a redirect or remove one; checked, stored and audited in one transaction. */
export async function submitRedirectForm(request: Request, actor: Actor): Promise<RedirectOutcome> {
  const read = await readSubmission(request, RedirectFormSchema, { maxBytes: MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") {
    return { ok: false, ...formRefusal(submission.error) };
  }
  const value = submission.value;
  if (value.intent === "delete") {
    const removed = await inTransaction(async (tx) => {
      const row = await deleteRedirect(value.id, tx);
      if (row) await recordAudit({ ...actor, action: "redirect.delete", entityType: "redirect", entityId: row.id, details: { from: row.fromPath, to: row.toPath, status: row.status } }, tx);
      return row;
    });
    if (!removed) return { ok: false, status: 404, error: "That redirect was already removed.", fieldErrors: {} };
    await reloadRedirects();
    return { ok: true, notice: `Removed the redirect from ${shown(removed.fromPath)}.` };
  }
  const outcome = await inTransaction(async (tx) => {
    await lockRedirects(tx);
    const existing = await listRedirects(tx);
    if (existing.length >= MAX_REDIRECTS) return { field: "from" as const, message: `There are already ${MAX_REDIRECTS} redirects: remove some first` };
    const conflict = redirectConflict(value.from, value.to, existing);
    if (conflict) return conflict;
    const row = await insertRedirect({ fromPath: value.from, toPath: value.to, status: value.status, createdBy: actor.actorUserId }, tx);
    await recordAudit({ ...actor, action: "redirect.create", entityType: "redirect", entityId: row.id, details: { from: row.fromPath, to: row.toPath, status: row.status } }, tx);
    return null;
  });
  if (outcome) return { ok: false, status: 409, error: outcome.message, fieldErrors: { [outcome.field]: [outcome.message] } };
  await reloadRedirects();
  return { ok: true, notice: `Added: ${shown(value.from)} now redirects to ${shown(value.to)} (${value.status}).` };
}

// ---------------------------------------------------------------------------------------------
// Changed addresses

/**
 * A public address moved from `oldPath` to `newPath` (a post's slug, later a page's path): records
 * a 301 from the old one, points every redirect that led to the old path at the new one (no chain),
 * and drops any redirect from the new path (it serves content now). Call it inside the transaction
 * that changes the address, then `reloadRedirects()` after it commits (or wait for the trigger).
 * Returns false when there was nothing to record.
 */
export async function recordPathChange(oldPath: string, newPath: string, actor: Actor, executor?: Executor): Promise<boolean> {
  const from = normalPath(oldPath);
  const to = normalPath(newPath);
  if (from === to || from === "/") return false;
  const work = async (tx: Executor) => {
    await lockRedirects(tx);
    await deleteRedirectsFrom([to], tx);
    const existing = await listRedirects(tx);
    const leadingHere = existing.filter((row) => !isAbsoluteTarget(row.toPath) && targetPath(row.toPath) === from && row.fromPath !== to);
    await retargetRedirects(leadingHere.map((row) => row.id), to, tx);
    await upsertRedirect({ fromPath: from, toPath: to, status: 301, createdBy: actor.actorUserId }, tx);
    await recordAudit(
      { ...actor, action: "redirect.path-change", entityType: "redirect", entityId: from, details: { from, to, collapsed: leadingHere.map((row) => row.fromPath) } },
      tx,
    );
    return true;
  };
  return executor ? work(executor) : inTransaction(work);
}

/**
 * A new record now serves `path`: a redirect from it would hide it, so it goes (audited). Call it
 * in the transaction that creates the record.
 */
export async function releasePath(path: string, actor: Actor, executor: Executor): Promise<void> {
  const removed = await deleteRedirectsFrom([normalPath(path)], executor);
  for (const row of removed) {
    await recordAudit({ ...actor, action: "redirect.delete", entityType: "redirect", entityId: row.id, details: { from: row.fromPath, to: row.toPath, reason: "the path serves a new page" } }, executor);
  }
}
