/**
 * The kinds of content with previews and revisions, and how each is named in URLs and in the
 * database (issue 14.4, 14.6). Isomorphic.
 */
export const contentKindValues = ["blog_post", "case_study"] as const;
export type ContentKindName = (typeof contentKindValues)[number];

/** The URL segment of each kind (/admin-preview/{segment}/{id}). */
export const kindSegments = { blog_post: "blog", case_study: "case-studies" } as const satisfies Record<ContentKindName, string>;
export type KindSegment = (typeof kindSegments)[ContentKindName];

export function kindOfSegment(segment: string): ContentKindName | null {
  if (segment === kindSegments.blog_post) return "blog_post";
  if (segment === kindSegments.case_study) return "case_study";
  return null;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CASE_STUDY_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `id` can name a record of this kind (a post's uuid, a case study's slug): else none is looked up. */
export function isContentId(kind: ContentKindName, id: string): boolean {
  return kind === "blog_post" ? UUID_PATTERN.test(id) : id.length <= 200 && CASE_STUDY_ID_PATTERN.test(id);
}
