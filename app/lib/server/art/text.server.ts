/**
 * Text drawn as outlines of Inter (from the @fontsource/inter registry package), so a picture looks
 * the same in every browser, in an <img> (which cannot use the page's web fonts) and when sharp
 * rasterises it on a server that has no fonts installed.
 *
 * Each glyph is defined once per file (at 100 units per em, integer coordinates) and placed with
 * <use>, which keeps a screen full of UI text to a few kilobytes.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";
import { el, num, type SvgDoc } from "../../art/svg.ts";

export type FontWeight = 400 | 500 | 600 | 700;

export type TextStyle = {
  size: number;
  weight?: FontWeight;
  fill: string;
  anchor?: "start" | "middle" | "end";
  /** Extra space between letters, in em (0.08 for small caps labels). */
  tracking?: number;
  opacity?: number;
};

const EM = 100;
const WEIGHT_CODE: Record<FontWeight, string> = { 400: "r", 500: "m", 600: "s", 700: "b" };
const SUBSETS = ["latin", "latin-ext"] as const;

const require = createRequire(import.meta.url);
const fontCache = new Map<string, opentype.Font>();

function loadFont(weight: FontWeight, subset: (typeof SUBSETS)[number]): opentype.Font {
  const key = `${weight}-${subset}`;
  let font = fontCache.get(key);
  if (!font) {
    const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
    const bytes = fs.readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fontCache.set(key, font);
  }
  return font;
}

type Glyph = { key: string; advance: number; path: string };
const glyphCache = new Map<string, Glyph | null>();

/**
 * Compact path data: coordinates rounded to whole units of a 100-unit em first (about 0.3 px at
 * 64 px type), then written relative to the previous point, so rounding never accumulates.
 */
function pathData(path: opentype.Path): string {
  let out = "";
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  const r = Math.round;
  const pair = (x: number, y: number) => `${r(x) - cx} ${r(y) - cy}`;
  for (const c of path.commands) {
    switch (c.type) {
      case "M":
        // The first move is absolute, so outlines can be concatenated into one path.
        out += out === "" ? `M${r(c.x)} ${r(c.y)}` : `m${pair(c.x, c.y)}`;
        cx = startX = r(c.x);
        cy = startY = r(c.y);
        break;
      case "L": {
        const dx = r(c.x) - cx;
        const dy = r(c.y) - cy;
        out += dy === 0 ? (dx === 0 ? "" : `h${dx}`) : dx === 0 ? `v${dy}` : `l${dx} ${dy}`;
        cx = r(c.x);
        cy = r(c.y);
        break;
      }
      case "Q":
        out += `q${pair(c.x1, c.y1)} ${pair(c.x, c.y)}`;
        cx = r(c.x);
        cy = r(c.y);
        break;
      case "C":
        out += `c${pair(c.x1, c.y1)} ${pair(c.x2, c.y2)} ${pair(c.x, c.y)}`;
        cx = r(c.x);
        cy = r(c.y);
        break;
      case "Z":
        out += "z";
        cx = startX;
        cy = startY;
        break;
    }
  }
  return out.replace(/ -/g, "-");
}

/** The glyph for one character, or null when Inter's Latin subsets do not have it. */
function glyphFor(char: string, weight: FontWeight): Glyph | null {
  const cacheKey = `${weight}:${char}`;
  const cached = glyphCache.get(cacheKey);
  if (cached !== undefined) return cached;
  let result: Glyph | null = null;
  for (const subset of SUBSETS) {
    const font = loadFont(weight, subset);
    const glyph = font.charToGlyph(char);
    if (glyph.index === 0 && char !== "\u0000") continue;
    const scale = EM / font.unitsPerEm;
    result = {
      key: `${WEIGHT_CODE[weight]}${char.codePointAt(0)!.toString(36)}`,
      advance: (glyph.advanceWidth ?? 0) * scale,
      path: pathData(glyph.getPath(0, 0, EM)),
    };
    break;
  }
  glyphCache.set(cacheKey, result);
  return result;
}

