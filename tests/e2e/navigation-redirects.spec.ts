/**
 * Issue 26.4 end to end: an admin creates a page at a new path with a hero and a contact form block
 * in the browser (a reserved path refused beside its field first) and publishes it; it joins
 * /sitemap.xml; the admin adds it to a footer column in the Navigation section (moving it up with
 * the keyboard), and a visitor sees it in the public footer of a prerendered page, follows it and
 * sends a message through its form, which reaches the admin inbox. A published post's slug is
 * changed and its old address answers 301 to the new one.
 *
 * The page and footer run on a server of their own (like settings.spec.ts), on the project's
 * engine: the shared servers' footers are read by other specs and the visual baselines. The post
 * is this test's own, on the shared server.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-credentials.ts";
import { hydrated, savedInEditor, signInAsAdmin } from "./fixtures.ts";
import { ownServer } from "./support/own-server.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addBlock(page: Page, label: string) {
  await page.getByLabel("Block type").selectOption({ label });
  await page.getByRole("button", { name: "Add block" }).click();
}

test("a page made in the browser: in the sitemap, in the footer through Navigation, and its form stores a message", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const id = unique();
  const path = `/campaigns/spring-${id}`;
  const label = `Spring ${id}`;
  const subject = `Spring enquiry ${id}`;
  const server = await ownServer(testInfo, { name: "navigation", portOffset: 92, database: "project", env: { LOG_LEVEL: "warn", FORM_MIN_FILL_MS: "0", CONTACT_RATE_LIMIT: "1000" } });
  server.createAdmin();
  try {
    await server.start();
    const { origin } = server;
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto("/admin-login?redirectTo=%2Fadmin-dashboard%2Fpages%2Fnew");
    await hydrated(page);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "New page" })).toBeVisible({ timeout: 20_000 });
    await hydrated(page);

    // The new page: a reserved path is refused beside its field, then a hero and a contact form.
    await page.getByLabel("Path", { exact: true }).fill("/admin-dashboard/x");
    await page.getByLabel("Title", { exact: true }).first().fill(label);
    await addBlock(page, "Hero");
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page.getByText("is reserved for the site itself").first()).toBeVisible();
    await expect(page.getByLabel("Path", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Path", { exact: true }).fill(path);
    const hero = page.getByRole("listitem", { name: /^1\. Hero/ });
    await hero.getByLabel("Title", { exact: true }).fill(`Spring into data ${id}`);
    await hero.getByLabel("Subtitle", { exact: true }).fill("A campaign page made in the editor.");
    await addBlock(page, "Form");
    await expect(page.getByRole("listitem", { name: /^2\. Form/ }).getByLabel("Form", { exact: true })).toHaveValue("0");
    await page.getByRole("button", { name: "Create page" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/pages\/[0-9a-f-]{36}\/edit$/);
    await hydrated(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Status:")).toContainText("Published");
    await expect.poll(async () => (await context.request.get(path)).status()).toBe(200);
    // It joins the sitemap.
    expect(await (await context.request.get("/sitemap.xml")).text()).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));

    // The Company column (the footer's first): a link to the new page at its end, then moved above Contact.
    await page.goto("/admin-dashboard/navigation");
    await expect(page.getByRole("heading", { name: "Navigation", exact: true })).toBeVisible();
    await hydrated(page);
    const company = page.getByRole("group", { name: "Column 1: Company" });
    await company.getByRole("button", { name: "Add link in column 1" }).click();
    await company.getByLabel("Label of link 6 in column 1").fill(label);
    await company.getByLabel("Link of link 6 in column 1").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save menus" }).click();
    // Refused beside the field; nothing saved.
    await expect(company.getByText("Link must start with /, https://, http://, mailto: or tel:")).toBeVisible();
    await company.getByLabel("Link of link 6 in column 1").fill(path);
    const moveUp = company.getByRole("button", { name: `Move link 6 in column 1 (${label}) up` });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    // The moved row keeps the focus on its button, now the fifth.
    await expect(company.getByRole("button", { name: `Move link 5 in column 1 (${label}) up` })).toBeFocused();
    await expect(company.getByLabel("Label of link 5 in column 1")).toHaveValue(label);
    await expect(company.getByLabel("Label of link 6 in column 1")).toHaveValue("Contact");
    await page.getByRole("button", { name: "Save menus" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Menus saved. Every page shows them now." })).toBeVisible();

    // A visitor: the footer of a page stored at build shows the new link, in its place; it leads to the page.
    const visitor = await browser.newContext({ baseURL: origin });
    const publicPage = await visitor.newPage();
    await publicPage.goto("/about");
    const footer = publicPage.getByRole("navigation", { name: "Company" });
    await expect(footer.getByRole("link")).toHaveText(["About", "Careers", "Case Studies", "Blog", label, "Contact"]);
    await footer.getByRole("link", { name: label }).click();
    await expect(publicPage).toHaveURL(`${origin}${path}`);
    await expect(publicPage.getByRole("heading", { level: 1, name: `Spring into data ${id}` })).toBeVisible();

    // Its contact form stores a message.
    await hydrated(publicPage);
    const form = publicPage.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Name").fill("Spring Visitor");
    await form.getByLabel("Email").fill("spring.visitor@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill(`Tell us more about the spring offer ${id}.`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Message sent successfully!");
    await visitor.close();

    await page.goto("/admin-dashboard/inbox");
    const card = page.getByRole("article", { name: subject });
    await expect(card).toBeVisible();
    await expect(card.getByText("spring.visitor@example.com")).toBeVisible();
    await expect(card.getByText(`Tell us more about the spring offer ${id}.`)).toBeVisible();
    await context.close();
  } finally {
    await server.dispose();
  }
});

test("a post's changed slug: the old address answers 301 to the new one", async ({ page, request }) => {
  // Two editors' saves, a redirect list and four axe checks: on a busy machine this takes longer than the default.
  test.setTimeout(120_000);
  const id = unique();
  const title = `Renamed post ${id}`;
  const oldSlug = `old-address-${id}`;
  const newSlug = `new-address-${id}`;
  await signInAsAdmin(page);
  await page.goto("/admin-dashboard/blog/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(oldSlug);
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("E2E Author");
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(`The body of ${id}.`);
  await page.getByRole("switch", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  // Save keeps the editor open on the saved post (issue 28).
  const editor = await savedInEditor(page, "blog");
  expect((await request.get(`/blog/${oldSlug}`)).status()).toBe(200);

  await page.goto(editor);
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(newSlug);
  await page.getByRole("button", { name: "Save" }).click();
  await savedInEditor(page, "blog");

  const old = await request.get(`/blog/${oldSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/blog/${newSlug}`);
  // A visitor following the old address lands on the post.
  await page.goto(`/blog/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The redirect is listed in the admin.
  await page.goto("/admin-dashboard/redirects");
  await hydrated(page);
  await expect(page.getByRole("row").filter({ hasText: `/blog/${oldSlug}` })).toContainText(`/blog/${newSlug}`);

  // A redirect to the old address would be a chain: refused beside the field, nothing added.
  const from = page.getByRole("textbox", { name: "Old path" });
  const to = page.getByRole("textbox", { name: "New address" });
  await from.fill(`/e2e-chain-${id}`);
  await to.fill(`/blog/${oldSlug}`);
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText(`/blog/${oldSlug} already redirects to /blog/${newSlug}: point this one at /blog/${newSlug} instead (no chains)`)).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  expect((await request.get(`/e2e-chain-${id}`, { maxRedirects: 0 })).status()).toBe(404);

  // A temporary one to the new address is added, answered, then removed.
  await to.fill(`/blog/${newSlug}`);
  await page.getByLabel("Kind").selectOption("302");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status")).toHaveText(`Added: /e2e-chain-${id} now redirects to /blog/${newSlug} (302).`);
  const temporary = await request.get(`/e2e-chain-${id}`, { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers()["location"]).toBe(`/blog/${newSlug}`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: `Remove the redirect from /e2e-chain-${id}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Removed the redirect from /e2e-chain-${id}.`);
  expect((await request.get(`/e2e-chain-${id}`, { maxRedirects: 0 })).status()).toBe(404);

  // Both admin pages read well in the dark theme too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/admin-dashboard/navigation");
  await hydrated(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.goto("/admin-dashboard/redirects");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
