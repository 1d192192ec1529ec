import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtp } from "../support/smtp.ts";

// The whole path in a real server process: a message posted to /contact is stored, its
// notification queued in the same transaction, and the process's mail worker (started by init,
// woken by NOTIFY) delivers it to an SMTP server. The server runs on its own embedded database and
// port, so the test does not depend on the project's engine.
const root = path.resolve(import.meta.dirname, "../..");

test("a message sent from /contact reaches the company inbox over SMTP", async ({}, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 80 + (testInfo.project.name === "postgres" ? 1 : 0);
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-delivery-"));
  let output = "";
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      CONTACT_INBOX: "inbox@e2e.test",
      DATABASE_URL: "",
    },
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);

    const subject = `Delivery check ${Date.now()}`;
    // Shown the form (its signed timing cookie), then the time a person takes to fill it in.
    const shown = await fetch(`http://127.0.0.1:${port}/contact`);
    const cookie = (shown.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^iratech_form_shown=/);
    // The server rounds the moment the form was shown up to the next second (form-timing.server.ts),
    // so 4.5 s of waiting is at least the 3 s a person takes by its count.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const response = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: "POST",
      headers: { Origin: `http://127.0.0.1:${port}`, Cookie: cookie },
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
    await expect.poll(() => output.includes('"msg":"mail sent"'), { timeout: 5_000 }).toBe(true);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    child.kill("SIGKILL");
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
