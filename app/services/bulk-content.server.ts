/**
 * The bulk actions of the content lists and the trash (issue 28): publish, unpublish and move to
 * the trash several posts or case studies at once; restore from the trash; purge what has been
 * there for 30 days (the scheduler). Each record changed gets its own audit entry, in the same
 * transaction as the change.
 */
import { BULK_TEXTS, BulkActionSchema, bulkNotice, RestoreSchema, type BulkIntent } from "../lib/schemas/bulk-content.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { restoreMany, setPublishedMany, TRASH_DAYS, trashedBefore, trashMany, type Touched, type TrashKind } from "../models/trash.server.ts";
import { deleteCaseStudy, deletePost } from "./content.server.ts";
import { logger } from "./logger.server.ts";
import { readSubmission } from "./submission.server.ts";

/** A bulk form: the intent, up to 100 ids of at most 200 characters. */
export const BULK_MAX_BYTES = 64 * 1024;

/** A bulk action's answer: what changed, in words, or why nothing did. */
export type BulkAnswer = { ok: true; notice: string; changed: number } | { ok: false; status: 400 | 413 | 415 | 503; errors: string[] };

const AUDIT_VERB: Record<BulkIntent | "restore", string> = { publish: "publish", unpublish: "unpublish", trash: "delete", restore: "undelete" };

async function audit(kind: TrashKind, intent: BulkIntent | "restore", touched: Touched[], actor: Actor, tx: Parameters<Parameters<typeof inTransaction>[0]>[0]) {
  for (const record of touched) {
    await recordAudit(
      { ...actor, action: `${kind}.${AUDIT_VERB[intent]}`, entityType: kind, entityId: record.id, details: { title: record.title, isPublished: record.isPublished, bulk: true, ...(intent === "trash" ? { trash: true } : {}) } },
      tx,
    );
  }
}

/** Publishes, unpublishes or trashes `ids` of `kind`; records one audit entry per record changed. */
export async function applyBulk(kind: TrashKind, intent: BulkIntent | "restore", ids: readonly string[], actor: Actor, now = new Date()): Promise<Touched[]> {
  return inTransaction(async (tx) => {
    const touched =
      intent === "trash" ? await trashMany(kind, ids, now, tx)
      : intent === "restore" ? await restoreMany(kind, ids, now, tx)
      : await setPublishedMany(kind, ids, intent === "publish", now, tx);
    await audit(kind, intent, touched, actor, tx);
    return touched;
  });
}

async function answerOf(read: Awaited<ReturnType<typeof readSubmission>>, run: (value: never) => Promise<BulkAnswer>): Promise<BulkAnswer> {
  if (!read.ok) return { ok: false, status: read.status, errors: [read.message] };
  const { submission } = read;
  if (submission.status !== "success") {
    const reasons = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    return { ok: false, status: 400, errors: reasons.slice(0, 1) };
  }
  try {
    return await run(submission.value as never);
  } catch (error) {
    logger.error({ err: error }, BULK_TEXTS.failed);
    return { ok: false, status: 503, errors: [BULK_TEXTS.failed] };
  }
}

/** A list's bulk form (Blog Posts or Case Studies). */
export async function submitBulkAction(request: Request, kind: TrashKind, actor: Actor): Promise<BulkAnswer> {
  const read = await readSubmission(request, BulkActionSchema, { maxBytes: BULK_MAX_BYTES });
  return answerOf(read, async (value: { intent: BulkIntent; ids: string[] }) => {
    const touched = await applyBulk(kind, value.intent, value.ids, actor);
    return { ok: true, changed: touched.length, notice: bulkNotice(value.intent, touched.length, kind) };
  });
}

/** The Trash's Restore. */
export async function submitRestore(request: Request, actor: Actor): Promise<BulkAnswer> {
  const read = await readSubmission(request, RestoreSchema, { maxBytes: BULK_MAX_BYTES });
  return answerOf(read, async (value: { kind: TrashKind; ids: string[] }) => {
    const touched = await applyBulk(value.kind, "restore", value.ids, actor);
    return { ok: true, changed: touched.length, notice: bulkNotice("restore", touched.length, value.kind) };
  });
}

/**
 * Deletes for good what has been in the trash for `TRASH_DAYS` (the scheduler, once a tick; up
 * to 100 of each kind a call), with its revisions and share links; audited as the system's.
 */
export async function purgeTrash(now = new Date()): Promise<{ posts: string[]; caseStudies: string[] }> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const system = { actorUserId: null, actorEmail: null, ip: null, userAgent: null };
  const posts: string[] = [];
  const caseStudies: string[] = [];
  for (const id of await trashedBefore("blog_post", cutoff)) if (await deletePost(id, system, { purge: true })) posts.push(id);
  for (const id of await trashedBefore("case_study", cutoff)) if (await deleteCaseStudy(id, system, { purge: true })) caseStudies.push(id);
  return { posts, caseStudies };
}
