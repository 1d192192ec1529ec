/**
 * Issue 28's remaining screens (decision 045), on both engines: a reply to a contact message shows
 * in the message's thread and in the mail outbox; a contributor (set on the staff page) submits a
 * draft and an editor publishes it; a member's page shows a referral. Each screen holds at 390 px
 * and 1440 px in both themes (no sideways scroll, axe clean).
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, hydrated, savedInEditor, signInAsAdmin, workerAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const root = path.resolve(import.meta.dirname, "../..");

/** No axe violation and no sideways scroll at 390 and 1440 px, in the light and the dark theme. */
async function holdsEverywhere(page: Page): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The theme's colour transitions end first: axe measures the colours, not a frame between two.
      await animationsDone(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${scheme} ${width}px`).toBe(0);
      expect((await new AxeBuilder({ page }).analyze()).violations, `${scheme} ${width}px`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** A staff account made with the admin:create CLI on this project's server (an owner, until the staff page changes it). */
function createAccount(email: string, password: string): void {
  const server = test.info().project.name;
  const env: Record<string, string> =
    server === "postgres" ? { DATABASE_URL: process.env.E2E_DATABASE_URL! } : { DATABASE_URL: "", DATA_DIR: path.join(os.tmpdir(), `iratech-e2e-pglite-${Number(process.env.E2E_PORT ?? 3100)}`) };
  const cli = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", email], { cwd: root, env: { ...process.env, LOG_LEVEL: "warn", ...env }, input: `${password}\n`, encoding: "utf8" });
  if (cli.status !== 0) throw new Error(`admin:create failed: ${cli.stderr}${cli.stdout}`);
}

test("reply to a message: the thread and the outbox show it", async ({ page }) => {
  test.setTimeout(120_000);
  const subject = `Reply test ${unique()}`;
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Name").fill("Thread Person");
  await form.getByLabel("Email").fill("thread.person@example.com");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Could you tell us more about your services?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Subject")).toHaveValue("");

  await signInAsAdmin(page, `/admin-dashboard/inbox?q=${encodeURIComponent(subject)}&status=unread`);
  await hydrated(page);
  await expect(page.getByLabel("Status")).toHaveValue("unread");
  const card = page.getByRole("article", { name: subject });
  await expect(card).toBeVisible();
  await card.getByText("Reply to Thread Person").click();
  await card.getByLabel("Your reply").fill("Thank you: a colleague will call you tomorrow.");
  await card.getByRole("button", { name: "Send reply" }).click();

  // Back on the list with its filters: no longer unread, so it is not shown; "replied" shows it with its thread.
  await expect(card).toBeHidden();
  await expect(page).toHaveURL(/status=unread/);
  await page.goto(`/admin-dashboard/inbox?q=${encodeURIComponent(subject)}&status=replied`);
  const replied = page.getByRole("article", { name: subject });
  const thread = replied.getByRole("article", { name: /^Reply by / });
  await expect(thread).toContainText("Thank you: a colleague will call you tomorrow.");
  await expect(thread).toContainText(/replied/);
  await holdsEverywhere(page);

  await page.goto("/admin-dashboard/outbox");
  await expect(page.getByText(`Re: ${subject}`).first()).toBeVisible();
  void workerAdmin;
});

test("a contributor submits a draft and an editor publishes it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = unique();
  const email = `contributor.${id}@example.com`;
  const password = "contributor passphrase for the e2e run";
  createAccount(email, password);

  // The owner makes the new account a Contributor on the staff page.
  await signInAsAdmin(page, "/admin-dashboard/staff");
  await hydrated(page);
  await page.getByLabel(`Role of ${email}`, { exact: true }).selectOption("contributor");
  await page.getByRole("button", { name: `Change the role of ${email}` }).click();
  await expect(page.getByText(/is now Contributor/)).toBeVisible();

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const writer = await context.newPage();
  await writer.goto("/admin-login");
  await hydrated(writer);
  await writer.getByLabel("Email").fill(email);
  await writer.getByLabel("Password").fill(password);
  await writer.getByRole("button", { name: "Sign In" }).click();
  await expect(writer.getByText(`Welcome, ${email}`)).toBeAttached({ timeout: 20_000 });
  // The sidebar offers a contributor the home and the blog only; another section is refused.
  const sidebar = writer.getByRole("navigation", { name: "Dashboard sections", includeHidden: true });
  await expect(sidebar.getByRole("link", { name: "Blog Posts" })).toBeAttached();
  await expect(sidebar.getByRole("link", { name: "Case Studies" })).toHaveCount(0);
  const refused = await writer.request.get("/admin-dashboard/case-studies");
  expect(refused.status()).toBe(403);

  await writer.goto("/admin-dashboard/blog/new");
  await hydrated(writer);
  const title = `Contributed ${id}`;
  await writer.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await writer.getByRole("textbox", { name: "Author", exact: true }).fill("Casey Contributor");
  await writer.getByRole("button", { name: "Write in Markdown instead" }).click();
  await writer.getByRole("textbox", { name: "Content", exact: true }).fill(`Body of ${title}.`);
  await writer.getByRole("button", { name: "Submit for review" }).click();
  await savedInEditor(writer, "blog");
  await expect(writer.getByText(/Waiting for an editor's review since/)).toBeVisible();
  await holdsEverywhere(writer);
  await context.close();

  // The editor (this worker's owner) finds it waiting, publishes it.
  await page.goto("/admin-dashboard");
  await page.getByRole("link", { name: /wait(s)? for your review/ }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/blog\?review=1/);
  await holdsEverywhere(page);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await hydrated(page);
  await expect(page.getByText(/Submitted for review/)).toBeVisible();
  await page.getByRole("switch", { name: "Published" }).click();
  await expect(page.getByRole("switch", { name: "Published" })).toBeChecked();
  await page.keyboard.press("Control+s");
  await savedInEditor(page, "blog");
  await page.goto("/admin-dashboard/blog?review=1");
  await expect(page.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
});

test("the member's page shows a referral", async ({ page }) => {
  test.setTimeout(120_000);
  const id = unique();
  const joined = await page.request.post("/api/iraconnect/signup", { data: { name: `Referrer ${id}`, email: `referrer.${id}@example.com`, phone: "+91 98765 43210", country: "India", role: "Student" } });
  expect(joined.status()).toBe(200);
  const { refId } = (await joined.json()) as { refId: string };
  const friend = await page.request.post("/api/iraconnect/signup", {
    data: { name: `Friend ${id}`, email: `friend.${id}@example.com`, phone: "+91 98765 43211", country: "India", role: "Student", referralCode: refId },
  });
  expect(friend.status()).toBe(200);

  await signInAsAdmin(page, `/admin-dashboard/signups?q=${encodeURIComponent(`Referrer ${id}`)}`);
  await page.getByRole("link", { name: `Referrer ${id}` }).click();
  await expect(page.getByRole("heading", { name: `Referrer ${id}`, level: 2 })).toBeVisible();
  await expect(page.getByText(`/iraconnect?ref=${refId}`)).toBeVisible();
  const referrals = page.getByRole("table", { name: /Members referred by/ });
  await expect(referrals.getByRole("link", { name: `Friend ${id}` })).toBeVisible();
  await expect(referrals).toContainText("Not confirmed");
  await holdsEverywhere(page);

  const missing = await page.request.get("/admin-dashboard/signups/NoSuchCode1");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("No member has this code");
});
