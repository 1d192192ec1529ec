/**
 * The rules every stored blog post and case study must keep, whatever the admin's forms were sent:
 * each row is a fixed point of the editor's schema (parsing it again changes nothing), its text is
 * storable, its list fields are clean, its dates agree with its state.
 */
import { asc } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog, blogPosts, caseStudies, caseStudyResults, caseStudyTechStack } from "../../db/schema.ts";
import { SLUG_PATTERN } from "#app/lib/content.ts";
import { BlogPostSchema } from "#app/lib/schemas/blog-post.ts";
import { CaseStudySchema } from "#app/lib/schemas/case-study.ts";
import { testDatabase } from "../setup/test-database.ts";
import { expectStorableText } from "./hostile.ts";

const db = () => testDatabase().db;
/** A nullable column as the form sends it: absent when empty. */
const sent = (value: string | null) => value ?? undefined;

function expectStorableRow(row: Record<string, unknown>, what: string): void {
  for (const [column, value] of Object.entries(row)) {
    if (typeof value === "string") expectStorableText(value, `${what}.${column}`);
    if (Array.isArray(value)) for (const item of value) if (typeof item === "string") expectStorableText(item, `${what}.${column}[]`);
  }
}

export async function expectPostRowsValid(): Promise<void> {
  for (const row of await db().select().from(blogPosts)) {
    const what = `blog_posts ${row.id}`;
    expectStorableRow(row, what);
    const stored = {
      title: row.title,
      author: row.author,
      content: row.content,
      excerpt: row.excerpt,
      category: row.category,
      coverImageUrl: row.coverImageUrl,
      coverMediaId: row.coverMediaId,
      tags: row.tags,
      isPublished: row.isPublished,
      isFeatured: row.isFeatured,
      slug: row.slug,
      // A rich-text post (decision 030): its document, and its text made from it.
      contentDoc: row.contentDoc,
    };
    const again = BlogPostSchema.safeParse({
      ...stored,
      contentFormat: row.contentDoc ? "rich" : "markdown",
      contentDoc: row.contentDoc ?? undefined,
      excerpt: sent(row.excerpt),
      category: sent(row.category),
      coverImageUrl: sent(row.coverImageUrl),
      coverMediaId: sent(row.coverMediaId),
    });
    const { scheduledAt: _scheduledAt, scheduleOffset: _offset, contentFormat: _format, ...readBack } = again.data ?? ({} as Record<string, unknown>);
    expect(again.success, `${what} breaks the editor's schema: ${JSON.stringify(again.error?.issues)}`).toBe(true);
    expect(readBack, `${what} is not what the schema makes of it`).toEqual(stored);
    expect(row.slug).toMatch(SLUG_PATTERN);
    // SPEC §4: a published post has a publication date, a draft none.
    expect(row.publishedAt === null, `${what}: published_at and is_published disagree`).toBe(!row.isPublished);
  }
}

export async function expectCaseStudyRowsValid(): Promise<void> {
  const results = await db().select().from(caseStudyResults).orderBy(asc(caseStudyResults.position));
  const techStack = await db().select().from(caseStudyTechStack).orderBy(asc(caseStudyTechStack.position));
  for (const row of await db().select().from(caseStudies)) {
    const what = `case_studies ${row.id}`;
    expectStorableRow(row, what);
    const rows = {
      results: results.filter((r) => r.caseStudyId === row.id).map(({ metric, beforeValue, afterValue }) => ({ metric, beforeValue, afterValue })),
      techStack: techStack.filter((t) => t.caseStudyId === row.id).map(({ category, technologies }) => ({ category, technologies })),
    };
    for (const child of [...rows.results, ...rows.techStack]) expectStorableRow(child, `${what} row`);
    // deleted_at is the trash's (issue 28), not the editor's.
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, scheduledAt: _scheduledAt, deletedAt: _deletedAt, ...columns } = row;
    const stored = { ...columns, ...rows };
    const again = CaseStudySchema.safeParse(
      Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, value === null ? undefined : value])),
    );
    expect(again.success, `${what} breaks the editor's schema: ${JSON.stringify(again.error?.issues)}`).toBe(true);
    const { scheduledAt: _read, scheduleOffset: _offset, ...readBack } = again.data ?? ({} as Record<string, unknown>);
    expect(readBack, `${what} is not what the schema makes of it`).toEqual(stored);
    expect(row.id).toMatch(SLUG_PATTERN);
  }
}

/** Every content change has its audit entry, made by the signed-in admin from the request's address. */
export async function expectContentAuditByAdmin(email: string): Promise<void> {
  for (const entry of await db().select().from(auditLog)) {
    if (!/^(blog_post|case_study)\./.test(entry.action)) continue;
    expect(entry.actorEmail, `audit ${entry.id} ${entry.action}`).toBe(email);
    expect(entry.ip, `audit ${entry.id} ${entry.action} has no address`).not.toBeNull();
    expect(entry.entityId).not.toBeNull();
  }
}
