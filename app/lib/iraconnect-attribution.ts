/**
 * Attribution for IRACONNECT signups (SPEC §9): the UTM values of an address, as the server writes
 * them into the signup form's hidden fields. The browser's side (the ref kept in localStorage, the
 * visit's first UTM values in sessionStorage) is the signup island's (app/islands/).
 */
import { UTM_MAX } from "./schemas/iraconnect-options.ts";
import { UTM_KEYS } from "./iraconnect.ts";

export type UtmValues = { utmSource?: string; utmMedium?: string; utmCampaign?: string; utmTerm?: string; utmContent?: string };
/** What the server renders into the signup form's hidden fields from the address. */
export type Attribution = { referralCode?: string } & UtmValues;

const UTM_FIELDS: Record<(typeof UTM_KEYS)[number], keyof UtmValues> = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

/** UTM values of a query string, clipped to what the server accepts. */
export function utmFromSearch(search: URLSearchParams): UtmValues {
  const out: UtmValues = {};
  for (const key of UTM_KEYS) {
    const value = search.get(key)?.trim();
    if (value) out[UTM_FIELDS[key]] = value.slice(0, UTM_MAX);
  }
  return out;
}
