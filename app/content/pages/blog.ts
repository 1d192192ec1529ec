import type { PageCopy } from "../types.ts";

export const blogPage = {
  path: "/blog",
  name: "Blog",
  meta: {
    title: "Blog: Insights on AI, Cloud and Data Engineering",
    description:
      "Practical articles from Iratech's engineers on AI, cloud architecture, data engineering, MLOps and cloud cost optimization.",
    keywords: ["AI blog", "cloud architecture", "data engineering", "MLOps", "FinOps"],
  },
  hero: {
    title: "Insights and Articles",
    subtitle: "Practical notes from our engineers on AI, cloud architecture, data engineering and machine learning.",
  },
} satisfies PageCopy;
