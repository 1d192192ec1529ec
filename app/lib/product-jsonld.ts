import { companyDefaults, type CompanySettings } from "./company.ts";
import { paths } from "./paths.ts";
import { absoluteUrl } from "./site-config.ts";
import type { JsonLd } from "./seo.ts";

/** IRACONNECT's own page, which (with /products) describes it as a Product. */
export const IRACONNECT_PRODUCT_PATH = paths.marketingPage("products", "ira-connect");

/** SPEC §1: IRACONNECT is free to join (price 0 USD). */
export function iraconnectProductJsonLd(path = IRACONNECT_PRODUCT_PATH, site: CompanySettings = companyDefaults): JsonLd {
  return {
    "@type": "Product",
    name: "IRACONNECT",
    description:
      "AI-powered talent and career platform with AI job matching, resume builder, interview coaching, coding challenges, mentorship and blockchain-verified credentials.",
    url: absoluteUrl(path),
    category: "Career and talent platform",
    brand: { "@type": "Brand", name: site.name },
    manufacturer: { "@id": absoluteUrl("/#organization") },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      availability: "https://schema.org/PreOrder",
      url: absoluteUrl("/iraconnect"),
    },
  };
}
