import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, prelaunchSignups } from "../../db/schema.ts";
import { signupSchema } from "#app/lib/schemas/iraconnect-signup.ts";
import { loader as csvLoader } from "#app/routes/admin/signups-csv.ts";
import { loader as signupsLoader } from "#app/routes/admin/signups.tsx";
import { createSignup } from "#app/models/signups.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, createTestUser, requestContext, sessionCookieFor } from "../support/auth.ts";

const signup = (fields: Record<string, string>) =>
  createSignup(signupSchema.parse({ phone: "+91 98765 43210", country: "India", role: "Student", ...fields }), {
    ip: "198.51.100.1",
    userAgent: "vitest",
  });

let adminCookie: string;
let memberCookie: string;
let referrerRef: string;

beforeAll(async () => {
  const admin = await createTestAdmin("owner@iratech.test");
  adminCookie = await sessionCookieFor(admin.id);
  memberCookie = await sessionCookieFor((await createTestUser("member@iratech.test")).id);
  referrerRef = (await signup({ name: "Meera Iyer", email: "meera@example.com", utmSource: "linkedin" })).refId;
  await signup({ name: "Arjun Rao", email: "arjun@example.com", referralCode: referrerRef, utmSource: "linkedin" });
  await signup({ name: "=HYPERLINK(\"http://evil\")", email: "formula@example.com", utmSource: "@twitter" });
  await signup({ name: "Zoë Müller, \"ZM\"", email: "zoe@example.com", referralCode: referrerRef });
  // Every member followed the welcome mail's link: referrals count once confirmed (issue 16.5).
  await testDatabase().db.update(prelaunchSignups).set({ confirmedAt: new Date() });
});

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function redirectOf(work: () => unknown): Promise<{ status: number; location: string | null }> {
  const thrown = await Promise.resolve()
    .then(work)
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, location: response.headers.get("location") };
}

describe("admin Signups tab", () => {
  it("sends visitors without an admin session to the login page", async () => {
    for (const cookie of [undefined, memberCookie]) {
      const page = await redirectOf(() => signupsLoader({ request: get("/admin-dashboard/signups", cookie) } as never));
      expect(page.location).toMatch(/^\/admin-login/);
      const csv = await redirectOf(() =>
        csvLoader({ request: get("/admin-dashboard/signups.csv", cookie), context: requestContext() } as never),
      );
      expect(csv.location).toMatch(/^\/admin-login/);
    }
  });

  it("lists signups newest first with referral counts and the breakdown by UTM source", async () => {
    const data = await signupsLoader({ request: get("/admin-dashboard/signups", adminCookie) } as never);
    expect(data.rows.map((r) => r.email)).toEqual(["zoe@example.com", "formula@example.com", "arjun@example.com", "meera@example.com"]);
    expect(data.rows.find((r) => r.email === "meera@example.com")!.referrals).toBe(2);
    expect(data.rows.find((r) => r.email === "arjun@example.com")!.referredBy).toBe(referrerRef);
    expect(data.bySource).toEqual([
      { source: "linkedin", signups: 2 },
      { source: "(none)", signups: 1 },
      { source: "@twitter", signups: 1 },
    ]);
    expect(data.allSignups).toBe(4);
  });

  it("searches by name, e-mail or code, case-insensitively, treating % and _ literally", async () => {
    const search = async (q: string) =>
      (await signupsLoader({ request: get(`/admin-dashboard/signups?q=${encodeURIComponent(q)}`, adminCookie) } as never)).rows.map(
        (r) => r.email,
      );
    expect(await search("ARJUN")).toEqual(["arjun@example.com"]);
    expect(await search(referrerRef)).toEqual(["meera@example.com"]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("falls back to page 1 for a nonsense page number", async () => {
    const data = await signupsLoader({ request: get("/admin-dashboard/signups?page=-3&q=" + "x".repeat(5000), adminCookie) } as never);
    expect(data.query.page).toBe(1);
    expect(data.query.q).toHaveLength(200);
  });

  it("exports UTF-8 CSV with formulas neutralised and the export audited", async () => {
    const response = (await csvLoader({
      request: get("/admin-dashboard/signups.csv", adminCookie),
      context: requestContext("203.0.113.77", "vitest-export"),
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="iraconnect-signups-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte-order mark.
    const text = new TextDecoder().decode(bytes);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "created_at,name,email,phone,country,role,ref_id,referred_by,referrals,utm_source,utm_medium,utm_campaign,utm_term,utm_content,ip,user_agent",
    );
    // Cells are quoted only when they must be (app/lib/csv.ts); formulas always get the apostrophe.
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",formula@example.com,'+919876543210`);
    expect(text).toContain(`'@twitter`);
    expect(text).toContain(`"Zoë Müller, ""ZM"""`);
    expect(lines).toHaveLength(6);

    const [entry] = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "signups.export"));
    expect(entry).toMatchObject({ actorEmail: "owner@iratech.test", ip: "203.0.113.77", details: { rows: 4, search: null } });
  });
});
