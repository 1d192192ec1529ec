import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, hydrated, signInAsAdmin, signupCount } from "./fixtures.ts";
import { signedByServer } from "./support/signing-key.ts";

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** True when React owns the island's element (hydrated, not only the server's HTML). */
const ownedByReact = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"]`).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer")));

async function expectNoAxeViolations(page: Page) {
  // Cards that are still fading in (the CSS stagger) would be measured at part opacity.
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("join from a referral link with UTM parameters, reach the thanks page, copy the link; another browser's counter rises live", async ({
  browser,
  baseURL,
}, testInfo) => {
  // A long journey with four axe scans and three browsers on a shared machine.
  test.setTimeout(120_000);
  // The referrer signs up through the API; the cookie it gets opens their own thanks page later.
  const referrerContext = await browser.newContext({ baseURL });
  const referrerAnswer = await referrerContext.request.post("/api/iraconnect/signup", {
    data: { name: "Meera Iyer", email: uniqueEmail("meera"), phone: "+91 98765 43210", country: "India", role: "Consultant" },
  });
  expect(referrerAnswer.status()).toBe(200);
  const { refId } = await referrerAnswer.json();

  // A second browser watches the counter.
  const watcherContext = await browser.newContext({ baseURL });
  const watcher = await watcherContext.newPage();
  const streamOpen = watcher.waitForResponse((r) => r.url().includes("/events?topic=signups"));
  await watcher.goto("/iraconnect");
  await streamOpen;
  const before = await signupCount(watcher);
  expect(before).toBeGreaterThanOrEqual(6001);

  const context = await browser.newContext({ baseURL, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto(`/iraconnect?ref=${refId}&utm_source=linkedin&utm_medium=social&utm_campaign=prelaunch`);
  await expect(page.getByText("Meera invited you to join IRACONNECT")).toBeVisible();
  await expect(page.getByText("Early Strivers Joined")).toBeVisible();
  await hydrated(page);
  for (const island of ["iraconnect-counter", "iraconnect-join", "iraconnect-signup"]) expect(await ownedByReact(page, island), island).toBe(true);
  await expectNoAxeViolations(page);

  // The join button opens an accessible dialog: focus inside, trapped, Escape closes it.
  const join = page.getByRole("button", { name: "Join the Waitlist" });
  await join.click();
  const dialog = page.getByRole("dialog", { name: "Join IRACONNECT" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(join).toBeFocused();

  await join.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // Every SPEC §5 message, and a message clears when its field is edited.
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  for (const message of ["Name is required", "Email is required", "Phone number is required", "Please select your country", "Please select your role"]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel("Full name").fill("A");
  await expect(dialog.getByText("Name is required")).toBeHidden();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await dialog.getByLabel("Email").fill("asha@");
  await dialog.getByLabel("Phone number").fill("0123");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();

  await dialog.getByLabel("Full name").fill("Asha Menon");
  await dialog.getByLabel("Email").fill(uniqueEmail("Asha"));
  await dialog.getByLabel("Phone number").fill("+44 20 7946 0958");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Role").selectOption("Designer");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/iraconnect/signup") && r.method() === "POST");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  const payload = (await sent).postDataJSON();
  expect(payload).toMatchObject({
    referralCode: refId,
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: "prelaunch",
    userAgent: expect.stringContaining("Mozilla"),
    sourceIp: "",
  });

  await expect(page).toHaveURL(/\/iraconnect\/thanks$/);
  await expect(page.getByText("Welcome to IRACONNECT! 🎉", { exact: true })).toBeVisible();
  await expect(page.getByText("Check your email for your exclusive welcome package and referral link.", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Asha!" })).toBeVisible();
  await expect(page.getByTestId("token-balance")).toContainText("10");
  await hydrated(page);
  expect(await ownedByReact(page, "iraconnect-thanks")).toBe(true);
  await expectNoAxeViolations(page);

  // The counter in the other browser moved without a reload.
  await expect.poll(() => signupCount(watcher), { timeout: 10_000 }).toBeGreaterThan(before);

  // Copy the referral link: the clipboard has it and 'Copied!' shows (for 2 s).
  const link = await page.getByRole("textbox", { name: "Your referral link" }).inputValue();
  expect(link).toMatch(/\/iraconnect\?ref=[A-Za-z0-9]{10}$/);
  // The thanks page is a page load of its own: Asha's reference is the one in her link.
  const asha = { refId: new URL(link).searchParams.get("ref")! };
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 5_000 });

  // Share and follow open new windows and add their tokens once.
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Follow Iratech/ }).click();
  await (await popup).close();
  await expect(page.getByTestId("token-balance")).toContainText("25");
  for (const name of [/Share on LinkedIn/, /Share on X/, /Share on WhatsApp/, /Share by e-mail/]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("target", "_blank");
  }

  // A reload shows the page again from the server (the member cookie), not from navigation state.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Asha!" })).toBeVisible();

  // The referrer's own thanks page shows the referral as pending until Asha confirms her e-mail
  // (issue 16.5), then counts it: 1 × 50 tokens on top of 10.
  const referrerPage = await referrerContext.newPage();
  await referrerPage.goto("/iraconnect/thanks");
  await expect(referrerPage.getByTestId("pending-referrals")).toContainText("1 pending referral");
  await expect(referrerPage.getByTestId("referral-count")).toHaveText("0");
  // Asha follows her welcome mail's link (signed as the server signs it).
  // Opening it confirms nothing (mail scanners open links too): the page asks for one press.
  await page.goto(`/iraconnect/confirm?token=${encodeURIComponent(await signedByServer(testInfo.project.name, "iraconnect-confirm", asha.refId))}`);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
  await expectNoAxeViolations(page);
  await referrerPage.reload();
  await expect(referrerPage.getByTestId("referral-count")).toHaveText("0");
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
  await referrerPage.reload();
  await expect(referrerPage.getByTestId("referral-count")).toHaveText("1");
  await expect(referrerPage.getByTestId("token-balance")).toContainText("60");
  await expect(referrerPage.getByTestId("pending-referrals")).toHaveCount(0);

  await Promise.all([referrerContext.close(), watcherContext.close(), context.close()]);
});

test("without JavaScript: the join link jumps to the form, errors come back on the form, a valid form lands on the thanks page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/iraconnect/join?utm_source=newsletter");
  await expect(page.getByTestId("signup-count")).toHaveText(/^\d{1,3}(,\d{3})+$/);
  await page.getByRole("link", { name: "Join the Waitlist" }).click();
  await expect(page).toHaveURL(/#join$/);

  const form = page.locator("#join-form");
  await form.getByLabel("Full name").fill("Z");
  await form.getByLabel("Email").fill("zara@example");
  await form.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(page).toHaveURL(/\/iraconnect\/join#join$/);
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await expect(form.getByText("Please select your country")).toBeVisible();
  await expect(form.getByText("Please select your role")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("zara@example");

  await form.getByLabel("Full name").fill("Zara Khan");
  await form.getByLabel("Email").fill(uniqueEmail("zara"));
  await form.getByLabel("Phone number").fill("(416) 555-0199");
  await form.getByLabel("Country").selectOption("Canada");
  await form.getByLabel("Role").selectOption("Student");
  await form.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(page).toHaveURL(/\/iraconnect\/thanks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Zara!" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your referral link" })).toHaveValue(/\/iraconnect\?ref=[A-Za-z0-9]{10}$/);
  await context.close();
});

test("the thanks page without a signup goes back to the landing page", async ({ page }) => {
  await page.goto("/iraconnect/thanks");
  await expect(page).toHaveURL(/\/iraconnect$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("IRACONNECT");
});

test("the admin Signups tab lists, searches and exports signups", async ({ page, request }) => {
  const email = uniqueEmail("admin.view");
  const answer = await request.post("/api/iraconnect/signup", {
    data: { name: "=Eve Formula", email, phone: "+1 416 555 0100", country: "Canada", role: "Consultant", utmSource: "e2e-source" },
  });
  expect(answer.status()).toBe(200);

  await signInAsAdmin(page, "/admin-dashboard/signups");
  await expect(page.getByRole("heading", { name: "IRACONNECT Signups" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(email);
  await page.getByRole("button", { name: "Show signups" }).click();
  await expect(page).toHaveURL(/\?(.*&)?q=/);
  const rows = page.getByRole("table", { name: /^Signups matching/ }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("=Eve Formula");
  await expect(page.getByRole("table", { name: "Signups per UTM source" })).toContainText("e2e-source");
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^iraconnect-signups-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv.split("\r\n")).toHaveLength(3);
  expect(csv).toContain(`'=Eve Formula,${email},'+14165550100`);
});
