/**
 * Issue 18: every public page in the sitemap can be reached from / by clicking links. The crawl
 * starts at / and follows links only by clicking them (in the header, its Products menu, the page
 * and the footer); a page counts as reached once a click on a page already reached has shown it.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { hydrated } from "./fixtures.ts";

/** A link worth following: same site, a page (not a feed, a file, the admin or a form endpoint). */
function pageTarget(href: string | null): string | null {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return null;
  const url = new URL(href, "http://site");
  if (/\.(xml|txt|png|jpe?g|svg|webp|avif|pdf|json|csv)$/.test(url.pathname)) return null;
  if (/^\/(admin|api|events|healthz|newsletter)/.test(url.pathname)) return null;
  return url.pathname + url.search;
}

async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  return [...new Set(hrefs.map(pageTarget).filter((href): href is string => href !== null))];
}

/** Clicks a link to `href` on the current page, opening the Products menu when the link is in it. */
async function clickTo(page: Page, href: string): Promise<boolean> {
  let link = page.locator(`a[href="${href}"]`).filter({ visible: true }).first();
  if ((await link.count()) === 0) {
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    link = page.locator(`#products-menu a[href="${href}"]`).filter({ visible: true }).first();
    if ((await link.count()) === 0) return false;
  }
  const clicked = await link
    .click({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!clicked) return false;
  // A click that leads nowhere is a link not followed (the page may still be reached by another).
  return page
    .waitForURL((url) => url.pathname + url.search === href, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
}

const sitemapPaths = async (request: APIRequestContext) =>
  [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

test("every public page in the sitemap is reached from / by clicking links", async ({ page, request }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const wanted = await sitemapPaths(request);
  expect(wanted.length).toBeGreaterThan(40);

  const wantedSet = new Set(wanted);
  const reached = new Set<string>(["/"]);
  // Every page reached, in order, and the links seen on it.
  const visited: string[] = [];
  const crawl = async (from: string, only?: Set<string>) => {
    await page.goto(from);
    await hydrated(page);
    for (const href of await linksOn(page)) {
      // Only pages of the sitemap are followed: every one of them must be reachable through the others.
      if (reached.has(href) || !wantedSet.has(href) || (only && !only.has(href))) continue;
      const here = new URL(page.url());
      if (here.pathname + here.search !== from) {
        await page.goto(from);
        await hydrated(page);
      }
      if (!(await clickTo(page, href))) continue;
      await expect(page.getByRole("heading", { level: 1 }), href).not.toHaveText(/Page Not Found|Not Found/);
      reached.add(href);
      queue.push(href);
    }
  };
  const queue = ["/"];
  while (queue.length > 0 && wanted.some((path) => !reached.has(path))) {
    const from = queue.shift()!;
    visited.push(from);
    await crawl(from);
  }
  // Other tests publish and delete posts and case studies meanwhile: a page published after its
  // list was crawled is looked for once more on the pages already reached, and a page deleted
  // meanwhile is no longer wanted.
  let missed = wanted.filter((path) => !reached.has(path));
  if (missed.length > 0) {
    const still = new Set(await sitemapPaths(request));
    missed = missed.filter((path) => still.has(path));
    for (const from of visited) {
      if (missed.every((path) => reached.has(path))) break;
      await crawl(from, new Set(missed));
    }
    missed = missed.filter((path) => !reached.has(path));
  }
  expect(missed).toEqual([]);
});
