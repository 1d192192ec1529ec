/**
 * The privacy policy and the terms of use, as data: the company's facts come from the site settings
 * (issue 14.8; the pages pass them in, see `termsFor`), the
 * retention period from RETENTION_MONTHS (the same number the admin's purge uses), and each form's
 * list of what it keeps is written once here and shown both on /privacy and, in short, under the
 * form itself.
 */
import { addressLine, type CompanySettings } from "../lib/company.ts";
import { ANALYTICS_RETENTION_DAYS } from "../lib/analytics-events.ts";
import { paths } from "../lib/paths.ts";
import { siteConfig } from "../lib/site-config.ts";
import { FORM_USAGE, type FormKey } from "./form-usage.ts";
import type { PageCopy } from "./types.ts";

/** How long IRACONNECT signups and contact messages are kept before the admin's purge removes them. */
export const RETENTION_MONTHS = 24;

export const privacyPage = {
  path: "/privacy",
  name: "Privacy Policy",
  meta: {
    title: "Privacy Policy: What We Keep and Why",
    description: `What ${siteConfig.name} keeps when you contact us, join IRACONNECT or subscribe to the newsletter, for how long, your rights and how to ask for your data or its erasure.`,
    keywords: ["privacy policy", "data protection", "GDPR", "DPDP Act", "your data rights"],
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    subtitle: "What we keep when you use a form on this site, why, for how long, and what you can ask us to do with it.",
  },
} satisfies PageCopy;

export const termsPage = {
  path: "/terms",
  name: "Terms of Use",
  meta: {
    title: "Terms of Use",
    description: `The terms for using the ${siteConfig.name} website, its blog, the IRACONNECT early-access list and the newsletter.`,
    keywords: ["terms of use", "website terms", "IRACONNECT early access terms"],
  },
  hero: {
    eyebrow: "Legal",
    title: "Terms of Use",
    subtitle: "The rules for using this website, the IRACONNECT early-access list and our newsletter.",
  },
} satisfies PageCopy;

export type { FormKey };

/** Each form that takes personal data: what it keeps and what for. */
export const formsData: Record<FormKey, { name: string; keeps: string[]; purpose: string; retention: string; usage: string }> = {
  contact: {
    name: "Contact form",
    keeps: ["your name", "e-mail address", "subject and message", "the IP address and browser name of the request", "the time you sent it"],
    purpose: "To answer your message, and to keep spam and abuse out of our inbox.",
    retention: `Kept for ${RETENTION_MONTHS} months, then deleted.`,
    usage: FORM_USAGE.contact,
  },
  iraconnect: {
    name: "IRACONNECT early-access signup",
    keeps: [
      "your name, e-mail address, phone number, country and role",
      "your referral code and the code of the member who invited you",
      "the campaign (UTM values) and site that brought you here",
      "the IP address and browser name of the request",
      "the time you joined",
    ],
    purpose: "To give you early access and launch news about IRACONNECT, count your referrals and rewards, and stop duplicate or automated signups.",
    retention: `Kept for ${RETENTION_MONTHS} months or until IRACONNECT launches and your account is created, whichever comes first, then deleted.`,
    usage: FORM_USAGE.iraconnect,
  },
  newsletter: {
    name: "Newsletter",
    keeps: [
      "your e-mail address",
      "whether you confirmed or unsubscribed, and when",
      "the campaign and site that brought you here",
      "for each newsletter we send you: whether it was opened (a tiny image in the mail, loaded by your mail program) and which of its links you followed, and when first; no address, browser or location",
    ],
    purpose: "To send you new articles after you confirm, to see which articles readers find useful, and to honour your unsubscribe.",
    retention:
      "Kept while you are subscribed; after you unsubscribe we delete the opens and clicks and keep only the address and the date, so that we never write to you again. To avoid being counted, have your mail program block images.",
    usage: FORM_USAGE.newsletter,
  },
};

/** Cookies and browser storage the site uses. All first-party; no advertising or third-party trackers. */
export const cookiesUsed: { name: string; purpose: string; lasts: string }[] = [
  { name: "Theme (browser storage)", purpose: "Remembers light or dark mode if you choose one.", lasts: "Until you clear it" },
  { name: "IRACONNECT member", purpose: "Shows you your referral link and rewards after you join.", lasts: "1 year" },
  { name: "Campaign (first-party)", purpose: "Remembers the campaign and site that first and last brought you here, stored with a form you send.", lasts: "90 days" },
  { name: "Admin session", purpose: "Keeps our staff signed in to the admin area.", lasts: "Until sign-out or expiry" },
];

/** What the site's own visit statistics keep (issue 27, decision 033): no cookie, no address, no third party. */
export const visitStatistics: string[] = [
  "We count visits with our own code, without cookies or anything stored in your browser, and without any third-party service.",
  "For each page you view we keep the page, the site that sent you (its name only), the campaign in the link, your device type, browser, operating system and country (worked out on our server from your IP address, which is not stored).",
  "To tell visitors apart for one day we keep a code made from your IP address, your browser and a random value that changes every day; the random values are deleted after 48 hours, so that nobody, not even us, can link your visits across days or back to you.",
  `These records are deleted after ${ANALYTICS_RETENTION_DAYS} days; only totals (visits and pageviews per page and day) are kept longer. They hold nothing tied to your e-mail address.`,
  "If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all.",
];

export const rights: string[] = [
  "Ask for a copy of everything we hold about your e-mail address (we send it as a JSON file).",
  "Ask us to correct it, or to erase it; we erase it from signups, messages, subscriptions and queued mail.",
  "Withdraw your consent at any time: unsubscribe from any newsletter e-mail, or write to us.",
  "Complain to your data protection authority (in the UK the ICO, in the EU your national authority, in India the Data Protection Board).",
];

/** The terms, the first naming the company and its address as staff set them. */
export function termsFor(site: CompanySettings): { heading: string; text: string }[] {
  return [{ heading: "Who we are", text: `This website is run by ${site.legalName}, ${addressLine(site)}.` }, ...terms];
}

const terms: { heading: string; text: string }[] = [
  { heading: "Using the site", text: "You may read, link to and share our pages. Do not try to break, overload or scrape the site, or send forms on someone else's behalf." },
  { heading: "Content", text: "Articles and case studies are for information; they are not professional advice for your situation. Their text and images remain ours unless stated otherwise." },
  { heading: "IRACONNECT early access", text: "Joining the early-access list reserves a place, not a contract. Referral rewards are offered in good faith and may change before launch; automated or duplicate signups do not count." },
  { heading: "Newsletter", text: "You receive it only after confirming your address, and can unsubscribe from any e-mail with one click." },
  { heading: "Liability", text: "We take care that the site is accurate and available, but provide it as it is. Nothing in these terms limits rights you have by law." },
  { heading: "Law", text: "These terms are governed by the laws of India; consumers keep the protection of the laws of the country where they live." },
  { heading: "Changes", text: "We may update these terms; the date below shows the last change." },
];

export const LEGAL_UPDATED = "2026-11-28";

/** Where the legal pages send questions besides the e-mail address (which comes from the settings). */
export const privacyContact = { path: paths.contact };
