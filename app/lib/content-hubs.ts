/**
 * The two content hubs, /blog and /case-studies: their search-engine text and hero are the site
 * setting "hubs" (staff edit them under Site settings; app/lib/schemas/content-hubs.ts parses the
 * form and the stored value). These are today's words, shown until staff save others, and each
 * hub's name in breadcrumbs (a label, like the "Back to Blog" links, kept in code).
 */
import type { PageCopy } from "../content/types.ts";

export type HubKey = "blog" | "caseStudies";

/** What staff edit of a hub: the title and description search engines show, keywords, and the hero. */
export type HubWords = {
  title: string;
  description: string;
  keywords: string[];
  heroTitle: string;
  heroSubtitle: string;
};

export type ContentHubs = Record<HubKey, HubWords>;

/** Each hub's path and its name in breadcrumbs. */
export const hubPlaces = {
  blog: { path: "/blog", name: "Blog" },
  caseStudies: { path: "/case-studies", name: "Case Studies" },
} as const satisfies Record<HubKey, { path: string; name: string }>;

export const contentHubDefaults: ContentHubs = {
  blog: {
    title: "Blog: Insights on AI, Cloud and Data Engineering",
    description:
      "Practical articles from Iratech's engineers on AI, cloud architecture, data engineering, MLOps and cloud cost optimization.",
    keywords: ["AI blog", "cloud architecture", "data engineering", "MLOps", "FinOps"],
    heroTitle: "Insights and Articles",
    heroSubtitle: "Practical notes from our engineers on AI, cloud architecture, data engineering and machine learning.",
  },
  caseStudies: {
    title: "Case Studies: Measurable Results in AI, Cloud and Data",
    description:
      "How Iratech helped banks, payment platforms, healthcare analytics providers and colleges modernise with cloud, data engineering and AI, with the numbers before and after.",
    keywords: ["case studies", "cloud migration", "fraud detection", "data platform", "AI"],
    heroTitle: "Case Studies",
    heroSubtitle: "Real projects, real numbers: how our clients cut costs, moved faster and put AI and data to work.",
  },
};

/** A hub's words as the page helpers (pageSeo, ListHeader) take them. */
export function hubPageCopy(key: HubKey, words: HubWords): PageCopy & { hero: { title: string; subtitle: string } } {
  return {
    ...hubPlaces[key],
    meta: { title: words.title, description: words.description, keywords: words.keywords },
    hero: { title: words.heroTitle, subtitle: words.heroSubtitle },
  };
}
