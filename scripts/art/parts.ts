/** Larger pieces shared by several pictures: app sidebars, QR codes, stat tiles, timelines. */
import { encode } from "uqr";
import { accent, type Accent } from "../../app/lib/art/color.ts";
import { num } from "../../app/lib/art/svg.ts";
import type { IconName } from "./icons.ts";
import { Art, TYPE, type Box } from "./kit.ts";

/** A product's left navigation with one active item; returns markup. */
export function sidebar(a: Art, box: Box, brand: string, items: { label: string; icon: IconName }[], active: number, footer?: { label: string; value: number }): string {
  const t = a.t;
  const parts = [a.rect(box, { fill: t.surfaceMuted }), a.line(box.x + box.w, box.y, box.x + box.w, box.y + box.h, { stroke: t.border })];
  parts.push(a.rect({ x: box.x + 20, y: box.y + 22, w: 28, h: 28 }, { r: 8, fill: t.primary }));
  parts.push(a.text(brand.slice(0, 1), box.x + 34, box.y + 42, { size: 16, weight: 700, fill: t.onPrimary, anchor: "middle" }));
  parts.push(a.text(brand, box.x + 58, box.y + 42, { size: TYPE.body, weight: 700 }));
  items.forEach((item, i) => {
    const y = box.y + 84 + i * 44;
    const on = i === active;
    if (on) parts.push(a.rect({ x: box.x + 12, y, w: box.w - 24, h: 36 }, { r: 9, fill: t.primarySoft }));
    parts.push(a.icon(item.icon, box.x + 24, y + 9, 18, on ? t.primaryText : t.textMuted));
    parts.push(a.text(item.label, box.x + 52, y + 23.5, { size: TYPE.small, weight: on ? 600 : 400, fill: on ? t.primaryText : t.textMuted }));
  });
  if (footer) {
    const y = box.y + box.h - 86;
    parts.push(a.rect({ x: box.x + 12, y, w: box.w - 24, h: 70 }, { r: 12, fill: t.surface, stroke: t.border }));
    parts.push(a.text(footer.label, box.x + 26, y + 28, { size: TYPE.micro, weight: 600, fill: t.textMuted }));
    parts.push(a.text(`${Math.round(footer.value * 100)}%`, box.x + box.w - 26, y + 28, { size: TYPE.micro, weight: 700, anchor: "end" }));
    parts.push(a.progress(box.x + 26, y + 42, box.w - 52, footer.value, { tone: "emerald", h: 7 }));
  }
  return parts.join("");
}

/** A real, scannable QR code for `data`, drawn as one path of dark modules. */
export function qrCode(a: Art, data: string, x: number, y: number, size: number, color: string): string {
  const modules = encode(data, { ecc: "M", border: 0 }).data;
  const count = modules.length;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  let d = "";
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (modules[row]![col]) {
        let end = col;
        while (end + 1 < count && modules[row]![end + 1]) end++;
        d += `M${num(x + (col + quiet) * cell)} ${num(y + (row + quiet) * cell)}h${num((end - col + 1) * cell)}v${num(cell)}h${num(-(end - col + 1) * cell)}z`;
        col = end + 1;
      } else {
        col++;
      }
    }
  }
  return a.rect({ x, y, w: size, h: size }, { r: 8, fill: "#ffffff" }) + a.path(d, { fill: color });
}

/** A stat tile: label, big value, a small note with an icon. */
export function statTile(a: Art, box: Box, o: { label: string; value: string; note: string; tone: Accent; icon: IconName; progress?: number }): string {
  const t = a.t;
  const c = accent(t, o.tone);
  const parts = [a.card(box, { r: 14, shadow: false })];
  parts.push(a.text(o.label, box.x + 18, box.y + 30, { size: TYPE.small, weight: 600, fill: t.textMuted }));
  parts.push(a.iconTile(o.icon, box.x + box.w - 18 - 30, box.y + 12, 30, o.tone));
  parts.push(a.text(o.value, box.x + 18, box.y + 70, { size: TYPE.heading, weight: 700, tracking: -0.01 }));
  if (o.progress !== undefined) {
    parts.push(a.progress(box.x + 18, box.y + 86, box.w - 36, o.progress, { tone: o.tone, h: 6 }));
    parts.push(a.text(o.note, box.x + 18, box.y + 114, { size: TYPE.micro, fill: o.progress >= 1 ? c.strong : t.textMuted, weight: o.progress >= 1 ? 600 : 400 }));
  } else {
    parts.push(a.text(o.note, box.x + 18, box.y + 96, { size: TYPE.micro, fill: t.textMuted }));
  }
  return parts.join("");
}

