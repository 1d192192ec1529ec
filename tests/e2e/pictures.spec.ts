/**
 * Issue 17: every page family opens with a picture (a product screen, a dashboard, a diagram) that
 * has alt text and its size in the HTML. (No page scrolling sideways at 390 px: visual.spec.ts.)
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
