/**
 * The site's pages as their first revision (issue 26): on a database without pages (a new one,
 * either engine, or one from before pages), the home page, /about, the five hubs and the template
 * pages are written as published pages built from blocks, with the demo proof (fictional clients
 * with generated wordmarks, their testimonials, the team with generated portraits) stored in the
 * media library and the proof collections. Idempotent: nothing happens once a page exists.
 *
 * The words come from the content modules they lived in (app/content), converted to blocks here,
 * so visitors see the same site on the day pages move to the database.
 */
import fs from "node:fs";
import path from "node:path";
import { portraitSlug, seedClients, seedPeople, seedTestimonials } from "../../db/seed-proof.ts";
import { home, about } from "../content/home.ts";
import { hubPages } from "../content/pages/hubs.ts";
import { aboutPage } from "../content/pages/about.ts";
import { careersPage } from "../content/pages/careers.ts";
import { contactPage, contactSeoDescription } from "../content/pages/contact.ts";
import { productsPage } from "../content/pages/products.ts";
import { servicesPage } from "../content/pages/services.ts";
import { contactFaqs } from "../content/faqs.ts";
import { careerBenefits, jobOpenings, jobsPostedOn } from "../content/jobs.ts";
import { productSections } from "../content/marketing/products.ts";
import { homePage } from "../content/pages/home.ts";
import { marketingPages, getMarketingPage } from "../content/marketing-pages.ts";
import { productCards } from "../content/products.ts";
import { services } from "../content/services.ts";
import { timeline } from "../content/timeline.ts";
import type { Cta, MarketingPage, PageCopy } from "../content/types.ts";
import { artNameOf } from "../lib/art/names.ts";
import { heroArtFor, storyArtFor } from "../lib/art/hero.ts";
import { homeHeroArt, productArt, serviceArt, type ServiceArtId } from "../lib/art/catalog.ts";
import { pageSchema, type BlockInput, type PageInput } from "../lib/blocks/schema.ts";
import { productMenuBlocks } from "../lib/navigation.ts";
import { hubFamilies, paths, type HubFamily } from "../lib/paths.ts";
import { rasterize } from "../lib/server/art/rasterize.server.ts";
import { countPages, getPageByPath, insertPage, insertPageRevision, lockPageSeed } from "../models/pages.server.ts";
import { insertClient, insertPerson, insertTestimonial } from "../models/proof-collections.server.ts";
import { inTransaction, type Transaction } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";
import { storeImage } from "./media.server.ts";

const ART_DIR = path.resolve(process.cwd(), "public/art/proof");

type ProofIds = { clients: Record<string, string>; testimonials: Record<string, string>; people: string[] };

const art = (picture: { src: string }) => ({ kind: "art" as const, name: artNameOf(picture as never) });
const cta = (value: Cta) => ({ label: value.label, href: value.href });

/** A generated SVG from public/art/proof as a PNG in the media library (null when the file is missing). */
async function storeDrawing(relative: string, alt: string, tx: Transaction): Promise<string | null> {
  const file = path.join(ART_DIR, relative);
  if (!fs.existsSync(file)) return null;
  const png = await rasterize(fs.readFileSync(file, "utf8"), { width: relative.startsWith("people/") ? 320 : 360, format: "png" });
  const stored = await storeImage(new Uint8Array(png), path.basename(relative).replace(/\.svg$/, ".png"), alt, null, tx);
  return stored.ok ? stored.id : null;
}

