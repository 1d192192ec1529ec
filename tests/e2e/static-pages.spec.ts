/**
 * Pages without React (decision 025, issue 15): every public page is sent without the framework's
 * scripts; their shared parts (header, theme menu, FAQ, share bar, toasts) and their own behaviour
 * (forms, live updates, the blog's search, the signup modal and counter) run on the small inline
 * site script (app/browser) or, where they hold state, in React islands. The admin keeps React.
 */
import fs from "node:fs";
import nodePath from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ISLAND_ATTR } from "../../app/islands/contract.ts";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

async function somePostPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const found = /<loc>https?:\/\/[^/]+(\/blog\/(?!tag\/)[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  expect(found, "a published post in the sitemap").toBeTruthy();
  return found!;
}

const withoutReact = ["/", "/about", "/products", "/services", "/careers", "/privacy", "/terms", "/solutions", "/products/ira-connect", "/compare/ira-connect-vs-udemy", "/blog/tag/cloud", "/newsletter/unsubscribe", "/iraconnect/confirm", "/no-such-page"];
/** Pages with React islands (decision 027): no React Router client, the site script and the islands' scripts. */
const withIslands: Record<string, string[]> = {
  "/contact": ["contact-form"],
  "/blog": ["blog-list", "newsletter-form"],
  "/case-studies": ["case-study-list"],
  "/iraconnect": ["iraconnect-counter", "iraconnect-join", "iraconnect-signup"],
  "/iraconnect/join": ["iraconnect-counter", "iraconnect-join", "iraconnect-signup"],
};
const withReact = ["/admin-login"];

test("every public page is sent without the framework; the admin keeps it", async ({ page }) => {
  // The site script (app/browser/site.ts, built by scripts/build-browser.ts) is inlined into every page.
  const siteScript = fs.readFileSync(nodePath.resolve(import.meta.dirname, "../../build/browser/site.js"), "utf8").trim();
  expect(siteScript).not.toMatch(/\bimport\b\s*[{("']/);
  for (const path of [...withoutReact, await somePostPath(page)]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain("__reactRouterContext");
    expect(html, path).toContain(siteScript);
    // A page without islands carries no module script, no preload and no React: the site script only.
    if (!html.includes(`${ISLAND_ATTR}=`)) {
      expect(html, path).not.toContain('type="module"');
      expect(html, path).not.toContain("modulepreload");
    }
  }
  for (const [path, islands] of Object.entries(withIslands)) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain("__reactRouterContext");
    expect(html, path).toContain(siteScript);
    for (const island of islands) expect(html, path).toContain(`data-island="${island}"`);
  }
  for (const path of withReact) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain("modulepreload");
    expect(html, path).toContain("__reactRouterContext");
    expect(html, path).toContain(siteScript);
  }
});

test("a page without islands: the site script runs alone, marks the page interactive and drives its header", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/about");
  await hydrated(page);
  expect(scripts).toEqual([]);
  await expect(page.locator(`[${ISLAND_ATTR}]`)).toHaveCount(0);
  const products = page.getByRole("banner").getByRole("button", { name: "Products" });
  await products.click();
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(products).toHaveAttribute("aria-expanded", "false");
  await expect(products).toBeFocused();
});

test("the blog list is sent without the framework, with its islands: the list at once, the newsletter form when it is near", async ({ page }) => {
  const html = await (await page.request.get("/blog")).text();
  expect(html).not.toContain("__reactRouterContext");
  expect(html).toMatch(/<div data-island="blog-list" data-when="load"/);
  expect(html).toMatch(/<div data-island="newsletter-form" data-when="visible"/);
  // The old page script's hooks are gone: the islands own the search, the categories and the form.
  expect(html).not.toMatch(/data-(search|soft-nav|swap|loading|enhance|query-param)\b/);
});

test("a post loads no script file; its share bar copies the link and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  const path = await somePostPath(page);
  await page.goto(path);
  await hydrated(page);
  expect(scripts).toEqual([]);

  const share = page.getByRole("region", { name: "Share" });
  // Chromium on Linux has no share sheet: the network links, and the copy button (scripts run).
  for (const name of [/Share on LinkedIn/, /Share on X/, /Share on WhatsApp/, /Share by e-mail/]) await expect(share.getByRole("link", { name })).toBeVisible();
  await expect(share.getByRole("button", { name: "Share…" })).toBeHidden();
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(share.getByText("Link copied to the clipboard")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 5_000 });
});

test("where the browser has a share sheet, 'Share…' opens it with the post's title and address, in place of the network links", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, "share", { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
  });
  const path = await somePostPath(page);
  await page.goto(path);
  await hydrated(page);
  const share = page.getByRole("region", { name: "Share" });
  await expect(share.getByRole("link", { name: /Share on LinkedIn/ })).toBeHidden();
  await share.getByRole("button", { name: "Share…" }).click();
  const [sent] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(sent!.url).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  expect(sent!.title).toBe(await page.getByRole("heading", { level: 1 }).textContent());
});

