/**
 * Browser-side attribution for IRACONNECT signups (SPEC §9): the ref of a referral link is kept in
 * localStorage (a later visit without it still credits the referrer), the UTM parameters of the
 * first page of the visit in sessionStorage. Storage can be unavailable (privacy modes): then the
 * values the server rendered into the form are used.
 */
import { REF_ID_PATTERN, UTM_MAX } from "./schemas/iraconnect-options.ts";
import { REFERRAL_STORAGE_KEY, UTM_KEYS, UTM_STORAGE_KEY } from "./iraconnect.ts";

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

function safely<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

/** Records the ref and the visit's first UTM parameters from the current address. */
export function captureAttribution(search: string): void {
  const params = new URLSearchParams(search);
  const ref = params.get("ref")?.trim();
  if (ref && REF_ID_PATTERN.test(ref)) safely(() => localStorage.setItem(REFERRAL_STORAGE_KEY, ref));
  const utm = utmFromSearch(params);
  if (Object.keys(utm).length > 0 && !safely(() => sessionStorage.getItem(UTM_STORAGE_KEY))) {
    safely(() => sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm)));
  }
}

/** What the signup carries besides the form fields. */
export function storedAttribution(): { referralCode?: string; utm: UtmValues } {
  const referralCode = safely(() => localStorage.getItem(REFERRAL_STORAGE_KEY)) ?? undefined;
  let utm: UtmValues = {};
  const raw = safely(() => sessionStorage.getItem(UTM_STORAGE_KEY));
  if (raw) utm = safely(() => JSON.parse(raw) as UtmValues) ?? {};
  return { referralCode: referralCode && REF_ID_PATTERN.test(referralCode) ? referralCode : undefined, utm };
}