async function seedProof(tx: Transaction): Promise<ProofIds> {
  const ids: ProofIds = { clients: {}, testimonials: {}, people: [] };
  for (const client of seedClients) {
    const logo = await storeDrawing(`clients/${client.slug}.svg`, `${client.name} logo`, tx);
    ids.clients[client.slug] = (await insertClient({ name: client.name, logoMediaId: logo, url: client.url }, tx)).id;
  }
  for (const item of seedTestimonials) {
    const client = seedClients.find((c) => c.slug === item.clientSlug)!;
    const photo = await storeDrawing(`people/${portraitSlug(item.name)}.svg`, `Portrait of ${item.name} (illustration)`, tx);
    const row = await insertTestimonial({ quote: item.quote, name: item.name, role: item.role, company: client.name, photoMediaId: photo }, tx);
    ids.testimonials[item.key] = row.id;
  }
  for (const [index, person] of seedPeople.entries()) {
    const photo = await storeDrawing(`people/${person.slug}.svg`, `Portrait of ${person.name} (illustration)`, tx);
    ids.people.push((await insertPerson({ name: person.name, role: person.role, bio: person.bio, photoMediaId: photo, sortOrder: index }, tx)).id);
  }
  return ids;
}

function seoOf(meta: PageCopy["meta"]) {
  return { title: meta.title, description: meta.description, keywords: meta.keywords };
}

function homeInput(proof: ProofIds): PageInput {
  return {
    path: paths.home,
    title: "Home",
    breadcrumb: homePage.name,
    seo: seoOf(homePage.meta),
    blocks: [
      {
        id: "hero",
        type: "hero",
        variant: "home",
        title: home.hero.title,
        subtitle: home.hero.subtitle,
        image: art(homeHeroArt),
        arrow: true,
        actions: [
          { label: "Get in Touch", href: paths.contact },
          { label: "Explore Our Services", href: paths.services },
        ],
      },
      { id: "results", type: "resultsBand", mode: "results" },
      { id: "intro", type: "cta", style: "intro", title: home.intro.title, text: home.intro.text, primary: { label: "Learn About Us", href: paths.about } },
      {
        id: "products",
        type: "productCards",
        tone: "muted",
        title: home.products.title,
        subtitle: home.products.subtitle,
        items: productCards.map((product) => ({
          name: product.name,
          description: product.description,
          href: product.href,
          icon: product.icon,
          image: art(productArt[product.anchor].card),
        })),
      },
      {
        id: "services",
        type: "cards",
        title: home.servicesTeaser.title,
        subtitle: home.servicesTeaser.subtitle,
        columns: 5,
        items: services.map((service) => ({ title: service.title, text: service.description, href: `${paths.services}#${service.id}-details`, icon: service.icon })),
        action: { label: "View All Services", href: paths.services },
      },
      { id: "why", type: "featureGrid", tone: "muted", title: home.whyChoose.title, columns: 4, items: home.whyChoose.items },
      { id: "clients", type: "logoStrip", title: "Teams we have built for", clientIds: Object.values(proof.clients) },
      {
        id: "testimonials",
        type: "testimonials",
        title: "What Our Clients Say",
        testimonialIds: [proof.testimonials.payments!, proof.testimonials.health!],
      },
      { id: "featured", type: "archive", collection: "both", limit: 3, title: "Featured Work and Insights", subtitle: "Selected case studies and articles from our team." },
      {
        id: "closing",
        type: "cta",
        title: home.closing.title,
        text: home.closing.text,
        primary: { label: "Get in Touch", href: paths.contact },
        secondary: { label: "Explore Our Services", href: paths.services },
      },
    ],
  };
}

function aboutInput(proof: ProofIds): PageInput {
  return {
    path: paths.about,
    title: "About",
    breadcrumb: aboutPage.name,
    seo: seoOf(aboutPage.meta),
    blocks: [
      { id: "hero", type: "hero", ...aboutPage.hero },
      {
        id: "story",
        type: "story",
        title: about.story.title,
        paragraphs: about.story.paragraphs,
        aside: [
          { title: "Our Mission", text: about.mission },
          { title: "Our Vision", text: about.vision },
        ],
      },
      { id: "values", type: "featureGrid", tone: "muted", title: "What We Value", columns: 4, items: about.values },
      { id: "team", type: "teamGrid", title: "The People You Will Work With", subtitle: "Senior engineers who stay on your project from the first workshop to go-live.", personIds: proof.people },
      { id: "timeline", type: "timeline", tone: "muted", title: "Our Journey", subtitle: "Seven milestones from a Chennai start-up to a global team.", items: timeline },
      { id: "clients", type: "logoStrip", title: "Teams we have built for", clientIds: Object.values(proof.clients) },
      { id: "testimonials", type: "testimonials", title: "What Our Clients Say", testimonialIds: [proof.testimonials.retail!, proof.testimonials.bank!] },
      {
        id: "join",
        type: "cta",
        style: "panel",
        tone: "muted",
        title: "Join Our Team",
        text: "We are hiring engineers who like to own what they build. See our open positions and benefits.",
        primary: { label: "View Careers", href: paths.careers },
      },
    ],
  };
}

