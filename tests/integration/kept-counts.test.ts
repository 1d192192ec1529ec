/**
 * Decision 050: each member's counted referrals are kept on the member's row (referral_count, by a
 * trigger of migration 0031), so the admin list sorts and filters by them without counting. The
 * count must always be what COUNTED_REFERRAL counts: after a confirmation, a hold by the quality
 * check, staff's approval or rejection, an erasure, the retention purge, and any mix of them; the
 * Signups page shows it. Likewise the page's facets (signups per country and UTM source, and how
 * many there are), kept in signup_facet_counts: always what counting the signups gives.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prelaunchSignups } from "../../db/schema.ts";
import { loader as signupsLoader } from "#app/routes/admin/signups.tsx";
import { confirmSignup, COUNTED_REFERRAL, createSignup, FACET_FOLD_ABOVE, findMember, foldSignupFacets, reviewReferral, signupCountries, signupFacets, signupsBySource } from "#app/models/signups.server.ts";
import { erasePersonalData, purgeBefore } from "#app/models/personal-data.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, requestContext, sessionCookieFor } from "../support/auth.ts";

const db = () => testDatabase().db;
let cookie = "";
let reviewerId = "";
beforeAll(async () => {
  reviewerId = (await createTestAdmin("counts.owner@example.com")).id;
  cookie = await sessionCookieFor(reviewerId);
});
beforeEach(async () => {
  await db().execute(sql`delete from prelaunch_signups`);
});

let n = 0;
async function join(referralCode?: string, country = "Kenya", utmSource?: string): Promise<{ refId: string; email: string }> {
  const email = `count-${++n}@example.com`;
  const signup = { name: `Member ${n}`, email, phone: "+254 700 000000", country, role: "Student", referralCode, utmSource };
  return { refId: (await createSignup(signup as never, { ip: `203.0.113.${n % 250}`, userAgent: "vitest" })).refId, email };
}

/** Every member whose kept count differs from COUNTED_REFERRAL's count, with both numbers. */
async function drift(): Promise<{ ref_id: string; kept: number; counted: number }[]> {
  const result = (await db().execute(sql`
    select p.ref_id, p.referral_count as kept,
           (select count(*)::int from ${prelaunchSignups} r where r.referred_by = p.ref_id and ${COUNTED_REFERRAL}) as counted
    from ${prelaunchSignups} p`)) as unknown as { rows: { ref_id: string; kept: number; counted: number }[] };
  return result.rows.filter((row) => Number(row.kept) !== Number(row.counted));
}

type ListData = Awaited<ReturnType<typeof signupsLoader>>;
const list = async (query: string) =>
  (await signupsLoader({ request: new Request(`http://localhost:3000/admin-dashboard/signups${query}`, { headers: { Cookie: cookie } }), params: {}, context: requestContext() } as never)) as ListData;
const shown = async (refId: string, query = "") => (await list(query)).rows.find((r) => r.refId === refId)?.referrals;

