/**
 * Revisions (issue 14.6): every save of a post or case study keeps one (content.server.ts). Here:
 * the editor's list, one revision's page (what that save changed, as a line diff of readable text),
 * and Restore, which saves the revision's content again as a new revision (audit-logged as a
 * restore). A restore keeps the record's address, its published state and its schedule.
 */
import type { ContentKindName } from "../lib/content-kinds.ts";
import { foreignKeyViolation } from "../lib/server/db-errors.server.ts";
import { lineDiff, type DiffLine } from "../lib/line-diff.ts";
import { adminPaths } from "../lib/paths.ts";
import { revisionText } from "../lib/revision-text.ts";
import { BlogPostSchema } from "../lib/schemas/blog-post.ts";
import { CaseStudySchema } from "../lib/schemas/case-study.ts";
import { CONTENT_OPS_TEXTS, RestoreRevisionSchema } from "../lib/schemas/content-ops.ts";
import { actorOf, type RequestOrigin } from "../models/audit-log.server.ts";
import { getPostById } from "../models/blog-posts.server.ts";
import { getCaseStudyForEdit } from "../models/case-studies.server.ts";
import { getPreviousRevision, getRevision, listRevisions, type ContentRevision } from "../models/revisions.server.ts";
import type { StaffUser } from "./auth.server.ts";
import { updateCaseStudy, updatePost } from "./content.server.ts";
import { logger } from "./logger.server.ts";
import { previewLinksFor } from "./preview.server.ts";
import { readSubmission } from "./submission.server.ts";

export function revisionHref(kind: ContentKindName, id: string, revisionId: string): string {
  return kind === "blog_post" ? adminPaths.blogRevision(id, revisionId) : adminPaths.caseStudyRevision(id, revisionId);
}

export function editorHref(kind: ContentKindName, id: string): string {
  return kind === "blog_post" ? adminPaths.blogEdit(id) : adminPaths.caseStudyEdit(id);
}

/** What the editor shows under its form for a stored record: share links and revisions. */
export async function editorPanel(kind: ContentKindName, id: string) {
  const [links, revisions] = await Promise.all([previewLinksFor(kind, id), listRevisions(kind, id)]);
  return {
    links,
    revisions: revisions.map((revision) => ({
      id: revision.id,
      authorEmail: revision.authorEmail,
      createdAt: revision.createdAt.toISOString(),
      restoredFrom: revision.restoredFrom,
      href: revisionHref(kind, id, revision.id),
    })),
  };
}

export type RevisionPage = {
  title: string;
  createdAt: string;
  authorEmail: string | null;
  restoredFrom: string | null;
  /** What this save changed: the previous revision's text against this one's. */
  diff: DiffLine[];
  first: boolean;
  editHref: string;
};

/** One revision of the record, with its changes; null when the record has no such revision. */
export async function revisionPage(kind: ContentKindName, id: string, revisionId: string): Promise<RevisionPage | null> {
  const revision = await getRevision(kind, id, revisionId);
  if (!revision) return null;
  const previous = await getPreviousRevision(revision);
  return {
    title: revision.title,
    createdAt: revision.createdAt.toISOString(),
    authorEmail: revision.authorEmail,
    restoredFrom: revision.restoredFrom,
    diff: lineDiff(previous ? revisionText(kind, previous.snapshot) : "", revisionText(kind, revision.snapshot)),
    first: previous === null,
    editHref: editorHref(kind, id),
  };
}

/** A schedule still ahead of `now`, as the editor's schema holds it; else none. */
function futureSchedule(at: Date | null, now: Date): string | null {
  return at && at.getTime() > now.getTime() ? at.toISOString() : null;
}

/** What a restore keeps of the record itself rather than take from the revision. */
const KEPT_FIELDS = new Set(["slug", "isPublished", "scheduledAt", "scheduleOffset"]);

