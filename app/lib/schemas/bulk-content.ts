/**
 * The bulk actions of the Blog Posts and Case Studies lists and the Trash's restore (issue 28):
 * the rows' checkboxes post `ids` (one value each) and the pressed button an `intent`. The same
 * schema reads the form in the browser's Conform and on the server.
 */
import { UNKNOWN_ACTION } from "./delete-intent.ts";
import { z } from "./zod.ts";

/** How long a record stays in the trash before the scheduler purges it. */
export const TRASH_DAYS = 30;

/** The most rows one action changes (a page of a list is 20). */
export const BULK_MAX = 100;

export const bulkIntents = ["publish", "unpublish", "trash"] as const;
export type BulkIntent = (typeof bulkIntents)[number];

export const BULK_TEXTS = {
  none: "Choose at least one row.",
  tooMany: `Choose at most ${BULK_MAX} rows at once.`,
  unknown: "Unknown record.",
  failed: "The change could not be saved. Try again.",
  confirmTrash: "Move the chosen items to the trash? They can be restored for 30 days.",
} as const;

/** One id or several: FormData gives a lone value as a string. */
const idList = z.preprocess(
  (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string({ error: BULK_TEXTS.unknown }).min(1, BULK_TEXTS.unknown).max(200, BULK_TEXTS.unknown)).min(1, BULK_TEXTS.none).max(BULK_MAX, BULK_TEXTS.tooMany),
);

export const BulkActionSchema = z.object({ intent: z.enum(bulkIntents, { error: UNKNOWN_ACTION }), ids: idList });

export const trashKinds = ["blog_post", "case_study"] as const;

/** The Trash's Restore: one kind and its ids. */
export const RestoreSchema = z.object({
  intent: z.literal("restore", { error: UNKNOWN_ACTION }),
  kind: z.enum(trashKinds, { error: BULK_TEXTS.unknown }),
  ids: idList,
});

/** "2 posts", "1 case study". */
export function countOf(n: number, kind: (typeof trashKinds)[number]): string {
  const [one, many] = kind === "blog_post" ? ["post", "posts"] : ["case study", "case studies"];
  return `${n} ${n === 1 ? one : many}`;
}

/** What a bulk action says when it is done. */
export function bulkNotice(intent: BulkIntent | "restore", n: number, kind: (typeof trashKinds)[number]): string {
  const what = countOf(n, kind);
  if (n === 0) return "Nothing changed: the chosen rows were already so.";
  switch (intent) {
    case "publish":
      return `${what} published.`;
    case "unpublish":
      return `${what} unpublished (now drafts).`;
    case "trash":
      return `${what} moved to the trash.`;
    case "restore":
      return `${what} restored as ${n === 1 ? "a draft" : "drafts"}.`;
  }
}
