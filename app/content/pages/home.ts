import type { PageCopy } from "../types.ts";

export const homePage = {
  path: "/",
  name: "Home",
  meta: {
    title: "Iratech | AI, Cloud Architecture and Data Engineering",
    description:
      "Iratech designs AI solutions, cloud architecture, data platforms and machine learning systems that cut costs and ship faster, and builds IRACONNECT and IRASECURE.",
    keywords: ["AI solutions", "cloud architecture", "data engineering", "machine learning", "cost optimization", "IRACONNECT"],
  },
} satisfies PageCopy;
