/**
 * Webhooks end to end (issue 30.3), on both engines: an admin adds an endpoint pointing at a
 * receiver this spec starts on 127.0.0.1 (the e2e servers set WEBHOOKS_ALLOW_PRIVATE=1), a member
 * joins on /iraconnect, a friend joins through the member's referral link and confirms with the
 * welcome mail's link, and the receiver gets a `signup.confirmed` for the friend whose signature
 * checks out with the secret the admin was shown once. The delivery log then shows it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
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

test("a receiver gets a signed signup.confirmed when a referred friend confirms", async ({ page, browser, baseURL }, testInfo) => {
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

    // A friend follows the member's link and joins.
    const friendContext = await browser.newContext({ baseURL });
    const friend = await friendContext.newPage();
    await friend.goto(`/iraconnect?ref=${memberRef}`);
    await expect(friend.getByText("Nila invited you to join IRACONNECT")).toBeVisible();
    await hydrated(friend);
    await friend.getByRole("button", { name: "Join the Waitlist" }).click();
    const friendDialog = friend.getByRole("dialog", { name: "Join IRACONNECT" });
    await friendDialog.getByLabel("Full name").fill("Oren Friend");
    await friendDialog.getByLabel("Email").fill(uniqueEmail("oren"));
    await friendDialog.getByLabel("Phone number").fill("+44 20 7946 0959");
    await friendDialog.getByLabel("Country").selectOption("United Kingdom");
    await friendDialog.getByLabel("Role").selectOption("Student");
    await friendDialog.getByRole("button", { name: "Join IRACONNECT" }).click();
    await expect(friend).toHaveURL(/\/iraconnect\/thanks$/);
    const friendLink = await friend.getByRole("textbox", { name: "Your referral link" }).inputValue();
    const friendRef = new URL(friendLink).searchParams.get("ref")!;

    // The friend confirms with the welcome mail's link (signed as the server signs it).
    await friend.goto(`/iraconnect/confirm?token=${encodeURIComponent(await signedByServer(testInfo.project.name, "iraconnect-confirm", friendRef))}`);
    await friend.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(friend.getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();

    // The scheduler's worker posts it within a few seconds.
    const confirmedFor = () =>
      receiver.received.find((request) => {
        const body = JSON.parse(request.body) as { type: string; data: { ref_id?: string } };
        return body.type === "signup.confirmed" && body.data.ref_id === friendRef;
      });
    await expect.poll(() => Boolean(confirmedFor()), { timeout: 30_000 }).toBe(true);
    const delivery = confirmedFor()!;
    expect(signedWith(delivery, secret)).toBe(true);
    expect(signedWith(delivery, "whsec_not-the-secret")).toBe(false);
    const event = JSON.parse(delivery.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> };
    expect(delivery.headers["webhook-id"]).toBe(event.id);
    expect(event.data).toMatchObject({ ref_id: friendRef, name: "Oren Friend", referred_by: memberRef });
    await expect.poll(() => receiver.received.some((request) => JSON.parse(request.body).type === "referral.confirmed" && JSON.parse(request.body).data.ref_id === friendRef), { timeout: 30_000 }).toBe(true);

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
    await Promise.all([memberContext.close(), friendContext.close()]);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
