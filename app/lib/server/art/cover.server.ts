/**
 * Cover art for blog posts and case studies and 1200×630 share cards: abstract illustrations
 * themed by category and drawn from a seed, so every post gets its own picture and the same post
 * always gets the same one. Used by scripts (demo content) and at run time (share cards).
 */
import fs from "node:fs";
import path from "node:path";
import { oklch } from "../../art/color.ts";
import { createRandom, type Random } from "../../art/random.ts";
import { el, num, SvgDoc } from "../../art/svg.ts";
import { drawText, measureText, wrapText } from "./text.server.ts";

export type CoverKind = "post" | "case-study";
export type CoverTheme = "cloud" | "data" | "ai" | "ml" | "security" | "general";

/** Reads a free-text category (or tag) as one of the cover themes. */
export function coverThemeOf(category: string | null | undefined, fallbackText = ""): CoverTheme {
  const text = `${category ?? ""} ${category ? "" : fallbackText}`.toLowerCase();
  if (/secur|identity|compliance|blockchain|credential/.test(text)) return "security";
  if (/machine learning|\bml\b|mlops|model|fraud|forecast/.test(text)) return "ml";
  if (/\bai\b|generative|llm|rag|assistant|document ai|intelligen/.test(text)) return "ai";
  if (/data|pipeline|lakehouse|warehouse|database|analytics|etl/.test(text)) return "data";
  if (/cloud|migration|kubernetes|finops|cost|devops|infrastructure/.test(text)) return "cloud";
  return "general";
}

/** Hue pairs per theme: a deep base and an accent, all inside the brand's indigo family plus one. */
const THEME_HUES: Record<CoverTheme, [number, number]> = {
  cloud: [250, 200],
  data: [235, 185],
  ai: [275, 320],
  ml: [264, 150],
  security: [255, 160],
  general: [264, 220],
};

type Ctx = { doc: SvgDoc; rnd: Random; w: number; h: number; accent: string; soft: string; line: string };

function motifCloud({ doc, rnd, w, h, accent, line }: Ctx): string {
  // Stacked isometric plates: layers of a platform.
  const parts: string[] = [];
  const stacks = rnd.int(1, 3);
  for (let k = 0; k < stacks; k++) {
    const cx = w * (stacks === 1 ? rnd.range(0.6, 0.72) : 0.5 + (k + 0.5) * (0.45 / stacks));
    const cy = h * rnd.range(0.38, 0.62);
    const size = h * (stacks === 1 ? 0.34 : rnd.range(0.14, 0.22));
    const plates = rnd.int(3, 6);
    const lit = rnd.int(0, plates - 1);
    for (let i = 0; i < plates; i++) {
      const y = cy + (i - (plates - 1) / 2) * size * 0.34;
      const s = size * (1 - Math.abs(i - (plates - 1) / 2) * 0.05);
      const d = `M${num(cx)} ${num(y - s * 0.5)}L${num(cx + s)} ${num(y)}L${num(cx)} ${num(y + s * 0.5)}L${num(cx - s)} ${num(y)}Z`;
      parts.push(el("path", { d, fill: i === lit ? accent : "#ffffff", "fill-opacity": i === lit ? 0.55 : 0.06 + i * 0.015, stroke: line, "stroke-width": 1.5, "stroke-opacity": 0.5 }));
    }
  }
  for (let i = 0; i < 14; i++) {
    const x = rnd.range(w * 0.05, w * 0.95);
    const y = rnd.range(h * 0.08, h * 0.92);
    parts.push(el("circle", { cx: x, cy: y, r: rnd.range(1.5, 3.5), fill: "#ffffff", "fill-opacity": rnd.range(0.2, 0.6) }));
  }
  void doc;
  return parts.join("");
}

function motifData({ rnd, w, h, accent, line }: Ctx): string {
  // Streams converging into one: pipelines.
  const parts: string[] = [];
  const tx = w * rnd.range(0.62, 0.8);
  const ty = h * rnd.range(0.3, 0.7);
  const n = rnd.int(6, 12);
  for (let i = 0; i < n; i++) {
    const sy = h * (0.08 + (0.84 * i) / (n - 1)) + rnd.range(-12, 12);
    const c1 = w * rnd.range(0.35, 0.5);
    const d = `M${num(-10)} ${num(sy)}C${num(c1)} ${num(sy)} ${num(c1)} ${num(ty)} ${num(tx)} ${num(ty)}`;
    parts.push(el("path", { d, stroke: i % 3 === 0 ? accent : line, "stroke-width": i % 3 === 0 ? 3 : 1.5, "stroke-opacity": i % 3 === 0 ? 0.9 : 0.45, fill: "none" }));
    const t = rnd.range(0.15, 0.5);
    parts.push(el("circle", { cx: w * t * 0.9, cy: sy + (ty - sy) * t * t, r: 4, fill: "#ffffff", "fill-opacity": 0.7 }));
  }
  parts.push(el("rect", { x: tx - 10, y: ty - h * 0.16, width: w * 0.2, height: h * 0.32, rx: 18, fill: accent, "fill-opacity": 0.35, stroke: "#ffffff", "stroke-opacity": 0.5, "stroke-width": 1.5 }));
  for (let i = 0; i < 3; i++) parts.push(el("rect", { x: tx + 14, y: ty - h * 0.1 + i * h * 0.075, width: w * 0.2 - 48, height: h * 0.03, rx: 6, fill: "#ffffff", "fill-opacity": 0.55 - i * 0.12 }));
  return parts.join("");
}

