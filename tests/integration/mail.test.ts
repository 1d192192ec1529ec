import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../db/schema.ts";
import { enqueueMail } from "#app/models/mail-outbox.server.ts";
import { backoffDelay, MailWorker } from "#app/services/mail.server.ts";
import { testEngine } from "../setup/engines.ts";
import { testDatabase } from "../setup/test-database.ts";
import { eventually, freePort, startSmtp, type TestSmtp } from "../support/smtp.ts";

const FROM = "Iratech <no-reply@iratech.io>";
const db = () => testDatabase().db;
const row = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const mail = (n = 1) => ({ kind: "test", to: `person${n}@example.com`, subject: `Hello ${n}`, text: `Body ${n}` });

let smtp: TestSmtp | undefined;
const workers: MailWorker[] = [];
function worker(options: Partial<ConstructorParameters<typeof MailWorker>[0]> = {}) {
  const w = new MailWorker({ from: FROM, database: testDatabase(), ...options });
  workers.push(w);
  return w;
}

beforeEach(async () => {
  await db().delete(mailOutbox);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp?.close();
  smtp = undefined;
});

describe("mail outbox worker", () => {
  it("delivers a queued mail to the SMTP server and marks it sent", async () => {
    smtp = await startSmtp();
    const id = await enqueueMail({ ...mail(), html: "<p>Body 1</p>" });
    const report = await worker({ smtpUrl: smtp.url }).runOnce();
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got!.to).toEqual(["person1@example.com"]);
    expect(got!.from).toBe("no-reply@iratech.io");
    expect(got!.header("subject")).toBe("Hello 1");
    expect(got!.header("message-id")).toBe(`<outbox-${id}@iratech.io>`);
    expect(got!.raw).toContain("Body 1");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    // Nothing is left to send.
    expect(await worker({ smtpUrl: smtp.url }).runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("keeps mail queued while SMTP is down and delivers it on a later attempt", async () => {
    const port = await freePort();
    const id = await enqueueMail(mail());
    let now = new Date();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${port}`, now: () => now });

    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const afterFailure = await row(id);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(afterFailure.nextAttemptAt.getTime()).toBe(now.getTime() + backoffDelay(1));

    // Not due yet: nothing is tried.
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    smtp = await startSmtp({ port });
    now = new Date(now.getTime() + backoffDelay(1) + 1);
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.header("subject"))).toEqual(["Hello 1"]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("backs off exponentially and gives up as failed after the last attempt", async () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelay(20)).toBe(3_600_000);
    const port = await freePort();
    const id = await enqueueMail(mail());
    let now = new Date();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${port}`, now: () => now, maxAttempts: 3 });
    const reports = [];
    for (let i = 0; i < 3; i++) {
      reports.push(await w.runOnce());
      now = new Date(now.getTime() + 3_600_000);
    }
    expect(reports).toEqual([
      { sent: 0, retried: 1, failed: 0 },
      { sent: 0, retried: 1, failed: 0 },
      { sent: 0, retried: 0, failed: 1 },
    ]);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3 });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("never sends a mail twice when two workers run at once", async () => {
    smtp = await startSmtp({ delayMs: 5 });
    const ids = [];
    for (let n = 1; n <= 30; n++) ids.push(await enqueueMail(mail(n)));
    const a = worker({ smtpUrl: smtp.url, batchSize: 3 });
    const b = worker({ smtpUrl: smtp.url, batchSize: 3 });
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ra.sent + rb.sent).toBe(30);
    expect(Math.min(ra.sent, rb.sent)).toBeGreaterThan(0); // both really took part
    const messageIds = smtp.received.map((m) => m.header("message-id"));
    expect(messageIds).toHaveLength(30);
    expect(new Set(messageIds).size).toBe(30);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<outbox-${id}@iratech.io>`)));
    const states = await db().select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(states.every((s) => s.status === "sent" && s.attempts === 1)).toBe(true);
  });

  // Only a server has a second connection that can hold a row lock while the worker claims; on
  // PGlite every statement runs on one connection, one after the other.
  const serverOnly = testEngine() === "postgres" ? it : () => {};
  serverOnly("skips rows another worker holds locked (FOR UPDATE SKIP LOCKED) instead of waiting", async () => {
    smtp = await startSmtp();
    const held = await enqueueMail(mail(1));
    const free = await enqueueMail(mail(2));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db().transaction(async (tx) => {
      await tx.execute(sql`select id from mail_outbox where id = ${held} for update`);
      locked();
      await released;
    });
    await isLocked;
    const report = await worker({ smtpUrl: smtp.url }).runOnce();
    release();
    await holder;
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.header("subject"))).toEqual(["Hello 2"]);
    expect((await row(held)).status).toBe("pending");
    expect((await row(free)).status).toBe("sent");
  });

  it("stays idle without SMTP_URL: mail stays queued, untouched", async () => {
    const id = await enqueueMail(mail());
    const idle = worker({ smtpUrl: undefined });
    await idle.start();
    expect(await idle.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("wakes as soon as a transaction that queued mail commits", async () => {
    smtp = await startSmtp();
    const w = worker({ smtpUrl: smtp.url, pollMs: 3_600_000 });
    await w.start();
    await db().transaction(async (tx) => {
      await enqueueMail(mail(7), tx);
    });
    await eventually(() => smtp!.received.length === 1, "the queued mail to arrive");
    expect(smtp.received[0]!.header("subject")).toBe("Hello 7");
  });

  it("queues nothing when the transaction of the data rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(mail(), tx);
        throw new Error("the data could not be saved");
      }),
    ).rejects.toThrow("the data could not be saved");
    expect(await db().select().from(mailOutbox)).toHaveLength(0);
  });

  it("puts a subject with line breaks on one header line", async () => {
    smtp = await startSmtp();
    await enqueueMail({ ...mail(), subject: "Hi\r\nBcc: victim@example.com" });
    await worker({ smtpUrl: smtp.url }).runOnce();
    expect(smtp.received[0]!.to).toEqual(["person1@example.com"]);
    expect(smtp.received[0]!.header("bcc")).toBeUndefined();
    expect(smtp.received[0]!.header("subject")).toBe("Hi Bcc: victim@example.com");
  });

  it("sends the stored extra headers, each on one line", async () => {
    smtp = await startSmtp();
    await enqueueMail({
      ...mail(),
      headers: { "List-Unsubscribe": "<https://example.com/u?token=1>\r\nBcc: victim@example.com", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Bad Name:": "x" },
    });
    await worker({ smtpUrl: smtp.url }).runOnce();
    const [got] = smtp.received;
    expect(got!.to).toEqual(["person1@example.com"]);
    expect(got!.header("list-unsubscribe")).toBe("<https://example.com/u?token=1> Bcc: victim@example.com");
    expect(got!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(got!.header("bcc")).toBeUndefined();
    expect(got!.raw).not.toContain("Bad Name");
  });

  it("gives up at once on a permanent refusal of the recipient (550 at RCPT TO) instead of retrying", async () => {
    smtp = await startSmtp({ refuse: ["person1@example.com"] });
    const id = await enqueueMail(mail());
    expect(await worker({ smtpUrl: smtp.url }).runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await row(id)).lastError).toMatch(/550/);
  });

  describe("a 5xx that is not about the recipient is retried and marks no address as bouncing", () => {
    const subscriber = "person1@example.com";
    beforeEach(async () => {
      await db().delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber));
      await db().insert(newsletterSubscribers).values({ email: subscriber, status: "confirmed", confirmedAt: new Date() });
    });
    afterEach(async () => {
      await db().delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber));
    });

    async function expectRetriedNotBounced(smtpUrl: string, reply: RegExp) {
      const id = await enqueueMail(mail());
      const now = new Date();
      expect(await worker({ smtpUrl, now: () => now }).runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const stored = await row(id);
      expect(stored).toMatchObject({ status: "pending", attempts: 1 });
      expect(stored.lastError).toMatch(reply);
      expect(stored.nextAttemptAt.getTime()).toBe(now.getTime() + backoffDelay(1));
      const [person] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber));
      expect(person).toMatchObject({ bouncedAt: null, bounceReason: null });
      return id;
    }

    it("535: the SMTP credentials are refused", async () => {
      smtp = await startSmtp({ refuseAuth: true });
      await expectRetriedNotBounced(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, /535/);
      expect(smtp.received).toHaveLength(0);
    });

    it("550 at MAIL FROM: the server refuses the sender or the relay, and delivers once that is fixed", async () => {
      smtp = await startSmtp({ refuseSender: true });
      const port = smtp.port;
      const id = await expectRetriedNotBounced(smtp.url, /550/);
      await smtp.close();
      smtp = await startSmtp({ port });
      const later = new Date(Date.now() + backoffDelay(1) + 1);
      expect(await worker({ smtpUrl: smtp.url, now: () => later }).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    });

    it("a 550 at RCPT TO still marks the address as bouncing", async () => {
      smtp = await startSmtp({ refuse: [subscriber] });
      await enqueueMail(mail());
      expect(await worker({ smtpUrl: smtp.url }).runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
      const [person] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber));
      expect(person!.bouncedAt).toBeInstanceOf(Date);
      expect(person!.bounceReason).toMatch(/550/);
    });
  });
});
