/**
 * Attribution for IRACONNECT signups in the browser (SPEC §9, §8): the ref of a referral link is
 * kept in localStorage (a later visit without it still credits the referrer), the UTM values of
 * the visit's first page in sessionStorage (the server wrote this address's into the form's hidden
 * fields). The payload sent is SPEC §8's: the fields, the stored referral and UTM values, the
 * browser's user agent, and sourceIp empty (the server takes the address from the connection).
 */
import type { Attribution } from "#app/lib/iraconnect-attribution.ts";
import { REFERRAL_STORAGE_KEY, UTM_STORAGE_KEY } from "#app/lib/iraconnect.ts";
import { REF_ID_PATTERN } from "#app/lib/schemas/iraconnect-options.ts";

type Stores = { local: () => Storage; session: () => Storage };
const browserStores: Stores = { local: () => localStorage, session: () => sessionStorage };

function remember(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // storage unavailable (private modes): the values the server wrote into the form are used
  }
}

function recall(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** On the landing page's first run: the address's ref, and the visit's first UTM values. */
export function rememberAttribution(search: string, defaults: Attribution, stores: Stores = browserStores): void {
  const ref = new URLSearchParams(search).get("ref")?.trim();
  if (ref && REF_ID_PATTERN.test(ref)) remember(stores.local, REFERRAL_STORAGE_KEY, ref);
  const utm: Record<string, string> = {};
  for (const name of ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const) {
    const value = defaults[name];
    if (value) utm[name] = value;
  }
  if (Object.keys(utm).length > 0 && !recall(stores.session, UTM_STORAGE_KEY)) remember(stores.session, UTM_STORAGE_KEY, JSON.stringify(utm));
}

/** SPEC §8's JSON body for a signup form's fields. */
export function signupPayload(fields: Record<string, string>, userAgent: string, stores: Stores = browserStores): Record<string, string> {
  const storedRef = recall(stores.local, REFERRAL_STORAGE_KEY);
  let storedUtm: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(recall(stores.session, UTM_STORAGE_KEY) ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed)) if (name.startsWith("utm") && typeof value === "string") storedUtm[name] = value;
    }
  } catch {
    storedUtm = {};
  }
  return {
    ...fields,
    referralCode: (storedRef && REF_ID_PATTERN.test(storedRef) ? storedRef : null) ?? fields.referralCode ?? "",
    ...storedUtm,
    userAgent,
    sourceIp: "",
  };
}
