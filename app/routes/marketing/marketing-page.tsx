import { data } from "react-router";
import type { Route } from "./+types/marketing-page";
import { MarketingPageTemplate, marketingBreadcrumbs } from "#app/components/marketing/marketing-page-template.tsx";
import { getMarketingPage } from "#app/content/marketing-pages.ts";
import { iraconnectProduct } from "#app/content/products.ts";
import { heroArtFor, storyArtFor } from "#app/lib/art/hero.ts";
import { iraconnectProductJsonLd } from "#app/lib/product-jsonld.ts";
import { breadcrumbJsonLd, faqJsonLd, type JsonLd, seo } from "#app/lib/seo.ts";

/**
 * Serves every template page (/products/ira-connect, /features/job-board, ...). The content goes
 * through the loader rather than an import so that the browser bundle does not carry all 28 pages;
 * the loader reads only content files, so the pages are prerendered at build.
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url` is normalised (no `.data` suffix on client navigations), unlike request.url.
  const page = getMarketingPage(url.pathname.replace(/\/+$/, ""));
  if (!page) throw data(null, { status: 404 });
  return { page, art: heroArtFor(page.path), story: storyArtFor(page.path) };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // A failed load renders the layout's error boundary, which brings its own title and noindex.
  if (!loaderData) return [];
  const { page } = loaderData;
  const jsonLd: JsonLd[] = [breadcrumbJsonLd(marketingBreadcrumbs(page)), faqJsonLd(page.faqs)];
  if (page.path === iraconnectProduct.path) jsonLd.push(iraconnectProductJsonLd());
  return seo({
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
