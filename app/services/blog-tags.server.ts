/**
 * Tag pages: a tag's address is its slug (/blog/tag/machine-learning), so spellings that differ only
 * in case or punctuation ("Machine Learning", "machine-learning") share one page.
 */
import { slugify } from "../lib/content.ts";
import { listPublishedTags } from "../models/blog-posts.server.ts";

export type PublishedTag = { slug: string; /** The spelling shown (the first, alphabetically). */ name: string; spellings: string[] };

/** Every tag of a published post, by slug; tags with no readable slug have no page. */
export async function listTagPages(): Promise<PublishedTag[]> {
  const bySlug = new Map<string, PublishedTag>();
  for (const tag of await listPublishedTags()) {
    const slug = slugify(tag);
    if (!slug) continue;
    const entry = bySlug.get(slug);
    if (entry) entry.spellings.push(tag);
    else bySlug.set(slug, { slug, name: tag, spellings: [tag] });
  }
  return [...bySlug.values()];
}

/** The published tag with this slug, or null. */
export async function findPublishedTag(slug: string): Promise<PublishedTag | null> {
  return (await listTagPages()).find((tag) => tag.slug === slug) ?? null;
}
