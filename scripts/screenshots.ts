/**
 * `npm run screenshots -- <base URL>`: one page of every public family on a 390 px phone and a
 * 1440 px desktop (and a hub page, /features), in the light and the dark theme, into docs/screenshots/ as JPEG
 * (`<family>-<phone|desktop>-<light|dark>.jpg`, the first two screens of each page). Start a
 * production server first (`npm run build && PORT=3300 npm run serve`).
 *
 * `--out <dir>` writes elsewhere, `--full` takes whole pages, `--png` writes PNG, `--only <family,...>` narrows.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium, HEADLESS_FLAGS } from "./chromium.ts";
import { publicFamilies, viewports } from "../tests/e2e/support/families.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const base = args.find((arg, index) => /^https?:\/\//.test(arg) && !args[index - 1]?.startsWith("--")) ?? "http://127.0.0.1:3000";
const out = path.resolve(option("--out") ?? "docs/screenshots");
const only = option("--only")?.split(",");
const type = flag("--png") ? "png" : "jpeg";

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: HEADLESS_FLAGS });
try {
  for (const theme of ["light", "dark"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, colorScheme: theme, reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const { family, path: pagePath } of [...publicFamilies, { family: "hub", path: "/features" }]) {
        if (only && !only.includes(family)) continue;
        await page.goto(new URL(pagePath, base).href);
        // Lazy pictures below the fold load before the shot.
        await page.evaluate(() => document.querySelectorAll("img[loading=lazy]").forEach((img) => ((img as HTMLImageElement).loading = "eager")));
        await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
        const file = path.join(out, `${family}-${device}-${theme}.${type === "png" ? "png" : "jpg"}`);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const clip = flag("--full") ? undefined : { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * 2) };
        await page.screenshot({ path: file, type, quality: type === "jpeg" ? 72 : undefined, fullPage: true, clip });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
