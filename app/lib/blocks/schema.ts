/**
 * Pages from blocks (issue 26): the one schema of every block type and of a page. The editor's
 * form, the server's check before anything is stored and the renderer's types all come from here,
 * so this module is isomorphic (no database, no React) and the browser may import it.
 *
 * Rules every block keeps:
 * - an `id` (stable, so blocks can be reordered and errors shown beside the right one) and an
 *   optional `hidden` (kept in the page, not shown);
 * - bounded texts and lists;
 * - links only http(s), mailto, tel or site-relative ("/…", never "//…");
 * - pictures are a media library image (its id) or one of the site's generated pictures (by name);
 * - proof (clients, testimonials, people) is referenced by id, so one testimonial can sit on
 *   several pages and is edited in one place;
 * - an unknown `type` is refused with a message naming the known ones.
 */
import { ICON_NAMES } from "../../components/marketing/icon-names.ts";
import { isStorableText } from "../schemas/fields.ts";
import { parseRichText, type RichTextDoc } from "../rich-text/schema.ts";
import { z } from "../schemas/zod.ts";

/* ---------- limits ---------- */

export const BLOCK_LIMITS = {
  blocksPerPage: 60,
  shortText: 200,
  text: 2000,
  markdown: 20_000,
  /** A rich-text JSON document: its serialized size and how deep it may nest. */
  jsonDocChars: 100_000,
  jsonDocDepth: 16,
  listItems: 24,
  longList: 60,
  refs: 24,
} as const;

/* ---------- fields ---------- */

const storableMessage = "contains a character that is not allowed";

/** A required, trimmed, bounded text. */
export const text = (max: number = BLOCK_LIMITS.shortText) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, storableMessage);

/** An optional text; blank is absent. */
export const optionalText = (max: number = BLOCK_LIMITS.shortText) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, storableMessage)
    .optional()
    .transform((value) => (value ? value : undefined));

const SAFE_HREF = /^(?:https?:\/\/[^\s/]+[^\s]*|mailto:[^\s]+|tel:\+?[0-9 ()./-]+|\/(?!\/)[^\s\\]*|#[A-Za-z][\w-]*)$/i;

/** Whether a link is one a page may carry: http(s), mailto, tel, a path on this site ("/…", not "//…") or an anchor. */
export function isSafeHref(value: string): boolean {
  return value.length <= 2000 && SAFE_HREF.test(value) && isStorableText(value);
}

export const href = z
  .string({ error: "must be text" })
  .trim()
  .min(1, "is required")
  .max(2000, "must be at most 2000 characters")
  .refine(isSafeHref, "must be a link starting with https://, http://, mailto:, tel: or / (a page of this site)");

export const cta = z.strictObject({
  label: text(80),
  href,
  /** Words only screen readers hear after the label ("about IRACONNECT" after "Learn More"). */
  srHint: optionalText(80),
});
export type CtaValue = z.infer<typeof cta>;

export const iconName = z.enum(ICON_NAMES, { error: "must be one of the site's icons" });

/** A media library image's id (the first 32 hex digits of its SHA-256). */
export const mediaId = z.string({ error: "must be text" }).regex(/^[0-9a-f]{32}$/, "must be a media library image");

/** A record of a proof collection (client, testimonial, person). */
export const recordId = z.string({ error: "must be text" }).uuid("must name a stored record");

/** A generated picture of the site (app/lib/art): its name, e.g. "home-hero", "product/iraconnect/card". */
export const artName = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(?:[/-][a-z0-9]+)*$/, "must name one of the site's pictures")
  .max(100, "must be at most 100 characters");

export const picture = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("media"), mediaId, alt: optionalText(300) }),
    z.strictObject({ kind: z.literal("art"), name: artName }),
  ],
  { error: "must be a media library image or one of the site's pictures" },
);
export type PictureValue = z.infer<typeof picture>;

