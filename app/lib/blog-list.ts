/**
 * The blog list (/blog) as the page's loader, the list's JSON endpoint (GET /api/blog) and the
 * list's island (app/islands/blog-list.tsx) share it: what one list shows, the query that names
 * it, and the texts of its states. No zod here: the island ships this module to the browser.
 */
import type { PostCardData } from "#app/components/blog/post-parts.tsx";
import { blogListHref, paths } from "./paths.ts";

/** One list: the posts of a page with the filters, or why there is none. */
export type BlogListData =
  | {
      state: "ok";
      q: string;
      category: string | null;
      categories: string[];
      /** Published posts at all (0: nothing published yet). */
      total: number;
      /** Posts the filters match, on every page. */
      matching: number;
      page: number;
      pages: number;
      posts: PostCardData[];
    }
  | { state: "invalid"; message: string; q: string; category: null }
  | { state: "error"; message: string; q: string; category: string | null };

/** GET /api/blog's answer: the list and the document title of its page. */
export type BlogListAnswer = BlogListData & { title: string };

/** The filters and page of one list; blank is no filter, page 1 is the first. */
export type BlogListQuery = { q: string; category: string | null; page: number };

export const BLOG_LIST_TEXTS = {
  loading: "Loading articles...",
  loadFailed: "The articles could not be loaded. Please try again.",
} as const;

/** The page's address of a list (what the address bar shows). */
export function blogPageHref(query: Partial<BlogListQuery>): string {
  return blogListHref(paths.blog, query);
}

/** The JSON endpoint's address of the same list. */
export function blogApiHref(query: Partial<BlogListQuery>): string {
  return blogListHref(paths.blogApi, query);
}

/**
 * The list a page address names (back and forward): the last value of each parameter, as the
 * server reads it. The island's own entries always carry a plain page number.
 */
export function blogQueryOf(search: string): BlogListQuery {
  const params = new URLSearchParams(search);
  const last = (name: string) => params.getAll(name).at(-1) ?? "";
  const page = last("page");
  return { q: last("q"), category: last("category") || null, page: /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1 };
}
