/**
 * First-party analytics end to end (issue 27): visitors' beacons reach the server after each page
 * has loaded, and the admin's Analytics section shows them, filtered by their campaign; a browser
 * that sends Global Privacy Control is not counted.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** One user agent per visitor: every test browser posts from 127.0.0.1, and a visitor is the address and the user agent (with the day's salt). */
const userAgent = (id: string, n: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${parseInt(id.slice(-4), 36) % 9000}.${n} Safari/537.36`;

/** Waits for the beacon's answer to the event `name` on `path` (started before the action that sends it). */
function beacon(page: Page, name: string, path: string) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith("/api/event")) return false;
    const sent = new URLSearchParams(response.request().postData() ?? "");
    return sent.get("n") === name && (sent.get("u") ?? "").split("?")[0] === path;
  });
}

async function visitor(browser: Browser, baseURL: string | undefined, ua: string, headers: Record<string, string> = {}): Promise<Page> {
  return (await browser.newContext({ baseURL, userAgent: ua, extraHTTPHeaders: headers })).newPage();
}

test("three visitors of a campaign, one signs up through the modal: the dashboard shows them, the funnel and the signup; Global Privacy Control is not counted", async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const id = unique();
  const campaign = `spring-test-${id}`;
  const landing = `/iraconnect?utm_source=e2e&utm_campaign=${campaign}`;

  // Three visitors land from the campaign.
  const visitors = await Promise.all([0, 1, 2].map((n) => visitor(browser, baseURL, userAgent(id, n))));
  for (const v of visitors) {
    const pageview = beacon(v, "pageview", "/iraconnect");
    await v.goto(landing);
    expect((await pageview).status()).toBe(202);
  }

  // The first opens the modal and signs up; the thanks page is their second page.
  const joiner = visitors[0]!;
  await hydrated(joiner);
  const opened = beacon(joiner, "modal_open", "/iraconnect");
  await joiner.getByRole("button", { name: "Join the Waitlist" }).first().click();
  expect((await opened).status()).toBe(202);
  const dialog = joiner.getByRole("dialog", { name: "Join IRACONNECT" });
  await dialog.getByLabel("Full name").fill("Analytics Tester");
  await dialog.getByLabel("Email").fill(`analytics-${id}@example.com`);
  await dialog.getByLabel("Phone number").fill("+44 20 7946 0958");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Role").selectOption("Designer");
  const thanks = beacon(joiner, "pageview", "/iraconnect/thanks");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(joiner).toHaveURL(/\/iraconnect\/thanks$/);
  expect((await thanks).status()).toBe(202);
  // The signup's beacon leaves as the page goes to the thanks page (sendBeacon outlives it), so
  // its answer may never reach this page's events: the dashboard below shows whether it was stored.

  // A fourth browser sends Global Privacy Control: its beacon is answered, and not counted.
  const privateVisitor = await visitor(browser, baseURL, userAgent(id, 9), { "Sec-GPC": "1" });
  const ignored = beacon(privateVisitor, "pageview", "/iraconnect");
  await privateVisitor.goto(landing);
  expect((await ignored).status()).toBe(204);

  // The admin's analytics, filtered by the campaign.
  await signInAsAdmin(page, `/admin-dashboard/analytics?period=today&campaign=${campaign}`);
  await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
  // The signup event is stored (it went with the page's unload, through the batcher).
  const funnel = page.getByRole("table", { name: "Signup funnel" });
  await expect(async () => {
    await page.reload();
    await expect(funnel.getByRole("row", { name: /^IRACONNECT signup 1 100 % 33\.3 %$/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: `Remove filter Campaign: ${campaign}` })).toBeVisible();
  await expect(page.getByRole("group", { name: "Visitors" }).locator("[data-stat]")).toHaveText("3");
  await expect(page.getByRole("group", { name: "Pageviews" }).locator("[data-stat]")).toHaveText("4");

  const pages = page.getByRole("table", { name: "Top pages" });
  await expect(pages.getByRole("row", { name: /^\/iraconnect 3 3$/ })).toBeVisible();
  await expect(pages.getByRole("row", { name: /^\/iraconnect\/thanks 1 1$/ })).toBeVisible();

  await expect(funnel.getByRole("row", { name: /^Landing page 3 100 % 100 %$/ })).toBeVisible();
  await expect(funnel.getByRole("row", { name: /^IRACONNECT modal opened 1 33\.3 % 33\.3 %$/ })).toBeVisible();
  await expect(funnel.getByRole("row", { name: /^IRACONNECT signup 1 100 % 33\.3 %$/ })).toBeVisible();

  const campaigns = page.getByRole("table", { name: "Campaigns (utm_campaign)" });
  await expect(campaigns.getByRole("row", { name: new RegExp(`^${campaign} 3 3$`) })).toBeVisible();

  // A click on a page filters the whole dashboard by it.
  await pages.getByRole("link", { name: "/iraconnect/thanks" }).click();
  await expect(page).toHaveURL(/page=%2Firaconnect%2Fthanks/);
  await expect(page.getByRole("group", { name: "Visitors" }).locator("[data-stat]")).toHaveText("1");

  for (const v of [...visitors, privateVisitor]) await v.context().close();
});

test("at 390 px the analytics dashboard never scrolls sideways and has no accessibility violations, in both themes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAsAdmin(page, "/admin-dashboard/analytics?period=7d");
  await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await hydrated(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The period links and CSV downloads are keyboard-reachable links with names.
  await expect(page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "CSV" }).first()).toHaveAttribute("href", /\/admin-dashboard\/analytics\.csv\?period=7d&table=/);
});
