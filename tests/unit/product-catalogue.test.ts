/**
 * The products as the site shows them (issue 26: their words are data): the Products menu's
 * columns and the footer (the menus staff edit, app/lib/navigation.ts until they do), each
 * product's own page and the /products sections and home cards (seeded pages,
 * db/seed-data/pages.json) name the same products and link to each other.
 */
import { describe, expect, it } from "vitest";
import { footerNav, productMenu, productMenuBlocks, productMenuFooter } from "#app/lib/navigation.ts";
import { caseStudyServices } from "#app/lib/case-study-facets.ts";
import { hubFamilies, isPagePath, paths } from "#app/lib/paths.ts";
import { staticPublicPaths } from "#app/lib/public-pages.ts";
import { blockOf, familyPages, seededPage, seededPages, templatePages } from "../support/seeded-pages.ts";

const leads = productMenuBlocks.flatMap((block) => (block.lead ? [block.lead] : []));

describe("the products", () => {
  it("the Products menu leads with three products, each with its own page (from blocks) whose breadcrumb is the product's name", () => {
    expect(leads.map((lead) => [lead.label, lead.href, lead.description])).toEqual([
      ["IRACONNECT", "/products/ira-connect", "AI-powered talent and career platform"],
      ["IRA Migrate", "/products/ira-migrate", "Move courses and learners in 24 to 72 hours"],
      ["IRASECURE", "/products/ira-secure", "Blockchain credential issuing and verification"],
    ]);
    // Every product page of the seed has its column, and no column leads to a page the seed lacks.
    expect(new Set(leads.map((lead) => lead.href))).toEqual(new Set(familyPages("products").map((page) => page.path)));
    for (const lead of leads) {
      expect(seededPage(lead.href).breadcrumb, lead.href).toBe(lead.label);
      expect(isPagePath(lead.href), lead.href).toBe(true);
    }
  });

  it("the Products menu ends on All products; the footer lists every product", () => {
    expect(productMenuFooter[0]).toEqual({ label: "All products", href: "/products", description: "Platform, features and benefits side by side" });
    const footer = footerNav.find((group) => group.title === "Products")!.links;
    expect(footer.map((l) => [l.label, l.href])).toEqual([
      ["IRACONNECT", "/products/ira-connect"],
      ["IRA Migrate", "/products/ira-migrate"],
      ["IRASECURE", "/products/ira-secure"],
      ["All products", "/products"],
      ["Join IRACONNECT early", "/iraconnect"],
    ]);
  });

  it("the Products menu links every template page and every hub, each once, and nothing that is not a page", () => {
    const hrefs = productMenu.flatMap((group) => group.links.map((link) => link.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(templatePages).toHaveLength(28);
    for (const page of templatePages) expect(hrefs, page.path).toContain(page.path);
    for (const family of hubFamilies) expect(hrefs, family).toContain(paths.hub(family));
    // Each a page with a route of its own, or one of the pages from blocks the seed writes (issue 26).
    const pages = new Set([...staticPublicPaths, ...seededPages.map((page) => page.path)]);
    for (const href of hrefs) expect(pages.has(href), href).toBe(true);
  });

  it("the home cards and the /products sections are the core products, linked to each other by anchor and to each product's page", () => {
    const cards = blockOf(seededPage("/"), "productCards").items;
    expect(cards.map((card) => [card.name, card.href])).toEqual([
      ["IRACONNECT", "/products#iraconnect"],
      ["IRASECURE", "/products#irasecure"],
    ]);
    // /products lists every product its menu names (issue 26).
    const sections = blockOf(seededPage(paths.products), "productDetails").items;
    expect(sections.map((s) => [s.anchor, s.name, s.moreHref])).toEqual([
      ["iraconnect", "IRACONNECT", "/products/ira-connect"],
      ["irasecure", "IRASECURE", "/products/ira-secure"],
      ["ira-migrate", "IRA Migrate", "/products/ira-migrate"],
    ]);
    for (const card of cards) expect(sections.map((s) => `/products#${s.anchor}`), card.name).toContain(card.href);
    expect(new Set(sections.map((s) => s.moreHref))).toEqual(new Set(leads.map((lead) => lead.href)));
    for (const section of sections) expect(leads.find((lead) => lead.href === section.moreHref)?.label, section.anchor).toBe(section.name);
  });
});

describe("the services", () => {
  it("a case study is filed under the services of /services: the facet's ids and names are the page's service details", () => {
    const details = blockOf(seededPage(paths.services), "serviceDetails").items;
    expect(caseStudyServices.map((option) => [option.id, option.label])).toEqual(details.map((item) => [item.anchor, item.title]));
  });
});