test("without JavaScript the share bar offers the network links only", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const request = await page.request.get("/sitemap.xml");
  const path = /<loc>https?:\/\/[^/]+(\/blog\/(?!tag\/)[a-z0-9-]+)<\/loc>/.exec(await request.text())![1]!;
  await page.goto(path);
  const share = page.getByRole("region", { name: "Share" });
  await expect(share.getByRole("link", { name: /Share on LinkedIn/ })).toBeVisible();
  await expect(share.getByRole("button")).toHaveCount(0);
  await context.close();
});

test("a visitor's case-study filter works in place: the island follows it without a reload, the focus stays on the chip, Back brings the list back", async ({ page }) => {
  const html = await (await page.request.get("/case-studies")).text();
  // No framework: the filter and the list are one island (decision 027).
  expect(html).not.toContain("__reactRouterContext");
  expect(html).toContain('data-island="case-study-list"');
  const island = page.locator('[data-island="case-study-list"]');
  await page.goto("/case-studies");
  await expect(island).toHaveAttribute("data-island-ready", "");
  expect(await island.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer")))).toBe(true);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const filter = page.getByRole("navigation", { name: "Filter case studies" });
  const headings = page.locator("main article h2");
  const all = await headings.count();
  expect(all).toBeGreaterThan(1);
  const lists: string[] = [];
  page.on("request", (request) => request.url().includes("/api/case-studies") && lists.push(new URL(request.url()).search));
  await filter.getByRole("link", { name: /^Healthcare/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/case-studies\?industry=healthcare$/);
  await expect(headings).toHaveText(["Data Platform Modernisation for a Healthcare Analytics Provider"]);
  await expect(filter.getByRole("link", { name: /^Healthcare/ })).toBeFocused();
  await expect(filter.getByRole("link", { name: /^Healthcare/ })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("main [aria-busy]")).toHaveAttribute("aria-busy", "false");
  await page.goBack();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(headings).toHaveCount(all);
  await page.goForward();
  await expect(headings).toHaveText(["Data Platform Modernisation for a Healthcare Analytics Provider"]);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The island asked for the lists as JSON, the page was never loaded again.
  expect(lists).toEqual(["?industry=healthcare", "", "?industry=healthcare"]);
});

test("the theme menu from the keyboard on a page without React: the chosen item first, arrows move, Enter chooses, Escape closes", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const trigger = page.getByRole("button", { name: "Theme: System. Change theme" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Theme" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const chosen = page.getByRole("button", { name: "Theme: Dark. Change theme" });
  await expect(chosen).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // The choice holds on the next page, before any script of its own runs.
  await page.goto("/careers");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Theme: Dark. Change theme" })).toBeVisible();
});

test("a page without React rendered by React after a client-side navigation (the admin's 'View site') keeps a working header", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-dashboard");
  await hydrated(page);
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("link", { name: "View site" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The theme menu marks the stored choice when it opens, though React drew it as "System".
  await page.getByRole("button", { name: /^Theme: / }).click();
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("Escape");
  // The Products menu opens from its button and closes on Escape.
  const products = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" });
  await products.click();
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#products-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(products).toHaveAttribute("aria-expanded", "false");
  await expect(products).toBeFocused();
});

/**
 * Opens a page that follows new signups, once its event stream is open and its islands are
 * hydrated; it loads the island scripts only (no React Router client).
 */
async function openLiveSignupPage(page: Page, path: string): Promise<void> {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  const streamOpen = page.waitForResponse((r) => r.url().includes("/events?topic=signups"));
  await page.goto(path);
  await hydrated(page);
  await streamOpen;
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/assets\/island-[\w-]+\.js$/);
}

/** True when React owns the island's element (it was hydrated, not just server HTML). */
const ownedByReact = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"]`).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer")));

