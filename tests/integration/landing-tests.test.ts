/**
 * Issue 30.4 on a real database (both engines): a variant made from a published page, visitors
 * assigned by the cookie and keeping their arm, the split respected over many visitors, bots and
 * Do Not Track seeing the original, pageviews and signups counted per arm, ending a test keeping
 * the winner as a new revision, and every admin action parsed by its schema (property-based).
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentRevisions, landingTestConversions, landingTests, pages } from "../../db/schema.ts";
import type { PageInput } from "#app/lib/blocks/schema.ts";
import { VARIANT_COOKIE, variantKey } from "#app/lib/landing-tests.ts";
import { collect } from "#app/services/analytics.server.ts";
import { createTest, endTest, landingTestResults, recordConversion, saveTest, startTest, submitLandingTest } from "#app/services/landing-tests.server.ts";
import { publishedPage, publishPage, savePageDraft } from "#app/services/pages.server.ts";
import { action as adminAction } from "#app/routes/admin/landing-tests.tsx";
import { loader as pageLoader } from "#app/routes/pages/page.tsx";
import { testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
const count = async (query: ReturnType<typeof sql>) => Number(((await db().execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

beforeEach(async () => {
  await db().execute(sql`delete from landing_tests`);
  await db().execute(sql`delete from pages`);
  await db().execute(sql`delete from content_revisions where entity_type = 'page'`);
  await db().execute(sql`delete from analytics_events`);
});

function campaign(path: string): PageInput {
  return {
    path,
    title: "Spring campaign",
    seo: { description: "Join early." },
    blocks: [
      { id: "hero", type: "iraconnectHero", title: "Original headline", subtitle: "The original pitch." },
      { id: "join", type: "form", form: "iraconnect-signup" },
    ],
  };
}

async function publishedCampaign(path = "/spring") {
  const saved = await savePageDraft(null, campaign(path), testActor);
  if (!saved.ok) throw new Error(saved.errors.join("; "));
  const published = await publishPage(saved.id, testActor);
  if (!published.ok) throw new Error(published.errors.join("; "));
  return saved.id;
}

/** A running test whose variant's hero says "Variant headline". */
async function runningTest(path = "/spring", split = 50) {
  const pageId = await publishedCampaign(path);
  const made = await createTest(pageId, "Headline test", split, testActor);
  if (!made.ok || !made.testId) throw new Error(JSON.stringify(made));
  const [row] = await db().select().from(landingTests).where(eq(landingTests.id, made.testId));
  const blocks = structuredClone(row!.variantBlocks) as Record<string, unknown>[];
  blocks[0]!.title = "Variant headline";
  const saved = await saveTest(made.testId, { name: "Headline test", split, blocks }, testActor);
  expect(saved.ok).toBe(true);
  expect((await startTest(made.testId, testActor)).ok).toBe(true);
  return { pageId, testId: made.testId };
}

