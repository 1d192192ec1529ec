/**
 * Landing tests (issue 30.4, decision 037): the queries of `landing_tests`, of the conversions
 * their visitors make, and of the pageviews that carry their assignment (analytics_events.variant).
 * The rules are app/services/landing-tests.server.ts's.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, rows, type Db } from "../../db/client.server.ts";
import { landingTestConversions, landingTests, pages, type LandingTestRow } from "../../db/schema.ts";

export type { LandingTestRow };

export type LandingTestListRow = LandingTestRow & { pagePath: string; pageTitle: string };

export async function listLandingTests(executor: Db = db()): Promise<LandingTestListRow[]> {
  const found = await executor
    .select({ test: landingTests, pagePath: pages.path, pageTitle: pages.title })
    .from(landingTests)
    .innerJoin(pages, eq(pages.id, landingTests.pageId))
    .orderBy(sql`case ${landingTests.status} when 'running' then 0 when 'draft' then 1 else 2 end`, desc(landingTests.createdAt));
  return found.map((row) => ({ ...row.test, pagePath: row.pagePath, pageTitle: row.pageTitle }));
}

export async function getLandingTest(id: string, executor: Db = db()): Promise<LandingTestRow | null> {
  const [row] = await executor.select().from(landingTests).where(eq(landingTests.id, id)).limit(1);
  return row ?? null;
}

/** The running test of a page, or null (at most one: the partial unique index). */
export async function runningTestOfPage(pageId: string, executor: Db = db()): Promise<LandingTestRow | null> {
  const [row] = await executor
    .select()
    .from(landingTests)
    .where(and(eq(landingTests.pageId, pageId), eq(landingTests.status, "running")))
    .limit(1);
  return row ?? null;
}

export async function runningTests(executor: Db = db()): Promise<LandingTestRow[]> {
  return executor.select().from(landingTests).where(eq(landingTests.status, "running"));
}

export async function insertLandingTest(values: { pageId: string; name: string; split: number; variantBlocks: unknown[]; now: Date }, executor: Db = db()): Promise<LandingTestRow> {
  const [row] = await executor
    .insert(landingTests)
    .values({ pageId: values.pageId, name: values.name, split: values.split, variantBlocks: values.variantBlocks, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

/** Changes a draft or running test's name, split and variant; null when it is not open. */
export async function updateLandingTest(id: string, values: { name: string; split: number; variantBlocks: unknown[]; now: Date }, executor: Db = db()): Promise<LandingTestRow | null> {
  const [row] = await executor
    .update(landingTests)
    .set({ name: values.name, split: values.split, variantBlocks: values.variantBlocks, updatedAt: values.now })
    .where(and(eq(landingTests.id, id), inArray(landingTests.status, ["draft", "running"])))
    .returning();
  return row ?? null;
}

/** Starts a draft test; null when it is not a draft. */
export async function startLandingTest(id: string, now: Date, executor: Db = db()): Promise<LandingTestRow | null> {
  const [row] = await executor
    .update(landingTests)
    .set({ status: "running", startedAt: now, updatedAt: now })
    .where(and(eq(landingTests.id, id), eq(landingTests.status, "draft")))
    .returning();
  return row ?? null;
}

/** Ends a running test with its winner; null when it is not running (locked: two clicks end it once). */
export async function endLandingTest(id: string, winner: "a" | "b", now: Date, executor: Db = db()): Promise<LandingTestRow | null> {
  const [row] = await executor
    .update(landingTests)
    .set({ status: "ended", winner, endedAt: now, updatedAt: now })
    .where(and(eq(landingTests.id, id), eq(landingTests.status, "running")))
    .returning();
  return row ?? null;
}

/** Deletes a test that has not started (a running or ended one keeps its results). */
export async function deleteDraftLandingTest(id: string, executor: Db = db()): Promise<LandingTestRow | null> {
  const [row] = await executor
    .delete(landingTests)
    .where(and(eq(landingTests.id, id), eq(landingTests.status, "draft")))
    .returning();
  return row ?? null;
}

/** Records conversions (a signup or contact message per test it was assigned to); a repeat is ignored. */
export async function insertConversions(entries: { testId: string; arm: "a" | "b"; kind: "signup" | "contact"; subject: string }[], executor: Db = db()): Promise<number> {
  if (entries.length === 0) return 0;
  const stored = await executor.insert(landingTestConversions).values(entries).onConflictDoNothing().returning({ testId: landingTestConversions.testId });
  return stored.length;
}

export type ArmCounts = { arm: "a" | "b"; visitors: number; signups: number; contacts: number };

/**
 * Each arm's visitors (distinct daily visitor ids with a pageview of the page carrying the arm's
 * assignment, from the test's start) and conversions. Raw events are kept ANALYTICS_RETENTION_DAYS.
 */
export async function armCounts(test: { id: string; path: string; startedAt: Date | null; endedAt: Date | null }, executor: Db = db()): Promise<ArmCounts[]> {
  const compact = test.id.replace(/-/g, "");
  const from = (test.startedAt ?? new Date(0)).toISOString();
  const to = test.endedAt?.toISOString() ?? null;
  const visitors = await rows<{ arm: string; visitors: number | string }>(
    executor,
    sql`select substr(v.entry, 34, 1) as arm, count(distinct e.visitor) as visitors
        from analytics_events e cross join lateral unnest(string_to_array(e.variant, '.')) as v(entry)
        where e.name = 'pageview' and e.path = ${test.path} and e.variant is not null
          and e.created_at >= ${from}::timestamptz and e.created_at <= coalesce(${to}::timestamptz, 'infinity'::timestamptz)
          and v.entry in (${`${compact}:a`}, ${`${compact}:b`})
        group by 1`,
  );
  const conversions = await rows<{ arm: string; kind: string; n: number | string }>(
    executor,
    sql`select arm, kind, count(*) as n from landing_test_conversions where test_id = ${test.id} group by arm, kind`,
  );
  return (["a", "b"] as const).map((arm) => ({
    arm,
    visitors: Number(visitors.find((row) => row.arm === arm)?.visitors ?? 0),
    signups: Number(conversions.find((row) => row.arm === arm && row.kind === "signup")?.n ?? 0),
    contacts: Number(conversions.find((row) => row.arm === arm && row.kind === "contact")?.n ?? 0),
  }));
}