const list = <T extends z.ZodType>(item: T, max: number = BLOCK_LIMITS.listItems, min = 0) =>
  z
    .array(item, { error: "must be a list" })
    .min(min, min === 1 ? "needs at least one item" : `needs at least ${min} items`)
    .max(max, `must have at most ${max} items`);

const feature = z.strictObject({ title: text(), description: text(BLOCK_LIMITS.text), icon: iconName });
const titled = { title: optionalText(), subtitle: optionalText(BLOCK_LIMITS.text) };

export const blockId = z
  .string({ error: "must be text" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, - or _");

const base = {
  id: blockId,
  hidden: z.boolean({ error: "must be true or false" }).optional(),
  /** The section's background: the page's own, or the muted band that sets sections apart. */
  tone: z.enum(["default", "muted"], { error: "must be default or muted" }).optional(),
};

/* ---------- rich text ---------- */

/** How deep a JSON value nests (a scalar is 0). Stops counting past `limit`. */
export function jsonDepth(value: unknown, limit: number = BLOCK_LIMITS.jsonDocDepth + 1): number {
  if (value === null || typeof value !== "object") return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(child, limit - 1));
    if (deepest >= limit) break;
  }
  return deepest + 1;
}

/**
 * A rich-text JSON document: checked by the rich-text schema (decision 030: known node and mark
 * types only, links to allowed addresses, bounded depth and size) and rendered by our renderer of
 * its structure, never as stored HTML.
 */
export const jsonDoc = z.unknown().transform((value, context): RichTextDoc => {
  const parsed = parseRichText(value);
  if (!parsed.ok) {
    context.issues.push({ code: "custom", message: parsed.message, input: value });
    return z.NEVER;
  }
  return parsed.doc;
});

export const richTextBody = z.discriminatedUnion(
  "format",
  [
    z.strictObject({ format: z.literal("markdown"), markdown: text(BLOCK_LIMITS.markdown) }),
    z.strictObject({ format: z.literal("json"), doc: jsonDoc }),
  ],
  { error: "must be Markdown or a rich-text document" },
);

/* ---------- the blocks ---------- */

export const heroBlock = z.strictObject({
  ...base,
  type: z.literal("hero"),
  /** page: the page hero under the breadcrumb; home: the home page's (no breadcrumb). */
  variant: z.enum(["page", "home"], { error: "must be page or home" }).default("page"),
  eyebrow: optionalText(80),
  title: text(),
  subtitle: text(BLOCK_LIMITS.text),
  image: picture.optional(),
  /** The hero's buttons, the first one filled. */
  actions: list(cta, 3).default([]),
  /** An arrow after the first button's label. */
  arrow: z.boolean().default(false),
});

export const iraconnectHeroBlock = z.strictObject({
  ...base,
  type: z.literal("iraconnectHero"),
  eyebrow: optionalText(80),
  title: text(),
  subtitle: text(BLOCK_LIMITS.text),
  /** The button to the signup page (/iraconnect/join, with its live counter and form). */
  signupLabel: text(80).default("Join the Waitlist"),
});

export const richTextBlock = z.strictObject({ ...base, type: z.literal("richText"), title: optionalText(), body: richTextBody });

/** Two columns: paragraphs on one side, cards (mission, vision…) on the other. */
export const storyBlock = z.strictObject({
  ...base,
  type: z.literal("story"),
  title: text(),
  paragraphs: list(text(BLOCK_LIMITS.text), 12, 1),
  aside: list(z.strictObject({ title: text(), text: text(BLOCK_LIMITS.text) }), 4).default([]),
  action: cta.optional(),
});

