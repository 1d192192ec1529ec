/**
 * The page editor end to end (issue 26.3, "Done when"): the worker's admin opens the home page in
 * the editor, changes the hero's heading and sees the preview follow, creates a testimonial on the
 * Proof screen with a photo from the media library and adds a testimonial block showing it, and schedules the page a few seconds ahead; a
 * visitor sees it once that time has come (on PostgreSQL on a second instance of the server on the
 * same database, on PGlite on the same server); then the editor reads the revisions in words,
 * restores the revision from before the edit after a confirmation, publishes, and the public page
 * shows the old heading again. A page at a new path with a hero and a contact form, in the sitemap
 * and the footer, is navigation-redirects.spec.ts's (its footer change needs a server of its own).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";
import { ownServer, type OwnServer } from "./support/own-server.ts";
import { expectAccessible } from "./support/staff-checks.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function block(page: Page, name: RegExp) {
  return page.getByRole("listitem", { name });
}

async function addBlock(page: Page, label: string) {
  await page.getByLabel("Block type").selectOption({ label });
  await page.getByRole("button", { name: "Add block" }).click();
}

/** The browser's local time `seconds` ahead, as a datetime-local input takes it (with seconds). */
async function localTimeAhead(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, seconds);
}

test("edit the home page: heading, preview, a testimonial with its library photo, schedule, a visitor sees it, restore", async ({ page, request, playwright }, testInfo) => {
  test.setTimeout(180_000);
  const id = unique();
  // On PostgreSQL the visitor reads a second instance of the server on the same database.
  let second: OwnServer | null = null;
  if (testInfo.project.name === "postgres") {
    second = await ownServer(testInfo, { name: "second-instance", portOffset: 94, sharedDatabaseUrl: process.env.E2E_DATABASE_URL!, env: { LOG_LEVEL: "warn" } });
  }
  let visitor: APIRequestContext = request;
  try {
    if (second) {
      await second.start();
      visitor = await playwright.request.newContext({ baseURL: second.origin });
    }
    const home = async () => (await visitor.get("/")).text();

    await signInAsAdmin(page);
    // A new testimonial made on the Proof screen, its photo chosen from the media library.
    const person = `Quinn ${id}`;
    await page.goto("/admin-dashboard/proof");
    await hydrated(page);
    const form = page.locator("form").filter({ has: page.getByLabel("Quote") });
    await form.getByLabel("Quote").fill(`They shipped on time ${id}.`);
    await form.getByLabel("Name").fill(person);
    await form.getByLabel("Role").fill("CTO");
    await form.getByLabel("Company").fill("Acme");
    await form.getByRole("button", { name: "Choose image for Photo" }).click();
    await page.getByRole("dialog").getByRole("list", { name: "Images" }).getByRole("button").first().click();
    await expect(form.getByRole("button", { name: "Change image for Photo" })).toBeVisible();
    await form.getByRole("button", { name: "Add testimonial" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Added the testimonial “${person}”.` })).toBeVisible();
    const listed = page.getByRole("row").filter({ hasText: person });
    await expect(listed.locator('img[src*="/media/"]')).toBeVisible();

    await page.goto("/admin-dashboard/pages");
    await page.getByRole("link", { name: /^\/ \(edit / }).click();
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Edit page /" })).toBeVisible();
    const editor = page.url();
    // The revision the page is at before this test's edits: restored at the end.
    const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    const before = (await revisions.first().getByRole("link", { name: /^View changes/ }).getAttribute("href"))!;

    const hero = block(page, /^1\. Hero/);
    const heading = hero.getByLabel("Title", { exact: true });
    const original = await heading.inputValue();
    const changed = `Software that moves ${id}`;
    await heading.fill(changed);
    // The draft saves itself and the preview beside the form shows it.
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    const preview = page.frameLocator('iframe[title="Page preview"]');
    await expect(preview.getByRole("heading", { level: 1, name: changed })).toBeVisible();
    await page.getByRole("button", { name: "Phone" }).click();
    await expect(page.locator('iframe[title="Page preview"]')).toHaveAttribute("style", /width: 390px/);

    // A testimonial block (a stored testimonial whose photo is a media library image), moved up by keyboard-reachable buttons.
    await addBlock(page, "Testimonials");
    const added = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /\. Testimonials$/ }) }).last();
    const blockTitle = `What clients say ${id}`;
    await added.getByLabel("Title", { exact: true }).fill(blockTitle);
    await added.getByRole("checkbox", { name: new RegExp(`^${person}, CTO, Acme`) }).check();
    await added.getByRole("button", { name: /^Move Testimonials block \d+ up$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(preview.getByRole("heading", { name: blockTitle })).toBeVisible();
    await expect(preview.getByText(person)).toBeVisible();

    // Scheduled a few seconds ahead: not on the site before that time, on it after.
    await page.getByLabel(/^Publish at \(/).fill(await localTimeAhead(page, 15));
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Status:")).toContainText("goes live");
    expect(await home()).not.toContain(changed);
    await expect.poll(home, { timeout: 60_000, intervals: [1_000] }).toContain(changed);
    const visitorPage = await page.context().browser()!.newPage({ baseURL: second?.origin ?? new URL(page.url()).origin });
    await visitorPage.goto("/");
    await expect(visitorPage.getByRole("heading", { level: 1, name: changed })).toBeVisible();
    const testimonials = visitorPage.getByRole("region", { name: blockTitle });
    await expect(testimonials).toBeVisible();
    await expect(testimonials.getByText(person)).toBeVisible();
    // The testimonial's photo is served from the media library.
    const photo = testimonials.locator('img[src*="/media/"]').first();
    await expect(photo).toBeVisible();
    const photoResponse = await visitor.get((await photo.getAttribute("src"))!);
    expect(photoResponse.status()).toBe(200);
    expect(photoResponse.headers()["content-type"]).toMatch(/^image\//);

    // The revisions in words: the schedule in the site's time zone.
    await page.goto(editor);
    await hydrated(page);
    const scheduled = revisions.filter({ hasText: "scheduled" }).first();
    await scheduled.getByRole("link", { name: /^View changes/ }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`^Revision of /: `) })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^Scheduled to go live on .+ \(.+\)$/ })).toBeVisible();

    // Restore the revision from before the edit: asked first, then the editor says so.
    await page.goto(before);
    await page.getByRole("link", { name: "Restore this revision" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore this revision?" });
    await expect(confirm).toBeVisible();
    // The revision screen and its question: no axe violation, nothing sideways at 390 px.
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Yes, restore this revision" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/pages\/[0-9a-f-]{36}\/edit\?restored=/);
    await expect(page.getByRole("status").filter({ hasText: /^Restored/ })).toBeVisible();
    await hydrated(page);
    await expect(block(page, /^1\. Hero/).getByLabel("Title", { exact: true })).toHaveValue(original);
    await expect(page.locator(`input[value="${blockTitle}"]`)).toHaveCount(0);
    // The restore's revision says what it changed back, in words.
    await revisions.first().getByRole("link", { name: /^View changes/ }).click();
    await expect(page.getByText(/\(a restore\)/)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `Title changed from “${changed}” to` })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `Testimonials block “${blockTitle}” removed` })).toBeVisible();
    await page.getByRole("link", { name: "Back to the editor" }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Status:")).toContainText("Published");
    await expect.poll(home, { timeout: 30_000 }).not.toContain(changed);
    await visitorPage.goto("/");
    await expect(visitorPage.getByRole("heading", { level: 1, name: original })).toBeVisible();
    await expect(visitorPage.getByRole("region", { name: blockTitle })).toHaveCount(0);
    await visitorPage.close();
  } finally {
    if (second) {
      await visitor.dispose();
      await second.dispose();
    }
  }
});
