import type { PageCopy } from "../types.ts";

export const aboutPage = {
  path: "/about",
  name: "About",
  meta: {
    title: "About Us: Our Story, Mission and Milestones",
    description:
      "Founded in Chennai in 2018, Iratech builds cloud, data and AI systems for clients worldwide and makes IRACONNECT and IRASECURE. Read our story, mission and milestones.",
    keywords: ["about Iratech", "Iratech Solutions", "technology services company Chennai", "AI research", "company history"],
  },
  hero: {
    eyebrow: "About Iratech",
    title: "Engineers Who Finish the Job",
    subtitle:
      "Since 2018 we have helped companies and institutions turn cloud, data and AI into systems that work in production, and built our own products along the way.",
  },
} satisfies PageCopy;
