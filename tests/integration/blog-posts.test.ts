import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts } from "../../db/schema.ts";
import {
  countPublishedPosts,
  getAdjacentPosts,
  getPostById,
  getPublishedPostBySlug,
  getPublishedSlugById,
  listAllPosts,
  listPostsForFeed,
  listPostsForSitemap,
  listPublishedCategories,
  listPublishedPosts,
  publishedOnly,
  uniquePostSlug,
} from "#app/models/blog-posts.server.ts";
import { createPost, deletePost, SlugTakenError, updatePost } from "#app/services/content.server.ts";
import { postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

beforeEach(async () => {
  await testDatabase().db.execute(sql`delete from blog_posts`);
  await testDatabase().db.execute(sql`delete from audit_log`);
});

async function seedPosts() {
  const old = await createPost(postInput({ title: "Old cloud post", category: "Cloud", content: "About FinOps savings." }), testActor, day(1));
  const mid = await createPost(postInput({ title: "Lakehouse design", category: "Data", excerpt: "Delta and ICEBERG tables" }), testActor, day(2));
  const recent = await createPost(postInput({ title: "RAG in practice", content: "Retrieval 100% _augmented_" }), testActor, day(3));
  const draft = await createPost(postInput({ title: "Secret draft", category: "Secret", isPublished: false, content: "FinOps draft" }), testActor, day(4));
  return { old, mid, recent, draft };
}

describe("public reads (only published posts)", () => {
  it("publishedOnly is the condition public reads use", async () => {
    await seedPosts();
    const rows = await testDatabase().db.select({ title: blogPosts.title }).from(blogPosts).where(publishedOnly());
    expect(rows.map((r) => r.title).sort()).toEqual(["Lakehouse design", "Old cloud post", "RAG in practice"]);
  });

  it("lists published posts newest first with categories and the total", async () => {
    await seedPosts();
    const { posts, categories, total } = await listPublishedPosts();
    expect(posts.map((p) => p.title)).toEqual(["RAG in practice", "Lakehouse design", "Old cloud post"]);
    expect(categories).toEqual(["Cloud", "Data"]);
    expect(total).toBe(3);
    expect(await countPublishedPosts()).toBe(3);
    expect(await listPublishedCategories()).toEqual(["Cloud", "Data"]);
  });

  it("searches title, excerpt and content case-insensitively, and filters by exact category", async () => {
    await seedPosts();
    const titles = async (filter: { q?: string; category?: string }) =>
      (await listPublishedPosts(filter)).posts.map((p) => p.title);
    expect(await titles({ q: "lakehouse" })).toEqual(["Lakehouse design"]);
    expect(await titles({ q: "iceberg" })).toEqual(["Lakehouse design"]);
    expect(await titles({ q: "finops" })).toEqual(["Old cloud post"]);
    expect(await titles({ q: "100%" })).toEqual(["RAG in practice"]);
    expect(await titles({ q: "_" })).toEqual(["RAG in practice"]);
    expect(await titles({ q: "%" })).toEqual(["RAG in practice"]);
    expect(await titles({ category: "Data" })).toEqual(["Lakehouse design"]);
    expect(await titles({ category: "data" })).toEqual([]);
    expect(await titles({ category: "Secret" })).toEqual([]);
    expect(await titles({ q: "cloud", category: "Data" })).toEqual([]);
    const empty = await listPublishedPosts({ q: "nothing matches" });
    expect(empty).toMatchObject({ posts: [], total: 3 });
  });

  it("an empty database has no posts and a zero total", async () => {
    expect(await listPublishedPosts()).toEqual({ posts: [], categories: [], total: 0, matching: 0 });
  });

  it("finds a published post by slug or id, never a draft", async () => {
    const { mid, draft } = await seedPosts();
    expect((await getPublishedPostBySlug(mid.slug))?.id).toBe(mid.id);
    expect(await getPublishedPostBySlug(draft.slug)).toBeNull();
    expect(await getPublishedSlugById(mid.id)).toBe("lakehouse-design");
    expect(await getPublishedSlugById(draft.id)).toBeNull();
    expect(await getPublishedSlugById("not-a-uuid")).toBeNull();
  });

  it("gives previous (older) and next (newer) published neighbours", async () => {
    const { old, mid, recent } = await seedPosts();
    expect(await getAdjacentPosts(mid)).toEqual({
      previous: { slug: old.slug, title: old.title },
      next: { slug: recent.slug, title: recent.title },
    });
    expect((await getAdjacentPosts(recent)).next).toBeNull();
    expect((await getAdjacentPosts(old)).previous).toBeNull();
  });

  it("feeds and sitemap hold published posts only", async () => {
    await seedPosts();
    expect((await listPostsForFeed()).map((p) => p.title)).toEqual(["RAG in practice", "Lakehouse design", "Old cloud post"]);
    expect((await listPostsForFeed(1)).length).toBe(1);
    const sitemap = await listPostsForSitemap();
    expect(sitemap.map((e) => e.slug).sort()).toEqual(["lakehouse-design", "old-cloud-post", "rag-in-practice"]);
    expect(sitemap[0]!.lastmod).toBeInstanceOf(Date);
  });
});

describe("admin writes", () => {
  it("lists every post newest first by created_at and reads one by id", async () => {
    const { draft, old } = await seedPosts();
    expect((await listAllPosts()).map((p) => p.title)).toEqual(["Secret draft", "RAG in practice", "Lakehouse design", "Old cloud post"]);
    expect((await getPostById(draft.id))?.title).toBe("Secret draft");
    expect((await getPostById(old.id))?.isPublished).toBe(true);
    expect(await getPostById("123")).toBeNull();
  });

  it("create sets slug, published_at and an audit entry", async () => {
    const post = await createPost(postInput({ title: "Héllo Wörld!", tags: ["a", "A", " b "] }), testActor, day(5));
    expect(post).toMatchObject({ slug: "hello-world", tags: ["a", "b"], isPublished: true, publishedAt: day(5), createdAt: day(5) });
    const draft = await createPost(postInput({ title: "Héllo Wörld", isPublished: false }), testActor);
    expect(draft).toMatchObject({ slug: "hello-world-2", publishedAt: null });
    const third = await createPost(postInput({ title: "hello world" }), testActor);
    expect(third.slug).toBe("hello-world-3");
    const audit = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, post.id));
    expect(audit).toMatchObject([{ action: "blog_post.create", actorEmail: "editor@example.com", entityType: "blog_post", ip: "127.0.0.1" }]);
  });

  it("uniquePostSlug skips taken slugs and ignores the post itself", async () => {
    const post = await createPost(postInput({ title: "Same" }), testActor);
    expect(await uniquePostSlug("Same")).toBe("same-2");
    expect(await uniquePostSlug("Same", { exceptId: post.id })).toBe("same");
    expect(await uniquePostSlug("???")).toBe("post");
  });

  it("an explicit slug must be free", async () => {
    await createPost(postInput({ title: "First", slug: "my-slug" }), testActor);
    await expect(createPost(postInput({ title: "Second", slug: "my-slug" }), testActor)).rejects.toBeInstanceOf(SlugTakenError);
    expect((await listAllPosts()).length).toBe(1);
  });

  it("update keeps the first publish date on later saves (issue 14.5), sets updated_at, and clears it for a draft", async () => {
    const post = await createPost(postInput({ title: "Draft first", isPublished: false }), testActor, day(1));
    const published = await updatePost(post.id, postInput({ title: "Draft first", isPublished: true }), testActor, day(2));
    expect(published).toMatchObject({ isPublished: true, publishedAt: day(2), slug: "draft-first", createdAt: day(1) });
    const saved = await updatePost(post.id, postInput({ title: "Renamed", isPublished: true }), testActor, day(3));
    expect(saved).toMatchObject({ title: "Renamed", publishedAt: day(2), updatedAt: day(3), slug: "draft-first" });
    const unpublished = await updatePost(post.id, postInput({ title: "Renamed", isPublished: false }), testActor, day(4));
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null });
    const reslugged = await updatePost(post.id, postInput({ title: "Renamed", slug: "new-address" }), testActor);
    expect(reslugged?.slug).toBe("new-address");
    const audit = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "blog_post.update"));
    expect(audit.length).toBe(4);
  });

  it("update refuses another post's slug and answers null for a missing post", async () => {
    await createPost(postInput({ title: "Taken" }), testActor);
    const other = await createPost(postInput({ title: "Other" }), testActor);
    await expect(updatePost(other.id, postInput({ title: "Other", slug: "taken" }), testActor)).rejects.toBeInstanceOf(SlugTakenError);
    expect((await getPostById(other.id))?.slug).toBe("other");
    expect(await updatePost("00000000-0000-0000-0000-000000000000", postInput(), testActor)).toBeNull();
  });

  it("delete removes the post and records it", async () => {
    const post = await createPost(postInput(), testActor);
    expect(await deletePost(post.id, testActor)).toBe(true);
    expect(await getPostById(post.id)).toBeNull();
    expect(await deletePost(post.id, testActor)).toBe(false);
    expect(await deletePost("nope", testActor)).toBe(false);
    const audit = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "blog_post.delete"));
    expect(audit).toMatchObject([{ entityId: post.id }]);
  });
});
