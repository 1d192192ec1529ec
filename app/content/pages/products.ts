import type { PageCopy } from "../types.ts";

export const productsPage = {
  path: "/products",
  name: "Products",
  meta: {
    title: "Products: IRACONNECT, IRASECURE and IRA Migrate",
    description:
      "Explore IRACONNECT, the AI-powered talent and career platform, IRASECURE, blockchain credentials anyone can verify, and IRA Migrate: platform, features and benefits.",
    keywords: ["IRACONNECT", "IRASECURE", "IRA Migrate", "AI career platform", "blockchain credentials", "credential verification"],
  },
  hero: {
    eyebrow: "Our Products",
    title: "Products Built From Real Client Work",
    subtitle:
      "IRACONNECT connects learning, verified skills and hiring. IRASECURE issues credentials anyone can verify in seconds. IRA Migrate brings your courses and learners across. All grew out of problems we solved for institutions and employers.",
  },
  cta: {
    title: "See the Products in Action",
    text: "Book a demo with our team and we will tailor it to your institution, programme or hiring goals.",
    primary: { label: "Request a Demo", href: "/contact" },
    secondary: { label: "Join IRACONNECT Early", href: "/iraconnect" },
  },
} satisfies PageCopy;
