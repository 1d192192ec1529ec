/**
 * The blog list's search box, category links and results as one island (decision 027). Without
 * JavaScript the search is a GET form and the categories, page links, 'Reset Filters' and 'Try
 * Again' are plain links to /blog's addresses, which the server renders. Hydrated, the island asks
 * GET /api/blog for the list of the new address (the same service as the page's loader) and shows
 * it in place with the same cards:
 *
 * - the results follow the typing after a 300 ms pause (the address replaced); Search is a history
 *   entry of its own, and so is a category; 'Reset Filters' and 'Try Again' replace the address;
 * - back and forward show the list of their address, the search box showing its search unless it
 *   is being typed in;
 * - while a list is on its way the 'Loading articles...' note shows and the results are aria-busy;
 *   only the latest list asked for is shown; one that cannot be fetched is the error state;
 * - the focus stays on the same element (the same link or field), else on the one at its place.
 *
 * Page links stay ordinary page loads: each page of a list has its own title and prev/next links.
 */
import { Search } from "#app/components/ui/list-icons.tsx";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Pagination, PostCard } from "#app/components/blog/post-parts.tsx";
import { CardGrid, EmptyState, ErrorPanel } from "#app/components/marketing/article-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { BLOG_LIST_TEXTS, blogApiHref, blogPageHref, blogQueryOf, type BlogListAnswer, type BlogListData, type BlogListQuery } from "#app/lib/blog-list.ts";
import { paths } from "#app/lib/paths.ts";
import { MAX_SEARCH_LENGTH } from "#app/lib/schemas/blog-query-limits.ts";
import { defineIsland } from "./define.tsx";

/** The pause in the typing after which the results follow it. */
export const SEARCH_DELAY_MS = 300;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Mode = "push" | "replace" | "none";

/** What a list fetch ended with: a list to show (with its page's title), or an address to load as a page. */
export type Fetched = { list: BlogListData; title?: string } | { load: string };

