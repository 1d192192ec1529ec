/** The admin blog post editor (SPEC §2, §3, §5), used by the form and by the server action. */
import { z } from "./zod.ts";
import { deleteIntent } from "./delete-intent.ts";
import { isEmptyRichText, richTextField, richTextPlainText } from "../rich-text/schema.ts";
import { checkbox, optionalImageUrl, optionalMediaId, optionalSlug, optionalText, requiredText, tagList, optionalSchedule, scheduleOffset } from "./fields.ts";

/**
 * A post's body is Markdown (every post written before decision 030, and a form that says nothing)
 * or a rich-text document. A Markdown post stays Markdown until its editor converts it.
 */
export const CONTENT_FORMATS = ["markdown", "rich"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

const BlogPostFields = z.object({
  title: requiredText("Title", 200),
  author: requiredText("Author", 100),
  category: optionalText("Category", 60),
  coverImageUrl: optionalImageUrl,
  coverMediaId: optionalMediaId("Cover image"),
  excerpt: optionalText("Excerpt", 500),
  contentFormat: z
    .enum(CONTENT_FORMATS, { error: "Content is either Markdown or rich text" })
    .optional()
    .transform((value) => value ?? "markdown"),
  /** Markdown (a Markdown post); for a rich-text post the server makes it the document's text. */
  content: optionalText("Content", 100_000),
  /** The rich-text document (the editor's JSON in a hidden field). */
  contentDoc: richTextField("Content"),
  tags: tagList,
  isPublished: checkbox("Published"),
  isFeatured: checkbox("Featured"),
  scheduledAt: optionalSchedule,
  scheduleOffset,
  /** Blank: made from the title. */
  slug: optionalSlug,
});

/** Whether a field's own check already failed (then "Content is required" would say it twice). */
const failed = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }, ...fields: string[]) =>
  payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

// The body is required in the form it is written in; checked even when other fields failed, so
// the editor hears of every missing field at once.
export const BlogPostSchema = BlogPostFields.refine((value) => value.contentFormat !== "rich" || (value.contentDoc !== null && !isEmptyRichText(value.contentDoc)), {
  message: "Content is required",
  path: ["contentDoc"],
  when: (payload) => !failed(payload, "contentDoc", "contentFormat"),
})
  .refine((value) => value.contentFormat === "rich" || Boolean(value.content), {
    message: "Content is required",
    path: ["content"],
    when: (payload) => !failed(payload, "content", "contentFormat"),
  })
  .transform((value) =>
    value.contentFormat === "rich" && value.contentDoc
      ? { ...value, contentDoc: value.contentDoc, content: richTextPlainText(value.contentDoc) }
      : { ...value, content: value.content ?? "", contentDoc: null },
  );

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