/**
 * A revision's snapshot (the editor's parsed input when it was saved) as the editor's form would
 * send it: blank fields (stored as null) left out, and the fields a restore keeps dropped.
 */
function snapshotAsForm(snapshot: unknown): Record<string, unknown> {
  if (typeof snapshot !== "object" || snapshot === null || Array.isArray(snapshot)) return {};
  return Object.fromEntries(Object.entries(snapshot).filter(([key, value]) => value !== null && !KEPT_FIELDS.has(key)));
}

/** Why a snapshot no longer fits the editor (a rule added or tightened since it was saved). */
function staleMessage(issues: readonly { message: string }[]): string {
  return `This revision no longer fits the editor (${issues[0]?.message ?? "unknown field"}). Copy what you need from it by hand.`;
}

type RestoreResult = { saved: true } | { saved: false; status: 404 | 409; error: string };

/** The revision's content, parsed again by the editor's schema, saved again over the record. */
async function restore(kind: ContentKindName, id: string, revision: ContentRevision, requestOrigin: RequestOrigin, staff: { id: string; email: string }, now: Date): Promise<RestoreResult> {
  const actor = actorOf(staff, requestOrigin);
  const origin = { restoredFrom: revision.id };
  const missing = { saved: false, status: 404, error: CONTENT_OPS_TEXTS.recordMissing } as const;
  if (kind === "blog_post") {
    const current = await getPostById(id);
    if (!current) return missing;
    const parsed = BlogPostSchema.safeParse(snapshotAsForm(revision.snapshot));
    if (!parsed.success) return { saved: false, status: 409, error: staleMessage(parsed.error.issues) };
    const input = {
      ...parsed.data,
      slug: current.slug,
      isPublished: current.isPublished,
      scheduledAt: futureSchedule(current.scheduledAt, now),
      scheduleOffset: 0,
    };
    return (await updatePost(id, input, actor, now, origin)) ? { saved: true } : missing;
  }
  const current = await getCaseStudyForEdit(id);
  if (!current) return missing;
  const parsed = CaseStudySchema.safeParse(snapshotAsForm(revision.snapshot));
  if (!parsed.success) return { saved: false, status: 409, error: staleMessage(parsed.error.issues) };
  const input = {
    ...parsed.data,
    isPublished: current.isPublished,
    scheduledAt: futureSchedule(current.scheduledAt, now),
    scheduleOffset: 0,
  };
  return (await updateCaseStudy(id, input, actor, now, origin)) ? { saved: true } : missing;
}

export type RestoreAnswer = { ok: true; editHref: string } | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 503; errors: string[] };

export const RESTORE_MAX_BYTES = 1024;

/** POST of a revision's page: Restore. */
export async function submitRestore(
  request: Request,
  requestOrigin: RequestOrigin,
  staff: StaffUser,
  kind: ContentKindName,
  id: string,
  revisionId: string,
  now = new Date(),
): Promise<RestoreAnswer> {
  const failed = CONTENT_OPS_TEXTS.restoreFailed;
  const read = await readSubmission(request, RestoreRevisionSchema, { maxBytes: RESTORE_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, errors: [failed, read.message] };
  if (read.submission.status !== "success") return { ok: false, status: 400, errors: [failed, "Unknown action."] };
  try {
    const revision = await getRevision(kind, id, revisionId);
    if (!revision) return { ok: false, status: 404, errors: [failed, "This revision does not exist."] };
    const restored = await restore(kind, id, revision, requestOrigin, staff, now);
    if (!restored.saved) return { ok: false, status: restored.status, errors: [failed, restored.error] };
    return { ok: true, editHref: editorHref(kind, id) };
  } catch (error) {
    if (foreignKeyViolation(error)) return { ok: false, status: 409, errors: [failed, "An image of this revision is no longer in the media library."] };
    logger.error({ err: error }, failed);
    return { ok: false, status: 503, errors: [failed] };
  }
}
