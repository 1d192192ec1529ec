import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers, rateLimits } from "../../db/schema.ts";
import { action as subscribeAction, loader as newsletterLoader } from "#app/routes/resources/newsletter.ts";
import { loader as confirmLoader } from "#app/routes/newsletter/confirm.tsx";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "#app/routes/newsletter/unsubscribe.tsx";
import { MailWorker } from "#app/services/mail.server.ts";
import { confirmSubscription } from "#app/services/newsletter.server.ts";
import { rateLimitRules } from "#app/services/rate-limit.server.ts";
import { resetSigningKey } from "#app/services/signing.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";
import { startSmtp } from "../support/smtp.ts";

process.env.SESSION_SECRET = "newsletter-test-secret-0123456789abcdef";
beforeAll(() => resetSigningKey());

const db = () => testDatabase().db;
const subscribers = () => db().select().from(newsletterSubscribers);
const mails = () => db().select().from(mailOutbox).orderBy(mailOutbox.createdAt);

type Json = { ok: boolean; message?: string; error?: string; errors?: { email?: string[] } };

function postJson(body: unknown, ip = "203.0.113.20", raw?: string) {
  const request = new Request("http://localhost/newsletter", {
    method: "POST",
    body: raw ?? JSON.stringify(body),
    headers: { "content-type": "application/json", accept: "application/json" },
  });
  return settle<Json>(() => subscribeAction({ request, context: requestContext({ ip }), params: {} } as never));
}

function postForm(values: Record<string, string>, ip = "203.0.113.21", headers: Record<string, string> = {}) {
  const request = formRequest("/newsletter", values, { headers });
  return subscribeAction({ request, context: requestContext({ ip }), params: {} } as never);
}

const linkIn = (text: string, path: string) => new RegExp(`http://localhost:3000${path}\\?token=[^\\s]+`).exec(text)?.[0];
const local = (url: string) => url.replace("http://localhost:3000", "http://localhost");

beforeEach(async () => {
  await db().delete(newsletterSubscribers);
  await db().delete(mailOutbox);
  await db().delete(rateLimits);
});

