/**
 * The rules every stored row of a table that strangers write to must keep, whatever they sent:
 * the row is a fixed point of the zod schema the form uses (parsing it again changes nothing),
 * text is storable, enums hold, e-mail addresses are normalised. Read after each property.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { contactSubmissions, mailOutbox, newsletterSubscribers, prelaunchSignups } from "../../db/schema.ts";
import { ContactSchema } from "#app/lib/schemas/contact.ts";
import { COUNTRY_OPTIONS, REF_ID_PATTERN, ROLE_OPTIONS, signupSchema, UTM_MAX, USER_AGENT_MAX } from "#app/lib/schemas/iraconnect-signup.ts";
import { NewsletterSchema } from "#app/lib/schemas/newsletter.ts";
import { forgetRememberedLocks } from "#app/services/login-throttle.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { expectStorableText, isTrimmed } from "./hostile.ts";

const db = () => testDatabase().db;

/**
 * Empties the rate-limit counters: each run of a property must meet the validation, not a limit
 * left by the previous run (the limits have tests of their own).
 */
export async function clearLimits(): Promise<void> {
  await db().execute(sql`delete from rate_limits`);
  forgetRememberedLocks();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function expectContactRowsValid(): Promise<void> {
  for (const row of await db().select().from(contactSubmissions)) {
    const what = `contact_submissions ${row.id}`;
    for (const [column, value] of Object.entries(row)) if (typeof value === "string") expectStorableText(value, `${what}.${column}`);
    const fields = { name: row.name, email: row.email, subject: row.subject, message: row.message };
    const again = ContactSchema.safeParse(fields);
    expect(again.success, `${what} breaks the contact schema: ${JSON.stringify(again.error?.issues)}`).toBe(true);
    expect(again.data, `${what} is not what the schema makes of it`).toEqual(fields);
    expect(row.email).toMatch(EMAIL);
    expect(["new", "handled", "spam"]).toContain(row.status);
    if (row.userAgent !== null) expect(row.userAgent.length).toBeLessThanOrEqual(512);
  }
}

export async function expectSignupRowsValid(): Promise<void> {
  const all = await db().select().from(prelaunchSignups);
  const refIds = new Set(all.map((row) => row.refId));
  for (const row of all) {
    const what = `prelaunch_signups ${row.refId}`;
    for (const [column, value] of Object.entries(row)) if (typeof value === "string") expectStorableText(value, `${what}.${column}`);
    const fields = { name: row.name, email: row.email, phone: row.phone, country: row.country, role: row.role };
    const again = signupSchema.safeParse(fields);
    expect(again.success, `${what} breaks the signup schema: ${JSON.stringify(again.error?.issues)}`).toBe(true);
    expect(again.data).toMatchObject(fields);
    expect(row.email).toBe(row.email.trim().toLowerCase());
    expect(COUNTRY_OPTIONS).toContain(row.country);
    expect(ROLE_OPTIONS).toContain(row.role);
    expect(row.refId).toMatch(REF_ID_PATTERN);
    if (row.referredBy !== null) {
      expect(refIds.has(row.referredBy), `${what} is referred by an unknown code`).toBe(true);
      expect(row.referredBy).not.toBe(row.refId);
    }
    for (const utm of [row.utmSource, row.utmMedium, row.utmCampaign, row.utmTerm, row.utmContent]) {
      if (utm === null) continue;
      expect(utm.length).toBeGreaterThan(0);
      expect(utm.length).toBeLessThanOrEqual(UTM_MAX);
      expect(isTrimmed(utm)).toBe(true);
    }
    if (row.userAgent !== null) expect(row.userAgent.length).toBeLessThanOrEqual(USER_AGENT_MAX);
  }
}

export async function expectSubscriberRowsValid(): Promise<void> {
  for (const row of await db().select().from(newsletterSubscribers)) {
    const what = `newsletter_subscribers ${row.id}`;
    expectStorableText(row.email, `${what}.email`);
    const again = NewsletterSchema.safeParse({ email: row.email });
    expect(again.success, `${what} breaks the newsletter schema`).toBe(true);
    expect(again.data?.email).toBe(row.email);
    expect(["pending", "confirmed", "unsubscribed"]).toContain(row.status);
    expect(row.status === "confirmed" ? row.confirmedAt : "n/a").not.toBeNull();
    expect(row.status === "unsubscribed" ? row.unsubscribedAt : "n/a").not.toBeNull();
  }
}

/** HTML a mail may carry: our own few tags, never one that came in with the input. */
const OUR_MAIL_TAGS = /^<\/?(p|br|a)(\s|>|\/)/;

export async function expectOutboxRowsValid(): Promise<void> {
  for (const row of await db().select().from(mailOutbox)) {
    const what = `mail_outbox ${row.id} (${row.kind})`;
    for (const [column, value] of Object.entries(row)) if (typeof value === "string") expectStorableText(value, `${what}.${column}`);
    expect(["contact-notification", "newsletter-confirmation", "iraconnect-welcome", "newsletter", "newsletter-test"]).toContain(row.kind);
    expect(row.toAddress).toMatch(EMAIL);
    expect(row.subject, `${what}: a line break in a subject starts a new header`).not.toMatch(/[\r\n]/);
    expect(["pending", "sent", "failed"]).toContain(row.status);
    for (const value of Object.values(row.headers ?? {})) expect(value, `${what}: a line break in a header starts a new one`).not.toMatch(/[\r\n]/);
    // A newsletter is our own template around a post's title and excerpt, escaped (newsletter-send.test.ts).
    if (row.kind === "newsletter" || row.kind === "newsletter-test") continue;
    for (const tag of row.htmlBody?.match(/<[^>]*>?/g) ?? []) expect(tag, `${what}: a tag came in with the input`).toMatch(OUR_MAIL_TAGS);
  }
}

export async function expectAllRowsValid(): Promise<void> {
  await expectContactRowsValid();
  await expectSignupRowsValid();
  await expectSubscriberRowsValid();
  await expectOutboxRowsValid();
}
