/**
 * The site's generated pictures by name (their path under /art without the extension, e.g.
 * "hero/home", "products/iraconnect-card"), as page blocks name them (app/lib/blocks/schema.ts).
 * Server code resolves the names, so a page carries only its own pictures' entries.
 */
import { type ArtPicture, familyArt, homeHeroArt, productArt, serviceArt, solutionArt } from "./catalog.ts";

const every: ArtPicture[] = [
  homeHeroArt,
  ...Object.values(productArt).flatMap((group) => [group.screen, group.card]),
  ...Object.values(serviceArt),
  ...Object.values(solutionArt),
  ...Object.values(familyArt),
];

/** The name of a picture: "/art/hero/home.svg" → "hero/home". */
export function artNameOf(art: ArtPicture): string {
  return art.src.replace(/^\/art\//, "").replace(/\.svg$/, "");
}

const byName = new Map(every.map((art) => [artNameOf(art), art]));

export function artByName(name: string): ArtPicture | undefined {
  return byName.get(name);
}

export const artNames: string[] = [...byName.keys()];
