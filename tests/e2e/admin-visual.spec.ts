/**
 * Issue 28: visual baselines of the admin. Every admin page (the sections of the sidebar, the
 * account pages, the three new-item editors, one saved post, case study and page in their editors,
 * the search dialog with results, and the phone's menu) at 390 and 1440 px, light and dark, compared
 * with committed baselines in tests/e2e/__screenshots__/admin-visual.spec.ts/ (the screen as one
 * sees it on arrival: the frame, the layout and the controls). `npm run test:visual:update` writes
 * new ones after an intended change; look at them first.
 * On the same loads: no page scrolls sideways or breaks a word at 390 px, no visible control there
 * is below 24 by 24 px, and axe finds nothing at 1440 px, in either theme; the sidebar fits a
 * 1440×900 screen, its groups open and close from the keyboard and stay as left.
 *
 * A server of its own on a fresh copy of the demo content (like visual.spec.ts): the shared e2e
 * servers' lists, counts and audit log change while other specs write. What still changes by itself
 * (times and dates, the charts' days) is masked.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-credentials.ts";
import { hydrated } from "./fixtures.ts";
import { viewports } from "./support/families.ts";
import { brokenWords, smallTargets } from "./support/layout-checks.ts";
import { ownServer, type OwnServer } from "./support/own-server.ts";

test.describe.configure({ mode: "serial" });
let server: OwnServer;
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  server = await ownServer(testInfo, { name: "admin-visual", portOffset: 94, env: { LOG_LEVEL: "warn" } });
  server.createAdmin();
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await server?.dispose();
});

/** Signed in as the server's admin, in a context of its own whose relative addresses are the server's. */
async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/admin-login");
  await hydrated(page);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeAttached({ timeout: 20_000 });
  return page;
}

/** The admin pages of app/routes.ts that show a screen (not the CSV, JSON and upload ones), by baseline name. */
const PAGES: Record<string, string> = {
  home: "/admin-dashboard",
  "case-studies": "/admin-dashboard/case-studies",
  "case-study-new": "/admin-dashboard/case-studies/new",
  blog: "/admin-dashboard/blog",
  "blog-new": "/admin-dashboard/blog/new",
  pages: "/admin-dashboard/pages",
  "page-new": "/admin-dashboard/pages/new",
  "landing-tests": "/admin-dashboard/landing-tests",
  proof: "/admin-dashboard/proof",
  media: "/admin-dashboard/media",
  trash: "/admin-dashboard/trash",
  signups: "/admin-dashboard/signups",
  milestones: "/admin-dashboard/milestones",
  inbox: "/admin-dashboard/inbox",
  newsletter: "/admin-dashboard/newsletter",
  subscribers: "/admin-dashboard/subscribers",
  outbox: "/admin-dashboard/outbox",
  analytics: "/admin-dashboard/analytics",
  attribution: "/admin-dashboard/attribution",
  settings: "/admin-dashboard/settings",
  navigation: "/admin-dashboard/navigation",
  redirects: "/admin-dashboard/redirects",
  privacy: "/admin-dashboard/privacy",
  webhooks: "/admin-dashboard/webhooks",
  staff: "/admin-dashboard/staff",
  audit: "/admin-dashboard/audit",
  account: "/admin-dashboard/account",
  "two-factor": "/admin-dashboard/account/two-factor",
  passkeys: "/admin-dashboard/account/passkeys",
};

/** One saved item of each kind in its editor: the first of the demo content's list. */
async function detailPages(page: Page): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const [name, list] of [
    ["post-edit", "/admin-dashboard/blog"],
    ["case-study-edit", "/admin-dashboard/case-studies"],
    ["page-edit", "/admin-dashboard/pages"],
  ] as const) {
    await page.goto(list);
    const href = await page.locator('main a[href$="/edit"]').first().getAttribute("href");
    expect(href, `an item to edit in ${list}`).toBeTruthy();
    found[name] = href!;
  }
  return found;
}

/** The theme as the head's script sets it (app/lib/theme-script.ts), without a reload. */
async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, theme === "dark");
}

/**
 * Ready to be photographed: the app live, the fonts and the pictures in view loaded, and no
 * transitions (a theme switched without a reload would start a colour transition on every control:
 * on the navigation editor's 400 controls the first screenshot after it took 45 s).
 */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  // Masked dates keep one width whatever the day, so the columns beside them do not move.
  await page.addStyleTag({
    content:
      "*, *::before, *::after { transition: none !important; animation: none !important; } main time { display: inline-block; width: 12ch; overflow: hidden; white-space: nowrap; vertical-align: bottom; }",
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const shown = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.top < innerHeight;
    });
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
  });
}

