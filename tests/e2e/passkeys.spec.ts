/**
 * Passkeys in the browser (issue 29.7, decision 038), with Chromium's virtual authenticator (the
 * DevTools protocol's WebAuthn domain: a platform authenticator with resident keys and user
 * verification). A staff account of its own, made with the admin:create CLI, turns on two-factor
 * sign-in, adds a passkey, signs out, signs in with the passkey alone, then uses it as the second
 * step after the password, renames it, removes it, and finds it no longer signs in.
 *
 * WebAuthn needs a domain for the relying party (an IP address cannot be one), so this spec talks to
 * the server as http://localhost:<port>: the host of the SITE_URL the e2e servers run with.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./fixtures.ts";
import { codeFor, expectAccessible } from "./support/staff-checks.ts";

const PASSWORD = "passkeys e2e: a long passphrase of its own";

function createStaff(project: string, email: string): void {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const database =
    project === "postgres" ? { DATABASE_URL: process.env.E2E_DATABASE_URL! } : { DATA_DIR: path.join(os.tmpdir(), `iratech-e2e-pglite-${port}`) };
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...database },
    stdio: ["pipe", "ignore", "pipe"],
  });
}



test("add a passkey, sign out, sign in with it alone and as the second step; rename and remove it", async ({ page }, testInfo) => {
  // Three password checks (one at a time with the other workers'), two enrolments' worth of pages, axe twice.
  test.setTimeout(90_000);
  const base = String(testInfo.project.use.baseURL).replace("127.0.0.1", "localhost");
  const email = `passkeys-${testInfo.project.name}-${crypto.randomBytes(4).toString("hex")}@e2e.test`;
  createStaff(testInfo.project.name, email);

  // WebAuthn is allowed on the admin pages only.
  expect((await page.request.get(`${base}/admin-login`)).headers()["permissions-policy"]).toContain("publickey-credentials-get=(self)");
  expect((await page.request.get(`${base}/products`)).headers()["permissions-policy"]).toContain("publickey-credentials-get=()");

  const passwordStep = async () => {
    await page.goto(`${base}/admin-login`);
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
  };
  await passwordStep();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible({ timeout: 15_000 });

  // Passkeys come with two-factor sign-in: its recovery codes are the way back.
  await page.goto(`${base}/admin-dashboard/account/passkeys`);
  await expect(page.getByText("Turn on two-factor sign-in with an authenticator app first")).toBeVisible();
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.locator("#two-factor-secret").innerText()).replace(/\s+/g, "");
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();

  // The browser's authenticator: a platform one that keeps discoverable keys and verifies its user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await page.getByRole("link", { name: "Passkeys" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/account\/passkeys$/);
  await hydrated(page);
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.getByLabel("Name of the new passkey").fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey “Virtual key” was added." })).toBeVisible();
  const table = page.getByRole("table", { name: "Your passkeys" });
  await expect(table.getByRole("rowheader", { name: "Virtual key" })).toBeVisible();
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
  await expectAccessible(page);

  // Signed out, the passkey alone signs in: no e-mail, no password, no code.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto(`${base}/admin-login`);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Use a passkey", exact: true }).click();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // After the password, the passkey stands in for the code.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await passwordStep();
  await expect(page).toHaveURL(/\/admin-login\/two-factor$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible({ timeout: 15_000 });

  // Renamed, then removed: it no longer signs in.
  await page.goto(`${base}/admin-dashboard/account/passkeys`);
  await hydrated(page);
  await expect(table.getByText("Never")).toHaveCount(0);
  await page.getByLabel("New name for Virtual key").fill("Desk key");
  await page.getByRole("button", { name: "Rename Virtual key" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey is now called “Desk key”." })).toBeVisible();
  await page.getByRole("button", { name: "Remove Desk key" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey “Desk key” was removed." })).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto(`${base}/admin-login`);
  await hydrated(page);
  await page.getByRole("button", { name: "Use a passkey", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("This passkey is not registered here. Sign in with your password.");
  await expect(page).toHaveURL(/\/admin-login$/);
});