describe("a member's kept referral count", () => {
  it("counts a referral once it confirms, not while pending, and once only on a second click", async () => {
    const referrer = await join();
    const friend = await join(referrer.refId);
    expect(await shown(referrer.refId)).toBe(0);
    expect(await confirmSignup(friend.refId)).toBe("confirmed");
    expect(await shown(referrer.refId)).toBe(1);
    expect(await confirmSignup(friend.refId)).toBe("already-confirmed");
    expect(await shown(referrer.refId)).toBe(1);
    // The member's own page counts the same (COUNTED_REFERRAL), and the list sorts by it.
    expect((await findMember(referrer.refId))?.referrals).toBe(1);
    expect((await list("?sort=referrals")).rows[0]?.refId).toBe(referrer.refId);
    expect(await drift()).toEqual([]);
  });

  it("does not count a referral held by the quality check until staff approve it; a rejected one never", async () => {
    const referrer = await join();
    const held = await join(referrer.refId);
    const rejected = await join(referrer.refId);
    await confirmSignup(held.refId, new Date(), ["disposable-domain"]);
    await confirmSignup(rejected.refId, new Date(), ["same-network"]);
    expect(await shown(referrer.refId)).toBe(0);
    expect(await reviewReferral(held.refId, "approved", reviewerId)).toBe(true);
    expect(await reviewReferral(rejected.refId, "rejected", reviewerId)).toBe(true);
    expect(await shown(referrer.refId)).toBe(1);
    // A tier is a range of the kept count: one referral is below Bronze (two).
    expect((await list("?tier=none")).rows.map((r) => r.refId)).toContain(referrer.refId);
    expect((await list("?tier=bronze")).rows.map((r) => r.refId)).not.toContain(referrer.refId);
    expect(await drift()).toEqual([]);
  });

  it("takes an erased referral away, and the retention purge's too", async () => {
    const referrer = await join();
    const friends = [await join(referrer.refId), await join(referrer.refId), await join(referrer.refId)];
    for (const friend of friends) await confirmSignup(friend.refId);
    expect(await shown(referrer.refId, "?tier=bronze")).toBe(3);
    await db().transaction((tx) => erasePersonalData(friends[0]!.email, tx as never));
    expect(await shown(referrer.refId)).toBe(2);
    await db().execute(sql`update ${prelaunchSignups} set created_at = now() - interval '3 years' where ref_id = ${friends[1]!.refId}`);
    await purgeBefore(new Date(Date.now() - 365 * 24 * 3600 * 1000), db());
    expect(await shown(referrer.refId)).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it("counts rows written in SQL as the app's (an import, psql), in one statement with their referrer", async () => {
    await db().execute(sql`
      insert into prelaunch_signups (ref_id, name, email, phone, country, role, referred_by, confirmed_at)
      values ('sqlfriend1', 'F', 'sql-f1@example.com', '1', 'Kenya', 'Student', 'sqlmember1', now()),
             ('sqlmember1', 'M', 'sql-m1@example.com', '1', 'Kenya', 'Student', null, null),
             ('sqlfriend2', 'G', 'sql-f2@example.com', '1', 'Kenya', 'Student', 'sqlmember1', null)`);
    expect(await shown("sqlmember1")).toBe(1);
    await db().execute(sql`update prelaunch_signups set referred_by = null where ref_id = 'sqlfriend1'`);
    await db().execute(sql`update prelaunch_signups set confirmed_at = now(), referred_by = 'sqlmember1' where ref_id = 'sqlfriend2'`);
    expect(await shown("sqlmember1")).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it("counts two referrals of one member confirming at once", async () => {
    const referrer = await join();
    const friends = await Promise.all(Array.from({ length: 6 }, () => join(referrer.refId)));
    await Promise.all(friends.map((friend) => confirmSignup(friend.refId)));
    expect(await shown(referrer.refId)).toBe(6);
    expect(await drift()).toEqual([]);
  });

  it("stays what COUNTED_REFERRAL counts through any sequence of joins, confirmations, holds, decisions and erasures", async () => {
    type Step =
      | { kind: "join"; referrer: number }
      | { kind: "confirm"; who: number; hold: boolean }
      | { kind: "review"; who: number; approve: boolean }
      | { kind: "erase"; who: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant("join" as const), referrer: fc.nat(9) }),
      fc.record({ kind: fc.constant("confirm" as const), who: fc.nat(9), hold: fc.boolean() }),
      fc.record({ kind: fc.constant("review" as const), who: fc.nat(9), approve: fc.boolean() }),
      fc.record({ kind: fc.constant("erase" as const), who: fc.nat(9) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await db().execute(sql`delete from prelaunch_signups`);
        const members = [await join(), await join()];
        const pick = (i: number) => members[i % members.length]!;
        for (const s of steps) {
          if (s.kind === "join") members.push(await join(pick(s.referrer).refId));
          else if (s.kind === "confirm") await confirmSignup(pick(s.who).refId, new Date(), s.hold ? ["disposable-domain"] : []);
          else if (s.kind === "review") await reviewReferral(pick(s.who).refId, s.approve ? "approved" : "rejected", reviewerId);
          else await db().transaction((tx) => erasePersonalData(pick(s.who).email, tx as never));
        }
        expect(await drift()).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

describe("the signups page's kept facets", () => {
  /** The facets as counting every signup gives them. */
  const counted = async () => {
    const [countries, bySource] = await Promise.all([signupCountries(), signupsBySource()]);
    return { countries, bySource, total: bySource.reduce((sum, s) => sum + s.signups, 0) };
  };

  it("are what counting the signups gives, after joins, erasures, SQL updates and deletes, and a fold", async () => {
    await join(undefined, "Kenya", "linkedin");
    await join(undefined, "Kenya");
    const erased = await join(undefined, "Ghana", "google");
    await join(undefined, "Ghana", "google");
    await join(undefined, "Peru", "");
    expect(await signupFacets()).toEqual(await counted());
    await db().transaction((tx) => erasePersonalData(erased.email, tx as never));
    await db().execute(sql`update prelaunch_signups set country = 'Chile', utm_source = 'newsletter' where country = 'Peru'`);
    const facets = await signupFacets();
    expect(facets).toEqual(await counted());
    expect(facets.countries.map((c) => c.country)).toEqual(["Kenya", "Chile", "Ghana"]);
    expect(facets.total).toBe(4);
    // A filter of country, source and confirmation alone is counted from the kept facets too.
    await db().execute(sql`update prelaunch_signups set confirmed_at = now() where utm_source = 'google' or country = 'Chile'`);
    for (const query of ["?confirmed=yes", "?confirmed=no", "?country=Kenya", "?source=(none)", "?source=google&confirmed=yes", "?country=Chile&source=newsletter&confirmed=yes", "?country=Ghana&confirmed=no"]) {
      const page = await list(query);
      expect({ query, total: page.total }).toEqual({ query, total: page.rows.length });
    }
    expect((await list("?confirmed=yes")).total).toBe(2);
    await foldSignupFacets();
    expect(await signupFacets()).toEqual(await counted());
    expect((await list("?confirmed=no&country=Kenya")).total).toBe(2);
    await db().execute(sql`delete from prelaunch_signups`);
    expect(await signupFacets()).toEqual({ countries: [], bySource: [], total: 0 });
  });

  it("fold themselves once there are many rows of changes, and the page shows them", async () => {
    for (let i = 0; i <= FACET_FOLD_ABOVE; i++) {
      await db().execute(sql`insert into prelaunch_signups (ref_id, name, email, phone, country, role, utm_source)
        values (${`fold${i}`}, 'F', ${`fold-${i}@example.com`}, '1', ${i % 3 ? "Kenya" : "Ghana"}, 'Student', ${i % 2 ? "google" : null})`);
    }
    const pieces = async () => Number(((await db().execute(sql`select count(*) as n from signup_facet_counts`)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    expect(await pieces()).toBeGreaterThan(FACET_FOLD_ABOVE);
    const page = await list("");
    expect(await pieces()).toBeLessThanOrEqual(4);
    const expected = await counted();
    expect(page).toMatchObject({ allSignups: FACET_FOLD_ABOVE + 1, total: FACET_FOLD_ABOVE + 1, bySource: expected.bySource, countries: expected.countries.map((c) => c.country) });
  });
});
