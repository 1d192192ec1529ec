/**
 * Text typed before the page is interactive is never lost (issue 12): on a slow phone, or with a
 * password manager that fills early, people type into the server-rendered form while the scripts
 * are still on their way. The public forms (contact, newsletter, IRACONNECT) are on pages without
 * React and without a script file (decision 025): their page script is inline and runs as the page
 * is parsed, so there is no such moment (tests/e2e/static-pages.spec.ts checks that those pages
 * load no script, and that a live update of the signup counter leaves typed text alone). The admin's
 * forms keep React: tests/e2e/admin-hydration.spec.ts.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { adminPaths, paths } from "../../app/lib/paths.ts";
import { signInAsAdmin } from "./fixtures.ts";
import { signedByServer } from "./support/signing-key.ts";
import { slowScripts } from "./support/slow-scripts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

// ---------------------------------------------------------------------------------------------
// The unsubscribe page: no text to type, one button. A click before the page is interactive posts
// the form the plain way; after it, the button still works.

/** The unsubscribe link a newsletter mail to `email` carries (app/services/newsletter.server.ts). */
async function unsubscribeLinkFor(page: Page, email: string, testInfo: TestInfo): Promise<string> {
  const subscribed = await page.request.post(paths.newsletter, { data: { email }, headers: { Accept: "application/json", Origin: testInfo.project.use.baseURL! } });
  expect(subscribed.status()).toBe(200);
  // The subscriber's id is only known inside: the admin's export has it.
  await signInAsAdmin(page, adminPaths.subscribers);
  const csv = await (await page.request.get(adminPaths.subscribersCsv)).text();
  const id = csv
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${email},`))
    ?.split(",")
    .at(-1);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const value = Buffer.from(JSON.stringify({ s: id })).toString("base64url");
  return `${paths.newsletterUnsubscribe}?token=${encodeURIComponent(await signedByServer(testInfo.project.name, "newsletter-unsubscribe", value))}`;
}

test.describe("the unsubscribe form", () => {
  for (const when of ["before", "after"] as const) {
    test(`unsubscribes when the button is pressed ${when} the page is interactive`, async ({ browser }, testInfo) => {
      test.setTimeout(60_000);
      const email = `leaving.${unique()}@example.com`;
      const setup = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
      const link = await unsubscribeLinkFor(setup, email, testInfo);
      await setup.close();

      const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
      const scripts = await slowScripts(page);
      await page.goto(link, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter?" })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      if (when === "before") {
        await page.getByRole("button", { name: "Unsubscribe" }).click();
        await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
        await scripts.release();
      } else {
        await scripts.release();
        await page.getByRole("button", { name: "Unsubscribe" }).click();
        await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
      }
      // Opening the link again shows the same: the subscriber is unsubscribed for good.
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
      await page.close();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The blog's islands (decision 027): the search box and the newsletter form are server markup
// until their island is hydrated. Text typed into them before that stays, and the list follows
// the search typed early once the island is interactive.

test("the blog keeps a search and an address typed before its islands are interactive", async ({ page }) => {
  const scripts = await slowScripts(page);
  await page.goto("/blog", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await search.fill("zz-typed-early-zz");
  const newsletter = page.getByRole("region", { name: "Stay Updated" }).getByRole("textbox", { name: "Email address" });
  await newsletter.fill("early-reader@example.com");
  await scripts.release();
  await expect(page.locator('[data-island="blog-list"]')).toHaveAttribute("data-island-ready", "");
  await expect(search).toHaveValue("zz-typed-early-zz");
  await expect(page).toHaveURL(/\/blog\?q=zz-typed-early-zz$/);
  await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await newsletter.focus();
  await expect(page.locator('[data-island="newsletter-form"]')).toHaveAttribute("data-island-ready", "");
  await expect(newsletter).toHaveValue("early-reader@example.com");
});