export const featureGridBlock = z.strictObject({
  ...base,
  type: z.literal("featureGrid"),
  ...titled,
  columns: z.union([z.literal(3), z.literal(4)], { error: "must be 3 or 4" }).default(3),
  /** grid: cards; outcomes: cards with round icons under an "Outcomes" eyebrow; with pictures, rows beside them. */
  style: z.enum(["grid", "outcomes"], { error: "must be grid or outcomes" }).default("grid"),
  /** With pictures, the features sit in rows beside them, the side alternating. */
  pictures: list(picture, 6).default([]),
  items: list(feature, BLOCK_LIMITS.listItems, 1),
});

/** Problems beside their solutions (the solution and industry pages). */
export const problemSolutionBlock = z.strictObject({
  ...base,
  type: z.literal("problemSolution"),
  problems: z.strictObject({ title: text(), items: list(text(BLOCK_LIMITS.text), 12, 1) }),
  solutions: z.strictObject({ title: text(), items: list(text(BLOCK_LIMITS.text), 12, 1) }),
});

export const stepsBlock = z.strictObject({
  ...base,
  type: z.literal("steps"),
  title: text(),
  items: list(z.strictObject({ title: text(), description: text(BLOCK_LIMITS.text) }), 12, 1),
});

export const timelineBlock = z.strictObject({
  ...base,
  type: z.literal("timeline"),
  ...titled,
  items: list(z.strictObject({ year: text(20), title: text(), description: text(BLOCK_LIMITS.text) }), BLOCK_LIMITS.listItems, 1),
});

export const faqBlock = z.strictObject({
  ...base,
  type: z.literal("faq"),
  title: optionalText(),
  items: list(z.strictObject({ question: text(300), answer: text(BLOCK_LIMITS.text) }), 30, 1),
});

const comparisonValue = z.union([z.boolean(), text(120)], { error: "must be yes, no or a short text" });
export const comparisonTableBlock = z.strictObject({
  ...base,
  type: z.literal("comparisonTable"),
  ...titled,
  competitor: text(80),
  /** The verdict above the table (what only one side has), with this line under its heading. */
  verdict: z.boolean().default(true),
  intro: optionalText(BLOCK_LIMITS.text),
  rows: list(z.strictObject({ feature: text(), iraconnect: comparisonValue, competitor: comparisonValue }), 40, 1),
});

/** The results of the published case studies (or the one case study that fits this page). */
export const resultsBandBlock = z.strictObject({
  ...base,
  type: z.literal("resultsBand"),
  mode: z.enum(["results", "related"], { error: "must be results or related" }).default("results"),
  /** For "related": the case study to show; without one, the case study that fits the page. */
  caseStudyId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must name a case study").max(200).optional(),
});

export const archiveBlock = z.strictObject({
  ...base,
  type: z.literal("archive"),
  ...titled,
  /** posts, case studies, or both (the home page's featured work). */
  collection: z.enum(["posts", "caseStudies", "both"], { error: "must be posts, caseStudies or both" }),
  limit: z.number({ error: "must be a number" }).int().min(1, "must be at least 1").max(12, "must be at most 12").default(3),
  featuredOnly: z.boolean().default(true),
});

export const productCardsBlock = z.strictObject({
  ...base,
  type: z.literal("productCards"),
  ...titled,
  items: list(
    z.strictObject({ name: text(80), description: text(BLOCK_LIMITS.text), href, icon: iconName, image: picture.optional(), linkLabel: optionalText(80) }),
    6,
    1,
  ),
});

/** The products page: one section per product with platform, features and benefits tabs. */
export const productDetailsBlock = z.strictObject({
  ...base,
  type: z.literal("productDetails"),
  items: list(
    z.strictObject({
      anchor: blockId,
      name: text(80),
      tagline: text(),
      description: text(BLOCK_LIMITS.text),
      image: picture.optional(),
      platform: z.strictObject({ title: text(), text: text(BLOCK_LIMITS.text), points: list(text(), 12) }),
      features: list(feature, BLOCK_LIMITS.listItems),
      benefits: list(z.strictObject({ audience: text(80), items: list(text(), 12) }), 6),
      actions: list(cta, 3).default([]),
      moreHref: href.optional(),
    }),
    6,
    1,
  ),
});

