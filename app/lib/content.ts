/**
 * Content rules shared by the public pages, the admin and the feeds (SPEC §9): read time, excerpt
 * fallback, default category, and slugs. Isomorphic: the admin's live preview uses them too.
 */

import type { MediaImage } from "#app/lib/media.ts";

const DEFAULT_CATEGORY = "Technology";
const EXCERPT_FALLBACK_LENGTH = 150;
const WORDS_PER_MINUTE = 200;

/** SPEC §9: words / 200, rounded up, as 'N min read'. Never less than one minute. */
export function readTime(content: string): string {
  const words = content.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** The text fields of a case study that a reader reads on its page. */
type CaseStudyText = {
  readTime?: string | null;
  description?: string | null;
  clientOverview?: string | null;
  businessChallenge: readonly string[];
  projectObjectives: readonly string[];
  solution?: string | null;
  keyFeatures: readonly string[];
  securityGovernance: readonly string[];
  impact: readonly string[];
  whyItMatters?: string | null;
};

/**
 * A case study's 'N min read', the same on the list and on its page: the editor's value when set,
 * else worked out from every prose and list field of the row (the results table and the tech
 * stack are short tables, and the list does not load them).
 */
export function caseStudyReadTime(study: CaseStudyText): string {
  const given = study.readTime?.trim();
  if (given) return given;
  return readTime(
    [
      study.description,
      study.clientOverview,
      ...study.businessChallenge,
      ...study.projectObjectives,
      study.solution,
      ...study.keyFeatures,
      ...study.securityGovernance,
      ...study.impact,
      study.whyItMatters,
    ]
      .filter(Boolean)
      .join(" "),
  );
}

/**
 * Markdown reduced to readable text for excerpts and feeds, so that a fallback excerpt does not
 * start with '##' or show link syntax.
 */
function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[`*_~|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** SPEC §2: the excerpt, or else the first 150 characters of the content plus an ellipsis. */
export function excerptOf(post: { excerpt?: string | null; content: string }): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const text = plainText(post.content);
  return text.length > EXCERPT_FALLBACK_LENGTH ? `${text.slice(0, EXCERPT_FALLBACK_LENGTH)}...` : text;
}

export function categoryOf(post: { category?: string | null }): string {
  return post.category?.trim() || DEFAULT_CATEGORY;
}

const MAX_SLUG_LENGTH = 80;

/**
 * A readable URL slug: lower-case ASCII letters and digits joined by single hyphens (the database's
 * check), cut at a word boundary. Returns "" when nothing readable is left.
 */
export function slugify(text: string): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (base.length <= MAX_SLUG_LENGTH) return base;
  const cut = base.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The first of base, base-2, base-3... that `taken` does not contain. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Trims and drops blank items (SPEC §5: challenges and other lists). */
export function trimList(items: readonly (string | null | undefined)[]): string[] {
  return items.map((item) => item?.trim() ?? "").filter(Boolean);
}

/** Trims, drops blanks and duplicates (case-insensitively), keeping the first spelling and order (tags). */
export function cleanList(items: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw?.trim();
    if (!item) continue;
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** SPEC §2 and §9: at most three chips, the rest as '+N more'. */
export function visibleTags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

export function formatPostDate(date: Date | string | null | undefined): string {
  if (!date) return "";
  return new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** What a post card shows (the full content stays on the server). */
export function postCardOf(post: {
  slug: string;
  title: string;
  author: string;
  category?: string | null;
  excerpt?: string | null;
  content: string;
  coverImageUrl: string | null;
  coverMediaId?: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  isFeatured?: boolean;
}, covers?: ReadonlyMap<string, MediaImage>) {
  return {
    slug: post.slug,
    title: post.title,
    author: post.author,
    category: categoryOf(post),
    excerpt: excerptOf(post),
    readTime: readTime(post.content),
    coverImageUrl: post.coverImageUrl,
    cover: post.coverMediaId ? (covers?.get(post.coverMediaId) ?? null) : null,
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    featured: post.isFeatured === true,
  };
}
