import type { Route } from "./+types/blog-posts";
import { ContentList, type ContentListItem } from "#app/components/admin/content-list.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { categoryOf } from "#app/lib/content.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { BLOG_POST_TEXTS } from "#app/lib/schemas/blog-post.ts";
import { listPostsForAdmin } from "#app/models/blog-posts.server.ts";
import { mediaImagesByIds } from "#app/models/media.server.ts";
import { submitPostDelete } from "#app/services/content.server.ts";
import { deleteFromList, listDate, loadContentList, type ListQuery } from "./content-actions.server.ts";

export const loader = (args: Route.LoaderArgs) => loadContentList(args, listItems, BLOG_POST_TEXTS.loadFailed);
export const action = (args: Route.ActionArgs) => deleteFromList(args, submitPostDelete, "blog_post");
export const meta = (): Route.MetaDescriptors => adminMeta(BLOG_POST_TEXTS.list, adminPaths.blog);

/** SPEC §2's Blog Posts tab: every post, drafts included, newest first by created_at; 20 a page. */
async function listItems(query: ListQuery): Promise<{ items: ContentListItem[]; matching: number }> {
  const { items, matching } = await listPostsForAdmin(query);
  const covers = await mediaImagesByIds(items.map((post) => post.coverMediaId));
  return { matching, items: items.map((post) => ({
    id: post.id,
    title: post.title,
    byline: `By ${post.author} • ${categoryOf(post)}`,
    published: post.isPublished,
    featured: post.isFeatured,
    tags: post.tags,
    summary: post.excerpt?.trim() || "No excerpt available",
    // The admin links to /blog/{id}, which redirects to the post's address (SPEC §2); a draft
    // opens its preview instead (issue 14.4).
    viewHref: post.isPublished ? paths.blogPost(post.id) : adminPaths.preview("blog", post.id),
    editHref: adminPaths.blogEdit(post.id),
    thumbnail: post.coverMediaId ? (covers.get(post.coverMediaId) ?? null) : null,
    date: listDate(post),
  })) };
}

export default function AdminBlogPosts({ loaderData }: Route.ComponentProps) {
  return <ContentList texts={BLOG_POST_TEXTS} addHref={adminPaths.blogNew} listHref={adminPaths.blog} {...loaderData} bulkKind="blog_post" />;
}
