import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./admin-credentials.ts";

// Site settings (issue 14.8) in a real server process: an admin changes the phone number, and a
// prerendered page (/about, stored at build with today's number and served by the fast path) shows
// the new number in its footer on the next visit. The server runs on its own embedded database and
// port, so the shared e2e servers (and the tests reading their footers) never see the change.
const root = path.resolve(import.meta.dirname, "../..");
const OLD_PHONE = "+91 44 4567 8900";
const NEW_PHONE = "+91 44 5555 6666";

function run(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(input ?? "");
  });
}

test("a phone number changed in Site settings shows in the footer of a prerendered page", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 82 + (testInfo.project.name === "postgres" ? 1 : 0);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-settings-"));
  const env = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" };
  const created = await run(["scripts/admin-create.ts", "--email", E2E_ADMIN.email], env, `${E2E_ADMIN.password}\n`);
  expect(created.code, created.output).toBe(0);

  let output = "";
  const child = spawn(process.execPath, ["server/index.ts"], { cwd: root, env });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);

    // Before: the page stored at build, with today's number.
    const before = await fetch(`${origin}/about`);
    expect(before.headers.get("x-prerendered")).toBe("1");
    expect(await before.text()).toContain(OLD_PHONE);

    const admin = await browser.newContext({ baseURL: origin });
    const page = await admin.newPage();
    await page.goto("/admin-login?redirectTo=%2Fadmin-dashboard%2Fsettings");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("navigation").getByRole("link", { name: "Settings" })).toBeVisible();

    const phone = page.getByLabel("Phone", { exact: true });
    await expect(phone).toHaveValue(OLD_PHONE);
    await phone.fill(NEW_PHONE);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved. Every page shows them now." })).toBeVisible();
    await expect(phone).toHaveValue(NEW_PHONE);
    await admin.close();

    // A visitor (no cookie) opens /about: the footer has the new number, not the stored page's.
    const visitor = await browser.newContext({ baseURL: origin });
    const about = await visitor.newPage();
    const response = await about.goto("/about");
    expect(response?.headers()["x-prerendered"]).toBeUndefined();
    const footer = about.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: NEW_PHONE })).toHaveAttribute("href", "tel:+914455556666");
    await expect(footer).not.toContainText(OLD_PHONE);
    // And the contact page (prerendered too).
    await about.goto("/contact");
    await expect(about.getByRole("main").getByRole("link", { name: NEW_PHONE })).toBeVisible();
    await visitor.close();

    child.kill("SIGTERM");
    expect(await exited, output).toBe(0);
  } finally {
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
