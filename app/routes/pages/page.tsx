import { data, useActionData } from "react-router";
import type { Route } from "./+types/page";
import { NotFoundPage } from "#app/components/error-page.tsx";
import { PageBlocks } from "#app/components/blocks/page-blocks.tsx";
import { mediaUrl, SHARE_WIDTH } from "#app/lib/media.ts";
import { loaderHeaders, PRIVATE_NO_STORE } from "#app/lib/http.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { isPagePath, paths } from "#app/lib/paths.ts";
import { blocksJsonLd } from "#app/lib/blocks/json-ld.ts";
import { withSiteFacts } from "#app/lib/blocks/site-facts.ts";
import { IRACONNECT_PRODUCT_PATH, iraconnectProductJsonLd } from "#app/lib/product-jsonld.ts";
import { breadcrumbJsonLd, type JsonLd, organizationJsonLd, seo, websiteJsonLd } from "#app/lib/seo.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import { sendContactMessage } from "#app/services/contact.server.ts";
import { formTimingCookie } from "#app/services/form-timing.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { pageVariant } from "#app/services/landing-tests.server.ts";
import { pageData } from "#app/services/page-view.server.ts";
import { publishedPage } from "#app/services/pages.server.ts";

/**
 * No React in the browser (decision 025): a page's only React is the contact form's island
 * (decision 027), loaded only where a form block shows it. The newsletter form is sent by the
 * browser itself, and the live signup counter stays on /iraconnect: with their islands the page
 * would pass the islands' budget.
 */
export const handle = { hydrate: false, islands: ["contact-form"] } satisfies PageHandle;

/** The address of a page: the path without a trailing slash ("/" stays "/"). */
function pagePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Every page staff keep in the database (issue 26, decision 029), at any path no other route
 * claims: the published page there, or 404. Kept in the HTML cache and dropped, on every instance,
 * when a page or its proof changes (topic "pages") or the posts and case studies it lists do.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  // `url` is normalised (no `.data` suffix); a caller without it (a script) gives the request's.
  const path = pagePathOf((url ?? new URL(request.url)).pathname);
  // No page can live at a path of another form (nor in a reserved section): no database read.
  if (!isPagePath(path)) return data({ page: null, view: null }, { status: 404 });
  let page;
  try {
    page = await publishedPage(path);
  } catch (error) {
    logger.error({ err: error, path }, "page read failed");
    throw data(null, { status: 503, headers: PRIVATE_NO_STORE });
  }
  if (!page) return data({ page: null, view: null }, { status: 404 });
  // A running landing test (decision 037) draws the visitor's arm; bots see the original.
  const variant = await pageVariant(page, { headers: request.headers, userAgent: request.headers.get("user-agent") ?? "" });
  const shown = variant.arm === "b" ? { ...page, blocks: variant.blocks } : page;
  const view = await pageData(shown);
  const headers = new Headers({
    // An answer of a tested page is the arm's: kept by our cache per assignment (server/html-cache.ts), by no shared cache.
    "Cache-Control": variant.uncacheable ? "private, no-store" : variant.arm ? "private, max-age=0, must-revalidate" : "public, max-age=0, must-revalidate",
  });
  if (variant.setCookie) headers.append("Set-Cookie", variant.setCookie);
  // A page showing the contact form times it from when it was shown (decision 016): every answer
  // sets the form-timing cookie (the HTML cache sets a fresh one on each answer it keeps).
  const showsContactForm = shown.blocks.some((block) => block.type === "form" && block.form === "contact" && !block.hidden);
  if (showsContactForm) headers.append("Set-Cookie", formTimingCookie());
  return data({ page: shown, view }, { headers });
}

export const headers = loaderHeaders;

/** A contact form block posts here without JavaScript (the island posts to /api/contact). */
export async function action({ request, context }: Route.ActionArgs) {
  const path = pagePathOf(new URL(request.url).pathname);
  const page = await publishedPage(path).catch(() => null);
  if (!page?.blocks.some((block) => block.type === "form" && block.form === "contact")) return data(null, { status: 404 });
  const reply = await sendContactMessage(request, context.get(requestInfoContext));
  return data(reply.data, { status: reply.status, headers: reply.headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // The 404 page draws its own title and robots tag (NotFoundPage), as every other 404 of the site.
  if (!loaderData?.page || !loaderData.view) return [];
  const { view } = loaderData;
  const site = siteSettingsOf(matches);
  const page = withSiteFacts(loaderData.page, site);
  const jsonLd: JsonLd[] = [];
  if (page.path === "/") jsonLd.push(organizationJsonLd(site), websiteJsonLd(site));
  else jsonLd.push(breadcrumbJsonLd(view.trail));
  if (page.path === paths.about) jsonLd.push(organizationJsonLd(site));
  jsonLd.push(...blocksJsonLd(page.blocks, page.path, site));
  // The products page describes IRACONNECT at its own address, as its product page does.
  if (page.path === paths.products) jsonLd.push(iraconnectProductJsonLd(undefined, site));
  if (page.path === IRACONNECT_PRODUCT_PATH) jsonLd.push(iraconnectProductJsonLd(page.path, site));
  return seo({
    site,
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? "",
    keywords: page.seo.keywords,
    path: page.path,
    canonical: page.seo.canonical,
    noindex: page.seo.noindex,
    image: page.seo.shareImage ? mediaUrl(page.seo.shareImage, SHARE_WIDTH, "jpeg") : undefined,
    jsonLd,
  });
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const answer = useActionData();
  const site = useSiteSettings();
  if (!loaderData.page || !loaderData.view) return <NotFoundPage />;
  const blocks = withSiteFacts(loaderData.page.blocks, site);
  return <PageBlocks blocks={blocks} context={{ data: loaderData.view, path: loaderData.page.path, answer }} />;
}
