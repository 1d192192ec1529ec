import type { MarketingPage } from "./types";
import { comparePages } from "./marketing/compare";
import { featurePages } from "./marketing/features";
import { industryPages } from "./marketing/industries";
import { migratePages } from "./marketing/migrate";
import { productPages } from "./marketing/products";
import { solutionPages } from "./marketing/solutions";

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
