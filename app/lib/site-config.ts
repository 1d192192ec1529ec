/**
 * The company's facts, used by the header, footer, SEO helper and structured data. Safe for the
 * browser: no secrets. SITE_URL is the base of canonical links; it is fixed at build time (the start
 * script rebuilds when it changes) so that prerendered pages carry the right canonical URLs.
 */
declare const __SITE_URL__: string;

export const siteConfig = {
  name: "Iratech",
  legalName: "Iratech Solutions Pvt. Ltd.",
  tagline: "AI, cloud and data engineering that pay for themselves",
  description:
    "Iratech builds AI solutions, cloud architecture, data platforms and machine learning systems for growing companies, and makes the IRACONNECT and IRASECURE products.",
  siteUrl: typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000",
  email: "hello@iratech.io",
  phone: "+91 44 4567 8900",
  address: {
    street: "Tidel Park, 4 Rajiv Gandhi Salai, Taramani",
    city: "Chennai",
    region: "Tamil Nadu",
    postalCode: "600113",
    country: "IN",
  },
  /** The external IRACONNECT platform. */
  platformUrl: "https://app.iraconnect.ai",
  social: {
    linkedin: "https://www.linkedin.com/company/iratech",
    x: "https://x.com/iratech",
    github: "https://github.com/iratech",
    youtube: "https://www.youtube.com/@iratech",
  },
  officeHours: [
    { days: "Monday to Friday", hours: "10:00 AM to 6:30 PM PST" },
    { days: "Saturday and Sunday", hours: "Closed" },
  ],
  foundedYear: 2018,
} as const;

/** Absolute URL on this site for a path such as "/blog". */
export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl + "/").toString();
}
