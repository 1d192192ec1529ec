import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, mailOutbox, newsletterSubscribers } from "../../db/schema.ts";
import { createContactSubmission } from "#app/models/contact.server.ts";
import { enqueueMail } from "#app/models/mail-outbox.server.ts";
import { action as messagesAction, loader as messagesLoader } from "#app/routes/admin/inbox/messages.tsx";
import { loader as outboxLoader } from "#app/routes/admin/inbox/outbox.tsx";
import { loader as submissionsCsv } from "#app/routes/admin/inbox/submissions-csv.ts";
import { loader as subscribersCsv } from "#app/routes/admin/inbox/subscribers-csv.ts";
import { loader as subscribersLoader } from "#app/routes/admin/inbox/subscribers.tsx";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, createTestUser, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let adminCookie = "";
let memberCookie = "";

beforeAll(async () => {
  adminCookie = await sessionCookieFor((await createTestAdmin("inbox-admin@test.example")).id);
  memberCookie = await sessionCookieFor((await createTestUser("member@test.example")).id);
});

beforeEach(async () => {
  await db().delete(contactSubmissions);
  await db().delete(mailOutbox);
  await db().delete(newsletterSubscribers);
});

const get = (path: string, cookie?: string) =>
  ({ request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }), context: requestContext(), params: {} }) as never;

function post(values: Record<string, string>, cookie = adminCookie) {
  return settle<{ error?: string }>(() =>
    messagesAction({ request: formRequest("/admin-dashboard/inbox", values, { headers: { cookie } }), context: requestContext({ ip: "198.51.100.77" }), params: {} } as never),
  );
}

async function message(subject: string, status: "new" | "spam" = "new") {
  return createContactSubmission({ name: "Asha", email: "asha@example.com", subject, message: "Hello", status, ip: "203.0.113.1", userAgent: "UA" });
}

describe("admin inbox: only for admins", () => {
  const protectedLoaders = [
    ["/admin-dashboard/inbox", messagesLoader],
    ["/admin-dashboard/inbox/subscribers", subscribersLoader],
    ["/admin-dashboard/inbox/outbox", outboxLoader],
    ["/admin-dashboard/inbox/submissions.csv", submissionsCsv],
    ["/admin-dashboard/inbox/subscribers.csv", subscribersCsv],
  ] as const;

  it.each(protectedLoaders)("%s sends visitors and non-admins to the login page", async (path, loader) => {
    await message("Secret");
    for (const cookie of [undefined, memberCookie]) {
      const answer = await settle<string>(() => (loader as (args: never) => Promise<unknown>)(get(path, cookie)));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/admin-login/);
      expect(JSON.stringify(answer.body)).not.toContain("Secret");
    }
  });

  it("refuses status changes from non-admins, changing nothing", async () => {
    const id = await message("Keep me new");
    const answer = await post({ intent: "handled", id }, memberCookie);
    expect(answer.status).toBe(302);
    expect((await db().select().from(contactSubmissions))[0]!.status).toBe("new");
  });
});

