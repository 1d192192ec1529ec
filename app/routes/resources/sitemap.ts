import { contentIndexPaths, paths } from "~/lib/paths";
import { staticPublicPaths } from "~/lib/public-pages";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap";
import { listPostsForSitemap } from "~/models/blog-posts.server";
import { listCaseStudiesForSitemap } from "~/models/case-studies.server";

export async function loader() {
  const entries: SitemapEntry[] = staticPublicPaths.map((path) => ({ path }));
  entries.push(...contentIndexPaths.map((path) => ({ path })));
  // Published content only (the models' published rule); drafts never reach the sitemap.
  const [posts, caseStudies] = await Promise.all([listPostsForSitemap(), listCaseStudiesForSitemap()]);
  entries.push(...posts.map((post) => ({ path: paths.blogPost(post.slug), lastmod: post.lastmod })));
  entries.push(...caseStudies.map((study) => ({ path: paths.caseStudy(study.id), lastmod: study.lastmod })));
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
