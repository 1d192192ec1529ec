import { categoryOf, excerptOf } from "~/lib/content";
import { renderRss } from "~/lib/rss";
import { listPostsForFeed } from "~/models/blog-posts.server";

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
