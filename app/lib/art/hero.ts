/**
 * The hero picture of each page family (issue 17): product screens for the product pages, a
 * dashboard for each solution, a drawing per family for features, comparisons, migrations and
 * industries. Looked up by the loaders, so a page's bundle carries only its own picture's entry.
 */
import { type ArtPicture, familyArt, type FamilyArtId, productArt, solutionArt, type SolutionArtId } from "./catalog";

const productScreens: Record<string, ArtPicture> = {
  "ira-connect": productArt.iraconnect.screen,
  "ira-secure": productArt.irasecure.screen,
  "ira-migrate": productArt["ira-migrate"].screen,
};

/** The hero picture of a template page or a hub ("/features", "/features/job-board"), if it has one. */
export function heroArtFor(path: string): ArtPicture | undefined {
  const [, family, slug] = path.split("/");
  if (family === "products" && slug) return productScreens[slug];
  if (family === "solutions") return solutionArt[(slug ?? "for-students") as SolutionArtId];
  // The one IRASECURE feature shows IRASECURE's own screen.
  if (family === "features" && slug === "blockchain-credentials") return productArt.irasecure.screen;
  if (family && family in familyArt) return familyArt[family as FamilyArtId];
  return undefined;
}
