import type { PageCopy } from "../types.ts";

export const servicesPage = {
  path: "/services",
  name: "Services",
  meta: {
    title: "Services: Cloud, Data, Cost Optimization, ML and AI",
    description:
      "Cloud architecture, data engineering, cloud cost optimization, machine learning and AI solutions from Iratech: our process, technologies and the benefits you can expect.",
    keywords: ["cloud architecture", "data engineering", "cloud cost optimization", "machine learning services", "AI solutions", "FinOps"],
  },
  hero: {
    eyebrow: "Our Services",
    title: "Cloud, Data and AI Services That Deliver",
    subtitle:
      "Five practices, one senior team. We design the platform, build the pipelines, keep the bill in check and put machine learning and AI to work on top.",
  },
  cta: {
    title: "Not Sure Where to Start?",
    text: "Tell us about your goals and constraints. We will suggest the smallest project that proves value, with a fixed scope and price.",
    primary: { label: "Get in Touch", href: "/contact" },
    secondary: { label: "See Our Case Studies", href: "/case-studies" },
  },
} satisfies PageCopy;
