/**
 * The menus as data (issue 26.4): today's menus read back through the schema unchanged and drawn
 * exactly as the code menus were (so the site looks the same until staff save); which links a menu
 * and a redirect accept.
 */
import { describe, expect, it } from "vitest";
import { defaultMenus, footerNav, mainNav, menusForDisplay, productMenuBlocks, productMenuFooter } from "#app/lib/navigation.ts";
import { hrefProblem, SiteMenusSchema } from "#app/lib/schemas/navigation.ts";
import { fromPathProblem, RedirectAddSchema, targetProblem } from "#app/lib/schemas/redirect.ts";

describe("today's menus as data", () => {
  it("pass their own schema unchanged", () => {
    expect(SiteMenusSchema.parse(JSON.parse(JSON.stringify(defaultMenus)))).toEqual(defaultMenus);
  });

  it("are drawn as the code menus were", () => {
    const shown = menusForDisplay(defaultMenus);
    expect(shown.mainNav).toEqual(mainNav);
    expect(shown.productMenuBlocks).toEqual(productMenuBlocks);
    expect(shown.productMenuFooter).toEqual(productMenuFooter);
    expect(shown.footerNav).toEqual(footerNav);
  });
});

describe("menu links", () => {
  it.each(["/about", "/services#ai-solutions-details", "/blog?page=2", "https://example.com/x", "http://example.com", "mailto:hello@example.com", "tel:+91-44-4567-8900"])("accepts %s", (href) => {
    expect(hrefProblem(href)).toBeNull();
  });
  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "//evil.example", "about", "https://", "https://u:p@example.com", "/a b", "vbscript:x", "tel:call-me", "/x\u0000"])("refuses %s", (href) => {
    expect(hrefProblem(href)).not.toBeNull();
  });
});

describe("redirect paths", () => {
  it("old paths: plain site paths, not the home page, not the site's own machinery", () => {
    expect(fromPathProblem("/old-page")).toBeNull();
    expect(fromPathProblem("/blog/old-post/")).toBeNull();
    for (const path of ["/", "old", "//x", "/a b", "/a?b", "/a#b", "/a%20b", "/admin-dashboard", "/ADMIN", "/api/contact", "/assets/x.js", "/media/1/480.webp", "/events", "/healthz", "/blog.data", `/${"a".repeat(300)}`]) {
      expect(fromPathProblem(path), path).not.toBeNull();
    }
  });

  it("targets: a site path (with query and fragment) or an http(s) address", () => {
    for (const to of ["/blog/new", "/blog?q=x#top", "https://example.com/sale", "http://example.com"]) expect(targetProblem(to), to).toBeNull();
    for (const to of ["blog", "//evil.example", "javascript:alert(1)", "mailto:x@example.com", "https://", "/a b", "/admin-dashboard"]) expect(targetProblem(to), to).not.toBeNull();
  });

  it("the form drops a trailing slash and reads the status", () => {
    expect(RedirectAddSchema.parse({ intent: "add", from: " /old/ ", to: "/new", status: "302" })).toEqual({ intent: "add", from: "/old", to: "/new", status: 302 });
    expect(RedirectAddSchema.parse({ intent: "add", from: "/old", to: "/new" }).status).toBe(301);
  });
});

describe("redirect targets as headers", () => {
  it("are ASCII whatever was typed, so a Location header can carry them", () => {
    expect(RedirectAddSchema.parse({ intent: "add", from: "/menu", to: "/café/€?q=ü#ß" }).to).toBe("/caf%C3%A9/%E2%82%AC?q=%C3%BC#%C3%9F");
    expect(RedirectAddSchema.parse({ intent: "add", from: "/menu", to: "https://exämple.com/ü" }).to).toBe("https://xn--exmple-cua.com/%C3%BC");
    expect(RedirectAddSchema.parse({ intent: "add", from: "/menu", to: "https://example.com" }).to).toBe("https://example.com/");
  });
});
