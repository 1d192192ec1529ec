/**
 * One page of the public blog list (/blog): the published posts the filters match, newest first,
 * as cards, with the categories and counts the list shows. The page's loader and the list's JSON
 * endpoint (GET /api/blog, which the list's island fetches) both read it here, so the island shows
 * exactly what the server renders.
 */
import type { BlogListData } from "../lib/blog-list.ts";
import { BLOG_LIST_TEXTS } from "../lib/blog-list.ts";
import { postCardOf } from "../lib/content.ts";
import { pageCount } from "../lib/schemas/blog-query.ts";
import { listPublishedPosts, POSTS_PER_PAGE } from "../models/blog-posts.server.ts";
import { mediaImagesByIds } from "../models/media.server.ts";
import { logger } from "./logger.server.ts";

export type BlogListPage =
  | { status: 200; list: Extract<BlogListData, { state: "ok" }> }
  | { status: 503; list: Extract<BlogListData, { state: "error" }> }
  /** Past the last page: no such page. */
  | { status: 404; list: null };

/** `q` and `category` already checked (BlogQuerySchema); `page` from 1. Never throws. */
export async function blogListPage(filter: { q?: string; category?: string }, page: number): Promise<BlogListPage> {
  const q = filter.q ?? "";
  const category = filter.category ?? null;
  try {
    const { posts, categories, total, matching } = await listPublishedPosts({ q: filter.q, category: filter.category }, page);
    const pages = pageCount(matching, POSTS_PER_PAGE);
    if (page > pages) return { status: 404, list: null };
    const covers = await mediaImagesByIds(posts.map((post) => post.coverMediaId));
    // Only what a card shows: the full content stays on the server.
    const cards = posts.map((post) => postCardOf(post, covers));
    return { status: 200, list: { state: "ok", q, category, categories, total, matching, page, pages, posts: cards } };
  } catch (error) {
    logger.error({ err: error }, "blog list failed");
    // SPEC: the message of a standard error, else 'An error occurred' (never the database's own words).
    const message = error instanceof Error ? BLOG_LIST_TEXTS.loadFailed : "An error occurred";
    return { status: 503, list: { state: "error", message, q, category } };
  }
}
