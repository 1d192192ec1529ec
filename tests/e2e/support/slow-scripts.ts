/**
 * Pages whose JavaScript arrives late, as on a slow phone: every script of the app is held back
 * until the test releases it, so whatever the test types lands in the server-rendered HTML before
 * React takes over. `typeBeforeHydration` runs one form through that: type, hydrate, check that
 * every value survived, submit.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** How long the scripts are held at least: a slow connection, and longer than it takes to type. */
export const SCRIPT_DELAY_MS = 2_500;

export type SlowScripts = {
  /** Lets the scripts through (not before `minHoldMs` has passed) and waits until the page is interactive. */
  release(): Promise<void>;
};

/** Holds every app script (`/assets/*.js`) of `page` until `release()`. Call before `page.goto`. */
export async function slowScripts(page: Page, { minHoldMs = SCRIPT_DELAY_MS }: { minHoldMs?: number } = {}): Promise<SlowScripts> {
  const heldSince = Date.now();
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await opened;
    await route.continue();
  });
  return {
    async release() {
      const left = heldSince + minHoldMs - Date.now();
      if (left > 0) await page.waitForTimeout(left);
      open();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  };
}

export type TypedField =
  | { label: string; value: string; kind?: "text" }
  | { label: string; value: string; kind: "select" };

export type HydrationCase = {
  name: string;
  /** The page to open. */
  path: string;
  /** The form on that page (found by role and name where it has one). */
  form: (page: Page) => Locator;
  /** What a person types before the page is interactive, field by field (found by label). */
  fields: (unique: string) => TypedField[];
  /** Sends the form once the page is interactive and checks what the person sees. */
  submit: (page: Page, form: Locator, unique: string) => Promise<void>;
  /** Hold the scripts at least this long (default SCRIPT_DELAY_MS). */
  minHoldMs?: number;
};

/**
 * Opens `entry.path` with its scripts held back, types every field into the server-rendered form,
 * checks that the page was not yet interactive, lets the scripts run, and checks that every value
 * is still there; then submits.
 */
export async function typeBeforeHydration(page: Page, entry: HydrationCase, unique: string): Promise<void> {
  const scripts = await slowScripts(page, { minHoldMs: entry.minHoldMs });
  // "commit": the document is arriving; "load" would wait for the held scripts.
  await page.goto(entry.path, { waitUntil: "commit" });
  const form = entry.form(page);
  const fields = entry.fields(unique);
  for (const field of fields) {
    const control = form.getByLabel(field.label);
    if (field.kind === "select") await control.selectOption(field.value);
    else await control.fill(field.value);
  }
  // The test is only worth something if the typing happened before React took over.
  expect(await page.locator("html[data-hydrated]").count(), "the page became interactive before the fields were typed").toBe(0);

  await scripts.release();
  for (const field of fields) await expect(form.getByLabel(field.label), field.label).toHaveValue(field.value);
  await entry.submit(page, form, unique);
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
