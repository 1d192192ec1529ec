import { siteConfig } from "../../lib/site-config.ts";
import type { Cta } from "../types.ts";

/** Calls to action shared by the marketing pages. */
export const bookDemoCta: Cta = { label: "Book a Demo", href: "/contact" };
export const talkToUsCta: Cta = { label: "Talk to Our Team", href: "/contact" };
export const joinFreeCta: Cta = { label: "Join IRACONNECT Free", href: "/iraconnect" };
export const earlyAccessCta: Cta = { label: "Get Early Access", href: "/iraconnect" };
export const iraconnectCta: Cta = { label: "Explore IRACONNECT", href: "/products/ira-connect" };
/** Rendered with the platform URL of the site settings (CtaLink). */
export const platformCta: Cta = { label: "Visit the Platform", href: siteConfig.platformUrl };
