/**
 * The demo proof's pictures (issue 26): a wordmark for each fictional client and a portrait for
 * each member of the team. Drawn, not photographed: flat shapes in colours picked from the name,
 * so the same name always gets the same picture. Text is drawn as outlines (no font needed).
 */
import { oklch } from "../../../app/lib/art/color.ts";
import { createRandom, hashString } from "../../../app/lib/art/random.ts";
import { el, escapeXml, num } from "../../../app/lib/art/svg.ts";
import { measureText, textOutline } from "../../../app/lib/server/art/text.server.ts";

const HUES = [264, 215, 160, 60, 20, 300, 190, 340];

function svgHead(width: number, height: number, title: string): string {
  return `${el("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": title }).replace(/\/>$/, ">")}${el("title", {}, escapeXml(title))}`;
}

/** A client's wordmark: a small mark and the name, on a transparent ground (360×96). */
export function drawWordmark(name: string): string {
  const hash = hashString(name.toLowerCase());
  const hue = HUES[hash % HUES.length]!;
  const ink = oklch(0.42, 0.12, hue);
  const random = createRandom(name);
  const marks = [
    el("circle", { cx: 36, cy: 48, r: 24, fill: ink }),
    el("rect", { x: 12, y: 24, width: 48, height: 48, rx: 12, fill: ink }),
    el("path", { d: "M36 20L64 70H8Z", fill: ink }),
    el("path", { d: "M12 48a24 24 0 0 1 48 0v24H12Z", fill: ink }),
  ];
  const mark = marks[Math.floor(random.next() * marks.length)]!;
  const cut = el("circle", { cx: num(30 + random.next() * 12), cy: num(42 + random.next() * 12), r: num(7 + random.next() * 4), fill: "#ffffff" });
  // The whole name where it fits at a readable size, else its first two words.
  const line = measureText(name, 20, 700) <= 270 ? name : name.split(" ").slice(0, 2).join(" ");
  let size = 30;
  while (size > 16 && measureText(line, size, 700) > 270) size -= 1;
  const text = el("path", { d: textOutline(line, 76, 48 + size * 0.36, size, 700, "start", -0.01), fill: ink, transform: "scale(0.1)" });
  return `${svgHead(360, 96, `${name} logo`)}${mark}${cut}${text}</svg>\n`;
}

const SKIN = [oklch(0.82, 0.06, 60), oklch(0.72, 0.08, 55), oklch(0.62, 0.09, 50), oklch(0.52, 0.08, 45), oklch(0.42, 0.06, 40)];
const HAIR = [oklch(0.22, 0.02, 40), oklch(0.3, 0.05, 40), oklch(0.45, 0.08, 50), oklch(0.6, 0.02, 250)];

/** A portrait: head and shoulders on a coloured ground (320×320), the same for the same name. */
export function drawPortrait(name: string): string {
  const random = createRandom(`portrait:${name}`);
  const hue = HUES[hashString(name) % HUES.length]!;
  const ground = oklch(0.86, 0.06, hue);
  const shirt = oklch(0.45, 0.12, (hue + 120) % 360);
  const skin = SKIN[Math.floor(random.next() * SKIN.length)]!;
  const hair = HAIR[Math.floor(random.next() * HAIR.length)]!;
  const long = random.next() > 0.5;
  const glasses = random.next() > 0.6;
  const parts = [
    el("rect", { width: 320, height: 320, fill: ground }),
    long ? el("path", { d: "M100 150q0-80 60-80t60 80v90h-120z", fill: hair }) : "",
    el("path", { d: "M50 320q0-90 110-90t110 90z", fill: shirt }),
    el("rect", { x: 142, y: 180, width: 36, height: 50, rx: 12, fill: skin }),
    el("ellipse", { cx: 160, cy: 150, rx: 52, ry: 60, fill: skin }),
    el("path", { d: long ? "M106 140q4-62 54-62t54 62q-20-30-54-30t-54 30z" : "M108 132q2-56 52-56t52 56q-14-22-52-24t-52 24z", fill: hair }),
    el("circle", { cx: 140, cy: 152, r: 4.5, fill: oklch(0.25, 0.02, 40) }),
    el("circle", { cx: 180, cy: 152, r: 4.5, fill: oklch(0.25, 0.02, 40) }),
    el("path", { d: "M146 182q14 10 28 0", stroke: oklch(0.35, 0.06, 30), "stroke-width": 4, fill: "none", "stroke-linecap": "round" }),
    glasses
      ? el("path", { d: "M124 152a16 14 0 1 0 32 0a16 14 0 1 0-32 0zM164 152a16 14 0 1 0 32 0a16 14 0 1 0-32 0zM156 150h8", stroke: oklch(0.25, 0.02, 250), "stroke-width": 4, fill: "none" })
      : "",
  ];
  return `${svgHead(320, 320, `Portrait of ${name} (illustration)`)}${parts.join("")}</svg>\n`;
}
