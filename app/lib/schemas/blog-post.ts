/** The admin blog post editor (SPEC §2, §3, §5), used by the form and by the server action. */
import { z } from "./zod";
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
