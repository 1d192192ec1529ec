/**
 * React islands (issue 25, decision 027): on the pages with something that moves, those parts are
 * React roots hydrated on their own; the other pages load no React at all.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";
import { slowScripts } from "./support/slow-scripts.ts";

/** A published post of this test's own (the PostgreSQL project has no demo content). */
async function ownPostPath(page: Page, baseURL: string): Promise<string> {
  await signInAsAdmin(page);
  const slug = `islands-post-${Date.now()}-${test.info().workerIndex}`;
  const saved = await page.request.post("/admin-dashboard/blog/new", {
    form: { title: `Islands post ${slug}`, slug, content: "A post with nothing that moves.", author: "Islands Suite", isPublished: "on" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(saved.status(), await saved.text()).toBe(302);
  await page.context().clearCookies();
  return `/blog/${slug}`;
}

/** Every island of the page, brought into view (a 'visible' one hydrates then), is a React root. */
async function expectIslandsOwnedByReact(page: Page, path: string): Promise<number> {
  const islands = page.locator("[data-island]");
  const count = await islands.count();
  expect(count, `${path} shows an island`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const island = islands.nth(index);
    const name = await island.getAttribute("data-island");
    await island.locator("> *").first().scrollIntoViewIfNeeded();
    await expect(island, `${path}: ${name} is hydrated`).toHaveAttribute("data-island-ready", "");
    const owned = await island.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer")));
    expect(owned, `${path}: React owns ${name}'s nodes`).toBe(true);
  }
  return count;
}

test("the parts that move on /contact, /blog, /case-studies, /iraconnect and /iraconnect/thanks are React roots", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && /hydrat|did not match|island/i.test(message.text()) && errors.push(message.text()));
  page.on("console", (message) => message.type() === "warning" && /island/i.test(message.text()) && errors.push(message.text()));
  for (const path of ["/contact", "/blog", "/case-studies", "/iraconnect"]) {
    await page.goto(path);
    await hydrated(page);
    await expectIslandsOwnedByReact(page, path);
  }
  // The thanks page is a member's: join first (the answer's cookie names the member).
  const email = `islands-${Date.now()}-${test.info().workerIndex}@example.com`;
  const joined = await page.request.post("/api/iraconnect/signup", { data: { name: "Island Tester", email, phone: "+91 98765 43210", country: "India", role: "Consultant" } });
  expect(joined.status()).toBe(200);
  await page.goto("/iraconnect/thanks");
  await expect(page.getByRole("heading", { level: 1, name: /Island/ })).toBeVisible();
  await hydrated(page);
  await expectIslandsOwnedByReact(page, "/iraconnect/thanks");
  expect(errors, "no hydration mismatch").toEqual([]);
});

test("/, /about, a template page and a post load no React and no script file", async ({ page, baseURL }) => {
  const post = await ownPostPath(page, baseURL!);
  for (const path of ["/", "/about", "/products/ira-connect", "/compare/ira-connect-vs-udemy", post]) {
    const scripts: string[] = [];
    const listener = (request: { resourceType(): string; url(): string }) => request.resourceType() === "script" && scripts.push(request.url());
    page.on("request", listener);
    await page.goto(path);
    // The site script ran: it marks a page without islands interactive.
    await hydrated(page);
    page.off("request", listener);
    expect(scripts, path).toEqual([]);
    expect(await page.locator("[data-island]").count(), path).toBe(0);
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count(), path).toBe(0);
  }
});

test("what is typed into the contact form before its island hydrates is kept and sent", async ({ page }) => {
  const scripts = await slowScripts(page);
  // The page's own load waits for the held scripts: its HTML is enough here.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Send Us a Message" });
  // Typed while the island's code is held back: the server's plain form takes it.
  await form.getByLabel("Name").fill("Early Typist");
  await form.getByLabel("Email").fill("early.typist@example.com");
  await form.getByLabel("Subject").fill("Typed before hydration");
  await form.getByLabel("Message").fill("Every word typed before the page was interactive should arrive.");
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute("data-island-ready", "");
  await scripts.release();
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-ready", "");
  await expect(form.getByLabel("Name")).toHaveValue("Early Typist");
  await expect(form.getByLabel("Message")).toHaveValue("Every word typed before the page was interactive should arrive.");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
  await form.getByRole("button", { name: "Send Message" }).click();
  // Sent by the island (in the background, as JSON), not by a page load.
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId("contact-sent")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
});
