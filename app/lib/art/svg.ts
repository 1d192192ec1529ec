/**
 * A small SVG writer. Numbers are rounded the same way on every machine and attributes are
 * written in a fixed order, so a drawing always serialises to the same bytes.
 */

/** Rounds to at most two decimals and drops trailing zeros ("12", "3.5", "-0.25"). */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export type AttrValue = string | number | undefined | null | false;

/** `el("rect", { x: 1, fill: "#fff" })` → `<rect x="1" fill="#fff"/>`; undefined/false attributes are left out. */
export function el(name: string, attrs: Record<string, AttrValue> = {}, children?: string | string[]): string {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? num(value) : escapeXml(value)}"`;
  }
  const inner = Array.isArray(children) ? children.join("") : children;
  return inner === undefined || inner === "" ? `${out}/>` : `${out}>${inner}</${name}>`;
}

export function group(attrs: Record<string, AttrValue>, children: string | string[]): string {
  return el("g", attrs, children);
}

export function translate(x: number, y: number): string {
  return `translate(${num(x)} ${num(y)})`;
}

/** One SVG file: a title (or decorative), shared definitions (glyphs, icons, gradients) and a body. */
export class SvgDoc {
  readonly width: number;
  readonly height: number;
  readonly title: string | null;
  readonly description: string | null;
  private readonly defs = new Map<string, string>();
  private readonly parts: string[] = [];
  private counter = 0;

  constructor(options: { width: number; height: number; title: string | null; description?: string }) {
    this.width = options.width;
    this.height = options.height;
    this.title = options.title;
    this.description = options.description ?? null;
  }

  /** Registers a definition once under `id` and returns the id (the builder runs only the first time). */
  def(id: string, build: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, build());
    return id;
  }

  /** A fresh id for one-off definitions such as a gradient or a clip path. */
  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(...markup: string[]): this {
    this.parts.push(...markup);
    return this;
  }

  toString(): string {
    const labelled = this.title !== null;
    const head = el("svg", {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${num(this.width)} ${num(this.height)}`,
      width: this.width,
      height: this.height,
      fill: "none",
      role: labelled ? "img" : undefined,
      "aria-labelledby": labelled ? (this.description ? "title desc" : "title") : undefined,
      "aria-hidden": labelled ? undefined : "true",
    }).replace(/\/>$/, ">");
    const title = labelled ? el("title", { id: "title" }, escapeXml(this.title ?? "")) : "";
    const desc = labelled && this.description ? el("desc", { id: "desc" }, escapeXml(this.description)) : "";
    const defs = this.defs.size > 0 ? el("defs", {}, [...this.defs.values()]) : "";
    return `${head}${title}${desc}${defs}${this.parts.join("")}</svg>\n`;
  }
}
