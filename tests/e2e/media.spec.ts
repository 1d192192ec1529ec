/**
 * Issue 14 "Done when", first part: upload an image with its alt text in the media library (several
 * at once, by the picker), choose it as a post's cover in the editor, and see it on /blog and on the
 * post with srcset; a refused file says why; an image in use cannot be deleted.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { hydrated, savedInEditor, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function jpeg(color: string) {
  return sharp({ create: { width: 1200, height: 675, channels: 3, background: color } }).jpeg().toBuffer();
}

test("upload with alt text, pick it as a cover, see it on the list and the post with srcset", async ({ page }) => {
  // Variants are made on their first request: the first visit of /blog encodes every cover once.
  test.setTimeout(120_000);
  const id = unique();
  const alt = `Harbour at dawn ${id}`;
  const title = `Post with a cover ${id}`;
  await signInAsAdmin(page);
  await page.goto("/admin-dashboard/media");
  await hydrated(page);

  // Two images at once, plus a text file that is refused with a clear message.
  await page.getByLabel("Choose images or drop them here").setInputFiles([
    { name: `harbour-${id}.jpg`, mimeType: "image/jpeg", buffer: await jpeg("#2a6f97") },
    { name: `field-${id}.jpg`, mimeType: "image/jpeg", buffer: await jpeg("#6a994e") },
    { name: `notes-${id}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from("not an image at all") },
  ]);
  await page.getByLabel(`Alt text for harbour-${id}.jpg`).fill(alt);
  await page.getByLabel(`Alt text for field-${id}.jpg`).fill(`A green field ${id}`);
  await page.getByLabel(`Alt text for notes-${id}.jpg`).fill("Notes");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("This file is not an image we accept: upload a JPEG, PNG, WebP, AVIF or GIF.")).toBeVisible();
  await expect(page.getByText("Image uploaded")).toHaveCount(2);
  await expect(page.getByRole("img", { name: alt })).toBeVisible();

  // The editor's picker.
  await page.goto("/admin-dashboard/blog/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("E2E Author");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(`Body ${id}`);
  await page.getByRole("button", { name: "Choose image for Cover image" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Search images").fill(id);
  await dialog.getByRole("button", { name: new RegExp(alt) }).click();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await page.getByRole("switch", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await savedInEditor(page, "blog");

  // The public list and the post.
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  const cardImage = card.locator("img").first();
  await expect(cardImage).toHaveAttribute("srcset", /\/media\/[0-9a-f]{32}\/480\.jpg 480w/);
  await expect(cardImage).toHaveAttribute("width", "1200");
  await expect(cardImage).toHaveAttribute("height", "675");
  await expect(card.locator("source[type='image/avif']")).toHaveAttribute("srcset", /960\.avif 960w, .*1600\.avif 1200w/);

  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const cover = page.getByRole("img", { name: alt });
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toHaveAttribute("sizes", /720px/);
  // Decoded and shown (its variants are made on their first request, which may still be running).
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /\/media\/[0-9a-f]{32}\/share\.jpg$/);

  // In use: the library refuses to delete it and says where.
  await page.goto(`/admin-dashboard/media?q=${id}`);
  const tile = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(tile.getByText("In use")).toBeVisible();
  await expect(tile.getByRole("link", { name: `Blog post “${title}”` })).toBeVisible();
  await expect(tile.getByRole("button", { name: "Delete" })).toHaveCount(0);
});
