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
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
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

/**
 * What the phone's and the desk's loads are checked for, added to `problems` under `label`: at
 * 390 px no sideways scroll, no control below 24 px and no broken word; at 1440 px axe.
 */
async function checkLayout(page: Page, device: string, label: string, problems: string[]): Promise<void> {
  if (device === "phone") {
    const overflow = await page.evaluate(() => {
      const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      // The innermost element that sticks out, to say where.
      const culprit = over > 0 ? [...document.querySelectorAll("body *")].reverse().find((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1) : undefined;
      return over > 0 ? `${over} px wider than the screen (${culprit?.tagName.toLowerCase()}.${String(culprit?.className).slice(0, 60)})` : "";
    });
    if (overflow) problems.push(`${label}: ${overflow}`);
    for (const small of await page.evaluate(smallTargets)) problems.push(`${label}: ${small}`);
    for (const word of await page.evaluate(brokenWords)) problems.push(`${label}: ${word}`);
  } else {
    // The page editor's preview frame holds a public page (its own main landmark and notices),
    // which the public pages' own axe checks cover; inside the admin it would count twice.
    const results = await new AxeBuilder({ page }).exclude('iframe[title="Page preview"]').analyze();
    for (const violation of results.violations) {
      problems.push(`${label} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
    }
  }
}

async function shot(page: Page, name: string, extraMasks: Locator[] = []): Promise<void> {
  await expect.soft(page, name).toHaveScreenshot(`${name}.png`, {
    animations: "disabled",
    caret: "hide",
    // What changes by itself on a fresh copy of the demo content: times and dates, the charts (by day).
    mask: [page.locator("main time"), page.locator("main svg[role='img'], main figure svg"), page.getByTestId("changes-daily"), ...extraMasks],
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
    const check = (name: string, theme: "light" | "dark") => checkLayout(page, device, `${name} (${theme})`, problems);
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

/**
 * The screens reached from a record rather than the sidebar: a member's page (with a referral of
 * their own) and one revision each of a post, a case study and a page. Each test makes its own
 * records, named for its device, after the tests above (so their lists and counts never show them).
 */
const RECORDS = {
  phone: { member: "Asha Raman", friend: "Ben Ortiz", post: "Field notes from a phone", study: "Clinic scheduling, rebuilt", page: "/visual-phone" },
  desktop: { member: "Chidi Okeke", friend: "Dana Lee", post: "Field notes from a desk", study: "Freight tracking, rebuilt", page: "/visual-desktop" },
} as const;

for (const [device, viewport] of Object.entries(viewports)) {
  test(`a member's page and the revision screens look as in their baselines on a ${device}, light and dark`, async ({ browser }) => {
    test.setTimeout(300_000);
    const names = RECORDS[device as keyof typeof RECORDS];
    const page = await signedIn(browser);
    await page.setViewportSize(viewport);
    const screens: Record<string, { path: string; masks?: Locator[] }> = {};

    // A member and a friend they referred, as the waiting list's form sends them (a fixed browser name).
    const join = async (name: string, referralCode?: string) => {
      const answer = await page.request.post("/api/iraconnect/signup", {
        data: { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@visual.example`, phone: "+91 98765 43210", country: "India", role: "Student", ...(referralCode ? { referralCode } : {}) },
        headers: { "user-agent": "Mozilla/5.0 (visual check)" },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { refId: string }).refId;
    };
    const refId = await join(names.member);
    await join(names.friend, refId);
    // The referral link and code are random: masked.
    screens.member = { path: `/admin-dashboard/signups/${refId}`, masks: [page.locator('section[aria-labelledby="member-link"] p')] };

    // A post saved twice: its newest revision.
    await page.goto("/admin-dashboard/blog/new");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(names.post);
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Visual Check");
    await page.getByRole("button", { name: "Write in Markdown instead" }).click();
    await page.getByRole("textbox", { name: "Content", exact: true }).fill("What we saw on the first visit.\n\nThe team moved the nightly reports to a queue.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/blog\/[^/]+\/edit/);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    await hydrated(page);
    await page.getByRole("textbox", { name: "Content", exact: true }).fill("What we saw on the first visit.\n\nThe team moved the nightly reports to a queue, and the morning dashboards now load in two seconds.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem")).toHaveCount(2);
    screens["post-revision"] = { path: await newestRevision(page) };

    // A case study saved twice.
    await page.goto("/admin-dashboard/case-studies/new");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(names.study);
    await page.getByRole("textbox", { name: "Subtitle", exact: true }).fill("A regional clinic group");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/case-studies\/[^/]+\/edit/);
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    await hydrated(page);
    await page.getByRole("textbox", { name: "Subtitle", exact: true }).fill("A regional group of twelve clinics");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem")).toHaveCount(2);
    screens["case-study-revision"] = { path: await newestRevision(page) };

    // A page saved as a draft, then changed: its revision in words.
    const body = (title: string, headline: string) => ({
      path: names.page,
      title,
      seo: { description: "A page made by the admin's visual check." },
      blocks: [{ id: "hero", type: "hero", title: headline, subtitle: "Made to show a revision." }],
    });
    const saveDraft = async (to: string, value: unknown) => {
      const answer = await page.request.post(to, { form: { intent: "save", page: JSON.stringify(value) }, headers: { origin: server.origin } });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    await saveDraft("/admin-dashboard/pages/new", body("Visual check page", "A first headline"));
    await page.goto("/admin-dashboard/pages");
    const edit = await page.getByRole("link", { name: new RegExp(`^${names.page} \\(edit`) }).getAttribute("href");
    expect(edit, "the new page in the list").toBeTruthy();
    await saveDraft(edit!, body("Visual check page, revised", "A second, longer headline for the same page"));
    await page.goto(edit!);
    await hydrated(page);
    screens["page-revision"] = { path: await newestRevision(page) };

    const problems: string[] = [];
    for (const [name, { path, masks = [] }] of Object.entries(screens)) {
      await page.goto(path);
      await settled(page);
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await shot(page, `${name}-${device}-${theme}`, masks);
        await checkLayout(page, device, `${name} (${theme})`, problems);
      }
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
}

/** The address of the newest revision in the editor's list (the one the last save made). */
async function newestRevision(page: Page): Promise<string> {
  const href = await page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem").first().getByRole("link", { name: /^View changes/ }).getAttribute("href");
  expect(href, "a revision to open").toBeTruthy();
  return href!;
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