type HubEntry = { path: string; title: string; line: string };

function entryOf(pagePath: string): HubEntry | null {
  const page = getMarketingPage(pagePath);
  return page ? { path: page.path, title: page.breadcrumb, line: page.meta.description } : null;
}

/** A family's pages; features grouped by the product they belong to, as the Products menu groups them. */
function hubGroups(family: HubFamily): { title: string | null; entries: HubEntry[] }[] {
  if (family === "features") {
    return productMenuBlocks.flatMap((block) => {
      const entries = block.sections
        .filter((section) => section.title === "Features")
        .flatMap((section) => section.links.map((link) => entryOf(link.href)))
        .filter((entry): entry is HubEntry => entry !== null);
      return entries.length ? [{ title: block.title, entries }] : [];
    });
  }
  return [{ title: null, entries: marketingPages.filter((page) => page.family === family).map((page) => entryOf(page.path)!) }];
}

function hubInput(family: HubFamily): PageInput {
  const page = hubPages[family];
  const art0 = heroArtFor(page.path);
  return {
    path: page.path,
    title: page.name,
    breadcrumb: page.name,
    seo: seoOf(page.meta),
    blocks: [
      {
        id: "hero",
        type: "hero",
        ...page.hero,
        image: art0 ? art(art0) : undefined,
        actions: [
          { label: "Book a Demo", href: paths.contact },
          { label: "All Products", href: paths.products },
        ],
      },
      ...hubGroups(family).map(
        (group, index): BlockInput => ({
          id: `group-${index + 1}`,
          type: "cards",
          variant: "links",
          tone: index % 2 === 1 ? "muted" : undefined,
          title: group.title ?? `${page.name}: ${group.entries.length} pages`,
          items: group.entries.map((entry) => ({ title: entry.title, text: entry.line, href: entry.path })),
        }),
      ),
      ...(page.cta ? [{ id: "cta", type: "cta" as const, title: page.cta.title, text: page.cta.text, primary: cta(page.cta.primary), secondary: page.cta.secondary && cta(page.cta.secondary) }] : []),
    ],
  };
}

/**
 * A template page's blocks, in the template's order: hero, the family's body, proof, FAQ, the
 * closing band. Its old testimonials were users of products not launched yet: the proof is the
 * case study that fits the page instead (issue 26, claims that agree).
 */
/** The testimonials that fit each audience's page: education clients for education pages, a buyer for companies. */
function fittingTestimonials(page: MarketingPage): string[] {
  if (page.family === "industries" || ["/solutions/for-colleges", "/solutions/for-students", "/solutions/for-mentors"].includes(page.path)) return ["college"];
  if (page.path === "/solutions/for-companies") return ["retail"];
  return [];
}

