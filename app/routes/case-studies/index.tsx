import { data } from "react-router";
import type { Route } from "./+types/index";
import { ListHeader } from "#app/components/marketing/article-parts.tsx";
import { ConnectionDiagnostics, DiagnosticsDisclosure } from "#app/components/marketing/diagnostics-disclosure.tsx";
import { hubPageCopy } from "#app/lib/content-hubs.ts";
import { contentHubs } from "#app/services/content-hubs.server.ts";
import { CaseStudyListIsland } from "#app/islands/case-study-list.tsx";
import { pageSeo } from "#app/lib/seo.ts";
import { getOptionalStaffWith } from "#app/services/auth.server.ts";
import { caseStudyList } from "#app/services/case-study-pages.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { loaderHeaders } from "#app/lib/http.ts";

/**
 * Visitors get the page without React Router's client (decision 027): the filter and the list are
 * one island (app/islands/case-study-list.tsx) that follows the filter's links in place and the
 * server's changes live, from /api/case-studies; its error state's Try Again asks that again.
 * Staff keep React Router for the connection diagnostics (the island is hydrated with the page).
 */
export const handle = {
  hydrate: (data) => (data as { isAdmin?: boolean }).isAdmin === true,
  islands: ["case-study-list"],
} satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getOptionalStaffWith(request, "content").catch(() => null);
  const list = await caseStudyList(new URL(request.url).searchParams);
  // The hub's words are the "hubs" setting (staff edit them under Site settings).
  const hub = hubPageCopy("caseStudies", (await contentHubs()).caseStudies);
  return data(
    { ...list.data, isAdmin: admin !== null, hub },
    // Per-visitor (the admin panel), and live: never shared by a cache.
    { status: list.status, headers: list.status === 200 ? { "Cache-Control": "private, no-cache" } : undefined },
  );
}

export const headers = loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // A filtered view is shareable, not a page of its own for search engines (as /blog?category=).
  const filtered = loaderData?.state === "ok" && Boolean(loaderData.filter.service || loaderData.filter.industry);
  if (!loaderData) return [];
  return pageSeo(loaderData.hub, { noindex: loaderData?.state !== "ok" || filtered, site: siteSettingsOf(matches) });
}

export default function CaseStudiesIndex({ loaderData }: Route.ComponentProps) {
  const { isAdmin, hub, ...list } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ListHeader {...hub.hero} />
      <CaseStudyListIsland initial={list} />
      {isAdmin && list.state === "ok" ? <DiagnosticsDisclosure /> : null}
      {isAdmin && list.state === "error" ? <ConnectionDiagnostics autoRun /> : null}
    </div>
  );
}
