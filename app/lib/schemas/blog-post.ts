/** The admin blog post editor (SPEC §2, §3, §5), used by the form and by the server action. */
import { z } from "./zod";
import { deleteIntent } from "./delete-intent";
import { checkbox, optionalImageUrl, optionalSlug, optionalText, requiredText, tagList } from "./fields";

export const BlogPostSchema = z.object({
  title: requiredText("Title", 200),
  author: requiredText("Author", 100),
  category: optionalText("Category", 60),
  coverImageUrl: optionalImageUrl,
  excerpt: optionalText("Excerpt", 500),
  content: requiredText("Content", 100_000),
  tags: tagList,
  isPublished: checkbox,
  isFeatured: checkbox,
  /** Blank: made from the title. */
  slug: optionalSlug,
});

export type BlogPostInput = z.output<typeof BlogPostSchema>;
/** The form's fields as the browser holds them. */
export type BlogPostForm = z.input<typeof BlogPostSchema>;

/** The list fields whose next item may still be in its text box on Save (list-drafts.ts). */
export const BLOG_POST_LIST_FIELDS = ["tags"] as const;

/** SPEC §2, §8: what the admin reads around saving and deleting a post. */
export const BLOG_POST_TEXTS = {
  saveFailed: "Failed to save blog post",
  deleteFailed: "Failed to delete blog post",
  confirmDelete: "Are you sure you want to delete this blog post?",
  missing: "This blog post no longer exists.",
} as const;

export const BlogPostDeleteSchema = deleteIntent(z.uuid({ error: "Unknown blog post." }));
