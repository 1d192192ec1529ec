/**
 * Issue 14.7 and 14.5 on a real database: featured posts and case studies lead their public lists
 * and fill the home page's band (kept in the HTML cache, dropped on any content change); a later
 * save sets the updated date shown on the page, in JSON-LD and in the sitemap, while the feed keeps
 * the first publication date.
 */
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPostMeta } from "#app/components/blog/post-article.tsx";
import { caseStudyMeta } from "#app/components/case-studies/case-study-article.tsx";
import { cacheTopicsFor, paths } from "#app/lib/paths.ts";
import { prerenderPaths, staticPublicPaths } from "#app/lib/public-pages.ts";
import { loader as blogLoader } from "#app/routes/blog/index.tsx";
import { loader as postLoader } from "#app/routes/blog/post.tsx";
import { loader as caseStudiesLoader } from "#app/routes/case-studies/index.tsx";
import { loader as caseStudyLoader } from "#app/routes/case-studies/detail.tsx";
import { loader as homeLoader } from "#app/routes/pages/page.tsx";
import { seedSitePages } from "#app/services/page-seed.server.ts";
import { loader as rssLoader } from "#app/routes/resources/rss.ts";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap.ts";
import type { BlogPostPageData, CaseStudyPageData } from "#app/services/article-pages.server.ts";
import { createCaseStudy, createPost, updateCaseStudy, updatePost } from "#app/services/content.server.ts";
import { caseStudyInput, postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { settle } from "../support/route-call.ts";

const load = <T>(loader: (args: never) => unknown, url: string, params: Record<string, string> = {}) =>
  settle<T>(async () => loader({ request: new Request(`http://localhost${url}`), params, context: {} } as never));

beforeAll(async () => {
  await seedSitePages();
}, 60_000);

beforeEach(async () => {
  await testDatabase().db.execute(sql`delete from blog_posts`);
  await testDatabase().db.execute(sql`delete from case_studies`);
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe("featured content", () => {
  it("leads /blog and /case-studies; drafts never show, featured or not", async () => {
    await createPost(postInput({ title: "Old but featured", isFeatured: true }), testActor, day(1));
    await createPost(postInput({ title: "Newest" }), testActor, day(5));
    await createPost(postInput({ title: "Middle" }), testActor, day(3));
    await createPost(postInput({ title: "Featured draft", isFeatured: true, isPublished: false }), testActor, day(6));
    const blog = await load<{ posts: { title: string; featured: boolean }[] }>(blogLoader, "/blog");
    expect(blog.body.posts.map((p) => [p.title, p.featured])).toEqual([
      ["Old but featured", true],
      ["Newest", false],
      ["Middle", false],
    ]);

    await createCaseStudy(caseStudyInput({ title: "Featured study", isFeatured: true }), testActor, day(1));
    await createCaseStudy(caseStudyInput({ title: "Recent study" }), testActor, day(4));
    const studies = await load<{ studies: { title: string; featured: boolean }[] }>(caseStudiesLoader, "/case-studies");
    expect(studies.body.studies.map((s) => [s.title, s.featured])).toEqual([
      ["Featured study", true],
      ["Recent study", false],
    ]);
  });

  it("the home page shows the published featured ones, and nothing when there are none", async () => {
    type Home = { view: { archives: Record<string, { posts: { title: string }[]; studies: { title: string }[] }> } };
    const featured = (home: { body: Home }) => home.body.view.archives.featured!;
    expect(featured(await load<Home>(homeLoader, "/"))).toEqual({ posts: [], studies: [] });
    await createPost(postInput({ title: "Featured post", isFeatured: true }), testActor);
    await createPost(postInput({ title: "Plain post" }), testActor);
    await createPost(postInput({ title: "Featured draft", isFeatured: true, isPublished: false }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Featured study", isFeatured: true }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Hidden featured study", isFeatured: true, isPublished: false }), testActor);
    const home = await load<Home>(homeLoader, "/");
    expect(featured(home).posts.map((p) => p.title)).toEqual(["Featured post"]);
    expect(featured(home).studies.map((s) => s.title)).toEqual(["Featured study"]);
  });

  it("the home page is not prerendered: the HTML cache keeps it and drops it on any page, post or case-study change", () => {
    expect(prerenderPaths).not.toContain(paths.home);
    expect(staticPublicPaths).not.toContain(paths.home);
    expect(cacheTopicsFor(paths.home)).toEqual(["pages", "blog", "case-studies"]);
  });
});

/** The Article graph of a page's meta. */
function article(meta: ReturnType<typeof blogPostMeta>): Record<string, unknown> {
  const graph = meta.map((d) => (d as Record<string, unknown>)["script:ld+json"] as Record<string, unknown> | undefined).find((g) => g?.["@type"] === "Article");
  return graph!;
}

describe("the updated date", () => {
  it("a later save of a published post moves its updated date (page, JSON-LD, sitemap) but not its publication date (feed)", async () => {
    const post = await createPost(postInput({ title: "Dated post", content: "First" }), testActor, day(1));
    await updatePost(post.id, postInput({ title: "Dated post", content: "Fixed a typo" }), testActor, day(9));

    const page = await load<BlogPostPageData>(postLoader, `/blog/${post.slug}`, { slug: post.slug });
    expect(page.body.post).toMatchObject({ publishedAt: day(1).toISOString(), updatedAt: day(9).toISOString() });
    expect(article(blogPostMeta(page.body))).toMatchObject({ datePublished: day(1).toISOString(), dateModified: day(9).toISOString() });

    const sitemap = await ((await sitemapLoader()) as Response).text();
    expect(sitemap).toContain(`<loc>http://localhost:3000/blog/${post.slug}</loc><lastmod>${day(9).toISOString()}</lastmod>`);
    const feed = await ((await rssLoader()) as Response).text();
    expect(feed).toContain(`<pubDate>${day(1).toUTCString()}</pubDate>`);
    expect(feed).not.toContain(day(9).toUTCString());
  });

  it("a case study's later save sets its updated date on the page, in JSON-LD and in the sitemap", async () => {
    const study = await createCaseStudy(caseStudyInput({ title: "Dated study" }), testActor, day(2));
    await updateCaseStudy(study.id, caseStudyInput({ title: "Dated study", subtitle: "Now with a subtitle" }), testActor, day(7));
    const page = await load<{ study: CaseStudyPageData }>(caseStudyLoader, `/case-studies/${study.id}`, { id: study.id });
    expect(page.body.study).toMatchObject({ createdAt: day(2).toISOString(), updatedAt: day(7).toISOString() });
    expect(article(caseStudyMeta(page.body.study))).toMatchObject({ datePublished: day(2).toISOString(), dateModified: day(7).toISOString() });
    const sitemap = await ((await sitemapLoader()) as Response).text();
    expect(sitemap).toContain(`<loc>http://localhost:3000/case-studies/${study.id}</loc><lastmod>${day(7).toISOString()}</lastmod>`);
  });
});
