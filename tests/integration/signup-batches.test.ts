/**
 * Signups stored in batches (issue 15.4, decision 026): one statement for several signups answers
 * each of them as if it had been stored alone, on PGlite and on PostgreSQL.
 */
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, prelaunchSignups, rateLimits } from "../../db/schema.ts";
import { batcher } from "#app/lib/batcher.ts";
import type { Signup } from "#app/lib/schemas/iraconnect-signup.ts";
import { countSignups, createSignupsWithinLimit, newRefId, type LimitedSignupOutcome, type LimitedSignupRequest } from "#app/models/signups.server.ts";
import { testDatabase } from "../setup/test-database.ts";

const HOUR = 60 * 60_000;

function request(email: string, overrides: { key?: string; referralCode?: string; name?: string } = {}): LimitedSignupRequest {
  const refId = newRefId();
  const signup: Signup = {
    name: overrides.name ?? "Batch Member",
    email,
    phone: "+15550001234",
    country: "India",
    role: "Student",
    referralCode: overrides.referralCode ?? "",
    utmSource: "newsletter",
  } as Signup;
  return {
    signup,
    meta: { ip: "198.51.100.9", userAgent: "vitest" },
    refId,
    limitKey: overrides.key ?? `batch:${email}`,
    welcome: { kind: "iraconnect-welcome", to: email, subject: "Welcome\r\nBcc: someone@example.com", text: `Your link: ${refId}`, html: null },
  };
}

/** The refId an outcome answers (a limited one has none). */
const refOf = (outcome: LimitedSignupOutcome | undefined) => (outcome && !outcome.limited ? outcome.refId : null);

const store = (requests: LimitedSignupRequest[], rule: { limit?: number; now?: Date } = {}) =>
  createSignupsWithinLimit(requests, { limit: rule.limit ?? 10, windowMs: HOUR, now: rule.now });

const signupRows = () => testDatabase().db.select().from(prelaunchSignups).orderBy(asc(prelaunchSignups.createdAt));
const mails = () => testDatabase().db.select().from(mailOutbox);

beforeEach(async () => {
  await testDatabase().db.execute(sql`delete from prelaunch_signups`);
  await testDatabase().db.execute(sql`delete from mail_outbox`);
  await testDatabase().db.execute(sql`delete from rate_limits`);
});

