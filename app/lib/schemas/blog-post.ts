/** The admin blog post editor (SPEC §2, §3, §5), used by the form and by the server action. */
import { z } from "./zod.ts";
import { deleteIntent } from "./delete-intent.ts";
import { checkbox, optionalImageUrl, optionalMediaId, optionalSlug, optionalText, requiredText, tagList, optionalSchedule, scheduleOffset } from "./fields.ts";

export const BlogPostSchema = z.object({
  title: requiredText("Title", 200),
  author: requiredText("Author", 100),
  category: optionalText("Category", 60),
  coverImageUrl: optionalImageUrl,
  coverMediaId: optionalMediaId("Cover image"),
  excerpt: optionalText("Excerpt", 500),
  content: requiredText("Content", 100_000),
  tags: tagList,
  isPublished: checkbox("Published"),
  isFeatured: checkbox("Featured"),
  scheduledAt: optionalSchedule,
  scheduleOffset,
  /** Blank: made from the title. */
  slug: optionalSlug,
});

export type BlogPostInput = z.output<typeof BlogPostSchema>;
/** The form's fields as the browser holds them. */
export type BlogPostForm = z.input<typeof BlogPostSchema>;

/** The list fields whose next item may still be in its text box on Save (list-drafts.ts). */
export const BLOG_POST_LIST_FIELDS = ["tags"] as const;

/** SPEC §2, §8: what the admin reads about posts: the list, its states, saving and deleting. */
export const BLOG_POST_TEXTS = {
  noun: "Blog Post",
  list: "Blog Posts",
  description: "Write, publish and feature articles for the blog.",
  add: "Add Blog Post",
  loading: "Loading blog posts...",
  loadFailed: "The blog posts could not be loaded.",
  empty: "No blog posts found. Create your first blog post!",
  confirmDelete: "Are you sure you want to delete this blog post?",
  saveFailed: "Failed to save blog post",
  deleteFailed: "Failed to delete blog post",
  missing: "This blog post no longer exists.",
} as const;

/** A new post: every box empty, a draft (SPEC §3: is_published defaults to false). */
export const NEW_BLOG_POST = { isPublished: false, isFeatured: false } as const;

export const BlogPostDeleteSchema = deleteIntent(z.uuid({ error: "Unknown blog post." }));
