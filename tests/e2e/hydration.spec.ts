/**
 * Text typed before the page is interactive is never lost (issue 12): on a slow phone, or with a
 * password manager that fills early, people type into the server-rendered form while the scripts
 * are still on their way. For every public form: hold the scripts, type every field, let React
 * take over, check every value, and send the form.
 *
 * A form is one entry of FORMS; the admin forms can be added here or in a sibling spec with the
 * same helper (tests/e2e/support/slow-scripts.ts). The contact form and the blog's newsletter block
 * are not: their pages have no React and no script file to wait for (decision 025); the page
 * script is inline and runs as the page is parsed (tests/e2e/static-pages.spec.ts).
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { adminPaths, paths } from "../../app/lib/paths.ts";
import { signInAsAdmin } from "./fixtures.ts";
import { signedByServer } from "./support/signing-key.ts";
import { slowScripts, typeBeforeHydration, type HydrationCase } from "./support/slow-scripts.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const FORMS: HydrationCase[] = [
  {
    name: "IRACONNECT form on /iraconnect/join (the on-page form; the modal only opens once the page is interactive)",
    path: `${paths.iraconnectJoin}?utm_source=slow-phone`,
    form: (page) => page.locator("#join-form"),
    fields: (id) => [
      { label: "Full name", value: "Nila Slowphone" },
      { label: "Email", value: `nila.${id}@example.com` },
      { label: "Phone number", value: "+44 20 7946 0958" },
      { label: "Country", value: "United Kingdom", kind: "select" },
      { label: "Role", value: "Data Scientist", kind: "select" },
    ],
    async submit(page, form) {
      await form.getByRole("button", { name: "Join IRACONNECT" }).click();
      await expect(page).toHaveURL(/\/iraconnect\/thanks$/);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Nila!" })).toBeVisible();
    },
  },
];

for (const entry of FORMS) {
  test(`keeps what was typed before the page was interactive: ${entry.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    await typeBeforeHydration(page, entry, unique());
  });
}

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
