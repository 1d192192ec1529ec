import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productSections } from "#app/content/marketing/products.ts";
import { getMarketingPage, marketingPages } from "#app/content/marketing-pages.ts";
import { productCards, products } from "#app/content/products.ts";
import { footerNav, productMenu, productMenuBlocks, productMenuFooter } from "#app/lib/navigation.ts";
import { hubFamilies, isPagePath, paths } from "#app/lib/paths.ts";
import { staticPublicPaths } from "#app/lib/public-pages.ts";

describe("the product catalogue", () => {
  it("names three products, each with its own page (from blocks) whose breadcrumb is the product's name", () => {
    expect(products.map((p) => [p.name, p.path])).toEqual([
      ["IRACONNECT", "/products/ira-connect"],
      ["IRA Migrate", "/products/ira-migrate"],
      ["IRASECURE", "/products/ira-secure"],
    ]);
    for (const product of products) {
      expect(getMarketingPage(product.path)?.breadcrumb, product.path).toBe(product.name);
      expect(isPagePath(product.path), product.path).toBe(true);
    }
  });

  it("the header's Products menu leads each product's block with its name, page and summary, and ends on All products; the footer lists every product", () => {
    const leads = productMenuBlocks.flatMap((block) => (block.lead ? [block.lead] : []));
    expect(leads).toEqual(products.map((p) => ({ label: p.name, href: p.path, description: p.summary })));
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
    for (const page of marketingPages) expect(hrefs, page.path).toContain(page.path);
    for (const family of hubFamilies) expect(hrefs, family).toContain(paths.hub(family));
    // Each a page with a route of its own, or one of the pages from blocks the seed writes (issue 26).
    const seeded = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../db/seed-data/pages.json"), "utf8")) as { path: string }[]).map((page) => page.path);
    const pages = new Set([...staticPublicPaths, ...seeded, ...marketingPages.map((page) => page.path), ...hubFamilies.map((family) => paths.hub(family))]);
    for (const href of hrefs) expect(pages.has(href), href).toBe(true);
  });

  it("the home cards and the /products sections are the core products, linked to each other by anchor", () => {
    expect(productCards.map((c) => [c.name, c.href])).toEqual([
      ["IRACONNECT", "/products#iraconnect"],
      ["IRASECURE", "/products#irasecure"],
    ]);
    // /products lists every product its menu names (issue 26).
    expect(productSections.map((s) => [s.id, s.name, s.path])).toEqual([
      ["iraconnect", "IRACONNECT", "/products/ira-connect"],
      ["irasecure", "IRASECURE", "/products/ira-secure"],
      ["ira-migrate", "IRA Migrate", "/products/ira-migrate"],
    ]);
    expect(new Set(productSections.map((s) => s.path))).toEqual(new Set(products.map((p) => p.path)));
  });
});
