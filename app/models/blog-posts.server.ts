/**
 * Every blog_posts query. Public reads go through `publishedOnly()`, the one place that says what
 * a reader may see (Payload's pattern), so a draft cannot leak through a page, a feed or the sitemap.
 */
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { blogPosts, type BlogPost } from "../../db/schema.ts";
import { firstFreeSlug, slugify } from "../lib/content.ts";
import { adminListPage, containsPattern, type AdminListQuery } from "./admin-list.server.ts";

export type { BlogPost };

/** The published-vs-draft rule: every public read adds this condition. */
export function publishedOnly(): SQL {
  // A post in the trash is a draft already; the second condition keeps it out whatever happens to it.
  return and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt))!;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export type PublicPostFilter = { q?: string; category?: string; /** Any of these exact tags. */ tags?: readonly string[] };

/** Posts per page on /blog and the tag pages. */
export const POSTS_PER_PAGE = 9;

/**
 * The /blog page: published posts, featured first, then newest first, filtered by search text (case-insensitive over
 * title, excerpt and content), exact category and tags; one page of them (`page` from 1, 9 a page),
 * how many match the filter, the categories and whether any post is published at all (the two
 * empty states differ).
 */
export async function listPublishedPosts(filter: PublicPostFilter = {}, page = 1) {
  const conditions: SQL[] = [publishedOnly()];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(blogPosts.content, pattern))!,
    );
  }
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.tags) conditions.push(sql`${blogPosts.tags} && ${sql.param([...filter.tags])}::text[]`);
  const where = and(...conditions);
  const offset = (Math.max(1, Math.floor(page)) - 1) * POSTS_PER_PAGE;
  const [posts, [matchingRow], categories, total] = await Promise.all([
    db()
      .select()
      .from(blogPosts)
      .where(where)
      // Issue 14.7: featured posts lead the list, then the newest.
      .orderBy(desc(blogPosts.isFeatured), desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(POSTS_PER_PAGE)
      .offset(offset),
    db().select({ count: sql<number>`count(*)::int` }).from(blogPosts).where(where),
    listPublishedCategories(),
    countPublishedPosts(),
  ]);
  return { posts, categories, total, matching: Number(matchingRow?.count ?? 0) };
}

