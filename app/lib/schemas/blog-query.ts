import { MAX_CATEGORY_LENGTH, MAX_SEARCH_LENGTH } from "./blog-query-limits.ts";
import { lastValues } from "./query-params.ts";
import { z } from "./zod.ts";

export { MAX_CATEGORY_LENGTH, MAX_SEARCH_LENGTH };

// Control characters have no place in a search; they are dropped rather than refused.
// eslint-disable-next-line no-control-regex
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();

/**
 * The /blog query string (?q=...&category=...). Blank values and 'All' mean no filter; values too
 * long to be a real search are refused with a message (400), never passed to the database.
 */
export const BlogQuerySchema = z.object({
  q: z
    .string()
    .transform(clean)
    .pipe(z.string().max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`))
    .optional()
    .transform((value) => value || undefined),
  category: z
    .string()
    .transform(clean)
    .pipe(z.string().max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`))
    .optional()
    .transform((value) => (value && value.toLowerCase() !== "all" ? value : undefined)),
});

export type BlogQuery = z.output<typeof BlogQuerySchema>;

/** The highest page number a list accepts at all; beyond the last page is a 404 anyway. */
const MAX_PAGE = 100_000;

/**
 * GET /api/blog (the list's island): the same filters, and the page as a number written plainly.
 * A page that is not one is refused with a message here (the page itself answers it with a 404).
 */
export const BlogListApiQuerySchema = BlogQuerySchema.extend({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, "Page must be a whole number from 1")
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`))
    .optional()
    .transform((page) => page ?? 1),
});

export function parseBlogListApiQuery(searchParams: URLSearchParams) {
  return BlogListApiQuerySchema.safeParse(lastValues(searchParams, ["q", "category", "page"]));
}

/** Reads the last value of each known parameter; unknown parameters are ignored. */
export function parseBlogQuery(searchParams: URLSearchParams) {
  return BlogQuerySchema.safeParse(lastValues(searchParams, ["q", "category"]));
}


/**
 * The ?page= of a list (the last one when repeated): absent means 1; anything but a whole number
 * from 1 written plainly (no leading zeros, signs or decimals) is null, which the page answers with a 404.
 */
export function parsePageParam(searchParams: URLSearchParams): number | null {
  const all = searchParams.getAll("page");
  if (all.length === 0) return 1;
  const value = all[all.length - 1]!;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** How many pages `matching` items make at `perPage` a page; an empty list still has page 1. */
export function pageCount(matching: number, perPage: number): number {
  return Math.max(1, Math.ceil(matching / perPage));
}