describe("POST /newsletter", () => {
  it("stores a pending subscriber and queues a double opt-in mail with confirm and unsubscribe links", async () => {
    const answer = await postJson({ email: "  Reader@Example.COM " });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, message: "Thanks! Please check your inbox and click the link to confirm your subscription." });
    expect(await subscribers()).toMatchObject([{ email: "reader@example.com", status: "pending", confirmedAt: null }]);
    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: "newsletter-confirmation", toAddress: "reader@example.com", subject: "Confirm your subscription to the Iratech newsletter" });
    expect(linkIn(mail!.textBody, "/newsletter/confirm")).toBeTruthy();
    expect(linkIn(mail!.textBody, "/newsletter/unsubscribe")).toBeTruthy();
  });

  it("is idempotent per address and answers the same whatever the address's state", async () => {
    await postJson({ email: "reader@example.com" });
    await postJson({ email: "READER@example.com" });
    expect(await subscribers()).toHaveLength(1);
    expect(await mails()).toHaveLength(2); // asking again re-sends the link

    // A confirmed subscriber gets no mail and the same answer.
    const [mail] = await mails();
    await confirmLoader({ request: new Request(local(linkIn(mail!.textBody, "/newsletter/confirm")!)) } as never);
    const again = await postJson({ email: "reader@example.com" });
    expect(again.body).toEqual({ ok: true, message: "Thanks! Please check your inbox and click the link to confirm your subscription." });
    expect(await mails()).toHaveLength(2);
    expect((await subscribers())[0]!.status).toBe("confirmed");
  });

  it("sends at most 3 confirmation mails per address a day, answering the same", async () => {
    for (let i = 0; i < 5; i++) expect((await postJson({ email: "flooded@example.com" }, `198.51.100.${i}`)).status).toBe(200);
    expect(await mails()).toHaveLength(3);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: null }, "Email is required"],
    [{ email: "reader@" }, "Invalid email address"],
    [{ email: 42 }, "Email must be text"],
    [{ email: ["a@example.com", "b@example.com"] }, "Email must be text"],
    [{ email: `${"a".repeat(250)}@x.io` }, "Email must be at most 254 characters"],
  ])("answers 400 to %j: %s", async (body, message) => {
    const answer = await postJson(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ok: false, error: message, errors: { email: [message] } });
    expect(await subscribers()).toHaveLength(0);
  });

  it.each([
    ["not JSON", "{email:", 400, "The request body is not valid JSON."],
    ["a JSON array", "[1,2]", 400, "Send a JSON object with an email field."],
    ["a JSON string", '"reader@example.com"', 400, "Send a JSON object with an email field."],
    ["a huge body", JSON.stringify({ email: "a@example.com", pad: "x".repeat(10_000) }), 413, "The form is too large."],
  ])("answers %s with a %i and a message", async (_label, raw, status, error) => {
    const answer = await postJson(null, undefined, raw);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ ok: false, error });
    expect(await subscribers()).toHaveLength(0);
  });

  it("answers 415 to other content types", async () => {
    const request = new Request("http://localhost/newsletter", { method: "POST", body: "email=a@example.com", headers: { "content-type": "text/plain" } });
    const answer = await settle<Json>(() => subscribeAction({ request, context: requestContext(), params: {} } as never));
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe("Send application/x-www-form-urlencoded, multipart/form-data or JSON.");
  });

  it("limits each IP to 10 subscriptions in 10 minutes with a 429", async () => {
    expect(rateLimitRules().newsletter).toMatchObject({ limit: 10, windowMs: 600_000 });
    for (let i = 0; i < 10; i++) expect((await postJson({ email: `r${i}@example.com` }, "192.0.2.50")).status).toBe(200);
    const refused = await postJson({ email: "r10@example.com" }, "192.0.2.50");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ok: false, error: "Too many attempts from your network. Please try again later." });
    expect(await subscribers()).toHaveLength(10);
  });

  describe("without JavaScript (a plain form post)", () => {
    it("redirects back to the page with a notice code", async () => {
      const response = (await postForm({ email: "reader@example.com", redirectTo: "/blog" })) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/blog?newsletter=pending#newsletter");
      expect(await subscribers()).toHaveLength(1);
    });

    it("comes back with the error's code for a bad address", async () => {
      const response = (await postForm({ email: "nope", redirectTo: "/blog" })) as Response;
      expect(response.headers.get("location")).toBe("/blog?newsletter=invalid#newsletter");
      const empty = (await postForm({ email: "", redirectTo: "/blog" })) as Response;
      expect(empty.headers.get("location")).toBe("/blog?newsletter=required#newsletter");
    });

    it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/blog?x=1"])(
      "never redirects to %s",
      async (redirectTo) => {
        const response = (await postForm({ email: "reader@example.com", redirectTo })) as Response;
        expect(response.headers.get("location")).toBe("/blog?newsletter=pending#newsletter");
      },
    );

    it("answers JSON instead when the enhanced form asks for it", async () => {
      const answer = await settle<Json>(() => postForm({ email: "reader@example.com", redirectTo: "/blog" }, undefined, { accept: "application/json" }));
      expect(answer.status).toBe(200);
      expect(answer.body.ok).toBe(true);
    });
  });

  it("sends people who open /newsletter to the blog's newsletter block", async () => {
    const response = await newsletterLoader();
    expect(response.headers.get("location")).toBe("/blog#newsletter");
  });
});

