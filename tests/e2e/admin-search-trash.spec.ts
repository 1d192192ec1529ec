/**
 * Issue 28's "Done when", on a 390 px phone: a post found through the admin search (Ctrl-K),
 * changed and saved with Ctrl-S ("Saved"); signups filtered by tier and country through the
 * address; two drafts deleted in one bulk action and one of them restored from the trash.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, savedInEditor, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ viewport: { width: 390, height: 844 } });

async function newDraft(page: Page, title: string): Promise<void> {
  await page.goto("/admin-dashboard/blog/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("E2E Author");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(`Body of ${title}.`);
  await page.keyboard.press("Control+s");
  await savedInEditor(page, "blog");
}

test("search, Ctrl-S, signups by tier and country, bulk delete and restore from the trash", async ({ page }) => {
  test.setTimeout(120_000);
  const id = unique();
  const email = `canada.${id}@example.com`;
  const joined = await page.request.post("/api/iraconnect/signup", {
    data: { name: `Country Member ${id}`, email, phone: "+91 98765 43210", country: "Canada", role: "Student" },
  });
  expect(joined.status()).toBe(200);

  await signInAsAdmin(page);
  await newDraft(page, `Findable ${id}`);
  await newDraft(page, `Second ${id}`);

  // Search from anywhere with Ctrl-K: results as one types; Enter opens the first.
  await page.goto("/admin-dashboard");
  await hydrated(page);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the admin" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox").fill(`Findable ${id}`);
  await expect(dialog.getByRole("option").first()).toContainText(`Findable ${id}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin-dashboard\/blog\/[^/]+\/edit$/);
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`Found ${id}`);
  await page.keyboard.press("Control+s");
  await savedInEditor(page, "blog");
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`Found ${id}`);

  // "/" opens the search too (outside a text field), and Escape closes it.
  await page.getByRole("heading", { name: "Edit Blog Post" }).click();
  await page.keyboard.press("/");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Signups filtered by tier and country through the address.
  await page.goto(`/admin-dashboard/signups?tier=none&country=Canada&q=${id}`);
  await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
  await page.goto(`/admin-dashboard/signups?tier=none&country=India&q=${id}`);
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  // Both drafts chosen and moved to the trash in one action.
  await page.goto(`/admin-dashboard/blog?q=${id}`);
  await hydrated(page);
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 posts moved to the trash." })).toBeVisible();
  await expect(page.getByText(`Nothing matches “${id}”.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // One restored from the trash comes back as a draft.
  await page.goto("/admin-dashboard/trash");
  await hydrated(page);
  await page.getByRole("button", { name: `Restore Second ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 post restored as a draft." })).toBeVisible();
  await expect(page.getByRole("button", { name: `Restore Found ${id}` })).toBeVisible();
  await page.goto(`/admin-dashboard/blog?q=${id}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Second ${id}` }) });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Found ${id}` })).toHaveCount(0);
});
