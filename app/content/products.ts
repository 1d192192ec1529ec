/**
 * The product catalogue: each product once, by name, page, menu line and home-page card. The
 * header's Products menu, the footer, the home page, the /products sections and the /products/*
 * pages (their copy is in ./marketing/products.ts) and the structured data all read it. Kept small
 * on purpose: the header ships it to every page.
 */
import { paths } from "../lib/paths.ts";
import type { IconName, ProductSection } from "./types.ts";

export type Product = {
  name: string;
  /** Its own page. */
  path: string;
  /** The line under its name in the header's Products menu. */
  summary: string;
  /** Its section on /products, for the products that have one. */
  anchor?: ProductSection["id"];
  /** Its card on the home page, for the core products. */
  card?: { description: string; icon: IconName };
};

const iraconnect = {
  name: "IRACONNECT",
  path: paths.marketingPage("products", "ira-connect"),
  summary: "AI-powered talent and career platform",
  anchor: "iraconnect",
  card: {
    description:
      "An AI-powered talent and career platform connecting students, professionals, mentors, institutions and employers, with AI job matching, coding challenges and verified credentials. Free to join.",
    icon: "Users",
  },
} as const satisfies Product;

const iraMigrate = {
  name: "IRA Migrate",
  path: paths.marketingPage("products", "ira-migrate"),
  summary: "Move courses and learners in 24 to 72 hours",
  anchor: "ira-migrate",
} as const satisfies Product;

const irasecure = {
  name: "IRASECURE",
  path: paths.marketingPage("products", "ira-secure"),
  summary: "Blockchain credential issuing and verification",
  anchor: "irasecure",
  card: {
    description:
      "A blockchain credential platform for issuing tamper-proof certificates that anyone can verify in seconds by QR code or credential ID.",
    icon: "ShieldCheck",
  },
} as const satisfies Product;

/** Every product, in menu order. */
export const products: readonly Product[] = [iraconnect, iraMigrate, irasecure];

export { iraconnect as iraconnectProduct, iraMigrate as iraMigrateProduct, irasecure as irasecureProduct };

/** The core products with a card on the home page, linking to their section on /products. */
export const productCards = products.flatMap((product) =>
  product.card && product.anchor ? [{ name: product.name, anchor: product.anchor, href: `${paths.products}#${product.anchor}`, ...product.card }] : [],
);
