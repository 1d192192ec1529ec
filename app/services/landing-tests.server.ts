/**
 * Landing tests (issue 30.4, decision 037): staff make a variant of a published page (a copy of
 * its blocks), edit it, set the share of visitors it gets, start the test and end it keeping the
 * winner; visitors are assigned an arm by the `ira_v` cookie on their first view and keep it;
 * bots and visitors who ask not to be tracked always see the original; signups and contact
 * messages of assigned visitors are counted per arm, and the results panel compares the arms.
 */
import { randomInt } from "node:crypto";
import { parseBlocks, type Block } from "../lib/blocks/schema.ts";
import {
  assignedArm,
  compareArms,
  drawArm,
  LandingTestFormSchema,
  parseAssignments,
  serializeAssignments,
  VARIANT_COOKIE,
  VARIANT_COOKIE_MAX_AGE_SECONDS,
  withAssignment,
  type Arm,
  type Comparison,
} from "../lib/landing-tests.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import {
  armCounts,
  deleteDraftLandingTest,
  endLandingTest,
  getLandingTest,
  insertConversions,
  insertLandingTest,
  listLandingTests,
  runningTestOfPage,
  runningTests,
  startLandingTest,
  updateLandingTest,
  type LandingTestRow,
} from "../models/landing-tests.server.ts";
import { getPageById } from "../models/pages.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { exclusionOf } from "./analytics.server.ts";
import { cookieFromHeader } from "./cookies.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { checkPage, publishBlocks, type PublicPage } from "./pages.server.ts";
import { readSubmission } from "./submission.server.ts";
import { jsonNestingExceeds } from "../lib/rich-text/schema.ts";

/* ---------- serving ---------- */

export type PageVariant = {
  /** The blocks to draw (the original's or the variant's, hidden ones left out). */
  blocks: Block[];
  /** The arm shown, null outside a test. */
  arm: Arm | null;
  /** A new assignment's cookie, to set with the answer. */
  setCookie: string | null;
  /** True when the answer is for this request only (a bot on a tested page): never cached. */
  uncacheable: boolean;
};

