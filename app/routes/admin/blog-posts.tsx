import type { Route } from "./+types/blog-posts";
import { ContentList, type ContentListItem, type ContentListTexts } from "~/components/admin/content-list";
import { adminMeta } from "~/lib/admin-meta";
import { categoryOf } from "~/lib/content";
import { adminPaths, paths } from "~/lib/paths";
import { BLOG_POST_TEXTS } from "~/lib/schemas/blog-post";
import { listAllPosts } from "~/models/blog-posts.server";
import { submitPostDelete } from "~/services/content.server";
import { deleteFromList, loadContentList } from "./content-actions.server";

/** SPEC §2's Blog Posts tab: every post, drafts included, newest first by created_at. */
export function loader(args: Route.LoaderArgs) {
  return loadContentList(
    args,
    async () =>
      (await listAllPosts()).map(
        (post): ContentListItem => ({
          id: post.id,
          title: post.title,
          byline: `By ${post.author} • ${categoryOf(post)}`,
          published: post.isPublished,
          featured: post.isFeatured,
          tags: post.tags,
          summary: post.excerpt?.trim() || "No excerpt available",
          // The admin links to /blog/{id}, which redirects to the post's address (SPEC §2).
          viewHref: paths.blogPost(post.id),
          editHref: adminPaths.blogEdit(post.id),
        }),
      ),
    "The blog posts could not be loaded.",
  );
}

export function action(args: Route.ActionArgs) {
  return deleteFromList(args, submitPostDelete);
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Blog Posts", adminPaths.blog);
}

const TEXTS: ContentListTexts = {
  title: "Blog Posts",
  description: "Write, publish and feature articles for the blog.",
  add: { label: "Add Blog Post", href: adminPaths.blogNew },
  loading: "Loading blog posts...",
  empty: <p>No blog posts found. Create your first blog post!</p>,
  confirmDelete: BLOG_POST_TEXTS.confirmDelete,
};

export default function AdminBlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentList texts={TEXTS} items={loaderData.items} loadError={loaderData.error} actionErrors={actionData?.errors} />;
}
