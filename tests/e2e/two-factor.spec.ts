/**
 * Two-factor sign-in in the browser (issue 13.6): a staff account of its own (never the shared e2e
 * admin, whom every other test signs in as) is created with the admin:create CLI while the server
 * runs (decision 012), enrols by reading the key the page shows and computing the code as an
 * authenticator app would, signs out, and signs in again with its password and then a code.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./fixtures.ts";
import { codeFor, expectAccessible } from "./support/staff-checks.ts";

const PASSWORD = "two-factor e2e: a long passphrase of its own";

/** The account's own server: the same DATA_DIR or DATABASE_URL as playwright.config.ts gives it. */
function createStaff(project: string, email: string): void {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const database =
    project === "postgres"
      ? { DATABASE_URL: process.env.E2E_DATABASE_URL! }
      : { DATA_DIR: path.join(os.tmpdir(), `iratech-e2e-pglite-${port}`) };
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...database },
    stdio: ["pipe", "ignore", "pipe"],
  });
}



async function passwordStep(page: Page, email: string) {
  await page.goto("/admin-login");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("enrol with the key the page shows, sign out, sign in with the password and then a code", async ({ page }, testInfo) => {
  // Three password checks, one at a time with the other workers' (the hashing limit), and two pages of axe.
  test.setTimeout(60_000);
  const email = `two-factor-${testInfo.project.name}-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
  createStaff(testInfo.project.name, email);

  await passwordStep(page, email);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Your account" }).click();
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/account\/two-factor$/);
  await expect(page.getByText("Two-factor sign-in is off.")).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.locator("#two-factor-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("download", "iratech-recovery-codes.txt");
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);

  // The password alone no longer signs in: the second step asks for a code.
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/admin-login\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  const direct = await page.request.get("/admin-dashboard", { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers().location).toMatch(/^\/admin-login/);

  await hydrated(page);
  await expectAccessible(page);
  await page.getByLabel("Code").fill(String((Number(codeFor(secret, 1)) + 500_000) % 1_000_000).padStart(6, "0"));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("That code is not valid. Please try again.");

  // The enrolment used this step's code; an app a little ahead shows the next one.
  await page.getByLabel("Code").fill(codeFor(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
