import { ArrowRight, RefreshCw } from "lucide-react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/index";
import { TagChips } from "#app/components/tag-chips.tsx";
import { CardGrid, EmptyState, ErrorPanel, ListHeader, ReadTime } from "#app/components/marketing/article-parts.tsx";
import { ConnectionDiagnostics, DiagnosticsDisclosure } from "#app/components/marketing/diagnostics-disclosure.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { caseStudyReadTime } from "#app/lib/content.ts";
import { caseStudiesPage } from "#app/content/pages/case-studies.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { useLiveUpdates } from "#app/lib/use-live-updates.ts";
import { listPublishedCaseStudies } from "#app/models/case-studies.server.ts";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { mediaImagesByIds } from "#app/models/media.server.ts";
import { ContentCover, MediaImage } from "#app/components/media-image.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getOptionalStaffWith(request, "content").catch(() => null);
  const isAdmin = admin !== null;
  try {
    const studies = await listPublishedCaseStudies();
    const images = await mediaImagesByIds(studies.flatMap((study) => [study.coverMediaId, study.logoMediaId]));
    return data(
      {
        state: "ok" as const,
        isAdmin,
        // Only what a card shows.
        studies: studies.map((study) => {
          const { id, title, subtitle, description, tags } = study;
          const cover = study.coverMediaId ? (images.get(study.coverMediaId) ?? null) : null;
          const logo = study.logoMediaId ? (images.get(study.logoMediaId) ?? null) : null;
          return { id, title, subtitle, description, tags, readTime: caseStudyReadTime(study), cover, logo };
        }),
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

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageSeo(caseStudiesPage, { noindex: loaderData?.state !== "ok" });
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
              <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
                <ContentCover
                  cover={study.cover}
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/9] object-cover"
                  priority={loaderData.studies[0] === study}
                  decorative
                />
                <div className="flex flex-1 flex-col p-6">
                <div className="flex items-center justify-between gap-3">
                  <ReadTime as="p" value={study.readTime} className="text-xs text-muted-foreground" />
                  {study.logo ? (
                    <span className="block w-10 shrink-0">
                      <MediaImage image={study.logo} sizes="40px" className="rounded" />
                    </span>
                  ) : null}
                </div>
                <h2 className="mt-3 text-xl font-semibold leading-snug">{study.title}</h2>
                {study.subtitle ? <p className="mt-1 text-sm font-medium text-primary">{study.subtitle}</p> : null}
                {study.description ? <p className="mt-3 flex-1 text-sm text-muted-foreground">{study.description}</p> : <div className="flex-1" />}
                <TagChips tags={study.tags} className="mt-4" />
                <Link
                  to={`/case-studies/${study.id}`}
                  className="mt-5 inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
                >
                  Read More<span className="sr-only">: {study.title}</span> <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
                </div>
              </article>
            )}
          </CardGrid>
        )}
        {loaderData.isAdmin && loaderData.state === "ok" && !retrying ? <DiagnosticsDisclosure /> : null}
      </div>
    </div>
  );
}
