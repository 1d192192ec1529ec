/**
 * Review page for the generated pictures (not a route): writes tmp/art-gallery/*.html showing every
 * picture on the site's light and dark backgrounds, at its real aspect ratio. Open the files in a
 * browser or screenshot them with headless Chromium at 1440 and 390 px.
 */
import fs from "node:fs";
import path from "node:path";
import { clientArt, coverArt, defaultShareImage, type ArtPicture } from "../../app/lib/art/catalog.ts";
import { escapeXml } from "../../app/lib/art/svg.ts";
import { coverInputs, drawings } from "./generate.ts";

const root = path.resolve(import.meta.dirname, "../..");
const out = path.join(root, "tmp/art-gallery");
const fileUrl = (src: string) => `file://${path.join(root, "public", src)}`;

const css = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#fff;color:#1d2330}
h2{font-size:15px;margin:0 0 8px;font-weight:600}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0}
.cell{padding:24px}
.light{background:oklch(1 0 0)}
.dark{background:oklch(0.17 0.02 260);color:#eef0f5}
img{display:block;width:100%;height:auto;max-width:100%}
.small img{max-width:360px}
.meta{font-size:12px;opacity:.7;margin-top:6px}
.clients{display:flex;gap:16px;flex-wrap:wrap}.clients img{width:64px;height:64px}
@media (max-width:700px){.row{grid-template-columns:1fr}.cell{padding:16px}}
`;

function pictureRow(pic: ArtPicture): string {
  const meta = `${pic.width}×${pic.height} · ${escapeXml(pic.src)}`;
  return `<div class="row"><div class="cell light"><h2>${escapeXml(pic.src)}</h2><img src="${fileUrl(pic.src)}" width="${pic.width}" height="${pic.height}" alt=""><div class="meta">${meta}</div></div><div class="cell dark"><h2>${escapeXml(pic.srcDark)}</h2><img src="${fileUrl(pic.srcDark)}" width="${pic.width}" height="${pic.height}" alt=""><div class="meta">alt: ${escapeXml(pic.alt)}</div></div></div>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title><style>${css}</style><body>${body}</body></html>`;
}

fs.mkdirSync(out, { recursive: true });
const rows = drawings.map(([pic]) => pictureRow(pic));
const clients = `<div class="row"><div class="cell light"><h2>Client monograms</h2><div class="clients">${Object.values(clientArt).map((c) => `<img src="${fileUrl(c.src)}" alt="">`).join("")}</div></div><div class="cell dark"><h2>on dark</h2><div class="clients">${Object.values(clientArt).map((c) => `<img src="${fileUrl(c.src)}" alt="">`).join("")}</div></div></div>`;
const covers = coverInputs().map((c) => {
  const cover = coverArt(c.slug, c.title);
  const img = `<img src="${fileUrl(`/art/covers/${c.slug}-960.webp`)}" width="960" height="540" alt="">`;
  return `<div class="row"><div class="cell light"><h2>${escapeXml(c.title)}</h2>${img}<div class="meta">${escapeXml(c.category ?? "no category")} · ${escapeXml(cover.src)}</div></div><div class="cell dark"><h2>on dark</h2>${img}</div></div>`;
});
const share = `<div class="row"><div class="cell light"><h2>Default share card</h2><img src="${fileUrl(defaultShareImage.src)}" alt=""></div><div class="cell dark"><h2>on dark</h2><img src="${fileUrl(defaultShareImage.src)}" alt=""></div></div>`;
const all = [...rows, clients, ...covers, share];
fs.writeFileSync(path.join(out, "index.html"), page("Iratech art", all.join("")));
// Parts of five rows each, for screenshots a person can actually look at.
const parts: string[] = [];
for (let i = 0; i < all.length; i += 5) {
  const name = `part-${String(i / 5 + 1).padStart(2, "0")}.html`;
  fs.writeFileSync(path.join(out, name), page(`Iratech art ${name}`, all.slice(i, i + 5).join("")));
  parts.push(name);
}
console.log(`tmp/art-gallery: index.html and ${parts.length} parts`);
