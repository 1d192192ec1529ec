import type { MarketingPage } from "./types.ts";
import { comparePages } from "./marketing/compare.ts";
import { featurePages } from "./marketing/features.ts";
import { industryPages } from "./marketing/industries.ts";
import { migratePages } from "./marketing/migrate.ts";
import { productPages } from "./marketing/products.ts";
import { solutionPages } from "./marketing/solutions.ts";

export { comparePages, featurePages, industryPages, migratePages, productPages, solutionPages };

/** Every marketing page (28), in navigation order. */
export const marketingPages: MarketingPage[] = [
  ...productPages,
  ...solutionPages,
  ...featurePages,
  ...comparePages,
  ...migratePages,
  ...industryPages,
];

/** The marketing page for a path such as "/features/job-board", or undefined. */
export function getMarketingPage(path: string): MarketingPage | undefined {
  return marketingPages.find((page) => page.path === path);
}
