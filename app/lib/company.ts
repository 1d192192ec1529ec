/**
 * The company's facts as the site shows them before anyone edits them in the settings (issue 14.8),
 * and the helpers that print them. No zod here: the footer and the logo of every public page read
 * these, and the validation schema (schemas/site-settings.ts) stays out of the browser's first load.
 */
import { SIGNUP_COUNT_OFFSET } from "./iraconnect.ts";
import { siteConfig } from "./site-config.ts";

/**
 * The settings' shape, written out here rather than inferred from the zod schema, so this module
 * and the schema do not import each other; schemas/site-settings.ts checks the two agree.
 */
export type CompanySettings = {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  officeHours: { days: string; hours: string }[];
  timeZone: string;
  social: { linkedin: string | null; x: string | null; github: string | null; youtube: string | null };
  platformUrl: string;
  signupCountOffset: number;
  shareImageMediaId: string | null;
};

/** Today's values (what the build and a fresh database show). */
export const companyDefaults: CompanySettings = {
  name: siteConfig.name,
  legalName: siteConfig.legalName,
  email: siteConfig.email,
  phone: siteConfig.phone,
  address: { ...siteConfig.address },
  officeHours: [
    { days: "Monday to Friday", hours: "10:00 AM to 6:30 PM" },
    { days: "Saturday and Sunday", hours: "Closed" },
  ],
  /** An IANA time-zone name (issue 28); pages show its abbreviation ("PST"). */
  timeZone: "America/Los_Angeles",
  social: { ...siteConfig.social },
  platformUrl: siteConfig.platformUrl,
  signupCountOffset: SIGNUP_COUNT_OFFSET,
  shareImageMediaId: null,
};

/**
 * A time zone as visitors read it: an IANA name's standard-time abbreviation ("America/Los_Angeles"
 * is "PST", "Asia/Kolkata" "IST", "Asia/Singapore" "GMT+8"), taken in January so that a cached page says the same all
 * year; a value stored before names were required ("IST") as it is.
 */
export function timeZoneAbbreviation(timeZone: string): string {
  const name = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(new Date(Date.UTC(2026, 0, 15, 12))).find((part) => part.type === "timeZoneName")?.value;
  try {
    // English locales know different abbreviations ("IST" is en-IN's, "CET" en-GB's): the first
    // that is a name, not an offset, else the offset ("GMT+8").
    for (const locale of ["en-US", "en-GB", "en-IN", "en-AU"]) {
      const found = name(locale);
      if (found && !/^(GMT|UTC)[+-]/.test(found)) return found;
    }
    return name("en-US") ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** An office-hours row as shown: opening times carry the time zone ("10:00 AM to 6:30 PM PST"), "Closed" does not. */
export function officeHoursText(row: { hours: string }, timeZone: string): string {
  return /\d/.test(row.hours) ? `${row.hours} ${timeZoneAbbreviation(timeZone)}` : row.hours;
}

/**
 * The open office hours as one phrase for prose ("Monday to Friday, 10:00 AM to 6:30 PM PST"; rows
 * joined by "; "), the closed days left out.
 */
export function openingHoursPhrase(settings: Pick<CompanySettings, "officeHours" | "timeZone">): string {
  const open = settings.officeHours.filter((row) => /\d/.test(row.hours));
  return open.map((row) => `${row.days}, ${officeHoursText(row, settings.timeZone)}`).join("; ");
}

/** The address on one line, as the contact page and mail footers print it. */
export function addressLine(settings: CompanySettings): string {
  const { street, city, region, postalCode, country } = settings.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${countryName(country)}`;
}

/** "IN" → "India" (the code itself when the runtime does not know it). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
