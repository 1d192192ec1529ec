/**
 * Share cards (issue 14.3): the 1200×630 image a link preview shows when a post or case study has
 * no cover of its own, and the card of an IRACONNECT invitation (the referral link a member shares,
 * with their first name). Drawn as SVG from the record's own words and the brand, rasterised by
 * sharp, kept in memory per process (a few dozen KB each; the first request of a card pays about
 * 50 ms) and keyed by what they show, so an edited title (or company name) makes a new card.
 */
import sharp from "sharp";
import { getPublishedPostBySlug } from "../models/blog-posts.server.ts";
import { getPublishedCaseStudy } from "../models/case-studies.server.ts";
import { referrerFirstName } from "../models/signups.server.ts";
import { currentCompanySettings } from "./site-settings.server.ts";

export const SHARE_CARD_KINDS = ["post", "case-study", "invite"] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

/** What a card shows; `brand` is the company name of the site settings (issue 14.8). */
type Card = { eyebrow: string; title: string; footer: string; brand: string };

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_CACHED = 200;
const cache = new Map<string, Buffer>();

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words into at most `maxLines` lines of about `perLine` characters; the last one ends in … when cut. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next.length > perLine ? `${next.slice(0, perLine - 1)}…` : next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[.,;:!?]?$/, "")}…`;
      return lines;
    }
    if (i === words.length - 1) break;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** The card's SVG: brand band, eyebrow chip, the title in up to three lines, and a footer line. */
export function cardSvg(shown: Omit<Card, "brand"> & { brand?: string }): string {
  const card: Card = { ...shown, brand: shown.brand ?? currentCompanySettings().name };
  // About 26 characters of a bold sans at 62 px fill the 1040 px between the margins.
  const lines = wrap(card.title, 26, 3);
  const size = lines.length > 2 ? 54 : 62;
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  const title = lines
    .map((line, i) => `<text x="80" y="${(top + i * size * 1.15).toFixed(0)}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join("");
  const chipWidth = Math.min(900, 40 + card.eyebrow.length * 15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Inter, 'DejaVu Sans', Arial, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="1080" cy="110" r="220" fill="#ffffff" fill-opacity="0.06"/><circle cx="1130" cy="560" r="160" fill="#ffffff" fill-opacity="0.05"/>
<rect x="80" y="80" width="${chipWidth}" height="48" rx="24" fill="#ffffff" fill-opacity="0.14"/>
<text x="104" y="113" font-size="24" font-weight="600" fill="#dbeafe">${escapeXml(card.eyebrow)}</text>
${title}
<rect x="80" y="520" width="64" height="6" rx="3" fill="#60a5fa"/>
<text x="80" y="575" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(card.brand)}</text>
<text x="${80 + card.brand.length * 19 + 24}" y="575" font-size="26" fill="#bfdbfe">${escapeXml(card.footer)}</text>
</svg>`;
}

async function cardFor(kind: ShareCardKind, key: string): Promise<Card | null> {
  const words = await cardWords(kind, key);
  return words ? { ...words, brand: currentCompanySettings().name } : null;
}

async function cardWords(kind: ShareCardKind, key: string): Promise<Omit<Card, "brand"> | null> {
  if (kind === "post") {
    const post = await getPublishedPostBySlug(key);
    return post ? { eyebrow: post.category || "Blog", title: post.title, footer: `Insights from the ${currentCompanySettings().name} blog` } : null;
  }
  if (kind === "case-study") {
    const study = await getPublishedCaseStudy(key);
    return study ? { eyebrow: "Case study", title: study.title, footer: study.subtitle || "Results our clients measured" } : null;
  }
  const first = await referrerFirstName(key);
  return first ? { eyebrow: "IRACONNECT early access", title: `Join ${first} on IRACONNECT`, footer: "The AI-powered professional network" } : null;
}

/** The PNG of a card, or null when there is nothing published (or no member) under `key`. */
export async function shareCardPng(kind: ShareCardKind, key: string): Promise<Buffer | null> {
  const card = await cardFor(kind, key);
  if (!card) return null;
  const cacheKey = JSON.stringify([kind, card]);
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const png = await sharp(Buffer.from(cardSvg(card))).png({ compressionLevel: 9, palette: true }).toBuffer();
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, png);
  return png;
}
