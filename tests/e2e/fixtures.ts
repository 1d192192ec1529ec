import { expect, test, type APIRequestContext, type APIResponse, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-credentials.ts";

export { E2E_ADMIN };

/** Waits until the page's JavaScript has taken over the server-rendered HTML (app/root.tsx). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the page's finite animations have ended (the cards' entrance, SPEC §9), so that axe
 * measures colours at full opacity and not halfway through a fade.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The IRACONNECT counter's number once it has finished counting up (SPEC §9: it counts up on first
 * view and on every live change): what it shows when it shows the number it was given.
 */
export async function signupCount(page: Page): Promise<number> {
  const counter = page.getByTestId("signup-count");
  let shown = 0;
  await expect(async () => {
    shown = Number((await counter.textContent())!.replace(/,/g, ""));
    expect(shown).toBe(Number(await counter.getAttribute("data-target")));
  }).toPass({ timeout: 5_000 });
  return shown;
}

/**
 * The e2e admin's session cookie of this worker process, per server: most tests need to be signed
 * in, not to sign in, and every sign-in of one account from one address is checked one at a time
 * (decision 013), so parallel tests would queue behind each other's password checks.
 */
const sessions = new Map<string, Cookie[]>();
/** The session cookie's name over plain http (app/services/auth.server.ts sessionCookieName). */
const ADMIN_SESSION_COOKIE = "iratech_session";

/**
 * Signs in as the e2e admin and waits for the dashboard (or `redirectTo`). Reuses this worker's
 * session when it is still valid; `{ viaForm: true }` always goes through the login form (the
 * tests of sign-in itself).
 */
export async function signInAsAdmin(page: Page, redirectTo?: string, { viaForm = false }: { viaForm?: boolean } = {}): Promise<void> {
  const welcome = page.getByText(`Welcome, ${E2E_ADMIN.email}`);
  const origin = new URL(page.url() === "about:blank" ? (test.info().project.use.baseURL ?? "") : page.url()).origin;
  const saved = sessions.get(origin);
  if (saved && !viaForm) {
    await page.context().addCookies(saved);
    await page.goto(redirectTo ?? "/admin-dashboard");
    if (!new URL(page.url()).pathname.startsWith("/admin-login")) {
      await expect(welcome).toBeVisible();
      return;
    }
    sessions.delete(origin);
  }
  await signInThroughForm(page, redirectTo);
  // A session made by a test of sign-in itself may be signed out by that test: not shared.
  if (!viaForm) sessions.set(origin, (await page.context().cookies(origin)).filter((cookie) => cookie.name === ADMIN_SESSION_COOKIE));
}

async function signInThroughForm(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/admin-login?redirectTo=${encodeURIComponent(redirectTo)}` : "/admin-login");
  // Fill once the app is live, so that the click is the app's submit (admin-hydration.spec.ts checks typing earlier).
  await hydrated(page);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await untilSignedIn(page);
}

/**
 * After a click on Sign In: waits for the dashboard. Tests in parallel sign in as the same admin
 * from one address, and the server checks one password at a time per account and address, asking
 * the second to wait a second (decision 013); as a person would, this waits and presses Sign In
 * again, for up to 45 s.
 */
export async function untilSignedIn(page: Page): Promise<void> {
  const welcome = page.getByText(`Welcome, ${E2E_ADMIN.email}`);
  const busy = page.getByRole("alert").filter({ hasText: /Please wait \d+ seconds? and try again/ });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    await expect(welcome.or(busy)).toBeVisible({ timeout: 15_000 });
    if (await welcome.isVisible()) return;
    // The form keeps the button disabled while it waits out the server's Retry-After.
    await expect(welcome.or(page.locator("form button[type=submit]:enabled", { hasText: "Sign In" }))).toBeVisible({ timeout: 15_000 });
    if (await welcome.isVisible()) return;
    await page.waitForTimeout(Math.random() * 1000);
    // Without JavaScript the answer is a new page, and the server never sends a password back: a
    // person types it again.
    const password = page.getByLabel("Password", { exact: true });
    if ((await password.inputValue({ timeout: 1_000 }).catch(() => "kept")) === "") await password.fill(E2E_ADMIN.password);
    // The form may hold the button again meanwhile (another Retry-After): then the next turn waits.
    await page
      .getByRole("button", { name: "Sign In" })
      .click({ timeout: 5_000 })
      .catch(() => {});
  }
  await expect(welcome).toBeVisible();
}

/**
 * The e2e admin's sign-in as a plain form POST from `client` (no redirects followed). Other workers
 * sign in as the same admin meanwhile: an answer that says to wait (429 or 503 with Retry-After) is
 * waited out and the post sent again, as a person would, for up to 20 tries. Send it from a client
 * that is not signed in: a signed-in one asked to wait is sent on to the dashboard by the login page.
 */
export async function postAdminSignIn(client: APIRequestContext, origin: string, fields: Record<string, string> = {}): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const answer = await client.post("/admin-login", {
      form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, ...fields },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    if ((answer.status() !== 429 && answer.status() !== 503) || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.headers()["retry-after"] ?? 1)));
  }
}
