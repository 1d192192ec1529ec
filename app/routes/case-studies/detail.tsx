import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import type { Route } from "./+types/detail";
import { BackLink, CaseStudyUnavailable, caseStudyMeta } from "#app/components/case-studies/case-study-article.tsx";
import { ConnectionDiagnostics, DiagnosticsDisclosure } from "#app/components/marketing/diagnostics-disclosure.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CaseStudyArticleIsland, CaseStudyLive } from "#app/islands/case-study-article.tsx";
import { loaderHeaders } from "#app/lib/http.ts";
import { useLiveUpdates } from "#app/lib/use-live-updates.ts";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { caseStudyArticle } from "#app/services/case-study-pages.server.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/**
 * A visitor's case study is sent without React Router's client (decision 027): the article is an
 * island that follows the case study's changes (app/islands/case-study-article.tsx). Staff keep
 * React Router for the connection diagnostics (the same component, hydrated with the page); error
 * states (no loader data) for Try Again and for a case study published while they are open.
 */
export const handle = {
  hydrate: (data) => (data as { isAdmin?: boolean }).isAdmin === true,
  islands: ["case-study-article"],
} satisfies PageHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await getOptionalStaffWith(request, "content").catch(() => null);
  const isAdmin = admin !== null;
  const { status, data: answer } = await caseStudyArticle(params.id);
  // Unknown, malformed and draft ids look the same to a visitor.
  if (answer.state !== "ok") throw data({ message: answer.message, isAdmin }, { status });
  return data({ isAdmin, study: answer.study }, { headers: { "Cache-Control": "private, no-cache" } });
}

export const headers = loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // The error boundary below brings its own title and noindex; a second title here would duplicate them.
  return loaderData ? caseStudyMeta(loaderData.study, siteSettingsOf(matches)) : [];
}

export default function CaseStudyDetail({ loaderData }: Route.ComponentProps) {
  const { name: siteName } = useSiteSettings();
  // Staff's page is hydrated by React Router as a whole: the same component, with the diagnostics.
  if (loaderData.isAdmin) {
    return (
      <CaseStudyLive study={loaderData.study} siteName={siteName}>
        <DiagnosticsDisclosure />
      </CaseStudyLive>
    );
  }
  return <CaseStudyArticleIsland study={loaderData.study} siteName={siteName} />;
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
    <CaseStudyUnavailable notFound={notFound} message={message}>
      <title>{`${notFound ? "Case Study Not Found" : "Error Loading Case Study"} | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      {!notFound ? (
        <Button type="button" onClick={() => void revalidator.revalidate()}>
          Try Again
        </Button>
      ) : null}
      {isAdmin && !notFound ? <ConnectionDiagnostics autoRun /> : null}
    </CaseStudyUnavailable>
  );
}
