/**
 * Pages from blocks (issue 26, decision 029): what the public site reads and what the page editor
 * writes. Plain values in and out: the editor's route parses its request into a value and hands it
 * here; every write is checked with the page schema (app/lib/blocks/schema.ts) before anything is
 * stored, keeps a revision and is audited in the same transaction.
 *
 * A page has live content (what visitors see once it is published) and, while staff edit, a draft.
 * Publishing copies the draft into the live columns; scheduling leaves it for the scheduler at
 * `publish_at`, and until the scheduler has run, a visitor after that time already gets the draft.
 */
import { parseBlocks, pageSchema, type Block, type Page, describeIssues } from "../lib/blocks/schema.ts";
import { isAdminPath, isPagePath, marketingRoutePaths, reservedPageSegments } from "../lib/paths.ts";
import { isUniqueViolation } from "../lib/server/db-errors.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import {
  deletePage as deletePageRow,
  deletePageRevisions,
  duePages,
  getPageById,
  getPageByPath,
  getPageRevision,
  insertPage,
  insertPageRevision,
  listPageRevisions,
  listPages,
  listPublishedPaths,
  pageRevisionsNewestFirst,
  publishPageContent,
  setPagePublishAt,
  unpublishPage as unpublishPageRow,
  updatePageDraft,
  type PageContent,
  type PageRow,
} from "../models/pages.server.ts";
import { existingProofIds } from "../models/proof-collections.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";
import { emitPagePublished } from "./webhooks.server.ts";

/* ---------- paths ---------- */

/** Why a page cannot live at `path`, or null when it can (its place among the site's own routes). */
export function pathProblem(path: string): string | null {
  if (isAdminPath(path)) return "Path is reserved for the admin area";
  if (marketingRoutePaths.includes(path)) return `Path is taken: ${path} is one of the site's own pages`;
  const segment = path.split("/")[1] ?? "";
  if (reservedPageSegments.has(segment)) return `Path is reserved: /${segment} is one of the site's own sections`;
  if (!isPagePath(path)) return "Path must start with / and hold lower-case letters, digits and hyphens";
  return null;
}

/* ---------- reading ---------- */

export type PublicPage = {
  id: string;
  path: string;
  title: string;
  breadcrumb: string;
  seo: Page["seo"];
  blocks: Block[];
  /** True when the stored content could not be read and an earlier published revision is shown. */
  fallback: boolean;
  updatedAt: string;
};

function contentOfRow(row: PageRow): Record<string, unknown> {
  return {
    path: row.path,
    title: row.title,
    breadcrumb: row.breadcrumb ?? undefined,
    seo: {
      title: row.seoTitle ?? undefined,
      description: row.seoDescription ?? undefined,
      keywords: row.keywords,
      shareImage: row.shareMediaId ?? undefined,
      canonical: row.canonical ?? undefined,
      noindex: row.noindex,
    },
    blocks: row.blocks,
  };
}

/** A checked page as the columns of its row. */
export function contentColumns(page: Page): PageContent {
  return {
    path: page.path,
    title: page.title,
    breadcrumb: page.breadcrumb ?? null,
    seoTitle: page.seo.title ?? null,
    seoDescription: page.seo.description ?? null,
    keywords: page.seo.keywords,
    shareMediaId: page.seo.shareImage ?? null,
    canonical: page.seo.canonical ?? null,
    noindex: page.seo.noindex,
    blocks: page.blocks,
  };
}

