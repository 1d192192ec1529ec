/**
 * Issue 13's "Done when", in Chromium, on each engine: a server on a clean database prints its
 * setup link; the owner is created in the browser, invites a colleague as editor; the invitation
 * reaches a local SMTP server through the outbox; the editor accepts it, is signed in, sees only
 * their sections and is refused the inbox. The server is a production process of its own (fresh
 * embedded data folder, or a fresh PostgreSQL database for the postgres project) with SMTP set.
 */
import { expect, test, type Page } from "@playwright/test";
import { startSmtp } from "../support/smtp.ts";
import { hydrated } from "./fixtures.ts";
import { ownServer } from "./support/own-server.ts";

/** The body of a mail as its reader sees it (quoted-printable soft breaks and escapes undone). */
function mailText(raw: string): string {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join("\n");
  return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function fillAndSubmit(page: Page, fields: Record<string, string>, button: string) {
  await hydrated(page);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: button }).click();
}

test("first run, an invitation by e-mail, and an editor refused the inbox", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const smtp = await startSmtp();
  const server = await ownServer(testInfo, { name: "staff", portOffset: 90, database: "project", env: { SMTP_URL: smtp.url } });
  const base = server.origin;
  const ownerContext = await browser.newContext({ baseURL: base });
  const editorContext = await browser.newContext({ baseURL: base });
  try {
    await server.start();
    // The one line the server prints while no staff account exists.
    await expect.poll(() => /Open (http:\S+\/admin-setup\?token=[A-Za-z0-9_-]{22}) within 60 minutes/.exec(server.output())?.[1], { timeout: 10_000 }).toBeTruthy();
    const setupLink = /Open (http:\S+\/admin-setup\?token=[A-Za-z0-9_-]{22}) within 60 minutes/.exec(server.output())![1]!;

    // The owner: the login page says where the link is; the link creates the account, signed in.
    const owner = await ownerContext.newPage();
    await owner.goto("/admin-login");
    await expect(owner.getByText("The server prints a setup link when it starts")).toBeVisible();
    await owner.goto(setupLink);
    await fillAndSubmit(owner, { Name: "Olivia Owner", Email: "owner@staff-e2e.test", Password: "granite comet lilac 31" }, "Create owner account");
    await expect(owner.getByText("Welcome, Olivia Owner")).toBeVisible({ timeout: 15_000 });

    // The invitation, from the Staff screen.
    await owner.getByRole("navigation", { name: "Dashboard sections" }).locator("summary", { hasText: "Team" }).click();
    await owner.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Staff" }).click();
    await expect(owner.getByRole("heading", { level: 2, name: "Staff" })).toBeVisible();
    await hydrated(owner);
    await owner.getByLabel("E-mail address").fill("eddie@staff-e2e.test");
    await owner.getByLabel("Role", { exact: true }).selectOption("editor");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await expect(owner.getByRole("status").filter({ hasText: "Invitation sent" })).toHaveText("Invitation sent to eddie@staff-e2e.test.");
    await expect(owner.getByRole("table", { name: "Open invitations" }).getByText("eddie@staff-e2e.test")).toBeVisible();

    // The mail, delivered over SMTP by the outbox worker.
    await expect.poll(() => smtp.received.filter((m) => m.to.includes("eddie@staff-e2e.test")).length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes("eddie@staff-e2e.test"))!;
    expect(mail.header("subject")).toBe("You're invited to help run the Iratech website");
    const text = mailText(mail.raw);
    expect(text).toContain("as Editor: Blog posts and case studies only.");
    const inviteLink = new RegExp(`${base}/admin-invite\\?token=[A-Za-z0-9_-]{22}`).exec(text)?.[0];
    expect(inviteLink).toBeTruthy();

    // The editor accepts in their own browser and is signed in.
    const editor = await editorContext.newPage();
    await editor.goto(inviteLink!);
    await expect(editor.getByRole("heading", { name: "Join the team" })).toBeVisible();
    await expect(editor.getByText("eddie@staff-e2e.test")).toBeVisible();
    await fillAndSubmit(editor, { "Your name": "Eddie Editor", "Choose a password": "velvet harbor prism 58" }, "Create my account");
    await expect(editor.getByText("Welcome, Eddie Editor")).toBeVisible({ timeout: 15_000 });
    await expect(editor.getByText("(Editor)")).toBeVisible();
    await expect(editor.getByRole("navigation", { name: "Dashboard sections" }).locator("a")).toHaveText(["Home", "Case Studies", "Blog Posts", "Pages", "Landing Tests", "Proof", "Media", "Trash", "Milestones"]);

    // The inbox is not an editor's.
    const refused = await editor.goto("/admin-dashboard/inbox");
    expect(refused!.status()).toBe(403);
    await expect(editor.getByRole("alert")).toContainText("Your role does not give access to this page.");

    // The link worked once.
    await editor.goto(inviteLink!);
    await expect(editor.getByText("This invitation has already been used.")).toBeVisible();

    // The owner sees the editor on the Staff screen.
    await owner.reload();
    const row = owner.getByRole("table", { name: "Staff accounts" }).getByRole("row").filter({ hasText: "eddie@staff-e2e.test" });
    await expect(row).toContainText("Eddie Editor");
    await expect(row).toContainText("Active");

    expect(await server.stop()).toBe(0);
  } finally {
    await ownerContext.close();
    await editorContext.close();
    await server.dispose();
    await smtp.close();
  }
});
