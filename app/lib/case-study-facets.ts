/**
 * What a case study is filed under (issue 17.3): the service it proves (one of the five on
 * /services) and the client's industry. The ids are stored in `case_studies.service` and
 * `case_studies.industry`, chosen in the admin editor and used by the /case-studies filter.
 */
export type FacetOption = { id: string; label: string };

/**
 * The services of /services, by their section ids (`/services#{id}-details`): the anchors and
 * names of the page's service details (its words are the page's, db/seed-data/pages.json; a test
 * keeps the two alike). Add one here to offer it in the editor and the filter.
 */
export const caseStudyServices: readonly FacetOption[] = [
  { id: "cloud-architecture", label: "Cloud Architecture" },
  { id: "data-engineering", label: "Data Engineering" },
  { id: "cost-optimization", label: "Cost Optimization" },
  { id: "machine-learning", label: "Machine Learning" },
  { id: "ai-solutions", label: "AI Solutions" },
];

/** The industries a client can be in. Add one here to offer it in the editor and the filter. */
export const caseStudyIndustries: readonly FacetOption[] = [
  { id: "education", label: "Education" },
  { id: "financial-services", label: "Financial Services" },
  { id: "healthcare", label: "Healthcare" },
  { id: "retail", label: "Retail and E-commerce" },
  { id: "manufacturing", label: "Manufacturing" },
  { id: "logistics", label: "Logistics and Transport" },
  { id: "public-sector", label: "Public Sector" },
  { id: "technology", label: "Technology and SaaS" },
];

export const serviceIds = caseStudyServices.map((option) => option.id) as [string, ...string[]];
export const industryIds = caseStudyIndustries.map((option) => option.id) as [string, ...string[]];

export function serviceLabel(id: string | null | undefined): string | null {
  return caseStudyServices.find((option) => option.id === id)?.label ?? null;
}

export function industryLabel(id: string | null | undefined): string | null {
  return caseStudyIndustries.find((option) => option.id === id)?.label ?? null;
}

/** One choice of the /case-studies filter: its id (null: all), label, how many it would show, and whether it is the current one. */
export type FacetChoice = { id: string | null; label: string; count: number; current: boolean };
export type Facets = { total: number; services: FacetChoice[]; industries: FacetChoice[] };

/**
 * The filter's choices with their counts, from the published case studies counted per (service,
 * industry) pair. Each group counts within the other group's current choice (picking an industry
 * shows how many of its case studies each service has); a choice is offered when any published
 * case study has it, or when it is the current one.
 */
export function facetsOf(
  counts: readonly { service: string | null; industry: string | null; count: number }[],
  current: { service?: string | null; industry?: string | null },
): Facets {
  const sum = (test: (row: (typeof counts)[number]) => boolean) => counts.filter(test).reduce((total, row) => total + row.count, 0);
  const group = (
    options: readonly FacetOption[],
    key: "service" | "industry",
    other: "service" | "industry",
    allLabel: string,
  ): FacetChoice[] => {
    const within = (row: (typeof counts)[number]) => !current[other] || row[other] === current[other];
    const offered = options.filter((option) => option.id === current[key] || counts.some((row) => row[key] === option.id && row.count > 0));
    return [
      { id: null, label: allLabel, count: sum(within), current: !current[key] },
      ...offered.map((option) => ({
        id: option.id,
        label: option.label,
        count: sum((row) => row[key] === option.id && within(row)),
        current: current[key] === option.id,
      })),
    ];
  };
  return {
    total: sum(() => true),
    services: group(caseStudyServices, "service", "industry", "All services"),
    industries: group(caseStudyIndustries, "industry", "service", "All industries"),
  };
}
