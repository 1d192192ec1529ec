/**
 * Webhooks end to end (issue 30.3), on both engines: an admin adds an endpoint pointing at a
 * receiver this spec starts on 127.0.0.1 (the e2e servers set WEBHOOKS_ALLOW_PRIVATE=1), a member
 * joins on /iraconnect, two friends join through the member's referral link and confirm with the
 * welcome mail's link, and the receiver gets a `signup.confirmed` for each friend whose signature
 * checks out with the secret the admin was shown once (issue 30's Done-when). The delivery log then shows it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser } from "@playwright/test";
import { hydrated, signInAsAdmin } from "./fixtures.ts";
import { signedByServer } from "./support/signing-key.ts";

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

type Received = { headers: http.IncomingHttpHeaders; body: string };

function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("received");
    });
  });
  const url = new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/iratech-hooks`)));
  return { received, server, url };
}

/** The check a receiver makes (README "Webhooks"): HMAC-SHA256 of "<timestamp>.<body>" with the secret. */
function signedWith(request: Received, secret: string): boolean {
  const timestamp = String(request.headers["webhook-timestamp"]);
  const expected = Buffer.from(`v1=${createHmac("sha256", secret).update(`${timestamp}.${request.body}`).digest("hex")}`);
  const given = Buffer.from(String(request.headers["webhook-signature"]));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A friend follows the member's referral link, joins through the modal and confirms with the welcome mail's link; answers their refId. */
async function friendJoins(browser: Browser, baseURL: string, memberRef: string, name: string, project: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const friend = await context.newPage();
  await friend.goto(`/iraconnect?ref=${memberRef}`);
  await expect(friend.getByText("Nila invited you to join IRACONNECT")).toBeVisible();
  await hydrated(friend);
  await friend.getByRole("button", { name: "Join the Waitlist" }).click();
  const dialog = friend.getByRole("dialog", { name: "Join IRACONNECT" });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(uniqueEmail(name.split(" ")[0]!.toLowerCase()));
  await dialog.getByLabel("Phone number").fill("+44 20 7946 0959");
  await dialog.getByLabel("Country").selectOption("United Kingdom");
  await dialog.getByLabel("Role").selectOption("Student");
  await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
  await expect(friend).toHaveURL(/\/iraconnect\/thanks$/);
  const own = await friend.getByRole("textbox", { name: "Your referral link" }).inputValue();
  const refId = new URL(own).searchParams.get("ref")!;
  await friend.goto(`/iraconnect/confirm?token=${encodeURIComponent(await signedByServer(project, "iraconnect-confirm", refId))}`);
  await friend.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(friend.getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
  await context.close();
  return refId;
}

test("a receiver gets a signed signup.confirmed for each of two referred friends who confirm", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const receiver = startReceiver();
  const receiverUrl = await receiver.url;
  try {
    // The admin adds the endpoint; the secret is shown once.
    await signInAsAdmin(page, "/admin-dashboard/webhooks");
    await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toBeVisible();
    await hydrated(page);
    const description = `E2E receiver ${testInfo.workerIndex}-${Date.now()}`;
    await page.getByLabel("URL").fill(receiverUrl);
    await page.getByLabel("Description").fill(description);
    await page.getByRole("checkbox", { name: /signup\.confirmed/ }).check();
    await page.getByRole("checkbox", { name: /referral\.confirmed/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByRole("status")).toContainText(`Added the endpoint ${receiverUrl}`);
    const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const endpoint = page.getByRole("group", { name: `Endpoint ${description}` });
    await expect(endpoint).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // A member joins on /iraconnect.
    const memberContext = await browser.newContext({ baseURL });
    const member = await memberContext.newPage();
    await member.goto("/iraconnect");
    await hydrated(member);
    await member.getByRole("button", { name: "Join the Waitlist" }).click();
    const dialog = member.getByRole("dialog", { name: "Join IRACONNECT" });
    await dialog.getByLabel("Full name").fill("Nila Member");
    await dialog.getByLabel("Email").fill(uniqueEmail("nila"));
    await dialog.getByLabel("Phone number").fill("+44 20 7946 0958");
    await dialog.getByLabel("Country").selectOption("United Kingdom");
    await dialog.getByLabel("Role").selectOption("Designer");
    await dialog.getByRole("button", { name: "Join IRACONNECT" }).click();
    await expect(member).toHaveURL(/\/iraconnect\/thanks$/);
    const link = await member.getByRole("textbox", { name: "Your referral link" }).inputValue();
    const memberRef = new URL(link).searchParams.get("ref")!;

    // Two friends follow the member's link, join, and confirm with the welcome mail's link (signed as the server signs it).
    const friendRefs = [
      await friendJoins(browser, baseURL!, memberRef, "Oren Friend", testInfo.project.name),
      await friendJoins(browser, baseURL!, memberRef, "Pia Friend", testInfo.project.name),
    ];
    expect(new Set(friendRefs).size).toBe(2);

    // The scheduler's worker posts each within a few seconds: one signed signup.confirmed per friend.
    const confirmedFor = (friendRef: string) =>
      receiver.received.filter((request) => {
        const body = JSON.parse(request.body) as { type: string; data: { ref_id?: string } };
        return body.type === "signup.confirmed" && body.data.ref_id === friendRef;
      });
    for (const [index, friendRef] of friendRefs.entries()) {
      await expect.poll(() => confirmedFor(friendRef).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const delivery = confirmedFor(friendRef)[0]!;
      expect(signedWith(delivery, secret)).toBe(true);
      expect(signedWith(delivery, "whsec_not-the-secret")).toBe(false);
      const event = JSON.parse(delivery.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> };
      expect(delivery.headers["webhook-id"]).toBe(event.id);
      expect(event.data).toMatchObject({ ref_id: friendRef, name: ["Oren Friend", "Pia Friend"][index], referred_by: memberRef });
      await expect
        .poll(() => receiver.received.some((request) => JSON.parse(request.body).type === "referral.confirmed" && JSON.parse(request.body).data.ref_id === friendRef), { timeout: 30_000 })
        .toBe(true);
    }
    // Each confirmation is one event: two friends, two distinct signup.confirmed ids.
    const ids = friendRefs.map((ref) => JSON.parse(confirmedFor(ref)[0]!.body).id as string);
    expect(new Set(ids).size).toBe(2);

    // The delivery log shows it as delivered, with the receiver's answer.
    await page.reload();
    const log = endpoint.getByRole("table", { name: `Deliveries to ${description}` });
    await expect(log.getByRole("row").filter({ hasText: "signup.confirmed" }).first()).toContainText("Delivered");
    await log.getByText("HTTP 200").first().click();
    await expect(log.getByText("received").first()).toBeVisible();

    // Deleting the endpoint stops deliveries to this receiver.
    await endpoint.getByRole("button", { name: `Delete ${description}` }).click();
    await expect(page.getByRole("status")).toContainText(`Deleted the endpoint ${receiverUrl}`);
    await expect(endpoint).toHaveCount(0);
    await memberContext.close();
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