/** Cards with an icon, each optionally a link (the services teaser, a hub's pages). */
export const cardsBlock = z.strictObject({
  ...base,
  type: z.literal("cards"),
  ...titled,
  /**
   * teaser: centred heading, cards with an icon; links: a heading on the left, cards that are links
   * with "Read more"; jump: cards whose "Learn More" link moves down the page to the section it names.
   */
  variant: z.enum(["teaser", "links", "jump"], { error: "must be teaser, links or jump" }).default("teaser"),
  columns: z.union([z.literal(3), z.literal(5)], { error: "must be 3 or 5" }).default(3),
  items: list(
    z.strictObject({
      title: text(),
      text: text(BLOCK_LIMITS.text),
      href: href.optional(),
      icon: iconName.optional(),
      /** The card's own id on the page (an address may name it: /services#cloud-architecture). */
      anchor: blockId.optional(),
    }),
    BLOCK_LIMITS.longList,
    1,
  ),
  action: cta.optional(),
});

/**
 * The services page: each service with its benefits, process and technologies, and the published
 * case study of that service under it (its anchor is the service's id in the case studies' facets).
 */
export const serviceDetailsBlock = z.strictObject({
  ...base,
  type: z.literal("serviceDetails"),
  ...titled,
  items: list(
    z.strictObject({
      anchor: blockId,
      title: text(),
      icon: iconName,
      description: text(BLOCK_LIMITS.text),
      image: picture.optional(),
      benefits: list(text(), 12),
      process: list(text(), 12),
      technologies: list(text(80), 24),
    }),
    12,
    1,
  ),
});

export const jobListingsBlock = z.strictObject({
  ...base,
  type: z.literal("jobListings"),
  ...titled,
  /** The day the positions were posted (YYYY-MM-DD), for search engines' job listings. */
  postedOn: z.string({ error: "must be text" }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)").optional(),
  items: list(
    z.strictObject({
      anchor: blockId,
      title: text(),
      department: text(80),
      location: text(80),
      employment: text(80),
      experience: text(80),
      description: text(BLOCK_LIMITS.text),
      responsibilities: list(text(300), 16),
      requirements: list(text(300), 16),
    }),
    30,
  ),
});

/** The company's contact facts (from the site settings), its office hours and the map. */
export const contactFactsBlock = z.strictObject({
  ...base,
  type: z.literal("contactFacts"),
  title: optionalText(),
  showHours: z.boolean().default(true),
  showMap: z.boolean().default(true),
});

/** A legal text (the privacy policy, the terms): its date, then titled sections of markdown, each with its own anchor. */
const legalPart = z.strictObject({ anchor: blockId, heading: text(120), markdown: text(BLOCK_LIMITS.text * 3) });
export const legalTextBlock = z.strictObject({
  ...base,
  type: z.literal("legalText"),
  /** The date of the last change, shown above the first section. */
  updated: z.string({ error: "must be text" }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)"),
  sections: list(
    z.strictObject({
      ...legalPart.shape,
      /** Boxed parts after the section's text (one per form on the privacy policy), each linkable by its anchor. */
      parts: list(legalPart, 8).default([]),
    }),
    BLOCK_LIMITS.listItems,
    1,
  ),
});

export const formBlock = z.strictObject({
  ...base,
  type: z.literal("form"),
  form: z.enum(["contact", "newsletter", "iraconnect-signup"], { error: "must be contact, newsletter or iraconnect-signup" }),
  title: optionalText(),
  text: optionalText(BLOCK_LIMITS.text),
  /** The contact facts beside the contact form. */
  withFacts: z.boolean().default(false),
});