function motifAi({ rnd, w, h, accent, line }: Ctx): string {
  // A constellation: nodes linked to near neighbours, a few lit.
  const parts: string[] = [];
  const pts: [number, number][] = [];
  const cx = w * 0.64;
  const cy = h * 0.5;
  for (let i = 0; i < 34; i++) {
    const ang = rnd.range(0, Math.PI * 2);
    const rad = Math.sqrt(rnd.next()) * h * 0.46;
    pts.push([cx + Math.cos(ang) * rad * 1.5, cy + Math.sin(ang) * rad]);
  }
  pts.forEach(([x, y], i) => {
    const near = pts
      .map((p, j) => [j, Math.hypot(p[0] - x, p[1] - y)] as const)
      .filter(([j]) => j !== i)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 2);
    for (const [j] of near) if (j > i) parts.push(el("path", { d: `M${num(x)} ${num(y)}L${num(pts[j]![0])} ${num(pts[j]![1])}`, stroke: line, "stroke-opacity": 0.4, "stroke-width": 1.25 }));
  });
  pts.forEach(([x, y], i) => {
    const lit = i % 7 === 0;
    if (lit) parts.push(el("circle", { cx: x, cy: y, r: 16, fill: accent, "fill-opacity": 0.25 }));
    parts.push(el("circle", { cx: x, cy: y, r: lit ? 6 : 3, fill: lit ? accent : "#ffffff", "fill-opacity": lit ? 1 : 0.7 }));
  });
  return parts.join("");
}

function motifMl({ rnd, w, h, accent, line }: Ctx): string {
  // Two clusters and the curve a model learned between them.
  const parts: string[] = [];
  const x0 = w * 0.38;
  const boundary = (x: number) => h * 0.5 + Math.sin((x / w) * Math.PI * 1.6 + 0.6) * h * 0.16;
  for (let k = 1; k <= 3; k++) {
    let d = "";
    for (let x = x0; x <= w + 10; x += 20) d += `${x === x0 ? "M" : "L"}${num(x)} ${num(boundary(x) + (k - 2) * 46)}`;
    parts.push(el("path", { d, stroke: k === 2 ? accent : line, "stroke-width": k === 2 ? 3 : 1.25, "stroke-opacity": k === 2 ? 0.95 : 0.35, fill: "none", "stroke-dasharray": k === 2 ? undefined : "6 8" }));
  }
  for (let i = 0; i < 70; i++) {
    const x = rnd.range(x0, w * 0.97);
    const above = rnd.next() < 0.5;
    const y = boundary(x) + (above ? -1 : 1) * rnd.range(28, h * 0.3);
    parts.push(above ? el("circle", { cx: x, cy: y, r: 5, fill: accent, "fill-opacity": 0.85 }) : el("circle", { cx: x, cy: y, r: 4.5, fill: "none", stroke: "#ffffff", "stroke-opacity": 0.7, "stroke-width": 1.75 }));
  }
  return parts.join("");
}

