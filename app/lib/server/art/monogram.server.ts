/**
 * Client monograms: initials in a shape and colour picked from the name, so the same client always
 * gets the same mark and different clients rarely share one. Self-contained (no <defs>, no ids that
 * could clash), so it works as a file, inlined in HTML or rasterised.
 */
import { oklch } from "../../art/color.ts";
import { hashString } from "../../art/random.ts";
import { el, escapeXml, num } from "../../art/svg.ts";
import { canDraw, textOutline } from "./text.server.ts";

const SMALL_WORDS = new Set(["a", "an", "the", "of", "for", "and", "&", "to", "in", "on", "mid-sized", "national", "regional"]);
/** Hues of the brand accents (indigo, cyan, emerald, amber, rose, violet): light enough text stays white. */
const HUES = [264, 215, 160, 60, 20, 300];

/** "Mid-Sized Private Bank" → "PB"; single words give their first two letters. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s/]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  if (words.length === 0) return "?";
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join("").toUpperCase();
  const first = Array.from(words[0]!)[0] ?? "";
  const last = Array.from(words[words.length - 1]!)[0] ?? "";
  return `${first}${last}`.toUpperCase();
}

export type MonogramShape = "circle" | "rounded" | "hexagon" | "diamond";
const SHAPES: MonogramShape[] = ["circle", "rounded", "hexagon", "diamond"];

export function monogramStyle(name: string): { shape: MonogramShape; hue: number } {
  const hash = hashString(name.trim().toLowerCase());
  return { shape: SHAPES[hash % SHAPES.length]!, hue: HUES[Math.floor(hash / SHAPES.length) % HUES.length]! };
}

function shapePath(shape: MonogramShape, s: number): string {
  const c = s / 2;
  switch (shape) {
    case "circle":
      return `M${num(c)} 0a${num(c)} ${num(c)} 0 1 1 0 ${num(s)}a${num(c)} ${num(c)} 0 1 1 0-${num(s)}z`;
    case "rounded": {
      const r = s * 0.26;
      return `M${num(r)} 0h${num(s - 2 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(r)}v${num(s - 2 * r)}a${num(r)} ${num(r)} 0 0 1-${num(r)} ${num(r)}h-${num(s - 2 * r)}a${num(r)} ${num(r)} 0 0 1-${num(r)}-${num(r)}v-${num(s - 2 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(r)}-${num(r)}z`;
    }
    case "hexagon": {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${num(c + c * Math.cos(a))} ${num(c + c * Math.sin(a))}`;
      });
      return `M${pts.join("L")}z`;
    }
    case "diamond": {
      // A square turned 45° with softened corners: reads as a mark, not a warning sign.
      const k = s * 0.12;
      return `M${num(c - k)} ${num(k)}Q${num(c)} 0 ${num(c + k)} ${num(k)}L${num(s - k)} ${num(c - k)}Q${num(s)} ${num(c)} ${num(s - k)} ${num(c + k)}L${num(c + k)} ${num(s - k)}Q${num(c)} ${num(s)} ${num(c - k)} ${num(s - k)}L${num(k)} ${num(c + k)}Q0 ${num(c)} ${num(k)} ${num(c - k)}z`;
    }
  }
}

/**
 * An SVG monogram for a client or organisation name.
 * `decorative: true` hides it from assistive technology (use when the name is printed beside it).
 */
export function monogramSvg(name: string, options: { size?: number; decorative?: boolean } = {}): string {
  const size = options.size ?? 96;
  const s = 96;
  const { shape, hue } = monogramStyle(name);
  let initials = initialsOf(name);
  if (!canDraw(initials, 700)) initials = "";
  const fill = oklch(0.5, 0.15, hue);
  const rim = oklch(0.62, 0.13, hue);
  const textSize = initials.length > 1 ? 34 : 42;
  const label = options.decorative ? {} : { role: "img", "aria-label": name };
  const inner = [
    el("path", { d: shapePath(shape, s), fill }),
    el("path", { d: shapePath(shape, s), stroke: rim, "stroke-width": 3, fill: "none", transform: "translate(4.8 4.8) scale(0.9)" }),
    initials ? el("path", { d: textOutline(initials, s / 2, s / 2 + textSize * 0.36, textSize, 700, "middle", -0.01), fill: "#ffffff", transform: "scale(0.1)" }) : "",
  ];
  const head = el("svg", {
    xmlns: "http://www.w3.org/2000/svg",
    viewBox: `0 0 ${s} ${s}`,
    width: size,
    height: size,
    ...label,
    "aria-hidden": options.decorative ? "true" : undefined,
  }).replace(/\/>$/, ">");
  const title = options.decorative ? "" : el("title", {}, escapeXml(name));
  return `${head}${title}${inner.join("")}</svg>\n`;
}
