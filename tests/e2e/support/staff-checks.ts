/** Checks the staff sign-in specs share (two-factor, passkeys). */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/** The authenticator app's code for `secret`, `steps` periods of 30 s from now. */
export function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** No axe violation, and nothing scrolls sideways on a 390 px phone. */
export async function expectAccessible(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.setViewportSize(size);
}
