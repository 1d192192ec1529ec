/**
 * The admin's lists and home (issue 28): the signups list's filters, sort and page through the
 * address (tier, confirmed, source, country), its CSV export of the same rows, the query string's
 * parsing (a value that is not ours is ignored, never an error), and the home's numbers. Hostile
 * query strings are property-based: whatever the address says, the answer is the list (never a
 * 5xx), and every row shown meets the filters that were understood.
 */
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, prelaunchSignups } from "../../db/schema.ts";
import { auditSentence } from "#app/lib/audit-words.ts";
import { timeZoneAbbreviation } from "#app/lib/company.ts";
import { isTimeZoneName } from "#app/lib/schemas/site-settings.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import { loader as auditLoader } from "#app/routes/admin/audit.tsx";
import { parseAdminSignupsQuery, signupTierFor, tierReferralRange } from "#app/lib/schemas/admin-signups.ts";
import { signupSchema } from "#app/lib/schemas/iraconnect-signup.ts";
import { createSignup } from "#app/models/signups.server.ts";
import { loader as homeLoader } from "#app/routes/admin/home.tsx";
import { loader as csvLoader } from "#app/routes/admin/signups-csv.ts";
import { loader as signupsLoader } from "#app/routes/admin/signups.tsx";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, requestContext, sessionCookieFor } from "../support/auth.ts";
import { hostileText } from "../support/hostile.ts";
import { settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let cookie = "";
let editorCookie = "";

async function join(fields: { name: string; email: string; country?: string; utmSource?: string; referralCode?: string }): Promise<string> {
  const { refId } = await createSignup(
    signupSchema.parse({ phone: "+91 98765 43210", country: "India", role: "Student", ...fields }),
    { ip: "198.51.100.1", userAgent: "vitest" },
  );
  return refId;
}

beforeAll(async () => {
  cookie = await sessionCookieFor((await createTestAdmin("lists.owner@example.com")).id);
  editorCookie = await sessionCookieFor((await createTestAdmin("lists.editor@example.com", "editor")).id);
  // Bronze (2 confirmed referrals: 10 + 2 × 50 = 110 tokens) from Canada via LinkedIn.
  const bronze = await join({ name: "Amani Bronze", email: "amani@example.com", country: "Canada", utmSource: "linkedin" });
  await join({ name: "Baraka One", email: "baraka@example.com", country: "Canada", referralCode: bronze, utmSource: "linkedin" });
  await join({ name: "Chiara Two", email: "chiara@example.com", country: "Germany", referralCode: bronze });
  // One pending referral: it does not count.
  await join({ name: "Dara Pending", email: "dara@example.com", country: "UAE", referralCode: bronze });
  await join({ name: "Esha None", email: "esha@example.com", country: "India" });
  await db()
    .update(prelaunchSignups)
    .set({ confirmedAt: new Date() })
    .where(inArray(prelaunchSignups.email, ["amani@example.com", "baraka@example.com", "chiara@example.com"]));
});

const get = (path: string, as = cookie) => new Request(`http://localhost:3000${path}`, { headers: { Cookie: as } });
type ListData = Awaited<ReturnType<typeof signupsLoader>>;
const list = async (query: string) => (await signupsLoader({ request: get(`/admin-dashboard/signups${query}`), params: {}, context: requestContext() } as never)) as ListData;
const emails = async (query: string) => (await list(query)).rows.map((r) => r.email);

describe("the signups list's filters, in the address", () => {
  it("shows every field: country, role, confirmation, referrals, tokens and tier", async () => {
    const { rows } = await list("");
    const amani = rows.find((r) => r.email === "amani@example.com")!;
    expect(amani).toMatchObject({ country: "Canada", role: "Student", referrals: 2, tokens: 110, tier: "bronze" });
    expect(amani.confirmedAt).not.toBeNull();
    expect(rows.find((r) => r.email === "dara@example.com")).toMatchObject({ confirmedAt: null, referrals: 0, tokens: 10, tier: "none" });
  });

  it("filters by tier, confirmed, source (and no source) and country, together", async () => {
    expect(await emails("?tier=bronze")).toEqual(["amani@example.com"]);
    expect((await emails("?tier=none")).sort()).toEqual(["baraka@example.com", "chiara@example.com", "dara@example.com", "esha@example.com"]);
    expect(await emails("?tier=gold")).toEqual([]);
    expect((await emails("?confirmed=no")).sort()).toEqual(["dara@example.com", "esha@example.com"]);
    expect((await emails("?source=linkedin")).sort()).toEqual(["amani@example.com", "baraka@example.com"]);
    expect((await emails("?source=(none)")).sort()).toEqual(["chiara@example.com", "dara@example.com", "esha@example.com"]);
    expect((await emails("?country=Canada")).sort()).toEqual(["amani@example.com", "baraka@example.com"]);
    expect(await emails("?country=Canada&confirmed=yes&tier=none")).toEqual(["baraka@example.com"]);
    const data = await list("?country=Canada&tier=bronze");
    expect(data.total).toBe(1);
    expect(data.query).toMatchObject({ country: "Canada", tier: "bronze", page: 1, sort: "newest" });
  });

  it("sorts by newest, oldest, most referrals and name", async () => {
    const newest = await emails("");
    expect(await emails("?sort=oldest")).toEqual([...newest].reverse());
    expect((await emails("?sort=referrals"))[0]).toBe("amani@example.com");
    expect(await emails("?sort=name")).toEqual(["amani@example.com", "baraka@example.com", "chiara@example.com", "dara@example.com", "esha@example.com"]);
  });

  it("ignores a value that is not ours (the filter is off), and takes the last of a repeated one", async () => {
    const all = (await emails("")).sort();
    for (const query of ["?tier=platinum", "?confirmed=maybe", "?sort=drop", "?page=-1", "?page=1e3", `?country=${"x".repeat(500)}`, "?tier=BRONZE"]) {
      expect((await emails(query)).sort(), query).toEqual(all);
    }
    expect(await emails("?tier=gold&tier=bronze")).toEqual(["amani@example.com"]);
    expect(parseAdminSignupsQuery(new URL("http://x/?q=%00a%01b&country=%20Canada%20"))).toMatchObject({ q: "a b", country: "Canada" });
  });

  it("exports the filtered rows as CSV", async () => {
    const response = (await csvLoader({ request: get("/admin-dashboard/signups.csv?country=Canada&tier=bronze"), params: {}, context: requestContext() } as never)) as Response;
    const lines = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer())).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("amani@example.com");
  });

  it("tiers follow the stored tokens: 10 on joining and 50 a confirmed referral", () => {
    expect([0, 1, 2, 5, 6, 11, 12, 19, 20].map(signupTierFor)).toEqual(["none", "none", "bronze", "bronze", "silver", "silver", "gold", "gold", "diamond"]);
    expect(tierReferralRange("bronze")).toEqual({ from: 2, below: 6 });
    expect(tierReferralRange("diamond")).toEqual({ from: 20, below: null });
  });
});

