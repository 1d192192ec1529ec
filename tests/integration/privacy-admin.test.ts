/**
 * The admin's Privacy page on a real database: find everything about one address, export it as
 * JSON, erase it (nothing of that person left, others untouched), purge past the retention period;
 * every action audit-logged without the address; staff only; hostile posts (fast-check) never 5xx.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, mailOutbox, newsletterSubscribers, prelaunchSignups } from "../../db/schema.ts";
import { createContactSubmission } from "#app/models/contact.server.ts";
import { enqueueMail } from "#app/models/mail-outbox.server.ts";
import { newRefId } from "#app/models/signups.server.ts";
import { action as privacyAction, loader as privacyLoader } from "#app/routes/admin/privacy.tsx";
import { loader as exportLoader } from "#app/routes/admin/privacy-export.ts";
import { emailDigest } from "#app/services/privacy.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, createTestUser, sessionCookieFor } from "../support/auth.ts";
import { hostileText, urlEncoded } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";
import { expectAllRowsValid } from "../support/stored-rows.ts";

const db = () => testDatabase().db;
let adminCookie = "";
let memberCookie = "";

beforeAll(async () => {
  adminCookie = await sessionCookieFor((await createTestAdmin("privacy-admin@test.example")).id);
  memberCookie = await sessionCookieFor((await createTestUser("privacy-member@test.example")).id);
});

beforeEach(async () => {
  await db().execute(sql`delete from prelaunch_signups`);
  await db().delete(contactSubmissions);
  await db().delete(mailOutbox);
  await db().delete(newsletterSubscribers);
});

const get = (path: string, cookie = adminCookie) =>
  ({ request: new Request(`http://localhost${path}`, { headers: { cookie } }), context: requestContext(), params: {} }) as never;

function post(values: Record<string, string>, cookie = adminCookie) {
  return settle<{ error?: string }>(() =>
    privacyAction({ request: formRequest("/admin-dashboard/privacy", values, { headers: { cookie } }), context: requestContext(), params: {} } as never),
  );
}

/** One person's data everywhere, and someone else's beside it. */
async function seedPerson(email: string, createdAt = new Date()) {
  await db().insert(prelaunchSignups).values({
    refId: newRefId(),
    name: "Priya Raman",
    email,
    phone: "+919876543210",
    country: "India",
    role: "Student",
    ip: "203.0.113.5",
    createdAt,
  });
  await createContactSubmission({ name: "Priya", email: email.toUpperCase(), subject: `Hello from ${email}`, message: "Hi", status: "new", ip: "203.0.113.5", userAgent: "UA" }, () => ({
    kind: "contact-notification",
    to: "inbox@iratech.io",
    subject: "New message",
    text: `From: Priya <${email}>`,
  }));
  await db().execute(sql`update contact_submissions set created_at = ${createdAt.toISOString()} where lower(email) = ${email}`);
  await db().insert(newsletterSubscribers).values({ email, status: "confirmed", confirmedAt: createdAt, createdAt });
  await enqueueMail({ kind: "iraconnect-welcome", to: email, subject: "Welcome", text: "Welcome aboard" });
}

type Page = { lookup: { state: string; email?: string; message?: string; signups?: unknown[]; messages?: unknown[]; subscriptions?: unknown[]; mails?: unknown[] } };

