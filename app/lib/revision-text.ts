/**
 * A revision's content as readable text, one field after another, so that two revisions can be
 * compared line by line (app/lib/line-diff.ts). Isomorphic.
 */
import type { ContentKindName } from "./content-kinds.ts";

type Field = readonly [key: string, label: string];

const POST_FIELDS: readonly Field[] = [
  ["title", "Title"],
  ["author", "Author"],
  ["category", "Category"],
  ["slug", "Slug"],
  ["coverMediaId", "Cover image"],
  ["coverImageUrl", "Cover image URL"],
  ["excerpt", "Excerpt"],
  ["tags", "Tags"],
  ["isPublished", "Published"],
  ["isFeatured", "Featured"],
  ["content", "Content"],
];

const CASE_STUDY_FIELDS: readonly Field[] = [
  ["title", "Title"],
  ["subtitle", "Subtitle"],
  ["readTime", "Read time"],
  ["ctaText", "Call to action text"],
  ["coverMediaId", "Cover image"],
  ["logoMediaId", "Client logo"],
  ["service", "Service"],
  ["industry", "Industry"],
  ["description", "Description"],
  ["clientOverview", "Client overview"],
  ["businessChallenge", "Business challenges"],
  ["projectObjectives", "Project objectives"],
  ["solution", "Solution"],
  ["keyFeatures", "Key features"],
  ["securityGovernance", "Security & governance"],
  ["impact", "Impact delivered"],
  ["whyItMatters", "Why it matters"],
  ["results", "Results"],
  ["techStack", "Technology stack"],
  ["tags", "Tags"],
  ["isPublished", "Published"],
  ["isFeatured", "Featured"],
];

function valueLines(value: unknown): string[] {
  if (value === null || value === undefined || value === "") return ["(empty)"];
  if (typeof value === "boolean") return [value ? "yes" : "no"];
  if (Array.isArray(value)) {
    if (value.length === 0) return ["(none)"];
    return value.map((item) =>
      item !== null && typeof item === "object" ? `- ${Object.values(item as Record<string, unknown>).map(String).join(" | ")}` : `- ${String(item)}`,
    );
  }
  return String(value).split(/\r?\n/);
}

export function revisionText(kind: ContentKindName, snapshot: Record<string, unknown>): string {
  const fields = kind === "blog_post" ? POST_FIELDS : CASE_STUDY_FIELDS;
  return fields.flatMap(([key, label]) => [`${label}:`, ...valueLines(snapshot[key]), ""]).join("\n");
}
