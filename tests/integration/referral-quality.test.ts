/**
 * Issue 29.5, referral quality: flag, don't block. A referred signup is scored when it confirms;
 * one at a disposable domain, or one of many at one domain or from one network for one referrer
 * within a day, is held: it does not count and earns no tokens until staff approve it in the
 * review queue of the admin Signups page. The member's thanks page never says why. Before, 24
 * farmed signups at farmN@<one domain> made 24 referrals. Device velocity: many signups from one
 * browser (its first-party device cookie) within a day hold the referral too, whatever the
 * addresses and networks.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { action as signupAction } from "#app/routes/resources/iraconnect-signup.ts";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, prelaunchSignups } from "../../db/schema.ts";
import { action as signupsAction, loader as signupsLoader } from "#app/routes/admin/signups.tsx";
import { createSignup, findMember } from "#app/models/signups.server.ts";
import { confirmationLink, confirmMember, DEVICE_COOKIE, memberCookie, memberStanding } from "#app/services/iraconnect-signup.server.ts";
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

/** A signup as a browser posts it to the endpoint: from `ip`, with the cookies it holds. */
async function joinAt(email: string, ip: string, referralCode: string, cookie?: string): Promise<{ refId: string; status: number; setCookies: string[] }> {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "n", requestId: "r", ip, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36" });
  const body = { name: `Member ${++n}`, email, phone: "+44 20 7946 0000", country: "United Kingdom", role: "Student", referralCode };
  const request = new Request("http://localhost:3000/api/iraconnect/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await signupAction({ request, context, params: {} } as never)) as Response;
  const [row] = await db().select({ refId: prelaunchSignups.refId }).from(prelaunchSignups).where(eq(prelaunchSignups.email, email));
  return { refId: row?.refId ?? "", status: answer.status, setCookies: answer.headers.getSetCookie() };
}
const deviceCookieOf = (setCookies: string[]) => setCookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));

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

  it("device velocity: a third signup from one browser within a day is held, whatever its address and network; other browsers' friends count", async () => {
    const referrer = await join("device.owner@example.org", "198.51.100.4");
    // One browser: different big-provider addresses, a different network each time, the cookie its first answer set.
    const first = await joinAt("first.farm@gmail.com", "198.18.30.1", referrer);
    expect(first.status).toBe(200);
    const issued = deviceCookieOf(first.setCookies);
    expect(issued).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}; Path=/api/iraconnect/signup; Max-Age=\\d+; HttpOnly; SameSite=Lax`));
    const device = issued!.split(";")[0]!;
    const farmed = [first.refId];
    expect(await confirm(first.refId)).toBe("confirmed");
    for (const [email, ip] of [["second.farm@outlook.com", "203.0.113.40"], ["third.farm@yahoo.com", "192.0.2.40"], ["fourth.farm@icloud.com", "198.19.7.40"]] as const) {
      const next = await joinAt(email, ip, referrer, device);
      expect(next.status).toBe(200);
      // The browser keeps its id: no new device cookie.
      expect(deviceCookieOf(next.setCookies)).toBeUndefined();
      expect(await confirm(next.refId)).toBe("confirmed");
      farmed.push(next.refId);
    }
    // Friends in browsers of their own (the same browser build), on one provider, from different networks.
    const friends = [];
    for (let i = 0; i < ALIKE_THRESHOLD + 1; i++) {
      const friend = await joinAt(`device.friend${i}@gmail.com`, `198.18.${40 + i}.9`, referrer);
      expect(deviceCookieOf(friend.setCookies)).toBeDefined();
      expect(await confirm(friend.refId)).toBe("confirmed");
      friends.push(friend.refId);
    }
    const rows = new Map((await db().select().from(prelaunchSignups).where(inArray(prelaunchSignups.refId, [...farmed, ...friends]))).map((r) => [r.refId, r]));
    expect(new Set(farmed.map((refId) => rows.get(refId)!.deviceId)).size).toBe(1);
    expect(farmed.slice(0, ALIKE_THRESHOLD - 1).map((refId) => rows.get(refId)!.referralHold)).toEqual([null, null]);
    for (const refId of farmed.slice(ALIKE_THRESHOLD - 1)) expect(rows.get(refId)).toMatchObject({ referralHold: "held", referralFlags: ["device-burst"] });
    for (const refId of friends) expect(rows.get(refId)!.referralHold, refId).toBeNull();
    expect(await findMember(referrer)).toMatchObject({ referrals: ALIKE_THRESHOLD - 1 + friends.length, pendingReferrals: farmed.length - (ALIKE_THRESHOLD - 1) });
    // Staff read why; the member's page does not say.
    const page = await get<{ held: { refId: string; reasons: string[] }[] }>(signupsLoader, "/admin-dashboard/signups", cookie);
    expect(page.body.held.find((h) => h.refId === farmed.at(-1))!.reasons).toEqual([`${ALIKE_THRESHOLD} or more signups from one device within a day`]);
    expect(JSON.stringify(await standing(referrer))).not.toMatch(/held|review|device|flag/i);
  });

  it("a device cookie that is not one of ours is replaced, never stored; the signup goes through", async () => {
    const referrer = await join("cookie.owner@example.org", "198.51.100.5");
    let i = 0;
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,60}$/), async (value) => {
        const email = `cookie.${++i}@example.net`;
        const answer = await joinAt(email, `198.18.${100 + (i % 100)}.${i % 250}`, referrer, `${DEVICE_COOKIE}=${value}`);
        expect(answer.status).toBe(200);
        const [row] = await db().select({ deviceId: prelaunchSignups.deviceId }).from(prelaunchSignups).where(eq(prelaunchSignups.email, email));
        expect(row!.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
        const ours = /^[A-Za-z0-9_-]{22}$/.test(value);
        if (ours) expect(row!.deviceId).toBe(value);
        else expect(row!.deviceId).not.toBe(value);
        expect(deviceCookieOf(answer.setCookies) === undefined).toBe(ours);
      }),
      { numRuns: 40 },
    );
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
