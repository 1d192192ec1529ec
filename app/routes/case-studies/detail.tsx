import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import type { Route } from "./+types/detail";
import { BackLink, CaseStudyArticle, caseStudyMeta } from "#app/components/case-studies/case-study-article.tsx";
import { ConnectionDiagnostics } from "#app/components/marketing/diagnostics-disclosure.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { loaderHeaders } from "#app/lib/http.ts";
import { useLiveUpdates } from "#app/lib/use-live-updates.ts";
import { getPublishedCaseStudy } from "#app/models/case-studies.server.ts";
import { caseStudyPageData } from "#app/services/article-pages.server.ts";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/**
 * A visitor's case study is sent without React (decision 025): the page script follows its changes
 * (`data-live-topic` below). Staff keep React for the connection diagnostics, error states for
 * Try Again.
 */
export const handle = { hydrate: (data) => (data as { isAdmin?: boolean }).isAdmin === true } satisfies PageHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await getOptionalStaffWith(request, "content").catch(() => null);
  let study;
  try {
    study = await getPublishedCaseStudy(params.id);
  } catch (error) {
    logger.error({ err: error, id: params.id }, "case study detail failed");
    throw data({ message: "An error occurred", isAdmin: admin !== null }, { status: 503 });
  }
  // Unknown, malformed and draft ids look the same to a visitor.
  if (!study) throw data({ message: "Case Study Not Found", isAdmin: admin !== null }, { status: 404 });
  return data({ isAdmin: admin !== null, study: await caseStudyPageData(study) }, { headers: { "Cache-Control": "private, no-cache" } });
}

export const headers = loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // The error boundary below brings its own title and noindex; a second title here would duplicate them.
  return loaderData ? caseStudyMeta(loaderData.study, siteSettingsOf(matches)) : [];
}

export default function CaseStudyDetail({ loaderData, params }: Route.ComponentProps) {
  // Only this case study's changes (its row, results or tech stack) refresh the page.
  useLiveUpdates("case-studies", params.id);
  return (
    <div data-live-topic="case-studies" data-live-id={params.id} className="contents">
      <CaseStudyArticle study={loaderData.study} isAdmin={loaderData.isAdmin} />
    </div>
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { name: siteName } = useSiteSettings();
  const revalidator = useRevalidator();
  // A case study published while this page is open appears without a reload.
  useLiveUpdates("case-studies", params.id);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const isAdmin = isRouteErrorResponse(error) && Boolean((error.data as { isAdmin?: boolean } | null)?.isAdmin);
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : "An error occurred";
  if (revalidator.state === "loading") {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center" role="status">
        <p className="text-muted-foreground">Loading case study...</p>
        <BackLink />
        {isAdmin ? <ConnectionDiagnostics autoRun /> : null}
      </section>
    );
  }
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{`${notFound ? "Case Study Not Found" : "Error Loading Case Study"} | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{notFound ? "Case Study Not Found" : "Error Loading Case Study"}</h1>
      <p className="text-muted-foreground">{notFound ? "The case study you're looking for doesn't exist." : message}</p>
      {!notFound ? (
        <Button type="button" onClick={() => void revalidator.revalidate()}>
          Try Again
        </Button>
      ) : null}
      <BackLink />
      {isAdmin && !notFound ? <ConnectionDiagnostics autoRun /> : null}
    </section>
  );
}
