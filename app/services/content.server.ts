/**
 * Content writes: the admin creates, changes and deletes blog posts and case studies. Each change
 * and its audit entry are one transaction, so the log never tells of a change that did not happen
 * (or misses one that did).
 *
 * The actions' entry points (`submitBlogPost`, `submitCaseStudy`, `submitPostDelete`,
 * `submitCaseStudyDelete`) read the request with `readSubmission`, parse it with the editor's own schema and answer with a
 * status and messages for the page, never an exception: whatever is posted, a refusal is a 4xx with
 * our words, and only a failure of ours (the database gone) is a 503.
 */
import type { FormReply } from "../lib/form-reply.ts";
import type { z } from "zod";
import { inTransaction, type Executor as Db } from "../models/transaction.server.ts";
import { slugify } from "../lib/content.ts";
import { foreignKeyViolation, isUniqueViolation } from "../lib/server/db-errors.server.ts";
import { BLOG_POST_LIST_FIELDS, BLOG_POST_TEXTS, BlogPostDeleteSchema, BlogPostSchema, type BlogPostInput } from "../lib/schemas/blog-post.ts";
import {
  CASE_STUDY_LIST_FIELDS,
  CASE_STUDY_TEXTS,
  CaseStudyDeleteSchema,
  CaseStudySchema,
  type CaseStudyInput,
} from "../lib/schemas/case-study.ts";
import type { deleteIntent } from "../lib/schemas/delete-intent.ts";
import { mergeListDrafts } from "../lib/schemas/list-drafts.ts";
import { scheduleMoment } from "../lib/schemas/fields.ts";
import { recordAudit, type Actor, type AuditEntry } from "../models/audit-log.server.ts";
import {
  deletePostRow,
  insertPost,
  isPostSlugTaken,
  lockPost,
  postOwnership,
  setReviewRequested,
  uniquePostSlug,
  updatePostRow,
  type BlogPost,
  type PostChanges,
} from "../models/blog-posts.server.ts";
import {
  deleteCaseStudyRow,
  insertCaseStudy,
  replaceCaseStudyRows,
  uniqueCaseStudyId,
  updateCaseStudyRow,
  withDetails,
  type CaseStudyChanges,
  type CaseStudyWithDetails,
} from "../models/case-studies.server.ts";
import { deletePreviewLinksOf } from "../models/preview-links.server.ts";
import { trashMany } from "../models/trash.server.ts";
import { deleteRevisionsOf, insertRevision } from "../models/revisions.server.ts";
import { paths } from "../lib/paths.ts";
import { logger } from "./logger.server.ts";
import { recordPathChange, releasePath, reloadRedirects } from "./redirects.server.ts";
import { readSubmission } from "./submission.server.ts";
import { caseStudyIsPublished } from "../models/webhooks.server.ts";
import { emitCaseStudyPublished, emitPostPublished } from "./webhooks.server.ts";

// ---------------------------------------------------------------------------------------------
// Writes

export class SlugTakenError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`The slug "${slug}" is already used by another post`);
    this.slug = slug;
  }
}

type Audited = { id: string; title: string; isPublished: boolean };

/** The audit entry of a content change: which record, and its title and state at that moment. */
function contentAudit(
  entityType: "blog_post" | "case_study",
  verb: "create" | "update" | "delete" | "restore" | "purge",
  record: Audited,
  actor: Actor,
  extra: Record<string, unknown> = {},
): AuditEntry {
  return {
    ...actor,
    action: `${entityType}.${verb}`,
    entityType,
    entityId: record.id,
    details: { title: record.title, isPublished: record.isPublished, ...extra },
  };
}

/** How a save came about: the editor's Save, or Restore of an earlier revision (issue 14.6). */
export type SaveOrigin = { restoredFrom?: string };

/** Every save keeps a revision: who, when, and the editor's values as saved (issue 14.6). */
async function keepRevision(
  entityType: "blog_post" | "case_study",
  entityId: string,
  input: BlogPostInput | CaseStudyInput,
  actor: Actor,
  now: Date,
  origin: SaveOrigin,
  tx: Db,
): Promise<void> {
  await insertRevision(
    {
      entityType,
      entityId,
      authorId: actor.actorUserId,
      authorEmail: actor.actorEmail,
      title: input.title,
      snapshot: input as unknown as Record<string, unknown>,
      restoredFrom: origin.restoredFrom ?? null,
      createdAt: now,
    },
    tx,
  );
}

