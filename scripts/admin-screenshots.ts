/**
 * `node scripts/admin-screenshots.ts <base URL> --email E [--out dir] [--only page,...] [--full]`: the admin
 * pages (issue 28) on a 390 px phone and a 1440 px desk, in the light and the dark theme, as PNG
 * (`<page>-<phone|desktop>-<light|dark>.png`, the first two screens unless `--full`), and for each a line saying whether the page scrolls
 * sideways or shows a word broken across lines. The password is read from ADMIN_PASSWORD. Start a
 * production server first, with an account made by `npm run admin:create`.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium, HEADLESS_FLAGS } from "./chromium.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const base = args.find((arg, index) => /^https?:\/\//.test(arg) && !args[index - 1]?.startsWith("--")) ?? "http://127.0.0.1:3000";
const out = path.resolve(option("--out") ?? "docs/screenshots/admin");
const email = option("--email") ?? "admin@example.com";
const password = process.env.ADMIN_PASSWORD ?? "";
const pages: Record<string, string> = {
  home: "/admin-dashboard",
  "case-studies": "/admin-dashboard/case-studies",
  "case-study-new": "/admin-dashboard/case-studies/new",
  blog: "/admin-dashboard/blog",
  "blog-new": "/admin-dashboard/blog/new",
  signups: "/admin-dashboard/signups",
  inbox: "/admin-dashboard/inbox",
  media: "/admin-dashboard/media",
  staff: "/admin-dashboard/staff",
  audit: "/admin-dashboard/audit",
  settings: "/admin-dashboard/settings",
};
const only = option("--only")?.split(",");
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: HEADLESS_FLAGS });
try {
  const login = await browser.newContext({ viewport: viewports.desktop });
  const page0 = await login.newPage();
  await page0.goto(new URL("/admin-login", base).href);
  await page0.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page0.getByLabel("Email").fill(email);
  await page0.getByLabel("Password").fill(password);
  await page0.getByRole("button", { name: "Sign In" }).click();
  await page0.waitForURL(/\/admin-dashboard/, { timeout: 30_000 });
  const state = await login.storageState();
  await login.close();
  for (const theme of ["light", "dark"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, colorScheme: theme, reducedMotion: "reduce", storageState: state });
      const page = await context.newPage();
      for (const [name, pagePath] of Object.entries(pages)) {
        if (only && !only.includes(name)) continue;
        await page.goto(new URL(pagePath, base).href);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        const file = path.join(out, `${name}-${device}-${theme}.png`);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const clip = args.includes("--full") ? undefined : { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * 2) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(`${path.relative(process.cwd(), file)}${overflow > 0 ? ` scrolls sideways by ${overflow} px` : ""}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
