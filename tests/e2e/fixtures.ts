import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-credentials.ts";

export { E2E_ADMIN };

/** Waits until the page's JavaScript has taken over the server-rendered HTML (app/root.tsx). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Signs in through the login form as the e2e admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/admin-login?redirectTo=${encodeURIComponent(redirectTo)}` : "/admin-login");
  // Fill once the app is live, so that the click is the app's submit (admin-hydration.spec.ts checks typing earlier).
  await hydrated(page);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  const welcome = page.getByText(`Welcome, ${E2E_ADMIN.email}`);
  // Tests in parallel sign in as the same admin from one address; the server checks one password
  // at a time per account and address and asks the second to wait a second (decision 013), as a
  // person would, the helper waits and signs in again.
  const signIn = page.getByRole("button", { name: "Sign In" });
  for (let attempt = 0; ; attempt++) {
    // The form keeps the button disabled while it waits out the server's Retry-After.
    await expect(welcome.or(page.locator("form button[type=submit]:enabled", { hasText: "Sign In" }))).toBeVisible({ timeout: 15_000 });
    if (await welcome.isVisible()) return;
    await signIn.click();
    const busy = page.getByRole("alert").filter({ hasText: /Please wait \d+ seconds? and try again/ });
    await expect(welcome.or(busy)).toBeVisible({ timeout: 15_000 });
    if (await welcome.isVisible()) return;
    if (attempt >= 4) break;
    await page.waitForTimeout(1500);
  }
  await expect(welcome).toBeVisible();
}
