import { chromium } from "@playwright/test";
import { findChromium, HEADLESS_FLAGS } from "./scripts/chromium.ts";
const base = "http://127.0.0.1:3300";
const [path, name, withToast] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: HEADLESS_FLAGS });
for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } })) {
    const context = await browser.newContext({ baseURL: base, viewport, colorScheme: theme, reducedMotion: "reduce" });
    const page = await context.newPage();
    if (path.includes("thanks")) await context.request.post("/api/iraconnect/signup", { data: { name: "Noor Haddad", email: `noor.${Date.now()}.${Math.random()}@example.com`, phone: "+971 4 555 0100", country: "UAE", role: "Designer" } });
    if (withToast) await page.addInitScript(() => sessionStorage.setItem("site:toast", JSON.stringify({ title: "Welcome to IRACONNECT! 🎉", description: "Check your email for your exclusive welcome package and referral link." })));
    await page.goto(path);
    await page.waitForTimeout(300);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    if (sideways) console.log("SIDEWAYS", device, theme);
    await page.screenshot({ path: `/tmp/shots/${name}-${device}-${theme}.png`, fullPage: process.argv.includes("--full") });
    await context.close();
  }
}
await browser.close();
