/**
 * Issue 17.4: the template families' bodies. The comparison verdict is read from the rows, every
 * product and feature page has a picture per feature row (each a real catalog picture, none its own
 * hero), and grids of any length leave no hole.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verdictOf } from "../../app/components/marketing/families.tsx";
import { balancedGrid } from "../../app/components/marketing/sections.tsx";
import { blockOf, familyPages, seededPage } from "../support/seeded-pages.ts";
import { heroArtFor, storyArtFor } from "../../app/lib/art/hero.ts";

describe("the comparison verdict", () => {
  it("names the features only one side has, and counts the rest as in both", () => {
    const coursera = blockOf(seededPage("/compare/ira-connect-vs-coursera"), "comparisonTable");
    expect(verdictOf(coursera.rows)).toEqual({
      only: ["AI candidate-job matching", "Built-in job board", "Gamified challenge arena"],
      competitorOnly: ["Accredited online degrees"],
      both: 6,
    });
  });

  it("a feature the competitor has in some form (text) is not 'only in IRACONNECT'", () => {
    const rows = [
      { feature: "a", iraconnect: true, competitor: "Partly" },
      { feature: "b", iraconnect: "Yes, built in", competitor: false },
      { feature: "c", iraconnect: false, competitor: true },
    ];
    expect(verdictOf(rows)).toEqual({ only: ["b"], competitorOnly: ["c"], both: 1 });
  });

  it("always accounts for every row exactly once", () => {
    const value = fc.oneof(fc.boolean(), fc.string({ minLength: 1, maxLength: 5 }));
    fc.assert(
      fc.property(fc.array(fc.record({ feature: fc.uuid(), iraconnect: value, competitor: value }), { maxLength: 20 }), (rows) => {
        const verdict = verdictOf(rows);
        expect(verdict.only.length + verdict.competitorOnly.length + verdict.both).toBe(rows.length);
      }),
    );
  });
});

describe("story pictures", () => {
  it("every product and feature page has one, none repeating the page's hero", () => {
    for (const page of [...familyPages("products"), ...familyPages("features")]) {
      const story = storyArtFor(page.path);
      expect(story.length, page.path).toBeGreaterThan(0);
      expect(story.length, page.path).toBeLessThanOrEqual(blockOf(page, "featureGrid").items.length);
      expect(story.map((art) => art.src), page.path).not.toContain(heroArtFor(page.path)?.src);
      for (const art of story) expect(art.alt.length, page.path).toBeGreaterThan(20);
    }
  });
});

describe("balanced grids", () => {
  it("centre a last row of two on a desktop and a lone last card on a tablet", () => {
    expect(balancedGrid(5)).toContain("lg:[&>:nth-last-child(2)]:col-start-2");
    expect(balancedGrid(5)).toContain("sm:[&>:last-child]:col-start-2");
    expect(balancedGrid(6)).not.toMatch(/nth-last-child|sm:\[&>:last-child\]:col-start-2/);
    expect(balancedGrid(4)).toContain("lg:grid-cols-4");
    expect(balancedGrid(7)).toContain("lg:[&>:last-child]:col-start-3");
  });
});
