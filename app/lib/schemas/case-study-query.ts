/**
 * The /case-studies filter's query string (issue 17.3): ?service={id}&industry={id}, each one of the
 * ids of app/lib/case-study-facets.ts. Blank or "all" means no filter; any other value is refused
 * with a message (the page answers 400 with a link to the whole list), never sent to the database.
 */
import { industryIds, serviceIds } from "../case-study-facets.ts";
import { SLUG_PATTERN } from "../content.ts";
import { lastValues } from "./query-params.ts";
import { z } from "./zod.ts";

const facet = (label: string, ids: readonly [string, ...string[]]) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .optional()
    .transform((value) => (value && value !== "all" ? value : undefined))
    .pipe(z.enum(ids, { error: `There is no ${label} with that name` }).optional());

export const CaseStudyQuerySchema = z.object({
  service: facet("service", serviceIds),
  industry: facet("industry", industryIds),
});

export type CaseStudyQuery = z.output<typeof CaseStudyQuerySchema>;

/** Reads the last value of each known parameter; other parameters are ignored. */
export function parseCaseStudyQuery(searchParams: URLSearchParams) {
  return CaseStudyQuerySchema.safeParse(lastValues(searchParams, ["service", "industry"]));
}

/** A case study's id in an address (/api/case-studies/{id}): a readable slug, as made from the title. */
export const CaseStudyIdSchema = z
  .string({ error: "A case study id is required" })
  .max(200, "There is no case study with that id")
  .regex(SLUG_PATTERN, "There is no case study with that id");
