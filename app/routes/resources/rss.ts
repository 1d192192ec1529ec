import { categoryOf, excerptOf } from "#app/lib/content.ts";
import { renderRss } from "#app/lib/rss.ts";
import { listPostsForFeed } from "#app/models/blog-posts.server.ts";

/** /rss.xml: the newest published posts (drafts never). */
export async function loader() {
  const posts = await listPostsForFeed();
  const xml = renderRss(
    posts.map((post) => ({
      title: post.title,
      path: `/blog/${post.slug}`,
      description: excerptOf(post),
      author: post.author,
      category: categoryOf(post),
      tags: post.tags,
      publishedAt: post.publishedAt ?? post.createdAt,
    })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
