/**
 * What a page's blocks need from the rest of the site, read once per render (issue 26): pictures
 * (generated ones by name, media library images by id), the proof its blocks name (clients,
 * testimonials, people), the posts and case studies of archive blocks, the case-study results,
 * rich text rendered to HTML (on the server only) and the breadcrumb trail. Each part that fails
 * is left out and logged: a page still renders without it, never a 500.
 */
import type { Block, PictureValue } from "../lib/blocks/schema.ts";
import { artByName } from "../lib/art/names.ts";
import type { ArtPicture } from "../lib/art/catalog.ts";
import type { MediaImage } from "../lib/media.ts";
import { listFeaturedPosts } from "../models/blog-posts.server.ts";
import { listFeaturedCaseStudies } from "../models/case-studies.server.ts";
import { mediaImageRecord } from "../models/media.server.ts";
import { getPageByPath } from "../models/pages.server.ts";
import { caseStudyCards, postCards } from "./article-pages.server.ts";
import { logger } from "./logger.server.ts";
import { fillSiteFacts } from "../lib/blocks/site-facts.ts";
import { legalHtmlKey } from "../lib/blocks/legal-keys.ts";
import { markdownToHtml } from "./markdown.server.ts";
import { richTextToHtml } from "./rich-text.server.ts";
import { readStoredPage, type PublicPage } from "./pages.server.ts";
import { companySettings } from "./site-settings.server.ts";
import { clientCards, personCards, testimonialCards, type ClientCard, type PersonCard, type TestimonialCard } from "./proof-collections.server.ts";
import { proofBand, relatedCaseStudyFor, servicesProof, type ProofItem, type RelatedStudy } from "./proof.server.ts";

export type ResolvedPicture = { kind: "art"; art: ArtPicture } | { kind: "media"; image: MediaImage };

/** The key of a picture in `PageData.pictures`. */
export function pictureKey(picture: PictureValue): string {
  return picture.kind === "art" ? `art:${picture.name}` : `media:${picture.mediaId}`;
}

type Cards = { posts: Awaited<ReturnType<typeof postCards>>; studies: Awaited<ReturnType<typeof caseStudyCards>> };

export type PageData = {
  trail: [name: string, path: string][];
  pictures: Record<string, ResolvedPicture>;
  clients: Record<string, ClientCard>;
  testimonials: Record<string, TestimonialCard>;
  people: Record<string, PersonCard>;
  archives: Record<string, Cards>;
  results: Record<string, { band: ProofItem[]; related: RelatedStudy | null }>;
  /** Per service details block, the published case study of each service (by its anchor). */
  services: Record<string, Record<string, RelatedStudy | null>>;
  html: Record<string, string>;
};

async function attempt<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    logger.error({ err: error }, `page ${what} failed`);
    return fallback;
  }
}

function picturesOf(block: Block): PictureValue[] {
  switch (block.type) {
    case "hero":
      return block.image ? [block.image] : [];
    case "featureGrid":
      return block.pictures;
    case "productCards":
    case "productDetails":
    case "serviceDetails":
      return block.items.flatMap((item) => (item.image ? [item.image] : []));
    case "media":
      return [block.image];
    case "gallery":
      return block.images.map((entry) => entry.image);
    default:
      return [];
  }
}

/** Home, then each ancestor path that is a published page, then the page itself. */
async function trailOf(page: PublicPage): Promise<[string, string][]> {
  const trail: [string, string][] = [["Home", "/"]];
  if (page.path === "/") return trail;
  const segments = page.path.split("/").slice(1);
  for (let index = 1; index < segments.length; index++) {
    const path = `/${segments.slice(0, index).join("/")}`;
    const row = await getPageByPath(path);
    if (row && row.status === "published") trail.push([row.breadcrumb ?? row.title, path]);
  }
  trail.push([page.breadcrumb, page.path]);
  return trail;
}

