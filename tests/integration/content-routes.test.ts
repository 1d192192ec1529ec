/** The public content loaders on a real database: states, status codes and redirects. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as blogLoader } from "#app/routes/blog/index.tsx";
import { loader as postLoader } from "#app/routes/blog/post.tsx";
import { loader as caseStudiesLoader } from "#app/routes/case-studies/index.tsx";
import { loader as caseStudyLoader } from "#app/routes/case-studies/detail.tsx";
import { loader as rssLoader } from "#app/routes/resources/rss.ts";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap.ts";
import { createCaseStudy, createPost } from "#app/services/content.server.ts";
import { listPublishedCaseStudies } from "#app/models/case-studies.server.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { seedMedia } from "../../app/services/seed-media.server.ts";
import { caseStudyInput, postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";

type Result<T> = { data: T; init: { status?: number } | null };
// React Router's data() wraps the value with its response init; call loaders as the router does.
async function call<T>(loader: (args: never) => Promise<unknown>, url: string, params: Record<string, string> = {}) {
  try {
    return (await loader({ request: new Request(`http://localhost${url}`), params, context: {} } as never)) as Result<T>;
  } catch (thrown) {
    if (thrown instanceof Response) return { thrown };
    return { thrown: thrown as Result<unknown> };
  }
}

beforeEach(async () => {
  await testDatabase().db.execute(sql`delete from blog_posts`);
  await testDatabase().db.execute(sql`delete from case_studies`);
});

describe("/blog", () => {
  it("with no published posts at all: the 'nothing published yet' state (total 0)", async () => {
    await createPost(postInput({ title: "Only a draft", isPublished: false }), testActor);
    const result = (await call(blogLoader, "/blog")) as Result<{ state: string; posts: unknown[]; total: number }>;
    expect(result.data).toMatchObject({ state: "ok", posts: [], total: 0, categories: [] });
  });

  it("filters by search and category; a filtered miss keeps the total for 'Reset Filters'", async () => {
    await createPost(postInput({ title: "Lakehouse", category: "Data", content: "x ".repeat(401) }), testActor, new Date("2025-01-01"));
    await createPost(postInput({ title: "RAG", category: "AI", content: "y".repeat(200) }), testActor, new Date("2025-01-02"));
    type Data = { state: string; posts: { title: string; category: string; readTime: string; excerpt: string }[]; total: number };
    const all = (await call(blogLoader, "/blog?category=All")) as Result<Data>;
    expect(all.data.posts.map((p) => p.title)).toEqual(["RAG", "Lakehouse"]);
    expect(all.data.posts[1]).toMatchObject({ readTime: "3 min read", category: "Data" });
    expect(all.data.posts[0]!.excerpt).toBe(`${"y".repeat(150)}...`);
    const ai = (await call(blogLoader, "/blog?category=AI")) as Result<Data>;
    expect(ai.data.posts.map((p) => p.title)).toEqual(["RAG"]);
    const miss = (await call(blogLoader, "/blog?q=nothing-like-this")) as Result<Data>;
    expect(miss.data).toMatchObject({ state: "ok", posts: [], total: 2, q: "nothing-like-this" });
  });

  it("answers 400 with a message for over-long query values, never a 500", async () => {
    const result = (await call(blogLoader, `/blog?q=${"a".repeat(500)}`)) as Result<{ state: string; message: string }>;
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ state: "invalid", message: "Search text must be at most 200 characters" });
    const odd = (await call(blogLoader, "/blog?q=%00%01&category=%20")) as Result<{ state: string }>;
    expect(odd.data.state).toBe("ok");
  });
});

describe("/blog/:slug", () => {
  it("serves a published post, redirects its id permanently to the slug, hides drafts", async () => {
    const post = await createPost(postInput({ title: "Published one" }), testActor);
    const draft = await createPost(postInput({ title: "Draft one", isPublished: false }), testActor);
    const ok = (await call(postLoader, "/blog/published-one", { slug: "published-one" })) as Result<{ post: { title: string } }>;
    expect(ok.data.post.title).toBe("Published one");
    const redirect = (await call(postLoader, `/blog/${post.id}`, { slug: post.id })) as { thrown: Response };
    expect(redirect.thrown.status).toBe(301);
    expect(redirect.thrown.headers.get("Location")).toBe("/blog/published-one");
    for (const slug of [draft.slug, draft.id, "Bad Slug", "x".repeat(300)]) {
      const missing = (await call(postLoader, `/blog/${slug}`, { slug })) as { thrown: Result<unknown> };
      expect(missing.thrown.init?.status).toBe(404);
    }
  });
});

describe("/case-studies", () => {
  it("lists published case studies only", async () => {
    await createCaseStudy(caseStudyInput({ title: "Live one" }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Hidden one", isPublished: false }), testActor);
    const result = (await call(caseStudiesLoader, "/case-studies")) as Result<{ state: string; studies: { id: string }[]; isAdmin: boolean }>;
    expect(result.data).toMatchObject({ state: "ok", isAdmin: false, studies: [{ id: "live-one" }] });
  });

  it("a database failure gives the error state with a message (503), not a crash", async () => {
    const db = testDatabase().db;
    await db.execute(sql`alter table case_studies rename to case_studies_away`);
    try {
      const result = (await call(caseStudiesLoader, "/case-studies")) as Result<{ state: string; message: string; studies: unknown[] }>;
      expect(result.init?.status).toBe(503);
      expect(result.data).toMatchObject({ state: "error", message: "An error occurred while fetching case studies", studies: [] });
    } finally {
      await db.execute(sql`alter table case_studies_away rename to case_studies`);
    }
  });

  it("the detail answers 404 'Case Study Not Found' for unknown, malformed and draft ids", async () => {
    await createCaseStudy(caseStudyInput({ title: "Draft study", isPublished: false }), testActor);
    const live = await createCaseStudy(caseStudyInput({ title: "Live study" }), testActor);
    const ok = (await call(caseStudyLoader, `/case-studies/${live.id}`, { id: live.id })) as Result<{ study: { results: unknown[]; techStack: unknown[] } }>;
    expect(ok.data.study.results.length).toBe(1);
    expect(ok.data.study.techStack.length).toBe(1);
    for (const id of ["draft-study", "unknown", "../../etc", "UPPER"]) {
      const missing = (await call(caseStudyLoader, `/case-studies/${id}`, { id })) as { thrown: Result<{ message: string }> };
      expect(missing.thrown.init?.status).toBe(404);
      expect(missing.thrown.data.message).toBe("Case Study Not Found");
    }
  });
});

describe("case study read time", () => {
  type ListData = { studies: { id: string; readTime: string }[] };
  type PageData = { study: { readTime: string } };
  async function shownOnListAndPage(id: string) {
    const list = (await call(caseStudiesLoader, "/case-studies")) as Result<ListData>;
    const page = (await call(caseStudyLoader, `/case-studies/${id}`, { id })) as Result<PageData>;
    return { list: list.data.studies.find((study) => study.id === id)?.readTime, page: page.data.study.readTime };
  }

  it("every seeded case study shows the same 'N min read' on the list and on its page", async () => {
    const seeded = await seedIfEmpty(testDatabase().db, seedMedia);
    expect(seeded?.caseStudies).toBe(4);
    const ids = (await listPublishedCaseStudies()).map((study) => study.id);
    expect(ids.length).toBe(3);
    for (const id of ids) {
      const shown = await shownOnListAndPage(id);
      expect(shown.list, id).toMatch(/^\d+ min read$/);
      expect(shown.page, id).toBe(shown.list);
    }
  }, 90_000);


  it("without an editor's value, both count every text field of the study (not three on the list, six on the page)", async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const fifty = (items: number) => Array.from({ length: items }, () => words(50));
    // 100 + 100 + 150 + 100 + 50 + 100 + 50 + 150 + 100 = 900 words: 5 minutes at 200 a minute.
    // The list's old rule (description, overview, solution) said 2, the page's (six fields) 4.
    const study = await createCaseStudy(
      caseStudyInput({
        title: "Counted study",
        readTime: "",
        description: words(100),
        clientOverview: words(100),
        businessChallenge: fifty(3),
        projectObjectives: fifty(2),
        solution: words(50),
        keyFeatures: fifty(2),
        securityGovernance: fifty(1),
        impact: fifty(3),
        whyItMatters: words(100),
      }),
      testActor,
    );
    expect(await shownOnListAndPage(study.id)).toEqual({ list: "5 min read", page: "5 min read" });
  });

  it("the editor's value wins on both, trimmed", async () => {
    const study = await createCaseStudy(caseStudyInput({ title: "Given time", readTime: " 12 min read " }), testActor);
    expect(await shownOnListAndPage(study.id)).toEqual({ list: "12 min read", page: "12 min read" });
  });
});

describe("feeds", () => {
  it("rss.xml and sitemap.xml hold published content only, escaped, with lastmod", async () => {
    await createPost(postInput({ title: "Fish & <Chips>", excerpt: `Quotes "and" 'apostrophes'` }), testActor);
    await createPost(postInput({ title: "Secret draft", isPublished: false }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Public study" }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Private study", isPublished: false }), testActor);
    const rss = (await rssLoader()) as Response;
    expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await rss.text();
    expect(xml).toContain("<title>Fish &amp; &lt;Chips&gt;</title>");
    expect(xml).toContain("<description>Quotes &quot;and&quot; &apos;apostrophes&apos;</description>");
    expect(xml).toContain("<link>http://localhost:3000/blog/fish-and-chips</link>");
    expect(xml).not.toContain("Secret draft");
    const sitemap = await ((await sitemapLoader()) as Response).text();
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/blog\/fish-and-chips<\/loc><lastmod>[^<]+<\/lastmod>/);
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/case-studies\/public-study<\/loc><lastmod>/);
    expect(sitemap).toContain("<loc>http://localhost:3000/blog</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/case-studies</loc>");
    expect(sitemap).not.toContain("secret-draft");
    expect(sitemap).not.toContain("private-study");
  });
});
