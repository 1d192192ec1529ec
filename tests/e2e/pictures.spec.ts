/**
 * Issue 17: every page family opens with a picture (a product screen, a dashboard, a diagram) that
 * has alt text and its size in the HTML; and no public page scrolls sideways on a 390 px phone.
 */
import { expect, test } from "@playwright/test";

const familyPages = [
  "/",
  "/products",
  "/products/ira-connect",
  "/products/ira-secure",
  "/products/ira-migrate",
  "/solutions/for-colleges",
  "/solutions",
  "/features/job-board",
  "/features",
  "/compare/ira-connect-vs-udemy",
  "/migrate/from-udemy-to-ira-connect",
  "/industries/colleges",
];

test("every page family's hero has a picture with alt text, width and height", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of familyPages) {
    await page.goto(path);
    const hero = page.getByRole("region", { name: await page.getByRole("heading", { level: 1 }).innerText() });
    const picture = hero.locator("img").filter({ visible: true }).first();
    await expect(picture, path).toBeVisible();
    expect(await picture.getAttribute("alt"), path).toMatch(/\w{3,}/);
    expect(Number(await picture.getAttribute("width")), path).toBeGreaterThan(0);
    expect(Number(await picture.getAttribute("height")), path).toBeGreaterThan(0);
    // Loaded: the file exists and is a picture.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), path).toBe(true);
  }
});

test("/services shows a diagram beside each service, with alt text", async ({ page }) => {
  await page.goto("/services");
  for (const name of ["Cloud Architecture", "Data Engineering", "Machine Learning"]) {
    const section = page.getByRole("region", { name, exact: true });
    const picture = section.locator("img").filter({ visible: true }).first();
    await expect(picture).toHaveAttribute("alt", /\w{10,}/);
  }
});

test("no page of the sitemap scrolls sideways on a 390 px phone", async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow} px`);
  }
  expect(wide).toEqual([]);
});
