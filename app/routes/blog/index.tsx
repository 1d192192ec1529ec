import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation, useRevalidator, useSubmit } from "react-router";
import type { Route } from "./+types/index";
import { CardGrid, EmptyState, ErrorPanel, ListHeader, ReadTime, Byline } from "#app/components/marketing/article-parts.tsx";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { blogPage } from "#app/content/pages/blog.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { categoryOf, excerptOf, readTime } from "#app/lib/content.ts";
import { loaderHeaders } from "#app/lib/http.ts";
import { parseBlogQuery } from "#app/lib/schemas/blog-query.ts";
import { MAX_SEARCH_LENGTH } from "#app/lib/schemas/blog-query-limits.ts";
import { cn } from "#app/lib/utils.ts";
import { listPublishedPosts } from "#app/models/blog-posts.server.ts";
import { logger } from "#app/services/logger.server.ts";

const CACHE = { "Cache-Control": "public, max-age=0, must-revalidate" };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseBlogQuery(url.searchParams);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    return data({ state: "invalid" as const, message, q: "", category: null }, { status: 400 });
  }
  const { q, category } = parsed.data;
  try {
    const { posts, categories, total } = await listPublishedPosts({ q, category });
    return data(
      {
        state: "ok" as const,
        q: q ?? "",
        category: category ?? null,
        categories,
        total,
        // Only what a card shows: the full content stays on the server.
        posts: posts.map((post) => ({
          slug: post.slug,
          title: post.title,
          author: post.author,
          category: categoryOf(post),
          excerpt: excerptOf(post),
          readTime: readTime(post.content),
          coverImageUrl: post.coverImageUrl,
          publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
        })),
      },
      { headers: CACHE },
    );
  } catch (error) {
    logger.error({ err: error }, "blog list failed");
    const message = error instanceof Error ? "The articles could not be loaded. Please try again." : "An error occurred";
    return data({ state: "error" as const, message, q: q ?? "", category: category ?? null }, { status: 503 });
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const filtered = Boolean(loaderData?.q || loaderData?.category);
  // A filtered view is shareable but not a page of its own for search engines.
  return pageSeo(blogPage, { noindex: filtered || loaderData?.state !== "ok" });
}

export const headers = loaderHeaders;

function blogHref(q: string, category: string | null) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
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
    <CardGrid items={loaderData.posts} keyOf={(post) => post.slug}>
      {(post) => (
        <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
          {post.coverImageUrl ? (
            <img src={post.coverImageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
          ) : null}
          <div className="flex flex-1 flex-col p-6">
            <div className="flex items-center justify-between gap-3 text-xs">
              <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground">{post.category}</span>
              <ReadTime value={post.readTime} className="text-muted-foreground" />
            </div>
            <h2 className="mt-4 text-xl font-semibold leading-snug">
              <Link to={`/blog/${post.slug}`} className="hover:text-primary">
                {post.title}
              </Link>
            </h2>
            <p className="mt-3 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
            <Byline author={post.author} date={post.publishedAt} className="mt-4 text-sm text-muted-foreground" />
            <Button asChild variant="outline" className={cn("mt-4 self-start")}>
              <Link to={`/blog/${post.slug}`}>
                {/* Every card says 'Read More' (SPEC); the hidden rest tells a screen reader and a
                    search engine which article each one opens. */}
                Read More<span className="sr-only">: {post.title}</span>
              </Link>
            </Button>
          </div>
        </article>
      )}
    </CardGrid>
  );
}
