/**
 * What one save of a page changed, in words (issue 26.3, the page revision screen): the page's own
 * fields and SEO fields, each block added, removed, moved, hidden or shown, and every field of a
 * block that changed ("Hero block “Welcome”: Title changed from “A” to “B”"), then the state
 * (published, scheduled, with the time in the site's time zone). Plain values in, lines out; the
 * revision screen lists them. Rich text is compared as its words, lists item by item.
 */
import { blockLabels, type BlockType } from "./blocks/schema.ts";

/** A revision as stored: the page the editor sent, and what the save did with it. */
export type PageSnapshot = { state?: unknown; publishAt?: unknown; page?: unknown };

const PAGE_FIELDS: [key: string, label: string][] = [
  ["path", "Path"],
  ["title", "Title"],
  ["breadcrumb", "Breadcrumb"],
];
const SEO_FIELDS: [key: string, label: string][] = [
  ["title", "Search title"],
  ["description", "Search description"],
  ["keywords", "Keywords"],
  ["shareImage", "Share image"],
  ["canonical", "Canonical address"],
  ["noindex", "Hide from search engines (noindex)"],
];

const MAX_SHOWN = 80;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A rich-text document (TipTap JSON) as its words. */
function isRichText(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && value.type === "doc" && Array.isArray(value.content);
}
function wordsOf(node: unknown): string {
  if (Array.isArray(node)) return node.map(wordsOf).filter(Boolean).join(" ");
  if (!isRecord(node)) return "";
  if (typeof node.text === "string") return node.text;
  return wordsOf(node.content);
}

/** A value as the screen shows it: quoted text cut at 80 characters, yes/no, a count. */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "nothing";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return `“${value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value}”`;
  if (isRichText(value)) return shown(wordsOf(value));
  if (Array.isArray(value)) return value.every((item) => typeof item === "string") ? shown(value.join(", ")) : `${value.length} ${value.length === 1 ? "item" : "items"}`;
  if (isRecord(value) && value.kind === "media") return `library image ${shown(value.alt ?? value.mediaId)}`;
  if (isRecord(value) && value.kind === "art") return `site picture ${shown(value.name)}`;
  return shown(wordsOf(value) || JSON.stringify(value));
}

/** A field's key as words: "linkLabel" → "Link label". */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** "X changed from A to B", "X set to B", "X cleared (was A)". */
function changeLine(label: string, before: unknown, after: unknown): string {
  const empty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
  if (typeof before === "boolean" || typeof after === "boolean") return `${label} turned ${after ? "on" : "off"}`;
  if (empty(before)) return `${label} set to ${shown(after)}`;
  if (empty(after)) return `${label} cleared (was ${shown(before)})`;
  return `${label} changed from ${shown(before)} to ${shown(after)}`;
}

/**
 * The changed fields of two values of one block field, each a line: text and flags directly, lists
 * of records item by item ("Items 2: Title changed ..."), an item added or removed as such.
 */
function fieldChanges(label: string, before: unknown, after: unknown, depth = 0): string[] {
  if (same(before, after)) return [];
  if (depth < 3 && Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isRecord)) {
    const lines: string[] = [];
    const longest = Math.max(before.length, after.length);
    for (let i = 0; i < longest; i++) {
      const itemLabel = `${label} ${i + 1}`;
      if (i >= before.length) lines.push(`${itemLabel} added: ${shown(summaryOf(after[i]))}`);
      else if (i >= after.length) lines.push(`${itemLabel} removed (was ${shown(summaryOf(before[i]))})`);
      else lines.push(...recordChanges(itemLabel, before[i] as Record<string, unknown>, after[i] as Record<string, unknown>, depth + 1));
    }
    return lines;
  }
  if (depth < 3 && isRecord(before) && isRecord(after) && !isRichText(before) && !isRichText(after) && !("kind" in before) && !("kind" in after)) {
    return recordChanges(label, before, after, depth + 1);
  }
  return [changeLine(label, before, after)];
}

function recordChanges(label: string, before: Record<string, unknown>, after: Record<string, unknown>, depth: number): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => fieldChanges(`${label}: ${fieldLabel(key)}`, before[key], after[key], depth));
}

/** The words that name a list item or block: its title, name, label or question. */
function summaryOf(value: unknown): string {
  if (!isRecord(value)) return "";
  for (const key of ["title", "heading", "name", "label", "question", "quote", "caption"]) {
    if (typeof value[key] === "string" && value[key]) return value[key] as string;
  }
  return "";
}

