/**
 * Every blog_posts query. Public reads go through `publishedOnly()`, the one place that says what
 * a reader may see (Payload's pattern), so a draft cannot leak through a page, a feed or the sitemap.
 */
import { and, asc, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { blogPosts, type BlogPost } from "../../db/schema.ts";
import { firstFreeSlug, slugify } from "../lib/content.ts";
import type { BlogPostInput } from "../lib/schemas/blog-post.ts";
import { recordAudit } from "./audit-log.server.ts";

export type { BlogPost };

/** Who made a change, for the audit log. */
export type Actor = { userId: string | null; email: string | null; ip?: string | null; userAgent?: string | null };

/** The published-vs-draft rule: every public read adds this condition. */
export function publishedOnly(): SQL {
  return eq(blogPosts.isPublished, true);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** ILIKE pattern for a literal substring: %, _ and \ in the search text match themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type PublicPostFilter = { q?: string; category?: string };

/**
 * The /blog page: published posts newest first, filtered by search text (case-insensitive over
 * title, excerpt and content) and exact category; plus the filter's categories and whether any
 * post is published at all (the two empty states differ).
 */
export async function listPublishedPosts(filter: PublicPostFilter = {}) {
  const conditions: SQL[] = [publishedOnly()];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(blogPosts.content, pattern))!,
    );
  }
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  const [posts, categories, total] = await Promise.all([
    db()
      .select()
      .from(blogPosts)
      .where(and(...conditions))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt)),
    listPublishedCategories(),
    countPublishedPosts(),
  ]);
  return { posts, categories, total };
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
  if (!post.publishedAt) return { previous: null, next: null };
  const at = post.publishedAt;
  const columns = { slug: blogPosts.slug, title: blogPosts.title };
  const [[previous], [next]] = await Promise.all([
    db()
      .select(columns)
      .from(blogPosts)
      .where(
        and(
          publishedOnly(),
          ne(blogPosts.id, post.id),
          or(lt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), lt(blogPosts.id, post.id))),
        ),
      )
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(1),
    db()
      .select(columns)
      .from(blogPosts)
      .where(
        and(
          publishedOnly(),
          ne(blogPosts.id, post.id),
          or(gt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), gt(blogPosts.id, post.id))),
        ),
      )
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
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
// Admin: every post, drafts included. Callers check requireAdmin first.

/** The Blog Posts tab: newest first by created_at (SPEC §7). */
export async function listAllPosts(): Promise<BlogPost[]> {
  return db().select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function getPostById(id: string): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  const [post] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

export class SlugTakenError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`The slug "${slug}" is already used by another post`);
    this.slug = slug;
  }
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

function values(input: BlogPostInput, now: Date) {
  return {
    title: input.title,
    author: input.author,
    content: input.content,
    excerpt: input.excerpt,
    category: input.category,
    coverImageUrl: input.coverImageUrl,
    tags: input.tags,
    isPublished: input.isPublished,
    isFeatured: input.isFeatured,
    // SPEC §4: every save of a published post refreshes its date; a draft has none.
    publishedAt: input.isPublished ? now : null,
    updatedAt: now,
  };
}

async function slugFor(input: BlogPostInput, tx: Db, exceptId?: string): Promise<string> {
  if (!input.slug) return uniquePostSlug(input.title, { exceptId, executor: tx });
  const [clash] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, input.slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw new SlugTakenError(input.slug);
  return input.slug;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && ((error as { code?: string }).code === "23505" ||
    (error as { cause?: { code?: string } }).cause?.code === "23505");

export async function createPost(input: BlogPostInput, actor: Actor, now = new Date()): Promise<BlogPost> {
  try {
    return await db().transaction(async (tx) => {
      const slug = await slugFor(input, tx);
      const [post] = await tx
        .insert(blogPosts)
        .values({ ...values(input, now), slug, createdAt: now })
        .returning();
      await recordAudit(auditEntry("blog_post.create", post!, actor), tx);
      return post!;
    });
  } catch (error) {
    // Two editors saving the same title at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new SlugTakenError(input.slug ?? slugify(input.title));
    throw error;
  }
}

/** Returns null when the post does not exist. */
export async function updatePost(id: string, input: BlogPostInput, actor: Actor, now = new Date()): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  try {
    return await db().transaction(async (tx) => {
      const [existing] = await tx.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!existing) return null;
      // A post keeps its address unless the editor changes the slug on purpose.
      const slug = input.slug ? await slugFor(input, tx, id) : existing.slug;
      const [post] = await tx
        .update(blogPosts)
        .set({ ...values(input, now), slug })
        .where(eq(blogPosts.id, id))
        .returning();
      await recordAudit(auditEntry("blog_post.update", post!, actor), tx);
      return post!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(input.slug ?? "");
    throw error;
  }
}

/** Returns false when there was nothing to delete. */
export async function deletePost(id: string, actor: Actor): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db().transaction(async (tx) => {
    const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!post) return false;
    await recordAudit(auditEntry("blog_post.delete", post, actor), tx);
    return true;
  });
}

function auditEntry(action: string, post: BlogPost, actor: Actor) {
  return {
    action,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    entityType: "blog_post",
    entityId: post.id,
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? null,
    details: { title: post.title, slug: post.slug, isPublished: post.isPublished },
  };
}
