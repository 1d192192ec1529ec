import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, caseStudies, caseStudyResults, caseStudyTechStack } from "../../db/schema.ts";
import {
  countCaseStudies,
  getCaseStudyForEdit,
  getPublishedCaseStudy,
  isCaseStudyId,
  listAllCaseStudies,
  listCaseStudiesForSitemap,
  listPublishedCaseStudies,
  listPublishedCaseStudiesWithDetails,
  publishedOnly,
  uniqueCaseStudyId,
} from "#app/models/case-studies.server.ts";
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from "#app/services/content.server.ts";
import { caseStudyInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

beforeEach(async () => {
  await testDatabase().db.execute(sql`delete from case_studies`);
  await testDatabase().db.execute(sql`delete from audit_log`);
});

async function seed() {
  const older = await createCaseStudy(caseStudyInput({ title: "Bank migration" }), testActor, day(1));
  const newer = await createCaseStudy(caseStudyInput({ title: "Fraud detection" }), testActor, day(2));
  const draft = await createCaseStudy(caseStudyInput({ title: "Draft study", isPublished: false }), testActor, day(3));
  return { older, newer, draft };
}

describe("public reads (only published case studies)", () => {
  it("publishedOnly and the list: published only, newest first", async () => {
    await seed();
    const rows = await testDatabase().db.select({ id: caseStudies.id }).from(caseStudies).where(publishedOnly());
    expect(rows.map((r) => r.id).sort()).toEqual(["bank-migration", "fraud-detection"]);
    expect((await listPublishedCaseStudies()).map((s) => s.id)).toEqual(["fraud-detection", "bank-migration"]);
    const detailed = await listPublishedCaseStudiesWithDetails();
    expect(detailed.map((s) => [s.id, s.results.length, s.techStack.length])).toEqual([
      ["fraud-detection", 1, 1],
      ["bank-migration", 1, 1],
    ]);
  });

  it("the detail carries ordered results and tech stack; drafts and bad ids are not found", async () => {
    const { newer, draft } = await seed();
    const detail = await getPublishedCaseStudy(newer.id);
    expect(detail).toMatchObject({
      title: "Fraud detection",
      results: [{ metric: "Forecast error", beforeValue: "32%", afterValue: "11%", position: 0 }],
      techStack: [{ category: "Cloud", technologies: "AWS, S3", position: 0 }],
    });
    expect(await getPublishedCaseStudy(draft.id)).toBeNull();
    expect(await getPublishedCaseStudy("../etc/passwd")).toBeNull();
    expect(await getPublishedCaseStudy("missing")).toBeNull();
    expect(isCaseStudyId("ok-id-2")).toBe(true);
    expect(isCaseStudyId("Bad Id")).toBe(false);
  });

  it("the sitemap lists published case studies with lastmod", async () => {
    await seed();
    const entries = await listCaseStudiesForSitemap();
    expect(entries.map((e) => e.id)).toEqual(["fraud-detection", "bank-migration"]);
    expect(entries[0]!.lastmod).toEqual(day(2));
  });
});

describe("admin writes", () => {
  it("lists all (drafts too) newest first, counts, and reads one for editing", async () => {
    const { draft } = await seed();
    expect((await listAllCaseStudies()).map((s) => s.id)).toEqual(["draft-study", "fraud-detection", "bank-migration"]);
    expect(await countCaseStudies()).toEqual({ total: 3, published: 2 });
    expect((await getCaseStudyForEdit(draft.id))?.results.length).toBe(1);
    expect(await getCaseStudyForEdit("Nope!")).toBeNull();
  });

  it("a new case study gets a readable unique id from its title", async () => {
    const first = await createCaseStudy(caseStudyInput({ title: "Cloud Migration: Bank!" }), testActor);
    const second = await createCaseStudy(caseStudyInput({ title: "Cloud migration bank" }), testActor);
    const third = await createCaseStudy(caseStudyInput({ title: "cloud-migration-bank" }), testActor);
    expect([first.id, second.id, third.id]).toEqual(["cloud-migration-bank", "cloud-migration-bank-2", "cloud-migration-bank-3"]);
    expect(await uniqueCaseStudyId("Cloud migration bank")).toBe("cloud-migration-bank-4");
    expect(await uniqueCaseStudyId("%%%")).toBe("case-study");
  });

  it("update replaces fields and rows in the editor's order, keeps the id, and records it", async () => {
    const study = await createCaseStudy(caseStudyInput({ title: "Original" }), testActor, day(1));
    const updated = await updateCaseStudy(
      study.id,
      caseStudyInput({
        title: "Renamed",
        tags: ["b", "a"],
        isPublished: false,
        results: [
          { metric: "Second", beforeValue: "2", afterValue: "1" },
          { metric: "First", beforeValue: "9", afterValue: "3" },
        ],
        techStack: [
          { category: "Data", technologies: "Postgres" },
          { category: "Cloud", technologies: "GCP" },
        ],
      }),
      testActor,
      day(2),
    );
    expect(updated).toMatchObject({ id: "original", title: "Renamed", tags: ["b", "a"], isPublished: false, updatedAt: day(2), createdAt: day(1) });
    expect(updated!.results.map((r) => r.metric)).toEqual(["Second", "First"]);
    expect(updated!.techStack.map((t) => t.category)).toEqual(["Data", "Cloud"]);
    const rows = await testDatabase().db.select().from(caseStudyResults).where(eq(caseStudyResults.caseStudyId, study.id));
    expect(rows.length).toBe(2);
    const cleared = await updateCaseStudy(study.id, caseStudyInput({ title: "Renamed", results: [], techStack: [] }), testActor);
    expect(cleared).toMatchObject({ results: [], techStack: [] });
    expect(await updateCaseStudy("missing", caseStudyInput(), testActor)).toBeNull();
    const audit = await testDatabase().db.select().from(auditLog).where(eq(auditLog.entityId, study.id));
    expect(audit.map((a) => a.action)).toEqual(["case_study.create", "case_study.update", "case_study.update"]);
  });

  it("delete removes the case study with its rows and records it", async () => {
    const study = await createCaseStudy(caseStudyInput(), testActor);
    expect(await deleteCaseStudy(study.id, testActor)).toBe(true);
    expect(await getCaseStudyForEdit(study.id)).toBeNull();
    const tech = await testDatabase().db.select().from(caseStudyTechStack).where(eq(caseStudyTechStack.caseStudyId, study.id));
    expect(tech).toEqual([]);
    expect(await deleteCaseStudy(study.id, testActor)).toBe(false);
    const audit = await testDatabase().db.select().from(auditLog).where(eq(auditLog.action, "case_study.delete"));
    expect(audit).toMatchObject([{ entityId: study.id, entityType: "case_study" }]);
  });
});
