import { describe, expect, it } from "vitest";
import { categoryOf, cleanList, excerptOf, firstFreeSlug, readTime, slugify, trimList, visibleTags } from "#app/lib/content.ts";
import { parseBlogQuery } from "#app/lib/schemas/blog-query.ts";
import { BlogPostSchema } from "#app/lib/schemas/blog-post.ts";
import { CaseStudySchema } from "#app/lib/schemas/case-study.ts";

describe("content rules (SPEC §9)", () => {
  it("read time is words / 200 rounded up, at least one minute", () => {
    expect(readTime("")).toBe("1 min read");
    expect(readTime(Array(200).fill("word").join(" "))).toBe("1 min read");
    expect(readTime(Array(201).fill("word").join(" "))).toBe("2 min read");
    expect(readTime(Array(1000).fill("w").join("\n"))).toBe("5 min read");
  });

  it("excerpt falls back to the first 150 characters of the text plus an ellipsis", () => {
    expect(excerptOf({ excerpt: "  Given  ", content: "x" })).toBe("Given");
    const long = "a".repeat(300);
    expect(excerptOf({ excerpt: null, content: long })).toBe(`${"a".repeat(150)}...`);
    expect(excerptOf({ excerpt: "", content: "## Heading\n\nShort [link](https://x.io) text" })).toBe("Heading Short link text");
  });

  it("category defaults to Technology", () => {
    expect(categoryOf({ category: null })).toBe("Technology");
    expect(categoryOf({ category: "  " })).toBe("Technology");
    expect(categoryOf({ category: "AI" })).toBe("AI");
  });

  it("slugify makes readable ASCII slugs and firstFreeSlug appends -2, -3", () => {
    expect(slugify("  Héllo, World & Friends! ")).toBe("hello-world-and-friends");
    expect(slugify("!!!")).toBe("");
    expect(slugify("word ".repeat(40)).length).toBeLessThanOrEqual(80);
    expect(firstFreeSlug("a", new Set())).toBe("a");
    expect(firstFreeSlug("a", new Set(["a", "a-2"]))).toBe("a-3");
  });

  it("lists are trimmed; tags are also deduplicated", () => {
    expect(trimList([" a ", "", "a", undefined])).toEqual(["a", "a"]);
    expect(cleanList([" AI ", "ai", "", "Cloud"])).toEqual(["AI", "Cloud"]);
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });
});

describe("BlogQuerySchema", () => {
  const parse = (query: string) => parseBlogQuery(new URLSearchParams(query));

  it("normalises blank values and 'All' to no filter", () => {
    expect(parse("q=%20%20&category=All")).toMatchObject({ success: true, data: { q: undefined, category: undefined } });
    expect(parse("q=%20Delta%0A%20Lake%20&category=AI")).toMatchObject({ success: true, data: { q: "Delta Lake", category: "AI" } });
    expect(parse("q=a&q=b").data?.q).toBe("b");
  });

  it("refuses over-long values with a message", () => {
    const result = parse(`q=${"x".repeat(201)}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Search text must be at most 200 characters");
    expect(parse(`category=${"x".repeat(61)}`).error?.issues[0]?.message).toBe("Category must be at most 60 characters");
  });
});

describe("editor schemas", () => {
  it("blog post: Title, Author and Content are required, with messages", () => {
    const result = BlogPostSchema.safeParse({ title: " ", author: "", content: undefined });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(["Title is required", "Author is required", "Content is required"]));
  });

  it("blog post: tags trimmed and deduplicated, bad slug and cover URL refused", () => {
    const ok = BlogPostSchema.parse({ title: "T", author: "A", content: "C", tags: [" AI ", "AI", ""] });
    expect(ok).toMatchObject({ tags: ["AI"], isPublished: false, isFeatured: false, excerpt: null });
    expect(ok.slug).toBeUndefined();
    const bad = BlogPostSchema.safeParse({ title: "T", author: "A", content: "C", slug: "Not a slug", coverImageUrl: "javascript:alert(1)" });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "Slug may contain only lower-case letters, digits and single hyphens",
        "Cover Image URL must start with https:// (or / for a path on this site)",
      ]),
    );
  });

  it("case study: drops blank rows, requires a metric on a filled row", () => {
    const ok = CaseStudySchema.parse({
      title: "X",
      results: [{ metric: "", beforeValue: "", afterValue: "" }, { metric: "Latency", beforeValue: "2s" }],
      techStack: [{ category: "Cloud", technologies: "AWS" }, {}],
      businessChallenge: [" slow ", ""],
    });
    expect(ok.results).toEqual([{ metric: "Latency", beforeValue: "2s", afterValue: "" }]);
    expect(ok.techStack).toEqual([{ category: "Cloud", technologies: "AWS" }]);
    expect(ok.businessChallenge).toEqual(["slow"]);
    expect(ok.isPublished).toBe(false);
    const bad = CaseStudySchema.safeParse({ title: "X", results: [{ beforeValue: "1" }] });
    expect(bad.error!.issues[0]!.message).toBe("Metric is required");
  });
});
