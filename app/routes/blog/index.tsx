import { data } from "react-router";
import type { Route } from "./+types/index";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { ListHeader } from "#app/components/marketing/article-parts.tsx";
import { BlogListIsland } from "#app/islands/blog-list.tsx";
import { NewsletterFormIsland, noticeFromCode } from "#app/islands/newsletter-form.tsx";
import { hubPageCopy } from "#app/lib/content-hubs.ts";
import { contentHubs } from "#app/services/content-hubs.server.ts";
import { pageLinks, pageSeo } from "#app/lib/seo.ts";
import { loaderHeaders } from "#app/lib/http.ts";
import { blogListHref, paths } from "#app/lib/paths.ts";
import { parseBlogQuery, parsePageParam } from "#app/lib/schemas/blog-query.ts";
import { blogListPage } from "#app/services/blog-list.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";

const CACHE = { "Cache-Control": "public, max-age=0, must-revalidate" };

/**
 * Without React Router's client (decision 027): the search box, the categories and the results are
 * one island (app/islands/blog-list.tsx) that fetches each list from GET /api/blog; the newsletter
 * block is another. The heading and the block around the form stay server markup.
 */
export const handle = { hydrate: false, islands: ["blog-list", "newsletter-form"] } satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The newsletter block's notice after a post without JavaScript (?newsletter=pending).
  const newsletter = noticeFromCode(url.searchParams.get("newsletter"));
  // The hub's words are the "hubs" setting (staff edit them under Site settings).
  const hub = hubPageCopy("blog", (await contentHubs()).blog);
  const parsed = parseBlogQuery(url.searchParams);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    return data({ state: "invalid" as const, message, q: "", category: null, newsletter, hub }, { status: 400 });
  }
  const { q, category } = parsed.data;
  // A page number that is not one, or past the last page, names no page: the site's 404.
  const page = parsePageParam(url.searchParams);
  if (page === null) throw data(null, { status: 404 });
  const answer = await blogListPage({ q, category }, page);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (answer.status === 503) return data({ ...answer.list, newsletter, hub }, { status: 503 });
  return data({ ...answer.list, newsletter, hub }, { headers: CACHE });
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const site = siteSettingsOf(matches);
  const filtered = Boolean(loaderData.q || loaderData.category);
  // A filtered view is shareable but not a page of its own for search engines.
  if (loaderData.state !== "ok") return pageSeo(loaderData.hub, { noindex: true, site });
  const { page, pages } = loaderData;
  return [
    ...pageSeo(loaderData.hub, { noindex: filtered, page, site }),
    ...pageLinks(page, pages, (n) => blogHref(loaderData.q, loaderData.category, n)),
  ];
}

export const headers = loaderHeaders;

function blogHref(q: string, category: string | null, page?: number) {
  return blogListHref(paths.blog, { q, category, page });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { newsletter, hub, ...list } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ListHeader {...hub.hero} />

      <BlogListIsland list={list} />

      <section id="newsletter" aria-labelledby="newsletter-heading" className="mt-16 scroll-mt-24 rounded-xl border bg-muted/40 p-8 text-center">
        <h2 id="newsletter-heading" className="text-2xl font-semibold">
          Stay Updated
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          New articles on AI, cloud and data engineering in your inbox. Confirm by e-mail; unsubscribe any time.
        </p>
        <NewsletterFormIsland formId="newsletter-form" redirectTo={paths.blog} notice={newsletter} className="mx-auto mt-6" />
      </section>
    </div>
  );
}
