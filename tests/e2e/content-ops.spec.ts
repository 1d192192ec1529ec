/**
 * Issue 14.4, 14.6 and 14.9 end to end: a signed-in editor previews a draft, shares it with a link
 * that someone without an account opens in a fresh browser, revokes it (the link then says so),
 * restores an earlier revision, and is asked before leaving an editor with unsaved changes. Unique
 * titles: the suite runs in parallel as one shared admin.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, savedInEditor, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new draft post through the editor; answers its editor's address. */
async function createDraft(page: Page, title: string, content: string): Promise<string> {
  await page.goto("/admin-dashboard/blog/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("E2E Author");
  await page.getByRole("button", { name: "Write in Markdown instead" }).click();
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(content);
  await page.getByRole("button", { name: "Save" }).click();
  // The editor stays open on the new draft (issue 28).
  const editor = await savedInEditor(page, "blog");
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  return editor;
}

test("preview a draft, share it with someone without an account, revoke the link", async ({ page, browser }) => {
  const id = unique();
  const title = `Preview draft ${id}`;
  await signInAsAdmin(page);
  const editor = await createDraft(page, title, `The body of draft ${id}.`);

  // Preview: the public page, under its banner, never indexed or stored.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/admin-preview\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("note", { name: "Preview" })).toHaveText(/Preview: not published/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`The body of draft ${id}.`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute("content", "noindex, nofollow");
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page).toHaveURL(editor);

  // Share preview.
  await hydrated(page);
  await page.getByRole("button", { name: "Create share link" }).click();
  const shareBox = page.getByRole("textbox", { name: "Share link" });
  await expect(shareBox).toHaveCount(1);
  const sharePath = new URL(await shareBox.inputValue()).pathname;
  expect(sharePath).toMatch(/^\/preview\/[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext();
  try {
    const guest = await stranger.newPage();
    const consoleErrors: string[] = [];
    guest.on("console", (message) => void (message.type() === "error" && consoleErrors.push(message.text())));
    const scripts: string[] = [];
    guest.on("request", (request) => void (request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname)));
    const shared = await guest.goto(sharePath);
    expect(shared!.status()).toBe(200);
    expect(shared!.headers()["cache-control"]).toBe("no-store");
    expect(shared!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // A preview is read as the public reads a post: without React, so no script file at all
    // (decision 025), and nothing goes wrong in the console.
    await hydrated(guest);
    expect(scripts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(guest.getByRole("note", { name: "Preview" })).toHaveText(/Preview: not published/);
    await expect(guest.getByRole("link", { name: "Back to the editor" })).toHaveCount(0);

    // Revoke it in the editor: the guest's link now says it no longer works.
    await page.getByRole("button", { name: /^Revoke/ }).click();
    await expect(page.getByRole("list", { name: "Share links" }).getByText("Revoked", { exact: true })).toBeVisible();
    const gone = await guest.goto(sharePath);
    expect(gone!.status()).toBe(410);
    await expect(guest.getByRole("heading", { level: 1, name: "This preview link no longer works" })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test("restore an earlier revision; leaving with unsaved changes asks first", async ({ page }) => {
  const id = unique();
  const title = `Revised draft ${id}`;
  await signInAsAdmin(page);
  const editor = await createDraft(page, title, `First version ${id}.`);

  await hydrated(page);
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(`Second version ${id}.`);
  await page.getByRole("button", { name: "Save" }).click();
  await savedInEditor(page, "blog");
  await page.goto(editor);
  await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(`Second version ${id}.`);

  const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await revisions.nth(1).getByRole("link", { name: /^View changes/ }).click();
  await expect(page.getByRole("heading", { name: `Revision: ${title}` })).toBeVisible();
  await expect(page.getByText("The first revision")).toBeVisible();
  // Asked first: Cancel keeps the revision screen and changes nothing; Yes restores.
  await page.getByRole("link", { name: "Restore this revision" }).click();
  const asked = page.getByRole("alertdialog", { name: "Restore this revision?" });
  await asked.getByRole("link", { name: "Cancel" }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByText("The first revision")).toBeVisible();
  await page.getByRole("link", { name: "Restore this revision" }).click();
  await asked.getByRole("button", { name: "Yes, restore this revision" }).click();
  await expect(page).toHaveURL(editor);
  await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(`First version ${id}.`);
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText("restored");

  // The newest revision's page shows what the restore changed.
  await revisions.first().getByRole("link", { name: /^View changes/ }).click();
  await expect(page.getByText(`Second version ${id}.`)).toBeVisible();
  await expect(page.getByText(`First version ${id}.`)).toBeVisible();
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page).toHaveURL(editor);

  // Unsaved changes: the app asks before an in-app link leaves the editor.
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (unsaved)`);
  await page.getByRole("link", { name: "Back to blog posts" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(editor);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${title} (unsaved)`);
  await page.getByRole("link", { name: "Back to blog posts" }).click();
  await confirm.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/blog$/);
  await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
});
