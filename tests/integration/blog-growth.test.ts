/**
 * Blog growth on a real database: pagination (9 a page, filters kept, bad page → 404), tag pages,
 * related posts under a post, tag pages in the sitemap; and hostile page numbers and tag params
 * (fast-check), never a 5xx.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as blogLoader, meta as blogMeta } from "#app/routes/blog/index.tsx";
import { loader as postLoader } from "#app/routes/blog/post.tsx";
import { loader as tagLoader, meta as tagMeta } from "#app/routes/blog/tag.tsx";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap.ts";
import { createPost } from "#app/services/content.server.ts";
import { postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { hostileText, urlEncoded } from "../support/hostile.ts";
import { settle } from "../support/route-call.ts";

const call = <T>(loader: (args: never) => unknown, url: string, params: Record<string, string> = {}) =>
  settle<T>(async () => loader({ request: new Request(`http://localhost${url}`), params, context: {} } as never));

type Card = { slug: string; title: string };
type List = { state: string; posts: Card[]; page: number; pages: number; matching: number; q: string; category: string | null };

beforeAll(async () => {
  await testDatabase().db.execute(sql`delete from blog_posts`);
  // 20 published posts a day apart: "Post 20" newest. Even ones are "Data", odd ones "Cloud";
  // every fourth carries the tag "Machine Learning", every fifth "MLOps".
  for (let i = 1; i <= 20; i++) {
    const tags = [...(i % 4 === 0 ? ["Machine Learning"] : []), ...(i % 5 === 0 ? ["MLOps"] : []), ...(i === 7 ? ["machine-learning"] : [])];
    await createPost(
      postInput({ title: `Post ${i}`, category: i % 2 ? "Cloud" : "Data", content: `Body of post ${i}, lakehouse ${i % 3 === 0 ? "yes" : "no"}`, tags }),
      testActor,
      new Date(Date.UTC(2025, 0, i)),
    );
  }
  await createPost(postInput({ title: "Hidden draft", isPublished: false, tags: ["Secret Tag", "MLOps"] }), testActor);
});

describe("/blog pagination", () => {
  it("shows 9 posts a page, newest first, with the page count", async () => {
    const first = await call<List>(blogLoader, "/blog");
    expect(first.status).toBe(200);
    expect(first.body.posts.map((p) => p.title)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12].map((i) => `Post ${i}`));
    expect(first.body).toMatchObject({ page: 1, pages: 3, matching: 20 });
    const third = await call<List>(blogLoader, "/blog?page=3");
    expect(third.body.posts.map((p) => p.title)).toEqual(["Post 2", "Post 1"]);
  });

  it("keeps search and category across pages", async () => {
    const data = await call<List>(blogLoader, "/blog?category=Data");
    expect(data.body).toMatchObject({ matching: 10, pages: 2, category: "Data" });
    const second = await call<List>(blogLoader, "/blog?category=Data&page=2");
    expect(second.body.posts.map((p) => p.title)).toEqual(["Post 2"]);
    const searched = await call<List>(blogLoader, "/blog?q=lakehouse%20yes");
    expect(searched.body).toMatchObject({ matching: 6, pages: 1 });
    // rel prev/next in the head carry the filters; page 2 has its own canonical address and title.
    const meta = blogMeta({ loaderData: second.body } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ tagName: "link", rel: "prev", href: "http://localhost:3000/blog?category=Data" });
    expect(meta.find((m) => m.rel === "next")).toBeUndefined();
    const firstMeta = blogMeta({ loaderData: (await call<List>(blogLoader, "/blog")).body } as never) as Record<string, string>[];
    expect(firstMeta).toContainEqual({ tagName: "link", rel: "next", href: "http://localhost:3000/blog?page=2" });
    const page2 = blogMeta({ loaderData: (await call<List>(blogLoader, "/blog?page=2")).body } as never) as Record<string, string>[];
    expect(page2).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/blog?page=2" });
    expect(page2.find((m) => "title" in m)?.title).toContain("(Page 2)");
  });

  it("answers 404 for a page that is not a number or is past the last one", async () => {
    for (const page of ["0", "4", "-1", "1.5", "01", "abc", "", "999999999", "1e3", " 2"]) {
      const answer = await call<List>(blogLoader, `/blog?page=${encodeURIComponent(page)}`);
      expect(answer.status, `page=${page}`).toBe(404);
    }
    expect((await call<List>(blogLoader, "/blog?category=Data&page=3")).status).toBe(404);
    // An empty result still has its page 1 (the empty state), never a 404.
    expect((await call<List>(blogLoader, "/blog?q=nothing-like-this")).status).toBe(200);
  });

  it("never answers 5xx, whatever the page and filters", async () => {
    const page = fc.oneof(hostileText, fc.integer({ min: -5, max: 200_000 }).map(String), fc.constantFrom("1", "2", "3", "%", "%zz"));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom("page", "q", "category"), page), { maxLength: 4 }), async (entries) => {
        const answer = await call<List>(blogLoader, `/blog?${urlEncoded(entries)}`);
        expect([200, 400, 404]).toContain(answer.status);
        if (answer.status === 200) expect(answer.body.posts.length).toBeLessThanOrEqual(9);
      }),
      { numRuns: 120 },
    );
  });
});

describe("/blog/tag/{tag}", () => {
  type Tag = { name: string; posts: Card[]; matching: number; pages: number };

  it("lists the published posts with the tag, spellings with one slug together, with its own title", async () => {
    const answer = await call<Tag>(tagLoader, "/blog/tag/machine-learning", { tag: "machine-learning" });
    expect(answer.status).toBe(200);
    expect(answer.body.posts.map((p) => p.title)).toEqual(["Post 20", "Post 16", "Post 12", "Post 8", "Post 7", "Post 4"]);
    expect(answer.body).toMatchObject({ name: "Machine Learning", matching: 6, pages: 1 });
    const meta = tagMeta({ loaderData: answer.body } as never) as Record<string, string>[];
    expect(meta.find((m) => "title" in m)?.title).toBe("Machine Learning Articles | Iratech");
    expect(meta.find((m) => m.name === "description")?.content).toContain("6 articles");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/blog/tag/machine-learning" });
  });

  it("answers 404 for an unknown tag, a draft's tag, a bad slug or a page past the last", async () => {
    for (const tag of ["secret-tag", "nothing", "Machine-Learning", "a b", "x".repeat(300)]) {
      expect((await call<Tag>(tagLoader, `/blog/tag/x`, { tag })).status, tag).toBe(404);
    }
    expect((await call<Tag>(tagLoader, "/blog/tag/mlops?page=2", { tag: "mlops" })).status).toBe(404);
    const mlops = await call<Tag>(tagLoader, "/blog/tag/mlops", { tag: "mlops" });
    expect(mlops.body.posts.map((p) => p.title)).toEqual(["Post 20", "Post 15", "Post 10", "Post 5"]);
  });

  it("never answers 5xx for a hostile tag or page", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText, fc.constantFrom("mlops", "machine-learning")), fc.oneof(hostileText, fc.constantFrom("1", "2")), async (tag, page) => {
        const answer = await call<Tag>(tagLoader, `/blog/tag/x?${new URLSearchParams({ page })}`, { tag });
        expect([200, 404]).toContain(answer.status);
      }),
      { numRuns: 100 },
    );
  });

  it("is in the sitemap, drafts' tags are not", async () => {
    const sitemap = (await call<string>(sitemapLoader, "/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/blog/tag/machine-learning</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/blog/tag/mlops</loc>");
    expect(sitemap).not.toContain("secret-tag");
  });
});

describe("related posts", () => {
  it("shows three others: most shared tags first, then the same category, then the newest", async () => {
    type Post = { related: Card[]; post: { tagLinks: { tag: string; slug: string }[] } };
    const post20 = await call<Post>(postLoader, "/blog/post-20", { slug: "post-20" });
    // Post 20 (Data) has Machine Learning + MLOps: nothing else has both; one shared tag in Data, newest first.
    expect(post20.body.related.map((p) => p.title)).toEqual(["Post 16", "Post 12", "Post 10"]);
    expect(post20.body.post.tagLinks).toEqual([
      { tag: "Machine Learning", slug: "machine-learning" },
      { tag: "MLOps", slug: "mlops" },
    ]);
    const post1 = await call<Post>(postLoader, "/blog/post-1", { slug: "post-1" });
    // No tags: the same category (Cloud), newest first.
    expect(post1.body.related.map((p) => p.title)).toEqual(["Post 19", "Post 17", "Post 15"]);
  });
});