/** The home page's featured band (issue 14.7): the newest featured published posts. */
export async function listFeaturedPosts(limit = 3): Promise<BlogPost[]> {
  return db()
    .select()
    .from(blogPosts)
    .where(and(publishedOnly(), eq(blogPosts.isFeatured, true)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/** Every distinct tag of published posts (exact spelling), alphabetical. */
export async function listPublishedTags(): Promise<string[]> {
  const result = await rows<{ tag: string }>(
    db(),
    sql`select distinct t.tag from ${blogPosts}, unnest(${blogPosts.tags}) as t(tag) where ${publishedOnly()} and btrim(t.tag) <> '' order by t.tag`,
  );
  return result.map((row) => row.tag);
}

/**
 * Up to `limit` other published posts most like this one: more shared tags first, then the same
 * category, then the newest; posts with nothing in common fill the rest.
 */
export async function listRelatedPosts(
  post: Pick<BlogPost, "id" | "tags" | "category">,
  limit = 3,
): Promise<Pick<BlogPost, "slug" | "title" | "excerpt" | "content" | "category" | "coverImageUrl" | "coverMediaId" | "publishedAt" | "createdAt" | "author">[]> {
  const shared = sql<number>`cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${sql.param([...post.tags])}::text[])))`;
  const sameCategory = sql<number>`case when ${blogPosts.category} is not distinct from ${post.category ?? null} then 1 else 0 end`;
  return db()
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      category: blogPosts.category,
      coverImageUrl: blogPosts.coverImageUrl,
      coverMediaId: blogPosts.coverMediaId,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
      author: blogPosts.author,
    })
    .from(blogPosts)
    .where(and(publishedOnly(), ne(blogPosts.id, post.id)))
    .orderBy(desc(shared), desc(sameCategory), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/** Distinct non-empty categories of published posts, alphabetical. */
export async function listPublishedCategories(): Promise<string[]> {
  const result = await db()
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(and(publishedOnly(), sql`btrim(coalesce(${blogPosts.category}, '')) <> ''`))
    .orderBy(asc(blogPosts.category));
  return result.map((row) => row.category!);
}

export async function countPublishedPosts(): Promise<number> {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(blogPosts).where(publishedOnly());
  return Number(row?.count ?? 0);
}

export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  const [post] = await db()
    .select()
    .from(blogPosts)
    .where(and(publishedOnly(), eq(blogPosts.slug, slug)))
    .limit(1);
  return post ?? null;
}

/** For the /blog/{id} redirect: the slug of a published post, or null. */
export async function getPublishedSlugById(id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(publishedOnly(), eq(blogPosts.id, id)))
    .limit(1);
  return row?.slug ?? null;
}

type Neighbour = Pick<BlogPost, "slug" | "title">;

/** The published posts just before (older) and after (newer) this one in publication order. */
export async function getAdjacentPosts(post: Pick<BlogPost, "id" | "publishedAt">): Promise<{
  previous: Neighbour | null;
  next: Neighbour | null;
}> {
  const { id, publishedAt } = post;
  if (!publishedAt) return { previous: null, next: null };
  const [previous, next] = await Promise.all([neighbour(id, publishedAt, "older"), neighbour(id, publishedAt, "newer")]);
  return { previous, next };
}

/** The nearest published post on one side; posts published at the same instant are ordered by id. */
async function neighbour(id: string, at: Date, side: "older" | "newer"): Promise<Neighbour | null> {
  const [beyond, order] = side === "older" ? [lt, desc] : [gt, asc];
  const [row] = await db()
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(
      and(
        publishedOnly(),
        ne(blogPosts.id, id),
        or(beyond(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), beyond(blogPosts.id, id))),
      ),
    )
    .orderBy(order(blogPosts.publishedAt), order(blogPosts.id))
    .limit(1);
  return row ?? null;
}

/** /rss.xml: the newest published posts. */
export async function listPostsForFeed(limit = 50): Promise<BlogPost[]> {
  return db()
    .select()
    .from(blogPosts)
    .where(publishedOnly())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(limit);
}

/** The sitemap: every published post with its last change. */
export async function listPostsForSitemap(): Promise<{ slug: string; lastmod: Date }[]> {
  return db()
    .select({ slug: blogPosts.slug, lastmod: blogPosts.updatedAt })
    .from(blogPosts)
    .where(publishedOnly())
    .orderBy(desc(blogPosts.publishedAt));
}

// ---------------------------------------------------------------------------------------------
// Admin: every post, drafts included. Callers check requireStaff first.

/** One page of the Blog Posts tab, searched in the title, author, category or excerpt. */
export function listPostsForAdmin(query: AdminListQuery, only: { createdBy?: string; waitingForReview?: boolean } = {}): Promise<{ items: BlogPost[]; matching: number }> {
  const where = and(
    only.createdBy === undefined ? undefined : eq(blogPosts.createdBy, only.createdBy),
    only.waitingForReview ? and(isNotNull(blogPosts.reviewRequestedAt), eq(blogPosts.isPublished, false)) : undefined,
  );
  return adminListPage<BlogPost>(blogPosts, { createdAt: blogPosts.createdAt, id: blogPosts.id, deletedAt: blogPosts.deletedAt, searchIn: [blogPosts.title, blogPosts.author, blogPosts.category, blogPosts.excerpt], where }, query);
}

/** Who created a post and whether it is published: what decides a contributor's access (decision 045). Null for none or a trashed one. */
export async function postOwnership(id: string, executor: Db = db()): Promise<{ createdBy: string | null; isPublished: boolean; scheduled: boolean; reviewRequestedAt: Date | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({ createdBy: blogPosts.createdBy, isPublished: blogPosts.isPublished, scheduledAt: blogPosts.scheduledAt, reviewRequestedAt: blogPosts.reviewRequestedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt)))
    .limit(1);
  return row ? { createdBy: row.createdBy, isPublished: row.isPublished, scheduled: row.scheduledAt !== null, reviewRequestedAt: row.reviewRequestedAt } : null;
}

