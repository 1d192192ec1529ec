import { ArrowRight, Clock, RefreshCw } from "lucide-react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/index";
import { ConnectionDiagnostics } from "~/components/content/connection-diagnostics";
import { TagChips } from "~/components/content/tag-chips";
import { Button } from "~/components/ui/button";
import { caseStudyReadTime } from "~/lib/content";
import { caseStudiesPage } from "~/content/pages/case-studies";
import { pageSeo } from "~/lib/seo";
import { useLiveUpdates } from "~/lib/use-live-updates";
import { listPublishedCaseStudies } from "~/models/case-studies.server";
import { getOptionalAdmin } from "~/services/auth.server";
import { logger } from "~/services/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getOptionalAdmin(request).catch(() => null);
  const isAdmin = admin !== null;
  try {
    const studies = await listPublishedCaseStudies();
    return data(
      {
        state: "ok" as const,
        isAdmin,
        studies: studies.map((study) => ({
          id: study.id,
          title: study.title,
          subtitle: study.subtitle,
          description: study.description,
          tags: study.tags,
          readTime: caseStudyReadTime(study),
        })),
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
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Case Studies</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Real projects, real numbers: how our clients cut costs, moved faster and put AI and data to work.
        </p>
      </header>

      <div className="mt-12" aria-live="polite">
        {retrying ? (
          <div className="py-12 text-center" role="status">
            <p className="text-muted-foreground">Loading case studies...</p>
            {loaderData.isAdmin ? <ConnectionDiagnostics autoRun /> : null}
          </div>
        ) : loaderData.state === "error" ? (
          <div role="alert" className="mx-auto max-w-xl rounded-lg border border-destructive/40 p-6 text-center">
            <h2 className="text-lg font-semibold">Error Loading Case Studies</h2>
            <p className="mt-2 text-muted-foreground">{loaderData.message}</p>
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
          </div>
        ) : loaderData.studies.length === 0 ? (
          <div className="py-12 text-center">
            <h2 className="text-2xl font-semibold">No Case Studies Found</h2>
            <p className="mt-2 text-muted-foreground">New case studies are on their way. Check back soon.</p>
          </div>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.studies.map((study) => (
              <li key={study.id}>
                <article className="flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
                  <p className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden="true" /> {study.readTime}
                  </p>
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
                </article>
              </li>
            ))}
          </ul>
        )}
        {loaderData.isAdmin && loaderData.state === "ok" && !retrying ? (
          <details className="mt-12">
            <summary className="cursor-pointer text-sm text-muted-foreground">Connection diagnostics</summary>
            <ConnectionDiagnostics />
          </details>
        ) : null}
      </div>
    </div>
  );
}