export const ctaBlock = z.strictObject({
  ...base,
  type: z.literal("cta"),
  /** band: the closing coloured band; panel: a centred heading, text and button; intro: the same, larger, with an outline button. */
  style: z.enum(["band", "panel", "intro"], { error: "must be band, panel or intro" }).default("band"),
  title: text(),
  text: text(BLOCK_LIMITS.text),
  primary: cta,
  secondary: cta.optional(),
});

export const logoStripBlock = z.strictObject({ ...base, type: z.literal("logoStrip"), title: optionalText(), clientIds: list(recordId, BLOCK_LIMITS.refs, 1) });

export const testimonialsBlock = z.strictObject({ ...base, type: z.literal("testimonials"), ...titled, testimonialIds: list(recordId, 12, 1) });

export const teamGridBlock = z.strictObject({ ...base, type: z.literal("teamGrid"), ...titled, personIds: list(recordId, 48, 1) });

export const statsBlock = z.strictObject({
  ...base,
  type: z.literal("stats"),
  title: optionalText(),
  items: list(z.strictObject({ value: text(20), label: text(120) }), 8, 1),
});

export const mediaBlock = z.strictObject({
  ...base,
  type: z.literal("media"),
  image: picture,
  caption: optionalText(300),
  size: z.enum(["content", "wide"], { error: "must be content or wide" }).default("content"),
});

export const galleryBlock = z.strictObject({
  ...base,
  type: z.literal("gallery"),
  ...titled,
  images: list(z.strictObject({ image: picture, caption: optionalText(300) }), BLOCK_LIMITS.listItems, 1),
});

export const blockSchemas = {
  hero: heroBlock,
  iraconnectHero: iraconnectHeroBlock,
  richText: richTextBlock,
  story: storyBlock,
  featureGrid: featureGridBlock,
  problemSolution: problemSolutionBlock,
  steps: stepsBlock,
  timeline: timelineBlock,
  faq: faqBlock,
  comparisonTable: comparisonTableBlock,
  resultsBand: resultsBandBlock,
  archive: archiveBlock,
  productCards: productCardsBlock,
  productDetails: productDetailsBlock,
  cards: cardsBlock,
  serviceDetails: serviceDetailsBlock,
  jobListings: jobListingsBlock,
  contactFacts: contactFactsBlock,
  legalText: legalTextBlock,
  form: formBlock,
  cta: ctaBlock,
  logoStrip: logoStripBlock,
  testimonials: testimonialsBlock,
  teamGrid: teamGridBlock,
  stats: statsBlock,
  media: mediaBlock,
  gallery: galleryBlock,
} as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

/** A name for each block type, as the editor lists them. */
export const blockLabels: Record<BlockType, string> = {
  hero: "Hero",
  iraconnectHero: "IRACONNECT hero (campaign band and signup)",
  richText: "Rich text",
  story: "Story with cards",
  featureGrid: "Feature grid",
  problemSolution: "Problems and solutions",
  steps: "Steps",
  timeline: "Timeline",
  faq: "FAQ",
  comparisonTable: "Comparison table",
  resultsBand: "Case study results",
  archive: "Posts or case studies",
  productCards: "Product cards",
  productDetails: "Product details",
  cards: "Cards",
  serviceDetails: "Service details",
  jobListings: "Job listings",
  contactFacts: "Contact facts and map",
  legalText: "Legal text (dated sections)",
  form: "Form",
  cta: "Call to action",
  logoStrip: "Client logos",
  testimonials: "Testimonials",
  teamGrid: "Team",
  stats: "Stats",
  media: "Image",
  gallery: "Gallery",
};

const unknownTypeMessage = `must be a known block type (${BLOCK_TYPES.join(", ")})`;