test("the thanks page island: a bonus is counted once, the address unchanged; the community grows live from the member's JSON; a forged bonus is refused", async ({ page, browser, baseURL }) => {
  const joined = await page.request.post("/api/iraconnect/signup", {
    data: { name: "Noor Haddad", email: `noor.${Date.now()}@example.com`, phone: "+971 4 555 0100", country: "UAE", role: "Software Engineer" },
  });
  expect(joined.status()).toBe(200);
  await openLiveSignupPage(page, "/iraconnect/thanks");
  expect(await ownedByReact(page, "iraconnect-thanks")).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Noor!" })).toBeVisible();
  await expect(page.getByTestId("token-balance")).toHaveText("10 tokens");

  // Someone else joins: the community size moves without a reload, from the member's JSON.
  const size = async () => Number((await page.getByTestId("community-size").textContent())!.replace(/,/g, ""));
  const before = await size();
  const standing = page.waitForResponse((r) => new URL(r.url()).pathname === "/iraconnect/thanks.json");
  const other = await browser.newContext({ baseURL });
  expect((await other.request.post("/api/iraconnect/signup", { data: { name: "Omar Said", email: `omar.${Date.now()}@example.com`, phone: "+20 2 5555 0101", country: "Other", role: "Student" } })).status()).toBe(200);
  await other.close();
  await expect.poll(size, { timeout: 10_000 }).toBeGreaterThan(before);
  const answer = await standing;
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(await answer.json()).toMatchObject({ referrals: 0, shared: false, followed: false, balance: 10 });

  // Sharing on LinkedIn opens the network in a new window and counts +25 once, for this visit only.
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Share on LinkedIn/ }).click();
  await (await popup).close();
  await expect(page.getByTestId("token-balance")).toHaveText("35 tokens");
  await expect(page.getByText("No tier yet. 65 tokens to Bronze.")).toBeVisible();
  await expect(page.getByText("+25 available")).toHaveCount(0);
  const again = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Share on LinkedIn/ }).click();
  await (await again).close();
  await expect(page.getByTestId("token-balance")).toHaveText("35 tokens");
  expect(new URL(page.url()).search).toBe("");
  await page.reload();
  await expect(page.getByTestId("token-balance")).toHaveText("10 tokens");

  // An address that claims a bonus in any other way is refused, with the reason on the page.
  const forged = await page.goto("/iraconnect/thanks?shared=yes");
  expect(forged!.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("shared is either 1 or left out");
  await expect(page.getByTestId("token-balance")).toHaveText("10 tokens");
});

test("the IRACONNECT landing's islands: the counter follows a new signup while typed text stays, the modal opens and closes from the keyboard", async ({ page, browser, baseURL }) => {
  await openLiveSignupPage(page, "/iraconnect/join");
  for (const island of ["iraconnect-counter", "iraconnect-join", "iraconnect-signup"]) expect(await ownedByReact(page, island), island).toBe(true);
  const count = page.getByTestId("signup-count");
  const before = Number(await count.getAttribute("data-target"));
  await expect(count).toHaveText(before.toLocaleString("en-US"));

  // Typed into the on-page form, then someone else joins: the number moves, the typing stays.
  const form = page.locator("#join-form");
  await form.getByLabel("Full name").fill("Half Typed");
  await form.getByLabel("Country").selectOption("Canada");
  const counted = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/iraconnect/count");
  const other = await browser.newContext({ baseURL });
  expect((await other.request.post("/api/iraconnect/signup", { data: { name: "Live Joiner", email: `live.${Date.now()}@example.com`, phone: "+1 416 555 0123", country: "Canada", role: "Designer" } })).status()).toBe(200);
  await other.close();
  await expect.poll(async () => Number(await count.getAttribute("data-target")), { timeout: 10_000 }).toBeGreaterThan(before);
  expect((await (await counted).json()).count).toBeGreaterThan(before);
  await expect(count).toHaveText(Number(await count.getAttribute("data-target")).toLocaleString("en-US"));
  await expect(form.getByLabel("Full name")).toHaveValue("Half Typed");
  await expect(form.getByLabel("Country")).toHaveValue("Canada");

  // The modal from the keyboard: Enter opens it on its first field, Escape closes it, the focus returns.
  const join = page.getByRole("button", { name: "Join the Waitlist" });
  await join.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Join IRACONNECT" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(join).toBeFocused();
});

test("an IRACONNECT signup that the server refuses for another reason than a field says so in a 'Signup Failed' toast, and the form can be sent again", async ({ page }) => {
  await page.goto("/iraconnect");
  await hydrated(page);
  await page.route("**/api/iraconnect/signup", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ success: false, error: "Too many signups from your network. Please try again later.", refId: null, totalSignups: null }) }),
  );
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  const dialog = page.getByRole("dialog", { name: "Join IRACONNECT" });
  await dialog.getByLabel("Full name").fill("Rate Limited");
  await dialog.getByLabel("Email").fill("limited@example.com");
  await dialog.getByLabel("Phone number").fill("+1 416 555 0199");
  await dialog.getByLabel("Country").selectOption("Canada");
  await dialog.getByLabel("Role").selectOption("Student");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  const toast = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(toast.getByText("Signup Failed", { exact: true })).toBeVisible();
  await expect(toast.getByText("Too many signups from your network. Please try again later.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Join IRACONNECT" })).toBeEnabled();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Rate Limited");
  // F8 takes the focus to the notifications; the toast goes when closed.
  await page.keyboard.press("F8");
  await expect(toast).toBeFocused();
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast.getByText("Signup Failed", { exact: true })).toBeHidden();
});
