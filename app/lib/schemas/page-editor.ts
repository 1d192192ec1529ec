/**
 * What the page editor posts (issue 26.3): an intent, the page as JSON (the block form's value,
 * checked by the page schema of app/lib/blocks/schema.ts on the server), a schedule in the
 * editor's time zone, or a revision to restore. Isomorphic.
 */
import { z } from "./zod.ts";
import { optionalSchedule, scheduleOffset } from "./fields.ts";

export const PAGE_INTENTS = ["save", "publish", "unpublish", "cancelSchedule", "restore", "delete"] as const;
export type PageIntent = (typeof PAGE_INTENTS)[number];

/** The most JSON one page may be: 60 blocks at their bounds fit well below. */
export const PAGE_JSON_MAX = 1_500_000;

export const PageEditorSchema = z.object({
  intent: z.enum(PAGE_INTENTS, { error: "Unknown action" }),
  page: z.string({ error: "The page must be sent as text" }).max(PAGE_JSON_MAX, "The page is too large").optional(),
  publishAt: optionalSchedule,
  scheduleOffset,
  revisionId: z.uuid({ error: "Unknown revision" }).optional(),
});
export type PageEditorInput = z.output<typeof PageEditorSchema>;

export const PAGE_TEXTS = {
  list: "Pages",
  description: "The site's pages, built from blocks: edit, preview, publish and schedule them.",
  add: "New page",
  empty: "No pages yet.",
  saveFailed: "Failed to save page",
  saved: "Saved",
  saving: "Saving…",
  unsaved: "Unsaved changes",
  deleteOnlyManagers: "Only admins and owners may delete pages.",
  confirmDelete: "Delete this page? Its revisions go with it, and its address stops answering.",
} as const;
