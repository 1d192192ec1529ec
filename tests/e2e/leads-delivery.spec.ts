import { expect, test } from "@playwright/test";
import { startSmtp } from "../support/smtp.ts";
import { ownServer } from "./support/own-server.ts";

// The whole path in a real server process: a message posted to /contact is stored, its
// notification queued in the same transaction, and the process's mail worker (started by init,
// woken by NOTIFY) delivers it to an SMTP server. The server runs on its own embedded database and
// port, so the test does not depend on the project's engine.
test("a message sent from /contact reaches the company inbox over SMTP", async ({}, testInfo) => {
  test.setTimeout(120_000);
  const smtp = await startSmtp();
  const server = await ownServer(testInfo, { name: "delivery", portOffset: 80, env: { SMTP_URL: smtp.url, CONTACT_INBOX: "inbox@e2e.test", FORM_MIN_FILL_MS: "0" } });
  try {
    await server.start();

    const subject = `Delivery check ${Date.now()}`;
    // Shown the form (its signed timing cookie); the too-fast rule is off on this server (FORM_MIN_FILL_MS).
    const shown = await fetch(`${server.origin}/contact`);
    const cookie = (shown.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^iratech_form_shown=/);
    const response = await fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: { Origin: `${server.origin}`, Cookie: cookie },
      body: new URLSearchParams({
        name: "Delivery Person",
        email: "delivery@example.com",
        subject,
        message: "Please call me back.",
        website: "",
      }),
    });
    expect(response.status).toBe(200);

    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["inbox@e2e.test"]);
    expect(mail!.header("subject")).toBe(`Contact form: ${subject}`);
    expect(mail!.raw).toContain("Please call me back.");
    // The worker logs the delivery after the SMTP server has the mail: wait for the line.
    await expect.poll(() => server.output().includes('"msg":"mail sent"'), { timeout: 5_000 }).toBe(true);

    expect(await server.stop()).toBe(0);
  } finally {
    await server.dispose();
    await smtp.close();
  }
});
