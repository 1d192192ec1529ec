import { RefreshCw } from "lucide-react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/index";
import { CaseStudyCard } from "#app/components/case-studies/case-study-card.tsx";
import { CardGrid, EmptyState, ErrorPanel, ListHeader } from "#app/components/marketing/article-parts.tsx";
import { ConnectionDiagnostics, DiagnosticsDisclosure } from "#app/components/marketing/diagnostics-disclosure.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { caseStudiesPage } from "#app/content/pages/case-studies.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { useLiveUpdates } from "#app/lib/use-live-updates.ts";
import { countPublishedByFacet, listPublishedCaseStudies } from "#app/models/case-studies.server.ts";
import { CaseStudyFilter } from "#app/components/case-studies/case-study-filter.tsx";
import { facetsOf } from "#app/lib/case-study-facets.ts";
import { caseStudiesHref } from "#app/lib/paths.ts";
import { parseCaseStudyQuery } from "#app/lib/schemas/case-study-query.ts";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { caseStudyCards } from "#app/services/article-pages.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/**
 * Visitors get the list without React (decision 025): its filter is links and the page script
 * follows new and changed case studies (`data-live-topic` below). Staff keep React for the
 * connection diagnostics, a failed load for Try Again.
 */
export const handle = {
  hydrate: (data) => {
    const { isAdmin, state } = data as { isAdmin?: boolean; state?: string };
    return isAdmin === true || state === "error";
  },
} satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getOptionalStaffWith(request, "content").catch(() => null);
  const isAdmin = admin !== null;
  const parsed = parseCaseStudyQuery(new URL(request.url).searchParams);
  if (!parsed.success) {
    // An address nobody's filter link makes: said plainly, with the way back (never a 500).
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    return data({ state: "invalid" as const, isAdmin, message, studies: [] }, { status: 400 });
  }
  const filter = parsed.data;
  try {
    const [studies, counts] = await Promise.all([listPublishedCaseStudies(filter), countPublishedByFacet()]);
    return data(
      {
        state: "ok" as const,
        isAdmin,
        filter: { service: filter.service ?? null, industry: filter.industry ?? null },
        facets: facetsOf(counts, filter),
        // Only what a card shows.
        studies: await caseStudyCards(studies),
      },
      // Per-visitor (the admin panel), and live: never shared by a cache.
      { headers: { "Cache-Control": "private, no-cache" } },
    );
  } catch (error) {
    logger.error({ err: error }, "case study list failed");
    // SPEC §8: the list is emptied and a message shown (database details stay in the log).
    return data(
      { state: "error" as const, isAdmin, message: "An error occurred while fetching case studies", studies: [] },
      { status: 503 },
    );
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // A filtered view is shareable, not a page of its own for search engines (as /blog?category=).
  const filtered = loaderData?.state === "ok" && Boolean(loaderData.filter.service || loaderData.filter.industry);
  return pageSeo(caseStudiesPage, { noindex: loaderData?.state !== "ok" || filtered, site: siteSettingsOf(matches) });
}

export default function CaseStudiesIndex({ loaderData }: Route.ComponentProps) {
  useLiveUpdates("case-studies");
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading" && loaderData.state === "error";

  return (
    <div data-live-topic="case-studies" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ListHeader {...caseStudiesPage.hero} />

      {loaderData.state === "ok" && loaderData.facets.total > 0 ? <CaseStudyFilter filter={loaderData.filter} facets={loaderData.facets} shown={loaderData.studies.length} /> : null}

      <div className="mt-10" aria-live="polite">
        {loaderData.state === "invalid" ? (
          <ErrorPanel title="Unknown filter" message={loaderData.message}>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/case-studies">Show all case studies</Link>
            </Button>
          </ErrorPanel>
        ) : retrying ? (
          <div className="py-12 text-center" role="status">
            <p className="text-muted-foreground">Loading case studies...</p>
            {loaderData.isAdmin ? <ConnectionDiagnostics autoRun /> : null}
          </div>
        ) : loaderData.state === "error" ? (
          <ErrorPanel title="Error Loading Case Studies" message={loaderData.message}>
            <div className="mt-4 flex justify-center gap-3">
              <Button asChild variant="outline">
                <Link to="/case-studies" reloadDocument>
                  <RefreshCw aria-hidden="true" /> Refresh Page
                </Link>
              </Button>
              <Button type="button" onClick={() => void revalidator.revalidate()}>
                Try Again
              </Button>
            </div>
            {loaderData.isAdmin ? <ConnectionDiagnostics autoRun /> : null}
          </ErrorPanel>
        ) : loaderData.studies.length === 0 && loaderData.facets.total > 0 ? (
          <EmptyState title="No case studies match this filter">
            <p className="mt-2 text-muted-foreground">None of our published case studies is filed under this combination yet.</p>
            <Button asChild className="mt-6">
              <Link to={caseStudiesHref({})} data-soft-nav="">
                Clear the filter
              </Link>
            </Button>
          </EmptyState>
        ) : loaderData.studies.length === 0 ? (
          <EmptyState title="No Case Studies Found">
            <p className="mt-2 text-muted-foreground">New case studies are on their way. Check back soon.</p>
          </EmptyState>
        ) : (
          <CardGrid items={loaderData.studies} keyOf={(study) => study.id}>
            {(study) => (
              <CaseStudyCard study={study} priority={loaderData.studies[0] === study} />
            )}
          </CardGrid>
        )}
        {loaderData.isAdmin && loaderData.state === "ok" && !retrying ? <DiagnosticsDisclosure /> : null}
      </div>
    </div>
  );
}