describe("confirmation and unsubscribe links", () => {
  async function subscribeAndGetLinks(email = "reader@example.com") {
    await postJson({ email });
    const mail = (await mails()).at(-1)!;
    return { confirm: linkIn(mail.textBody, "/newsletter/confirm")!, unsubscribe: linkIn(mail.textBody, "/newsletter/unsubscribe")! };
  }
  const openConfirm = (url: string) =>
    settle<{ outcome: string }>(() => confirmLoader({ request: new Request(local(url)) } as never));
  const openUnsubscribe = (url: string) =>
    settle<{ state: string; email?: string; token?: string }>(() => unsubscribeLoader({ request: new Request(local(url)) } as never));
  const clickUnsubscribe = (token: string, url = "http://localhost/newsletter/unsubscribe") =>
    settle<{ state: string }>(() =>
      unsubscribeAction({ request: formRequest(url.replace("http://localhost", ""), { token }), context: requestContext(), params: {} } as never),
    );

  it("confirms the subscriber from the mailed link", async () => {
    const links = await subscribeAndGetLinks();
    const answer = await openConfirm(links.confirm);
    expect(answer).toMatchObject({ status: 200, body: { outcome: "confirmed" } });
    const [row] = await subscribers();
    expect(row!.status).toBe("confirmed");
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    // Opening it again changes nothing.
    expect((await openConfirm(links.confirm)).body.outcome).toBe("confirmed");
  });

  it("refuses a tampered, foreign or missing token with 400", async () => {
    const links = await subscribeAndGetLinks();
    const token = new URL(links.confirm).searchParams.get("token")!;
    const [payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ s: "00000000-0000-0000-0000-000000000000", i: Date.now() })).toString("base64url");
    for (const bad of [`${otherPayload}.${signature}`, `${payload}.${signature!.slice(0, -2)}xx`, "", "garbage", "a.b.c"]) {
      expect((await openConfirm(`http://localhost/newsletter/confirm?token=${encodeURIComponent(bad)}`)).status).toBe(400);
    }
    // An unsubscribe token is not a confirm token.
    const unsubscribeToken = new URL(links.unsubscribe).searchParams.get("token")!;
    expect((await openConfirm(`http://localhost/newsletter/confirm?token=${encodeURIComponent(unsubscribeToken)}`)).body.outcome).toBe("invalid");
    expect((await openConfirm("http://localhost/newsletter/confirm")).status).toBe(400);
    expect((await subscribers())[0]!.status).toBe("pending");
  });

  it("lets a confirmation link expire after 7 days", async () => {
    const links = await subscribeAndGetLinks();
    const token = new URL(links.confirm).searchParams.get("token");
    expect(await confirmSubscription(token, new Date(Date.now() + 8 * 24 * 60 * 60_000))).toBe("expired");
    expect((await subscribers())[0]!.status).toBe("pending");
  });

  it("asks before unsubscribing, then unsubscribes; an old confirmation link cannot undo it", async () => {
    const links = await subscribeAndGetLinks();
    await openConfirm(links.confirm);
    const asked = await openUnsubscribe(links.unsubscribe);
    expect(asked.body).toMatchObject({ state: "ask", email: "reader@example.com" });
    expect((await subscribers())[0]!.status).toBe("confirmed"); // opening the link alone changes nothing

    const done = await clickUnsubscribe(asked.body.token!);
    expect(done).toMatchObject({ status: 200, body: { state: "done" } });
    const [row] = await subscribers();
    expect(row!.status).toBe("unsubscribed");
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await openUnsubscribe(links.unsubscribe)).body.state).toBe("done");
    expect((await clickUnsubscribe(asked.body.token!)).body.state).toBe("done");

    expect((await openConfirm(links.confirm)).body.outcome).toBe("invalid");
    expect((await subscribers())[0]!.status).toBe("unsubscribed");

    // Subscribing again sends a new link, and that one works.
    const again = await subscribeAndGetLinks();
    expect((await openConfirm(again.confirm)).body.outcome).toBe("confirmed");
  });

  it("supports one-click unsubscribe: a POST to the link itself", async () => {
    const links = await subscribeAndGetLinks();
    const request = new Request(local(links.unsubscribe), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const answer = await settle<{ state: string }>(() => unsubscribeAction({ request, context: requestContext(), params: {} } as never));
    expect(answer.body.state).toBe("done");
    expect((await subscribers())[0]!.status).toBe("unsubscribed");
  });

  it("answers 400 to a bad unsubscribe token, changing nothing", async () => {
    await subscribeAndGetLinks();
    expect((await openUnsubscribe("http://localhost/newsletter/unsubscribe?token=nope")).status).toBe(400);
    expect((await clickUnsubscribe("nope")).status).toBe(400);
    expect((await subscribers())[0]!.status).toBe("pending");
  });

  it("delivers the confirmation over SMTP, and the delivered link works", async () => {
    const smtp = await startSmtp();
    try {
      await postJson({ email: "reader@example.com" });
      await new MailWorker({ smtpUrl: smtp.url, from: "Iratech <no-reply@iratech.io>" }).runOnce();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(["reader@example.com"]);
      const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const delivered = linkIn(raw, "/newsletter/confirm")!;
      expect((await openConfirm(delivered)).body.outcome).toBe("confirmed");
      expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