/** The audit verb and details of an update: a Restore names the revision it restored. */
function updateVerb(origin: SaveOrigin): { verb: "update" | "restore"; extra: Record<string, unknown> } {
  return origin.restoredFrom ? { verb: "restore", extra: { restoredFrom: origin.restoredFrom } } : { verb: "update", extra: {} };
}

/** Thrown when a draft is scheduled for a time that has passed. */
export class ScheduleInPastError extends Error {
  constructor() {
    super("Publish at must be in the future");
  }
}

/** When a draft is to be published: null for a published record or none given; never in the past. */
function scheduleOf(input: { isPublished: boolean; scheduledAt: string | null; scheduleOffset: number }, now: Date): Date | null {
  if (input.isPublished || !input.scheduledAt) return null;
  const at = scheduleMoment(input.scheduledAt, input.scheduleOffset);
  if (at.getTime() <= now.getTime()) throw new ScheduleInPastError();
  return at;
}

function postChanges(input: BlogPostInput, now: Date, firstPublished: Date | null = null): Omit<PostChanges, "slug"> {
  return {
    title: input.title,
    author: input.author,
    content: input.content,
    contentDoc: input.contentDoc,
    excerpt: input.excerpt,
    category: input.category,
    coverImageUrl: input.coverImageUrl,
    coverMediaId: input.coverMediaId,
    tags: input.tags,
    isPublished: input.isPublished,
    isFeatured: input.isFeatured,
    // Issue 14.5: the first publish date is kept (the list order, the feed and the sitemap keep
    // it); later saves move updated_at only. A draft has none.
    publishedAt: input.isPublished ? (firstPublished ?? now) : null,
    scheduledAt: scheduleOf(input, now),
    // A post published or scheduled is no longer waiting for review (decision 045).
    ...(input.isPublished || input.scheduledAt ? { reviewRequestedAt: null } : {}),
    updatedAt: now,
  };
}

/** The editor's slug if it is free, or one made from the title when the editor left it blank. */
async function slugFor(input: BlogPostInput, tx: Db, exceptId?: string): Promise<string> {
  if (!input.slug) return uniquePostSlug(input.title, { exceptId, executor: tx });
  if (await isPostSlugTaken(input.slug, exceptId, tx)) throw new SlugTakenError(input.slug);
  return input.slug;
}

/** Two editors saving the same slug at once: the unique index decides, and the loser hears why. */
async function slugRace<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(slug);
    throw error;
  }
}

export async function createPost(input: BlogPostInput, actor: Actor, now = new Date()): Promise<BlogPost> {
  return slugRace(input.slug ?? slugify(input.title), () =>
    inTransaction(async (tx) => {
      const post = await insertPost({ ...postChanges(input, now), slug: await slugFor(input, tx), createdAt: now, createdBy: actor.actorUserId }, tx);
      await recordAudit(contentAudit("blog_post", "create", post, actor, { slug: post.slug }), tx);
      await keepRevision("blog_post", post.id, { ...input, slug: post.slug }, actor, now, {}, tx);
      // An old address redirected from this one would hide the new post.
      await releasePath(paths.blogPost(post.slug), actor, tx);
      if (post.isPublished) await emitPostPublished(post, tx);
      return post;
    }),
  ).then(afterRedirectsChanged);
}

/** The instance that changed redirects reads them again at once (the others on the trigger's notice). */
async function afterRedirectsChanged<T>(value: T): Promise<T> {
  await reloadRedirects().catch((error: unknown) => logger.error({ err: error }, "could not reload the redirects"));
  return value;
}

