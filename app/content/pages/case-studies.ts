import type { PageCopy } from "../types.ts";

export const caseStudiesPage = {
  path: "/case-studies",
  name: "Case Studies",
  meta: {
    title: "Case Studies: Measurable Results in AI, Cloud and Data",
    description:
      "How Iratech helped banks, payment platforms, healthcare analytics providers and colleges modernise with cloud, data engineering and AI, with the numbers before and after.",
    keywords: ["case studies", "cloud migration", "fraud detection", "data platform", "AI"],
  },
  hero: {
    title: "Case Studies",
    subtitle: "Real projects, real numbers: how our clients cut costs, moved faster and put AI and data to work.",
  },
} satisfies PageCopy;