function templateInput(page: MarketingPage, proof: ProofIds): PageInput {
  const primary = page.hero.primaryCta ?? { label: "Book a Demo", href: paths.contact };
  const secondary = page.hero.secondaryCta ?? null;
  const heroArt = heroArtFor(page.path);
  const story = storyArtFor(page.path);
  const blocks: BlockInput[] = [
    {
      id: "hero",
      type: "hero",
      eyebrow: page.hero.eyebrow,
      title: page.hero.title,
      subtitle: page.hero.subtitle,
      image: heroArt ? art(heroArt) : undefined,
      actions: [cta(primary), secondary ? cta(secondary) : { label: "Learn More", href: "/products/ira-connect", srHint: "about IRACONNECT" }],
    },
  ];
  const features = (extra: Partial<Extract<BlockInput, { type: "featureGrid" }>> = {}): BlockInput => ({
    id: "features",
    type: "featureGrid",
    title: page.features.title,
    subtitle: page.features.subtitle,
    items: page.features.items,
    ...extra,
  });
  const steps = (tone?: "muted"): BlockInput[] => (page.steps ? [{ id: "steps", type: "steps", title: page.steps.title, items: page.steps.items, tone }] : []);
  switch (page.family) {
    case "products":
    case "features":
      blocks.push(features({ pictures: story.map(art) }), ...steps("muted"));
      break;
    case "compare":
      if (page.comparison) {
        blocks.push(
          { id: "comparison", type: "comparisonTable", competitor: page.comparison.competitor, intro: page.features.subtitle, rows: page.comparison.rows },
          features({ tone: "muted", subtitle: undefined }),
        );
      } else blocks.push(features({ pictures: story.map(art) }), ...steps("muted"));
      break;
    case "migrate":
      blocks.push(...steps(), features({ tone: "muted" }));
      break;
    case "solutions":
    case "industries":
      if (page.problems && page.solutions) blocks.push({ id: "problems", type: "problemSolution", problems: page.problems, solutions: page.solutions });
      blocks.push(features({ tone: "muted", style: "outcomes" }));
      break;
  }
  const quotes = fittingTestimonials(page).flatMap((key) => (proof.testimonials[key] ? [proof.testimonials[key]] : []));
  if (quotes.length) blocks.push({ id: "testimonials", type: "testimonials", title: "What Our Clients Say", testimonialIds: quotes });
  if (page.family === "solutions") blocks.push({ id: "proof", type: "resultsBand", mode: "related" });
  blocks.push(
    { id: "faq", type: "faq", items: page.faqs },
    { id: "cta", type: "cta", title: page.cta.title, text: page.cta.text, primary: cta(page.cta.primary), secondary: page.cta.secondary && cta(page.cta.secondary) },
  );
  return { path: page.path, title: page.breadcrumb, breadcrumb: page.breadcrumb, seo: seoOf(page.meta), blocks };
}


/** A page below home with the hero and closing band of its copy around its own blocks. */
function framedInput(page: PageCopy, middle: BlockInput[], hero: Partial<Extract<BlockInput, { type: "hero" }>> = {}): PageInput {
  return {
    path: page.path,
    title: page.name,
    breadcrumb: page.name,
    seo: seoOf(page.meta),
    blocks: [
      { id: "hero", type: "hero", eyebrow: page.hero?.eyebrow, title: page.hero!.title, subtitle: page.hero!.subtitle, ...hero },
      ...middle,
      ...(page.cta ? [{ id: "cta", type: "cta" as const, title: page.cta.title, text: page.cta.text, primary: cta(page.cta.primary), secondary: page.cta.secondary && cta(page.cta.secondary) }] : []),
    ],
  };
}

function productsInput(): PageInput {
  return framedInput(
    productsPage,
    [
      {
        id: "products",
        type: "productDetails",
        items: productSections.map((product) => ({
          anchor: product.id,
          name: product.name,
          tagline: product.tagline,
          description: product.description,
          image: art(productArt[product.id].card),
          platform: product.platform,
          features: product.features,
          benefits: product.benefits,
          actions: [{ label: "Request a Demo", href: paths.contact }, cta(product.nextStep)],
          moreHref: product.path,
        })),
      },
    ],
    {
      image: art(productArt.iraconnect.screen),
      actions: productSections.map((product) => ({ label: product.name, href: `#${product.id}` })),
    },
  );
}

function servicesInput(): PageInput {
  return framedInput(servicesPage, [
    {
      id: "services",
      type: "cards",
      variant: "jump",
      columns: 5,
      title: "What We Offer",
      subtitle: "Pick a service to see how we work and the tools we use.",
      items: services.map((service) => ({ title: service.title, text: service.description, href: `#${service.id}-details`, icon: service.icon })),
    },
    { id: "results", type: "resultsBand", mode: "results" },
    {
      id: "details",
      type: "serviceDetails",
      items: services.map((service) => ({
        anchor: service.id,
        title: service.title,
        icon: service.icon,
        description: service.description,
        image: art(serviceArt[service.id as ServiceArtId]),
        benefits: service.benefits,
        process: service.process,
        technologies: service.technologies,
      })),
    },
  ]);
}