/** Null when the post does not exist. A post keeps its address unless the editor changes the slug. */
export async function updatePost(id: string, input: BlogPostInput, actor: Actor, now = new Date(), origin: SaveOrigin = {}): Promise<BlogPost | null> {
  return slugRace(input.slug ?? "", () =>
    inTransaction(async (tx) => {
      const existing = await lockPost(id, tx);
      if (!existing) return null;
      const slug = input.slug ? await slugFor(input, tx, id) : existing.slug;
      const firstPublished = existing.isPublished ? existing.publishedAt : null;
      const post = await updatePostRow(id, { ...postChanges(input, now, firstPublished), slug }, tx);
      const { verb, extra } = updateVerb(origin);
      await recordAudit(contentAudit("blog_post", verb, post!, actor, { slug, ...extra }), tx);
      await keepRevision("blog_post", id, { ...input, slug }, actor, now, origin, tx);
      // A published post's old address answers 301 to the new one (issue 26.4); a draft's was never public.
      if (slug !== existing.slug) {
        if (existing.isPublished) await recordPathChange(paths.blogPost(existing.slug), paths.blogPost(slug), actor, tx);
        else await releasePath(paths.blogPost(slug), actor, tx);
      }
      if (post!.isPublished && !existing.isPublished) await emitPostPublished(post!, tx);
      return post;
    }),
  ).then(afterRedirectsChanged);
}

/** Deletes for good (the trash's purge): false when there was nothing to delete. */
export async function deletePost(id: string, actor: Actor, how: { purge?: boolean } = {}): Promise<boolean> {
  return inTransaction(async (tx) => {
    const post = await deletePostRow(id, tx);
    if (post) {
      await recordAudit(contentAudit("blog_post", how.purge ? "purge" : "delete", post, actor, { slug: post.slug }), tx);
      // Its revisions and share links go with it.
      await deleteRevisionsOf("blog_post", post.id, tx);
      await deletePreviewLinksOf("blog_post", post.id, tx);
    }
    return post !== null;
  });
}

function caseStudyChanges(input: CaseStudyInput, now: Date): CaseStudyChanges {
  const { results: _results, techStack: _techStack, scheduleOffset: _offset, ...columns } = input;
  return { ...columns, scheduledAt: scheduleOf(input, now), updatedAt: now };
}

const rowCounts = (input: CaseStudyInput) => ({ results: input.results.length, techStack: input.techStack.length });

