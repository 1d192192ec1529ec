/**
 * The site's pages as the seed writes them (db/seed-data/pages.json, decision 039): what tests
 * check the served pages against, now that no page's words live in app/content (issue 26).
 */
import fs from "node:fs";
import path from "node:path";
import type { BlockInput, PageInput } from "../../app/lib/blocks/schema.ts";

export type SeededPage = PageInput & { blocks: BlockInput[] };

/** Every seeded page, in the file's order (home, the company pages, the hubs, then the template pages by family). */
export const seededPages: SeededPage[] = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../db/seed-data/pages.json"), "utf8")) as SeededPage[];

/** The template families, in navigation order. */
export const templateFamilies = ["products", "solutions", "features", "compare", "migrate", "industries"] as const;
export type TemplateFamily = (typeof templateFamilies)[number];

const familyOf = (page: SeededPage) => templateFamilies.find((family) => page.path.startsWith(`/${family}/`));

/** The 28 template pages (/products/ira-connect, /features/job-board…), family by family. */
export const templatePages: SeededPage[] = templateFamilies.flatMap((family) => seededPages.filter((page) => familyOf(page) === family));

/** The template pages of one family. */
export function familyPages(family: TemplateFamily): SeededPage[] {
  return templatePages.filter((page) => familyOf(page) === family);
}

/** The seeded page at a path (throws when there is none, so that a test names what it misses). */
export function seededPage(pagePath: string): SeededPage {
  const page = seededPages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`The seed has no page at ${pagePath}`);
  return page;
}

/** The page's first block of a type (throws when there is none). */
export function blockOf<T extends BlockInput["type"]>(page: SeededPage, type: T): Extract<BlockInput, { type: T }> {
  const block = page.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`${page.path} has no ${type} block`);
  return block as Extract<BlockInput, { type: T }>;
}
