import { data } from "react-router";
import type { Route } from "./+types/marketing-page";
import { MarketingPageTemplate, marketingBreadcrumbs } from "#app/components/marketing/marketing-page-template.tsx";
import { getMarketingPage } from "#app/content/marketing-pages.ts";
import { iraconnectProduct } from "#app/content/products.ts";
import { heroArtFor, storyArtFor } from "#app/lib/art/hero.ts";
import { loaderHeaders, PRIVATE_NO_STORE } from "#app/lib/http.ts";
import { showsCaseStudyProof } from "#app/lib/paths.ts";
import { relatedCaseStudyFor } from "#app/services/proof.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { iraconnectProductJsonLd } from "#app/lib/product-jsonld.ts";
import { breadcrumbJsonLd, faqJsonLd, type JsonLd, seo } from "#app/lib/seo.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

/**
 * Serves every template page (/products/ira-connect, /features/job-board, ...). The content goes
 * through the loader rather than an import so that the browser bundle does not carry all 28 pages;
 * the loader reads only content files, so the pages are prerendered at build, except the solution
 * pages, which also show a related case study from the database (issue 17.3) and are kept in the
 * HTML cache instead (`showsCaseStudyProof`). Without the database they still show, without it.
 */
export async function loader({ url }: Route.LoaderArgs) {
  // `url` is normalised (no `.data` suffix on client navigations), unlike request.url.
  const page = getMarketingPage(url.pathname.replace(/\/+$/, ""));
  if (!page) throw data(null, { status: 404 });
  const content = { page, art: heroArtFor(page.path), story: storyArtFor(page.path) };
  if (!showsCaseStudyProof(page.path)) return data({ ...content, relatedCaseStudy: null });
  try {
    const relatedCaseStudy = await relatedCaseStudyFor(page.path);
    return data({ ...content, relatedCaseStudy }, { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
  } catch (error) {
    logger.error({ err: error }, "related case study failed");
    return data({ ...content, relatedCaseStudy: null }, { headers: PRIVATE_NO_STORE });
  }
}

export const headers = loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // A failed load renders the layout's error boundary, which brings its own title and noindex.
  if (!loaderData) return [];
  const { page } = loaderData;
  const jsonLd: JsonLd[] = [breadcrumbJsonLd(marketingBreadcrumbs(page)), faqJsonLd(page.faqs)];
  const site = siteSettingsOf(matches);
  if (page.path === iraconnectProduct.path) jsonLd.push(iraconnectProductJsonLd(page.path, site));
  return seo({
    site,
    title: page.meta.title,
    description: page.meta.description,
    keywords: page.meta.keywords,
    path: page.path,
    type: page.family === "products" ? "product" : "website",
    jsonLd,
  });
}

export default function MarketingPageRoute({ loaderData }: Route.ComponentProps) {
  return <MarketingPageTemplate page={loaderData.page} art={loaderData.art} story={loaderData.story} />;
}
