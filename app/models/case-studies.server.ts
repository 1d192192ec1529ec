/**
 * Every case_studies query (with its results and tech-stack rows). Public reads go through
 * `publishedOnly()`, the one place that says what a visitor may see.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import {
  caseStudies,
  caseStudyResults,
  caseStudyTechStack,
  type CaseStudy,
  type CaseStudyResult,
  type CaseStudyTech,
} from "../../db/schema.ts";
import { firstFreeSlug, SLUG_PATTERN, slugify } from "../lib/content.ts";
import { adminListPage, containsPattern, type AdminListQuery } from "./admin-list.server.ts";

export type { CaseStudy, CaseStudyResult, CaseStudyTech };
export type CaseStudyWithDetails = CaseStudy & { results: CaseStudyResult[]; techStack: CaseStudyTech[] };

/** The published-vs-draft rule: every public read adds this condition. */
export function publishedOnly(): SQL {
  // A case study in the trash is a draft already; the second condition keeps it out whatever happens to it.
  return and(eq(caseStudies.isPublished, true), isNull(caseStudies.deletedAt))!;
}

/** Route params are checked before they reach the database; anything else is simply not found. */
export const isCaseStudyId = (value: string) => value.length <= 200 && SLUG_PATTERN.test(value);

/** The /case-studies filter (issue 17.3): ids from app/lib/case-study-facets.ts. */
export type CaseStudyFilter = { service?: string; industry?: string };

/** /case-studies: published case studies, featured first (issue 14.7), then newest first; optionally of one service and/or industry. */
export async function listPublishedCaseStudies(filter: CaseStudyFilter = {}): Promise<CaseStudy[]> {
  return db()
    .select()
    .from(caseStudies)
    .where(
      and(
        publishedOnly(),
        filter.service ? eq(caseStudies.service, filter.service) : undefined,
        filter.industry ? eq(caseStudies.industry, filter.industry) : undefined,
      ),
    )
    .orderBy(desc(caseStudies.isFeatured), desc(caseStudies.createdAt), asc(caseStudies.id));
}

