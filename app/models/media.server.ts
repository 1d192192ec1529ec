/** Every media and media_variants query (decision 014). Lists never read the image bytes. */
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { blogPosts, caseStudies, media, mediaVariants, siteSettings } from "../../db/schema.ts";
import type { MediaFormat, MediaImage } from "../lib/media.ts";
import { containsPattern } from "./admin-list.server.ts";

export type MediaRow = {
  id: string;
  filename: string;
  alt: string;
  sourceFormat: string;
  format: "jpeg" | "png";
  width: number;
  height: number;
  byteSize: number;
  createdAt: Date;
};

const listColumns = {
  id: media.id,
  filename: media.filename,
  alt: media.alt,
  sourceFormat: media.sourceFormat,
  format: media.format,
  width: media.width,
  height: media.height,
  byteSize: media.byteSize,
  createdAt: media.createdAt,
};

/** The library's grid, newest first, searched by file name or alt text. */
export async function listMedia({ q, limit = 60, offset = 0 }: { q?: string; limit?: number; offset?: number } = {}): Promise<{ items: MediaRow[]; total: number }> {
  const where = q ? or(ilike(media.filename, containsPattern(q)), ilike(media.alt, containsPattern(q))) : undefined;
  const [items, [total]] = await Promise.all([
    db().select(listColumns).from(media).where(where).orderBy(desc(media.createdAt), media.id).limit(limit).offset(offset),
    db().select({ n: sql<number>`count(*)::int` }).from(media).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function getMedia(id: string, executor: Db = db()): Promise<MediaRow | null> {
  const [row] = await executor.select(listColumns).from(media).where(eq(media.id, id));
  return row ?? null;
}

/** What pages need of several images at once, by id. */
export async function mediaImagesByIds(ids: readonly (string | null | undefined)[]): Promise<Map<string, MediaImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string"))];
  if (wanted.length === 0) return new Map();
  const found = await db()
    .select({ id: media.id, alt: media.alt, width: media.width, height: media.height, format: media.format })
    .from(media)
    .where(inArray(media.id, wanted));
  return new Map(found.map((row) => [row.id, row]));
}

export type NewMedia = Omit<MediaRow, "createdAt"> & { bytes: Uint8Array; uploadedBy: string | null };

/** Inserts an image; an image with the same id (the same file) already there is kept as it is. */
export async function insertMedia(row: NewMedia, executor: Db = db()): Promise<{ created: boolean }> {
  const inserted = await executor.insert(media).values(row).onConflictDoNothing({ target: media.id }).returning({ id: media.id });
  return { created: inserted.length > 0 };
}

export async function updateMediaAlt(id: string, alt: string, executor: Db = db()): Promise<boolean> {
  const updated = await executor.update(media).set({ alt }).where(eq(media.id, id)).returning({ id: media.id });
  return updated.length > 0;
}

export async function deleteMediaRow(id: string, executor: Db = db()): Promise<boolean> {
  const deleted = await executor.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  return deleted.length > 0;
}

/** Locks the image's row so that nothing starts using it while it is being deleted. */
export async function lockMedia(id: string, executor: Db): Promise<boolean> {
  const rows = await executor.select({ id: media.id }).from(media).where(eq(media.id, id)).for("update");
  return rows.length > 0;
}

/**
 * Holds an image for a reference kept outside a foreign key (the settings' share image): a delete,
 * which locks the row for update, waits for this transaction and then sees the reference.
 */
export async function holdMedia(id: string, executor: Db): Promise<boolean> {
  const rows = await executor.select({ id: media.id }).from(media).where(eq(media.id, id)).for("share");
  return rows.length > 0;
}

export type MediaUse =
  | { kind: "blog_post" | "case_study"; id: string; title: string; field: "cover" | "logo" }
  | { kind: "site_settings"; id: "company"; title: string; field: "share" };

/** Where images are used (posts' covers, case studies' covers and logos, the site's default share image), by image id. */
export async function mediaUses(ids: readonly string[], executor: Db = db()): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (ids.length === 0) return uses;
  const add = (mediaId: string | null, use: MediaUse) => {
    if (!mediaId) return;
    uses.set(mediaId, [...(uses.get(mediaId) ?? []), use]);
  };
  const [posts, studies, settings] = await Promise.all([
    executor
      .select({ id: blogPosts.id, title: blogPosts.title, cover: blogPosts.coverMediaId })
      .from(blogPosts)
      .where(inArray(blogPosts.coverMediaId, [...ids])),
    executor
      .select({ id: caseStudies.id, title: caseStudies.title, cover: caseStudies.coverMediaId, logo: caseStudies.logoMediaId })
      .from(caseStudies)
      .where(or(inArray(caseStudies.coverMediaId, [...ids]), inArray(caseStudies.logoMediaId, [...ids]))),
    // The settings' JSON names the image (no foreign key): read as stored, whatever else it holds.
    executor
      .select({ share: sql<string | null>`${siteSettings.value} ->> 'shareImageMediaId'` })
      .from(siteSettings)
      .where(and(eq(siteSettings.key, "company"), inArray(sql<string>`${siteSettings.value} ->> 'shareImageMediaId'`, [...ids]))),
  ]);
  for (const post of posts) add(post.cover, { kind: "blog_post", id: post.id, title: post.title, field: "cover" });
  for (const study of studies) {
    if (study.cover && ids.includes(study.cover)) add(study.cover, { kind: "case_study", id: study.id, title: study.title, field: "cover" });
    if (study.logo && ids.includes(study.logo)) add(study.logo, { kind: "case_study", id: study.id, title: study.title, field: "logo" });
  }
  for (const row of settings) add(row.share, { kind: "site_settings", id: "company", title: "Site settings", field: "share" });
  return uses;
}

/** The stored master of an image (the source of its variants). */
export async function getMediaMaster(id: string): Promise<{ bytes: Uint8Array; format: "jpeg" | "png"; width: number; height: number } | null> {
  const [row] = await db().select({ bytes: media.bytes, format: media.format, width: media.width, height: media.height }).from(media).where(eq(media.id, id));
  return row ?? null;
}

export async function getVariant(id: string, width: number, format: MediaFormat): Promise<Uint8Array | null> {
  const [row] = await db()
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
  return row?.bytes ?? null;
}

/** Keeps a variant; when two instances made it at once, the first one stored wins (same pixels). */
export async function storeVariant(id: string, width: number, format: MediaFormat, bytes: Uint8Array): Promise<void> {
  await db().insert(mediaVariants).values({ mediaId: id, width, format, bytes }).onConflictDoNothing();
}

/** The same, as a plain object (loader data). */
export async function mediaImageRecord(ids: readonly (string | null | undefined)[]): Promise<Record<string, MediaImage>> {
  return Object.fromEntries(await mediaImagesByIds(ids));
}

/** The variants of an image that are made and stored (their sizes and formats, not their bytes). */
export async function storedVariantSizes(id: string): Promise<{ width: number; format: MediaFormat }[]> {
  return db().select({ width: mediaVariants.width, format: mediaVariants.format }).from(mediaVariants).where(eq(mediaVariants.mediaId, id));
}
