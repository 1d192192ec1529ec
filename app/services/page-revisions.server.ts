/**
 * A page's revision screen (issue 26.3): one revision of a page, with what that save changed in
 * words (app/lib/page-diff.ts: fields, SEO fields, blocks added, removed, moved, hidden, each
 * changed field, the schedule in the site's time zone), and Restore, confirmed first on the
 * screen: the revision's page becomes the draft again, as a new revision naming the one restored
 * (audit-logged as page.restore by savePageDraft). Publishing it stays the editor's choice.
 */
import { describePageChanges, type PageSnapshot } from "../lib/page-diff.ts";
import { adminPaths } from "../lib/paths.ts";
import { CONTENT_OPS_TEXTS, RestoreRevisionSchema } from "../lib/schemas/content-ops.ts";
import type { Actor } from "../models/audit-log.server.ts";
import { getPageById, getPageRevision, pageRevisionsNewestFirst } from "../models/pages.server.ts";
import { logger } from "./logger.server.ts";
import { restorePageRevision } from "./pages.server.ts";
import { companySettings } from "./site-settings.server.ts";
import { readSubmission } from "./submission.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageRevisionView = {
  pageId: string;
  revisionId: string;
  title: string;
  path: string;
  createdAt: string;
  authorEmail: string | null;
  restoredFrom: string | null;
  /** "draft", "published" or "scheduled": what the save did. */
  state: string;
  /** What this save changed against the revision before it, in words. */
  changes: string[];
  first: boolean;
  timeZone: string;
  editHref: string;
};

/** One revision of the page, with its changes; null when the page has no such revision. */
export async function pageRevisionView(pageId: string, revisionId: string): Promise<PageRevisionView | null> {
  if (!UUID.test(pageId) || !UUID.test(revisionId)) return null;
  const [page, revision] = await Promise.all([getPageById(pageId), getPageRevision(pageId, revisionId)]);
  if (!page || !revision) return null;
  const [previous] = await pageRevisionsNewestFirst(pageId, { before: revision, limit: 1 });
  const { timeZone } = await companySettings();
  const snapshot = revision.snapshot as PageSnapshot;
  const path = typeof (snapshot.page as { path?: unknown } | undefined)?.path === "string" ? String((snapshot.page as { path: string }).path) : page.path;
  return {
    pageId,
    revisionId,
    title: revision.title,
    path,
    createdAt: revision.createdAt.toISOString(),
    authorEmail: revision.authorEmail,
    restoredFrom: revision.restoredFrom,
    state: typeof snapshot.state === "string" ? snapshot.state : "draft",
    changes: describePageChanges(previous ? (previous.snapshot as PageSnapshot) : null, snapshot, timeZone),
    first: !previous,
    timeZone,
    editHref: adminPaths.pageEdit(pageId),
  };
}

export type PageRestoreAnswer = { ok: true; editHref: string } | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 503; errors: string[] };

export const PAGE_RESTORE_MAX_BYTES = 1024;

/** POST of the revision screen's confirmation: Restore. */
export async function submitPageRestore(request: Request, pageId: string, revisionId: string, actor: Actor, now = new Date()): Promise<PageRestoreAnswer> {
  const failed = CONTENT_OPS_TEXTS.restoreFailed;
  const read = await readSubmission(request, RestoreRevisionSchema, { maxBytes: PAGE_RESTORE_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, errors: [failed, read.message] };
  if (read.submission.status !== "success") return { ok: false, status: 400, errors: [failed, "Unknown action."] };
  if (!UUID.test(pageId) || !UUID.test(revisionId)) return { ok: false, status: 404, errors: [failed, "This revision does not exist."] };
  try {
    const result = await restorePageRevision(pageId, revisionId, actor, now);
    if (!result.ok) return { ok: false, status: result.status, errors: [failed, ...result.errors] };
    return { ok: true, editHref: `${adminPaths.pageEdit(pageId)}?restored=${encodeURIComponent(revisionId)}` };
  } catch (error) {
    logger.error({ err: error }, failed);
    return { ok: false, status: 503, errors: [failed] };
  }
}