export const blockSchema = z.discriminatedUnion(
  "type",
  [
    heroBlock,
    iraconnectHeroBlock,
    richTextBlock,
    storyBlock,
    featureGridBlock,
    problemSolutionBlock,
    stepsBlock,
    timelineBlock,
    faqBlock,
    comparisonTableBlock,
    resultsBandBlock,
    archiveBlock,
    productCardsBlock,
    productDetailsBlock,
    cardsBlock,
    serviceDetailsBlock,
    jobListingsBlock,
    contactFactsBlock,
    legalTextBlock,
    formBlock,
    ctaBlock,
    logoStripBlock,
    testimonialsBlock,
    teamGridBlock,
    statsBlock,
    mediaBlock,
    galleryBlock,
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union" || issue.code === "invalid_type" ? `Block type ${unknownTypeMessage}` : undefined,
  },
);

export type Block = z.infer<typeof blockSchema>;
/** What the editor's form holds before parsing (defaults not applied). */
export type BlockInput = z.input<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/* ---------- the page ---------- */

const RESERVED_SEGMENT = /^\/(?:admin|api|media|art|assets|fonts|preview|share-card|events|healthz|csp-report)(?:[-/]|$)/i;

/**
 * A page's path: "/" or lower-case segments of letters, digits and hyphens, no trailing slash.
 * (Whether a route already answers at it is the service's check, app/services/pages.server.ts.)
 */
export const pagePath = z
  .string({ error: "must be text" })
  .trim()
  .max(200, "must be at most 200 characters")
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, "must start with / and hold lower-case letters, digits and hyphens (e.g. /about or /campaigns/spring)")
  .refine((value) => !RESERVED_SEGMENT.test(value), "is reserved for the site itself");

export const pageSeoSchema = z.strictObject({
  title: optionalText(120),
  description: optionalText(300),
  keywords: list(text(60), 20).default([]),
  shareImage: mediaId.optional(),
  canonical: href.optional(),
  noindex: z.boolean().default(false),
});

export const pageSchema = z
  .strictObject({
    path: pagePath,
    title: text(120),
    /** Its name in breadcrumb trails ("About"); the title when absent. */
    breadcrumb: optionalText(60),
    seo: pageSeoSchema.prefault({}),
    blocks: list(blockSchema, BLOCK_LIMITS.blocksPerPage),
  })
  .superRefine((page, context) => {
    const seen = new Set<string>();
    page.blocks.forEach((block, index) => {
      if (seen.has(block.id)) context.addIssue({ code: "custom", path: ["blocks", index, "id"], message: "must be unique on the page" });
      seen.add(block.id);
    });
  });

export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
export type PageSeo = z.infer<typeof pageSeoSchema>;

/** The blocks of stored content that still parse, each on its own (the renderer skips the others). */
export function parseBlocks(raw: unknown): { blocks: Block[]; skipped: number } {
  if (!Array.isArray(raw)) return { blocks: [], skipped: 0 };
  const blocks: Block[] = [];
  let skipped = 0;
  for (const item of raw.slice(0, BLOCK_LIMITS.blocksPerPage)) {
    const parsed = blockSchema.safeParse(item);
    if (parsed.success) blocks.push(parsed.data);
    else skipped++;
  }
  return { blocks, skipped };
}

/** A zod error as one line per problem, with where it is ("blocks.2.title: is required"). */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.map(String).join(".");
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/* ---------- the proof collections' forms ---------- */

export const clientSchema = z.strictObject({
  name: text(120),
  logoMediaId: mediaId.optional(),
  url: href.optional(),
});
export const testimonialSchema = z.strictObject({
  quote: text(1000),
  name: text(120),
  role: text(120),
  company: text(120),
  photoMediaId: mediaId.optional(),
});
export const personSchema = z.strictObject({
  name: text(120),
  role: text(120),
  bio: optionalText(600),
  photoMediaId: mediaId.optional(),
  sortOrder: z.number({ error: "must be a number" }).int().min(0).max(10_000).default(0),
});
export type ClientInput = z.input<typeof clientSchema>;
export type TestimonialInput = z.input<typeof testimonialSchema>;
export type PersonInput = z.input<typeof personSchema>;
