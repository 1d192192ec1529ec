/**
 * Blog growth end to end: pagination with and without JavaScript (filters kept, rel prev/next),
 * a tag page reached from a post's tag, related posts, the feed's autodiscovery link. Each test
 * publishes its own posts in a category of its own (the PostgreSQL project has no seed data).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Publishes `count` posts through the editor's action (the admin's session): Post 1 oldest. */
async function publishPosts(page: Page, id: string, count: number) {
  await signInAsAdmin(page);
  const origin = new URL(page.url()).origin;
  for (let i = 1; i <= count; i++) {
    const response = await page.request.post("/admin-dashboard/blog/new", {
      form: {
        title: `Paged ${id} number ${i}`,
        author: "E2E Author",
        content: `Body ${i} of ${id}.`,
        category: `Cat${id}`,
        "tags[0]": `Tag ${id}`,
        isPublished: "on",
      },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBeLessThan(400);
  }
}

const cards = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2, name: /^Paged / });

test("pagination keeps the category across pages, with and without JavaScript", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const id = unique();
  await publishPosts(page, id, 11);
  const category = `Cat${id}`;

  // With JavaScript: newest first, 9 on page 1, the rest on page 2.
  await page.goto(`/blog?category=${category}`);
  await hydrated(page);
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).first()).toHaveText(`Paged ${id} number 11`);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", new RegExp(`/blog\\?category=${category}&page=2$`));
  const pager = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 1");
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(`/blog?category=${category}&page=2`);
  await expect(cards(page)).toHaveText([`Paged ${id} number 2`, `Paged ${id} number 1`]);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", new RegExp(`/blog\\?category=${category}$`));
  await animationsDone(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(`/blog?category=${category}`);
  await expect(cards(page)).toHaveCount(9);

  // Without JavaScript: the same links, served by the server alone.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await plain.goto(`/blog?category=${category}`);
  await expect(cards(plain)).toHaveCount(9);
  await plain.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(plain).toHaveURL(`/blog?category=${category}&page=2`);
  await expect(cards(plain)).toHaveCount(2);
  // A search submitted without JavaScript starts again at page 1 with the category kept.
  await plain.getByRole("searchbox", { name: "Search articles" }).fill("number 1");
  await plain.getByRole("button", { name: "Search" }).click();
  await expect(plain).toHaveURL(new RegExp(`/blog\\?q=number\\+1&category=${category}$`));
  await expect(cards(plain)).toHaveText([`Paged ${id} number 11`, `Paged ${id} number 10`, `Paged ${id} number 1`]);
  await context.close();

  // A page past the last is the site's 404.
  expect((await page.request.get(`/blog?category=${category}&page=3`)).status()).toBe(404);
  expect((await page.request.get("/blog?page=abc")).status()).toBe(404);
});

test("a post links its tags to tag pages and shows three related posts; every page names the feed", async ({ page }) => {
  test.setTimeout(90_000);
  const id = unique();
  await publishPosts(page, id, 4);
  await page.goto("/");
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");

  await page.goto(`/blog/paged-${id}-number-1`);
  const related = page.getByRole("region", { name: "Related articles" });
  await expect(related.getByRole("heading", { level: 3 })).toHaveText([4, 3, 2].map((i) => `Paged ${id} number ${i}`));
  await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: `Tag ${id}` }).click();
  await expect(page).toHaveURL(`/blog/tag/tag-${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Articles tagged Tag ${id}` })).toBeVisible();
  await expect(page).toHaveTitle(`Tag ${id} Articles | Iratech`);
  await expect(cards(page)).toHaveCount(4);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/tag/tag-${id}</loc>`);
  await animationsDone(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