describe("hostile query strings on the signups list", () => {
  const key = fc.constantFrom("q", "page", "tier", "confirmed", "source", "country", "sort", "x", "__proto__");
  const value = fc.oneof(hostileText, fc.constantFrom("bronze", "none", "yes", "no", "linkedin", "(none)", "Canada", "referrals", "0", "2", ""));
  it("answers the list whatever the address says (never a 5xx), and every row meets the filters understood", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (entries) => {
        const search = new URLSearchParams(entries).toString();
        const answer = await settle<ListData>(() => signupsLoader({ request: get(`/admin-dashboard/signups?${search}`), params: {}, context: requestContext() } as never));
        expect(answer.status).toBe(200);
        const { query, rows } = answer.body;
        for (const row of rows) {
          if (query.tier) expect(row.tier).toBe(query.tier);
          if (query.confirmed) expect(row.confirmedAt !== null).toBe(query.confirmed === "yes");
          if (query.country) expect(row.country).toBe(query.country);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("the audit log in words, filtered through the address", () => {
  type AuditData = Awaited<ReturnType<typeof auditLoader>>;
  const audit = async (query: string) => (await auditLoader({ request: get(`/admin-dashboard/audit${query}`), params: {}, context: requestContext() } as never)) as AuditData;

  beforeAll(async () => {
    await recordAudit({ actorEmail: "olivia@example.com", action: "staff.role_changed", entityType: "user", entityId: "u1", details: { email: "eddie@example.com", from: "editor", to: "admin" }, userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" });
    await recordAudit({ actorEmail: "olivia@example.com", action: "auth.sign_in" });
    await recordAudit({ actorEmail: "sam@example.com", action: "auth.sign_in" });
    await db().insert(auditLog).values({ actorEmail: "sam@example.com", action: "auth.sign_out", at: new Date("2025-01-15T12:00:00Z") });
  });

  it("writes each entry as a sentence, with the full user agent kept for its details", async () => {
    const { entries } = await audit("?action=staff.role_changed");
    expect(entries.map((e) => e.sentence)).toEqual(["olivia@example.com changed the role of eddie@example.com from Editor to Admin"]);
    expect(entries[0]!.userAgent).toBe("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36");
    expect(auditSentence({ actor: null, action: "made.up", entityType: "thing", entityId: "7", details: null })).toBe("Someone: made.up (thing 7)");
  });

  it("filters by person, action and a span of days", async () => {
    expect((await audit("?actor=sam@example.com")).entries.map((e) => e.action).sort()).toEqual(["auth.sign_in", "auth.sign_out"]);
    expect((await audit("?actor=sam@example.com&action=auth.sign_in")).total).toBe(1);
    expect((await audit("?from=2025-01-15&to=2025-01-15")).entries.map((e) => e.action)).toEqual(["auth.sign_out"]);
    expect((await audit("?to=2025-01-14")).total).toBe(0);
  });

  it("ignores a filter that is not one (a date that is no day, an action that is no code)", async () => {
    const all = (await audit("")).total;
    for (const query of ["?from=2025-02-30", "?to=yesterday", "?action=drop%20table", "?actor=%00", "?page=0", `?actor=${"a".repeat(400)}`]) {
      expect((await audit(query)).total, query).toBe(all);
    }
  });

  it("answers any hostile query string with the log (never a 5xx)", async () => {
    const key = fc.constantFrom("actor", "action", "from", "to", "page", "x");
    const value = fc.oneof(hostileText, fc.constantFrom("2025-01-15", "auth.sign_in", "sam@example.com", "1", "99999", ""));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 5 }), async (entries) => {
        const answer = await settle<AuditData>(() => auditLoader({ request: get(`/admin-dashboard/audit?${new URLSearchParams(entries)}`), params: {}, context: requestContext() } as never));
        expect(answer.status).toBe(200);
        for (const entry of answer.body.entries) {
          if (answer.body.query.action) expect(entry.action).toBe(answer.body.query.action);
          if (answer.body.query.actor) expect(entry.actor).toBe(answer.body.query.actor);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe("the settings' time zone", () => {
  it("is an IANA name (an alias too), never an abbreviation, and pages show its standard abbreviation", () => {
    expect(["America/Los_Angeles", "Asia/Kolkata", "UTC"].map(isTimeZoneName)).toEqual([true, true, true]);
    expect(["PST", "IST", "Mars/Base", "../etc", "", "America/Los_Angeles\u0000"].map(isTimeZoneName)).toEqual([false, false, false, false, false, false]);
    expect(timeZoneAbbreviation("America/Los_Angeles")).toBe("PST");
    expect(timeZoneAbbreviation("Asia/Kolkata")).toBe("IST");
    expect(timeZoneAbbreviation("IST")).toBe("IST");
  });
});

describe("the admin home", () => {
  it("shows today's signups, confirmations and messages waiting to managers", async () => {
    await db().insert(contactSubmissions).values({ name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question" });
    const answer = await settle<{ audience: { signupsToday: number; confirmationsToday: number; messagesWaiting: number; signupsTotal: number } | null; content: { drafts: number } }>(() =>
      homeLoader({ request: get("/admin-dashboard"), params: {}, context: requestContext() } as never),
    );
    expect(answer.status).toBe(200);
    // Each test file has a database of its own: these are all the rows there are.
    expect(answer.body.audience).toMatchObject({ signupsToday: 5, signupsTotal: 5, confirmationsToday: 3, messagesWaiting: 1 });
    await db().update(contactSubmissions).set({ status: "handled" }).where(eq(contactSubmissions.email, "ada@example.com"));
  });

  it("shows an editor no audience numbers (no visitor's data)", async () => {
    const answer = await settle<{ audience: unknown }>(() => homeLoader({ request: get("/admin-dashboard", editorCookie), params: {}, context: requestContext() } as never));
    expect(answer.status).toBe(200);
    expect(answer.body.audience).toBeNull();
  });

  it("sends an old case-studies list link (/admin-dashboard?q=...) on to the list's own address", async () => {
    const answer = await settle(() => homeLoader({ request: get("/admin-dashboard?q=roster&page=2"), params: {}, context: requestContext() } as never));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin-dashboard/case-studies?q=roster&page=2");
  });
});