/** Reads GET /api/blog's answer; a failure to fetch or read it is the list's error state. */
export async function fetchList(query: BlogListQuery, signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<Fetched> {
  const failed: BlogListData = { state: "error", message: BLOG_LIST_TEXTS.loadFailed, q: query.q, category: query.category };
  let response: Response;
  try {
    response = await fetcher(blogApiHref(query), { headers: { accept: "application/json" }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { list: failed };
  }
  // No such page (past the last): the site's 404 page says so.
  if (response.status === 404) return { load: blogPageHref(query) };
  const answer = (await response.json().catch(() => null)) as BlogListAnswer | null;
  if (!answer || !["ok", "invalid", "error"].includes(answer.state)) return { list: failed };
  const { title, ...list } = answer;
  return { list, title };
}

/** The query a search form sends: its text (blank is none) with the list's category, from page 1. */
export function searchQuery(text: string, category: string | null): BlogListQuery {
  return { q: text.trim() ? text : "", category, page: 1 };
}

/** A focused element's identity across renders: its id, else its address or name and its text. */
function identity(element: Element): string {
  return element.id ? `#${element.id}` : `${element.getAttribute("href") ?? element.getAttribute("name") ?? ""} ${element.textContent?.trim() ?? ""}`;
}

type Props = { list: BlogListData };

export function BlogList({ list: initial }: Props) {
  const [list, setList] = useState(initial);
  const [loading, setLoading] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const run = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController; shown: string; category: string | null }>({
    shown: blogPageHref({ q: initial.q, category: initial.category, page: initial.state === "ok" ? initial.page : 1 }),
    category: initial.category,
  });
  /** Where the focus was when a list was asked for: put back after it is shown. */
  const refocus = useRef<{ at: number; was: string } | null>(null);

  const navigate = useCallback((query: BlogListQuery, mode: Mode) => {
    const state = run.current;
    clearTimeout(state.timer);
    state.controller?.abort();
    const controller = new AbortController();
    state.controller = controller;
    state.category = query.category;
    const root = rootRef.current;
    const focused = document.activeElement;
    if (root && focused && root.contains(focused)) {
      refocus.current = { at: [...root.querySelectorAll(FOCUSABLE)].indexOf(focused), was: identity(focused) };
    }
    setLoading(true);
    fetchList(query, controller.signal).then(
      (fetched) => {
        if (controller.signal.aborted) return;
        if ("load" in fetched) {
          location.assign(fetched.load);
          return;
        }
        const href = blogPageHref(query);
        if (mode === "push") history.pushState(null, "", href);
        if (mode === "replace") history.replaceState(null, "", href);
        state.shown = href;
        if (fetched.title) document.title = fetched.title;
        // The search box shows the address's search, unless it is being typed in.
        const input = inputRef.current;
        if (input && input !== document.activeElement) input.value = query.q;
        setList(fetched.list);
        setLoading(false);
      },
      () => {},
    );
  }, []);

  // Back and forward: the list of that address (a change of the hash alone keeps the list).
  useEffect(() => {
    const onPopState = () => {
      if (location.pathname !== paths.blog) return;
      const query = blogQueryOf(location.search);
      if (blogPageHref(query) !== run.current.shown) navigate(query, "none");
    };
    window.addEventListener("popstate", onPopState);
    // Text typed before the island was hydrated is searched for, as if typed now.
    const input = inputRef.current;
    if (input && input.value !== initial.q) run.current.timer = setTimeout(() => navigate(searchQuery(input.value, run.current.category), "replace"), SEARCH_DELAY_MS);
    return () => {
      window.removeEventListener("popstate", onPopState);
      clearTimeout(run.current.timer);
      run.current.controller?.abort();
    };
  }, [navigate, initial.q]);

  // The focus lost with the element it was on goes to the same element in the new list, else to
  // the one at the same place.
  useLayoutEffect(() => {
    const asked = refocus.current;
    const root = rootRef.current;
    if (!asked || !root || loading) return;
    refocus.current = null;
    if (root.contains(document.activeElement)) return;
    const now = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (now.find((element) => identity(element) === asked.was) ?? now[asked.at])?.focus({ preventScroll: true });
  }, [list, loading]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const input = inputRef.current;
    if (event.target !== input || !input) return;
    clearTimeout(run.current.timer);
    run.current.timer = setTimeout(() => navigate(searchQuery(input.value, run.current.category), "replace"), SEARCH_DELAY_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchQuery(inputRef.current?.value ?? "", run.current.category), "push");
  };

  /** A link of the list's own (a category, Reset Filters, Try Again) shows its list in place. */
  const inPlace = (mode: Mode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(blogQueryOf(new URL(event.currentTarget.href).search), mode);
  };

  return (
    <div ref={rootRef}>
      <div className="mt-10 flex flex-col gap-6">
        <form method="get" action={paths.blog} role="search" onInput={onInput} onSubmit={onSubmit} className="mx-auto flex w-full max-w-xl gap-2">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <input
              ref={inputRef}
              id="blog-search"
              type="search"
              name="q"
              defaultValue={initial.q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Search articles..."
              className="h-10 w-full rounded-md border border-input bg-background pl-9 pr-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </div>
          {/* The chosen category goes with the search. */}
          {list.category ? <input type="hidden" name="category" value={list.category} /> : null}
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>

        {list.state === "ok" && list.categories.length > 0 ? (
          <nav aria-label="Categories" className="flex flex-wrap justify-center gap-2">
            {[null, ...list.categories].map((category) => {
              const active = list.category === category;
              return (
                <Button key={category ?? "all"} asChild size="sm" variant={active ? "default" : "outline"} className="rounded-full">
                  <a href={blogPageHref({ q: list.q, category })} aria-current={active ? "page" : undefined} onClick={inPlace("push")}>
                    {category ?? "All"}
                  </a>
                </Button>
              );
            })}
          </nav>
        ) : null}
      </div>

      <div className="mt-10" aria-live="polite" aria-busy={loading}>
        <p hidden={!loading} className="mb-6 text-center text-sm text-muted-foreground">
          {BLOG_LIST_TEXTS.loading}
        </p>
        <BlogResults list={list} inPlace={inPlace("replace")} />
      </div>
    </div>
  );
}

function BlogResults({ list, inPlace }: { list: BlogListData; inPlace: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  if (list.state === "invalid") {
    return (
      <ErrorPanel title="Invalid search" message={list.message}>
        <Button asChild variant="outline" className="mt-4">
          <a href={paths.blog} onClick={inPlace}>
            Reset Filters
          </a>
        </Button>
      </ErrorPanel>
    );
  }
  if (list.state === "error") {
    return (
      <ErrorPanel title="Error Loading Articles" message={list.message}>
        <Button asChild variant="outline" className="mt-4">
          <a href={blogPageHref({ q: list.q, category: list.category })} onClick={inPlace}>
            Try Again
          </a>
        </Button>
      </ErrorPanel>
    );
  }
  if (list.posts.length === 0) {
    return (
      <EmptyState title="No articles found" className="mx-auto max-w-xl">
        {list.total === 0 ? (
          <p className="mt-2 text-muted-foreground">No articles have been published yet. Check back soon for our latest insights!</p>
        ) : (
          <>
            <p className="mt-2 text-muted-foreground">Try adjusting your search or filter criteria.</p>
            <Button asChild className="mt-6">
              <a href={paths.blog} onClick={inPlace}>
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
      <CardGrid items={list.posts} keyOf={(post) => post.slug}>
        {(post) => <PostCard post={post} priority={list.posts[0] === post} />}
      </CardGrid>
      <Pagination page={list.page} pages={list.pages} label="Blog pages" hrefOf={(n) => blogPageHref({ q: list.q, category: list.category, page: n })} />
    </>
  );
}

export default BlogList;
export const BlogListIsland = /* @__PURE__ */ defineIsland("blog-list", BlogList);
