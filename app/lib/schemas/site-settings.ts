/**
 * Site settings (issue 14.8): the company's facts staff edit at /admin-dashboard/settings. The form
 * and the server parse with this schema; the stored JSON (site_settings key "company") is read
 * back through `readCompanySettings`, merged over the defaults, so a value stored by an older
 * version (or typed into psql) can never break a page.
 */
import { companyDefaults, type CompanySettings } from "../company.ts";
import { optionalMediaId, requiredText, storable } from "./fields.ts";
import { z } from "./zod.ts";

export const MAX_OFFICE_HOURS = 4;

const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

/** A link to a profile elsewhere: https only; blank means none. */
const optionalHttpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .check(storable(label))
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), { message: `${label} must be a link starting with https://` })
    .optional()
    .transform((value) => value || null);

const requiredHttpsUrl = (label: string) =>
  requiredText(label, 300).refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), { message: `${label} must be a link starting with https://` });

const officeHoursRow = z.object({
  days: z.string({ error: "Days must be text" }).trim().max(60, "Days must be at most 60 characters").check(storable("Days")).optional().default(""),
  hours: z.string({ error: "Hours must be text" }).trim().max(60, "Hours must be at most 60 characters").check(storable("Hours")).optional().default(""),
});

/** The IANA time-zone names this runtime knows (UTC included), for the settings' picker and its check. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return names.includes("UTC") ? names : [...names, "UTC"];
}

/**
 * Whether `value` is an IANA time-zone name: one of the runtime's names, or an alias of one (the
 * list has ICU's canonical "Asia/Calcutta"; "Asia/Kolkata" is the same zone). An abbreviation such
 * as "PST" is none.
 */
export function isTimeZoneName(value: string): boolean {
  const names = timeZoneNames();
  if (names.includes(value)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    return names.includes(new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export const companySettingsSchema = z.object({
  name: requiredText("Company name", 80),
  legalName: requiredText("Legal name", 120),
  email: requiredText("E-mail", 254).regex(z.regexes.email, "E-mail must be an e-mail address"),
  phone: requiredText("Phone", 40).regex(/^\+?[0-9][0-9 ()-]{4,38}$/, "Phone may contain digits, spaces, brackets and hyphens, with a leading +"),
  address: z.object(
    {
      street: requiredText("Street", 160),
      city: requiredText("City", 80),
      region: requiredText("Region", 80),
      postalCode: requiredText("Postal code", 20),
      country: requiredText("Country", 60)
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, "Country must be a two-letter code such as IN"),
    },
    { error: "Address is required" },
  ),
  officeHours: z
    .array(officeHoursRow, { error: "Office hours must be a list" })
    .max(MAX_OFFICE_HOURS, `At most ${MAX_OFFICE_HOURS} rows of office hours`)
    .optional()
    .default([])
    .superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        if (row.days && !row.hours) ctx.addIssue({ code: "custom", path: [index, "hours"], message: "Hours are required for these days" });
        if (!row.days && row.hours) ctx.addIssue({ code: "custom", path: [index, "days"], message: "Days are required for these hours" });
      });
    })
    .transform((rows) => rows.filter((row) => row.days && row.hours) as { days: string; hours: string }[]),
  // An IANA name from the server's own list (issue 28), not free text such as "PST".
  timeZone: requiredText("Time zone", 64).refine(isTimeZoneName, "Choose a time zone from the list"),
  social: z
    .object(
      { linkedin: optionalHttpsUrl("LinkedIn"), x: optionalHttpsUrl("X"), github: optionalHttpsUrl("GitHub"), youtube: optionalHttpsUrl("YouTube") },
      { error: "Social links must be a group of links" },
    )
    .optional()
    .default({ linkedin: null, x: null, github: null, youtube: null }),
  platformUrl: requiredHttpsUrl("Platform URL"),
  signupCountOffset: text("IRACONNECT counter offset")
    .trim()
    .regex(/^\d{1,7}$/, "IRACONNECT counter offset must be a whole number from 0 to 9999999")
    .transform(Number),
  shareImageMediaId: optionalMediaId("Default share image"),
});

export type { CompanySettings };

// The schema's output and the hand-written shape in company.ts must stay one type: either
// line stops compiling when they drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesSettings: Same<z.output<typeof companySettingsSchema>, CompanySettings> = true;
void schemaMatchesSettings;

// The defaults and the display helpers live in a module without zod, for the browser (every page).
export { addressLine, companyDefaults, countryName, officeHoursText } from "../company.ts";

/** The stored shape (the schema's output), checked when read back. */
const storedSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  address: z.object({ street: z.string(), city: z.string(), region: z.string(), postalCode: z.string(), country: z.string() }),
  officeHours: z.array(z.object({ days: z.string(), hours: z.string() })).max(MAX_OFFICE_HOURS),
  timeZone: z.string(),
  social: z.object({ linkedin: z.string().nullable(), x: z.string().nullable(), github: z.string().nullable(), youtube: z.string().nullable() }),
  platformUrl: z.string().min(1),
  signupCountOffset: z.number().int().min(0),
  shareImageMediaId: z.string().nullable(),
});

/** A stored value merged over the defaults, field by field: a field of the wrong shape reads as its default. */
export function readCompanySettings(stored: unknown): CompanySettings {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return companyDefaults;
  const shape = storedSchema.shape;
  const result: Record<string, unknown> = { ...companyDefaults };
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as CompanySettings;
}
