import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_WORKERS, workerEmail } from "./admin-credentials.ts";

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

export type Account = { email: string; password: string };

/**
 * This worker's own staff account (an owner) on the shared e2e servers: every worker signs in as
 * itself, so no two parallel tests share an account, its sessions or its sign-in throttle
 * (decision 013: one password check at a time per account and address). Each server starts with
 * one per configured worker (playwright.config.ts); with more workers (`--workers`), the others
 * are made here with the admin:create CLI while the server runs (through its socket for an
 * embedded database, decision 012). Tests that need another role make their own accounts.
 */
export function workerAdmin(): Account {
  const info = test.info();
  const account = { email: workerEmail(info.parallelIndex), password: E2E_ADMIN.password };
  const server = info.project.name;
  if (info.parallelIndex >= E2E_WORKERS && !created.has(server)) {
    const env: Record<string, string> =
      server === "postgres" ? { DATABASE_URL: process.env.E2E_DATABASE_URL! } : { DATABASE_URL: "", DATA_DIR: path.join(os.tmpdir(), `iratech-e2e-pglite-${Number(process.env.E2E_PORT ?? 3100)}`) };
    const cli = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", account.email], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      input: `${account.password}\n`,
      encoding: "utf8",
    });
    if (cli.status !== 0) throw new Error(`admin:create --email ${account.email} failed (${cli.status}): ${cli.stderr}${cli.stdout}`);
    created.add(server);
  }
  return account;
}
const created = new Set<string>();
const root = path.resolve(import.meta.dirname, "../..");

/**
 * This worker's session cookie, per server: most tests need to be signed in, not to sign in, so
 * one sign-in through the form serves the worker's later tests.
 */
const sessions = new Map<string, Cookie[]>();
/** The session cookie's name over plain http (app/services/auth.server.ts sessionCookieName). */
const ADMIN_SESSION_COOKIE = "iratech_session";

/**
 * Signs in as this worker's admin (or `account`, on a spec's own server) and waits for the
 * dashboard (or `redirectTo`). Reuses this worker's session when it is still valid;
 * `{ viaForm: true }` always goes through the login form (the tests of sign-in itself).
 */
export async function signInAsAdmin(
  page: Page,
  redirectTo?: string,
  { viaForm = false, account }: { viaForm?: boolean; account?: Account } = {},
): Promise<void> {
  const admin = account ?? workerAdmin();
  const welcome = page.getByText(`Welcome, ${admin.email}`);
  const origin = new URL(page.url() === "about:blank" ? (test.info().project.use.baseURL ?? "") : page.url()).origin;
  const saved = sessions.get(origin);
  if (saved && !viaForm) {
    await page.context().addCookies(saved);
    await page.goto(redirectTo ?? "/admin-dashboard");
    if (!new URL(page.url()).pathname.startsWith("/admin-login")) {
      await expect(welcome).toBeAttached();
      return;
    }
    sessions.delete(origin);
  }
  await signInThroughForm(page, admin, redirectTo);
  // A session made by a test of sign-in itself may be signed out by that test: not shared.
  if (!viaForm) sessions.set(origin, (await page.context().cookies(origin)).filter((cookie) => cookie.name === ADMIN_SESSION_COOKIE));
}

async function signInThroughForm(page: Page, admin: Account, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/admin-login?redirectTo=${encodeURIComponent(redirectTo)}` : "/admin-login");
  // Fill once the app is live, so that the click is the app's submit (admin-hydration.spec.ts checks typing earlier).
  await hydrated(page);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await untilSignedIn(page, admin);
}

/** After a click on Sign In as this worker's admin (or `account`): waits for the dashboard's welcome. */
export async function untilSignedIn(page: Page, account?: Account): Promise<void> {
  // A guard against a hang: the password check (scrypt) is slow on a busy 2-core machine. Attached,
  // not visible: on a phone the welcome is in the closed menu (issue 28).
  await expect(page.getByText(`Welcome, ${(account ?? workerAdmin()).email}`)).toBeAttached({ timeout: 20_000 });
}

/**
 * This worker's admin's sign-in as a plain form POST from `client` (no redirects followed). Send it
 * from a client that is not signed in: a signed-in one is sent on to the dashboard by the login page.
 */
export async function postAdminSignIn(client: APIRequestContext, origin: string, fields: Record<string, string> = {}): Promise<APIResponse> {
  const admin = workerAdmin();
  return client.post("/admin-login", {
    form: { email: admin.email, password: admin.password, ...fields },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
}

/**
 * After a click on an editor's Save (or Ctrl-S): the editor stays open on the saved record and
 * says "Saved" (issue 28). Returns the editor's path.
 */
export async function savedInEditor(page: Page, kind: "blog" | "case-studies"): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/${kind}/[^/]+/edit(\\?saved=1)?$`), { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  return new URL(page.url()).pathname;
}
