/**
 * Text typed into the admin's forms before the page is interactive is kept once it is (and is what
 * gets saved). The scripts are held back, the fields are filled from the server's HTML, and only
 * then does the page come alive.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, savedInEditor, signInAsAdmin, untilSignedIn, workerAdmin } from "./fixtures.ts";
import { delayScripts } from "./support/slow-scripts.ts";

const SCRIPT_DELAY_MS = 2500;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens `path` without waiting for its scripts, which are held back. */
async function openBeforeScripts(page: Page, path: string) {
  await delayScripts(page, SCRIPT_DELAY_MS);
  await page.goto(path, { waitUntil: "commit" });
}

/** Waits until the page is interactive; from then on scripts (the next pages' modules) come at once. */
async function interactive(page: Page) {
  await hydrated(page);
  await page.unrouteAll({ behavior: "wait" });
}

/** Fills the fields, checks that the page was not interactive meanwhile, waits until it is, and checks every value. */
async function typeBeforeHydration(page: Page, fields: [name: string, value: string][]) {
  for (const [name, value] of fields) await page.getByRole("textbox", { name, exact: true }).fill(value);
  // Otherwise this test would prove nothing: the typing must have happened before the scripts ran.
  expect(await page.locator("html[data-hydrated]").count(), "the page became interactive before the typing ended").toBe(0);
  await interactive(page);
  for (const [name, value] of fields) await expect(page.getByRole("textbox", { name, exact: true })).toHaveValue(value);
}

test("the sign-in form keeps what was typed before the page became interactive", async ({ page }) => {
  const admin = workerAdmin();
  await openBeforeScripts(page, "/admin-login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  expect(await page.locator("html[data-hydrated]").count(), "the page became interactive before the typing ended").toBe(0);
  await interactive(page);
  await expect(page.getByLabel("Email")).toHaveValue(admin.email);
  await expect(page.getByLabel("Password")).toHaveValue(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await untilSignedIn(page);
});

test("the blog post editor keeps typed text and a tag not yet added, and saves them", async ({ page }) => {
  const id = unique();
  const title = `Typed early ${id}`;
  await signInAsAdmin(page);
  await openBeforeScripts(page, "/admin-dashboard/blog/new");
  await typeBeforeHydration(page, [
    ["Title", title],
    ["Author", "Early Typist"],
    ["Category", "Latency"],
    ["Excerpt", `An excerpt typed early ${id}`],
    ["Tags", `early-${id}`],
  ]);
  // The body is rich text: its editor exists only once the page is interactive (the server sends a
  // "Loading editor" box, nothing to type into), so it is written now.
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(`Some words written once the editor is there ${id}.`);

  await page.getByRole("button", { name: "Save" }).click();
  await savedInEditor(page, "blog");
  await page.goto("/admin-dashboard/blog");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("By Early Typist • Latency")).toBeVisible();
  await expect(card.getByText(`An excerpt typed early ${id}`)).toBeVisible();
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([`early-${id}`]);
});

test("the case-study editor keeps typed text and list items not yet added, and saves them", async ({ page }) => {
  const id = unique();
  const title = `Early case ${id}`;
  await signInAsAdmin(page);
  await openBeforeScripts(page, "/admin-dashboard/case-studies/new");
  await typeBeforeHydration(page, [
    ["Title", title],
    ["Subtitle", `Subtitle ${id}`],
    ["Description", `Described before the scripts ran ${id}`],
    ["Business challenges", `Slow pages ${id}`],
    ["Tags", `tag-${id}`],
  ]);

  await page.getByRole("button", { name: "Save" }).click();
  await savedInEditor(page, "case-studies");
  await page.goto("/admin-dashboard/case-studies");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText(`Subtitle ${id}`)).toBeVisible();
  await expect(card.getByText(`Described before the scripts ran ${id}`)).toBeVisible();
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([`tag-${id}`]);

  // The challenge typed into its box was added to the list on Save.
  await card.getByRole("link", { name: `Edit ${title}` }).click();
  const challenges = page.getByRole("list", { name: "Business challenges" }).getByRole("textbox");
  await expect(challenges).toHaveCount(1);
  await expect(challenges.first()).toHaveValue(`Slow pages ${id}`);
});