export async function pageData(page: PublicPage): Promise<PageData> {
  const { blocks } = page;
  const ids = (pick: (block: Block) => string[]) => [...new Set(blocks.flatMap(pick))];
  const clientIds = ids((b) => (b.type === "logoStrip" ? b.clientIds : []));
  const testimonialIds = ids((b) => (b.type === "testimonials" ? b.testimonialIds : []));
  const personIds = ids((b) => (b.type === "teamGrid" ? b.personIds : []));

  const [trail, clients, testimonials, people] = await Promise.all([
    attempt("trail", () => trailOf(page), [["Home", "/"], [page.breadcrumb, page.path]] as [string, string][]),
    attempt("clients", () => clientCards(clientIds), []),
    attempt("testimonials", () => testimonialCards(testimonialIds), []),
    attempt("people", () => personCards(personIds), []),
  ]);

  const pictures: Record<string, ResolvedPicture> = {};
  const mediaIds = new Set<string>();
  for (const picture of blocks.flatMap(picturesOf)) {
    if (picture.kind === "art") {
      const art = artByName(picture.name);
      if (art) pictures[pictureKey(picture)] = { kind: "art", art };
    } else mediaIds.add(picture.mediaId);
  }
  for (const record of [...clients.map((c) => c.logoMediaId), ...testimonials.map((t) => t.photoMediaId), ...people.map((p) => p.photoMediaId)]) {
    if (record) mediaIds.add(record);
  }
  const images = await attempt("images", () => mediaImageRecord([...mediaIds]), {} as Record<string, MediaImage>);
  for (const [id, image] of Object.entries(images)) pictures[`media:${id}`] = { kind: "media", image };
  // A picture's own alt text, where the block gives one, wins over the library's.
  for (const picture of blocks.flatMap(picturesOf)) {
    const resolved = pictures[pictureKey(picture)];
    if (picture.kind === "media" && picture.alt && resolved?.kind === "media") pictures[pictureKey(picture)] = { kind: "media", image: { ...resolved.image, alt: picture.alt } };
  }

  const archives: Record<string, Cards> = {};
  const results: PageData["results"] = {};
  const html: Record<string, string> = {};
  const services: PageData["services"] = {};
  for (const block of blocks) {
    if (block.type === "archive") {
      archives[block.id] = await attempt(
        "archive",
        async () => {
          const [posts, studies] = await Promise.all([
            block.collection === "caseStudies" ? [] : listFeaturedPosts(block.limit),
            block.collection === "posts" ? [] : listFeaturedCaseStudies(block.limit),
          ]);
          return { posts: await postCards(posts), studies: await caseStudyCards(studies) };
        },
        { posts: [], studies: [] },
      );
    } else if (block.type === "resultsBand") {
      results[block.id] =
        block.mode === "results"
          ? { band: await attempt("results band", () => proofBand(), []), related: null }
          : { band: [], related: await attempt("related case study", () => relatedCaseStudyFor(page.path, { fallback: false }), null) };
    } else if (block.type === "serviceDetails") {
      const anchors = block.items.map((item) => item.anchor);
      services[block.id] = await attempt("service case studies", async () => (await servicesProof(anchors)).related, {});
    } else if (block.type === "richText" && block.body.format === "markdown") {
      html[block.id] = markdownToHtml(block.body.markdown);
    } else if (block.type === "richText" && block.body.format === "json") {
      // Our renderer of the checked document (decision 030): no stored HTML, no editor code.
      html[block.id] = richTextToHtml(block.body.doc);
    } else if (block.type === "legalText") {
      // The legal words name the company's facts and the site's retention figures ({legalName},
      // {email}, {retentionMonths}…): filled before the markdown is rendered, so links work too.
      const site = await companySettings();
      const render = (markdown: string) => markdownToHtml(fillSiteFacts(markdown, site));
      for (const section of block.sections) {
        html[legalHtmlKey(block.id, section.anchor)] = render(section.markdown);
        for (const part of section.parts) html[legalHtmlKey(block.id, section.anchor, part.anchor)] = render(part.markdown);
      }
    }
  }

  const record = <T extends { id: string }>(rows: T[]) => Object.fromEntries(rows.map((row) => [row.id, row]));
  return { trail, pictures, clients: record(clients), testimonials: record(testimonials), people: record(people), archives, results, services, html };
}

/**
 * The live preview of a page being edited (issue 26): the editor's unsaved values as visitors
 * would see them, blocks that do not parse yet left out (their errors are shown beside their
 * fields). Null when the page itself cannot be read yet (no title, a bad path).
 */
export async function previewPageView(input: unknown): Promise<{ page: PublicPage; view: PageData } | null> {
  const page = readStoredPage(input);
  if (!page) return null;
  const preview: PublicPage = {
    id: "preview",
    path: page.path,
    title: page.title,
    breadcrumb: page.breadcrumb ?? page.title,
    seo: page.seo,
    blocks: page.blocks.filter((block) => !block.hidden),
    fallback: false,
    updatedAt: new Date().toISOString(),
  };
  return { page: preview, view: await pageData(preview) };
}
