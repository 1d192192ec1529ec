/**
 * Pages whose JavaScript arrives late, as on a slow phone: every script of the app is held back
 * until the test releases it, so whatever the test types lands in the server-rendered HTML before
 * React takes over (the admin's forms, the public pages' islands).
 */
import type { Page } from "@playwright/test";

/** How long `delayScripts` holds each script: a slow connection, longer than it takes to type. */
export const SCRIPT_DELAY_MS = 2_500;

export type SlowScripts = {
  /** Lets the scripts through and waits until the page is interactive. */
  release(): Promise<void>;
};

/**
 * Holds every app script (`/assets/*.js`) of `page` until `release()`: the test types first, then
 * lets them through, so nothing depends on how long that takes. Call before `page.goto`.
 */
export async function slowScripts(page: Page): Promise<SlowScripts> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await opened;
    await route.continue();
  });
  return {
    async release() {
      open();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  };
}

/**
 * A slow phone, or a password manager that fills early: holds every script response for `ms`, so
 * the window between the HTML and an interactive page is wide enough to type into on purpose.
 */
export async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
