/**
 * Issue 29.5, referral quality: flag, don't block. A referred signup is scored when it confirms;
 * one at a disposable domain, or one of many at one domain or from one network for one referrer
 * within a day, is held: it does not count and earns no tokens until staff approve it in the
 * review queue of the admin Signups page. The member's thanks page never says why. Before, 24
 * farmed signups at farmN@<one domain> made 24 referrals.
 */
import { desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, prelaunchSignups } from "../../db/schema.ts";
import { action as signupsAction, loader as signupsLoader } from "#app/routes/admin/signups.tsx";
import { createSignup, findMember } from "#app/models/signups.server.ts";
import { confirmationLink, confirmMember, memberCookie, memberStanding } from "#app/services/iraconnect-signup.server.ts";
import { ALIKE_THRESHOLD, isDisposableDomain, networkPrefix } from "#app/services/referral-quality.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { get, post } from "../support/staff-flows.ts";

const db = () => testDatabase().db;
let cookie = "";
let adminId = "";
beforeAll(async () => {
  adminId = (await createTestStaff("reviewer@referrals.test", "admin")).id;
  cookie = await sessionCookieFor(adminId);
});
beforeEach(async () => {
  await db().execute(sql`delete from prelaunch_signups`);
});

let n = 0;
async function join(email: string, ip: string, referralCode?: string) {
  const signup = { name: `Member ${++n}`, email, phone: "+44 20 7946 0000", country: "United Kingdom", role: "Student", referralCode };
  return (await createSignup(signup as never, { ip, userAgent: "vitest" })).refId;
}
const confirm = (refId: string) => confirmMember(new URL(confirmationLink(refId)).searchParams.get("token"));
const standing = async (refId: string) => {
  const request = new Request("http://localhost/iraconnect/thanks.json", { headers: { Cookie: (await memberCookie(refId, { owner: true })).split(";")[0]! } });
  return memberStanding(request, { shared: false, followed: false });
};

describe("referral quality", () => {
  it("24 farmed signups at one catch-all domain from 3 addresses: only the first ones count, the rest are held, and the thanks page never says why", async () => {
    const referrer = await join("real.member@gmail.com", "198.51.100.1");
    for (let i = 1; i <= 24; i++) {
      const refId = await join(`farm${i}@catchall-farm.example`, `192.0.2.${(i % 3) * 50 + 1}`, referrer);
      expect(await confirm(refId)).toBe("confirmed");
    }
    const member = await findMember(referrer);
    expect(member!.referrals).toBe(ALIKE_THRESHOLD - 1);
    expect(member!.pendingReferrals).toBe(24 - (ALIKE_THRESHOLD - 1));
    const shown = await standing(referrer);
    expect(shown).toMatchObject({ referrals: ALIKE_THRESHOLD - 1, pendingReferrals: 24 - (ALIKE_THRESHOLD - 1) });
    expect(JSON.stringify(shown)).not.toMatch(/held|review|disposable|flag|domain|network/i);
    const held = await db().select().from(prelaunchSignups).where(eq(prelaunchSignups.referralHold, "held"));
    expect(held).toHaveLength(24 - (ALIKE_THRESHOLD - 1));
    expect(held[0]!.referralFlags).toContain("domain-burst");
  });

  it("holds a disposable address and a burst from one network; friends on a big provider from different networks count", async () => {
    const referrer = await join("host@example.org", "198.51.100.2");
    const disposable = await join("someone@mailinator.com", "203.0.113.9", referrer);
    await confirm(disposable);
    const friends = [];
    for (let i = 0; i < 4; i++) friends.push(await join(`friend${i}@gmail.com`, `198.18.${i}.7`, referrer));
    for (const refId of friends) await confirm(refId);
    const sameNet = [];
    // Each confirms before the next joins: the check counts the signups alike that exist when one confirms.
    for (let i = 0; i < ALIKE_THRESHOLD; i++) {
      sameNet.push(await join(`net${i}@outlook.com`, `203.0.113.${20 + i}`, referrer));
      await confirm(sameNet.at(-1)!);
    }
    const rows = new Map((await db().select().from(prelaunchSignups)).map((r) => [r.refId, r]));
    expect(rows.get(disposable)).toMatchObject({ referralHold: "held", referralFlags: ["disposable-domain"] });
    for (const refId of friends) expect(rows.get(refId)!.referralFlags, refId).toBeNull();
    // 203.0.113.9 (the disposable one) is in the same /24: the burst starts one earlier.
    expect(rows.get(sameNet.at(-1)!)!.referralFlags).toContain("network-burst");
    expect(rows.get(sameNet[0]!)!.referralFlags).toBeNull();
  });

  it("staff approve a held referral (it counts, with its tokens) or reject it (it never does), in the Signups page's review queue", async () => {
    const referrer = await join("queue.owner@example.org", "198.51.100.3");
    const a = await join("a@yopmail.com", "198.18.10.1", referrer);
    const b = await join("b@yopmail.com", "198.18.11.1", referrer);
    await confirm(a);
    await confirm(b);
    expect((await findMember(referrer))!.referrals).toBe(0);
    type Page = { held: { refId: string; reasons: string[] }[] };
    const page = await get<Page>(signupsLoader, "/admin-dashboard/signups", cookie);
    expect(page.body.held.map((h) => h.refId).sort()).toEqual([a, b].sort());
    expect(page.body.held[0]!.reasons).toEqual(["Disposable e-mail domain"]);
    const before = (await standing(referrer))!.balance;

    const approved = await post<{ ok: boolean; message: string }>(signupsAction, "/admin-dashboard/signups", { intent: "approve", refId: a }, cookie);
    expect(approved).toMatchObject({ status: 200, body: { ok: true, message: "Referral approved: it now counts for its referrer." } });
    const rejected = await post<{ ok: boolean }>(signupsAction, "/admin-dashboard/signups", { intent: "reject", refId: b }, cookie);
    expect(rejected.status).toBe(200);
    expect(await findMember(referrer)).toMatchObject({ referrals: 1, pendingReferrals: 0 });
    expect((await standing(referrer))!.balance).toBeGreaterThan(before);
    expect((await get<Page>(signupsLoader, "/admin-dashboard/signups", cookie)).body.held).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "signup.referral_approved")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorUserId: adminId, entityId: a });
    // Twice, or for a signup that is not held: 404, nothing changes.
    expect((await post(signupsAction, "/admin-dashboard/signups", { intent: "approve", refId: b }, cookie)).status).toBe(404);
  });

  it("answers any other input to the review buttons with a 4xx, never a 500, and changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("intent", "refId", "x"), fc.string({ maxLength: 40 })), async (fields) => {
        const answer = await post(signupsAction, "/admin-dashboard/signups", fields, cookie);
        expect([400, 404]).toContain(answer.status);
      }),
      { numRuns: 40 },
    );
  });

  it("knows disposable domains (and their subdomains) from the maintained list, and networks by prefix", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("eu.mailinator.com")).toBe(true);
    expect(isDisposableDomain("iratech.io")).toBe(false);
    expect(networkPrefix("192.0.2.77")).toBe("192.0.2.");
    expect(networkPrefix("::ffff:192.0.2.77")).toBe("::ffff:192.0.2.");
    expect(networkPrefix("2001:db8:1:2::5")).toBe("2001:db8:1:");
    expect(networkPrefix(null)).toBeNull();
  });
});