/** Marks a draft as waiting for review (at `at`) or not (null); the post, or null when it is not a draft. */
export async function setReviewRequested(id: string, at: Date | null, executor: Db = db()): Promise<{ id: string; title: string; isPublished: boolean } | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .update(blogPosts)
    .set({ reviewRequestedAt: at })
    .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt), eq(blogPosts.isPublished, false)))
    .returning({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished });
  return row ?? null;
}

/** How many drafts wait for an editor's review. */
export async function countWaitingForReview(executor: Db = db()): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(and(isNotNull(blogPosts.reviewRequestedAt), eq(blogPosts.isPublished, false), isNull(blogPosts.deletedAt)));
  return Number(row?.n ?? 0);
}

/** The Blog Posts tab: newest first by created_at (SPEC §7). */
export async function listAllPosts(): Promise<BlogPost[]> {
  return db().select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function getPostById(id: string): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

/** base, base-2, base-3... whichever no other post uses. */
export async function uniquePostSlug(source: string, options: { exceptId?: string; executor?: Db } = {}): Promise<string> {
  const base = slugify(source) || "post";
  const executor = options.executor ?? db();
  const taken = await executor
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), sql`${blogPosts.slug} ~ ${`^${base}-[0-9]+$`}`),
        options.exceptId ? ne(blogPosts.id, options.exceptId) : undefined,
      ),
    );
  return firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
}

/** Whether a post other than `exceptId` has this slug. */
export async function isPostSlugTaken(slug: string, exceptId: string | undefined, executor: Db = db()): Promise<boolean> {
  const [clash] = await executor
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return clash !== undefined;
}

export type NewPost = typeof blogPosts.$inferInsert;
export type PostChanges = Omit<NewPost, "id" | "createdAt">;

export async function insertPost(values: NewPost, executor: Db = db()): Promise<BlogPost> {
  const [post] = await executor.insert(blogPosts).values(values).returning();
  return post!;
}

/** The post's current slug, locking its row until the transaction ends; null when there is no such post. */
export async function lockPost(id: string, executor: Db): Promise<{ slug: string; isPublished: boolean; publishedAt: Date | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({ slug: blogPosts.slug, isPublished: blogPosts.isPublished, publishedAt: blogPosts.publishedAt })
    .from(blogPosts).where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt))).for("update");
  return row ?? null;
}

export async function updatePostRow(id: string, changes: PostChanges, executor: Db = db()): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  const [post] = await executor.update(blogPosts).set(changes).where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt))).returning();
  return post ?? null;
}

/** The deleted post, or null when there was none. */
export async function deletePostRow(id: string, executor: Db = db()): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  const [post] = await executor.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return post ?? null;
}

/** Drafts whose schedule has come: published, dated at their scheduled time. */
export async function publishDuePosts(now: Date, executor: Db = db()): Promise<{ id: string; title: string }[]> {
  return executor
    .update(blogPosts)
    .set({ isPublished: true, publishedAt: sql`${blogPosts.scheduledAt}`, scheduledAt: null, updatedAt: now })
    .where(and(eq(blogPosts.isPublished, false), lte(blogPosts.scheduledAt, now), isNull(blogPosts.deletedAt)))
    .returning({ id: blogPosts.id, title: blogPosts.title });
}

/** A draft published now ("publish and send", decision 041); null when it was published already or is gone. */
export async function publishDraftNow(id: string, now: Date, executor: Db = db()): Promise<{ id: string; title: string } | null> {
  if (!isUuid(id)) return null;
  const [post] = await executor
    .update(blogPosts)
    .set({ isPublished: true, publishedAt: now, scheduledAt: null, updatedAt: now })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, false)))
    .returning({ id: blogPosts.id, title: blogPosts.title });
  return post ?? null;
}
