/**
 * Proof where buyers look (issue 17.3): the results band of the home page, /services and
 * /case-studies, and the related case study under each service and solution page, all read from
 * the published case studies and their `case_study_results` rows (drafts never count). The pages
 * that show them are kept in the HTML cache under the topic `case-studies` (app/lib/paths.ts
 * `cacheTopicsFor`), which every change of a case study or a result row drops (migration 0001).
 */
import type { MediaImage } from "../lib/media.ts";
import { monogramStyle, initialsOf, type MonogramShape } from "../lib/server/art/monogram.server.ts";
import { clientNameFromTitle } from "../lib/client-name.ts";
import { industryLabel, serviceLabel } from "../lib/case-study-facets.ts";
import { paths } from "../lib/paths.ts";
import { rankResults, strongestResults, type RankedResult, type ResultRow } from "../lib/proof.ts";
import { listPublishedCaseStudies, listPublishedResults, type CaseStudy, type CaseStudyFilter } from "../models/case-studies.server.ts";
import { mediaImagesByIds } from "../models/media.server.ts";

/** A client as the band shows it: the case study's logo when set, else a generated monogram. */
export type ClientMarkData = { name: string; initials: string; hue: number; shape: MonogramShape; logo: MediaImage | null };

export type ProofNumber = {
  figure: string;
  metric: string;
  beforeValue: string;
  afterValue: string;
};

export type ProofItem = ProofNumber & { caseStudyId: string; title: string; href: string; client: ClientMarkData };

export type RelatedStudy = {
  id: string;
  title: string;
  subtitle: string | null;
  href: string;
  client: ClientMarkData;
  /** Its strongest result, if any has a figure. */
  result: ProofNumber | null;
  /** What it is filed under, as labels. */
  facets: string[];
  /** "related" when it matches the page; "featured" when nothing matched and the best published one stands in. */
  match: "related" | "featured";
};

/** How many numbers the band shows: one row of four on a desktop, two by two on a phone. */
export const BAND_SIZE = 4;

type Loaded = { studies: CaseStudy[]; results: ResultRow[]; logos: Map<string, MediaImage> };

async function loadPublished(): Promise<Loaded> {
  const [studies, results] = await Promise.all([listPublishedCaseStudies(), listPublishedResults()]);
  const logos = await mediaImagesByIds(studies.map((study) => study.logoMediaId));
  return { studies, results, logos };
}

function clientOf(study: CaseStudy, logos: Map<string, MediaImage>): ClientMarkData {
  const name = clientNameFromTitle(study.title);
  const { shape, hue } = monogramStyle(name);
  return { name, initials: initialsOf(name), hue, shape, logo: study.logoMediaId ? (logos.get(study.logoMediaId) ?? null) : null };
}

const numberOf = (row: RankedResult): ProofNumber => ({ figure: row.figure, metric: row.metric, beforeValue: row.beforeValue, afterValue: row.afterValue });

function bandOf({ studies, results, logos }: Loaded, limit: number): ProofItem[] {
  const byId = new Map(studies.map((study) => [study.id, study]));
  return strongestResults(results, limit).flatMap((row) => {
    const study = byId.get(row.caseStudyId);
    if (!study) return [];
    return [{ ...numberOf(row), caseStudyId: study.id, title: study.title, href: paths.caseStudy(study.id), client: clientOf(study, logos) }];
  });
}

function relatedOf({ studies, results, logos }: Loaded, study: CaseStudy, match: RelatedStudy["match"]): RelatedStudy {
  const [best] = rankResults(results.filter((row) => row.caseStudyId === study.id));
  return {
    id: study.id,
    title: study.title,
    subtitle: study.subtitle,
    href: paths.caseStudy(study.id),
    client: clientOf(study, logos),
    result: best ? numberOf(best) : null,
    facets: [serviceLabel(study.service), industryLabel(study.industry)].filter((label): label is string => label !== null),
    match,
  };
}

/** The first study (featured first, newest first) that fits a criterion, trying them in order. */
function firstMatching(studies: readonly CaseStudy[], criteria: readonly CaseStudyFilter[]): CaseStudy | undefined {
  for (const criterion of criteria) {
    const found = studies.find(
      (study) => (!criterion.service || study.service === criterion.service) && (!criterion.industry || study.industry === criterion.industry),
    );
    if (found) return found;
  }
  return undefined;
}

/** The home page's and /case-studies' band. */
export async function proofBand(limit = BAND_SIZE): Promise<ProofItem[]> {
  return bandOf(await loadPublished(), limit);
}

/** /services: the band, and under each service the case study filed under it (none when there is none). */
export async function servicesProof(serviceIds: readonly string[]): Promise<{ band: ProofItem[]; related: Record<string, RelatedStudy | null> }> {
  const loaded = await loadPublished();
  const related: Record<string, RelatedStudy | null> = {};
  for (const id of serviceIds) {
    const study = firstMatching(loaded.studies, [{ service: id }]);
    related[id] = study ? relatedOf(loaded, study, "related") : null;
  }
  return { band: bandOf(loaded, BAND_SIZE), related };
}

/**
 * What each solution page's buyer would want proved, most specific first. A page whose criteria
 * match no published case study shows the first featured one instead, labelled as such.
 */
export const solutionProofCriteria: Record<string, readonly CaseStudyFilter[]> = {
  "/solutions/for-colleges": [{ industry: "education", service: "ai-solutions" }, { industry: "education" }, { service: "ai-solutions" }],
  "/solutions/for-students": [{ industry: "education" }, { service: "ai-solutions" }],
  "/solutions/for-professionals": [{ service: "ai-solutions" }, { service: "machine-learning" }],
  "/solutions/for-mentors": [{ industry: "education" }, { service: "ai-solutions" }],
  "/solutions/for-companies": [{ service: "ai-solutions" }, { service: "data-engineering" }, { service: "machine-learning" }],
};

/** The case study under a solution page, or null when none is published. */
export async function relatedCaseStudyFor(pathname: string, options: { fallback?: boolean } = {}): Promise<RelatedStudy | null> {
  const loaded = await loadPublished();
  const study = firstMatching(loaded.studies, solutionProofCriteria[pathname] ?? []);
  if (study) return relatedOf(loaded, study, "related");
  // Proof must fit its page (issue 26): pages from blocks ask for no stand-in.
  if (options.fallback === false) return null;
  const fallback = loaded.studies[0];
  return fallback ? relatedOf(loaded, fallback, "featured") : null;
}
