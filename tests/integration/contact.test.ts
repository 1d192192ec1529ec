import { desc } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, mailOutbox, rateLimits } from "../../db/schema.ts";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import { contactRouteAction, seedContactPage } from "../support/contact-page.ts";
import { rateLimitRules } from "#app/services/rate-limit.server.ts";
import { FORM_TIMING_COOKIE, formTimingCookie } from "#app/services/form-timing.server.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";
import { MailWorker } from "#app/services/mail.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { startSmtp } from "../support/smtp.ts";

const valid = { name: "Asha Rao", email: "asha@example.com", subject: "Data platform", message: "We need help with our pipelines." };
const humanTiming = () => ({ website: "" });
/** The Cookie header of a browser shown the form at `shownAt` (ms). */
const shownCookie = (shownAt: number) => formTimingCookie(shownAt).split(";")[0]!;

const db = () => testDatabase().db;
/** POST /contact as React Router calls it. */
const contactAction = (args: { request: Request; context: ReturnType<typeof requestContext> }) => contactRouteAction({ ...args, params: {} } as never);
const stored = () => db().select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt));
const outbox = () => db().select().from(mailOutbox);

/** Sent by a browser shown the form 20 s ago unless `cookie` says otherwise (null: no cookie). */
async function send(values: Record<string, string | File>, options: { ip?: string; init?: RequestInit; cookie?: string | null } = {}) {
  const cookie = options.cookie === undefined ? shownCookie(Date.now() - 20_000) : options.cookie;
  const request = formRequest("/contact", values, { ...options.init, headers: cookie ? { cookie } : {} });
  return settle<ContactActionData>(() => contactAction({ request, context: requestContext({ ip: options.ip ?? "203.0.113.7", userAgent: "Mozilla/5.0 test" }) }));
}

beforeAll(() => seedContactPage());

beforeEach(async () => {
  await db().delete(contactSubmissions);
  await db().delete(mailOutbox);
  await db().delete(rateLimits);
});

