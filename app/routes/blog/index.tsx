import { Search } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/index";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { Pagination, PostCard } from "#app/components/blog/post-parts.tsx";
import { CardGrid, EmptyState, ErrorPanel, ListHeader } from "#app/components/marketing/article-parts.tsx";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { blogPage } from "#app/content/pages/blog.ts";
import { pageLinks, pageSeo } from "#app/lib/seo.ts";
import { postCardOf } from "#app/lib/content.ts";
import { loaderHeaders } from "#app/lib/http.ts";
import { blogListHref, paths } from "#app/lib/paths.ts";
import { MAX_SEARCH_LENGTH } from "#app/lib/schemas/blog-query-limits.ts";
import { pageCount, parseBlogQuery, parsePageParam } from "#app/lib/schemas/blog-query.ts";
import { listPublishedPosts, POSTS_PER_PAGE } from "#app/models/blog-posts.server.ts";
import { mediaImagesByIds } from "#app/models/media.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";

const CACHE = { "Cache-Control": "public, max-age=0, must-revalidate" };

/**
 * Without React (decision 025). The page script runs the search as it is typed and the category
 * links (`data-search`, `data-soft-nav`): it fetches the list's address and puts the parts marked
 * `data-swap` in place, the search box left as it is; back and forward bring each list back.
 */
export const handle = { hydrate: false } satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseBlogQuery(url.searchParams);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    return data({ state: "invalid" as const, message, q: "", category: null }, { status: 400 });
  }
  const { q, category } = parsed.data;
  // A page number that is not one, or past the last page, names no page: the site's 404.
  const page = parsePageParam(url.searchParams);
  if (page === null) throw data(null, { status: 404 });
  let result;
  try {
    result = await listPublishedPosts({ q, category }, page);
  } catch (error) {
    logger.error({ err: error }, "blog list failed");
    const message = error instanceof Error ? "The articles could not be loaded. Please try again." : "An error occurred";
    return data({ state: "error" as const, message, q: q ?? "", category: category ?? null }, { status: 503 });
  }
  const { posts, categories, total, matching } = result;
  const covers = await mediaImagesByIds(posts.map((post) => post.coverMediaId));
  const pages = pageCount(matching, POSTS_PER_PAGE);
  if (page > pages) throw data(null, { status: 404 });
  return data(
    {
      state: "ok" as const,
      q: q ?? "",
      category: category ?? null,
      categories,
      total,
      matching,
      page,
      pages,
      // Only what a card shows: the full content stays on the server.
      posts: posts.map((post) => postCardOf(post, covers)),
    },
    { headers: CACHE },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const site = siteSettingsOf(matches);
  const filtered = Boolean(loaderData.q || loaderData.category);
  // A filtered view is shareable but not a page of its own for search engines.
  if (loaderData.state !== "ok") return pageSeo(blogPage, { noindex: true, site });
  const { page, pages } = loaderData;
  return [
    ...pageSeo(blogPage, { noindex: filtered, page, site }),
    ...pageLinks(page, pages, (n) => blogHref(loaderData.q, loaderData.category, n)),
  ];
}

export const headers = loaderHeaders;

function blogHref(q: string, category: string | null, page?: number) {
  return blogListHref(paths.blog, { q, category, page });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ListHeader {...blogPage.hero} />

      <div className="mt-10 flex flex-col gap-6">
        <form method="get" action="/blog" role="search" data-search="" className="mx-auto flex w-full max-w-xl gap-2">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={loaderData.q}
              data-query-param="q"
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Search articles..."
              className="h-10 w-full rounded-md border border-input bg-background pl-9 pr-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </div>
          {/* The chosen category goes with the search (and follows the list it belongs to). */}
          <span id="blog-search-category" data-swap="" className="contents">
            {loaderData.category ? <input type="hidden" name="category" value={loaderData.category} /> : null}
          </span>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>

        <div id="blog-categories" data-swap="" className="contents">
          {loaderData.state === "ok" && loaderData.categories.length > 0 ? (
            <nav aria-label="Categories" className="flex flex-wrap justify-center gap-2">
              {[null, ...loaderData.categories].map((category) => {
                const active = loaderData.category === category;
                return (
                  <Button key={category ?? "all"} asChild size="sm" variant={active ? "default" : "outline"} className="rounded-full">
                    <a href={blogHref(loaderData.q, category)} aria-current={active ? "page" : undefined} data-soft-nav="replace">
                      {category ?? "All"}
                    </a>
                  </Button>
                );
              })}
            </nav>
          ) : null}
        </div>
      </div>

      <div className="mt-10" aria-live="polite" aria-busy="false">
        <p data-loading="" hidden className="mb-6 text-center text-sm text-muted-foreground">
          Loading articles...
        </p>
        <div id="blog-results" data-swap="">
          <BlogResults data={loaderData} />
        </div>
      </div>

      <section id="newsletter" aria-labelledby="newsletter-heading" className="mt-16 scroll-mt-24 rounded-xl border bg-muted/40 p-8 text-center">
        <h2 id="newsletter-heading" className="text-2xl font-semibold">
          Stay Updated
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          New articles on AI, cloud and data engineering in your inbox. Confirm by e-mail; unsubscribe any time.
        </p>
        <NewsletterForm formId="newsletter-form" className="mx-auto mt-6" />
      </section>
    </div>
  );
}

function BlogResults({ data: loaderData }: { data: Route.ComponentProps["loaderData"] }) {
  if (loaderData.state === "invalid") {
    return (
      <ErrorPanel title="Invalid search" message={loaderData.message}>
        <Button asChild variant="outline" className="mt-4">
          <a href="/blog">Reset Filters</a>
        </Button>
      </ErrorPanel>
    );
  }
  if (loaderData.state === "error") {
    return (
      <ErrorPanel title="Error Loading Articles" message={loaderData.message}>
        <Button asChild variant="outline" className="mt-4">
          <a href={blogHref(loaderData.q, loaderData.category)} data-soft-nav="replace">
            Try Again
          </a>
        </Button>
      </ErrorPanel>
    );
  }
  if (loaderData.posts.length === 0) {
    return (
      <EmptyState title="No articles found" className="mx-auto max-w-xl">
        {loaderData.total === 0 ? (
          <p className="mt-2 text-muted-foreground">
            No articles have been published yet. Check back soon for our latest insights!
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted-foreground">Try adjusting your search or filter criteria.</p>
            <Button asChild className="mt-6">
              <a href="/blog" data-soft-nav="replace">
                Reset Filters
              </a>
            </Button>
          </>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <CardGrid items={loaderData.posts} keyOf={(post) => post.slug}>
        {(post) => <PostCard post={post} priority={loaderData.posts[0] === post} />}
      </CardGrid>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        label="Blog pages"
        hrefOf={(n) => blogHref(loaderData.q, loaderData.category, n)}
      />
    </>
  );
}
