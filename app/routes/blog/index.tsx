import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation, useRevalidator, useSubmit } from "react-router";
import type { Route } from "./+types/index";
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
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const searchRef = useRef<HTMLInputElement>(null);
  const loading =
    (navigation.state === "loading" && navigation.location.pathname === "/blog") || revalidator.state === "loading";

  // Back/forward or a category link: keep the box in step with the URL.
  useEffect(() => {
    if (searchRef.current && document.activeElement !== searchRef.current) searchRef.current.value = loaderData.q;
  }, [loaderData.q]);

  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search still waiting for the typing to pause must not fire after the visitor has moved on
  // (pressed Search, picked a category): it would take them back to the plain search.
  const cancelPendingSearch = () => clearTimeout(debounce.current);
  useEffect(() => cancelPendingSearch, []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ListHeader {...blogPage.hero} />

      <div className="mt-10 flex flex-col gap-6">
        <Form
          method="get"
          action="/blog"
          role="search"
          className="mx-auto flex w-full max-w-xl gap-2"
          onSubmit={cancelPendingSearch}
          onChange={(event) => {
            // With JavaScript the results follow the typing; without it the button submits.
            const form = event.currentTarget;
            clearTimeout(debounce.current);
            debounce.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), 300);
          }}
        >
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <input
              ref={searchRef}
              id="blog-search"
              type="search"
              name="q"
              defaultValue={loaderData.q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Search articles..."
              className="h-10 w-full rounded-md border border-input bg-background pl-9 pr-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </div>
          {loaderData.category ? <input type="hidden" name="category" value={loaderData.category} /> : null}
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Form>

        {loaderData.state === "ok" && loaderData.categories.length > 0 ? (
          <nav aria-label="Categories" className="flex flex-wrap justify-center gap-2" onClickCapture={cancelPendingSearch}>
            {[null, ...loaderData.categories].map((category) => {
              const active = loaderData.category === category;
              return (
                <Button
                  key={category ?? "all"}
                  asChild
                  size="sm"
                  variant={active ? "default" : "outline"}
                  className="rounded-full"
                >
                  <Link
                    to={blogHref(loaderData.q, category)}
                    aria-current={active ? "page" : undefined}
                    preventScrollReset
                    replace
                  >
                    {category ?? "All"}
                  </Link>
                </Button>
              );
            })}
          </nav>
        ) : null}
      </div>

      <div className="mt-10" aria-live="polite" aria-busy={loading} onClickCapture={cancelPendingSearch}>
        {loading ? <p className="mb-6 text-center text-sm text-muted-foreground">Loading articles...</p> : null}
        <BlogResults data={loaderData} onRetry={() => void revalidator.revalidate()} />
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

function BlogResults({ data: loaderData, onRetry }: { data: Route.ComponentProps["loaderData"]; onRetry: () => void }) {
  if (loaderData.state === "invalid") {
    return (
      <ErrorPanel title="Invalid search" message={loaderData.message}>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/blog">Reset Filters</Link>
        </Button>
      </ErrorPanel>
    );
  }
  if (loaderData.state === "error") {
    return (
      <ErrorPanel title="Error Loading Articles" message={loaderData.message}>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try Again
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
              <Link to="/blog" replace preventScrollReset>
                Reset Filters
              </Link>
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
