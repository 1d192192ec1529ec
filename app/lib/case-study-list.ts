/**
 * What the case studies' pages and their islands' JSON (GET /api/case-studies, /api/case-studies/{id})
 * say (issue 17.3, decision 027): the same data from the same service, so what an island fetches is
 * what the page renders. Isomorphic (types and an address): the islands import it.
 */
import type { CaseStudyCardData } from "#app/components/case-studies/case-study-card.tsx";
import type { CaseStudyPageData } from "#app/services/article-pages.server.ts";
import type { Facets } from "./case-study-facets.ts";
import { paths } from "./paths.ts";

export type CaseStudyListFilter = { service: string | null; industry: string | null };

export type CaseStudyListData =
  | { state: "ok"; filter: CaseStudyListFilter; facets: Facets; studies: CaseStudyCardData[] }
  /** An address nobody's filter link makes (400). */
  | { state: "invalid"; message: string; studies: [] }
  /** The database failed (503); the details stay in the server's log. */
  | { state: "error"; message: string; studies: [] };

/** The JSON of the list a /case-studies address shows (its filter parameters, nothing else). */
export function caseStudyListApiUrl(href: string, base = "http://localhost"): string {
  const url = new URL(href, base);
  const params = new URLSearchParams();
  for (const key of ["service", "industry"]) for (const value of url.searchParams.getAll(key)) params.append(key, value);
  const search = params.toString();
  return search ? `${paths.caseStudiesApi}?${search}` : paths.caseStudiesApi;
}

/** What /api/case-studies/{id} answers (and the page's loader reads): the article, or why there is none (404, 503). */
export type CaseStudyArticleAnswer = { state: "ok"; study: CaseStudyPageData } | { state: "missing" | "error"; message: string };
