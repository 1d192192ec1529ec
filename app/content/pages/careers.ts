import type { PageCopy } from "../types.ts";

export const careersPage = {
  path: "/careers",
  name: "Careers",
  meta: {
    title: "Careers: Open Positions in AI, Cloud and Engineering",
    description:
      "Join Iratech: remote-first roles in machine learning, cloud architecture and full-stack development, with health cover, a learning budget and clear growth paths.",
    keywords: ["Iratech careers", "machine learning jobs", "cloud architect jobs", "full-stack developer jobs", "remote jobs Chennai"],
  },
  hero: {
    eyebrow: "Careers",
    title: "Build What Matters With Us",
    subtitle:
      "We are a remote-first team of engineers based around Chennai, building AI, cloud and data systems for clients and for our own products. Come and own real work from day one.",
  },
  cta: {
    title: "Don't See the Right Role?",
    text: "We are always glad to hear from strong engineers. Tell us what you would like to work on and we will keep you in mind.",
    primary: { label: "Get in Touch", href: "/contact" },
    secondary: { label: "About Iratech", href: "/about" },
  },
} satisfies PageCopy;
