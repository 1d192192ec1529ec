/**
 * Issue 17.7: visual regression and layout checks of the public site.
 * - One page of every family (tests/e2e/support/families.ts) at 390 and 1440 px, light and dark,
 *   compared with committed baselines (the first two screens of each page, in
 *   tests/e2e/__screenshots__/visual.spec.ts/), animations off, the live counter and dates masked.
 *   `npm run test:visual:update` writes new baselines after an intended change; look at them first.
 * - axe in both themes on the families marketing.spec.ts does not already scan.
 * - No page of the sitemap scrolls sideways at 390 px, and no visible control there is smaller
 *   than 24 by 24 px (WCAG 2.5.8), except the inline and spacing exceptions the criterion allows.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicFamilies, viewports } from "./support/families.ts";
import { ownServer, type OwnServer } from "./support/own-server.ts";
import { smallTargets } from "./support/layout-checks.ts";

// A server of its own, on a fresh copy of the demo content: the shared e2e servers' pages change
// while other specs publish posts and case studies (the home page's featured and results bands).
// One server for the file, so its tests run one after the other.
test.describe.configure({ mode: "serial" });
let server: OwnServer;
let origin = "";
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  server = await ownServer(testInfo, { name: "visual", portOffset: 86, env: { LOG_LEVEL: "warn" } });
  await server.start();
  origin = server.origin;
});
test.afterAll(async () => {
  await server?.stop();
  await server?.dispose();
});

/**
 * Families whose axe scan is here (the page's main content; the header and footer, and home,
 * services, contact, a comparison and an industry page whole, are scanned in marketing.spec.ts).
 */
const AXE_HERE = new Set(["products", "solutions", "features", "migrate", "blog", "post", "case-studies", "case-study", "iraconnect"]);

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`every page family looks as in its baseline on a ${device} in the ${theme} theme`, async ({ page }) => {
      // 14 pages (and 9 axe scans on a desktop): well under this on a quiet machine.
      test.setTimeout(120_000);
      // Two screens tall: the hero and the start of each family's own layout, in one shot.
      await page.setViewportSize({ width: viewport.width, height: viewport.height * 2 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const { family, path } of publicFamilies) {
        await page.goto(origin + path);
        // The site follows the system theme until a visitor picks one (app/components/theme-toggle.tsx).
        await expect(page.locator("html"), path).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // Every picture shown in the shot has loaded, the lazy ones too (they are in view; the
        // other theme's twin is display:none and never loads).
        await page.evaluate(() => {
          const shown = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.top < innerHeight;
          });
          return Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
        });
        await expect
          .soft(page, `${family} (${path})`)
          .toHaveScreenshot(`${family}-${device}-${theme}.png`, {
            animations: "disabled",
            caret: "hide",
            // What changes by itself: the live signup count, dates, the footer's year.
            mask: [page.getByTestId("signup-count"), page.locator("time"), page.getByText(/^© \d{4}/)],
            maxDiffPixelRatio: 0.01,
          });
        if (device === "desktop" && AXE_HERE.has(family)) {
          const results = await new AxeBuilder({ page }).include("main").analyze();
          for (const violation of results.violations) {
            failures.push(`${path} (${theme}) ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
}

test("a grid of five cards leaves no hole: three and two, the two centred, on a desktop", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${origin}/solutions/for-colleges`);
  const grid = page.getByRole("region", { name: "Built for Training and Placement Cells" }).getByRole("list");
  const cards = await grid.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const box = (await grid.boundingBox())!;
  expect(cards).toHaveLength(5);
  expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(2);
  const [fourth, fifth] = [cards[3]!, cards[4]!];
  expect(Math.abs(fourth.left - box.x - (box.x + box.width - fifth.right))).toBeLessThanOrEqual(1);
});

test("no sitemap page scrolls sideways at 390 px or has a visible control below 24 by 24 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.phone);
  await page.emulateMedia({ reducedMotion: "reduce" });
  // The check itself finds two small controls side by side, and passes a link inside a sentence.
  await page.setContent(
    '<p>Read <a href="#a" style="font-size:12px">the terms</a> first.</p><button style="width:16px;height:16px">a</button><button style="width:16px;height:16px">b</button>',
  );
  expect(await page.evaluate(smallTargets)).toEqual([expect.stringMatching(/^button "a" is 16×16/), expect.stringMatching(/^button "b" is 16×16/)]);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const path of paths) {
    // The layout is whole once the HTML and the stylesheet are in (every picture has its size).
    await page.goto(origin + path, { waitUntil: "domcontentloaded" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the screen`);
    for (const small of await page.evaluate(smallTargets)) problems.push(`${path}: ${small}`);
  }
  expect(problems).toEqual([]);
});