/** A horizontal phase timeline (24–72 h migrations, hiring funnels); `at` is 0..1 along it. */
export function timeline(a: Art, x: number, y: number, w: number, phases: { label: string; tick: string }[], at: number, tone: Accent = "primary"): string {
  const t = a.t;
  const c = accent(t, tone);
  const parts = [a.rect({ x, y: y - 3, w, h: 6 }, { r: 3, fill: t.surfaceSunken }), a.rect({ x, y: y - 3, w: w * at, h: 6 }, { r: 3, fill: c.strong })];
  const n = phases.length;
  phases.forEach((p, i) => {
    const px = x + (w * i) / (n - 1);
    const done = i / (n - 1) <= at;
    parts.push(a.circle(px, y, 9, { fill: done ? c.strong : t.surface, stroke: done ? c.strong : t.borderStrong, sw: 2 }));
    if (done) parts.push(a.icon("check", px - 6, y - 6, 12, t.onPrimary, 3));
    const anchor = i === 0 ? "start" : i === n - 1 ? "end" : "middle";
    const lx = i === 0 ? px - 9 : i === n - 1 ? px + 9 : px;
    parts.push(a.text(p.tick, lx, y - 22, { size: TYPE.micro, weight: 600, fill: t.textFaint, anchor }));
    parts.push(a.text(p.label, lx, y + 36, { size: TYPE.small, weight: done ? 600 : 400, fill: done ? t.text : t.textMuted, anchor }));
  });
  return parts.join("");
}

/** A numbered diagram box: icon tile, title and a short second line. */
export function node(a: Art, box: Box, o: { title: string; meta?: string; icon: IconName; tone: Accent; emphasis?: boolean }): string {
  const t = a.t;
  const parts = [a.card(box, { r: 14, fill: o.emphasis ? t.surface : undefined, stroke: o.emphasis ? accent(t, o.tone).strong : undefined })];
  const tile = Math.min(40, box.h - 24);
  parts.push(a.iconTile(o.icon, box.x + 14, box.y + (box.h - tile) / 2, tile, o.tone, { solid: o.emphasis }));
  const tx = box.x + 14 + tile + 12;
  const room = box.x + box.w - 12 - tx;
  // Long names shrink a step before they would spill out of the box.
  const titleSize = fit(a, o.title, room, [TYPE.body, TYPE.small, TYPE.micro], 600);
  if (o.meta) {
    const metaSize = fit(a, o.meta, room, [TYPE.micro, 12, 11], 400);
    parts.push(a.text(o.title, tx, box.y + box.h / 2 - 3, { size: titleSize, weight: 600 }));
    parts.push(a.text(o.meta, tx, box.y + box.h / 2 + 18, { size: metaSize, fill: t.textMuted }));
  } else {
    parts.push(a.text(o.title, tx, box.y + box.h / 2 + 6, { size: titleSize, weight: 600 }));
  }
  return parts.join("");
}

/** A labelled region (an account, a VPC, a layer) drawn as a dashed outline with a tab label. */
export function region(a: Art, box: Box, label: string, tone: Accent | "neutral" = "neutral", icon?: IconName): string {
  const t = a.t;
  const color = tone === "neutral" ? t.borderStrong : accent(t, tone).strong;
  const fill = tone === "neutral" ? t.surfaceMuted : accent(t, tone).soft;
  const parts = [a.rect(box, { r: 18, fill, opacity: t.name === "light" ? 0.55 : 0.35 }), a.rect(box, { r: 18, stroke: color, dash: "6 6", sw: 1.25 })];
  const chip = a.chip(label, box.x + 16, box.y - 14, { tone: tone === "neutral" ? "neutral" : tone, size: TYPE.micro, icon, solid: tone !== "neutral" });
  parts.push(a.rect({ x: box.x + 12, y: box.y - 16, w: chip.w + 8, h: chip.h + 4 }, { r: 999, fill: t.stage }));
  parts.push(chip.markup);
  return parts.join("");
}

/** The first size in `sizes` at which `text` fits `room`; throws when none does, so no label spills. */
export function fit(a: Art, text: string, room: number, sizes: number[], weight: 400 | 600 | 700): number {
  for (const size of sizes) if (a.measure(text, size, weight) <= room) return size;
  throw new Error(`"${text}" does not fit in ${Math.round(room)} units`);
}
