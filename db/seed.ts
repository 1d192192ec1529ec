/**
 * Demo content for the embedded default database: blog posts and case studies, inserted only when
 * the content tables are empty, so running it again changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { rows, type Db } from "./client.server.ts";
import { blogPosts, caseStudies, caseStudyResults, caseStudyTechStack } from "./schema.ts";
import { seedBlogPosts, seedCaseStudies } from "./seed-data.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * How the seed puts pictures into the media library. The caller hands it in
 * (app/services/seed-media.server.ts), because storing an image is the media service's behaviour
 * and db/ imports nothing from app/.
 */
export interface SeedMedia {
  /** Stores an image inside the seed's transaction: its media id, or null when it is refused. */
  store(bytes: Uint8Array, filename: string, alt: string, tx: Db): Promise<string | null>;
  /** A client's monogram (an SVG from public/art/clients) as a PNG logo, or null when the client has none. */
  logo(caseStudyId: string, svg: string): Promise<{ png: Uint8Array; name: string } | null>;
}

/** Seeds when there is no content yet; returns what was inserted, or null when nothing was. */
export async function seedIfEmpty(db: Db, media: SeedMedia, now = new Date()): Promise<{ posts: number; caseStudies: number } | null> {
  return db.transaction(async (tx) => {
    // Two instances starting at once on one database must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [row] = await rows<{ count: string }>(
      tx,
      sql`select (select count(*) from blog_posts) + (select count(*) from case_studies) as count`,
    );
    if (Number(row?.count) > 0) return null;

    for (const post of seedBlogPosts) {
      const publishedAt = post.publishedDaysAgo === null ? null : new Date(now.getTime() - post.publishedDaysAgo * DAY);
      await tx.insert(blogPosts).values({
        slug: post.slug,
        title: post.title,
        author: post.author,
        category: post.category,
        excerpt: post.excerpt,
        content: post.content,
        coverImageUrl: post.coverImageUrl,
        tags: post.tags,
        isPublished: post.isPublished,
        isFeatured: post.isFeatured,
        publishedAt,
        createdAt: publishedAt ?? now,
        updatedAt: publishedAt ?? now,
      });
    }
    for (const study of seedCaseStudies) {
      const createdAt = new Date(now.getTime() - study.createdDaysAgo * DAY);
      await tx.insert(caseStudies).values({
        id: study.id,
        title: study.title,
        subtitle: study.subtitle,
        description: study.description,
        clientOverview: study.clientOverview,
        businessChallenge: study.businessChallenge,
        projectObjectives: study.projectObjectives,
        solution: study.solution,
        keyFeatures: study.keyFeatures,
        securityGovernance: study.securityGovernance,
        impact: study.impact,
        whyItMatters: study.whyItMatters,
        tags: study.tags,
        readTime: study.readTime,
        isPublished: study.isPublished,
        isFeatured: study.isFeatured,
        ctaText: study.ctaText,
        service: study.service,
        industry: study.industry,
        createdAt,
        updatedAt: createdAt,
      });
      if (study.results.length > 0) {
        await tx.insert(caseStudyResults).values(study.results.map((r, position) => ({ caseStudyId: study.id, position, ...r })));
      }
      if (study.techStack.length > 0) {
        await tx
          .insert(caseStudyTechStack)
          .values(study.techStack.map((t, position) => ({ caseStudyId: study.id, position, ...t })));
      }
    }
    await seedImages(tx, media);
    return { posts: seedBlogPosts.length, caseStudies: seedCaseStudies.length };
  });
}

const ART_DIR = path.resolve(process.cwd(), "public/art");

/**
 * The generated cover art (scripts/art) goes into the media library like any upload, and becomes
 * the covers of the demo posts and case studies; the client monograms become their logos.
 */
async function seedImages(tx: Db, media: SeedMedia): Promise<void> {
  const cover = async (slug: string, title: string) => {
    const file = path.join(ART_DIR, "covers", `${slug}-1600.jpg`);
    if (!fs.existsSync(file)) return null;
    return media.store(new Uint8Array(fs.readFileSync(file)), `${slug}.jpg`, `Cover illustration for “${title}”`, tx);
  };
  for (const post of seedBlogPosts) {
    const id = await cover(post.slug, post.title);
    if (id) await tx.update(blogPosts).set({ coverMediaId: id }).where(eq(blogPosts.slug, post.slug));
  }
  for (const study of seedCaseStudies) {
    const coverId = await cover(study.id, study.title);
    let logoId: string | null = null;
    const svg = path.join(ART_DIR, "clients", `${study.id}.svg`);
    const logo = fs.existsSync(svg) ? await media.logo(study.id, fs.readFileSync(svg, "utf8")) : null;
    if (logo) logoId = await media.store(logo.png, `${study.id}-logo.png`, `${logo.name} logo`, tx);
    await tx.update(caseStudies).set({ coverMediaId: coverId, logoMediaId: logoId }).where(eq(caseStudies.id, study.id));
  }
}
