/**
 * `npm run art`: draws every picture into public/art. Deterministic: the same sources give the same
 * bytes, which tests/unit/art.test.ts checks by drawing into a temporary folder and comparing.
 * Edit the drawings here, never the output files.
 */
import fs from "node:fs";
import path from "node:path";
import { seedBlogPosts, seedCaseStudies } from "../../db/seed-data.ts";
import { clientArt, COVER_WIDTHS, familyArt, homeHeroArt, productArt, serviceArt, solutionArt, type ArtPicture } from "../../app/lib/art/catalog.ts";
import { darkTheme, lightTheme, type ArtTheme } from "../../app/lib/art/color.ts";
import { coverSvg, shareCardSvg } from "../../app/lib/server/art/cover.server.ts";
import { monogramSvg } from "../../app/lib/server/art/monogram.server.ts";
import { clientNameFromTitle } from "../../app/lib/client-name.ts";
import { rasterize } from "../../app/lib/server/art/rasterize.server.ts";
import { drawCompareFamily, drawFeaturesFamily, drawForColleges, drawForCompanies, drawForMentors, drawForProfessionals, drawForStudents, drawIndustriesFamily, drawMigrateFamily } from "./pictures/audiences.ts";
import { drawHomeHero } from "./pictures/hero.ts";
import { drawPortrait, drawWordmark } from "./pictures/proof.ts";
import { portraitSlug, seedClients, seedPeople, seedTestimonials } from "../../db/seed-proof.ts";
import { drawIraconnectCard, drawIraconnectScreen, drawIrasecureCard, drawIrasecureScreen, drawMigrateCard, drawMigrateScreen } from "./pictures/products.ts";
import { drawAiSolutions, drawCloudArchitecture, drawCostOptimization, drawDataEngineering, drawMachineLearning } from "./pictures/services.ts";

type Draw = (theme: ArtTheme, title: string) => string;

/** Each catalog picture and the function that draws it. */
export const drawings: [ArtPicture, Draw][] = [
  [homeHeroArt, drawHomeHero],
  [productArt.iraconnect.screen, drawIraconnectScreen],
  [productArt.iraconnect.card, drawIraconnectCard],
  [productArt.irasecure.screen, drawIrasecureScreen],
  [productArt.irasecure.card, drawIrasecureCard],
  [productArt["ira-migrate"].screen, drawMigrateScreen],
  [productArt["ira-migrate"].card, drawMigrateCard],
  [serviceArt["cloud-architecture"], drawCloudArchitecture],
  [serviceArt["data-engineering"], drawDataEngineering],
  [serviceArt["cost-optimization"], drawCostOptimization],
  [serviceArt["machine-learning"], drawMachineLearning],
  [serviceArt["ai-solutions"], drawAiSolutions],
  [solutionArt["for-colleges"], drawForColleges],
  [solutionArt["for-students"], drawForStudents],
  [solutionArt["for-professionals"], drawForProfessionals],
  [solutionArt["for-mentors"], drawForMentors],
  [solutionArt["for-companies"], drawForCompanies],
  [familyArt.features, drawFeaturesFamily],
  [familyArt.compare, drawCompareFamily],
  [familyArt.migrate, drawMigrateFamily],
  [familyArt.industries, drawIndustriesFamily],
];

export { clientNameFromTitle };

/** Seeded posts and case studies with the inputs of their covers. */
export function coverInputs(): { slug: string; title: string; category: string | null; kind: "post" | "case-study" }[] {
  return [
    ...seedBlogPosts.map((p) => ({ slug: p.slug, title: p.title, category: p.category ?? p.tags[0] ?? null, kind: "post" as const })),
    ...seedCaseStudies.map((c) => ({ slug: c.id, title: c.title, category: c.tags[0] ?? null, kind: "case-study" as const })),
  ];
}

function relativeFromSrc(src: string): string {
  return src.replace(/^\/art\//, "");
}

/** Draws everything into outDir (created if missing); returns the written files, relative to it. */
export async function generateArt(outDir: string, options: { rasters?: boolean } = {}): Promise<string[]> {
  const files = new Map<string, Buffer | string>();
  for (const [pic, draw] of drawings) {
    files.set(relativeFromSrc(pic.src), draw(lightTheme, pic.alt));
    files.set(relativeFromSrc(pic.srcDark), draw(darkTheme, pic.alt));
  }
  for (const study of seedCaseStudies) {
    const name = clientNameFromTitle(study.title);
    files.set(`clients/${study.id}.svg`, monogramSvg(name));
  }
  // The demo proof (issue 26): client wordmarks and team portraits, stored in the media library by the seed.
  for (const client of seedClients) files.set(`proof/clients/${client.slug}.svg`, drawWordmark(client.name));
  for (const person of seedPeople) files.set(`proof/people/${person.slug}.svg`, drawPortrait(person.name));
  for (const item of seedTestimonials) files.set(`proof/people/${portraitSlug(item.name)}.svg`, drawPortrait(item.name));
  const covers = coverInputs();
  for (const c of covers) files.set(`covers/${c.slug}.svg`, coverSvg({ title: c.title, category: c.category, seed: c.slug, kind: c.kind }));
  if (options.rasters !== false) {
    for (const c of covers) {
      const svg = files.get(`covers/${c.slug}.svg`) as string;
      for (const width of COVER_WIDTHS) {
        files.set(`covers/${c.slug}-${width}.avif`, await rasterize(svg, { width, format: "avif" }));
        files.set(`covers/${c.slug}-${width}.webp`, await rasterize(svg, { width, format: "webp" }));
      }
      files.set(`covers/${c.slug}-1600.jpg`, await rasterize(svg, { width: 1600, format: "jpeg", quality: 78 }));
    }
    const share = shareCardSvg({ title: "AI, Cloud and Data Engineering That Pay for Themselves", kicker: "AI · Cloud · Data", seed: "default" });
    files.set("share/default.svg", share);
    files.set("share/default.jpg", await rasterize(share, { width: 1200, format: "jpeg", quality: 85 }));
  }
  for (const [rel, data] of files) {
    const target = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
  return [...files.keys()].sort();
}

/** Files under dir, relative, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

if (import.meta.main) {
  const outDir = path.resolve(import.meta.dirname, "../../public/art");
  const written = new Set(await generateArt(outDir));
  // Pictures that were renamed or dropped must not linger in public/.
  for (const stale of listFiles(outDir).filter((f) => !written.has(f))) fs.rmSync(path.join(outDir, stale));
  const total = [...written].reduce((sum, f) => sum + fs.statSync(path.join(outDir, f)).size, 0);
  console.log(`public/art: ${written.size} files, ${(total / 1024).toFixed(0)} KB`);
}