/** A new case study; its id is a readable slug of the title, the first one free. */
export async function createCaseStudy(input: CaseStudyInput, actor: Actor, now = new Date()): Promise<CaseStudyWithDetails> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(async (tx) => {
        const id = await uniqueCaseStudyId(input.title, tx);
        const study = await insertCaseStudy({ id, ...caseStudyChanges(input, now), createdAt: now }, tx);
        await replaceCaseStudyRows(id, input, tx);
        await recordAudit(contentAudit("case_study", "create", study, actor, rowCounts(input)), tx);
        await keepRevision("case_study", id, input, actor, now, {}, tx);
        await releasePath(paths.caseStudy(id), actor, tx);
        if (study.isPublished) await emitCaseStudyPublished(study, tx);
        return withDetails(study, tx);
      }).then(afterRedirectsChanged);
    } catch (error) {
      // Another editor took the same id between our check and our insert: the next one is free.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

/** Null when the case study does not exist. Its id (the public URL) never changes. */
export async function updateCaseStudy(
  id: string,
  input: CaseStudyInput,
  actor: Actor,
  now = new Date(),
  origin: SaveOrigin = {},
): Promise<CaseStudyWithDetails | null> {
  return inTransaction(async (tx) => {
    const wasPublished = await caseStudyIsPublished(id, tx);
    const study = await updateCaseStudyRow(id, caseStudyChanges(input, now), tx);
    if (!study) return null;
    if (study.isPublished && !wasPublished) await emitCaseStudyPublished(study, tx);
    await replaceCaseStudyRows(id, input, tx);
    const { verb, extra } = updateVerb(origin);
    await recordAudit(contentAudit("case_study", verb, study, actor, { ...rowCounts(input), ...extra }), tx);
    await keepRevision("case_study", id, input, actor, now, origin, tx);
    return withDetails(study, tx);
  });
}

/** Results and tech stack go with it. False when there was nothing to delete. */
export async function deleteCaseStudy(id: string, actor: Actor, how: { purge?: boolean } = {}): Promise<boolean> {
  return inTransaction(async (tx) => {
    const study = await deleteCaseStudyRow(id, tx);
    if (study) {
      await recordAudit(contentAudit("case_study", how.purge ? "purge" : "delete", study, actor), tx);
      await deleteRevisionsOf("case_study", study.id, tx);
      await deletePreviewLinksOf("case_study", study.id, tx);
    }
    return study !== null;
  });
}

// ---------------------------------------------------------------------------------------------
// The actions' entry points

/**
 * The most an editor's form may weigh: every field at its schema's bound, in 4-byte characters,
 * percent-encoded, is well below. More is not a form of ours.
 */
export const EDITOR_MAX_BYTES = 4 * 1024 * 1024;
/** A delete button posts an intent and an id. */
export const DELETE_MAX_BYTES = 4 * 1024;

type ContentTexts = { saveFailed: string; deleteFailed: string; missing: string };

/** The editor's answer: saved, or the form again with its errors (Conform's reply) and a status. */
export type EditorAnswer = { ok: true; id: string } | { ok: false; status: 200 | 400 | 404 | 409 | 413 | 415 | 503; result: FormReply };

/** A delete button's answer: done, or why not (SPEC's alert first, then the reason). */
export type DeleteAnswer = { ok: true } | { ok: false; status: 400 | 404 | 413 | 415 | 503; errors: string[] };

async function saveFromForm<Schema extends z.ZodType>(
  request: Request,
  form: { schema: Schema; lists: readonly string[]; texts: ContentTexts },
  write: (value: z.output<Schema>, sent: Record<string, unknown>) => Promise<{ id: string } | null>,
): Promise<EditorAnswer> {
  const { schema, lists, texts } = form;
  const read = await readSubmission(request, schema, { maxBytes: EDITOR_MAX_BYTES, prepare: (data) => mergeListDrafts(data, lists) });
  if (!read.ok) return { ok: false, status: read.status, result: { status: "error", error: { "": [texts.saveFailed, read.message] } } };
  const { submission } = read;
  // Invalid input, or a list button pressed without JavaScript: the form again, as changed.
  if (submission.status !== "success") return { ok: false, status: submission.status === "error" ? 400 : 200, result: submission.reply() };
  try {
    const saved = await write(submission.value, read.values);
    if (saved === null) {
      return { ok: false, status: 404, result: submission.reply({ formErrors: [texts.saveFailed, texts.missing] }) };
    }
    return { ok: true, id: saved.id };
  } catch (error) {
    if (error instanceof SlugTakenError) return { ok: false, status: 409, result: submission.reply({ fieldErrors: { slug: [error.message] } }) };
    if (error instanceof ScheduleInPastError) return { ok: false, status: 400, result: submission.reply({ fieldErrors: { scheduledAt: [error.message] } }) };
    // A chosen image deleted from the library meanwhile (or an id that names none).
    const missingImage = missingMediaField(error);
    if (missingImage) return { ok: false, status: 409, result: submission.reply({ fieldErrors: { [missingImage]: [MEDIA_GONE] } }) };
    logger.error({ err: error }, texts.saveFailed);
    return { ok: false, status: 503, result: submission.reply({ formErrors: [texts.saveFailed] }) };
  }
}

const MEDIA_GONE = "This image is no longer in the media library: choose another.";

/** The field whose image the foreign key did not find, from a violation's constraint name. */
function missingMediaField(error: unknown): string | null {
  const constraint = foreignKeyViolation(error);
  if (!constraint) return null;
  if (constraint.endsWith("_logo_media_id_media_id_fk")) return "logoMediaId";
  // The only foreign keys an editor's save can break are its images; an engine that does not name
  // the constraint gets the cover.
  return "coverMediaId";
}

type DeleteSchema = ReturnType<typeof deleteIntent<z.ZodType<string>>>;

async function deleteFromForm(request: Request, schema: DeleteSchema, texts: ContentTexts, remove: (id: string) => Promise<boolean>): Promise<DeleteAnswer> {
  const read = await readSubmission(request, schema, { maxBytes: DELETE_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, errors: [texts.deleteFailed, read.message] };
  const { submission } = read;
  if (submission.status !== "success") {
    const reasons = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    return { ok: false, status: 400, errors: [texts.deleteFailed, ...reasons.slice(0, 1)] };
  }
  try {
    if (!(await remove(submission.value.id))) return { ok: false, status: 404, errors: [texts.deleteFailed, texts.missing] };
    return { ok: true };
  } catch (error) {
    logger.error({ err: error }, texts.deleteFailed);
    return { ok: false, status: 503, errors: [texts.deleteFailed] };
  }
}

const POST_FORM = { schema: BlogPostSchema, lists: BLOG_POST_LIST_FIELDS, texts: BLOG_POST_TEXTS };
const CASE_STUDY_FORM = { schema: CaseStudySchema, lists: CASE_STUDY_LIST_FIELDS, texts: CASE_STUDY_TEXTS };

/** POST of the blog post editor: a new post, or changes to post `id`. */
export function submitBlogPost(request: Request, id: string | undefined, actor: Actor): Promise<EditorAnswer> {
  return saveFromForm(request, POST_FORM, (input) => (id === undefined ? createPost(input, actor) : updatePost(id, input, actor)));
}

/** The editor's words for a contributor who opens or saves what is not their own draft (decision 045). */
export const NOT_YOUR_DRAFT = "You can change only your own drafts that are not published or scheduled.";

/**
 * A contributor's save (decision 045): always a draft, never featured, published or scheduled,
 * whatever the form says; only a new post or one of their own unpublished drafts; with
 * `review=submit` in the form, the draft then waits for an editor's review (audited).
 */
export async function saveContributorDraft(input: BlogPostInput, id: string | undefined, ownerId: string, submit: boolean, actor: Actor, now = new Date()): Promise<BlogPost | null> {
  const draft: BlogPostInput = { ...input, isPublished: false, isFeatured: false, scheduledAt: null };
  if (id !== undefined) {
    const own = await postOwnership(id);
    if (!own || own.createdBy !== ownerId || own.isPublished || own.scheduled) return null;
  }
  const post = id === undefined ? await createPost(draft, actor, now) : await updatePost(id, draft, actor, now);
  if (post && submit) await requestReview(post.id, actor, now);
  return post;
}

/** A draft now waits for an editor ("Submit for review"); audited. */
export async function requestReview(id: string, actor: Actor, now = new Date()): Promise<boolean> {
  return inTransaction(async (tx) => {
    const post = await setReviewRequested(id, now, tx);
    if (post) await recordAudit({ ...actor, action: "blog_post.review_requested", entityType: "blog_post", entityId: id, details: { title: post.title } }, tx);
    return post !== null;
  });
}

/** An editor sends a draft back to its contributor: no longer waiting for review; audited. */
export async function sendBackForChanges(id: string, actor: Actor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const post = await setReviewRequested(id, null, tx);
    if (post) await recordAudit({ ...actor, action: "blog_post.sent_back", entityType: "blog_post", entityId: id, details: { title: post.title } }, tx);
    return post !== null;
  });
}