async function shot(page: Page, name: string): Promise<void> {
  await expect.soft(page, name).toHaveScreenshot(`${name}.png`, {
    animations: "disabled",
    caret: "hide",
    // What changes by itself on a fresh copy of the demo content: times and dates, the charts (by day).
    mask: [page.locator("main time"), page.locator("main svg[role='img'], main figure svg"), page.getByTestId("changes-daily")],
    maxDiffPixelRatio: 0.01,
    // A guard against a hang on a busy machine, not a speed check.
    timeout: 20_000,
  });
}

for (const [device, viewport] of Object.entries(viewports)) {
  test(`every admin page looks as in its baseline on a ${device}, light and dark`, async ({ browser }) => {
    // 33 screens, two themes each, and on a desktop 66 axe scans: a guard against a hang on a busy machine.
    test.setTimeout(600_000);
    const page = await signedIn(browser);
    await page.setViewportSize(viewport);
    const pages = { ...PAGES, ...(await detailPages(page)) };
    const problems: string[] = [];
    const check = async (name: string, theme: "light" | "dark") => {
      if (device === "phone") {
        const overflow = await page.evaluate(() => {
          const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
          // The innermost element that sticks out, to say where.
          const culprit = over > 0 ? [...document.querySelectorAll("body *")].reverse().find((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1) : undefined;
          return over > 0 ? `${over} px wider than the screen (${culprit?.tagName.toLowerCase()}.${String(culprit?.className).slice(0, 60)})` : "";
        });
        if (overflow) problems.push(`${name} (${theme}): ${overflow}`);
        for (const small of await page.evaluate(smallTargets)) problems.push(`${name} (${theme}): ${small}`);
        for (const word of await page.evaluate(brokenWords)) problems.push(`${name} (${theme}): ${word}`);
      } else {
        // The page editor's preview frame holds a public page (its own main landmark and notices),
        // which the public pages' own axe checks cover; inside the admin it would count twice.
        const results = await new AxeBuilder({ page }).exclude('iframe[title="Page preview"]').analyze();
        for (const violation of results.violations) {
          problems.push(`${name} (${theme}) ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
        }
      }
    };
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await settled(page);
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await shot(page, `${name}-${device}-${theme}`);
        await check(name, theme);
      }
    }

    // The search dialog, with the demo content's results for "cloud".
    await page.goto("/admin-dashboard");
    await settled(page);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox").fill("cloud");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await shot(page, `search-${device}-${theme}`);
      await check("search", theme);
    }

    // On a phone: the menu, opened on a section of the Audience group.
    if (device === "phone") {
      await page.goto("/admin-dashboard/signups");
      await settled(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await shot(page, `menu-${device}-${theme}`);
        await check("menu", theme);
      }
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
}

test("the sidebar fits a 1440×900 screen; its groups open and close from the keyboard and stay so", async ({ browser }) => {
  const page = await signedIn(browser);
  await page.setViewportSize(viewports.desktop);
  await page.goto("/admin-dashboard/subscribers");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  const sidebar = page.getByRole("complementary", { name: "Admin menu" });
  const summary = (name: string) => nav.locator("summary", { hasText: name });
  // The current section's group is open, the others closed: every shown control fits, no scrolling.
  await expect(nav.getByRole("link", { name: "Subscribers" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Mail Outbox" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toBeHidden();
  expect(await sidebar.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });

  // From the keyboard: Team opened with Enter, its links reached with Tab.
  await summary("Team").focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Staff" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Staff" })).toBeFocused();
  // Audience closed with Space, though its section is the current one.
  await summary("Audience").focus();
  await page.keyboard.press("Space");
  await expect(nav.getByRole("link", { name: "Mail Outbox" })).toBeHidden();

  // Kept: after a reload, and on another section's page (whose group opens as well).
  await page.reload();
  await hydrated(page);
  await expect(nav.getByRole("link", { name: "Staff" })).toBeVisible();
  await page.goto("/admin-dashboard/settings");
  await hydrated(page);
  await expect(nav.getByRole("link", { name: "Staff" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Navigation" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Signups" })).toBeHidden();
  expect(await sidebar.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  await page.context().close();
});
