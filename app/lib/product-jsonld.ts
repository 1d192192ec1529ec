import { iraconnectProduct } from "../content/products.ts";
import { companyDefaults, type CompanySettings } from "./company.ts";
import { absoluteUrl } from "./site-config.ts";
import type { JsonLd } from "./seo.ts";

/** SPEC §1: IRACONNECT is free to join (price 0 USD). */
export function iraconnectProductJsonLd(path = iraconnectProduct.path, site: CompanySettings = companyDefaults): JsonLd {
  return {
    "@type": "Product",
    name: iraconnectProduct.name,
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
