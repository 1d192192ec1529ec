/**
 * A member's page in the admin (issue 28 item 4): the fields, the referral link, the referred
 * members with a held one marked, the tokens' breakdown, the touches, the place in line, the
 * milestones reached and the mails; 404 with our words for an unknown, malformed or erased code.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { prelaunchSignups } from "../../db/schema.ts";
import { NO_TOUCHES, type TouchColumns } from "#app/lib/attribution.ts";
import { signupSchema } from "#app/lib/schemas/iraconnect-signup.ts";
import { createSignup } from "#app/models/signups.server.ts";
import { enqueueMail } from "#app/models/mail-outbox.server.ts";
import { insertMilestone } from "#app/models/waitlist.server.ts";
import { loader as memberLoader, MEMBER_NOT_FOUND, referralState } from "#app/routes/admin/member.tsx";
import { loader as signupsLoader } from "#app/routes/admin/signups.tsx";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { settle } from "../support/route-call.ts";

const signup = (fields: Record<string, string>, touches: Partial<TouchColumns> = {}) =>
  createSignup(signupSchema.parse({ phone: "+91 98765 43210", country: "India", role: "Student", ...fields }), { ip: "198.51.100.1", userAgent: "vitest", touches: { ...NO_TOUCHES, ...touches } });

let owner: string;
let editor: string;
let ref: string;
let heldRef: string;

const get = (path: string, cookie: string) => new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });
const open = (refId: string, cookie = owner) => settle<Awaited<ReturnType<typeof memberLoader>>>(() => memberLoader({ request: get(`/admin-dashboard/signups/${refId}`, cookie), params: { refId } } as never));

beforeAll(async () => {
  owner = await sessionCookieFor((await createTestStaff("owner@member.test", "owner")).id);
  editor = await sessionCookieFor((await createTestStaff("editor@member.test", "editor")).id);
  ref = (
    await signup(
      { name: "Meera Iyer", email: "meera@member.test", utmSource: "linkedin", utmCampaign: "spring" },
      { firstSource: "google", firstMedium: "cpc", firstCampaign: "brand", firstReferrer: "www.google.com", lastSource: "newsletter", lastMedium: "email", lastCampaign: "launch", lastReferrer: null },
    )
  ).refId;
  await signup({ name: "Arjun Rao", email: "arjun@member.test", referralCode: ref });
  heldRef = (await signup({ name: "Held Person", email: "held@member.test", referralCode: ref })).refId;
  await signup({ name: "Late Person", email: "late@member.test", referralCode: ref });
  const { db } = testDatabase();
  await db.update(prelaunchSignups).set({ confirmedAt: new Date("2026-11-01T10:00:00Z") }).where(eq(prelaunchSignups.email, "arjun@member.test"));
  await db.update(prelaunchSignups).set({ confirmedAt: new Date("2026-11-01T10:00:00Z") }).where(eq(prelaunchSignups.email, "meera@member.test"));
  await db
    .update(prelaunchSignups)
    .set({ confirmedAt: new Date("2026-11-02T10:00:00Z"), referralHold: "held", referralFlags: ["same network as the referrer"] })
    .where(eq(prelaunchSignups.refId, heldRef));
  await insertMilestone({ tokens: 60, name: "First friend", reward: "A sticker", mailSubject: "You did it", mailBody: "Well done" });
  await insertMilestone({ tokens: 5000, name: "Legend", reward: "A call", mailSubject: "Legend", mailBody: "Wow" });
  await enqueueMail({ kind: "iraconnect-member-test", to: "meera@member.test", subject: "A mail for Meera", text: "Hello" });
  await enqueueMail({ kind: "iraconnect-member-test", to: "someone-else@member.test", subject: "Not Meera's", text: "Hello" });
});

describe("the member's page", () => {
  it("is linked from each row of the signups list", async () => {
    const list = await signupsLoader({ request: get("/admin-dashboard/signups", owner) } as never);
    expect(list.rows.map((r) => r.refId)).toContain(ref);
  });

  it("shows the fields, the referral link, tokens, place, touches, milestones and mails", async () => {
    const { status, body } = await open(ref);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Meera Iyer", email: "meera@member.test", country: "India", role: "Student", referrals: 1, tokens: 60, tier: "none" });
    expect(body.link).toMatch(new RegExp(`/iraconnect\\?ref=${ref}$`));
    expect(body.confirmedAt).toBe("2026-11-01T10:00:00.000Z");
    expect(body.place).toBeGreaterThanOrEqual(1);
    expect(body.touches.first).toEqual({ source: "google", medium: "cpc", campaign: "brand", referrer: "www.google.com" });
    expect(body.touches.last).toMatchObject({ source: "newsletter", medium: "email", campaign: "launch" });
    expect(body.utm).toMatchObject({ source: "linkedin", campaign: "spring" });
    const reached = Object.fromEntries(body.milestones.map((m) => [m.name, m.reached]));
    expect(reached).toMatchObject({ "First friend": true, Legend: false });
    expect(body.milestones.map((m) => m.tokens)).toEqual([...body.milestones.map((m) => m.tokens)].sort((a, b) => a - b));
    expect(body.mails.map((m) => [m.subject, m.status])).toEqual(expect.arrayContaining([["A mail for Meera", "pending"]]));
    expect(body.mails.map((m) => m.subject)).not.toContain("Not Meera's");
  });

  it("lists the referred members, the held one marked and not counted", async () => {
    const { body } = await open(ref);
    const byName = Object.fromEntries(body.referralList.map((r) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(["Arjun Rao", "Held Person", "Late Person"]);
    expect(referralState(byName["Arjun Rao"]!)).toEqual({ label: "Counts", tone: "success" });
    expect(byName["Arjun Rao"]!.counted).toBe(true);
    expect(referralState(byName["Held Person"]!).label).toBe("Held for review");
    expect(byName["Held Person"]!.counted).toBe(false);
    expect(byName["Held Person"]!.flags).toEqual(["same network as the referrer"]);
    expect(referralState(byName["Late Person"]!).label).toBe("Not confirmed");
  });

  it("answers 404 with our words for an unknown, malformed or erased code", async () => {
    for (const code of ["ZZZZZZZZZZ", "../etc", "a b", "x".repeat(300)]) {
      const answer = await open(code);
      expect(answer.status, code).toBe(404);
      expect(answer.body).toBe(MEMBER_NOT_FOUND);
    }
    const gone = (await signup({ name: "Gone Soon", email: "gone@member.test" })).refId;
    expect((await open(gone)).status).toBe(200);
    await testDatabase().db.delete(prelaunchSignups).where(eq(prelaunchSignups.refId, gone));
    expect((await open(gone)).status).toBe(404);
  });

  it("is closed to editors (personal data)", async () => {
    expect((await open(ref, editor)).status).toBe(403);
  });
});