/** POST of the blog post editor by a contributor: their own draft, perhaps submitted for review. */
export function submitContributorDraft(request: Request, id: string | undefined, ownerId: string, actor: Actor): Promise<EditorAnswer> {
  return saveFromForm(request, { ...POST_FORM, texts: { ...BLOG_POST_TEXTS, missing: NOT_YOUR_DRAFT } }, (input, sent) => saveContributorDraft(input, id, ownerId, sent.review === "submit", actor));
}

/** POST of the case-study editor: a new case study, or changes to case study `id`. */
export function submitCaseStudy(request: Request, id: string | undefined, actor: Actor): Promise<EditorAnswer> {
  return saveFromForm(request, CASE_STUDY_FORM, (input) => (id === undefined ? createCaseStudy(input, actor) : updateCaseStudy(id, input, actor)));
}

/**
 * Moves one record to the trash (issue 28: a list's Delete button), audited as its delete: false
 * when there was none to move (none, or in the trash already).
 */
export async function trashOne(kind: "blog_post" | "case_study", id: string, actor: Actor, now = new Date()): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [record] = await trashMany(kind, [id], now, tx);
    if (record) await recordAudit(contentAudit(kind, "delete", record, actor, { trash: true }), tx);
    return record !== undefined;
  });
}

/** The delete button of the Blog Posts list: the post goes to the trash. */
export function submitPostDelete(request: Request, actor: Actor): Promise<DeleteAnswer> {
  return deleteFromForm(request, BlogPostDeleteSchema, BLOG_POST_TEXTS, (id) => trashOne("blog_post", id, actor));
}

/** The delete button of the Case Studies list: the case study goes to the trash. */
export function submitCaseStudyDelete(request: Request, actor: Actor): Promise<DeleteAnswer> {
  return deleteFromForm(request, CaseStudyDeleteSchema, CASE_STUDY_TEXTS, (id) => trashOne("case_study", id, actor));
}
