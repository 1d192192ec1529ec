/**
 * Landing tests end to end (issue 30.4, decision 037), on both engines: staff make a variant of a
 * campaign page with an IRACONNECT signup block, change its headline and start the test; two
 * visitors in their own browser contexts land on the original and on the variant (each context
 * carries the assignment cookie the server honours because it names an arm of the running test),
 * keep it on reload, and sign up; the analytics dashboard's Landing tests panel shows one signup
 * for each version; ending the test keeping the variant publishes its headline.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createCampaignPage(page: Page, baseURL: string, path: string, headline: string): Promise<void> {
  const body = {
    path,
    title: `Campaign ${path}`,
    seo: { description: "A campaign page for a landing test." },
    blocks: [
      { id: "hero", type: "iraconnectHero", title: headline, subtitle: "Join the waitlist early." },
      { id: "join", type: "form", form: "iraconnect-signup" },
    ],
  };
  const answer = await page.request.post("/admin-dashboard/pages/new", { form: { intent: "publish", page: JSON.stringify(body) }, headers: { origin: baseURL } });
  expect(answer.status()).toBe(200);
  await expect.poll(async () => (await page.request.get(path)).status()).toBe(200);
}

async function visitorSignsUp(browser: Browser, baseURL: string, cookie: { name: string; value: string }, path: string, headline: string, name: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ ...cookie, url: baseURL }]);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: headline })).toBeVisible();
  // The visitor keeps their version.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: headline })).toBeVisible();
  await page.getByRole("link", { name: "Join the Waitlist" }).first().click();
  await expect(page).toHaveURL(/\/iraconnect\/join/);
  await hydrated(page);
  await page.getByRole("button", { name: "Join the Waitlist" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Join IRACONNECT" });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(`${name.toLowerCase().replace(/\W+/g, ".")}.${unique()}@example.com`);
  await dialog.getByLabel("Phone number").fill("+44 20 7946 0958");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Role").selectOption("Designer");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(page).toHaveURL(/\/iraconnect\/thanks$/);
  await context.close();
}

test("a landing test with two versions: each visitor keeps theirs, both signups show on the dashboard, the winner is kept", async ({ page, browser, baseURL }) => {
  const id = unique();
  const path = `/campaigns/landing-${id}`;
  const original = `Original headline ${id}`;
  const variant = `Variant headline ${id}`;
  await signInAsAdmin(page);
  await createCampaignPage(page, baseURL!, path, original);

  // Staff make a variant of the page, edit its headline with the block forms, and start the test.
  await page.goto("/admin-dashboard/landing-tests");
  await hydrated(page);
  await page.getByLabel("Page").selectOption({ label: `Campaign ${path} (${path})` });
  await page.getByLabel("Test name").fill(`Headline ${id}`);
  await page.getByLabel("Visitors to the variant (%)").fill("50");
  await page.getByRole("button", { name: "Make a variant" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/landing-tests\/[0-9a-f-]{36}$/);
  const testId = page.url().split("/").pop()!;
  await hydrated(page);
  await expect(page.getByRole("heading", { name: `Variant of ${path}` })).toBeVisible();
  const hero = page.getByRole("listitem", { name: /^1\. IRACONNECT hero/ });
  await expect(hero.getByLabel("Title", { exact: true })).toHaveValue(original);
  await hero.getByLabel("Title", { exact: true }).fill(variant);
  await page.getByRole("button", { name: "Save variant" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.getByRole("link", { name: "Back to landing tests" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `Headline ${id}` });
  await card.getByRole("button", { name: /^Start test/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test started" })).toBeVisible();
  await expect(card).toContainText("Running");

  // Two visitors, each assigned by the cookie (an arm of this running test, so the server honours it).
  const compact = testId.replace(/-/g, "");
  await visitorSignsUp(browser, baseURL!, { name: "ira_v", value: `${compact}:a` }, path, original, "Ada Original");
  await visitorSignsUp(browser, baseURL!, { name: "ira_v", value: `${compact}:b` }, path, variant, "Bea Variant");

  // Search engines see the original.
  const crawler = await page.request.get(path, { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", cookie: "" } });
  expect(await crawler.text()).toContain(original);

  // The dashboard's panel shows one signup for each version.
  await page.goto("/admin-dashboard/analytics");
  const table = page.getByRole("table", { name: `Landing test Headline ${id}` });
  await expect(table.getByRole("row", { name: /^Original/ }).getByRole("cell").nth(1)).toHaveText("1");
  await expect(table.getByRole("row", { name: /^Variant/ }).getByRole("cell").nth(1)).toHaveText("1");
  await expect(page.getByTestId("landing-confidence").first()).toBeVisible();

  // End the test keeping the variant: the page now shows its headline to everyone.
  // The innermost box that holds this test's table and its Winner control.
  const panel = page.locator("div, section").filter({ has: table }).filter({ has: page.getByRole("combobox", { name: "Winner" }) }).last();
  await panel.getByLabel("Winner").selectOption("b");
  await panel.getByRole("button", { name: "End test and keep winner" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test ended" })).toBeVisible();
  await expect.poll(async () => (await page.request.get(path, { headers: { cookie: "" } })).text()).toContain(variant);
});