function careersInput(): PageInput {
  return framedInput(careersPage, [
    { id: "benefits", type: "featureGrid", title: "Why Work at Iratech", subtitle: "Benefits designed for people who want to grow.", items: careerBenefits },
    {
      id: "positions",
      type: "jobListings",
      tone: "muted",
      title: "Open Positions",
      subtitle: `${jobOpenings.length} roles open now, all full-time, remote or in Chennai.`,
      postedOn: jobsPostedOn,
      items: jobOpenings.map((job) => ({
        anchor: job.id,
        title: job.title,
        department: job.department,
        location: job.location,
        employment: job.type,
        experience: job.experience,
        description: job.description,
        responsibilities: job.responsibilities,
        requirements: job.requirements,
      })),
    },
  ]);
}

function contactInput(): PageInput {
  const page = framedInput(contactPage, [
    { id: "contact-form", type: "form", form: "contact", withFacts: true },
    { id: "faq", type: "faq", tone: "muted", items: contactFaqs },
  ]);
  return { ...page, seo: { ...page.seo, description: contactSeoDescription } };
}

/** Every page of the first revision, checked with the page schema (a seed that does not parse fails loudly). */
export function sitePageInputs(proof: ProofIds): PageInput[] {
  return [
    homeInput(proof),
    aboutInput(proof),
    productsInput(),
    servicesInput(),
    careersInput(),
    contactInput(),
    ...hubFamilies.map(hubInput),
    ...marketingPages.map((page) => templateInput(page, proof)),
  ];
}

/** The pages that had route modules of their own until they moved to the database (issue 26). */
function movedPageInputs(): PageInput[] {
  return [productsInput(), servicesInput(), careersInput(), contactInput()];
}

async function writePages(inputs: PageInput[], now: Date, tx: Transaction): Promise<void> {
  for (const input of inputs) {
    const page = pageSchema.parse(input);
    const stored = await insertPage(
      {
        content: {
          path: page.path,
          title: page.title,
          breadcrumb: page.breadcrumb ?? null,
          seoTitle: page.seo.title ?? null,
          seoDescription: page.seo.description ?? null,
          keywords: page.seo.keywords,
          shareMediaId: null,
          canonical: null,
          noindex: false,
          blocks: page.blocks,
        },
        draft: null,
        status: "published",
        publishedAt: now,
        updatedBy: null,
        now,
      },
      tx,
    );
    await insertPageRevision(
      { pageId: stored.id, authorId: null, authorEmail: null, title: page.title, snapshot: { state: "published", page: page as unknown as Record<string, unknown> }, createdAt: now },
      tx,
    );
  }
}

/**
 * Seeds pages and proof when the pages table is empty; on a database seeded before /products,
 * /services, /careers and /contact moved to the database (none of them there yet), adds those four.
 * Returns how many pages it wrote, or null.
 */
export async function seedSitePages(now = new Date()): Promise<{ pages: number } | null> {
  return inTransaction(async (tx) => {
    // Two instances starting at once on one database must not both seed.
    await lockPageSeed(tx);
    if ((await countPages(tx)) > 0) {
      const moved = movedPageInputs();
      const present = await Promise.all(moved.map((input) => getPageByPath(input.path, tx)));
      if (present.some((row) => row !== null)) return null;
      await writePages(moved, now, tx);
      logger.info({ pages: moved.length }, "seeded the pages that moved to the database");
      return { pages: moved.length };
    }
    const proof = await seedProof(tx);
    const inputs = sitePageInputs(proof);
    await writePages(inputs, now, tx);
    logger.info({ pages: inputs.length }, "seeded the site's pages");
    return { pages: inputs.length };
  });
}