/** The Set-Cookie value of the assignments (first-party, HttpOnly: no script reads it). */
export function variantCookie(value: string, secure: boolean): string {
  return `${VARIANT_COOKIE}=${value}; Path=/; Max-Age=${VARIANT_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * What a request of a published page shows. Without a running test, the page. With one: an
 * excluded request (a bot from isbot's list as analytics uses it, an empty user agent, Do Not
 * Track or Global Privacy Control) sees the original and gets no cookie; a visitor whose cookie
 * holds an arm of this test sees it; anyone else draws an arm (the variant with `split` percent)
 * and gets the cookie. `draw` is for tests.
 */
export async function pageVariant(
  page: PublicPage,
  request: { headers: Headers; userAgent: string; secure?: boolean },
  draw: () => number = () => randomInt(0, 1_000_000) / 1_000_000,
): Promise<PageVariant> {
  const plain: PageVariant = { blocks: page.blocks, arm: null, setCookie: null, uncacheable: false };
  if (page.id === "preview" || page.fallback) return plain;
  let test: LandingTestRow | null;
  try {
    test = await runningTestOfPage(page.id);
  } catch (error) {
    logger.error({ err: error, path: page.path }, "landing test read failed: showing the original");
    return plain;
  }
  if (!test) return plain;
  if (exclusionOf(request.headers, request.userAgent) !== null) return { ...plain, arm: "a", uncacheable: true };
  const assignments = parseAssignments(cookieFromHeader(request.headers.get("cookie"), VARIANT_COOKIE));
  let arm = assignedArm(assignments, test.id);
  let setCookie: string | null = null;
  if (arm === null) {
    arm = drawArm(test.split, draw());
    setCookie = variantCookie(serializeAssignments(withAssignment(assignments, test.id, arm)), request.secure ?? env().SITE_URL.startsWith("https:"));
  }
  if (arm === "a") return { blocks: page.blocks, arm, setCookie, uncacheable: false };
  const blocks = variantBlocksOf(test).filter((block) => !block.hidden);
  return { blocks, arm, setCookie, uncacheable: false };
}

/** The variant's stored blocks that still parse (as a page's: a block that no longer parses is skipped). */
function variantBlocksOf(test: LandingTestRow): Block[] {
  return parseBlocks(test.variantBlocks).blocks;
}

/* ---------- measuring ---------- */

/**
 * A signup or a contact message: counted for each running test the sender's cookie assigns them
 * to. Never fails the lead: an error is logged. `subject` names the lead (a member's refId, a
 * message's id), so a repeat is counted once.
 */
export async function recordConversion(headers: Headers, userAgent: string, kind: "signup" | "contact", subject: string): Promise<number> {
  const assignments = parseAssignments(cookieFromHeader(headers.get("cookie"), VARIANT_COOKIE));
  if (assignments.size === 0 || exclusionOf(headers, userAgent) !== null) return 0;
  try {
    const tests = await runningTests();
    const entries = tests.flatMap((test) => {
      const arm = assignedArm(assignments, test.id);
      return arm ? [{ testId: test.id, arm, kind, subject }] : [];
    });
    return await insertConversions(entries);
  } catch (error) {
    logger.warn({ err: error }, "landing test: a conversion was not stored");
    return 0;
  }
}

/* ---------- staff ---------- */

export type LandingTestAnswer = { ok: true; intent: string; testId: string | null } | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 503; errors: string[] };

export const LANDING_TEST_MAX_BYTES = 4 * 1024 * 1024;

const refuse = (status: 400 | 404 | 409, ...errors: string[]): LandingTestAnswer => ({ ok: false, status, errors });

function readBlocksJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (jsonNestingExceeds(text, 64)) return { ok: false, error: "blocks: are nested too deep" };
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? { ok: true, value } : { ok: false, error: "blocks: must be a list of blocks" };
  } catch {
    return { ok: false, error: "blocks: could not be read" };
  }
}

/** The POST of the landing tests screen (and of a test's editor): parsed with the form's schema, audited. */
export async function submitLandingTest(request: Request, actor: Actor, now = new Date()): Promise<LandingTestAnswer> {
  const read = await readSubmission(request, LandingTestFormSchema, { maxBytes: LANDING_TEST_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status as 413 | 415 | 400, errors: [read.message] };
  if (read.submission.status !== "success") {
    const reasons = Object.entries(read.submission.error ?? {}).flatMap(([field, messages]) => (messages ?? []).map((message) => (field ? `${field}: ${message}` : message)));
    return { ok: false, status: 400, errors: reasons.length ? reasons : ["The form could not be read"] };
  }
  const input = read.submission.value;
  try {
    switch (input.intent) {
      case "create":
        return await createTest(input.pageId, input.name, input.split, actor, now);
      case "save": {
        const blocks = readBlocksJson(input.blocks);
        if (!blocks.ok) return refuse(400, blocks.error);
        return await saveTest(input.testId, { name: input.name, split: input.split, blocks: blocks.value }, actor, now);
      }
      case "start":
        return await startTest(input.testId, actor, now);
      case "end":
        return await endTest(input.testId, input.winner, actor, now);
      case "delete":
        return await deleteTest(input.testId, actor);
    }
  } catch (error) {
    logger.error({ err: error }, "landing test action failed");
    return { ok: false, status: 503, errors: ["The test could not be saved. Please try again."] };
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/** "Make a variant": a draft test whose variant is a copy of the published page's blocks. */
export async function createTest(pageId: string, name: string, split: number, actor: Actor, now = new Date()): Promise<LandingTestAnswer> {
  const page = await getPageById(pageId);
  if (!page || page.status !== "published") return refuse(404, "pageId: Choose a published page");
  try {
    return await inTransaction(async (tx) => {
      const test = await insertLandingTest({ pageId, name, split, variantBlocks: structuredClone(page.blocks), now }, tx);
      await recordAudit({ ...actor, action: "landing_test.create", entityType: "landing_test", entityId: test.id, details: { name, path: page.path, split } }, tx);
      return { ok: true as const, intent: "create", testId: test.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, `pageId: ${page.path} already has a test; end it first`);
    throw error;
  }
}

/** Saves a draft or running test's name, split and variant (checked as the page editor checks a page). */
export async function saveTest(testId: string, values: { name: string; split: number; blocks: unknown }, actor: Actor, now = new Date()): Promise<LandingTestAnswer> {
  const test = await getLandingTest(testId);
  if (!test || test.status === "ended") return refuse(404, "The test does not exist or has ended");
  const page = await getPageById(test.pageId);
  if (!page) return refuse(404, "The page does not exist");
  const checked = await checkPage({ ...pageContentOf(page), blocks: values.blocks });
  if (!checked.ok) return refuse(400, ...checked.errors);
  return inTransaction(async (tx) => {
    const saved = await updateLandingTest(testId, { name: values.name, split: values.split, variantBlocks: checked.page.blocks, now }, tx);
    if (!saved) return refuse(404, "The test does not exist or has ended");
    await recordAudit({ ...actor, action: "landing_test.update", entityType: "landing_test", entityId: testId, details: { name: values.name, path: page.path, split: values.split } }, tx);
    return { ok: true as const, intent: "save", testId };
  });
}

/** The page's live fields as the page schema reads them (so a variant is checked like a page). */
function pageContentOf(page: NonNullable<Awaited<ReturnType<typeof getPageById>>>): Record<string, unknown> {
  return {
    path: page.path,
    title: page.title,
    breadcrumb: page.breadcrumb ?? undefined,
    seo: { title: page.seoTitle ?? undefined, description: page.seoDescription ?? undefined, keywords: page.keywords, shareImage: page.shareMediaId ?? undefined, canonical: page.canonical ?? undefined, noindex: page.noindex },
  };
}

export async function startTest(testId: string, actor: Actor, now = new Date()): Promise<LandingTestAnswer> {
  const test = await getLandingTest(testId);
  if (!test) return refuse(404, "The test does not exist");
  const page = await getPageById(test.pageId);
  if (!page || page.status !== "published") return refuse(409, "The page is not published: publish it before starting its test");
  return inTransaction(async (tx) => {
    const started = await startLandingTest(testId, now, tx);
    if (!started) return refuse(409, "Only a test not started yet can start");
    await recordAudit({ ...actor, action: "landing_test.start", entityType: "landing_test", entityId: testId, details: { name: test.name, path: page.path, split: test.split } }, tx);
    return { ok: true as const, intent: "start", testId };
  });
}

/**
 * Ends a running test keeping `winner`: the variant's blocks become the page's (published, as a
 * new revision); the original changes nothing. Every visitor sees the page from the next request.
 */
export async function endTest(testId: string, winner: Arm, actor: Actor, now = new Date()): Promise<LandingTestAnswer> {
  const test = await getLandingTest(testId);
  if (!test) return refuse(404, "The test does not exist");
  return inTransaction(async (tx) => {
    const ended = await endLandingTest(testId, winner, now, tx);
    if (!ended) return refuse(409, "Only a running test can end");
    let path: string | null = null;
    if (winner === "b") {
      const published = await publishBlocks(test.pageId, test.variantBlocks, actor, now, tx);
      if (!published.ok) throw new LandingTestRefusal(published.errors);
      path = published.path;
    }
    await recordAudit({ ...actor, action: "landing_test.end", entityType: "landing_test", entityId: testId, details: { name: test.name, winner, ...(path ? { path } : {}) } }, tx);
    return { ok: true as const, intent: "end", testId };
  }).catch((error: unknown) => {
    if (error instanceof LandingTestRefusal) return refuse(400, ...error.errors);
    throw error;
  });
}

class LandingTestRefusal extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join("; "));
    this.errors = errors;
  }
}

export async function deleteTest(testId: string, actor: Actor): Promise<LandingTestAnswer> {
  return inTransaction(async (tx) => {
    const deleted = await deleteDraftLandingTest(testId, tx);
    if (!deleted) return refuse(409, "Only a test not started yet can be deleted");
    await recordAudit({ ...actor, action: "landing_test.delete", entityType: "landing_test", entityId: testId, details: { name: deleted.name } }, tx);
    return { ok: true as const, intent: "delete", testId };
  });
}

/* ---------- reading ---------- */

export type LandingTestSummary = {
  id: string;
  name: string;
  pageId: string;
  pagePath: string;
  pageTitle: string;
  status: "draft" | "running" | "ended";
  split: number;
  winner: Arm | null;
  startedAt: string | null;
  endedAt: string | null;
};

const summaryOf = (row: Awaited<ReturnType<typeof listLandingTests>>[number]): LandingTestSummary => ({
  id: row.id,
  name: row.name,
  pageId: row.pageId,
  pagePath: row.pagePath,
  pageTitle: row.pageTitle,
  status: row.status,
  split: row.split,
  winner: row.winner,
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
});

export async function landingTestList(): Promise<LandingTestSummary[]> {
  return (await listLandingTests()).map(summaryOf);
}

export async function landingTestForEdit(id: string): Promise<(LandingTestSummary & { blocks: unknown[] }) | null> {
  const test = await getLandingTest(id);
  if (!test) return null;
  const row = (await listLandingTests()).find((item) => item.id === id);
  return row ? { ...summaryOf(row), blocks: test.variantBlocks } : null;
}

export type ArmResultRow = { arm: Arm; visitors: number; signups: number; contacts: number; rate: number | null };
export type LandingTestResults = LandingTestSummary & { arms: ArmResultRow[]; comparison: Comparison };

/** The results panel: every started test (running first, then the newest ended), with each arm's figures. */
export async function landingTestResults(limit = 10): Promise<LandingTestResults[]> {
  const started = (await listLandingTests()).filter((row) => row.status !== "draft").slice(0, limit);
  return Promise.all(
    started.map(async (row) => {
      const counts = await armCounts({ id: row.id, path: row.pagePath, startedAt: row.startedAt, endedAt: row.endedAt });
      const [a, b] = [counts[0]!, counts[1]!];
      const comparison = compareArms({ visitors: a.visitors, conversions: a.signups }, { visitors: b.visitors, conversions: b.signups });
      return {
        ...summaryOf(row),
        arms: counts.map((count) => ({ ...count, rate: count.arm === "a" ? comparison.rateA : comparison.rateB })),
        comparison,
      };
    }),
  );
}
