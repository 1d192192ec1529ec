/**
 * The IRACONNECT waitlist (issue 30.1, 30.2): places in line (moved up by confirmed referrals,
 * ties, erased and held members), the mails a counted referral sends (once), the leaderboard
 * opt-in, and the admin's Milestones form, on the real database of the run's engine.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, prelaunchSignups, waitlistLeaderboard, waitlistMilestones } from "../../db/schema.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { action as signupAction } from "#app/routes/resources/iraconnect-signup.ts";
import { action as thanksAction, loader as thanksLoader } from "#app/routes/iraconnect/thanks.tsx";
import { loader as leaderboardLoader } from "#app/routes/iraconnect/leaderboard.tsx";
import { confirmMember } from "#app/services/iraconnect-signup.server.ts";
import { erasePersonalData } from "#app/models/personal-data.server.ts";
import { confirmSignup } from "#app/models/signups.server.ts";
import { placeInLine, setPlacesPerReferral } from "#app/models/waitlist.server.ts";
import { referralCounted, submitMilestoneForm, waitlistFacts } from "#app/services/waitlist.server.ts";
import { loader as landingLoader } from "#app/routes/iraconnect/landing.tsx";
import { startRealtime, stopRealtime, subscribe, type SiteEvent } from "#app/services/realtime.server.ts";
import { sign } from "#app/services/signing.server.ts";
import { testDatabase } from "../setup/test-database.ts";

process.env.SESSION_SECRET ??= "test-secret-for-the-waitlist-0123456789abcdef";

const BASE = "http://localhost:3000";
let ip = 0;
const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;

function contextFor(address: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "n", requestId: "r", ip: address, userAgent: "vitest" });
  return context;
}

let emailCounter = 0;
/** Signs up through the endpoint; the refId and the member cookie. */
async function join(name: string, referralCode = ""): Promise<{ refId: string; email: string; cookie: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${++emailCounter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const request = new Request(`${BASE}/api/iraconnect/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, phone: "+44 20 7946 0958", country: "India", role: "Student", referralCode }),
  });
  const response = (await signupAction({ request, context: contextFor(freshIp()), params: {} } as never)) as Response;
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { refId: string };
  return { refId: answer.refId, email, cookie: response.headers.get("set-cookie")!.split(";")[0]! };
}

const confirm = async (refId: string) => confirmMember(await sign("iraconnect-confirm", refId));
const mailsTo = (email: string) => testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);
const actor = { actorUserId: null, actorEmail: "editor@example.com", ip: "127.0.0.1", userAgent: "vitest" };

async function thanksPage(cookie: string) {
  return (await thanksLoader({ request: new Request(`${BASE}/iraconnect/thanks`, { headers: { cookie } }), params: {}, context: contextFor("127.0.0.1") } as never)) as {
    place: number | null;
    placesPerReferral: number;
    milestones: { name: string; tokens: number; reward: string }[];
  };
}

beforeEach(async () => {
  const { db } = testDatabase();
  await db.execute(sql`delete from prelaunch_signups`);
  await db.execute(sql`delete from mail_outbox`);
  await db.execute(sql`delete from rate_limits`);
  await setPlacesPerReferral(10);
});

describe("place in line", () => {
  it("a new member is last; two confirmed friends move them up twice the places per referral; each move and the milestone are mailed once", async () => {
    for (let i = 0; i < 24; i++) await join(`Early ${i}`);
    const meera = await join("Meera Iyer");
    expect(await placeInLine(meera.refId)).toBe(25);
    const [welcome] = await mailsTo(meera.email);
    expect(welcome!.textBody).toContain("You're #25 in line. Each friend who joins moves you up 10 places.");
    expect(welcome!.textBody).toContain("Milestones: Bronze at 100 tokens (priority support)");
    expect(welcome!.textBody).not.toContain("{{place}}");

    const asha = await join("Asha Menon", meera.refId);
    const ravi = await join("Ravi Kumar", meera.refId);
    // Pending referrals move no one.
    expect(await placeInLine(meera.refId)).toBe(25);
    expect(await placeInLine(ravi.refId)).toBe(27);

    expect(await confirm(asha.refId)).toBe("confirmed");
    expect(await placeInLine(meera.refId)).toBe(15);
    expect(await confirm(ravi.refId)).toBe("confirmed");
    expect(await placeInLine(meera.refId)).toBe(5);
    // The ones she passed each went down one place; no two members share a place.
    const all = await testDatabase().db.select({ refId: prelaunchSignups.refId }).from(prelaunchSignups);
    const places = await Promise.all(all.map((row) => placeInLine(row.refId)));
    expect(new Set(places).size).toBe(all.length);
    expect([...places].sort((a, b) => a! - b!)).toEqual(all.map((_, i) => i + 1));

    const page = await thanksPage(meera.cookie);
    expect(page.place).toBe(5);
    expect(page.placesPerReferral).toBe(10);
    expect(page.milestones.map((m) => m.name)).toEqual(["Bronze", "Silver", "Gold", "Diamond"]);

    const subjects = (await mailsTo(meera.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      "Welcome to IRACONNECT! Your referral link inside",
      "A friend joined: you moved up to #15",
      "A friend joined: you moved up to #5",
      "You reached Bronze on IRACONNECT",
    ]);
    // Running it again (a retry, a second click) queues nothing more.
    expect(await confirm(ravi.refId)).toBe("already-confirmed");
    expect(await referralCounted(ravi.refId)).toEqual({ moved: false, milestones: [] });
    expect(await mailsTo(meera.email)).toHaveLength(4);
  });

  it("ties: one earned by referrals goes first, then the earlier signup; places follow the staff's setting", async () => {
    await setPlacesPerReferral(1);
    const a = await join("Anna A");
    const b = await join("Bela B");
    const c = await join("Cara C");
    const friend = await join("Dev D", c.refId);
    await confirm(friend.refId);
    // Cara (3rd) moves up 1 and ties with Bela's score: the referral wins the tie.
    expect(await Promise.all([a, c, b, friend].map((m) => placeInLine(m.refId)))).toEqual([1, 2, 3, 4]);
    await setPlacesPerReferral(0);
    expect(await Promise.all([a, b, c, friend].map((m) => placeInLine(m.refId)))).toEqual([1, 2, 3, 4]);
  });

  it("an erased member leaves the line; a held referral counts for nothing and holds no place until staff approve it", async () => {
    const first = await join("First One");
    const meera = await join("Meera Iyer");
    expect(await placeInLine(meera.refId)).toBe(2);
    await testDatabase().db.transaction((tx) => erasePersonalData(first.email, tx));
    expect(await placeInLine(first.refId)).toBeNull();
    expect(await placeInLine(meera.refId)).toBe(1);

    for (let i = 0; i < 12; i++) await join(`Later ${i}`);
    const farmed = await join("Farmed Friend", meera.refId);
    const behind = await join("Behind Farmed");
    expect(await placeInLine(behind.refId)).toBe(15);
    // Held when it confirms (the review queue's flag): no move, no mail, and out of the line.
    expect(await confirmSignup(farmed.refId, new Date(), ["domain-burst"])).toBe("confirmed");
    expect(await referralCounted(farmed.refId)).toEqual({ moved: false, milestones: [] });
    expect(await placeInLine(meera.refId)).toBe(1);
    expect(await placeInLine(behind.refId)).toBe(14);
    expect((await mailsTo(meera.email)).map((m) => m.subject)).toEqual(["Welcome to IRACONNECT! Your referral link inside"]);

    // Approved: it counts from now, and its mail goes.
    await testDatabase().db.update(prelaunchSignups).set({ referralHold: "approved" }).where(eq(prelaunchSignups.refId, farmed.refId));
    expect((await referralCounted(farmed.refId)).moved).toBe(true);
    expect(await placeInLine(behind.refId)).toBe(15);
  });
});

describe("leaderboard", () => {
  const choose = async (cookie: string, fields: Record<string, string>) => {
    const request = new Request(`${BASE}/iraconnect/thanks`, {
      method: "POST",
      headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    const answer = (await thanksAction({ request, params: {}, context: contextFor("127.0.0.1") } as never)) as { data: { notice: string | null; error: string | null }; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, ...answer.data };
  };
  const board = async () => ((await leaderboardLoader()) as unknown as { data: { rows: { rank: number; displayName: string; referrals: number }[] } }).data.rows;

  it("shows only members who opted in, under their initials or chosen name, most confirmed referrals first; never an e-mail", async () => {
    const meera = await join("Meera Iyer");
    const ravi = await join("Ravi Kumar");
    await join("Quiet Member");
    const friend = await join("Asha Menon", ravi.refId);
    await confirm(friend.refId);

    expect(await choose(meera.cookie, { intent: "join", displayName: "" })).toMatchObject({ status: 200, notice: "You're on the leaderboard as “M. I.”." });
    expect(await choose(ravi.cookie, { intent: "join", displayName: "meera@example.com" })).toMatchObject({ status: 400, error: "Display name must not be an e-mail address" });
    expect(await choose(ravi.cookie, { intent: "join", displayName: "Ravi the Recruiter" })).toMatchObject({ status: 200 });
    expect(await board()).toEqual([
      { rank: 1, displayName: "Ravi the Recruiter", referrals: 1 },
      { rank: 2, displayName: "M. I.", referrals: 0 },
    ]);
    expect(await choose(meera.cookie, { intent: "leave" })).toMatchObject({ status: 200, notice: "You're no longer on the leaderboard." });
    expect((await board()).map((r) => r.displayName)).toEqual(["Ravi the Recruiter"]);
    // Without the member's cookie nothing is stored.
    expect(await choose("", { intent: "join", displayName: "Someone" })).toMatchObject({ status: 404 });
  });

  it("any form a stranger sends gets a clear answer, and no stored name ever holds an @", async () => {
    const member = await join("Meera Iyer");
    await fc.assert(
      fc.asyncProperty(
        fc.record({ intent: fc.oneof(fc.constantFrom("join", "leave", "other"), fc.string()), displayName: fc.oneof(fc.string({ maxLength: 60 }), fc.emailAddress(), fc.constant("\u0000")) }, { requiredKeys: [] }),
        async (fields) => {
          const answer = await choose(member.cookie, fields as Record<string, string>);
          expect([200, 400]).toContain(answer.status);
          expect(answer.error ?? answer.notice).toBeTruthy();
        },
      ),
      { numRuns: 60 },
    );
    const stored = await testDatabase().db.select().from(waitlistLeaderboard);
    for (const row of stored) expect(row.displayName).not.toContain("@");
  });
});

describe("admin Milestones", () => {
  const submit = (fields: Record<string, string>) =>
    submitMilestoneForm(new Request(`${BASE}/admin-dashboard/milestones`, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } }), actor);
  const milestone = { tokens: "160", name: "Copper", reward: "Early invite", mailSubject: "You reached Copper", mailBody: "Thanks for sharing." };

  it("adds, changes and removes milestones, sets places per referral, refuses clashes, and audits each change", async () => {
    expect(await submit({ intent: "create", ...milestone })).toEqual({ ok: true, notice: "Added the milestone Copper." });
    expect(await submit({ intent: "create", ...milestone, name: "Bronze" })).toMatchObject({ ok: false, status: 409, fieldErrors: { tokens: ["Another milestone is reached at 160 tokens"] } });
    expect(await submit({ intent: "create", ...milestone, tokens: "170", name: "bronze" })).toMatchObject({ ok: false, status: 409, fieldErrors: { name: ["Another milestone is called bronze"] } });
    expect(await submit({ intent: "create", ...milestone, tokens: "0" })).toMatchObject({ ok: false, status: 400, fieldErrors: { tokens: ["Tokens needed must be at least 1"] } });
    const [copper] = await testDatabase().db.select().from(waitlistMilestones).where(eq(waitlistMilestones.name, "Copper"));
    expect(await submit({ intent: "update", id: copper!.id, ...milestone, reward: "An early invite" })).toEqual({ ok: true, notice: "Saved the milestone Copper." });
    expect(await submit({ intent: "places", placesPerReferral: "25" })).toEqual({ ok: true, notice: "Each confirmed referral now moves a member up 25 places." });
    expect(await submit({ intent: "delete", id: copper!.id })).toEqual({ ok: true, notice: "Removed the milestone Copper." });
    expect(await submit({ intent: "delete", id: copper!.id })).toMatchObject({ ok: false, status: 404 });

    const actions = (await testDatabase().db.select({ action: auditLog.action }).from(auditLog).where(sql`${auditLog.action} like 'waitlist.%'`).orderBy(auditLog.at)).map((r) => r.action);
    expect(actions).toEqual(["waitlist.milestone_create", "waitlist.milestone_update", "waitlist.places", "waitlist.milestone_delete"]);
    // A member who joins now reads the new setting in their welcome mail.
    const member = await join("New Member");
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(await thanksPage(member.cookie)).toMatchObject({ placesPerReferral: 25 });
  });

  /** The landing page's tier chips (decision 036): the loader's milestones, as the page lists them. */
  async function landingChips(): Promise<string[]> {
    const answer = (await landingLoader({ request: new Request(`${BASE}/iraconnect`), params: {}, context: contextFor("127.0.0.1") } as never)) as unknown as {
      data: { milestones: { name: string; tokens: number }[] };
    };
    return answer.data.milestones.map((m) => `${m.name} · ${m.tokens} tokens`);
  }

  describe("on the landing page", () => {
    let unsubscribe = () => {};
    afterEach(async () => {
      unsubscribe();
      await stopRealtime();
      // Put the seeded Bronze back through the form (which this process hears of at once).
      const [bronze] = await testDatabase().db.select().from(waitlistMilestones).where(eq(waitlistMilestones.reward, "Priority support"));
      await submit({ intent: "update", id: bronze!.id, tokens: "100", name: "Bronze", reward: bronze!.reward, mailSubject: bronze!.mailSubject, mailBody: bronze!.mailBody });
    });

    it("shows the milestones staff set: an edit, an addition and a removal in the admin show at once, in token order", async () => {
      expect(await landingChips()).toEqual(["Bronze · 100 tokens", "Silver · 300 tokens", "Gold · 600 tokens", "Diamond · 1000 tokens"]);
      const [bronze] = await testDatabase().db.select().from(waitlistMilestones).where(eq(waitlistMilestones.name, "Bronze"));
      expect(await submit({ intent: "update", id: bronze!.id, tokens: "150", name: "Bronze Star", reward: bronze!.reward, mailSubject: bronze!.mailSubject, mailBody: bronze!.mailBody })).toEqual({
        ok: true,
        notice: "Saved the milestone Bronze Star.",
      });
      expect(await submit({ intent: "create", ...milestone, tokens: "60" })).toEqual({ ok: true, notice: "Added the milestone Copper." });
      expect(await landingChips()).toEqual(["Copper · 60 tokens", "Bronze Star · 150 tokens", "Silver · 300 tokens", "Gold · 600 tokens", "Diamond · 1000 tokens"]);
      const [copper] = await testDatabase().db.select().from(waitlistMilestones).where(eq(waitlistMilestones.name, "Copper"));
      expect(await submit({ intent: "delete", id: copper!.id })).toEqual({ ok: true, notice: "Removed the milestone Copper." });
      expect(await landingChips()).toEqual(["Bronze Star · 150 tokens", "Silver · 300 tokens", "Gold · 600 tokens", "Diamond · 1000 tokens"]);
    });

    it("an edit made by another instance (straight in SQL) announces the 'signups' topic, which drops the cached page, and is read at once", async () => {
      await startRealtime(testDatabase());
      const events: SiteEvent[] = [];
      unsubscribe = subscribe((event) => events.push(event));
      await waitlistFacts(); // primed: without the announcement it would serve the old chips for 5 s
      expect(await landingChips()).toContain("Bronze · 100 tokens");
      await testDatabase().db.execute(sql`update waitlist_milestones set name = 'Bronze Star' where name = 'Bronze'`);
      await expect.poll(() => events.some((e) => e.topic === "signups" && e.table === "waitlist_milestones")).toBe(true);
      expect(await landingChips()).toContain("Bronze Star · 100 tokens");
    });
  });

  it("any form gets a 2xx or a clear 4xx, never an error, and never a milestone that breaks the rules", async () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constant(""), fc.constant("\u0000"), fc.constant("x".repeat(6000)), fc.constant("Line\r\nbreak"));
    const number = fc.oneof(fc.integer({ min: -5, max: 200_000_000 }).map(String), fc.string({ maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            intent: fc.oneof(fc.constantFrom("create", "update", "delete", "places"), fc.string({ maxLength: 8 })),
            id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
            tokens: number,
            placesPerReferral: number,
            name: text,
            reward: text,
            mailSubject: text,
            mailBody: text,
          },
          { requiredKeys: [] },
        ),
        async (fields) => {
          const outcome = await submit(fields as Record<string, string>);
          if (!outcome.ok) {
            expect([400, 404, 409, 413]).toContain(outcome.status);
            expect(outcome.error.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 120 },
    );
    for (const row of await testDatabase().db.select().from(waitlistMilestones)) {
      expect(row.tokens).toBeGreaterThanOrEqual(1);
      expect(row.name.trim()).toBe(row.name);
      expect(row.mailSubject).not.toMatch(/[\r\n]/);
    }
  });
});
