/**
 * Attribution on a real database: the touch cookie's first and last touch are stored with
 * IRACONNECT signups, contact messages and newsletter subscriptions; hostile cookies are ignored or
 * clipped (fast-check), never a 5xx; the admin overview counts by first touch, the leaderboard and
 * the CSVs; staff only.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, newsletterSubscribers, prelaunchSignups } from "../../db/schema.ts";
import { serializeTouches, TOUCH_COOKIE } from "#app/lib/attribution.ts";
import { loader as overviewLoader } from "#app/routes/admin/attribution.tsx";
import { loader as csvLoader } from "#app/routes/admin/attribution-csv.ts";
import { contactRouteAction as contactAction, seedContactPage } from "../support/contact-page.ts";
import { action as subscribeAction } from "#app/routes/resources/newsletter.ts";
import { action as signupAction } from "#app/routes/resources/iraconnect-signup.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, createTestUser, sessionCookieFor } from "../support/auth.ts";
import { asHeaderValue, hostileText } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";
import { expectAllRowsValid } from "../support/stored-rows.ts";

process.env.SESSION_SECRET ??= "test-secret-for-attribution-tests-0123456789";

const db = () => testDatabase().db;
let adminCookie = "";
let memberCookie = "";
let ip = 0;
const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;

const touchCookie = `${TOUCH_COOKIE}=${serializeTouches({
  first: { source: "linkedin", medium: "social", campaign: "launch", referrer: null },
  last: { source: null, medium: null, campaign: null, referrer: "news.ycombinator.com" },
})}`;

const BOTH_TOUCHES = {
  firstSource: "linkedin",
  firstMedium: "social",
  firstCampaign: "launch",
  firstReferrer: null,
  lastSource: null,
  lastMedium: null,
  lastCampaign: null,
  lastReferrer: "news.ycombinator.com",
};

beforeAll(async () => {
  await seedContactPage();
  adminCookie = await sessionCookieFor((await createTestAdmin("attribution-admin@test.example")).id);
  memberCookie = await sessionCookieFor((await createTestUser("attribution-member@test.example")).id);
});

beforeEach(async () => {
  await db().execute(sql`delete from prelaunch_signups`);
  await db().delete(contactSubmissions);
  await db().delete(newsletterSubscribers);
  await db().execute(sql`delete from rate_limits`);
});

async function signup(email: string, cookie: string, referralCode?: string) {
  const request = new Request("http://localhost/api/iraconnect/signup", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "Ravi Kumar", email, phone: "+91 98765 43210", country: "India", role: "Student", ...(referralCode ? { referralCode } : {}) }),
  });
  return (await signupAction({ request, context: requestContext({ ip: freshIp() }), params: {} } as never)) as Response;
}

describe("touches stored with leads", () => {
  it("an IRACONNECT signup, a contact message and a newsletter subscription keep both touches", async () => {
    expect((await signup("ravi@example.com", touchCookie)).status).toBe(200);
    const [member] = await db().select().from(prelaunchSignups).where(eq(prelaunchSignups.email, "ravi@example.com"));
    expect(member).toMatchObject(BOTH_TOUCHES);

    const contact = await settle(() =>
      contactAction({
        request: formRequest("/contact", { name: "Asha Rao", email: "asha@example.com", subject: "Data", message: "We need help.", website: "", renderedAt: String(Date.now() - 20_000) }, { headers: { cookie: touchCookie } }),
        context: requestContext({ ip: freshIp() }),
        params: {},
      } as never),
    );
    expect(contact.status).toBe(200);
    expect((await db().select().from(contactSubmissions))[0]).toMatchObject(BOTH_TOUCHES);

    const subscribed = await settle(() =>
      subscribeAction({
        request: new Request("http://localhost/newsletter", { method: "POST", body: JSON.stringify({ email: "reader@example.com" }), headers: { "content-type": "application/json", accept: "application/json", cookie: touchCookie } }),
        context: requestContext({ ip: freshIp() }),
        params: {},
      } as never),
    );
    expect(subscribed.status).toBe(200);
    expect((await db().select().from(newsletterSubscribers))[0]).toMatchObject(BOTH_TOUCHES);
  });

  it("without the cookie the columns stay empty; a hostile cookie is clipped or ignored, never a 5xx", async () => {
    expect((await signup("plain@example.com", "")).status).toBe(200);
    expect((await db().select().from(prelaunchSignups))[0]).toMatchObject({ firstSource: null, lastReferrer: null });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText, fc.string({ maxLength: 3000 })), async (value) => {
        const cookie = `${TOUCH_COOKIE}=${asHeaderValue(value).replace(/;/g, "")}`;
        const answer = await signup(`hostile${++n}@example.com`, cookie);
        expect(answer.status).toBe(200);
      }),
      { numRuns: 30 },
    );
    const stored = await db().select().from(prelaunchSignups);
    for (const row of stored) {
      for (const column of ["firstSource", "firstMedium", "firstCampaign", "firstReferrer", "lastSource", "lastMedium", "lastCampaign", "lastReferrer"] as const) {
        const value = row[column];
        if (value !== null) expect(value.length).toBeLessThanOrEqual(100);
      }
    }
    await expectAllRowsValid();
  }, 90_000);
});

describe("admin attribution overview", () => {
  const get = (path: string, cookie = adminCookie) =>
    ({ request: new Request(`http://localhost${path}`, { headers: { cookie } }), context: requestContext(), params: {} }) as never;

  it("counts leads per day and by first-touch source, and ranks referrers", async () => {
    await signup("ravi@example.com", touchCookie);
    const [ravi] = await db().select().from(prelaunchSignups);
    await signup("friend1@example.com", "", ravi!.refId);
    await signup("friend2@example.com", "", ravi!.refId);
    await signup("friend3@example.com", "", ravi!.refId);
    // The leaderboard counts confirmed referrals only (issue 16.5): friend3 has not confirmed.
    await db().update(prelaunchSignups).set({ confirmedAt: new Date() }).where(sql`email in ('friend1@example.com', 'friend2@example.com')`);
    type Overview = { perDay: { day: string; signups: number }[]; source: { value: string; signups: number }[]; referrers: { name: string; referrals: number }[] };
    const page = await settle<Overview>(() => overviewLoader(get("/admin-dashboard/attribution")));
    expect(page.status).toBe(200);
    expect(page.body.perDay).toHaveLength(30);
    expect(page.body.perDay.at(-1)!.signups).toBe(4);
    expect(page.body.source).toEqual([
      { value: "(direct)", signups: 3, messages: 0, subscribers: 0 },
      { value: "linkedin", signups: 1, messages: 0, subscribers: 0 },
    ]);
    expect(page.body.referrers).toEqual([{ refId: ravi!.refId, name: "Ravi Kumar", referrals: 2 }]);

    const file = await csvLoader(get("/admin-dashboard/attribution.csv?chart=source"));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("linkedin,1,0,0");
    const unknown = await settle(() => csvLoader(get("/admin-dashboard/attribution.csv?chart=%00")));
    expect(unknown.status).toBe(404);
  });

  it("is for staff only", async () => {
    for (const cookie of ["", memberCookie]) {
      expect((await settle(() => overviewLoader(get("/admin-dashboard/attribution", cookie)))).status).toBe(302);
      expect((await settle(() => csvLoader(get("/admin-dashboard/attribution.csv?chart=source", cookie)))).status).toBe(302);
    }
  });
});
