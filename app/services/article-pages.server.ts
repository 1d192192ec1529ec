/**
 * The data of a blog post's and a case study's public page, from the stored record. The public
 * routes and the previews (issue 14.4) both build their page here, so a preview is the page the
 * public will see, from the same components.
 */
import { categoryOf, caseStudyReadTime, excerptOf, postCardOf, readTime, slugify } from "../lib/content.ts";
import { getAdjacentPosts, listRelatedPosts, type BlogPost } from "../models/blog-posts.server.ts";
import { listResultsOf, type CaseStudy, type CaseStudyWithDetails } from "../models/case-studies.server.ts";
import { mediaImagesByIds } from "../models/media.server.ts";
import { markdownToHtml } from "./markdown.server.ts";
import { richTextToHtml } from "./rich-text.server.ts";
import { parseRichText } from "../lib/rich-text/schema.ts";
import { escapeHtml } from "../lib/html.ts";
import { rankResults } from "../lib/proof.ts";
import { paths } from "../lib/paths.ts";
import { absoluteUrl } from "../lib/site-config.ts";

/**
 * A post's body as HTML: its rich-text document through our renderer, else its Markdown. A stored
 * document is checked again before it is drawn; one that no longer passes (a rule tightened since)
 * shows as its plain text, never as a failed page.
 */
export function postBodyHtml(post: Pick<BlogPost, "content" | "contentDoc">): string {
  if (post.contentDoc === null) return markdownToHtml(post.content);
  const parsed = parseRichText(post.contentDoc);
  if (parsed.ok) return richTextToHtml(parsed.doc);
  return post.content
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join("");
}

/** /blog/{slug}: the post, its neighbours in publication order and up to three related posts. */
export async function blogPostPageData(post: BlogPost) {
  const [{ previous, next }, related] = await Promise.all([getAdjacentPosts(post), listRelatedPosts(post, 3)]);
  const publishedAt = (post.publishedAt ?? post.createdAt).toISOString();
  const images = await mediaImagesByIds([post.coverMediaId, ...related.map((item) => item.coverMediaId)]);
  const cover = post.coverMediaId ? (images.get(post.coverMediaId) ?? null) : null;
  return {
    post: {
      slug: post.slug,
      title: post.title,
      author: post.author,
      category: categoryOf(post),
      excerpt: excerptOf(post),
      // Rendered here: the page gets sanitised HTML, never the markdown or its renderer.
      html: postBodyHtml(post),
      coverImageUrl: post.coverImageUrl,
      cover,
      tags: post.tags,
      // Each tag with its page (none for a tag with no readable slug).
      tagLinks: post.tags.map((tag) => ({ tag, slug: slugify(tag) })),
      readTime: readTime(post.content),
      publishedAt,
      updatedAt: post.updatedAt.toISOString(),
    },
    previous,
    next,
    related: related.map((item) => postCardOf(item, images)),
  };
}
export type BlogPostPageData = Awaited<ReturnType<typeof blogPostPageData>>;

/** The cards of case studies (the list, the home page's featured band), their images read at once. */
export async function caseStudyCards(studies: readonly CaseStudy[]) {
  const [images, results] = await Promise.all([
    mediaImagesByIds(studies.flatMap((study) => [study.coverMediaId, study.logoMediaId])),
    listResultsOf(studies.map((study) => study.id)),
  ]);
  return studies.map((study) => {
    const { id, title, subtitle, description, tags, isFeatured: featured } = study;
    const cover = study.coverMediaId ? (images.get(study.coverMediaId) ?? null) : null;
    const logo = study.logoMediaId ? (images.get(study.logoMediaId) ?? null) : null;
    // Its strongest number (issue 17.3), shown on the card.
    const [best] = rankResults(results.filter((row) => row.caseStudyId === id));
    const result = best ? { figure: best.figure, metric: best.metric, beforeValue: best.beforeValue, afterValue: best.afterValue } : null;
    return { id, title, subtitle, description, tags, featured, readTime: caseStudyReadTime(study), cover, logo, result };
  });
}

/** The cards of posts, their covers read at once. */
export async function postCards(posts: readonly BlogPost[]) {
  const covers = await mediaImagesByIds(posts.map((post) => post.coverMediaId));
  return posts.map((post) => postCardOf(post, covers));
}

/** /case-studies/{id}: the case study with its rows, read time and images. */
export async function caseStudyPageData(study: CaseStudyWithDetails) {
  const images = await mediaImagesByIds([study.coverMediaId, study.logoMediaId]);
  return {
    ...study,
    readTime: caseStudyReadTime(study),
    // Its address to share, made here: the article (an island) carries no site configuration.
    shareUrl: absoluteUrl(paths.caseStudy(study.id)),
    cover: study.coverMediaId ? (images.get(study.coverMediaId) ?? null) : null,
    logo: study.logoMediaId ? (images.get(study.logoMediaId) ?? null) : null,
    // Its strongest numbers, shown large at the top of the page (issue 17.3).
    highlights: rankResults(study.results)
      .slice(0, 3)
      .map(({ figure, metric, beforeValue, afterValue }) => ({ figure, metric, beforeValue, afterValue })),
    createdAt: study.createdAt.toISOString(),
    updatedAt: study.updatedAt.toISOString(),
    scheduledAt: study.scheduledAt?.toISOString() ?? null,
  };
}
export type CaseStudyPageData = Awaited<ReturnType<typeof caseStudyPageData>>;
