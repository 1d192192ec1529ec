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
import { listPublishedCaseStudies } from "#app/models/case-studies.server.ts";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { caseStudyCards } from "#app/services/article-pages.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getOptionalStaffWith(request, "content").catch(() => null);
  const isAdmin = admin !== null;
  try {
    const studies = await listPublishedCaseStudies();
    return data(
      {
        state: "ok" as const,
        isAdmin,
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
  return pageSeo(caseStudiesPage, { noindex: loaderData?.state !== "ok", site: siteSettingsOf(matches) });
}

export default function CaseStudiesIndex({ loaderData }: Route.ComponentProps) {
  useLiveUpdates("case-studies");
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading" && loaderData.state === "error";

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ListHeader {...caseStudiesPage.hero} />

      <div className="mt-12" aria-live="polite">
        {retrying ? (
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