function publicOf(row: PageRow, page: Page, fallback: boolean): PublicPage {
  return {
    id: row.id,
    path: row.path,
    title: page.title,
    breadcrumb: page.breadcrumb ?? page.title,
    seo: page.seo,
    blocks: page.blocks.filter((block) => !block.hidden),
    fallback,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Reads stored content leniently: the page's own fields must parse; blocks that no longer parse
 * are skipped. Null when the page itself cannot be read (then the last good revision is shown).
 */
export function readStoredPage(raw: unknown): Page | null {
  if (!raw || typeof raw !== "object") return null;
  const { blocks: rawBlocks, ...rest } = raw as Record<string, unknown>;
  if (!Array.isArray(rawBlocks)) return null;
  const { blocks, skipped } = parseBlocks(rawBlocks);
  if (rawBlocks.length > 0 && blocks.length === 0) return null;
  const parsed = pageSchema.safeParse({ ...rest, blocks });
  if (!parsed.success) return null;
  if (skipped > 0) logger.warn({ path: parsed.data.path, skipped }, "page blocks skipped: they no longer parse");
  return parsed.data;
}

/** The newest published revision of the page that still reads, or null. */
async function lastGoodRevision(pageId: string): Promise<Page | null> {
  for (const revision of await pageRevisionsNewestFirst(pageId, { limit: 30 })) {
    if (revision.snapshot.state !== "published") continue;
    const page = readStoredPage(revision.snapshot.page);
    if (page) return page;
  }
  return null;
}

/**
 * The page visitors see at `path` at `now`, or null (404): a published page, or one whose
 * scheduled draft is due. Content that cannot be read falls back to the last good published
 * revision; a page with neither is null, never an error.
 */
export async function publishedPage(path: string, now = new Date()): Promise<PublicPage | null> {
  const row = await getPageByPath(path);
  if (!row) return null;
  const due = row.draft !== null && row.publishAt !== null && row.publishAt.getTime() <= now.getTime();
  if (due) {
    const draft = readStoredPage(row.draft);
    if (draft) return publicOf(row, { ...draft, path: row.path }, false);
  }
  if (row.status !== "published") return null;
  const live = readStoredPage(contentOfRow(row));
  if (live) return publicOf(row, live, false);
  const previous = await lastGoodRevision(row.id);
  if (previous) {
    logger.error({ path }, "page content cannot be read: showing its last good revision");
    return publicOf(row, { ...previous, path: row.path }, true);
  }
  logger.error({ path }, "page content cannot be read and it has no good revision");
  return null;
}

/** Published pages for the sitemap. */
export async function sitemapPages(): Promise<{ path: string; updatedAt: string }[]> {
  return (await listPublishedPaths()).map((row) => ({ path: row.path, updatedAt: row.updatedAt.toISOString() }));
}

export type PageListItem = {
  id: string;
  path: string;
  title: string;
  status: "draft" | "published";
  hasDraft: boolean;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
};

export async function listPagesForAdmin(): Promise<PageListItem[]> {
  return (await listPages()).map((row) => ({
    id: row.id,
    path: row.path,
    title: row.title,
    status: row.status,
    hasDraft: row.hasDraft,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type PageForEdit = {
  id: string;
  status: "draft" | "published";
  publishAt: string | null;
  publishedAt: string | null;
  hasDraft: boolean;
  /** The working copy (the draft, else the live content), as stored: the editor's form values. */
  page: Record<string, unknown>;
  revisions: { id: string; authorEmail: string | null; createdAt: string; restoredFrom: string | null; title: string; state: string }[];
};

export async function pageForEdit(id: string): Promise<PageForEdit | null> {
  const row = await getPageById(id);
  if (!row) return null;
  const revisions = await listPageRevisions(row.id);
  return {
    id: row.id,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasDraft: row.draft !== null,
    page: row.draft ?? contentOfRow(row),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      authorEmail: revision.authorEmail,
      createdAt: revision.createdAt.toISOString(),
      restoredFrom: revision.restoredFrom,
      title: revision.title,
      state: revision.state,
    })),
  };
}

/** One revision's page (for the editor's diff and preview), or null. */
export async function pageRevision(id: string, revisionId: string): Promise<{ page: Record<string, unknown>; state: string; createdAt: string } | null> {
  const revision = await getPageRevision(id, revisionId);
  if (!revision) return null;
  return { page: (revision.snapshot.page ?? {}) as Record<string, unknown>, state: String(revision.snapshot.state ?? "draft"), createdAt: revision.createdAt.toISOString() };
}

/* ---------- writing ---------- */

export type PageWriteResult =
  | { ok: true; id: string; path: string }
  | { ok: false; status: 400 | 404 | 409; errors: string[] };

const refused = (status: 400 | 404 | 409, ...errors: string[]): PageWriteResult => ({ ok: false, status, errors });

/** The proof ids the page's blocks name that are not stored (a block naming none is refused). */
async function missingProof(page: Page): Promise<string[]> {
  const wanted = { clients: new Set<string>(), testimonials: new Set<string>(), people: new Set<string>() };
  for (const block of page.blocks) {
    if (block.type === "logoStrip") block.clientIds.forEach((id) => wanted.clients.add(id));
    if (block.type === "testimonials") block.testimonialIds.forEach((id) => wanted.testimonials.add(id));
    if (block.type === "teamGrid") block.personIds.forEach((id) => wanted.people.add(id));
  }
  const found = await existingProofIds({ clients: [...wanted.clients], testimonials: [...wanted.testimonials], people: [...wanted.people] });
  const problems: string[] = [];
  for (const [kind, ids] of Object.entries(wanted) as [keyof typeof wanted, Set<string>][]) {
    for (const id of ids) if (!found[kind].has(id)) problems.push(`blocks: the ${kind === "people" ? "person" : kind.slice(0, -1)} ${id} does not exist`);
  }
  return problems;
}

/** Checks a page as the editor sends it: its schema, its path and the proof it names. */
export async function checkPage(input: unknown): Promise<{ ok: true; page: Page } | { ok: false; errors: string[] }> {
  const parsed = pageSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: describeIssues(parsed.error) };
  const pathError = pathProblem(parsed.data.path);
  if (pathError) return { ok: false, errors: [`path: ${pathError}`] };
  const missing = await missingProof(parsed.data);
  if (missing.length) return { ok: false, errors: missing };
  return { ok: true, page: parsed.data };
}

/**
 * Saves the editor's page as a draft (a new page when `id` is null). Refused with the schema's
 * messages, and nothing stored, when any part does not parse.
 */
export async function savePageDraft(
  id: string | null,
  input: unknown,
  actor: Actor,
  now = new Date(),
  origin: { restoredFrom?: string } = {},
): Promise<PageWriteResult> {
  const checked = await checkPage(input);
  if (!checked.ok) return refused(400, ...checked.errors);
  const page = checked.page;
  const draft = page as unknown as Record<string, unknown>;
  try {
    return await inTransaction(async (tx) => {
      let row: PageRow | null;
      if (id === null) {
        row = await insertPage({ content: contentColumns(page), draft, updatedBy: actor.actorUserId, now }, tx);
      } else {
        const current = await getPageById(id, tx);
        if (!current) return refused(404, "The page does not exist");
        // A page never published has no live content to protect: its columns follow the draft (path, title in lists).
        row = await updatePageDraft(id, { draft, content: current.status === "published" ? undefined : contentColumns(page), updatedBy: actor.actorUserId, now }, tx);
        if (!row) return refused(404, "The page does not exist");
      }
      await insertPageRevision(
        { pageId: row.id, authorId: actor.actorUserId, authorEmail: actor.actorEmail, title: page.title, snapshot: { state: "draft", page: draft }, restoredFrom: origin.restoredFrom, createdAt: now },
        tx,
      );
      await recordAudit(
        {
          ...actor,
          action: id === null ? "page.create" : origin.restoredFrom ? "page.restore" : "page.update",
          entityType: "page",
          entityId: row.id,
          details: { path: page.path, title: page.title, ...(origin.restoredFrom ? { restoredFrom: origin.restoredFrom } : {}) },
        },
        tx,
      );
      return { ok: true as const, id: row.id, path: row.path };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refused(409, `path: another page is already at ${page.path}`);
    throw error;
  }
}

/**
 * Publishes the page's working copy now, or at `at` when that is ahead of `now` (a schedule the
 * scheduler carries out). The content is checked again before it goes live.
 */
export async function publishPage(id: string, actor: Actor, options: { at?: Date | null } = {}, now = new Date()): Promise<PageWriteResult> {
  const row = await getPageById(id);
  if (!row) return refused(404, "The page does not exist");
  const checked = await checkPage(row.draft ?? contentOfRow(row));
  if (!checked.ok) return refused(400, ...checked.errors);
  const at = options.at ?? null;
  if (at && Number.isNaN(at.getTime())) return refused(400, "publishAt: must be a date and time");
  try {
    return await inTransaction(async (tx) => {
    if (at && at.getTime() > now.getTime()) {
      // The draft is what will go live: keep one even when the editor has not changed anything.
      if (row.draft === null) await updatePageDraft(id, { draft: checked.page as unknown as Record<string, unknown>, updatedBy: actor.actorUserId, now }, tx);
      await setPagePublishAt(id, at, { updatedBy: actor.actorUserId, now }, tx);
      // The revision list and its screen show the schedule (the page as it will go live, and when).
      await insertPageRevision(
        { pageId: id, authorId: actor.actorUserId, authorEmail: actor.actorEmail, title: checked.page.title, snapshot: { state: "scheduled", publishAt: at.toISOString(), page: checked.page as unknown as Record<string, unknown> }, createdAt: now },
        tx,
      );
      await recordAudit({ ...actor, action: "page.schedule", entityType: "page", entityId: id, details: { path: row.path, at: at.toISOString() } }, tx);
      return { ok: true as const, id, path: row.path };
    }
    const published = await goLive(row.id, checked.page, actor, now, tx);
    await recordAudit({ ...actor, action: "page.publish", entityType: "page", entityId: id, details: { path: published.path, title: published.title } }, tx);
    await emitPagePublished({ id, path: published.path, title: published.title }, tx);
    return { ok: true as const, id, path: published.path };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refused(409, `path: another page is already at ${checked.page.path}`);
    throw error;
  }
}

async function goLive(id: string, page: Page, actor: Actor, now: Date, tx: Parameters<Parameters<typeof inTransaction>[0]>[0]): Promise<PageRow> {
  const row = await publishPageContent(id, { content: contentColumns(page), updatedBy: actor.actorUserId, now }, tx);
  await insertPageRevision(
    { pageId: id, authorId: actor.actorUserId, authorEmail: actor.actorEmail, title: page.title, snapshot: { state: "published", page: page as unknown as Record<string, unknown> }, createdAt: now },
    tx,
  );
  return row!;
}

/**
 * Publishes the page's live content with other blocks (a landing test's winning variant, decision
 * 037), as a new published revision, inside the caller's transaction. The editor's unpublished
 * draft, if any, is replaced as publishing does (its revisions keep it).
 */
export async function publishBlocks(pageId: string, blocks: unknown, actor: Actor, now: Date, tx: Parameters<Parameters<typeof inTransaction>[0]>[0]): Promise<PageWriteResult> {
  const row = await getPageById(pageId, tx);
  if (!row) return refused(404, "The page does not exist");
  const checked = await checkPage({ ...contentOfRow(row), blocks });
  if (!checked.ok) return refused(400, ...checked.errors);
  const published = await goLive(row.id, checked.page, actor, now, tx);
  await recordAudit({ ...actor, action: "page.publish", entityType: "page", entityId: row.id, details: { path: published.path, title: published.title, fromLandingTest: true } }, tx);
  return { ok: true, id: row.id, path: published.path };
}

/** Clears a page's schedule (its draft stays a draft). */
export async function cancelSchedule(id: string, actor: Actor, now = new Date()): Promise<PageWriteResult> {
  return inTransaction(async (tx) => {
    const row = await setPagePublishAt(id, null, { updatedBy: actor.actorUserId, now }, tx);
    if (!row) return refused(404, "The page does not exist");
    await recordAudit({ ...actor, action: "page.unschedule", entityType: "page", entityId: id, details: { path: row.path } }, tx);
    return { ok: true as const, id, path: row.path };
  });
}

/** Takes a page off the site; its content stays, as a draft. */
export async function unpublishPage(id: string, actor: Actor, now = new Date()): Promise<PageWriteResult> {
  return inTransaction(async (tx) => {
    const current = await getPageById(id, tx);
    if (!current) return refused(404, "The page does not exist");
    if (current.draft === null) await updatePageDraft(id, { draft: contentOfRow(current), updatedBy: actor.actorUserId, now }, tx);
    const row = await unpublishPageRow(id, { updatedBy: actor.actorUserId, now }, tx);
    await recordAudit({ ...actor, action: "page.unpublish", entityType: "page", entityId: id, details: { path: row!.path } }, tx);
    return { ok: true as const, id, path: row!.path };
  });
}

/** Restores a revision: its page is saved again as the draft (a new revision naming the one restored). */
export async function restorePageRevision(id: string, revisionId: string, actor: Actor, now = new Date()): Promise<PageWriteResult> {
  const revision = await getPageRevision(id, revisionId);
  if (!revision) return refused(404, "The revision does not exist");
  return savePageDraft(id, revision.snapshot.page, actor, now, { restoredFrom: revision.id });
}

/** Deletes a page and its revisions (admins and owners: the route checks the role). */
export async function deletePage(id: string, actor: Actor): Promise<PageWriteResult> {
  return inTransaction(async (tx) => {
    const row = await deletePageRow(id, tx);
    if (!row) return refused(404, "The page does not exist");
    await deletePageRevisions(row.id, tx);
    await recordAudit({ ...actor, action: "page.delete", entityType: "page", entityId: row.id, details: { path: row.path, title: row.title } }, tx);
    return { ok: true as const, id: row.id, path: row.path };
  });
}

/**
 * The scheduler's part (app/services/scheduler.server.ts): publishes every page whose scheduled
 * draft is due. A draft that no longer passes the checks is left unpublished and its schedule
 * cleared (logged and audited), rather than taking the page down.
 */
export async function publishDuePages(now = new Date()): Promise<string[]> {
  return inTransaction(async (tx) => {
    const published: string[] = [];
    for (const row of await duePages(now, tx)) {
      const page = row.draft ? pageSchema.safeParse(row.draft) : null;
      const system: Actor = { actorUserId: null, actorEmail: null, ip: null, userAgent: null };
      if (!page?.success) {
        await setPagePublishAt(row.id, null, { updatedBy: row.updatedBy, now }, tx);
        await recordAudit({ ...system, action: "page.schedule_failed", entityType: "page", entityId: row.id, details: { path: row.path } }, tx);
        logger.error({ path: row.path }, "a scheduled page draft no longer parses: not published");
        continue;
      }
      await goLive(row.id, { ...page.data, path: row.path }, { ...system, actorUserId: row.updatedBy }, now, tx);
      await recordAudit({ ...system, action: "page.publish", entityType: "page", entityId: row.id, details: { path: row.path, scheduled: true } }, tx);
      await emitPagePublished({ id: row.id, path: row.path, title: page.data.title }, tx);
      published.push(row.path);
    }
    return published;
  });
}
