/**
 * A slow phone, or a password manager that fills early: the page's HTML is there and can be typed
 * into, but its scripts have not run yet. Holding every script response for `ms` makes that window
 * wide enough to type into on purpose.
 */
import type { Page } from "@playwright/test";

export async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
