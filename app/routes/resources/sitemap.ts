import { contentIndexPaths, paths } from "#app/lib/paths.ts";
import { staticPublicPaths } from "#app/lib/public-pages.ts";
import { renderSitemap, type SitemapEntry } from "#app/lib/sitemap.ts";
import { listPostsForSitemap } from "#app/models/blog-posts.server.ts";
import { listCaseStudiesForSitemap } from "#app/models/case-studies.server.ts";
import { listTagPages } from "#app/services/blog-tags.server.ts";
import { sitemapPages } from "#app/services/pages.server.ts";

export async function loader() {
  const entries: SitemapEntry[] = staticPublicPaths.map((path) => ({ path }));
  entries.push(...contentIndexPaths.map((path) => ({ path })));
  // Published content only (the models' published rule); drafts never reach the sitemap.
  const [posts, caseStudies, tags, pages] = await Promise.all([listPostsForSitemap(), listCaseStudiesForSitemap(), listTagPages(), sitemapPages()]);
  // Published pages from blocks (issue 26), home first as before.
  entries.unshift(...pages.map((page) => ({ path: page.path })));
  entries.push(...posts.map((post) => ({ path: paths.blogPost(post.slug), lastmod: post.lastmod })));
  entries.push(...tags.map((tag) => ({ path: paths.blogTag(tag.slug) })));
  entries.push(...caseStudies.map((study) => ({ path: paths.caseStudy(study.id), lastmod: study.lastmod })));
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
