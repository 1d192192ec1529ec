/**
 * The hero picture of each page family (issue 17): product screens for the product pages, a
 * dashboard for each solution, a drawing per family for features, comparisons, migrations and
 * industries. Looked up by the loaders, so a page's bundle carries only its own picture's entry.
 */
import { type ArtPicture, familyArt, type FamilyArtId, productArt, solutionArt, type SolutionArtId } from "./catalog.ts";

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

const features = familyArt.features;
const { iraconnect, irasecure } = productArt;
const migrateArt = productArt["ira-migrate"];

/**
 * The pictures beside the alternating feature rows of a product or feature page (issue 17.4), one
 * per row, each showing the part of the product the row is about. The hero's picture is not repeated.
 */
const storyPictures: Record<string, ArtPicture[]> = {
  "/products/ira-connect": [iraconnect.card, solutionArt["for-students"], solutionArt["for-companies"]],
  "/products/ira-secure": [irasecure.card, solutionArt["for-professionals"]],
  "/products/ira-migrate": [migrateArt.card, familyArt.migrate],
  "/features/ai-resume-generator": [iraconnect.card, solutionArt["for-students"]],
  "/features/alumni-networking": [familyArt.industries, solutionArt["for-professionals"]],
  "/features/blockchain-credentials": [irasecure.card, solutionArt["for-professionals"]],
  "/features/placement-analytics": [solutionArt["for-colleges"], familyArt.industries],
  "/features/progress-tracking": [solutionArt["for-students"], solutionArt["for-colleges"]],
  "/features/interview-coach": [iraconnect.card, solutionArt["for-professionals"]],
  "/features/challenge-arena": [solutionArt["for-professionals"], iraconnect.screen],
  "/features/coding-challenges": [solutionArt["for-students"], iraconnect.screen],
  "/features/course-marketplace": [solutionArt["for-mentors"], iraconnect.screen],
  "/features/mentorship-program": [solutionArt["for-mentors"], solutionArt["for-professionals"]],
  "/features/job-board": [solutionArt["for-companies"], iraconnect.card],
};

/** The story pictures of a page (empty for families without alternating rows). */
export function storyArtFor(path: string): ArtPicture[] {
  return storyPictures[path] ?? (path.startsWith("/features/") ? [features] : []);
}
