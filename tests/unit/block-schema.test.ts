import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLOCK_LIMITS,
  BLOCK_TYPES,
  blockSchema,
  describeIssues,
  isSafeHref,
  pageSchema,
  parseBlocks,
  type BlockInput,
} from "#app/lib/blocks/schema.ts";

const hero: BlockInput = { id: "hero", type: "hero", title: "Engineers Who Finish the Job", subtitle: "Since 2018.", actions: [{ label: "Contact", href: "/contact" }] };
const cta: BlockInput = { id: "cta", type: "cta", title: "Ready?", text: "Tell us.", primary: { label: "Get in Touch", href: "/contact" } };

function page(blocks: unknown[]) {
  return { path: "/campaigns/spring", title: "Spring", blocks };
}

describe("block schemas (issue 26)", () => {
  it("accepts a page of valid blocks and applies defaults", () => {
    const parsed = pageSchema.parse(page([hero, cta]));
    expect(parsed.blocks.map((block) => block.type)).toEqual(["hero", "cta"]);
    expect(parsed.blocks[0]).toMatchObject({ variant: "page" });
    expect(parsed.seo.noindex).toBe(false);
  });

  it("refuses an unknown block type with a message naming the known ones", () => {
    const result = blockSchema.safeParse({ id: "x", type: "script", html: "<script>" });
    expect(result.success).toBe(false);
    const message = describeIssues(result.error!).join("\n");
    expect(message).toContain("must be a known block type");
    expect(message).toContain("richText");
  });

  it("refuses any type that is not one of ours", () => {
    fc.assert(
      fc.property(
        fc.string().filter((type) => !(BLOCK_TYPES as string[]).includes(type)),
        (type) => !blockSchema.safeParse({ ...hero, type }).success,
      ),
    );
  });

  it("refuses links other than http(s), mailto, tel or site-relative", () => {
    for (const bad of ["javascript:alert(1)", "//evil.example", "data:text/html,x", "vbscript:x", " ", "ftp://x", "/\\evil.example"]) {
      expect(isSafeHref(bad), bad).toBe(false);
      expect(blockSchema.safeParse({ ...cta, primary: { label: "Go", href: bad } }).success, bad).toBe(false);
    }
    for (const good of ["https://example.com/x", "http://example.com", "mailto:a@example.com", "tel:+91 44 1234", "/contact", "/", "#faq"]) {
      expect(isSafeHref(good), good).toBe(true);
    }
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!isSafeHref(value)) return true;
        return /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(value);
      }),
    );
  });

  it("refuses oversized lists and texts", () => {
    const items = Array.from({ length: 31 }, (_, index) => ({ question: `Q${index}?`, answer: "A." }));
    expect(blockSchema.safeParse({ id: "faq", type: "faq", items }).success).toBe(false);
    expect(blockSchema.safeParse({ ...hero, title: "x".repeat(BLOCK_LIMITS.shortText + 1) }).success).toBe(false);
    const blocks = Array.from({ length: BLOCK_LIMITS.blocksPerPage + 1 }, (_, index) => ({ ...cta, id: `b${index}` }));
    expect(pageSchema.safeParse(page(blocks)).success).toBe(false);
  });

  it("refuses a rich-text document nested too deep, and accepts Markdown", () => {
    let doc: Record<string, unknown> = { type: "text", text: "deep" };
    for (let level = 0; level < BLOCK_LIMITS.jsonDocDepth + 2; level++) doc = { type: "node", children: [doc] };
    expect(blockSchema.safeParse({ id: "rt", type: "richText", body: { format: "json", doc } }).success).toBe(false);
    expect(blockSchema.safeParse({ id: "rt", type: "richText", body: { format: "markdown", markdown: "# Hi" } }).success).toBe(true);
  });

  it("refuses duplicate block ids and bad or reserved paths", () => {
    expect(pageSchema.safeParse(page([hero, { ...cta, id: "hero" }])).success).toBe(false);
    for (const path of ["", "about", "/About", "/about/", "//x", "/admin", "/admin-dashboard/x", "/api/x", "/media/x", "/a b", "/../x"]) {
      expect(pageSchema.safeParse({ ...page([]), path }).success, path).toBe(false);
    }
    fc.assert(
      fc.property(fc.string(), (path) => {
        const result = pageSchema.safeParse({ ...page([]), path });
        return !result.success || /^\/[a-z0-9/-]*$/.test(result.data.path);
      }),
    );
  });

  it("refuses text PostgreSQL cannot store", () => {
    expect(blockSchema.safeParse({ ...hero, title: "a\u0000b" }).success).toBe(false);
    expect(blockSchema.safeParse({ ...hero, subtitle: "\ud800" }).success).toBe(false);
  });

  it("parses stored blocks one by one, skipping the ones that no longer parse", () => {
    const { blocks, skipped } = parseBlocks([hero, { id: "x", type: "gone" }, cta, "nonsense"]);
    expect(blocks.map((block) => block.id)).toEqual(["hero", "cta"]);
    expect(skipped).toBe(2);
    expect(parseBlocks({ not: "a list" })).toEqual({ blocks: [], skipped: 0 });
  });

  it("never throws on anything a stranger sends", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        pageSchema.safeParse(value);
        blockSchema.safeParse(value);
        parseBlocks(value);
        return true;
      }),
    );
  });
});