type BlockLike = Record<string, unknown> & { id: string; type: string };

function blocksOf(page: Record<string, unknown>): BlockLike[] {
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  return blocks.filter((block): block is BlockLike => isRecord(block) && typeof block.id === "string" && typeof block.type === "string");
}

function blockName(block: BlockLike): string {
  const label = blockLabels[block.type as BlockType] ?? fieldLabel(block.type);
  const summary = summaryOf(block);
  return summary ? `${label} block ${shown(summary)}` : `${label} block`;
}

/** Every change of the blocks, in the newer page's order. */
function blockChanges(before: BlockLike[], after: BlockLike[]): string[] {
  const lines: string[] = [];
  const beforeById = new Map(before.map((block, index) => [block.id, { block, index }]));
  const afterIds = new Set(after.map((block) => block.id));
  for (const block of before) if (!afterIds.has(block.id)) lines.push(`${blockName(block)} removed (it was at position ${beforeById.get(block.id)!.index + 1})`);
  // Moved: a kept block whose place among the kept blocks changed.
  const keptBefore = before.filter((block) => afterIds.has(block.id)).map((block) => block.id);
  const keptAfter = after.filter((block) => beforeById.has(block.id)).map((block) => block.id);
  after.forEach((block, index) => {
    const old = beforeById.get(block.id);
    if (!old) {
      lines.push(`${blockName(block)} added at position ${index + 1}${block.hidden ? " (hidden)" : ""}`);
      return;
    }
    if (keptBefore.indexOf(block.id) !== keptAfter.indexOf(block.id)) lines.push(`${blockName(block)} moved from position ${old.index + 1} to ${index + 1}`);
    if (Boolean(old.block.hidden) !== Boolean(block.hidden)) lines.push(`${blockName(block)} ${block.hidden ? "hidden" : "shown again"}`);
    const keys = [...new Set([...Object.keys(old.block), ...Object.keys(block)])].filter((key) => key !== "id" && key !== "type" && key !== "hidden");
    for (const key of keys) lines.push(...fieldChanges(`${blockName(old.block)}: ${fieldLabel(key)}`, old.block[key], block[key]));
  });
  return lines;
}

/** A moment in the site's time zone: "29 Nov 2026, 14:30 (Europe/Berlin)". */
export function inTimeZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  return `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(date)} (${zone})`;
}

function stateLines(before: PageSnapshot | null, after: PageSnapshot, timeZone: string): string[] {
  const state = typeof after.state === "string" ? after.state : "draft";
  if (state === "published") return ["Published: visitors see this version"];
  if (state === "scheduled" && typeof after.publishAt === "string") return [`Scheduled to go live on ${inTimeZone(after.publishAt, timeZone)}`];
  if (before && before.state !== "draft" && state === "draft") return ["Saved as a draft"];
  return [];
}

/**
 * What `after` changed against `before` (null for a page's first revision: every field and block
 * is new), as lines of words.
 */
export function describePageChanges(before: PageSnapshot | null, after: PageSnapshot, timeZone = "UTC"): string[] {
  const oldPage = isRecord(before?.page) ? before.page : {};
  const newPage = isRecord(after.page) ? after.page : {};
  const lines: string[] = [];
  for (const [key, label] of PAGE_FIELDS) if (!same(oldPage[key], newPage[key])) lines.push(changeLine(label, oldPage[key], newPage[key]));
  const oldSeo = isRecord(oldPage.seo) ? oldPage.seo : {};
  const newSeo = isRecord(newPage.seo) ? newPage.seo : {};
  for (const [key, label] of SEO_FIELDS) {
    const a = key === "noindex" ? Boolean(oldSeo[key]) : key === "keywords" && Array.isArray(oldSeo[key]) && !oldSeo[key].length ? undefined : oldSeo[key];
    const b = key === "noindex" ? Boolean(newSeo[key]) : key === "keywords" && Array.isArray(newSeo[key]) && !newSeo[key].length ? undefined : newSeo[key];
    if (!same(a, b)) lines.push(changeLine(label, a, b));
  }
  lines.push(...blockChanges(blocksOf(oldPage), blocksOf(newPage)));
  lines.push(...stateLines(before, after, timeZone));
  return lines;
}
