/**
 * The media library as the demo seed (db/seed.ts) uses it: covers and client logos are stored
 * like any upload. Handed to `seedIfEmpty` by whoever runs the seed, since db/ imports nothing
 * from app/.
 */
import type { SeedMedia } from "../../db/seed.ts";
import { clientArt } from "../lib/art/catalog.ts";
import { rasterize } from "../lib/server/art/rasterize.server.ts";
import { storeImage } from "./media.server.ts";

export const seedMedia: SeedMedia = {
  async store(bytes, filename, alt, tx) {
    const stored = await storeImage(bytes, filename, alt, null, tx);
    return stored.ok ? stored.id : null;
  },
  async logo(caseStudyId, svg) {
    const mark = clientArt[caseStudyId];
    if (!mark) return null;
    const png = await rasterize(svg, { width: 192, format: "png" });
    return { png: new Uint8Array(png), name: mark.name };
  },
};
