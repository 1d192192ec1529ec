/**
 * The Proof screen (issue 26 item 2): at 390 px and at 1440 px, in the light and the dark theme, it
 * never scrolls sideways and axe finds nothing; its tabs switch collections; a client added there is
 * listed, edited and deleted; a delete asks first (the lists' confirmation), from the keyboard too.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the Proof screen fits 390 px and 1440 px and passes axe in both themes; a client is added, edited and deleted", async ({ page }) => {
  // Twelve axe scans: a guard against a hang on a busy machine, not a speed check.
  test.setTimeout(180_000);
  await signInAsAdmin(page, "/admin-dashboard/proof");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Proof", level: 2 })).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ["Testimonials", "Clients", "People"]) {
        await page.getByRole("navigation", { name: "Collections" }).getByRole("link", { name: new RegExp(`^${tab} \\(`) }).click();
        await expect(page.getByRole("navigation", { name: "Collections" }).getByRole("link", { name: new RegExp(`^${tab} \\(`) })).toHaveAttribute("aria-current", "page");
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${tab} at ${width} px, ${theme}`).toBe(0);
        expect((await new AxeBuilder({ page }).analyze()).violations, `${tab} at ${width} px, ${theme}`).toEqual([]);
      }
    }
  }

  const name = `Client ${unique()}`;
  await page.goto("/admin-dashboard/proof?tab=clients");
  await hydrated(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Link").fill("https://client.example");
  await page.getByRole("button", { name: "Add client" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added the client “${name}”.` })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Edit client: ${name}` })).toBeVisible();
  await page.getByLabel("Link").fill("https://client.example/new");
  await page.getByRole("button", { name: "Save client" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved the client “${name}”.` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("https://client.example/new");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted the client." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("deleting a proof record asks first, from the keyboard as from the mouse; No keeps it", async ({ page }) => {
  const name = `Quote giver ${unique()}`;
  await signInAsAdmin(page, "/admin-dashboard/proof?tab=testimonials");
  await hydrated(page);
  await page.getByLabel("Quote").fill("They answered every question the same day.");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role").fill("Head of operations");
  await page.getByLabel("Company").fill("Keyboard Co");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added the testimonial “${name}”.` })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  const question = `Delete the testimonial “${name}”? It does not go to the trash: this cannot be undone.`;

  // From the keyboard: Tab from Edit reaches Delete, Enter asks; declining keeps the record.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole("link", { name: `Edit ${name}` }).focus();
  await page.keyboard.press("Tab");
  await expect(row.getByRole("button", { name: `Delete ${name}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => asked).toEqual([question]);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Deleted the testimonial." })).toHaveCount(0);

  // Accepting deletes it, as the lists' deletes do.
  await hydrated(page);
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await row.getByRole("button", { name: `Delete ${name}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Deleted the testimonial." })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(asked).toEqual([question, question]);
});
