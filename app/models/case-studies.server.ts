/**
 * Every case_studies query (with its results and tech-stack rows). Public reads go through
 * `publishedOnly()`, the one place that says what a visitor may see.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
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
import type { CaseStudyInput } from "../lib/schemas/case-study.ts";
import { recordAudit } from "./audit-log.server.ts";
import type { Actor } from "./blog-posts.server.ts";

export type { CaseStudy, CaseStudyResult, CaseStudyTech };
export type CaseStudyWithDetails = CaseStudy & { results: CaseStudyResult[]; techStack: CaseStudyTech[] };

/** The published-vs-draft rule: every public read adds this condition. */
export function publishedOnly(): SQL {
  return eq(caseStudies.isPublished, true);
}

/** Route params are checked before they reach the database; anything else is simply not found. */
export const isCaseStudyId = (value: string) => value.length <= 200 && SLUG_PATTERN.test(value);

/** /case-studies: published case studies, newest first. */
export async function listPublishedCaseStudies(): Promise<CaseStudy[]> {
  return db().select().from(caseStudies).where(publishedOnly()).orderBy(desc(caseStudies.createdAt), asc(caseStudies.id));
}

async function withDetails(study: CaseStudy, executor: Db = db()): Promise<CaseStudyWithDetails> {
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
// Admin: every case study, drafts included. Callers check requireAdmin first.

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

function columns(input: CaseStudyInput, now: Date) {
  return {
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    readTime: input.readTime,
    clientOverview: input.clientOverview,
    businessChallenge: input.businessChallenge,
    projectObjectives: input.projectObjectives,
    solution: input.solution,
    keyFeatures: input.keyFeatures,
    securityGovernance: input.securityGovernance,
    impact: input.impact,
    whyItMatters: input.whyItMatters,
    ctaText: input.ctaText,
    tags: input.tags,
    isPublished: input.isPublished,
    isFeatured: input.isFeatured,
    updatedAt: now,
  };
}

/** Replaces the ordered result and tech-stack rows with the editor's. */
async function replaceRows(tx: Db, id: string, input: CaseStudyInput): Promise<void> {
  await tx.delete(caseStudyResults).where(eq(caseStudyResults.caseStudyId, id));
  await tx.delete(caseStudyTechStack).where(eq(caseStudyTechStack.caseStudyId, id));
  if (input.results.length > 0) {
    await tx.insert(caseStudyResults).values(input.results.map((row, position) => ({ caseStudyId: id, position, ...row })));
  }
  if (input.techStack.length > 0) {
    await tx.insert(caseStudyTechStack).values(input.techStack.map((row, position) => ({ caseStudyId: id, position, ...row })));
  }
}

function auditEntry(action: string, study: CaseStudy, actor: Actor, extra: Record<string, unknown> = {}) {
  return {
    action,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    entityType: "case_study",
    entityId: study.id,
    ip: actor.ip ?? null,
    userAgent: actor.userAgent ?? null,
    details: { title: study.title, isPublished: study.isPublished, ...extra },
  };
}

export async function createCaseStudy(input: CaseStudyInput, actor: Actor, now = new Date()): Promise<CaseStudyWithDetails> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db().transaction(async (tx) => {
        const id = await uniqueCaseStudyId(input.title, tx);
        const [study] = await tx
          .insert(caseStudies)
          .values({ id, ...columns(input, now), createdAt: now })
          .returning();
        await replaceRows(tx, id, input);
        await recordAudit(auditEntry("case_study.create", study!, actor, { results: input.results.length, techStack: input.techStack.length }), tx);
        return withDetails(study!, tx);
      });
    } catch (error) {
      // Another editor took the same id between our check and our insert: pick the next one.
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === "23505" && attempt < 3) continue;
      throw error;
    }
  }
}

/** Returns null when the case study does not exist. Its id (public URL) never changes. */
export async function updateCaseStudy(
  id: string,
  input: CaseStudyInput,
  actor: Actor,
  now = new Date(),
): Promise<CaseStudyWithDetails | null> {
  if (!isCaseStudyId(id)) return null;
  return db().transaction(async (tx) => {
    const [study] = await tx.update(caseStudies).set(columns(input, now)).where(eq(caseStudies.id, id)).returning();
    if (!study) return null;
    await replaceRows(tx, id, input);
    await recordAudit(auditEntry("case_study.update", study, actor, { results: input.results.length, techStack: input.techStack.length }), tx);
    return withDetails(study, tx);
  });
}

/** Results and tech stack go with it (ON DELETE CASCADE). Returns false when nothing was deleted. */
export async function deleteCaseStudy(id: string, actor: Actor): Promise<boolean> {
  if (!isCaseStudyId(id)) return false;
  return db().transaction(async (tx) => {
    const [study] = await tx.delete(caseStudies).where(eq(caseStudies.id, id)).returning();
    if (!study) return false;
    await recordAudit(auditEntry("case_study.delete", study, actor), tx);
    return true;
  });
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
