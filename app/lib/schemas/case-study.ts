/**
 * The admin case-study editor (SPEC §2, §3, §5) plus results and tech-stack rows, used by the form
 * and by the server action.
 */
import { z } from "./zod.ts";
import { SLUG_PATTERN } from "../content.ts";
import { deleteIntent } from "./delete-intent.ts";
import { industryIds, serviceIds } from "../case-study-facets.ts";
import { checkbox, optionalMediaId, optionalText, requiredText, storable, tagList, textList, optionalSchedule, scheduleOffset } from "./fields.ts";

const MAX_ROWS = 30;

/** One cell of a table row: optional text, trimmed, bounded. */
const cell = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .check(storable(label))
    .optional();

const resultRow = z.object(
  { metric: cell("Metric", 200), beforeValue: cell("Before value", 200), afterValue: cell("After value", 200) },
  { error: "Each result must be a row of metric, before and after" },
);

const techRow = z.object(
  { category: cell("Category", 100), technologies: cell("Technologies", 500) },
  { error: "Each technology row must have a category and technologies" },
);

/** One of a fixed list (a select): blank means none; anything not on the list is refused. */
const optionalChoice = (label: string, ids: readonly [string, ...string[]]) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(ids, { error: `Choose ${/^[aeiou]/i.test(label) ? "an" : "a"} ${label.toLowerCase()} from the list` }).nullable());

export const CaseStudySchema = z.object({
  title: requiredText("Title", 200),
  subtitle: optionalText("Subtitle", 300),
  description: optionalText("Description", 2000),
  readTime: optionalText("Read time", 40),
  coverMediaId: optionalMediaId("Cover image"),
  logoMediaId: optionalMediaId("Client logo"),
  service: optionalChoice("Service", serviceIds),
  industry: optionalChoice("Industry", industryIds),
  scheduledAt: optionalSchedule,
  scheduleOffset,
  clientOverview: optionalText("Client overview", 5000),
  businessChallenge: textList("Business challenges"),
  projectObjectives: textList("Project objectives"),
  solution: optionalText("Solution", 5000),
  keyFeatures: textList("Key features"),
  securityGovernance: textList("Security & governance"),
  impact: textList("Impact"),
  whyItMatters: optionalText("Why it matters", 5000),
  ctaText: optionalText("Call to action text", 300),
  tags: tagList,
  isPublished: checkbox("Published"),
  isFeatured: checkbox("Featured"),
  results: z
    .array(resultRow.optional(), { error: "Results must be a list of rows" })
    .optional()
    .transform((rows) =>
      (rows ?? []).filter((row) => row && (row.metric || row.beforeValue || row.afterValue)) as z.output<typeof resultRow>[],
    )
    .pipe(
      z
        .array(
          z.object({
            metric: z.string({ error: "Metric is required" }).min(1, "Metric is required"),
            beforeValue: z.string().default(""),
            afterValue: z.string().default(""),
          }),
        )
        .max(MAX_ROWS, `At most ${MAX_ROWS} results`),
    ),
  techStack: z
    .array(techRow.optional(), { error: "The technology stack must be a list of rows" })
    .optional()
    .transform((rows) => (rows ?? []).filter((row) => row && (row.category || row.technologies)) as z.output<typeof techRow>[])
    .pipe(
      z
        .array(
          z.object({
            category: z.string({ error: "Category is required" }).min(1, "Category is required"),
            technologies: z.string({ error: "Technologies are required" }).min(1, "Technologies are required"),
          }),
        )
        .max(MAX_ROWS, `At most ${MAX_ROWS} technology rows`),
    ),
});

export type CaseStudyInput = z.output<typeof CaseStudySchema>;
/** The form's fields as the browser holds them. */
export type CaseStudyForm = z.input<typeof CaseStudySchema>;

/** The list fields whose next item may still be in its text box on Save (list-drafts.ts). */
export const CASE_STUDY_LIST_FIELDS = ["tags", "businessChallenge", "projectObjectives", "keyFeatures", "securityGovernance", "impact"] as const;

/** SPEC §2, §8: what the admin reads about case studies: the list, its states, saving and deleting. */
export const CASE_STUDY_TEXTS = {
  noun: "Case Study",
  list: "Case Studies",
  description: "Manage the case studies shown on the site.",
  add: "Add Case Study",
  loading: "Loading case studies...",
  loadFailed: "The case studies could not be loaded.",
  empty: "No case studies found",
  emptyHint: "Create your first case study to get started",
  // SPEC §8 sends the admin to the console for details; the page logs its message there.
  errorHint: "Check console for more details",
  confirmDelete: "Are you sure you want to delete this case study?",
  saveFailed: "Failed to save case study",
  deleteFailed: "Failed to delete case study",
  missing: "This case study no longer exists.",
} as const;

/** A new case study starts as a draft, as a new post does (issue 28; SPEC §3 had it published by default: decision 034). */
export const NEW_CASE_STUDY = { isPublished: false, isFeatured: false } as const;

/** A case study's id is a slug made from its title (its public URL). */
export const CaseStudyDeleteSchema = deleteIntent(
  z.string({ error: "Unknown case study." }).max(200, "Unknown case study.").regex(SLUG_PATTERN, "Unknown case study."),
);
