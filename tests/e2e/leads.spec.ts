import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, hydrated, signInAsAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

async function openContact(page: Page) {
  await page.goto("/contact");
  // The page script checks and sends the form. The server's too-fast rule is off on the e2e servers
  // (FORM_MIN_FILL_MS in playwright.config.ts; the rule is checked in tests/integration/contact.test.ts).
  await hydrated(page);
  return page.getByRole("form", { name: "Send Us a Message" });
}

test.describe("contact form with JavaScript", () => {
  test("checks on submit and on change, sends, toasts, clears, and the message reaches the admin inbox", async ({ page }) => {
    const subject = `E2E enquiry ${unique()}`;
    // The page's timers under the test's control (time still flows), so that a waiting one can be run out.
    await page.clock.install();
    const form = await openContact(page);
    const send = form.getByRole("button", { name: "Send Message" });

    await send.click();
    for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel("Name").fill("E2E Person");
    await expect(form.getByText("Name is required")).toBeHidden();
    await form.getByLabel("Email").fill("not-an-address");
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await form.getByLabel("Email").fill("e2e.person@example.com");
    await expect(form.getByText("Invalid email address")).toBeHidden();
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We would like to modernise our data platform.");

    // Hold the request so that the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST" && !route.request().postData()?.includes("__check=")) await held;
      await route.continue();
    });
    // Checks the page asks for from the submit on (one the last keystroke started earlier may be on its way already).
    const checks: string[] = [];
    let submitted = false;
    page.on("request", (request) => submitted && request.postData()?.includes("__check=") && checks.push(`${request.url()} ${request.postData()}`));
    submitted = true;
    await send.click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(form.getByRole("status")).toContainText("Message sent successfully!");
    await expect(form.getByRole("status")).toContainText("We'll get back to you as soon as possible.");
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // A submit cancels the re-check the last keystroke was waiting for, and the emptied form waits
    // for its next submit: typing a new message asks the server nothing and shows no message yet.
    await form.getByLabel("Name").fill("Next Person");
    // Every timer still waiting runs now; then a request of the page's own, which comes after any check it sent.
    await page.clock.runFor(1_000);
    expect(await page.evaluate(async () => (await fetch("/healthz")).status)).toBe(200);
    expect(checks).toEqual([]);
    await expect(form.getByText("Email is required")).toHaveCount(0);

    await signInAsAdmin(page, "/admin-dashboard/inbox");
    await expect(page).toHaveURL(/\/admin-dashboard\/inbox$/);
    const card = page.getByRole("article", { name: subject });
    await expect(card).toBeVisible();
    await expect(card.getByText("e2e.person@example.com")).toBeVisible();
    await expect(card.getByText("We would like to modernise our data platform.")).toBeVisible();
    await expect(card.getByText("new", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Mark handled" }).click();
    await expect(card.getByText("handled", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Mark as new" })).toBeVisible();

    // The notification waits in the outbox (no SMTP_URL on the e2e server).
    await page.getByRole("link", { name: "Mail Outbox" }).click();
    await expect(page.getByText("SMTP_URL is not set")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Contact form: ${subject}` })).toContainText("pending");
    // The recipient's address is not wrapped a letter or two per line (issue 17).
    const to = page.getByRole("row").filter({ hasText: `Contact form: ${subject}` }).getByRole("cell").nth(2);
    expect((await to.boundingBox())!.width).toBeGreaterThanOrEqual(150);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("shows the failure toast when the message cannot be sent, keeping what was typed", async ({ page }) => {
    const form = await openContact(page);
    await page.route("**/contact", (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue()));
    await form.getByLabel("Name").fill("Offline Person");
    await form.getByLabel("Email").fill("offline@example.com");
    await form.getByLabel("Subject").fill("No network");
    await form.getByLabel("Message").fill("This will not arrive.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
    await expect(page.getByText("Please try again later", { exact: true }).first()).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Offline Person");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to /contact, comes back with the errors, then with a success notice and empty fields", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByLabel("Name").fill("No Script");
    await form.getByLabel("Email").fill("noscript@example.com");
    await form.getByLabel("Subject").fill(`No-JS enquiry ${unique()}`);
    await form.getByLabel("Message").fill("Sent from a browser without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Message sent successfully!");
    await expect(form.getByRole("status")).toContainText("We'll get back to you as soon as possible.");
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(form.getByLabel(label)).toHaveValue("");
  });

  test("the prerendered form is timed from the moment it is served, by a signed cookie, not by a value in the page", async ({ request }) => {
    const shownAt = async () => {
      const before = Date.now();
      const response = await request.get("/contact");
      // Nothing in the page itself differs per response.
      expect(await response.text()).not.toContain('name="renderedAt"');
      const cookie = response.headers()["set-cookie"] ?? "";
      expect(cookie).toMatch(/^iratech_form_shown=\d+\.[A-Za-z0-9_-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax/);
      const stamp = Number(/=(\d+)\./.exec(cookie)?.[1]);
      // Same clock: the test and the server run on this machine; rounded up to the second.
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);
      return stamp;
    };
    const first = await shownAt();
    // A later page's moment is later (the stamp moves on with the second).
    await expect.poll(shownAt, { timeout: 5_000 }).toBeGreaterThan(first);
  });
});

test.describe("contact endpoint with bad input", () => {
  test("answers wrong content types and oversized bodies with 4xx and a message", async ({ request, baseURL }) => {
    const json = await request.post("/contact", { data: { name: "x" }, headers: { Origin: baseURL! } });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain("Send the form as application/x-www-form-urlencoded or multipart/form-data.");
    const huge = await request.post("/contact", {
      form: { name: "x", email: "x@example.com", subject: "x", message: "x".repeat(100_000) },
      headers: { Origin: baseURL! },
    });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toContain("The form is too large.");
  });
});

test.describe("newsletter", () => {
  test("a subscription is stored, its confirmation mail queued, and both show in the admin", async ({ page, request, baseURL }) => {
    const email = `reader-${unique()}@example.com`;
    const answer = await request.post("/newsletter", { data: { email }, headers: { Accept: "application/json", Origin: baseURL! } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, message: "Thanks! Please check your inbox and click the link to confirm your subscription." });
    const bad = await request.post("/newsletter", { data: { email: "nope" }, headers: { Accept: "application/json", Origin: baseURL! } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe("Invalid email address");

    await signInAsAdmin(page, "/admin-dashboard/subscribers");
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("pending");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Mail Outbox" }).click();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Confirm your subscription to the Iratech newsletter");
  });

  test("the blog's newsletter block checks the address and subscribes in place", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const block = page.getByRole("region", { name: "Stay Updated" });
    const input = block.getByRole("textbox", { name: "Email address" });
    // The form is an island hydrated when it comes near or takes the focus: typing into it is
    // enough, and what was typed stays.
    await input.fill("not-an-address");
    const island = page.locator('[data-island="newsletter-form"]');
    await expect(island).toHaveAttribute("data-island-ready", "");
    expect(await island.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer")))).toBe(true);
    await expect(input).toHaveValue("not-an-address");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByText("Invalid email address")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill(`blog-reader-${unique()}@example.com`);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByText("Thanks! Please check your inbox and click the link to confirm your subscription.")).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(page).toHaveURL(/\/blog$/);
    // The list's cards fade in as they come into view (SPEC §9): axe reads their colours once they are in.
    await animationsDone(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the blog's newsletter block is busy while it sends, and a refusal that is not the address's is a toast", async ({ page }) => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/newsletter", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await held;
      await route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ ok: false, error: "Too many attempts from your network. Please try again later." }) });
    });
    await page.goto("/blog");
    const block = page.getByRole("region", { name: "Stay Updated" });
    const input = block.getByRole("textbox", { name: "Email address" });
    await input.fill("busy-reader@example.com");
    await expect(page.locator('[data-island="newsletter-form"]')).toHaveAttribute("data-island-ready", "");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    answer();
    const toasts = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(toasts.getByText("Too many attempts from your network. Please try again later.")).toBeVisible();
    await expect(block.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await expect(input).toHaveValue("busy-reader@example.com");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the newsletter form posts and comes back to the blog with a notice", async ({ page }) => {
      await page.goto("/blog");
      const block = page.getByRole("region", { name: "Stay Updated" });
      await block.getByRole("textbox", { name: "Email address" }).fill(`noscript-reader-${unique()}@example.com`);
      await block.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/blog\?newsletter=pending#newsletter$/);
      await expect(page.getByRole("region", { name: "Stay Updated" }).getByRole("status")).toHaveText(
        "Thanks! Please check your inbox and click the link to confirm your subscription.",
      );
    });
  });

  test("a bad confirmation or unsubscribe link answers 400 with a message", async ({ page }) => {
    const confirm = await page.goto("/newsletter/confirm?token=forged");
    expect(confirm!.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This confirmation link is not valid" })).toBeVisible();
    const unsubscribe = await page.goto("/newsletter/unsubscribe?token=forged");
    expect(unsubscribe!.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
