import { data, Link } from "react-router";
import type { Route } from "./+types/blog-posts";
import { ContentList, type ContentListItem } from "#app/components/admin/content-list.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { categoryOf } from "#app/lib/content.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { can } from "#app/lib/roles.ts";
import { BLOG_POST_TEXTS } from "#app/lib/schemas/blog-post.ts";
import { listPostsForAdmin } from "#app/models/blog-posts.server.ts";
import { mediaImagesByIds } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitPostDelete } from "#app/services/content.server.ts";
import { deleteFromList, listDate, loadContentList, type ListQuery } from "./content-actions.server.ts";

/** The list's filter of drafts waiting for an editor's review (decision 045). */
export const REVIEW_PARAM = "review";

/**
 * Every post for editors and up (with `?review=1`, only the drafts waiting for review); a
 * contributor's own posts only (decision 045). Deleting and bulk actions stay `content`'s.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "drafts");
  const contributor = !can(staff.role, "content");
  const review = !contributor && new URL(args.request.url).searchParams.get(REVIEW_PARAM) === "1";
  const only = contributor ? { createdBy: staff.id } : review ? { waitingForReview: true } : {};
  const answer = await loadContentList(args, (query) => listItems(query, only), BLOG_POST_TEXTS.loadFailed, "drafts");
  return data({ ...answer.data, contributor, review }, answer.init ?? undefined);
}
export const action = (args: Route.ActionArgs) => deleteFromList(args, submitPostDelete, "blog_post");
export const meta = (): Route.MetaDescriptors => adminMeta(BLOG_POST_TEXTS.list, adminPaths.blog);

/** SPEC §2's Blog Posts tab: every post, drafts included, newest first by created_at; 20 a page. */
async function listItems(query: ListQuery, only: { createdBy?: string; waitingForReview?: boolean }): Promise<{ items: ContentListItem[]; matching: number }> {
  const { items, matching } = await listPostsForAdmin(query, only);
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
    waitingForReview: !post.isPublished && post.reviewRequestedAt !== null,
  })) };
}

export default function AdminBlogPosts({ loaderData }: Route.ComponentProps) {
  const { contributor, review, ...list } = loaderData;
  const note = contributor ? (
    <p className="text-sm text-muted-foreground">Your drafts. An editor publishes a draft once you submit it for review.</p>
  ) : (
    <p className="text-sm">
      {review ? (
        <>
          Drafts waiting for review.{" "}
          <Link to={adminPaths.blog} className="font-medium text-primary underline underline-offset-4">
            Show every post
          </Link>
        </>
      ) : (
        <Link to={`${adminPaths.blog}?${REVIEW_PARAM}=1`} className="font-medium text-primary underline underline-offset-4">
          Show drafts waiting for review
        </Link>
      )}
    </p>
  );
  return (
    <ContentList
      texts={BLOG_POST_TEXTS}
      addHref={adminPaths.blogNew}
      listHref={review ? `${adminPaths.blog}?${REVIEW_PARAM}=1` : adminPaths.blog}
      {...list}
      bulkKind={contributor ? undefined : "blog_post"}
      canDelete={!contributor}
      filterNote={note}
    />
  );
}
