/**
 * The public case studies' data (issue 17.3, decision 027): the list with its filter and a case
 * study's article, each read in one function that both the page's loader and the island's JSON
 * route call, so the page and its live updates never differ.
 */
import type { CaseStudyArticleAnswer, CaseStudyListData } from "../lib/case-study-list.ts";
import { facetsOf } from "../lib/case-study-facets.ts";
import { parseCaseStudyQuery } from "../lib/schemas/case-study-query.ts";
import { countPublishedByFacet, getPublishedCaseStudy, listPublishedCaseStudies } from "../models/case-studies.server.ts";
import { caseStudyCards, caseStudyPageData } from "./article-pages.server.ts";
import { logger } from "./logger.server.ts";

export const CASE_STUDIES_ERROR = "An error occurred while fetching case studies";

/** /case-studies?service=…&industry=…: the published case studies the filter keeps, with the filter's choices and counts. */
export async function caseStudyList(searchParams: URLSearchParams): Promise<{ status: number; data: CaseStudyListData }> {
  const parsed = parseCaseStudyQuery(searchParams);
  if (!parsed.success) {
    // An address nobody's filter link makes: said plainly (never a 500).
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    return { status: 400, data: { state: "invalid", message, studies: [] } };
  }
  const filter = parsed.data;
  try {
    const [studies, counts] = await Promise.all([listPublishedCaseStudies(filter), countPublishedByFacet()]);
    return {
      status: 200,
      data: {
        state: "ok",
        filter: { service: filter.service ?? null, industry: filter.industry ?? null },
        facets: facetsOf(counts, filter),
        // Only what a card shows.
        studies: await caseStudyCards(studies),
      },
    };
  } catch (error) {
    logger.error({ err: error }, "case study list failed");
    // SPEC §8: the list is emptied and a message shown (database details stay in the log).
    return { status: 503, data: { state: "error", message: CASE_STUDIES_ERROR, studies: [] } };
  }
}

/** /case-studies/{id}: the published case study with its rows; unknown, malformed and draft ids are all "missing". */
export async function caseStudyArticle(id: string): Promise<{ status: number; data: CaseStudyArticleAnswer }> {
  try {
    const study = await getPublishedCaseStudy(id);
    if (!study) return { status: 404, data: { state: "missing", message: "Case Study Not Found" } };
    return { status: 200, data: { state: "ok", study: await caseStudyPageData(study) } };
  } catch (error) {
    logger.error({ err: error, id }, "case study detail failed");
    return { status: 503, data: { state: "error", message: "An error occurred" } };
  }
}
