/**
 * Attribution and privacy end to end: a visitor lands on / with UTM values, comes back from another
 * site, joins on /iraconnect two pages later, and both touches are stored with the signup; an admin
 * finds everything held about one address, exports it and erases it, leaving nothing.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a signup that landed on / with UTM values and joined two pages later keeps the first and the last touch", async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  const id = unique();
  const email = `touch-${id}@example.com`;
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=c${id}`);
  // Page two: they come back from another site.
  await visitor.goto("/blog", { referer: "https://news.ycombinator.com/item?id=1" });
  await hydrated(visitor);
  // Page three: the IRACONNECT link in the header, then the join dialog.
  await visitor.getByRole("banner").getByRole("link", { name: "IRACONNECT" }).first().click();
  await expect(visitor).toHaveURL(/\/iraconnect$/);
  await hydrated(visitor);
  await visitor.getByRole("button", { name: "Join the Waitlist" }).first().click();
  const dialog = visitor.getByRole("dialog", { name: "Join IRACONNECT" });
  await dialog.getByLabel("Full name").fill("Touch Tester");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone number").fill("+44 20 7946 0958");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Role").selectOption("Designer");
  await expect(dialog.getByRole("link", { name: "How we use your data" })).toHaveAttribute("href", "/privacy#iraconnect-data");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(visitor).toHaveURL(/\/iraconnect\/thanks$/);

  // The admin's export of that address shows both touches on the signup.
  await signInAsAdmin(page);
  const answer = await page.request.get(`/admin-dashboard/privacy/export.json?email=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  const exported = await answer.json();
  expect(exported.signups).toHaveLength(1);
  expect(exported.signups[0]).toMatchObject({
    firstSource: "newsletter",
    firstMedium: "email",
    firstCampaign: `c${id}`,
    firstReferrer: null,
    lastReferrer: "news.ycombinator.com",
    lastSource: null,
  });
  // The overview counts it under its first-touch campaign, in a chart with a table behind it.
  await page.goto("/admin-dashboard/attribution");
  await expect(page.getByRole("table", { name: "Leads by first-touch campaign" }).getByRole("rowheader", { name: `c${id}` })).toBeAttached();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("privacy pages are linked from the footer; erase by e-mail leaves nothing of that person", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const id = unique();
  const email = `erase-${id}@example.com`;
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();

  // Their data: a newsletter subscription (with its confirmation mail) and a contact message.
  const headers = { Origin: baseURL!, Accept: "application/json" };
  expect((await request.post("/newsletter", { data: { email }, headers })).status()).toBe(200);
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("main").locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Erase Me");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Subject", exact: true }).fill(`Please forget ${id}`);
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("Hello, this is a message to be erased.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/Message sent|Thank you/i).first()).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin-dashboard/privacy");
  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Held about ${email}: [3-9] records`) })).toBeVisible();
  await expect(page.getByRole("table", { name: "Contact messages" }).getByText(`Please forget ${id}`)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export JSON" }).click();
  expect((await download).suggestedFilename()).toMatch(/^personal-data-erase-.*\.json$/);

  await page.getByRole("checkbox", { name: /^Erase all/ }).check();
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Everything held about that address was erased." })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: `Held about ${email}: 0 records` })).toBeVisible();
  const exported = await (await page.request.get(`/admin-dashboard/privacy/export.json?email=${encodeURIComponent(email)}`)).json();
  expect(exported).toMatchObject({ signups: [], messages: [], subscriptions: [], mails: [] });
  // The audit log says what happened without keeping the address.
  await page.goto("/admin-dashboard/audit");
  await expect(page.getByRole("rowheader", { name: /erased a person's data$/ }).first()).toBeVisible();
  expect(await page.content()).not.toContain(email);
});
