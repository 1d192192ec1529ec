import { MAX_CATEGORY_LENGTH, MAX_SEARCH_LENGTH } from "./blog-query-limits.ts";
import { z } from "./zod";

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

/** Reads the last value of each known parameter; unknown parameters are ignored. */
export function parseBlogQuery(searchParams: URLSearchParams) {
  const input: Record<string, string> = {};
  for (const key of ["q", "category"] as const) {
    const all = searchParams.getAll(key);
    if (all.length > 0) input[key] = all[all.length - 1]!;
  }
  return BlogQuerySchema.safeParse(input);
}
