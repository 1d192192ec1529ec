/**
 * The company's facts inside a page's words (issue 26): a page's texts may name `{company}`,
 * `{city}` and `{officeHours}`, filled from the site settings as staff set them when the page is
 * drawn, so a page's words stay data and still follow the settings (the contact page's "We reply
 * within one business day, {officeHours}."). Without office hours, the phrase leading to them goes too.
 * The legal pages' words also name `{legalName}`, `{address}`, `{email}` and `{phone}`, and the
 * numbers the site's code keeps to: `{retentionMonths}` (the admin's purge) and `{statisticsDays}`
 * (how long visit records live).
 */
import { ANALYTICS_RETENTION_DAYS } from "../analytics-events.ts";
import { addressLine, openingHoursPhrase, type CompanySettings } from "../company.ts";
import { RETENTION_MONTHS } from "../retention.ts";

const TOKEN = /\{(company|city|officeHours|legalName|address|email|phone|retentionMonths|statisticsDays)\}/;

/** One text with the facts filled in. */
export function fillSiteFacts(text: string, site: CompanySettings): string {
  if (!TOKEN.test(text)) return text;
  const hours = openingHoursPhrase(site);
  const filled = hours ? text.replaceAll("{officeHours}", hours) : text.replace(/,?\s*(?:during our office hours,?\s*)?\{officeHours\}/g, "");
  return filled
    .replaceAll("{company}", site.name)
    .replaceAll("{city}", site.address.city)
    .replaceAll("{legalName}", site.legalName)
    .replaceAll("{address}", addressLine(site))
    .replaceAll("{email}", site.email)
    .replaceAll("{phone}", site.phone)
    .replaceAll("{retentionMonths}", String(RETENTION_MONTHS))
    .replaceAll("{statisticsDays}", String(ANALYTICS_RETENTION_DAYS));
}

/** Every text in a value (a page, a block) with the facts filled in; other values as they are. */
export function withSiteFacts<T>(value: T, site: CompanySettings): T {
  if (typeof value === "string") return fillSiteFacts(value, site) as T;
  if (Array.isArray(value)) return value.map((item) => withSiteFacts(item, site)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withSiteFacts(item, site)])) as T;
  }
  return value;
}
