import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "~/lib/schemas/zod";
import type { Route } from "./+types/blog-posts";
import { TagChips } from "~/components/content/tag-chips";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { categoryOf } from "~/lib/content";
import { deletePost, listAllPosts } from "~/models/blog-posts.server";
import { requireAdmin } from "~/services/auth.server";
import { actorFrom } from "~/services/content-access.server";
import { logger } from "~/services/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const posts = await listAllPosts();
    return {
      error: null,
      posts: posts.map((post) => ({
        id: post.id,
        title: post.title,
        author: post.author,
        category: categoryOf(post),
        excerpt: post.excerpt?.trim() || null,
        tags: post.tags,
        isPublished: post.isPublished,
        isFeatured: post.isFeatured,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin blog list failed");
    return { error: error instanceof Error ? error.message : "An error occurred", posts: [] };
  }
}

const DeleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Failed to delete blog post" }, { status: 400 });
  try {
    const deleted = await deletePost(parsed.data.id, actorFrom(admin, context));
    if (!deleted) return data({ error: "Failed to delete blog post" }, { status: 404 });
    return { error: null };
  } catch (error) {
    logger.error({ err: error }, "blog post delete failed");
    return data({ error: "Failed to delete blog post" }, { status: 500 });
  }
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Blog Posts", "/admin-dashboard/blog");
}

export default function AdminBlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin-dashboard/blog";
  return (
    <section aria-labelledby="blog-posts-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="blog-posts-heading" className="text-xl font-semibold">
            Blog Posts
          </h2>
          <p className="mt-1 text-muted-foreground">Write, publish and feature articles for the blog.</p>
        </div>
        <Button asChild>
          <Link to="/admin-dashboard/blog/new">
            <Plus aria-hidden="true" /> Add Blog Post
          </Link>
        </Button>
      </div>

      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          {actionData.error}
        </p>
      ) : null}

      <div className="mt-6" aria-live="polite">
        {loading ? (
          <p className="py-12 text-center text-muted-foreground">Loading blog posts...</p>
        ) : loaderData.error ? (
          <p role="alert" className="py-12 text-center text-destructive">
            Error: {loaderData.error}
          </p>
        ) : loaderData.posts.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">No blog posts found. Create your first blog post!</p>
        ) : (
          <ul className="grid gap-4">
            {loaderData.posts.map((post) => (
              <li key={post.id}>
                <article className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-lg font-semibold">{post.title}</h3>
                      <span
                        className={
                          "rounded-full px-2 py-0.5 text-xs font-medium " +
                          (post.isPublished ? "bg-success/15 text-success" : "bg-muted text-muted-foreground")
                        }
                      >
                        {post.isPublished ? "Published" : "Draft"}
                      </span>
                      {post.isFeatured ? (
                        <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">Featured</span>
                      ) : null}
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">
                      By {post.author} • {post.category}
                    </p>
                    <TagChips tags={post.tags} className="mt-3" />
                    <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{post.excerpt ?? "No excerpt available"}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button asChild variant="outline" size="icon">
                      <a href={`/blog/${post.id}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${post.title}`}>
                        <Eye aria-hidden="true" />
                      </a>
                    </Button>
                    <Button asChild variant="outline" size="icon">
                      <Link to={`/admin-dashboard/blog/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
                        <Pencil aria-hidden="true" />
                      </Link>
                    </Button>
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm("Are you sure you want to delete this blog post?")) event.preventDefault();
                      }}
                    >
                      <input type="hidden" name="id" value={post.id} />
                      <Button type="submit" name="intent" value="delete" variant="outline" size="icon" aria-label={`Delete ${post.title}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </Form>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
