/**
 * Labels fit their controls: no link or button's text runs out of its box into the next one. Found
 * on the admin tab bar, where a design token named `--spacing-block` made Tailwind's `inline-block`
 * also set an inline size of 2.5rem, so the eleven tab labels were drawn on top of each other (and
 * every other `inline-block` link of the site was squeezed the same way).
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

/** Links and buttons whose text is wider than their own box, and tabs that overlap the next one. */
async function squeezedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>("a, button")) {
      // Not drawn: hidden, or inside a closed <details> (its content is laid out but skipped).
      if (!control.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
      if (control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflowX === "visible") found.push(`"${control.textContent?.trim()}" is wider than its box`);
    }
    const tabs = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Dashboard sections"] a')].map((a) => ({ name: a.textContent, box: a.getBoundingClientRect() }));
    for (let i = 1; i < tabs.length; i++) {
      const [before, after] = [tabs[i - 1]!, tabs[i]!];
      if (Math.abs(before.box.top - after.box.top) < 2 && before.box.right > after.box.left + 1) found.push(`tab "${before.name}" overlaps "${after.name}"`);
    }
    return found;
  });
}

/** Opens the phone's menu with its button, once the page is live (a click before that is the same: the popover needs no script). */
async function openMenu(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
}

for (const width of [390, 1440]) {
  test(`at ${width} px every dashboard tab and button shows its whole label, and the page never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page, "/admin-dashboard/settings");
    // On a phone the sections are in the menu (issue 28), on a desk in the sidebar.
    if (width < 1024) await openMenu(page);
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    // The groups are closed but the current section's (issue 28); opened, every section shows.
    // One at a time, the first still closed each time (the list shrinks as each opens).
    const closed = nav.locator("details:not([open]) > summary");
    for (let left = await closed.count(); left > 0; left--) {
      await closed.first().click();
      await expect(closed).toHaveCount(left - 1);
    }
    const tabs = nav.getByRole("link");
    expect(await tabs.count()).toBeGreaterThanOrEqual(10);
    // The sidebar (and the phone's menu) scrolls on its own when its open groups are taller than
    // the screen: each section can be brought into view, none is cut off or hidden.
    for (const tab of await tabs.all()) {
      await tab.scrollIntoViewIfNeeded();
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    expect(await squeezedLabels(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The current section is marked; the account pages belong to no tab.
    await expect(page.locator('nav[aria-label="Dashboard sections"] [aria-current="page"]')).toHaveText("Settings");
    await page.goto("/admin-dashboard/account/two-factor");
    await expect(page.getByRole("heading", { name: "Two-factor sign-in", level: 2 })).toBeVisible();
    if (width < 1024) await openMenu(page);
    await expect(page.locator('nav[aria-label="Dashboard sections"] [aria-current="page"]')).toHaveCount(0);
  });

  test(`at ${width} px no admin page scrolls sideways: wide tables scroll inside their card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page, "/admin-dashboard/signups");
    for (const path of ["/admin-dashboard/signups", "/admin-dashboard/inbox", "/admin-dashboard/outbox", "/admin-dashboard/subscribers", "/admin-dashboard/trash", "/admin-dashboard/milestones", "/admin-dashboard/landing-tests", "/admin-dashboard/proof", "/admin-dashboard/blog", "/admin-dashboard", "/admin-dashboard/case-studies", "/admin-dashboard/media", "/admin-dashboard/audit", "/admin-dashboard/attribution", "/admin-dashboard/staff", "/admin-dashboard/account", "/admin-dashboard/newsletter", "/admin-dashboard/privacy", "/admin-dashboard/navigation", "/admin-dashboard/redirects", "/admin-dashboard/pages", "/admin-dashboard/analytics", "/admin-dashboard/webhooks"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
      expect(await squeezedLabels(page), path).toEqual([]);
    }
  });

  test(`at ${width} px the public home page's links and buttons show their whole labels`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    expect(await squeezedLabels(page)).toEqual([]);
  });
}