describe("createSignupsWithinLimit", () => {
  it("stores every signup of a batch with its welcome mail, counts them in order and keeps their order", async () => {
    const batch = ["one", "two", "three", "four", "five"].map((n) => request(`${n}@example.com`));
    const outcomes = await store(batch);
    expect(outcomes).toEqual(
      batch.map((r, i) => ({ limited: false, points: 1, expiresAt: expect.any(Date), refId: r.refId, created: true, total: i + 1 })),
    );
    const rows = await signupRows();
    expect(rows.map((r) => r.email)).toEqual(batch.map((r) => r.signup.email));
    expect(rows.map((r) => r.refId)).toEqual(batch.map((r) => r.refId));
    expect(rows.every((r) => r.utmSource === "newsletter" && r.ip === "198.51.100.9" && r.userAgent === "vitest")).toBe(true);
    // Each row has its own moment (to the microsecond), in the batch's order: the admin list sorts by it.
    const moments = await testDatabase().db.execute(sql`select count(distinct created_at) as n from prelaunch_signups`);
    expect(Number((moments as unknown as { rows: { n: string | number }[] }).rows[0]!.n)).toBe(5);

    const queued = await mails();
    expect(queued.map((m) => m.toAddress).sort()).toEqual(batch.map((r) => r.signup.email).sort());
    // A line break in a subject would start a new header line.
    expect(queued.every((m) => m.subject === "Welcome Bcc: someone@example.com")).toBe(true);
    expect(await countSignups()).toBe(5);

    // A later batch counts on from there.
    const [next] = await store([request("six@example.com")]);
    expect(next).toMatchObject({ created: true, total: 6 });
  });

  it("counts the hits on one key across the batch, after the hits before it, and starts again once the window is over", async () => {
    const key = "batch:one-network";
    expect((await store([request("a1@example.com", { key }), request("a2@example.com", { key })], { limit: 4 })).map((o) => o.points)).toEqual([1, 2]);

    const outcomes = await store(
      [request("a3@example.com", { key }), request("b1@example.com"), request("a4@example.com", { key }), request("a5@example.com", { key }), request("a6@example.com", { key })],
      { limit: 4 },
    );
    expect(outcomes.map((o) => [o.limited, o.points])).toEqual([
      [false, 3],
      [false, 1],
      [false, 4],
      [true, 5],
      [true, 6],
    ]);
    expect((await signupRows()).map((r) => r.email).sort()).toEqual(["a1@example.com", "a2@example.com", "a3@example.com", "a4@example.com", "b1@example.com"]);
    expect(await mails()).toHaveLength(5);
    const [counter] = await testDatabase().db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counter!.points).toBe(6);

    const later = new Date(Date.now() + HOUR + 1000);
    const [fresh] = await store([request("a7@example.com", { key })], { limit: 4, now: later });
    expect(fresh).toMatchObject({ limited: false, points: 1, created: true });
  });

  it("answers a repeat address with the member's refId, and a second signup of one address in the same batch with none, storing one row", async () => {
    const [member] = await store([request("asha@example.com")]);
    const repeat = request("asha@example.com", { name: "Asha Again" });
    const first = request("ravi@gmail.com");
    const twin = request("r.avi+news@gmail.com");
    const outcomes = await store([repeat, first, twin]);
    expect(outcomes[0]).toMatchObject({ limited: false, created: false, refId: refOf(member) });
    expect(outcomes[1]).toMatchObject({ limited: false, created: true, refId: first.refId });
    // Not visible to the statement that stores it: the service settles this one with createSignup.
    expect(outcomes[2]).toMatchObject({ limited: false, created: false, refId: null });
    const rows = await signupRows();
    expect(rows.map((r) => r.email)).toEqual(["asha@example.com", "ravi@gmail.com"]);
    expect(rows[0]!.name).toBe("Batch Member");
    expect((await mails()).map((m) => m.toAddress).sort()).toEqual(["asha@example.com", "ravi@gmail.com"]);
    expect(await countSignups()).toBe(2);
  });

  it("links a referral to an existing member, but not a member's own code under another variant of the address", async () => {
    const [referrer] = await store([request("mira@gmail.com")]);
    const friend = request("friend@example.com", { referralCode: refOf(referrer)! });
    const self = request("m.ira@gmail.com", { referralCode: refOf(referrer)! });
    const unknown = request("other@example.com", { referralCode: "NoSuchCode" });
    const outcomes = await store([friend, self, unknown]);
    expect(outcomes.map((o) => !o.limited && o.created)).toEqual([true, false, true]);
    const byEmail = Object.fromEntries((await signupRows()).map((r) => [r.email, r.referredBy]));
    expect(byEmail).toEqual({ "mira@gmail.com": null, "friend@example.com": refOf(referrer), "other@example.com": null });
  });

  it("fails only the signup the database refuses when it is sent with others", async () => {
    const batches = batcher<LimitedSignupRequest, Awaited<ReturnType<typeof store>>[number]>({
      run: (requests) => store(requests),
      maxInFlight: 1,
      maxBatch: 64,
    });
    // Stored e-mails are normalised (a check constraint): this one never reaches the table.
    const refused = request("Not.Normalised@Example.COM ");
    const answers = await Promise.allSettled([request("fine1@example.com"), refused, request("fine2@example.com")].map((r) => batches.submit(r)));
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await signupRows()).map((r) => r.email).sort()).toEqual(["fine1@example.com", "fine2@example.com"]);
    expect(await mails()).toHaveLength(2);
    expect(await countSignups()).toBe(2);
  });
});

describe("the signup count kept by the database", () => {
  const insertRows = (emails: string[]) =>
    testDatabase().db.execute(
      sql`insert into prelaunch_signups (ref_id, name, email, phone, country, role)
          select 'R' || md5(e), 'Someone', e, '+15550000000', 'India', 'Student' from unnest(${sql.param(emails)}::text[]) as e
          on conflict do nothing`,
    );

  it("moves by the rows of each statement, also for writes made straight in SQL", async () => {
    await insertRows(["c1@example.com", "c2@example.com", "c3@example.com"]);
    expect(await countSignups()).toBe(3);
    // Nothing stored, nothing counted.
    await insertRows(["c1@example.com", "c2@example.com"]);
    expect(await countSignups()).toBe(3);
    await testDatabase().db.execute(sql`delete from prelaunch_signups where email in ('c1@example.com', 'c2@example.com')`);
    expect(await countSignups()).toBe(1);
    await testDatabase().db.execute(sql`delete from prelaunch_signups where email = 'nobody@example.com'`);
    expect(await countSignups()).toBe(1);
    await testDatabase().db.execute(sql`truncate prelaunch_signups cascade`);
    expect(await countSignups()).toBe(0);
  });
});