/** Characters the fonts lack: thrown for by static art (a typo in a drawing), skipped at run time. */
export class MissingGlyphError extends Error {}

function glyphsOf(text: string, weight: FontWeight, strict: boolean): (Glyph | null)[] {
  return Array.from(text).map((char) => {
    const glyph = glyphFor(char, weight);
    if (!glyph && strict) throw new MissingGlyphError(`Inter has no glyph for ${JSON.stringify(char)} in "${text}"`);
    return glyph;
  });
}

/** The advance width of `text` at `size`, in the units of the drawing. */
export function measureText(text: string, size: number, weight: FontWeight = 400, tracking = 0): number {
  const glyphs = glyphsOf(text, weight, false);
  const advance = glyphs.reduce((sum, g) => sum + (g?.advance ?? 0), 0);
  const count = glyphs.length;
  return (advance * size) / EM + (count > 1 ? (count - 1) * tracking * size : 0);
}

/** Whether every character of `text` can be drawn (run-time titles may be in other scripts). */
export function canDraw(text: string, weight: FontWeight = 400): boolean {
  return Array.from(text).every((char) => /\s/.test(char) || glyphFor(char, weight) !== null);
}

/**
 * Draws one line of text with its baseline at y. Glyph outlines go into the document's <defs>.
 * `strict` (the default) throws on characters the font lacks, so static drawings cannot ship tofu.
 */
export function drawText(doc: SvgDoc, text: string, x: number, y: number, style: TextStyle, strict = true): string {
  const weight = style.weight ?? 400;
  const tracking = style.tracking ?? 0;
  const glyphs = glyphsOf(text, weight, strict);
  const width = measureText(text, style.size, weight, tracking);
  const left = style.anchor === "middle" ? x - width / 2 : style.anchor === "end" ? x - width : x;
  const scale = style.size / EM;
  const uses: string[] = [];
  let pen = 0;
  for (const glyph of glyphs) {
    if (glyph) {
      if (glyph.path !== "") {
        doc.def(glyph.key, () => el("path", { id: glyph.key, d: glyph.path }));
        uses.push(el("use", { href: `#${glyph.key}`, x: pen === 0 ? undefined : Math.round(pen) }));
      }
      pen += glyph.advance + tracking * EM;
    }
  }
  if (uses.length === 0) return "";
  return el(
    "g",
    {
      transform: `translate(${num(left)} ${num(y)}) scale(${Math.round(scale * 10000) / 10000})`,
      fill: style.fill,
      opacity: style.opacity,
    },
    uses,
  );
}

/**
 * One self-contained path for short text (monogram initials), needing no <defs>. Coordinates are
 * written at ten times the drawing's scale (0.1-unit precision): wrap it in `scale(0.1)`.
 */
export function textOutline(text: string, x: number, y: number, size: number, weight: FontWeight, anchor: "start" | "middle" = "start", tracking = 0): string {
  const width = measureText(text, size, weight, tracking);
  let pen = anchor === "middle" ? x - width / 2 : x;
  let d = "";
  for (const char of Array.from(text)) {
    for (const subset of SUBSETS) {
      const font = loadFont(weight, subset);
      const glyph = font.charToGlyph(char);
      if (glyph.index === 0) continue;
      d += pathData(glyph.getPath(pen * 10, y * 10, size * 10));
      pen += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm + tracking * size;
      break;
    }
  }
  return d;
}

/**
 * Breaks text into lines no wider than maxWidth; with maxLines, the last line ends in an ellipsis
 * when the text does not fit.
 */
export function wrapText(text: string, size: number, weight: FontWeight, maxWidth: number, maxLines = Infinity, tracking = 0): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureText(candidate, size, weight, tracking) <= maxWidth || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last.length > 0 && measureText(`${last}…`, size, weight, tracking) > maxWidth) {
    last = last.replace(/\s*\S+$/, "");
  }
  kept[maxLines - 1] = `${last.replace(/[,:;.\s]+$/, "")}…`;
  return kept;
}
