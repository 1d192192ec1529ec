/**
 * Issue 17's public bugs and issue 18's reachability, as a visitor sees them: header links that keep
 * their classes after hydration, form fields that do not collapse on a phone, comparison tables that
 * fit a phone, a contact confirmation that stays, plain words about the thanks page's bonuses, and
 * every public page of the sitemap reached from / by clicking links only.
 */
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./fixtures.ts";

const PHONE = { width: 390, height: 844 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The page's width beyond the screen (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("header", () => {
  test("after hydration the desktop links keep their classes and show the current page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/careers");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const careers = nav.getByRole("link", { name: "Careers", exact: true });
    await expect(careers).toHaveAttribute("aria-current", "page");
    await expect(careers).toHaveClass(/\btext-primary\b/);
    const blog = nav.getByRole("link", { name: "Blog", exact: true });
    await expect(blog).toHaveClass(/\btext-foreground\b/);
    for (const link of await nav.getByRole("link").all()) {
      const className = (await link.getAttribute("class")) ?? "";
      expect(className, await link.innerText()).not.toMatch(/=>|isActive|function/);
    }
    // A client-side navigation moves the mark.
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog).toHaveAttribute("aria-current", "page");
    await expect(blog).toHaveClass(/\btext-primary\b/);
    await expect(careers).not.toHaveAttribute("aria-current", "page");
  });

  test("the Products menu lists each product with its features, comparisons and migrations, and Services is in the main menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeVisible();
    const trigger = nav.getByRole("button", { name: "Products" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#products-menu");
    await expect(panel.getByRole("link", { name: /^IRACONNECT AI-powered/ })).toBeVisible();
    for (const name of ["Interview Coach", "vs Udemy", "From Coursera", "Blockchain Credentials", "All features", "All comparisons", "All migrations", "All solutions", "All industries"]) {
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await panel.getByRole("link", { name: "All comparisons", exact: true }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IRACONNECT Next to the Platforms You Know");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("on a phone Get in Touch stays in the header, and About and Contact come before the product links", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Get in Touch" })).toBeVisible();
    await banner.locator("details[data-mobile-menu] > summary").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "About", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    // The product links are folded per product: none is between the company links and the screen.
    const contactTop = await menu.getByRole("link", { name: "Contact", exact: true }).evaluate((el) => el.getBoundingClientRect().top);
    const firstProductTop = await menu.getByText("Products", { exact: true }).evaluate((el) => el.getBoundingClientRect().top);
    expect(contactTop).toBeLessThan(firstProductTop);
    expect(contactTop).toBeLessThan(PHONE.height);
    await menu.locator("summary", { hasText: "IRA Migrate" }).click();
    await menu.getByRole("link", { name: "From Udemy" }).click();
    await expect(page).toHaveURL(/\/migrate\/from-udemy-to-ira-connect$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the newsletter e-mail field on /blog is a full-height field", async ({ page }) => {
    await page.goto("/blog");
    const field = page.getByRole("region", { name: "Stay Updated" }).getByRole("textbox", { name: "Email address" });
    const box = (await field.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(box.width).toBeGreaterThan(250);
  });

  test("the thanks page shows the whole referral-link field and says the share bonuses are for this visit only", async ({ page }) => {
    const answer = await page.request.post("/api/iraconnect/signup", {
      data: { name: "Asha Phone", email: `asha.${unique()}@example.com`, phone: "+91 98765 43210", country: "India", role: "Student" },
    });
    expect(answer.status()).toBe(200);
    const { refId } = await answer.json();
    await page.goto("/iraconnect/thanks");
    const field = page.getByRole("textbox", { name: "Your referral link" });
    await expect(field).toHaveValue(new RegExp(`ref=${refId}`));
    const box = (await field.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(box.width).toBeGreaterThan(250);
    await expect(page.getByTestId("bonus-note")).toHaveText(/for this visit only: they are not saved/);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  for (const slug of ["ira-connect-vs-coursera", "ira-connect-vs-udemy", "ira-connect-vs-linkedin-learning"]) {
    test(`/compare/${slug} fits the screen and shows the competitor's column`, async ({ page }) => {
      await page.goto(`/compare/${slug}`);
      const table = page.getByRole("table", { name: /IRACONNECT compared with/ });
      await table.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page)).toBe(0);
      const competitor = table.getByRole("columnheader").nth(2);
      const box = (await competitor.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    });
  }
});

test("a sent contact message leaves a confirmation on the page, not only a toast", async ({ page }) => {
  test.setTimeout(45_000);
  // Timers under the test's control (time still flows), so the toast's 5 s can be run through.
  await page.clock.install();
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  const subject = `Confirmation stays ${unique()}`;
  await form.getByLabel("Name").fill("Stays Person");
  await form.getByLabel("Email").fill(`stays.${unique()}@example.com`);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Checking that the confirmation stays on the page.");
  await form.getByRole("button", { name: "Send Message" }).click();
  const confirmation = form.getByRole("status");
  await expect(confirmation).toContainText("Message sent successfully!");
  await expect(confirmation).toContainText("We'll get back to you as soon as possible.");
  // Still there once any toast would have gone (5 s): it is part of the page.
  await page.clock.runFor(10_000);
  await expect(confirmation).toContainText("Message sent successfully!");
  await expect(form.getByLabel("Subject")).toHaveValue("");
});
