import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "./admin-credentials.ts";
import { ownServer } from "./support/own-server.ts";

// Site settings (issue 14.8) in a real server process: an admin changes the phone number, the
// e-mail address and the LinkedIn page, and a stored page (/privacy, kept by the HTML cache with
// today's number and served by the fast path) shows the new number on the next visit; the
// terms show the new address, the structured data of pages other than home (about, contact) carry
// the new facts, and a member's thanks page links the new LinkedIn page. The server runs on its own
// embedded database and port, so the shared e2e servers (and the tests reading their footers) never
// see the change.
const OLD_PHONE = "+91 44 4567 8900";
const NEW_PHONE = "+91 44 5555 6666";
const OLD_EMAIL = "hello@iratech.io";
const NEW_EMAIL = "press@example.org";
const OLD_LINKEDIN = "https://www.linkedin.com/company/iratech";
const NEW_LINKEDIN = "https://www.linkedin.com/company/iratech-renamed";

type JsonLd = Record<string, unknown> & { "@type"?: string };

/** The page's JSON-LD objects as served. */
async function jsonLdOf(page: import("@playwright/test").Page): Promise<JsonLd[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as JsonLd);
}

test("a phone number, e-mail and LinkedIn page changed in Site settings show on stored pages, the privacy policy, the terms, JSON-LD and the thanks page", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const server = await ownServer(testInfo, { name: "settings", portOffset: 82, env: { LOG_LEVEL: "warn" } });
  const { origin } = server;
  server.createAdmin();
  try {
    await server.start();

    // Before: the page as the HTML cache keeps it, with today's number (in its words and its footer).
    await expect.poll(async () => (await fetch(`${origin}/privacy`)).headers.get("x-html-cache")).toBe("hit");
    const before = await fetch(`${origin}/privacy`);
    expect(before.headers.get("x-html-cache")).toBe("hit");
    expect(await before.text()).toContain(`call ${OLD_PHONE} about anything on this page`);

    const admin = await browser.newContext({ baseURL: origin });
    const page = await admin.newPage();
    await page.goto("/admin-login?redirectTo=%2Fadmin-dashboard%2Fsettings");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("navigation").getByRole("link", { name: "Settings" })).toBeVisible();

    // An image for the default share image: uploaded in the library, chosen in the settings.
    const shareAlt = "Our office at sunrise";
    await page.goto("/admin-dashboard/media");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const shareBytes = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1d4ed8" } }).jpeg().toBuffer();
    await page.getByLabel("Choose images or drop them here").setInputFiles([{ name: "office.jpg", mimeType: "image/jpeg", buffer: shareBytes }]);
    await page.getByLabel("Alt text for office.jpg").fill(shareAlt);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Image uploaded")).toHaveCount(1);
    await page.goto("/admin-dashboard/settings");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Choose image for Default share image" }).click();
    await page.getByRole("dialog").getByRole("button", { name: new RegExp(shareAlt) }).click();
    await expect(page.getByRole("img", { name: shareAlt })).toBeVisible();

    const phone = page.getByLabel("Phone", { exact: true });
    await expect(phone).toHaveValue(OLD_PHONE);
    await phone.fill(NEW_PHONE);
    const email = page.getByLabel("E-mail", { exact: true });
    await expect(email).toHaveValue(OLD_EMAIL);
    await email.fill(NEW_EMAIL);
    const linkedin = page.getByLabel("LinkedIn", { exact: true });
    await expect(linkedin).toHaveValue(OLD_LINKEDIN);
    await linkedin.fill(NEW_LINKEDIN);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved. Every page shows them now." })).toBeVisible();
    await expect(phone).toHaveValue(NEW_PHONE);
    await expect(email).toHaveValue(NEW_EMAIL);

    // The library names the settings as the image's use and offers no delete.
    await page.goto("/admin-dashboard/media");
    const tile = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: shareAlt }) });
    await expect(tile.getByText("In use")).toBeVisible();
    await expect(tile.getByRole("link", { name: "Site settings" })).toHaveAttribute("href", "/admin-dashboard/settings");
    await expect(tile).toContainText("(default share image)");
    await expect(tile.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await admin.close();

    // A visitor (no cookie) opens /about: the footer has the new number, not the stored page's.
    const visitor = await browser.newContext({ baseURL: origin });
    const about = await visitor.newPage();
    const response = await about.goto("/about");
    expect(response?.headers()["x-prerendered"]).toBeUndefined();
    const footer = about.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: NEW_PHONE })).toHaveAttribute("href", "tel:+914455556666");
    await expect(footer).not.toContainText(OLD_PHONE);
    // The default share image stands in for a page without its own (not only on the home page).
    await expect(about.locator("meta[property='og:image']")).toHaveAttribute("content", /\/media\/[0-9a-f]{32}\/share\.jpg$/);
    // The about page's structured data: the organisation with the new facts.
    const aboutOrganization = (await jsonLdOf(about)).find((item) => item["@type"] === "Organization");
    expect(aboutOrganization).toMatchObject({ email: NEW_EMAIL, telephone: NEW_PHONE, contactPoint: [{ email: NEW_EMAIL, telephone: NEW_PHONE }] });
    expect(aboutOrganization!.sameAs).toContain(NEW_LINKEDIN);
    expect(aboutOrganization!.sameAs).not.toContain(OLD_LINKEDIN);
    // And the contact page (a page from blocks), its structured data included.
    await about.goto("/contact");
    await expect(about.getByRole("main").getByRole("link", { name: NEW_PHONE })).toBeVisible();
    await expect(about.getByRole("main").getByRole("link", { name: NEW_EMAIL })).toHaveAttribute("href", `mailto:${NEW_EMAIL}`);
    const contactLd = await jsonLdOf(about);
    expect(contactLd.find((item) => item["@type"] === "Organization")).toMatchObject({ email: NEW_EMAIL, contactPoint: [{ email: NEW_EMAIL }] });
    expect(JSON.stringify(contactLd)).not.toContain(OLD_EMAIL);
    // The privacy policy (a page from blocks whose words name the company's facts): the new number and address.
    await about.goto("/privacy");
    await expect(about.getByRole("main")).toContainText(`call ${NEW_PHONE} about anything on this page`);
    await expect(about.getByRole("main")).not.toContainText(OLD_PHONE);
    await expect(about.getByRole("main").getByRole("link", { name: NEW_EMAIL }).first()).toHaveAttribute("href", `mailto:${NEW_EMAIL}`);
    // The terms: questions go to the new address.
    const terms = await about.goto("/terms");
    expect(terms?.headers()["x-prerendered"]).toBeUndefined();
    await expect(about.getByRole("main").getByRole("link", { name: NEW_EMAIL })).toHaveAttribute("href", `mailto:${NEW_EMAIL}`);
    await expect(about.getByRole("main")).not.toContainText(OLD_EMAIL);
    await expect(about.getByRole("contentinfo").getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", NEW_LINKEDIN);

    // A member's thanks page: both LinkedIn links lead to the new page.
    const joined = await visitor.request.post("/api/iraconnect/signup", {
      data: { name: "Lina Settings", email: `lina-settings-${Date.now()}@example.org`, phone: "+91 98765 43210", country: "India", role: "Consultant" },
    });
    expect(joined.status()).toBe(200);
    await about.goto("/iraconnect/thanks");
    await expect(about.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Lina!" })).toBeVisible();
    await expect(about.getByRole("link", { name: /^Follow Iratech/ })).toHaveAttribute("href", NEW_LINKEDIN);
    await expect(about.getByRole("link", { name: /^Iratech on LinkedIn/ })).toHaveAttribute("href", NEW_LINKEDIN);
    await visitor.close();

    expect(await server.stop(), server.output()).toBe(0);
  } finally {
    await server.dispose();
  }
});