/** How many published case studies each (service, industry) pair has: the filter's counts. */
export async function countPublishedByFacet(): Promise<{ service: string | null; industry: string | null; count: number }[]> {
  const rows = await db()
    .select({ service: caseStudies.service, industry: caseStudies.industry, count: sql<number>`count(*)::int` })
    .from(caseStudies)
    .where(publishedOnly())
    .groupBy(caseStudies.service, caseStudies.industry);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The result rows of some case studies, in their order (the list's cards show each one's strongest). */
export async function listResultsOf(ids: readonly string[]): Promise<CaseStudyResult[]> {
  if (ids.length === 0) return [];
  return db()
    .select()
    .from(caseStudyResults)
    .where(inArray(caseStudyResults.caseStudyId, [...ids]))
    .orderBy(asc(caseStudyResults.caseStudyId), asc(caseStudyResults.position));
}

/** Every result row of the published case studies (the proof band's numbers, issue 17.3); drafts' rows never. */
export async function listPublishedResults(): Promise<Pick<CaseStudyResult, "caseStudyId" | "position" | "metric" | "beforeValue" | "afterValue">[]> {
  return db()
    .select({
      caseStudyId: caseStudyResults.caseStudyId,
      position: caseStudyResults.position,
      metric: caseStudyResults.metric,
      beforeValue: caseStudyResults.beforeValue,
      afterValue: caseStudyResults.afterValue,
    })
    .from(caseStudyResults)
    .innerJoin(caseStudies, eq(caseStudies.id, caseStudyResults.caseStudyId))
    .where(publishedOnly())
    .orderBy(asc(caseStudyResults.caseStudyId), asc(caseStudyResults.position));
}

/** The home page's featured band (issue 14.7): the newest featured published case studies. */
export async function listFeaturedCaseStudies(limit = 3): Promise<CaseStudy[]> {
  return db()
    .select()
    .from(caseStudies)
    .where(and(publishedOnly(), eq(caseStudies.isFeatured, true)))
    .orderBy(desc(caseStudies.createdAt), asc(caseStudies.id))
    .limit(limit);
}

export async function withDetails(study: CaseStudy, executor: Db = db()): Promise<CaseStudyWithDetails> {
  const [results, techStack] = await Promise.all([
    executor
      .select()
      .from(caseStudyResults)
      .where(eq(caseStudyResults.caseStudyId, study.id))
      .orderBy(asc(caseStudyResults.position)),
    executor
      .select()
      .from(caseStudyTechStack)
      .where(eq(caseStudyTechStack.caseStudyId, study.id))
      .orderBy(asc(caseStudyTechStack.position)),
  ]);
  return { ...study, results, techStack };
}

/** /case-studies/{id}: one published case study with its results and tech stack, or null. */
export async function getPublishedCaseStudy(id: string): Promise<CaseStudyWithDetails | null> {
  if (!isCaseStudyId(id)) return null;
  const [study] = await db()
    .select()
    .from(caseStudies)
    .where(and(publishedOnly(), eq(caseStudies.id, id)))
    .limit(1);
  return study ? withDetails(study) : null;
}

/** The sitemap: every published case study with its last change. */
export async function listCaseStudiesForSitemap(): Promise<{ id: string; lastmod: Date }[]> {
  return db()
    .select({ id: caseStudies.id, lastmod: caseStudies.updatedAt })
    .from(caseStudies)
    .where(publishedOnly())
    .orderBy(desc(caseStudies.createdAt));
}

// ---------------------------------------------------------------------------------------------
// Admin: every case study, drafts included. Callers check requireStaff first.

/** One page of the Case Studies tab, searched in the title, subtitle or description. */
export function listCaseStudiesForAdmin(query: AdminListQuery): Promise<{ items: CaseStudy[]; matching: number }> {
  return adminListPage<CaseStudy>(caseStudies, { createdAt: caseStudies.createdAt, id: caseStudies.id, deletedAt: caseStudies.deletedAt, searchIn: [caseStudies.title, caseStudies.subtitle, caseStudies.description] }, query);
}

/** The Case Studies tab: all case studies newest first. */
export async function listAllCaseStudies(): Promise<CaseStudy[]> {
  return db().select().from(caseStudies).orderBy(desc(caseStudies.createdAt), asc(caseStudies.id));
}

export async function getCaseStudyForEdit(id: string): Promise<CaseStudyWithDetails | null> {
  if (!isCaseStudyId(id)) return null;
  const [study] = await db().select().from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return study ? withDetails(study) : null;
}

/** A readable id made from the title: base, base-2, base-3... whichever is free. */
export async function uniqueCaseStudyId(title: string, executor: Db = db()): Promise<string> {
  const base = slugify(title) || "case-study";
  const taken = await executor
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(sql`${caseStudies.id} = ${base} or ${caseStudies.id} ~ ${`^${base}-[0-9]+$`}`);
  return firstFreeSlug(base, new Set(taken.map((row) => row.id)));
}

export type NewCaseStudy = typeof caseStudies.$inferInsert;
export type CaseStudyChanges = Omit<NewCaseStudy, "id" | "createdAt">;
export type CaseStudyRows = {
  results: Pick<CaseStudyResult, "metric" | "beforeValue" | "afterValue">[];
  techStack: Pick<CaseStudyTech, "category" | "technologies">[];
};

export async function insertCaseStudy(values: NewCaseStudy, executor: Db = db()): Promise<CaseStudy> {
  const [study] = await executor.insert(caseStudies).values(values).returning();
  return study!;
}

export async function updateCaseStudyRow(id: string, changes: CaseStudyChanges, executor: Db = db()): Promise<CaseStudy | null> {
  if (!isCaseStudyId(id)) return null;
  const [study] = await executor.update(caseStudies).set(changes).where(and(eq(caseStudies.id, id), isNull(caseStudies.deletedAt))).returning();
  return study ?? null;
}

/** Replaces the ordered result and tech-stack rows of a case study (in the caller's transaction). */
export async function replaceCaseStudyRows(id: string, rows: CaseStudyRows, executor: Db): Promise<void> {
  await executor.delete(caseStudyResults).where(eq(caseStudyResults.caseStudyId, id));
  await executor.delete(caseStudyTechStack).where(eq(caseStudyTechStack.caseStudyId, id));
  if (rows.results.length > 0) {
    await executor.insert(caseStudyResults).values(rows.results.map((row, position) => ({ caseStudyId: id, position, ...row })));
  }
  if (rows.techStack.length > 0) {
    await executor.insert(caseStudyTechStack).values(rows.techStack.map((row, position) => ({ caseStudyId: id, position, ...row })));
  }
}

/** The deleted case study (its results and tech stack go with it: ON DELETE CASCADE), or null. */
export async function deleteCaseStudyRow(id: string, executor: Db = db()): Promise<CaseStudy | null> {
  if (!isCaseStudyId(id)) return null;
  const [study] = await executor.delete(caseStudies).where(eq(caseStudies.id, id)).returning();
  return study ?? null;
}

/** Counts for the admin-only diagnostic panel. */
export async function countCaseStudies(): Promise<{ total: number; published: number }> {
  const [row] = await db()
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`count(*) filter (where ${caseStudies.isPublished})::int`,
    })
    .from(caseStudies);
  return { total: Number(row?.total ?? 0), published: Number(row?.published ?? 0) };
}

/** For the diagnostic panel's second query: the list with its child rows, as the public list reads it. */
export async function listPublishedCaseStudiesWithDetails(): Promise<CaseStudyWithDetails[]> {
  const studies = await listPublishedCaseStudies();
  if (studies.length === 0) return [];
  const ids = studies.map((s) => s.id);
  const [results, techStack] = await Promise.all([
    db().select().from(caseStudyResults).where(inArray(caseStudyResults.caseStudyId, ids)).orderBy(asc(caseStudyResults.position)),
    db().select().from(caseStudyTechStack).where(inArray(caseStudyTechStack.caseStudyId, ids)).orderBy(asc(caseStudyTechStack.position)),
  ]);
  return studies.map((s) => ({
    ...s,
    results: results.filter((r) => r.caseStudyId === s.id),
    techStack: techStack.filter((t) => t.caseStudyId === s.id),
  }));
}

/** Drafts whose schedule has come: published. */
export async function publishDueCaseStudies(now: Date, executor: Db = db()): Promise<{ id: string; title: string }[]> {
  return executor
    .update(caseStudies)
    .set({ isPublished: true, scheduledAt: null, updatedAt: now })
    .where(and(eq(caseStudies.isPublished, false), lte(caseStudies.scheduledAt, now), isNull(caseStudies.deletedAt)))
    .returning({ id: caseStudies.id, title: caseStudies.title });
}