describe("admin inbox: messages", () => {
  it("lists messages newest first with their status", async () => {
    // Three rows can share a millisecond on PGlite; each gets its own time so "newest" is defined.
    const ids = [await message("First"), await message("Second", "spam"), await message("Third")];
    for (const [index, id] of ids.entries()) {
      await db().update(contactSubmissions).set({ createdAt: new Date(Date.UTC(2026, 0, 1, 9, index)) }).where(eq(contactSubmissions.id, id));
    }
    const answer = await settle<{ items: { subject: string; status: string }[]; counts: Record<string, number> }>(() =>
      messagesLoader(get("/admin-dashboard/inbox", adminCookie)),
    );
    expect(answer.body.items.map((s) => [s.subject, s.status])).toEqual([
      ["Third", "new"],
      ["Second", "spam"],
      ["First", "new"],
    ]);
    expect(answer.body.counts).toEqual({ new: 2, handled: 0, spam: 1 });
  });

  it("marks a message handled and records who did it", async () => {
    const id = await message("Handle me");
    const answer = await post({ intent: "handled", id });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin-dashboard/inbox#message-${id}`);
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!.status).toBe("handled");
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "contact.status",
      actorEmail: "inbox-admin@test.example",
      entityType: "contact_submission",
      entityId: id,
      ip: "198.51.100.77",
      details: { from: "new", to: "handled" },
    });
  });

  it("recovers a false positive: not spam moves it back to new", async () => {
    const id = await message("Real person", "spam");
    expect((await post({ intent: "not-spam", id })).status).toBe(303);
    expect((await db().select().from(contactSubmissions))[0]!.status).toBe("new");
  });

  it.each([
    [{ intent: "delete", id: "00000000-0000-4000-8000-000000000000" }, 400, "Unknown action."],
    [{ intent: "handled", id: "1 or 1=1" }, 400, "Unknown message."],
    [{ intent: "handled" }, 400, "Unknown message."],
    [{ intent: "handled", id: "00000000-0000-4000-8000-000000000000" }, 404, "That message no longer exists."],
  ])("answers %j with %i and a message", async (values, status, error) => {
    const id = await message("Untouched");
    const answer = await post(values as Record<string, string>);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(error);
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!.status).toBe("new");
  });

  it("answers a JSON body with 415", async () => {
    const request = new Request("http://localhost/admin-dashboard/inbox", {
      method: "POST",
      body: JSON.stringify({ intent: "handled" }),
      headers: { cookie: adminCookie, "content-type": "application/json" },
    });
    const answer = await settle<{ error: string }>(() => messagesAction({ request, context: requestContext(), params: {} } as never));
    expect(answer.status).toBe(415);
  });
});

describe("admin inbox: CSV exports", () => {
  it("exports messages as UTF-8 CSV with a BOM, formulas defused, and audits the export", async () => {
    await createContactSubmission({
      name: "=HYPERLINK(\"http://evil.example\")",
      email: "zoe@example.com",
      subject: "Price, \"urgent\"",
      message: "नमस्ते\nsecond line",
      status: "new",
      ip: "203.0.113.1",
      userAgent: "UA",
    });
    const response = (await submissionsCsv(get("/admin-dashboard/inbox/submissions.csv", adminCookie))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    expect(header).toBe("received_at,status,name,email,subject,message,ip,user_agent,id");
    expect(row).toContain(`new,"'=HYPERLINK(""http://evil.example"")",zoe@example.com,"Price, ""urgent""","नमस्ते\nsecond line",203.0.113.1,UA,`);
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "contact.export", actorEmail: "inbox-admin@test.example", details: { rows: 1 } });
  });

  it("exports subscribers", async () => {
    await db().insert(newsletterSubscribers).values([{ email: "a@example.com" }, { email: "+b@example.com", status: "confirmed", confirmedAt: new Date() }]);
    const response = (await subscribersCsv(get("/admin-dashboard/inbox/subscribers.csv", adminCookie))) as Response;
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("email,status,signed_up_at,confirmed_at,unsubscribed_at,id");
    expect(lines).toHaveLength(3);
    expect(text).toContain("'+b@example.com,confirmed,");
    expect(text).toContain("a@example.com,pending,");
  });
});

describe("admin inbox: subscribers and outbox", () => {
  it("lists subscribers with their state", async () => {
    await db().insert(newsletterSubscribers).values([{ email: "a@example.com" }, { email: "b@example.com", status: "unsubscribed" }]);
    const answer = await settle<{ items: { email: string; status: string }[]; counts: Record<string, number> }>(() =>
      subscribersLoader(get("/admin-dashboard/inbox/subscribers", adminCookie)),
    );
    expect(answer.body.items.map((s) => s.email).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect(answer.body.counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 1 });
  });

  it("shows each mail's delivery state and that SMTP is not configured", async () => {
    await enqueueMail({ kind: "contact-notification", to: "hello@iratech.io", subject: "Queued", text: "x" });
    const answer = await settle<{ smtpConfigured: boolean; items: { subject: string; status: string; attempts: number }[]; counts: Record<string, number> }>(() =>
      outboxLoader(get("/admin-dashboard/inbox/outbox", adminCookie)),
    );
    expect(answer.body.smtpConfigured).toBe(false);
    expect(answer.body.items).toMatchObject([{ subject: "Queued", status: "pending", attempts: 0 }]);
    expect(answer.body.counts).toEqual({ pending: 1, sent: 0, failed: 0 });
  });
});
