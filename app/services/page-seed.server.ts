/**
 * The site's pages as their first revision (issue 26): on a database without pages (a new one,
 * either engine, or one from before pages), every marketing page (home, about, products, services,
 * careers, contact, the five hubs and the template pages) is written as a published page built
 * from blocks, with the demo proof (fictional clients with generated wordmarks, their
 * testimonials, the team with generated portraits) stored in the media library and the proof
 * collections. Idempotent: nothing happens once a page exists.
 *
 * The pages' words are data: `db/seed-data/pages.json`, each page as the page schema reads it,
 * proof named by key ("@client:lumen-payments", "@testimonial:bank", "@person:arjun-krishnan")
 * and resolved to the stored records' ids here.
 */
import fs from "node:fs";
import path from "node:path";
import { portraitSlug, seedClients, seedPeople, seedTestimonials } from "../../db/seed-proof.ts";
import { pageSchema, type PageInput } from "../lib/blocks/schema.ts";
import { paths } from "../lib/paths.ts";
import { rasterize } from "../lib/server/art/rasterize.server.ts";
import { countPages, getPageByPath, insertPage, insertPageRevision, lockPageSeed } from "../models/pages.server.ts";
import { insertClient, insertPerson, insertTestimonial } from "../models/proof-collections.server.ts";
import { inTransaction, type Transaction } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";
import { contentColumns } from "./pages.server.ts";
import { storeImage } from "./media.server.ts";

const ART_DIR = path.resolve(process.cwd(), "public/art/proof");

type ProofIds = { clients: Record<string, string>; testimonials: Record<string, string>; people: Record<string, string> };


/** A generated SVG from public/art/proof as a PNG in the media library (null when the file is missing). */
async function storeDrawing(relative: string, alt: string, tx: Transaction): Promise<string | null> {
  const file = path.join(ART_DIR, relative);
  if (!fs.existsSync(file)) return null;
  const png = await rasterize(fs.readFileSync(file, "utf8"), { width: relative.startsWith("people/") ? 320 : 360, format: "png" });
  const stored = await storeImage(new Uint8Array(png), path.basename(relative).replace(/\.svg$/, ".png"), alt, null, tx);
  return stored.ok ? stored.id : null;
}

async function seedProof(tx: Transaction): Promise<ProofIds> {
  const ids: ProofIds = { clients: {}, testimonials: {}, people: {} };
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
    ids.people[person.slug] = (await insertPerson({ name: person.name, role: person.role, bio: person.bio, photoMediaId: photo, sortOrder: index }, tx)).id;
  }
  return ids;
}

const PAGES_FILE = path.resolve(process.cwd(), "db/seed-data/pages.json");

/** The pages of the seed data, proof keys left as they are. */
function seedPages(): PageInput[] {
  return JSON.parse(fs.readFileSync(PAGES_FILE, "utf8")) as PageInput[];
}

/** A value with every proof key ("@client:slug"…) replaced by the stored record's id. */
function withProofIds<T>(value: T, proof: ProofIds): T {
  if (typeof value === "string") {
    const match = /^@(client|testimonial|person):(.+)$/.exec(value);
    if (!match) return value;
    const table = match[1] === "client" ? proof.clients : match[1] === "testimonial" ? proof.testimonials : proof.people;
    const id = table[match[2]!];
    if (!id) throw new Error(`The seed data names ${value}, which the seed's proof does not have`);
    return id as T;
  }
  if (Array.isArray(value)) return value.map((item) => withProofIds(item, proof)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withProofIds(item, proof)])) as T;
  return value;
}

/** Every page of the first revision, proof resolved (checked with the page schema when written). */
export function sitePageInputs(proof: ProofIds): PageInput[] {
  return seedPages().map((page) => withProofIds(page, proof));
}

/**
 * The pages that had route modules of their own until they moved to the database (issue 26), by
 * move: a database seeded before a move gets that move's pages when it has none of them.
 */
const MOVES: string[][] = [
  [paths.products, paths.services, paths.careers, paths.contact],
  // The legal pages (decision 043).
  [paths.privacy, paths.terms],
];

async function writePages(inputs: PageInput[], now: Date, tx: Transaction): Promise<void> {
  for (const input of inputs) {
    const page = pageSchema.parse(input);
    const stored = await insertPage(
      {
        content: contentColumns(page),
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
 * Seeds pages and proof when the pages table is empty; on a database seeded before a move (none of
 * its pages there yet: /products, /services, /careers and /contact; /privacy and /terms), adds that
 * move's pages. Returns how many pages it wrote, or null.
 */
export async function seedSitePages(now = new Date()): Promise<{ pages: number } | null> {
  return inTransaction(async (tx) => {
    // Two instances starting at once on one database must not both seed.
    await lockPageSeed(tx);
    if ((await countPages(tx)) > 0) {
      const moved: PageInput[] = [];
      for (const move of MOVES) {
        const pages = seedPages().filter((page) => move.includes(page.path));
        const present = await Promise.all(pages.map((input) => getPageByPath(input.path, tx)));
        if (present.every((row) => row === null)) moved.push(...pages);
      }
      if (moved.length === 0) return null;
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