type Loaded = { page: { blocks: { type: string; title?: string }[]; seo: { canonical?: string } } | null };
async function visit(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost${path}`);
  const answer = await settle<Loaded>(async () => pageLoader({ request: new Request(url, { headers: { "user-agent": BROWSER, ...headers } }), url, params: {}, context: {} } as never));
  const headline = answer.body.page?.blocks.find((block) => block.type === "iraconnectHero")?.title ?? null;
  const setCookie = answer.headers.get("set-cookie");
  const cookie = setCookie ? setCookie.split(";")[0]! : null;
  return { status: answer.status, headline, cookie, cacheControl: answer.headers.get("cache-control") };
}

describe("serving a page with a running landing test", () => {
  it("assigns a new visitor by cookie, and the visitor keeps their version", async () => {
    const { testId } = await runningTest();
    const first = await visit("/spring");
    expect(first.cookie).toMatch(new RegExp(`^${VARIANT_COOKIE}=`));
    expect(["Original headline", "Variant headline"]).toContain(first.headline);
    for (let i = 0; i < 5; i++) {
      const again = await visit("/spring", { cookie: first.cookie! });
      expect(again.headline).toBe(first.headline);
      expect(again.cookie).toBeNull();
    }
    // The cookie the server honours: a valid arm of this running test, nothing else.
    expect((await visit("/spring", { cookie: `${VARIANT_COOKIE}=${variantKey(testId, "b")}` })).headline).toBe("Variant headline");
    expect((await visit("/spring", { cookie: `${VARIANT_COOKIE}=${variantKey(testId, "a")}` })).headline).toBe("Original headline");
    const forged = await visit("/spring", { cookie: `${VARIANT_COOKIE}=${variantKey(testId, "a").replace(":a", ":z")}` });
    expect(forged.cookie).not.toBeNull();
  });

  it("respects the split over many visitors (within 4 standard deviations)", async () => {
    await runningTest("/spring", 30);
    const n = 200;
    let variant = 0;
    for (let i = 0; i < n; i++) if ((await visit("/spring")).headline === "Variant headline") variant++;
    const sd = Math.sqrt(n * 0.3 * 0.7);
    expect(Math.abs(variant - n * 0.3)).toBeLessThan(4 * sd);
  });

  it("shows bots, Do Not Track and Global Privacy Control the original, without a cookie and never cached", async () => {
    await runningTest("/spring", 99);
    const excluded: Record<string, string>[] = [{ "user-agent": GOOGLEBOT }, { "user-agent": "" }, { dnt: "1" }, { "sec-gpc": "1" }];
    for (const headers of excluded) {
      const seen = await visit("/spring", headers);
      expect(seen.headline).toBe("Original headline");
      expect(seen.cookie).toBeNull();
      expect(seen.cacheControl).toBe("private, no-store");
    }
  });

  it("keeps the original's canonical address and serves pages without a test as before", async () => {
    const { testId } = await runningTest();
    const seen = await visit("/spring", { cookie: `${VARIANT_COOKIE}=${variantKey(testId, "b")}` });
    expect(seen.headline).toBe("Variant headline");
    const page = await publishedPage("/spring");
    expect(page?.seo.canonical).toBeUndefined();
    await publishedCampaign("/autumn");
    const plain = await visit("/autumn");
    expect(plain.cookie).toBeNull();
    expect(plain.cacheControl).toBe("public, max-age=0, must-revalidate");
  });
});

describe("measuring and ending a landing test", () => {
  it("counts each arm's visitors from pageviews and signups from the cookie, and ending keeps the winner as a revision", async () => {
    const { pageId, testId } = await runningTest();
    const info = (n: number) => ({ ip: `198.51.100.${n}`, userAgent: BROWSER });
    const headersFor = (arm: "a" | "b") => new Headers({ cookie: `${VARIANT_COOKIE}=${variantKey(testId, arm)}`, "user-agent": BROWSER });
    for (let i = 0; i < 4; i++) expect((await collect({ n: "pageview", u: "/spring", r: "" }, headersFor("a"), info(i))).status).toBe(202);
    for (let i = 10; i < 12; i++) expect((await collect({ n: "pageview", u: "/spring", r: "" }, headersFor("b"), info(i))).status).toBe(202);
    expect(await recordConversion(headersFor("a"), BROWSER, "signup", "ref-a1")).toBe(1);
    expect(await recordConversion(headersFor("b"), BROWSER, "signup", "ref-b1")).toBe(1);
    expect(await recordConversion(headersFor("b"), BROWSER, "signup", "ref-b1")).toBe(0);
    expect(await recordConversion(new Headers({ "user-agent": BROWSER }), BROWSER, "signup", "ref-none")).toBe(0);
    await expect.poll(() => count(sql`select count(*) as n from analytics_events where variant is not null`)).toBe(6);

    const [results] = await landingTestResults();
    expect(results!.arms.map((arm) => [arm.arm, arm.visitors, arm.signups])).toEqual([
      ["a", 4, 1],
      ["b", 2, 1],
    ]);
    expect(results!.comparison.rateA).toBeCloseTo(0.25);
    expect(results!.comparison.rateB).toBeCloseTo(0.5);

    const revisionsBefore = (await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, pageId))).length;
    const ended = await endTest(testId, "b", testActor);
    expect(ended.ok).toBe(true);
    expect((await publishedPage("/spring"))?.blocks.find((b) => b.type === "iraconnectHero")).toMatchObject({ title: "Variant headline" });
    const revisions = await db().select().from(contentRevisions).where(eq(contentRevisions.entityId, pageId));
    expect(revisions.length).toBe(revisionsBefore + 1);
    expect((await visit("/spring")).cookie).toBeNull();
    expect((await endTest(testId, "a", testActor)).ok).toBe(false);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, testId))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["landing_test.create", "landing_test.update", "landing_test.start", "landing_test.end"]));
    expect(await db().select().from(landingTestConversions)).toHaveLength(2);
  });

  it("ending with the original changes nothing on the page", async () => {
    const { pageId, testId } = await runningTest();
    const before = await db().select().from(pages).where(eq(pages.id, pageId));
    expect((await endTest(testId, "a", testActor)).ok).toBe(true);
    const after = await db().select().from(pages).where(eq(pages.id, pageId));
    expect(after[0]!.blocks).toEqual(before[0]!.blocks);
  });

  it("refuses a second open test on a page, a draft page, and a variant with a bad block (nothing stored)", async () => {
    const { pageId, testId } = await runningTest();
    const again = await createTest(pageId, "Another", 50, testActor);
    expect(again).toMatchObject({ ok: false, status: 409 });
    const draft = await savePageDraft(null, campaign("/draft-page"), testActor);
    expect(await createTest((draft as { id: string }).id, "On a draft", 50, testActor)).toMatchObject({ ok: false, status: 404 });
    const bad = await saveTest(testId, { name: "x", split: 50, blocks: [{ id: "h", type: "iraconnectHero", title: "" }] }, testActor);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join(" ")).toMatch(/^blocks\.0\./);
    const [row] = await db().select().from(landingTests).where(eq(landingTests.id, testId));
    expect((row!.variantBlocks as { title?: string }[])[0]!.title).toBe("Variant headline");
  });
});

describe("the landing tests action with hostile input", () => {
  it("answers every form with a 4xx and a message or a success, never a 5xx, and stores nothing bad", async () => {
    const pageId = await publishedCampaign();
    const admin = await createTestAdmin("landing-editor@test.example", "editor");
    const cookie = await sessionCookieFor(admin.id);
    const field = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("", "0", "100", "50", "-1", "1e9", "null", pageId, "00000000-0000-0000-0000-000000000000"));
    const intent = fc.oneof(fc.constantFrom("create", "save", "start", "end", "delete", ""), fc.string({ maxLength: 10 }));
    await fc.assert(
      fc.asyncProperty(intent, fc.record({ pageId: field, name: field, split: field, testId: field, winner: field, blocks: field }, { requiredKeys: [] }), async (chosen, values) => {
        const request = formRequest("/admin-dashboard/landing-tests", { intent: chosen, ...(values as Record<string, string>) }, { headers: { cookie, origin: "http://localhost" } });
        const answer = await settle<{ ok: boolean; errors: string[] }>(async () => adminAction({ request, params: {}, context: requestContext() } as never));
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.body.errors.join(" ").length).toBeGreaterThan(0);
        await db().execute(sql`delete from landing_tests`);
      }),
      { numRuns: 60 },
    );
    expect(await count(sql`select count(*) as n from landing_tests where split < 1 or split > 99 or btrim(name) = ''`)).toBe(0);
  });

  it("refuses what the schema refuses with the field's message", async () => {
    const pageId = await publishedCampaign();
    const refused = async (values: Record<string, string>) => submitLandingTest(formRequest("/admin-dashboard/landing-tests", values), testActor);
    expect(await refused({ intent: "create", pageId, name: "A", split: "0" })).toMatchObject({ ok: false, status: 400, errors: ["split: must be a whole number from 1 to 99"] });
    expect(await refused({ intent: "create", pageId, name: " ", split: "50" })).toMatchObject({ ok: false, status: 400, errors: ["name: is required"] });
    expect(await refused({ intent: "explode" })).toMatchObject({ ok: false, status: 400 });
    expect(await refused({ intent: "create", pageId, name: "Fine", split: "50" })).toMatchObject({ ok: true });
  });
});