function motifSecurity({ rnd, w, h, accent, line }: Ctx): string {
  // A hexagon lattice with a verified cell.
  const parts: string[] = [];
  const r = h * 0.085;
  const hexW = Math.sqrt(3) * r;
  const lit = rnd.int(0, 5);
  let n = 0;
  for (let row = -1; row < h / (r * 1.5) + 1; row++) {
    for (let col = 0; col < w / hexW + 1; col++) {
      const x = col * hexW + (row % 2 ? hexW / 2 : 0);
      if (x < w * 0.4) continue;
      const y = row * r * 1.5;
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${num(x + r * 0.92 * Math.cos(a))} ${num(y + r * 0.92 * Math.sin(a))}`;
      });
      const on = n++ % 9 === lit;
      parts.push(el("path", { d: `M${pts.join("L")}Z`, fill: on ? accent : "#ffffff", "fill-opacity": on ? 0.7 : 0.04, stroke: line, "stroke-opacity": 0.35, "stroke-width": 1.25 }));
    }
  }
  return parts.join("");
}

function motifGeneral({ rnd, w, h, accent, line }: Ctx): string {
  const parts: string[] = [];
  const cell = h / 6;
  for (let y = 0; y < 6; y++) {
    for (let x = 0; x < Math.ceil(w / cell); x++) {
      if (x * cell < w * 0.42) continue;
      const v = rnd.next();
      if (v < 0.45) continue;
      const on = v > 0.9;
      parts.push(el("rect", { x: x * cell + 6, y: y * cell + 6, width: cell - 12, height: cell - 12, rx: 14, fill: on ? accent : "#ffffff", "fill-opacity": on ? 0.7 : 0.05, stroke: line, "stroke-opacity": 0.3 }));
    }
  }
  return parts.join("");
}

const MOTIFS: Record<CoverTheme, (ctx: Ctx) => string> = {
  cloud: motifCloud,
  data: motifData,
  ai: motifAi,
  ml: motifMl,
  security: motifSecurity,
  general: motifGeneral,
};

function backdrop(doc: SvgDoc, w: number, h: number, theme: CoverTheme, kind: CoverKind, rnd: Random): { accent: string; soft: string; line: string; markup: string } {
  // Each seed shifts the hues a little, so posts of one category are siblings, not twins.
  const base = THEME_HUES[theme][0] + rnd.range(-12, 12);
  const hue2 = THEME_HUES[theme][1] + rnd.range(-28, 28);
  const deep = oklch(kind === "case-study" ? 0.2 : 0.24, 0.07, base);
  const mid = oklch(kind === "case-study" ? 0.3 : 0.34, 0.12, base + 8);
  const accent = oklch(0.78, 0.13, hue2);
  const soft = oklch(0.6, 0.14, hue2);
  const line = oklch(0.85, 0.05, base);
  doc.def("bg", () => el("linearGradient", { id: "bg", x1: 0, y1: 0, x2: 1, y2: 1 }, [el("stop", { offset: 0, "stop-color": deep }), el("stop", { offset: 1, "stop-color": mid })]));
  doc.def("glow", () =>
    el("radialGradient", { id: "glow", cx: 0.5, cy: 0.5, r: 0.5 }, [el("stop", { offset: 0, "stop-color": soft, "stop-opacity": 0.55 }), el("stop", { offset: 1, "stop-color": soft, "stop-opacity": 0 })]),
  );
  const gx = w * rnd.range(0.55, 0.8);
  const gy = h * rnd.range(0.3, 0.7);
  const markup =
    el("rect", { width: w, height: h, fill: "url(#bg)" }) +
    el("ellipse", { cx: gx, cy: gy, rx: w * 0.45, ry: h * 0.6, fill: "url(#glow)" }) +
    // Fine grid: the same texture as the site's diagrams.
    el("path", { d: Array.from({ length: Math.ceil(w / 80) }, (_, i) => `M${i * 80} 0V${h}`).join("") + Array.from({ length: Math.ceil(h / 80) }, (_, i) => `M0 ${i * 80}H${w}`).join(""), stroke: line, "stroke-opacity": 0.06, "stroke-width": 1 });
  return { accent, soft, line, markup };
}

export type CoverOptions = {
  title: string;
  category?: string | null;
  /** Anything stable (a slug): the same seed draws the same picture. */
  seed: string;
  kind: CoverKind;
  /** Draws the title on the picture (for places where no heading sits next to it). */
  showTitle?: boolean;
  width?: number;
  height?: number;
};

/** A cover illustration, 1600×900 by default. Its <title> is the post's title. */
export function coverSvg(options: CoverOptions): string {
  const w = options.width ?? 1600;
  const h = options.height ?? 900;
  const theme = coverThemeOf(options.category, options.title);
  const rnd = createRandom(`${options.kind}:${options.seed}`);
  const doc = new SvgDoc({ width: w, height: h, title: options.title });
  const bg = backdrop(doc, w, h, theme, options.kind, rnd);
  doc.add(bg.markup);
  doc.add(MOTIFS[theme]({ doc, rnd, w, h, accent: bg.accent, soft: bg.soft, line: bg.line }));
  if (options.kind === "case-study") {
    // Case studies carry a result arc: the shape of a before/after improvement.
    const x = w * 0.08;
    const y = h * 0.78;
    doc.add(el("path", { d: `M${num(x)} ${num(y)}C${num(w * 0.3)} ${num(y)} ${num(w * 0.36)} ${num(h * 0.3)} ${num(w * 0.58)} ${num(h * 0.24)}`, stroke: bg.accent, "stroke-width": 4, "stroke-linecap": "round", fill: "none", "stroke-opacity": 0.9 }));
    doc.add(el("circle", { cx: w * 0.58, cy: h * 0.24, r: 10, fill: bg.accent }));
    doc.add(el("circle", { cx: w * 0.58, cy: h * 0.24, r: 26, fill: bg.accent, "fill-opacity": 0.2 }));
  }
  if (options.showTitle) {
    const size = Math.round(h * 0.075);
    const lines = wrapText(options.title, size, 700, w * 0.5, 3);
    const top = h - h * 0.1 - (lines.length - 1) * size * 1.15;
    if (options.category) doc.add(drawText(doc, options.category.toUpperCase(), w * 0.07, top - size * 1.3, { size: Math.round(size * 0.36), weight: 600, fill: bg.accent, tracking: 0.1 }, false));
    lines.forEach((line, i) => doc.add(drawText(doc, line, w * 0.07, top + i * size * 1.15, { size, weight: 700, fill: "#ffffff" }, false)));
  }
  return doc.toString();
}

// ------------------------------------------------------------------ share cards

const LOGO_FALLBACK = {
  rect: { width: 32, height: 32, rx: 8, fill: "#3046c5" },
  path: { d: "M10 9h4v14h-4zM17 9h5a5 5 0 0 1 0 10h-1l4 4h-5l-4-4z", fill: "#fff" },
};

/** The brand mark from public/logo.svg (its inner markup), read once; the copy above if absent. */
let logoInner: string | null = null;
function logoMarkup(): string {
  if (logoInner !== null) return logoInner;
  try {
    const file = fs.readFileSync(path.resolve(process.cwd(), "public/logo.svg"), "utf8");
    const inner = file.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
    logoInner = /<(rect|path|circle|g)\b/.test(inner) && !/<script|href=/i.test(inner) ? inner : null;
  } catch {
    logoInner = null;
  }
  logoInner ??= el("rect", LOGO_FALLBACK.rect) + el("path", LOGO_FALLBACK.path);
  return logoInner;
}

export type ShareCardOptions = { title: string; category?: string | null; kicker?: string | null; seed?: string };

/** A 1200×630 share image: brand, kicker, category and title over a category illustration. */
export function shareCardSvg(options: ShareCardOptions): string {
  const w = 1200;
  const h = 630;
  const theme = coverThemeOf(options.category, options.title);
  const rnd = createRandom(`share:${options.seed ?? options.title}`);
  const doc = new SvgDoc({ width: w, height: h, title: options.title });
  const bg = backdrop(doc, w, h, theme, "post", rnd);
  doc.add(bg.markup);
  doc.add(el("g", { opacity: 0.85 }, MOTIFS[theme]({ doc, rnd, w, h, accent: bg.accent, soft: bg.soft, line: bg.line })));
  // Keep the text side calm: a fade from the base colour over the left.
  doc.def("fade", () =>
    el("linearGradient", { id: "fade", x1: 0, y1: 0, x2: 1, y2: 0 }, [
      el("stop", { offset: 0, "stop-color": oklch(0.22, 0.06, THEME_HUES[theme][0]), "stop-opacity": 0.95 }),
      el("stop", { offset: 0.55, "stop-color": oklch(0.22, 0.06, THEME_HUES[theme][0]), "stop-opacity": 0.6 }),
      el("stop", { offset: 1, "stop-color": oklch(0.22, 0.06, THEME_HUES[theme][0]), "stop-opacity": 0 }),
    ]),
  );
  doc.add(el("rect", { width: w, height: h, fill: "url(#fade)" }));
  const x = 72;
  doc.add(el("g", { transform: `translate(${x} 64) scale(1.5)` }, logoMarkup()));
  doc.add(drawText(doc, "Iratech", x + 64, 103, { size: 34, weight: 700, fill: "#ffffff" }, false));
  let y = 212;
  const kicker = [options.kicker, options.category].filter(Boolean).join(" · ");
  if (kicker) {
    const size = 22;
    const label = kicker.toUpperCase();
    const tw = measureText(label, size, 600, 0.08);
    doc.add(el("rect", { x, y: y - 30, width: tw + 36, height: 44, rx: 22, fill: bg.accent, "fill-opacity": 0.18, stroke: bg.accent, "stroke-opacity": 0.6 }));
    doc.add(drawText(doc, label, x + 18, y, { size, weight: 600, fill: bg.accent, tracking: 0.08 }, false));
    y += 86;
  } else {
    y += 40;
  }
  // The largest title size that fits in three lines.
  let size = 64;
  let lines = wrapText(options.title, size, 700, 820);
  while (lines.length > 3 && size > 40) {
    size -= 4;
    lines = wrapText(options.title, size, 700, 820);
  }
  lines = wrapText(options.title, size, 700, 820, 3);
  lines.forEach((line, i) => doc.add(drawText(doc, line, x, y + i * size * 1.14, { size, weight: 700, fill: "#ffffff", tracking: -0.01 }, false)));
  doc.add(drawText(doc, "iratech.io", x, h - 56, { size: 22, weight: 600, fill: "#ffffff", opacity: 0.75 }, false));
  return doc.toString();
}
