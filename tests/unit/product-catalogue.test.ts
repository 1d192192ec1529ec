import { describe, expect, it } from "vitest";
import { productSections } from "#app/content/marketing/products.ts";
import { getMarketingPage } from "#app/content/marketing-pages.ts";
import { productCards, products } from "#app/content/products.ts";
import { footerNav, productMenu } from "#app/lib/navigation.ts";
import { prerenderPaths } from "#app/lib/public-pages.ts";

describe("the product catalogue", () => {
  it("names three products, each with its own prerendered page whose breadcrumb is the product's name", () => {
    expect(products.map((p) => [p.name, p.path])).toEqual([
      ["IRACONNECT", "/products/ira-connect"],
      ["IRA Migrate", "/products/ira-migrate"],
      ["IRASECURE", "/products/ira-secure"],
    ]);
    for (const product of products) {
      expect(getMarketingPage(product.path)?.breadcrumb, product.path).toBe(product.name);
      expect(prerenderPaths).toContain(product.path);
    }
  });

  it("the header's Products menu and the footer list every product by its name, page and summary", () => {
    const menu = productMenu.find((group) => group.title === "Products")!.links;
    expect(menu.slice(0, products.length)).toEqual(products.map((p) => ({ label: p.name, href: p.path, description: p.summary })));
    expect(menu.at(-1)).toEqual({ label: "All products", href: "/products", description: "Platform, features and benefits side by side" });
    const footer = footerNav.find((group) => group.title === "Products")!.links;
    expect(footer.map((l) => [l.label, l.href])).toEqual([
      ["IRACONNECT", "/products/ira-connect"],
      ["IRA Migrate", "/products/ira-migrate"],
      ["IRASECURE", "/products/ira-secure"],
      ["Join IRACONNECT early", "/iraconnect"],
    ]);
  });

  it("the home cards and the /products sections are the core products, linked to each other by anchor", () => {
    expect(productCards.map((c) => [c.name, c.href])).toEqual([
      ["IRACONNECT", "/products#iraconnect"],
      ["IRASECURE", "/products#irasecure"],
    ]);
    expect(productSections.map((s) => [s.id, s.name, s.path])).toEqual([
      ["iraconnect", "IRACONNECT", "/products/ira-connect"],
      ["irasecure", "IRASECURE", "/products/ira-secure"],
    ]);
  });
});