describe("contact action", () => {
  it("stores a message with time, IP and user agent and queues the notification in the same go", async () => {
    const answer = await send({ ...valid, ...humanTiming() }, { ip: "198.51.100.4" });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe("sent");
    expect(answer.body.result.initialValue).toBeNull(); // the form is cleared
    const [row] = await stored();
    expect(row).toMatchObject({ ...valid, status: "new", ip: "198.51.100.4", userAgent: "Mozilla/5.0 test" });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "contact-notification", toAddress: "hello@iratech.io", subject: "Contact form: Data platform", status: "pending" });
    expect(mails[0]!.textBody).toContain("Asha Rao");
    expect(mails[0]!.textBody).toContain("asha@example.com");
    expect(mails[0]!.textBody).toContain("We need help with our pipelines.");
  });

  it("delivers the notification of a message sent from the form to the company inbox over SMTP", async () => {
    const smtp = await startSmtp();
    try {
      await send({ ...valid, ...humanTiming() });
      const report = await new MailWorker({ smtpUrl: smtp.url, from: "Iratech <no-reply@iratech.io>" }).runOnce();
      expect(report.sent).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(["hello@iratech.io"]);
      expect(smtp.received[0]!.header("subject")).toBe("Contact form: Data platform");
      expect(smtp.received[0]!.raw).toContain("We need help with our pipelines.");
    } finally {
      await smtp.close();
    }
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "not-an-address", "Invalid email address"],
    ["subject", "  ", "Subject is required"],
    ["message", "", "Message is required"],
    ["name", "n".repeat(101), "Name must be at most 100 characters"],
    ["email", `${"a".repeat(250)}@x.io`, "Email must be at most 254 characters"],
    ["subject", "s".repeat(201), "Subject must be at most 200 characters"],
    ["message", "m".repeat(5001), "Message must be at most 5,000 characters"],
  ])("answers 400 with '%s' → %j: %s, and stores nothing", async (field, value, message) => {
    const answer = await send({ ...valid, ...humanTiming(), [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body.outcome).toBe("invalid");
    expect(answer.body.result.error).toEqual({ [field]: [message] });
    expect(await stored()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("keeps what was typed when it answers with errors (no-JS re-render)", async () => {
    const answer = await send({ ...valid, ...humanTiming(), email: "asha@" });
    expect(answer.body.result.initialValue).toMatchObject({ name: "Asha Rao", email: "asha@", message: valid.message });
  });

  it("answers a caught honeypot with the same success and keeps the message as spam, without a mail", async () => {
    const answer = await send({ ...valid, website: "http://spam.example" });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe("sent");
    expect((await stored()).map((r) => r.status)).toEqual(["spam"]);
    expect(await outbox()).toHaveLength(0);
  });

  it.each([
    // Computed when the test runs, not when the file loads: a slow machine must not age it.
    ["sent too soon after the page was shown", () => shownCookie(Date.now() - 500)],
    ["without the form-timing cookie", () => null],
    ["with a forged form-timing cookie", () => `${FORM_TIMING_COOKIE}=${Date.now() - 60_000}.forged`],
    ["with a moment signed for the future", () => shownCookie(Date.now() + 60_000)],
  ])("treats a form %s as spam, answering success", async (_label, cookieAt) => {
    const answer = await send({ ...valid, website: "" }, { cookie: cookieAt() });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe("sent");
    expect((await stored()).map((r) => r.status)).toEqual(["spam"]);
    expect(await outbox()).toHaveLength(0);
  });

  it("ignores a render time the client sends back: only the signed cookie times the form (issue 16.8)", async () => {
    const answer = await send({ ...valid, website: "", renderedAt: String(Date.now() - 60_000) }, { cookie: null });
    expect(answer.body.outcome).toBe("sent");
    expect((await stored()).map((r) => r.status)).toEqual(["spam"]);
  });

  it("answers with a fresh form-timing cookie, so that a second message is timed from this answer", async () => {
    const before = Date.now();
    const answer = await send({ ...valid, ...humanTiming() });
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${FORM_TIMING_COOKIE}=\\d+\\.[A-Za-z0-9_-]+; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax$`));
    const again = await send({ ...valid, ...humanTiming() }, { cookie: cookie.split(";")[0]! });
    expect(again.body.outcome).toBe("sent");
    expect((await stored()).map((r) => r.status)).toEqual(["spam", "new"]);
    expect(Number(/=(\d+)\./.exec(cookie)![1])).toBeGreaterThanOrEqual(before);
  });

  it("keeps the form-timing cookie when a message is refused: correcting it is the same visit", async () => {
    const refused = await send({ ...valid, email: "not-an-address" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("only checks, storing and counting nothing, when the page script asks (__check=1) while a person corrects the form", async () => {
    const invalid = await send({ name: "Asha", email: "asha@", subject: "", message: "Hello", __check: "1" }, { ip: "192.0.2.9" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.outcome).toBe("invalid");
    expect(invalid.body.result.error).toMatchObject({ email: ["Invalid email address"], subject: ["Subject is required"] });
    expect(invalid.headers.get("set-cookie")).toBeNull();
    for (let i = 0; i < 8; i++) {
      const valid_ = await send({ ...valid, ...humanTiming(), __check: "1" }, { ip: "192.0.2.9" });
      expect(valid_.status).toBe(200);
      expect(valid_.body.outcome).toBe("checked");
      expect(valid_.body.result.error ?? {}).toEqual({});
    }
    expect(await stored()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    // Eight checks were not eight messages: this IP may still send.
    expect((await send({ ...valid, ...humanTiming() }, { ip: "192.0.2.9" })).status).toBe(200);
  });

  it("limits each IP to 5 messages in 10 minutes with a clear 429", async () => {
    expect(rateLimitRules().contact).toMatchObject({ limit: 5, windowMs: 600_000 });
    for (let i = 0; i < 5; i++) expect((await send({ ...valid, ...humanTiming() }, { ip: "192.0.2.1" })).status).toBe(200);
    const refused = await send({ ...valid, ...humanTiming() }, { ip: "192.0.2.1" });
    expect(refused.status).toBe(429);
    expect(refused.body.outcome).toBe("rate-limited");
    expect(refused.body.message).toBe("You have sent too many messages. Please try again in 10 minutes.");
    expect(refused.body.result.error).toEqual({ "": [refused.body.message] });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await stored()).toHaveLength(5);
    // Another address is not affected.
    expect((await send({ ...valid, ...humanTiming() }, { ip: "192.0.2.2" })).status).toBe(200);
  });

  it("does not count invalid forms against the limit", async () => {
    for (let i = 0; i < 6; i++) await send({ ...valid, ...humanTiming(), email: "" }, { ip: "192.0.2.9" });
    expect((await send({ ...valid, ...humanTiming() }, { ip: "192.0.2.9" })).status).toBe(200);
  });
});

describe("contact action with bad input", () => {
  it.each([
    ["application/json", JSON.stringify(valid)],
    ["text/plain", "name=Asha"],
    ["", "name=Asha"],
  ])("answers 415 to a %j body", async (type, body) => {
    const request = new Request("http://localhost/contact", { method: "POST", body, headers: type ? { "content-type": type } : {} });
    if (!type) request.headers.delete("content-type");
    const answer = await settle<ContactActionData>(() => contactAction({ request, context: requestContext() }));
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe("Send the form as application/x-www-form-urlencoded or multipart/form-data.");
    expect(await stored()).toHaveLength(0);
  });

  it("answers 413 to a huge body, whatever Content-Length says", async () => {
    const huge = new URLSearchParams({ ...valid, message: "x".repeat(200_000) }).toString();
    const declared = new Request("http://localhost/contact", { method: "POST", body: huge, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const answer = await settle<ContactActionData>(() => contactAction({ request: declared, context: requestContext() }));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe("The form is too large.");

    // A stream has no length to check up front.
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.subarray(i, i + 16_384));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/contact", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const second = await settle<ContactActionData>(() => contactAction({ request: streamed, context: requestContext() }));
    expect(second.status).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 400 to a broken multipart body", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAsha",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    const answer = await settle<ContactActionData>(() => contactAction({ request, context: requestContext() }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("The form data could not be read.");
  });

  it("answers 400 when a field is a file or sent twice", async () => {
    const withFile = await send({ ...valid, ...humanTiming(), name: new File(["x"], "x.txt") });
    expect(withFile.status).toBe(400);
    expect(withFile.body.result.error).toEqual({ name: ["Name must be text"] });

    const body = new URLSearchParams({ ...valid, ...humanTiming() });
    body.append("email", "second@example.com");
    const twice = await settle<ContactActionData>(() =>
      contactAction({ request: new Request("http://localhost/contact", { method: "POST", body }), context: requestContext() }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.result.error?.email).toEqual(["Email must be text"]);
    expect(await stored()).toHaveLength(0);
  });

  it("stores text with quotes, markup and non-Latin scripts exactly as sent", async () => {
    const tricky = { name: "Zoë O'Brien <b>", email: "zoe@example.com", subject: "'; drop table contact_submissions; --", message: "नमस्ते 👋 <script>alert(1)</script>" };
    expect((await send({ ...tricky, ...humanTiming() })).status).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject(tricky);
  });
});
