/**
 * The drawing kit every static picture is made with: one grid (8 units), one set of radii
 * (card 16, control 10, chip 999), one hairline (1) and one connector stroke (2), one type scale and
 * the theme colours of app/lib/art/color.ts. Pictures differ in content, never in these rules.
 */
import { accent as accentOf, type Accent, type ArtTheme } from "../../app/lib/art/color.ts";
import { el, group, num, SvgDoc, translate } from "../../app/lib/art/svg.ts";
import { drawText, measureText, wrapText, type FontWeight, type TextStyle } from "../../app/lib/server/art/text.server.ts";
import { iconNodes, type IconName } from "./icons.ts";

export const RADIUS = { stage: 28, card: 16, control: 10, chip: 999 } as const;
export const STROKE = { hair: 1, connector: 2 } as const;
/** Type scale in drawing units; pictures are drawn 1200 wide and shown at 350 to 1200 px. */
export const TYPE = { micro: 13, small: 15, body: 17, label: 19, title: 23, heading: 30, display: 46, hero: 64 } as const;

export type Box = { x: number; y: number; w: number; h: number };

export class Art {
  readonly doc: SvgDoc;
  readonly t: ArtTheme;

  constructor(theme: ArtTheme, options: { width: number; height: number; title: string | null; description?: string }) {
    this.t = theme;
    this.doc = new SvgDoc(options);
  }

  get width(): number {
    return this.doc.width;
  }
  get height(): number {
    return this.doc.height;
  }

  add(...markup: string[]): this {
    this.doc.add(...markup);
    return this;
  }

  // ---------------------------------------------------------------- text

  text(value: string, x: number, y: number, style: Partial<TextStyle> & { size: number }): string {
    return drawText(this.doc, value, x, y, { fill: this.t.text, ...style });
  }

  /** Draws wrapped text; returns the markup and the y of the line after the last one. */
  paragraph(value: string, x: number, y: number, maxWidth: number, style: Partial<TextStyle> & { size: number; lineHeight?: number; maxLines?: number }): { markup: string; bottom: number; lines: number } {
    const weight = style.weight ?? 400;
    const lines = wrapText(value, style.size, weight, maxWidth, style.maxLines ?? Infinity, style.tracking ?? 0);
    const lh = style.lineHeight ?? style.size * 1.45;
    const markup = lines.map((line, i) => this.text(line, x, y + i * lh, style)).join("");
    return { markup, bottom: y + lines.length * lh, lines: lines.length };
  }

  measure(value: string, size: number, weight: FontWeight = 400, tracking = 0): number {
    return measureText(value, size, weight, tracking);
  }

  /** Small uppercase label ("LAYER 1", "SOURCES") with the tracking such labels need. */
  eyebrow(value: string, x: number, y: number, fill = this.t.textFaint, anchor: "start" | "middle" | "end" = "start"): string {
    return this.text(value.toUpperCase(), x, y, { size: TYPE.micro, weight: 600, fill, tracking: 0.08, anchor });
  }

  // ---------------------------------------------------------------- shapes

  rect(b: Box, o: { r?: number; fill?: string; stroke?: string; sw?: number; opacity?: number; dash?: string; filter?: string } = {}): string {
    return el("rect", {
      x: b.x,
      y: b.y,
      width: b.w,
      height: b.h,
      rx: o.r ? Math.min(o.r, b.h / 2, b.w / 2) : undefined,
      fill: o.fill ?? "none",
      stroke: o.stroke,
      "stroke-width": o.stroke ? (o.sw ?? STROKE.hair) : undefined,
      "stroke-dasharray": o.dash,
      opacity: o.opacity,
      filter: o.filter ? `url(#${o.filter})` : undefined,
    });
  }

  circle(cx: number, cy: number, r: number, o: { fill?: string; stroke?: string; sw?: number; opacity?: number } = {}): string {
    return el("circle", { cx, cy, r, fill: o.fill ?? "none", stroke: o.stroke, "stroke-width": o.stroke ? (o.sw ?? STROKE.hair) : undefined, opacity: o.opacity });
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { stroke?: string; sw?: number; dash?: string; opacity?: number } = {}): string {
    return el("path", { d: `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`, stroke: o.stroke ?? this.t.border, "stroke-width": o.sw ?? STROKE.hair, "stroke-dasharray": o.dash, opacity: o.opacity });
  }

