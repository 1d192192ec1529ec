/** Valid editor inputs for tests, parsed through the real schemas so they match what forms send. */
import { BlogPostSchema, type BlogPostInput } from "#app/lib/schemas/blog-post.ts";
import { CaseStudySchema, type CaseStudyInput } from "#app/lib/schemas/case-study.ts";
import { actorOf, type Actor } from "#app/models/audit-log.server.ts";

export const testActor: Actor = actorOf({ email: "editor@example.com" }, { ip: "127.0.0.1", userAgent: "vitest" });

export function postInput(overrides: Partial<Record<keyof BlogPostInput, unknown>> = {}): BlogPostInput {
  return BlogPostSchema.parse({
    title: "A test post",
    author: "Asha Iyer",
    content: "Some **markdown** content about data platforms.",
    tags: [],
    isPublished: true,
    ...overrides,
  });
}

export function caseStudyInput(overrides: Partial<Record<keyof CaseStudyInput, unknown>> = {}): CaseStudyInput {
  return CaseStudySchema.parse({
    title: "Forecasting for a retailer",
    subtitle: "Demand planning with ML",
    description: "We built a forecasting platform.",
    tags: ["ML", "Retail"],
    isPublished: true,
    results: [{ metric: "Forecast error", beforeValue: "32%", afterValue: "11%" }],
    techStack: [{ category: "Cloud", technologies: "AWS, S3" }],
    ...overrides,
  });
}
