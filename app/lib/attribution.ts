/**
 * Site-wide attribution (issue 18.3): the first and the last "touch" of a visitor, each the UTM
 * source, medium and campaign of the address they landed on and the site that sent them, kept in a
 * first-party cookie for 90 days and stored with the leads they send (IRACONNECT signups, contact
 * messages, newsletter subscriptions). Every value comes from a stranger: control characters are
 * dropped, values are clipped to TOUCH_VALUE_MAX, a referrer is only a host name; anything else is
 * ignored, never an error.
 */
export const TOUCH_COOKIE = "iratech_touch";
export const TOUCH_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** The database's bound on every touch column (db/schema.ts). */
export const TOUCH_VALUE_MAX = 100;

export type Touch = { source: string | null; medium: string | null; campaign: string | null; referrer: string | null };
export type Touches = { first: Touch; last: Touch };

/** The eight columns of a lead row, as db/schema.ts names them. */
export type TouchColumns = {
  firstSource: string | null;
  firstMedium: string | null;
  firstCampaign: string | null;
  firstReferrer: string | null;
  lastSource: string | null;
  lastMedium: string | null;
  lastCampaign: string | null;
  lastReferrer: string | null;
};

export const NO_TOUCHES: TouchColumns = {
  firstSource: null,
  firstMedium: null,
  firstCampaign: null,
  firstReferrer: null,
  lastSource: null,
  lastMedium: null,
  lastCampaign: null,
  lastReferrer: null,
};

/** A stranger's text as a stored value: no control or lone surrogate characters, trimmed, clipped; null when empty. */
export function cleanTouchValue(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const clean = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .trim();
  if (!clean) return null;
  // Clip without splitting a surrogate pair, then trim what the cut left at the end.
  return Array.from(clean).slice(0, TOUCH_VALUE_MAX).join("").slice(0, TOUCH_VALUE_MAX).replace(/[\ud800-\udbff]$/, "").trim() || null;
}

/** The host of a referring URL when it is another site's, else null. */
export function referrerHost(referer: string | null | undefined, ownHost: string | null | undefined): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const own = (ownHost ?? "").toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
  if (!host || host === own || host.length > TOUCH_VALUE_MAX) return null;
  return host;
}

/** The touch of a request: its UTM values and another site's referrer; null when it has none. */
export function touchOf(search: URLSearchParams, referer: string | null | undefined, ownHost: string | null | undefined): Touch | null {
  const touch: Touch = {
    source: cleanTouchValue(search.get("utm_source")),
    medium: cleanTouchValue(search.get("utm_medium")),
    campaign: cleanTouchValue(search.get("utm_campaign")),
    referrer: referrerHost(referer, ownHost),
  };
  return touch.source || touch.medium || touch.campaign || touch.referrer ? touch : null;
}

const KEYS = { first: ["fs", "fm", "fc", "fr"], last: ["ls", "lm", "lc", "lr"] } as const;
const FIELDS = ["source", "medium", "campaign", "referrer"] as const;

/** The cookie's value: a query string of the eight fields, percent-encoded. */
export function serializeTouches(touches: Touches): string {
  const params = new URLSearchParams();
  for (const side of ["first", "last"] as const) {
    FIELDS.forEach((field, i) => {
      const value = touches[side][field];
      if (value) params.set(KEYS[side][i]!, value);
    });
  }
  return encodeURIComponent(params.toString());
}

/** The touches in a cookie value (already percent-decoded once by the cookie reader); null for anything else. */
export function parseTouches(value: string | null | undefined): Touches | null {
  if (!value || value.length > 2000) return null;
  const params = new URLSearchParams(value);
  const side = (keys: readonly string[]): Touch => ({
    source: cleanTouchValue(params.get(keys[0]!)),
    medium: cleanTouchValue(params.get(keys[1]!)),
    campaign: cleanTouchValue(params.get(keys[2]!)),
    referrer: cleanTouchValue(params.get(keys[3]!)),
  });
  const touches = { first: side(KEYS.first), last: side(KEYS.last) };
  const empty = (t: Touch) => !t.source && !t.medium && !t.campaign && !t.referrer;
  if (empty(touches.first) && empty(touches.last)) return null;
  return touches;
}

/** The cookie after a visit: the first touch stays, the last becomes this one; null when nothing changes. */
export function nextTouches(current: Touches | null, touch: Touch | null): Touches | null {
  if (!touch) return null;
  return { first: current?.first ?? touch, last: touch };
}

export function touchColumns(touches: Touches | null): TouchColumns {
  if (!touches) return NO_TOUCHES;
  const { first, last } = touches;
  return {
    firstSource: first.source,
    firstMedium: first.medium,
    firstCampaign: first.campaign,
    firstReferrer: first.referrer,
    lastSource: last.source,
    lastMedium: last.medium,
    lastCampaign: last.campaign,
    lastReferrer: last.referrer,
  };
}
