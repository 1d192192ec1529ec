/**
 * The page editor end to end (issue 26.3): the worker's admin opens the home page in the editor,
 * changes the hero's heading and sees the preview follow, adds a testimonial block, publishes, and
 * the public page changes (then puts the heading back, as other specs read the home page); then
 * creates a page at a new path with a hero and a contact form block, publishes it and it is served.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function block(page: Page, name: RegExp) {
  return page.getByRole("listitem", { name });
}

async function addBlock(page: Page, label: string) {
  await page.getByLabel("Block type").selectOption({ label });
  await page.getByRole("button", { name: "Add block" }).click();
}

test("edit the home page: heading and preview, a testimonial block, publish, the public page changes", async ({ page, request }) => {
  const id = unique();
  await signInAsAdmin(page);
  await page.goto("/admin-dashboard/pages");
  await page.getByRole("link", { name: /^\/ \(edit / }).click();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Edit page /" })).toBeVisible();

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

  // A testimonial block, moved up by keyboard-reachable buttons.
  await addBlock(page, "Testimonials");
  const added = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /\. Testimonials$/ }) }).last();
  await added.getByLabel("Title", { exact: true }).fill(`What clients say ${id}`);
  await added.getByRole("checkbox").first().check();
  await added.getByRole("button", { name: /^Move Testimonials block \d+ up$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Status:")).toContainText("Published");
  await expect.poll(async () => (await request.get("/")).text()).toContain(changed);
  expect(await (await request.get("/")).text()).toContain(`What clients say ${id}`);

  // Put the home page back as it was for the other specs: the heading, and no extra block.
  await page.reload();
  await hydrated(page);
  await block(page, /^1\. Hero/).getByLabel("Title", { exact: true }).fill(original);
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /\. Testimonials$/ }) })
    .filter({ has: page.getByRole("textbox", { name: "Title", exact: true }).and(page.locator(`[value="What clients say ${id}"]`)) })
    .getByRole("button", { name: /^Remove Testimonials block/ })
    .click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect.poll(async () => (await request.get("/")).text()).not.toContain(changed);
});

test("create a page at a new path with a hero and a contact form, publish it, and it is served", async ({ page, request }) => {
  const id = unique();
  const path = `/campaigns/spring-${id}`;
  await signInAsAdmin(page);
  await page.goto("/admin-dashboard/pages");
  await page.getByRole("link", { name: "New page" }).click();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "New page" })).toBeVisible();
  await page.getByLabel("Path", { exact: true }).fill(path);
  await page.getByLabel("Title", { exact: true }).first().fill(`Spring ${id}`);

  // A reserved path is refused beside its field.
  await page.getByLabel("Path", { exact: true }).fill("/admin-dashboard/x");
  await addBlock(page, "Hero");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText(/is reserved|Path is reserved/).first()).toBeVisible();
  await page.getByLabel("Path", { exact: true }).fill(path);

  const hero = block(page, /^1\. Hero/);
  await hero.getByLabel("Title", { exact: true }).fill(`Spring into data ${id}`);
  await hero.getByLabel("Subtitle", { exact: true }).fill("A campaign page made in the editor.");
  await addBlock(page, "Form");
  await expect(block(page, /^2\. Form/).getByLabel("Form", { exact: true })).toHaveValue("0");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/pages\/[0-9a-f-]{36}\/edit$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Status:")).toContainText("Published");

  await expect.poll(async () => (await request.get(path)).status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: `Spring into data ${id}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
});
