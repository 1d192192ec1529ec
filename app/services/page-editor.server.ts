/**
 * The page editor's action (issue 26.3): one entry point that reads the request once with the
 * editor's schema (app/lib/schemas/page-editor.ts), parses the page's JSON with bounded nesting,
 * and hands plain values to the page services (app/services/pages.server.ts), which check the
 * page with its schema, store it with a revision and audit it. Every refusal is a 4xx with our
 * messages, each naming where it is ("blocks.2.title: is required") so the editor shows it
 * beside its field; nothing is stored then.
 */
import { jsonNestingExceeds } from "../lib/rich-text/schema.ts";
import { can, type StaffRole } from "../lib/roles.ts";
import { scheduleMoment } from "../lib/schemas/fields.ts";
import { PAGE_TEXTS, PageEditorSchema } from "../lib/schemas/page-editor.ts";
import type { Actor } from "../models/audit-log.server.ts";
import { logger } from "./logger.server.ts";
import { cancelSchedule, deletePage, publishPage, restorePageRevision, savePageDraft, unpublishPage, type PageWriteResult } from "./pages.server.ts";
import { readSubmission } from "./submission.server.ts";

export const PAGE_EDITOR_MAX_BYTES = 4 * 1024 * 1024;

export type PageEditorAnswer =
  | { ok: true; intent: string; id: string | null; path: string | null; savedAt: string }
  | { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415 | 503; errors: string[] };

/** The page's JSON as an object, or why not. */
function readPageJson(text: string | undefined): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!text) return { ok: false, error: "page: is required" };
  // Deep nesting is refused before the parser (and the schema) walk it.
  if (jsonNestingExceeds(text, 64)) return { ok: false, error: "page: is nested too deep" };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, error: "page: must be a page" };
    return { ok: true, value };
  } catch {
    return { ok: false, error: "page: could not be read" };
  }
}

const answerOf = (intent: string, result: PageWriteResult, now: Date): PageEditorAnswer =>
  result.ok ? { ok: true, intent, id: result.id, path: result.path, savedAt: now.toISOString() } : { ok: false, status: result.status, errors: result.errors };

/** POST of the page editor: `id` null for a new page. */
export async function submitPageEditor(request: Request, id: string | null, staff: { role: StaffRole }, actor: Actor, now = new Date()): Promise<PageEditorAnswer> {
  const read = await readSubmission(request, PageEditorSchema, { maxBytes: PAGE_EDITOR_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, errors: [PAGE_TEXTS.saveFailed, read.message] };
  const { submission } = read;
  if (submission.status !== "success") {
    const reasons = Object.entries(submission.error ?? {}).flatMap(([field, messages]) => (messages ?? []).map((message) => `${field}: ${message}`));
    return { ok: false, status: 400, errors: reasons.length ? reasons : [PAGE_TEXTS.saveFailed] };
  }
  const input = submission.value;
  try {
    if (id === null && input.intent !== "save" && input.intent !== "publish") return { ok: false, status: 404, errors: ["The page does not exist"] };
    switch (input.intent) {
      case "save":
      case "publish": {
        const page = readPageJson(input.page);
        if (!page.ok) return { ok: false, status: 400, errors: [page.error] };
        const saved = await savePageDraft(id, page.value, actor, now);
        if (!saved.ok || input.intent === "save") return answerOf(input.intent, saved, now);
        const at = input.publishAt ? scheduleMoment(input.publishAt, input.scheduleOffset) : null;
        if (at && at.getTime() <= now.getTime()) return { ok: false, status: 400, errors: ["publishAt: must be in the future"] };
        return answerOf(input.intent, await publishPage(saved.id, actor, { at }, now), now);
      }
      case "unpublish":
        return answerOf(input.intent, await unpublishPage(id!, actor, now), now);
      case "cancelSchedule":
        return answerOf(input.intent, await cancelSchedule(id!, actor, now), now);
      case "restore":
        if (!input.revisionId) return { ok: false, status: 400, errors: ["revisionId: Unknown revision"] };
        return answerOf(input.intent, await restorePageRevision(id!, input.revisionId, actor, now), now);
      case "delete":
        if (!can(staff.role, "manage")) return { ok: false, status: 403, errors: [PAGE_TEXTS.deleteOnlyManagers] };
        return answerOf(input.intent, await deletePage(id!, actor), now);
    }
  } catch (error) {
    logger.error({ err: error }, PAGE_TEXTS.saveFailed);
    return { ok: false, status: 503, errors: [PAGE_TEXTS.saveFailed] };
  }
}