  path(d: string, o: { fill?: string; stroke?: string; sw?: number; dash?: string; opacity?: number; cap?: "round" } = {}): string {
    return el("path", { d, fill: o.fill ?? "none", stroke: o.stroke, "stroke-width": o.stroke ? (o.sw ?? STROKE.connector) : undefined, "stroke-dasharray": o.dash, "stroke-linecap": o.cap, "stroke-linejoin": o.cap ? "round" : undefined, opacity: o.opacity });
  }

  private shadowFilter(): string {
    return this.doc.def("shadow", () =>
      el("filter", { id: "shadow", x: "-20%", y: "-20%", width: "140%", height: "150%", "color-interpolation-filters": "sRGB" }, [
        el("feDropShadow", { dx: 0, dy: 1, stdDeviation: 1, "flood-color": this.t.shadow, "flood-opacity": this.t.shadowOpacity }),
        el("feDropShadow", { dx: 0, dy: 12, stdDeviation: 14, "flood-color": this.t.shadow, "flood-opacity": this.t.shadowOpacity }),
      ]),
    );
  }

  /** A raised surface: white card in light, a lifted slate card in dark. */
  card(b: Box, o: { r?: number; fill?: string; stroke?: string; shadow?: boolean } = {}): string {
    const r = o.r ?? RADIUS.card;
    const shadow = o.shadow === false ? "" : this.rect(b, { r, fill: o.fill ?? this.t.surface, filter: this.shadowFilter() });
    return shadow + this.rect({ x: b.x + 0.5, y: b.y + 0.5, w: b.w - 1, h: b.h - 1 }, { r, fill: o.fill ?? this.t.surface, stroke: o.stroke ?? this.t.border });
  }