describe("admin privacy: find, export, erase", () => {
  it("finds every record held about an address, whatever its case", async () => {
    await seedPerson("priya@example.com");
    await seedPerson("other@example.com");
    const page = await settle<Page>(() => privacyLoader(get("/admin-dashboard/privacy?email=%20Priya@Example.com%20")));
    expect(page.status).toBe(200);
    expect(page.body.lookup).toMatchObject({ state: "found", email: "priya@example.com" });
    expect(page.body.lookup.signups).toHaveLength(1);
    expect(page.body.lookup.messages).toHaveLength(1);
    expect(page.body.lookup.subscriptions).toHaveLength(1);
    // The welcome mail to them and the notification that quotes their address.
    expect(page.body.lookup.mails).toHaveLength(2);
    const bad = await settle<Page>(() => privacyLoader(get("/admin-dashboard/privacy?email=not-an-address")));
    expect(bad.body.lookup).toMatchObject({ state: "invalid", message: "Invalid email address" });
  });

  it("exports it as a JSON download and logs the export without the address", async () => {
    await seedPerson("priya@example.com");
    const answer = await exportLoader(get("/admin-dashboard/privacy/export.json?email=priya@example.com"));
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="personal-data-priya-example-com.json"');
    const document = JSON.parse(await answer.text());
    expect(document.email).toBe("priya@example.com");
    expect(document.signups[0]).toMatchObject({ name: "Priya Raman", phone: "+919876543210" });
    expect(document.messages[0].subject).toBe("Hello from priya@example.com");
    expect(document.subscriptions[0].status).toBe("confirmed");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "privacy.export"));
    expect(entry).toMatchObject({ actorEmail: "privacy-admin@test.example", details: { emailSha256: emailDigest("priya@example.com"), signups: 1, messages: 1 } });
    expect(JSON.stringify(entry)).not.toContain("priya@example.com");
    const bad = await settle<string>(() => exportLoader(get("/admin-dashboard/privacy/export.json?email=%00")));
    expect(bad.status).toBe(400);
  });

  it("erases everything of that person and nothing of anyone else, audit-logged", async () => {
    await seedPerson("priya@example.com");
    await seedPerson("other@example.com");
    const refused = await post({ intent: "erase", email: "priya@example.com" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Tick the box to confirm.");
    const answer = await post({ intent: "erase", email: "Priya@example.com", confirm: "on" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin-dashboard/privacy?done=erased");
    for (const table of ["prelaunch_signups", "contact_submissions", "newsletter_subscribers", "mail_outbox"]) {
      const { rows } = (await db().execute(sql`select * from ${sql.identifier(table)}`)) as unknown as { rows: unknown[] };
      expect(JSON.stringify(rows).toLowerCase(), table).not.toContain("priya@example.com");
      expect(JSON.stringify(rows).toLowerCase(), table).toContain("other@example.com");
    }
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "privacy.erase"));
    expect(entry!.details).toEqual({ emailSha256: emailDigest("priya@example.com"), signups: 1, messages: 1, subscriptions: 1, mails: 2 });
    const after = await settle<Page>(() => privacyLoader(get("/admin-dashboard/privacy?email=priya@example.com")));
    expect(after.body.lookup).toMatchObject({ signups: [], messages: [], subscriptions: [], mails: [] });
  });

  it("purges signups and messages older than the retention period, keeping newer ones", async () => {
    const old = new Date(Date.now() - 25 * 31 * 24 * 3600 * 1000);
    await seedPerson("old@example.com", old);
    await seedPerson("new@example.com");
    const answer = await post({ intent: "purge", confirm: "on" });
    expect(answer.status).toBe(303);
    const signups = await db().select({ email: prelaunchSignups.email }).from(prelaunchSignups);
    expect(signups.map((s) => s.email)).toEqual(["new@example.com"]);
    const messages = await db().select({ email: contactSubmissions.email }).from(contactSubmissions);
    expect(messages.map((m) => m.email)).toEqual(["NEW@EXAMPLE.COM"]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "privacy.purge"));
    expect(entry!.details).toMatchObject({ months: 24, signups: 1, messages: 1 });
  });
});

describe("admin privacy: staff only, hostile input", () => {
  it("sends visitors and non-admins to the login page and changes nothing", async () => {
    await seedPerson("priya@example.com");
    const privacyAudits = async () => (await db().select().from(auditLog).where(sql`${auditLog.action} like 'privacy.%'`)).length;
    const auditsBefore = await privacyAudits();
    for (const cookie of ["", memberCookie]) {
      const page = await settle<unknown>(() => privacyLoader(get("/admin-dashboard/privacy?email=priya@example.com", cookie)));
      expect(page.status).toBe(302);
      const file = await settle<unknown>(() => exportLoader(get("/admin-dashboard/privacy/export.json?email=priya@example.com", cookie)));
      expect(file.status).toBe(302);
      const erase = await post({ intent: "erase", email: "priya@example.com", confirm: "on" }, cookie);
      expect(erase.status).toBe(302);
    }
    expect(await db().select().from(prelaunchSignups)).toHaveLength(1);
    expect(await privacyAudits()).toBe(auditsBefore);
  });

  it("answers any posted form with a redirect or a 4xx, never a 5xx, and keeps other people's rows", async () => {
    await seedPerson("keep@example.com");
    const field = fc.constantFrom("intent", "email", "confirm", "x");
    const value = fc.oneof(hostileText, fc.constantFrom("erase", "purge", "on", "keep@example.com", ""));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, value), { maxLength: 5 }), async (entries) => {
        // Never purge or erase the kept person: the property is about the refusals.
        const safe = entries.filter(([k, v]) => !(k === "intent" && v === "purge") && !(k === "email" && v === "keep@example.com"));
        const request = new Request("http://localhost/admin-dashboard/privacy", {
          method: "POST",
          headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
          body: urlEncoded(safe),
        });
        const answer = await settle<{ error?: string }>(() => privacyAction({ request, context: requestContext(), params: {} } as never));
        expect([303, 400, 413, 415]).toContain(answer.status);
        const lookup = await settle<Page>(() => privacyLoader(get(`/admin-dashboard/privacy?${urlEncoded(safe.filter(([k]) => k === "email"))}`)));
        expect(lookup.status).toBe(200);
      }),
      { numRuns: 80 },
    );
    expect(await db().select().from(prelaunchSignups)).toHaveLength(1);
    await expectAllRowsValid();
  });
});
