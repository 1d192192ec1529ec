import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sql } from "./support/postgres.ts";
import { startSmtp, type ReceivedMail } from "../support/smtp.ts";
import { E2E_ADMIN, signInAsAdmin } from "./fixtures.ts";
import { ownServer } from "./support/own-server.ts";

// Newsletter sending in real server processes, as leads-delivery.spec.ts does for contact mail: a
// server of its own (its own port; an embedded database, or for the postgres project a fresh
// database on E2E_DATABASE_URL's server) whose mail worker delivers to a local SMTP server. Three readers subscribe and confirm by the mailed links; the admin sends a post from the
// Newsletter page in Chromium; the server, capped at 2 mails a minute, is stopped mid-send and
// started again, and every reader still gets the post exactly once; the one-click unsubscribe of
// RFC 8058 works without a cookie, and opening the link only asks. The mail is composed with its own
// subject and intro; a reader's pixel and link are recorded and the send's results show them.
const READERS = ["reader-one@example.com", "reader-two@example.com", "reader-three@example.com"];
const SUBJECT = "Spring news from the check";

/** The body of a mail as text: quoted-printable soft breaks and escapes undone. */
function bodyOf(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * No axe violations in the page's main part. The preview frame is left out: it is sandboxed without
 * scripts (so axe cannot run inside it), and it shows the mail, not the admin page.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").exclude('iframe[title="The e-mail as HTML"]').analyze();
  expect(results.violations).toEqual([]);
}