  /** The backdrop that makes each picture its own object on a white or a near-black page. */
  stage(o: { glows?: { x: number; y: number; r: number; color: string }[]; grid?: boolean } = {}): this {
    const { width: w, height: h } = this;
    const bg = this.doc.def("stageFill", () =>
      el("linearGradient", { id: "stageFill", x1: 0, y1: 0, x2: 1, y2: 1 }, [
        el("stop", { offset: 0, "stop-color": this.t.stage }),
        el("stop", { offset: 1, "stop-color": this.t.stageEdge }),
      ]),
    );
    const parts = [this.rect({ x: 0, y: 0, w, h }, { r: RADIUS.stage, fill: `url(#${bg})` })];
    for (const glow of o.glows ?? []) {
      const id = this.doc.uid("glow");
      this.doc.def(id, () =>
        el("radialGradient", { id, cx: 0.5, cy: 0.5, r: 0.5 }, [
          el("stop", { offset: 0, "stop-color": glow.color, "stop-opacity": this.t.glowOpacity }),
          el("stop", { offset: 1, "stop-color": glow.color, "stop-opacity": 0 }),
        ]),
      );
      parts.push(el("circle", { cx: glow.x, cy: glow.y, r: glow.r, fill: `url(#${id})` }));
    }
    if (o.grid !== false) {
      this.doc.def("gridCell", () =>
        el("pattern", { id: "gridCell", width: 40, height: 40, patternUnits: "userSpaceOnUse" }, el("path", { d: "M40 0H0V40", stroke: this.t.grid, "stroke-width": 1 })),
      );
      this.doc.def("gridFade", () =>
        el("radialGradient", { id: "gridFade", cx: 0.5, cy: 0.45, r: 0.6 }, [
          el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.9 }),
          el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0 }),
        ]),
      );
      this.doc.def("gridMask", () => el("mask", { id: "gridMask" }, el("rect", { width: w, height: h, fill: "url(#gridFade)" })));
      parts.push(el("rect", { width: w, height: h, rx: RADIUS.stage, fill: "url(#gridCell)", mask: "url(#gridMask)", opacity: 0.7 }));
    }
    parts.push(this.rect({ x: 0.5, y: 0.5, w: w - 1, h: h - 1 }, { r: RADIUS.stage, stroke: this.t.stageEdge }));
    this.add(...parts);
    return this;
  }

  // ---------------------------------------------------------------- icons and small parts

  icon(name: IconName, x: number, y: number, size: number, color: string, strokeWidth = 2): string {
    const id = `i-${name}`;
    this.doc.def(id, () => {
      const node = iconNodes.get(name);
      if (!node) throw new Error(`unknown icon ${name}`);
      return el(
        "symbol",
        { id, viewBox: "0 0 24 24", fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" },
        node.map(([tag, attrs]) => el(tag, Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== "key")))),
      );
    });
    return el("use", { href: `#${id}`, x, y, width: size, height: size, stroke: color, "stroke-width": strokeWidth });
  }

  /** An icon on a soft tile of its accent colour. */
  iconTile(name: IconName, x: number, y: number, size: number, tone: Accent, o: { solid?: boolean } = {}): string {
    const a = accentOf(this.t, tone);
    const pad = size * 0.22;
    return (
      this.rect({ x, y, w: size, h: size }, { r: size * 0.28, fill: o.solid ? a.strong : a.soft }) +
      this.icon(name, x + pad, y + pad, size - pad * 2, o.solid ? this.t.onPrimary : a.strong)
    );
  }

  /** A rounded label; returns markup and width so rows of chips can be laid out. */
  chip(label: string, x: number, y: number, o: { tone?: Accent | "neutral"; size?: number; icon?: IconName; solid?: boolean; weight?: FontWeight } = {}): { markup: string; w: number; h: number } {
    const size = o.size ?? TYPE.small;
    const weight = o.weight ?? (!o.tone || o.tone === "neutral" ? 400 : 600);
    const h = Math.round(size * 1.9);
    const padX = Math.round(size * 0.75);
    const iconSize = o.icon ? Math.round(size * 1.05) : 0;
    const gap = o.icon ? Math.round(size * 0.4) : 0;
    const w = Math.round(padX * 2 + iconSize + gap + this.measure(label, size, weight));
    let fill: string;
    let ink: string;
    let stroke: string | undefined;
    if (!o.tone || o.tone === "neutral") {
      fill = this.t.surfaceMuted;
      ink = this.t.textMuted;
      stroke = this.t.border;
    } else {
      const a = accentOf(this.t, o.tone);
      fill = o.solid ? a.strong : a.soft;
      ink = o.solid ? this.t.onPrimary : a.strong;
    }
    const markup =
      this.rect({ x, y, w, h }, { r: h / 2, fill, stroke }) +
      (o.icon ? this.icon(o.icon, x + padX, y + (h - iconSize) / 2, iconSize, ink, 2.25) : "") +
      this.text(label, x + padX + iconSize + gap, y + h / 2 + size * 0.36, { size, weight, fill: ink });
    return { markup, w, h };
  }

  /** Lays chips left to right, wrapping within maxWidth; returns markup and the bottom edge. */
  chipRow(labels: { label: string; tone?: Accent | "neutral"; icon?: IconName; solid?: boolean }[], x: number, y: number, maxWidth: number, o: { size?: number; gap?: number } = {}): { markup: string; bottom: number } {
    const gap = o.gap ?? 8;
    let cx = x;
    let cy = y;
    let bottom = y;
    const parts: string[] = [];
    for (const item of labels) {
      const probe = this.chip(item.label, 0, 0, { ...item, size: o.size });
      if (cx > x && cx + probe.w > x + maxWidth) {
        cx = x;
        cy += probe.h + gap;
      }
      const chip = this.chip(item.label, cx, cy, { ...item, size: o.size });
      parts.push(chip.markup);
      cx += chip.w + gap;
      bottom = cy + chip.h;
    }
    return { markup: parts.join(""), bottom };
  }

  avatar(cx: number, cy: number, r: number, initials: string, tone: Accent): string {
    const a = accentOf(this.t, tone);
    return this.circle(cx, cy, r, { fill: a.soft, stroke: a.strong, sw: 1.5 }) + this.text(initials, cx, cy + r * 0.34, { size: r * 0.9, weight: 600, fill: a.strong, anchor: "middle" });
  }

  progress(x: number, y: number, w: number, value: number, o: { tone?: Accent; h?: number } = {}): string {
    const h = o.h ?? 8;
    const a = accentOf(this.t, o.tone ?? "primary");
    return this.rect({ x, y, w, h }, { r: h / 2, fill: this.t.surfaceSunken }) + (value > 0 ? this.rect({ x, y, w: Math.max(h, w * value), h }, { r: h / 2, fill: a.strong }) : "");
  }

  /** A ring gauge with a big number in the middle (match score, completion). */
  ring(cx: number, cy: number, r: number, value: number, label: string, o: { tone?: Accent; sw?: number; size?: number; caption?: string } = {}): string {
    const a = accentOf(this.t, o.tone ?? "primary");
    const sw = o.sw ?? r * 0.16;
    const c = 2 * Math.PI * r;
    const size = o.size ?? r * 0.62;
    return (
      this.circle(cx, cy, r, { stroke: this.t.surfaceSunken, sw }) +
      el("circle", { cx, cy, r, stroke: a.strong, "stroke-width": sw, "stroke-linecap": "round", "stroke-dasharray": `${num(c * value)} ${num(c)}`, transform: `rotate(-90 ${num(cx)} ${num(cy)})` }) +
      this.text(label, cx, cy + size * 0.36 - (o.caption ? size * 0.28 : 0), { size, weight: 700, anchor: "middle" }) +
      (o.caption ? this.text(o.caption, cx, cy + size * 0.36 + size * 0.55, { size: Math.max(TYPE.micro, size * 0.34), weight: 400, fill: this.t.textMuted, anchor: "middle" }) : "")
    );
  }

  button(label: string, x: number, y: number, o: { variant?: "primary" | "outline"; size?: number; icon?: IconName } = {}): { markup: string; w: number; h: number } {
    const size = o.size ?? TYPE.small;
    const h = Math.round(size * 2.3);
    const iconSize = o.icon ? size : 0;
    const gap = o.icon ? 8 : 0;
    const w = Math.round(size * 2 + iconSize + gap + this.measure(label, size, 600));
    const primary = (o.variant ?? "primary") === "primary";
    const ink = primary ? this.t.onPrimary : this.t.text;
    const markup =
      this.rect({ x, y, w, h }, { r: RADIUS.control, fill: primary ? this.t.primary : this.t.surface, stroke: primary ? undefined : this.t.borderStrong }) +
      (o.icon ? this.icon(o.icon, x + size, y + (h - iconSize) / 2, iconSize, ink) : "") +
      this.text(label, x + size + iconSize + gap, y + h / 2 + size * 0.36, { size, weight: 600, fill: ink });
    return { markup, w, h };
  }

  /** A connector with rounded elbows from a to b; `via` bends horizontally first. */
  connector(points: [number, number][], o: { color?: string; dash?: string; arrow?: boolean; sw?: number; radius?: number } = {}): string {
    const color = o.color ?? this.t.borderStrong;
    const r = o.radius ?? 14;
    let d = `M${num(points[0]![0])} ${num(points[0]![1])}`;
    for (let i = 1; i < points.length; i++) {
      const [x, y] = points[i]!;
      const next = points[i + 1];
      if (!next) {
        d += `L${num(x)} ${num(y)}`;
        break;
      }
      const [px, py] = points[i - 1]!;
      const inLen = Math.hypot(x - px, y - py);
      const outLen = Math.hypot(next[0] - x, next[1] - y);
      const rr = Math.min(r, inLen / 2, outLen / 2);
      const ax = x - ((x - px) / inLen) * rr;
      const ay = y - ((y - py) / inLen) * rr;
      const bx = x + ((next[0] - x) / outLen) * rr;
      const by = y + ((next[1] - y) / outLen) * rr;
      d += `L${num(ax)} ${num(ay)}Q${num(x)} ${num(y)} ${num(bx)} ${num(by)}`;
    }
    let markup = this.path(d, { stroke: color, sw: o.sw ?? STROKE.connector, dash: o.dash, cap: "round" });
    if (o.arrow !== false) {
      const [x2, y2] = points[points.length - 1]!;
      const [x1, y1] = points[points.length - 2]!;
      markup += this.arrowHead(x2, y2, Math.atan2(y2 - y1, x2 - x1), color);
    }
    return markup;
  }

  /** A smooth S-curve between two points (data flowing between columns). */
  flow(x1: number, y1: number, x2: number, y2: number, o: { color?: string; dash?: string; arrow?: boolean; sw?: number; dot?: boolean } = {}): string {
    const color = o.color ?? this.t.borderStrong;
    const mx = (x1 + x2) / 2;
    let markup = this.path(`M${num(x1)} ${num(y1)}C${num(mx)} ${num(y1)} ${num(mx)} ${num(y2)} ${num(x2)} ${num(y2)}`, { stroke: color, sw: o.sw ?? STROKE.connector, dash: o.dash, cap: "round" });
    if (o.dot) markup += this.circle(x1, y1, 4, { fill: this.t.surface, stroke: color, sw: 2 });
    if (o.arrow !== false) markup += this.arrowHead(x2, y2, 0, color);
    return markup;
  }

  arrowHead(x: number, y: number, angle: number, color: string): string {
    const s = 7;
    const p = (dx: number, dy: number) => {
      const rx = x + dx * Math.cos(angle) - dy * Math.sin(angle);
      const ry = y + dx * Math.sin(angle) + dy * Math.cos(angle);
      return `${num(rx)} ${num(ry)}`;
    };
    return this.path(`M${p(-s, -s * 0.75)}L${p(0, 0)}L${p(-s, s * 0.75)}`, { stroke: color, sw: STROKE.connector, cap: "round" });
  }

  // ---------------------------------------------------------------- frames

  /** A desktop browser window; returns the markup and the content box below the toolbar. */
  browser(b: Box, url: string): { markup: string; content: Box } {
    const bar = 44;
    const parts = [this.card(b, { r: 14 })];
    parts.push(this.rect({ x: b.x + 1, y: b.y + 1, w: b.w - 2, h: bar - 1 }, { r: 13, fill: this.t.surfaceMuted }));
    parts.push(this.rect({ x: b.x + 1, y: b.y + bar - 14, w: b.w - 2, h: 14 }, { fill: this.t.surfaceMuted }));
    parts.push(this.line(b.x + 1, b.y + bar, b.x + b.w - 1, b.y + bar, { stroke: this.t.border }));
    const dots = [this.t.rose, this.t.amber, this.t.emerald];
    dots.forEach((c, i) => parts.push(this.circle(b.x + 22 + i * 18, b.y + bar / 2, 5.5, { fill: c, opacity: 0.85 })));
    const urlW = Math.min(420, b.w * 0.46);
    const ux = b.x + (b.w - urlW) / 2;
    parts.push(this.rect({ x: ux, y: b.y + 10, w: urlW, h: bar - 20 }, { r: 8, fill: this.t.surface, stroke: this.t.border }));
    parts.push(this.icon("lock", ux + 12, b.y + bar / 2 - 6, 12, this.t.textFaint));
    parts.push(this.text(url, ux + 30, b.y + bar / 2 + 4.6, { size: TYPE.micro, fill: this.t.textMuted }));
    return { markup: parts.join(""), content: { x: b.x + 1, y: b.y + bar + 1, w: b.w - 2, h: b.h - bar - 2 } };
  }

  /** A phone with a notch; returns the screen box. */
  phone(b: Box): { markup: string; screen: Box } {
    const parts = [this.card(b, { r: 40, fill: this.t.name === "light" ? "#141a2e" : "#0b0f1d", stroke: this.t.name === "light" ? "#141a2e" : this.t.borderStrong })];
    const screen = { x: b.x + 10, y: b.y + 10, w: b.w - 20, h: b.h - 20 };
    parts.push(this.rect(screen, { r: 31, fill: this.t.surface }));
    parts.push(this.rect({ x: b.x + b.w / 2 - 44, y: b.y + 20, w: 88, h: 24 }, { r: 12, fill: "#0b0f1d" }));
    return { markup: parts.join(""), screen };
  }

  toString(): string {
    return this.doc.toString();
  }
}

/** Helper for vertically stacked lists: yields the y of each row. */
export function rows(count: number, top: number, step: number): number[] {
  return Array.from({ length: count }, (_, i) => top + i * step);
}

export { group, translate, el, num };
