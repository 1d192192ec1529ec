/**
 * The page revision screen's words (issue 26.3, app/lib/page-diff.ts): every changed field, SEO
 * field and block (added, removed, moved, hidden, each field "changed from … to …"), rich text as
 * its words, and a schedule in the site's time zone.
 */
import { describe, expect, it } from "vitest";
import { describePageChanges, fieldLabel, inTimeZone, shown } from "#app/lib/page-diff.ts";

const hero = { id: "h", type: "hero", title: "Old heading", subtitle: "Sub", actions: [{ label: "Contact", href: "/contact" }] };
const faq = { id: "f", type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] };
const form = { id: "c", type: "form", form: "contact" };
const base = { path: "/spring", title: "Spring", seo: { description: "Offer" }, blocks: [hero, faq, form] };
const draft = (page: unknown) => ({ state: "draft", page });

describe("describePageChanges", () => {
  it("a first revision lists every field and block as new", () => {
    const lines = describePageChanges(null, draft(base));
    expect(lines).toContain("Path set to “/spring”");
    expect(lines).toContain("Title set to “Spring”");
    expect(lines).toContain("Search description set to “Offer”");
    expect(lines).toContain("Hero block “Old heading” added at position 1");
    expect(lines).toContain("Form block added at position 3");
  });

  it("nothing changed: no lines", () => {
    expect(describePageChanges(draft(base), draft(structuredClone(base)))).toEqual([]);
  });

  it("a changed block field, in words", () => {
    const after = { ...base, blocks: [{ ...hero, title: "New heading" }, faq, form] };
    expect(describePageChanges(draft(base), draft(after))).toEqual(["Hero block “Old heading”: Title changed from “Old heading” to “New heading”"]);
  });

  it("blocks added, removed, moved and hidden", () => {
    const quotes = { id: "t", type: "testimonials", title: "What clients say", testimonialIds: ["x"] };
    const after = { ...base, blocks: [faq, { ...hero, hidden: true }, quotes] };
    const lines = describePageChanges(draft(base), draft(after));
    expect(lines).toContain("Form block removed (it was at position 3)");
    expect(lines).toContain("Testimonials block “What clients say” added at position 3");
    expect(lines).toContain("Hero block “Old heading” hidden");
    expect(lines.some((line) => /block .* moved from position \d to \d/.test(line))).toBe(true);
    const shownAgain = describePageChanges(draft(after), draft({ ...after, blocks: [faq, hero, quotes] }));
    expect(shownAgain).toEqual(["Hero block “Old heading” shown again"]);
  });

  it("list items item by item; a field cleared; a field set", () => {
    const after = {
      ...base,
      blocks: [{ ...hero, subtitle: undefined, eyebrow: "New" }, { ...faq, items: [{ question: "Why?", answer: "Since." }, { question: "How?", answer: "So." }] }, form],
    };
    const lines = describePageChanges(draft(base), draft(after));
    expect(lines).toContain("Hero block “Old heading”: Subtitle cleared (was “Sub”)");
    expect(lines).toContain("Hero block “Old heading”: Eyebrow set to “New”");
    expect(lines).toContain("FAQ block “Questions”: Items 1: Answer changed from “Because.” to “Since.”");
    expect(lines).toContain("FAQ block “Questions”: Items 2 added: “How?”");
  });

  it("the page's own and SEO fields, noindex as on/off", () => {
    const after = { ...base, path: "/summer", title: "Summer", seo: { title: "Summer deals", noindex: true, keywords: ["a", "b"] } };
    const lines = describePageChanges(draft(base), draft(after));
    expect(lines).toEqual([
      "Path changed from “/spring” to “/summer”",
      "Title changed from “Spring” to “Summer”",
      "Search title set to “Summer deals”",
      "Search description cleared (was “Offer”)",
      "Keywords set to “a, b”",
      "Hide from search engines (noindex) turned on",
    ]);
  });

  it("rich text is compared as its words", () => {
    const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    const rich = { id: "r", type: "richText", body: doc("Hello there") };
    const lines = describePageChanges(draft({ ...base, blocks: [rich] }), draft({ ...base, blocks: [{ ...rich, body: doc("Hello world") }] }));
    expect(lines).toEqual(["Rich text block: Body changed from “Hello there” to “Hello world”"]);
  });

  it("a schedule in the site's time zone; publishing said once", () => {
    const scheduled = { state: "scheduled", publishAt: "2026-11-29T14:30:00.000Z", page: base };
    expect(describePageChanges(draft(base), scheduled, "Europe/Berlin")).toEqual(["Scheduled to go live on 29 Nov 2026, 15:30 (Europe/Berlin)"]);
    expect(describePageChanges(draft(base), { state: "published", page: base })).toEqual(["Published: visitors see this version"]);
  });

  it("long text is cut; odd stored values never throw", () => {
    expect(shown("x".repeat(200))).toHaveLength(82);
    expect(fieldLabel("linkLabel")).toBe("Link label");
    expect(inTimeZone("2026-01-01T00:00:00Z", "Not/AZone")).toBe("1 Jan 2026, 00:00 (UTC)");
    for (const odd of [null, 1, "x", [], { blocks: "no" }, { blocks: [null, 1, { id: 2 }] }]) {
      expect(() => describePageChanges({ page: odd }, { page: odd })).not.toThrow();
      expect(() => describePageChanges(null, { page: odd, state: 7 })).not.toThrow();
    }
  });
});