/** The send's page, reloaded until its counts read `counts` (the worker records an outcome after SMTP answers). */
async function expectCounts(page: Page, counts: RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(counts)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("a post sent to three confirmed subscribers arrives once each, across a restart, with a working one-click unsubscribe", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const smtp = await startSmtp();
  const server = await ownServer(testInfo, { name: "newsletter", portOffset: 84, database: "project", env: { SMTP_URL: smtp.url } });
  const { origin, databaseUrl } = server;
  // The admin account first, straight into the database (no server holds it yet).
  server.createAdmin();
  const start = (perMinute: string) => server.start({ NEWSLETTER_PER_MINUTE: perMinute });
  const stop = async () => expect(await server.stop()).toBe(0);
  const context = await browser.newContext({ baseURL: origin });
  const page: Page = await context.newPage();
  try {
    await start("2");
    // The demo seed fills an embedded database only: a server database gets one published post.
    if (databaseUrl) {
      await sql(
        databaseUrl,
        `insert into blog_posts (slug, title, author, content, excerpt, is_published, published_at)
         values ('newsletter-e2e', 'Newsletter check post', 'Iratech Team', 'A post for the newsletter check.', 'What the check is about.', true, now())`,
      );
    }

    // Three readers subscribe and confirm with the mailed link; a fourth never confirms.
    for (const email of [...READERS, "never-confirms@example.com"]) {
      const answer = await fetch(`${origin}/newsletter`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ email }) });
      expect(answer.status).toBe(200);
    }
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(4);
    for (const email of READERS) {
      const mail = smtp.received.find((m) => m.to[0] === email)!;
      const link = new RegExp(`${origin}/newsletter/confirm\\?token=[A-Za-z0-9_.-]+`).exec(bodyOf(mail))![0];
      expect((await fetch(link)).status).toBe(200);
    }
    smtp.received.length = 0;

    // The admin previews a post, sends a test to themself, then sends it to the subscribers.
    await signInAsAdmin(page, "/admin-dashboard/newsletter", { account: E2E_ADMIN });
    await page.goto("/admin-dashboard/newsletter");
    await expect(page.getByRole("heading", { name: "Newsletter", level: 2 })).toBeVisible();
    const select = page.getByLabel("Post", { exact: true });
    const title = (await select.locator("option").nth(1).textContent())!.trim();
    await select.selectOption({ label: title });
    // The mail's own subject and intro (the composer, decision 041).
    await page.getByLabel("Subject").fill(SUBJECT);
    await page.getByLabel("Intro").fill("Hello from the newsletter check.");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByText(`Subject: ${SUBJECT}`)).toBeVisible();
    await expect(page.getByText("Audience: All confirmed subscribers, 3 recipients now.")).toBeVisible();
    await expect(page.frameLocator('iframe[title="The e-mail as HTML"]').locator("p", { hasText: "Hello from the newsletter check." })).toBeVisible();
    await expect(page.frameLocator('iframe[title="The e-mail as HTML"]').getByRole("link", { name: "Read the article" })).toBeVisible();
    await expectAccessible(page);
    // Nothing scrolls sideways on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(page.getByRole("status").filter({ hasText: `A test was queued to ${E2E_ADMIN.email}.` })).toBeVisible();
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    expect(smtp.received[0]!.to).toEqual([E2E_ADMIN.email]);
    expect(smtp.received[0]!.header("x-mail-kind")).toBe("newsletter-test");

    await page.getByRole("link", { name: "Send to 3 confirmed subscribers" }).click();
    await expect(page.getByRole("heading", { name: `Send “${SUBJECT}” to 3 confirmed subscribers?` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, send it now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The send started: 3 subscribers added." })).toBeVisible();
    const sendPage = new URL(page.url()).pathname;
    await expectAccessible(page);

    // Two go out at once (the cap); the third waits for the next minute.
    const newsletters = () => smtp.received.filter((m) => m.header("x-mail-kind") === "newsletter");
    await expect.poll(() => newsletters().length, { timeout: 15_000 }).toBe(2);
    await expectCounts(page, /2 sent, 1 pending, 0 failed/);

    // Stopped mid-send and started again (with room in the cap): the waiting one goes, nobody twice.
    await stop();
    await start("60");
    await expect.poll(() => newsletters().length, { timeout: 20_000 }).toBe(3);
    await expectCounts(page, /3 sent, 0 pending, 0 failed/);
    expect(newsletters().flatMap((m) => m.to).sort()).toEqual([...READERS].sort());

    for (const mail of newsletters()) {
      expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.header("list-unsubscribe")).toMatch(new RegExp(`^<${origin}/newsletter/unsubscribe\\?token=[^>]+>, <mailto:`));
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.header("subject")).toBe(SUBJECT);
    }

    // A reader's mail client loads the pixel and the reader follows a link: both through the site.
    const html = bodyOf(newsletters().find((m) => m.to[0] === READERS[2])!);
    const pixel = new RegExp(`<img src="(${origin}/n/o/[^"]+)"`).exec(html)![1]!;
    const click = new RegExp(`href="(${origin}/n/c/[^"]+)"`).exec(html)![1]!;
    const image = await fetch(pixel);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/gif");
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const followed = await fetch(click, { redirect: "manual" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toMatch(new RegExp(`^${origin}/blog/[a-z0-9-]+\\?utm_source=newsletter`));
    // A tampered link is refused, never redirected.
    const tampered = await fetch(click.replace(/.$/, (c) => (c === "A" ? "B" : "A")), { redirect: "manual" });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get("location")).toBeNull();

    // The results screen: delivered, 1 opened, 1 click on that link.
    await page.goto(sendPage);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByText("Delivered", { exact: true }).locator("..")).toContainText("3");
    await expect(page.getByText("Opened (estimate)").locator("..")).toContainText("1 (33%)");
    await expect(page.getByText("Clicked", { exact: true }).locator("..")).toContainText("1 (33%)");
    await expect(page.getByRole("table", { name: /Clicks per link/ }).getByRole("row").filter({ hasText: "/blog/" })).toContainText("1");
    await expectAccessible(page);
    const linkOf = (email: string) => /<([^>]+)>/.exec(newsletters().find((m) => m.to[0] === email)!.header("list-unsubscribe")!)![1]!.replace(/\s/g, "");

    // One-click, as a mail provider posts it: no cookie, no page, no confirmation.
    const oneClick = await fetch(linkOf(READERS[0]!), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);

    // Opening the link only asks; the button unsubscribes.
    const reader = await browser.newPage();
    await reader.goto(linkOf(READERS[1]!));
    await expect(reader.getByRole("heading", { name: "Unsubscribe from our newsletter?" })).toBeVisible();
    await reader.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(reader.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
    await reader.close();

    // Subscribers have a section of their own; the old Inbox address still leads there.
    await page.goto("/admin-dashboard/inbox/subscribers");
    await expect(page).toHaveURL(/\/admin-dashboard\/subscribers$/);
    for (const email of READERS.slice(0, 2)) await expect(page.getByRole("row").filter({ hasText: email })).toContainText("unsubscribed");
    await expect(page.getByRole("row").filter({ hasText: READERS[2]! })).toContainText("confirmed");

    // The browser's open pages (a live-update stream among them) would hold up the shutdown.
    await context.close();
    await stop();
    expect(newsletters()).toHaveLength(3);
  } catch (error) {
    // The server's log tells why a step waited in vain.
    console.error(server.output().slice(-4000));
    throw error;
  } finally {
    await context.close();
    await server.dispose();
    await smtp.close();
  }
});
