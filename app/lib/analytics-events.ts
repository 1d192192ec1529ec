/**
 * The analytics beacon's vocabulary (issue 27), shared by the beacon (app/browser/beacon.ts), the
 * islands that announce what a visitor did, and the collection endpoint's schema. Kept free of
 * imports so the beacon stays tiny.
 */

/** Days raw events are kept: the default of ANALYTICS_RETENTION_DAYS, and what the privacy page says. */
export const ANALYTICS_RETENTION_DAYS = 180;

/** Where the beacon posts (paths.analyticsApi). */
export const COLLECT_PATH = "/api/event";

/** Named events besides the pageview. */
export const EVENT_NAMES = ["pageview", "modal_open", "signup", "confirmation", "referral_share", "contact_sent", "newsletter_subscribed", "outbound"] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** What a person reads for each event on the dashboard. */
export const EVENT_LABELS: Record<EventName, string> = {
  pageview: "Pageview",
  modal_open: "IRACONNECT modal opened",
  signup: "IRACONNECT signup",
  confirmation: "Signup confirmed",
  referral_share: "Referral link copied or shared",
  contact_sent: "Contact message sent",
  newsletter_subscribed: "Newsletter subscribed",
  outbound: "Outbound link",
};

/** The DOM event an island dispatches on `document` for the beacon: `detail` is `{ name, detail? }`. */
export const TRACK_EVENT = "ira:track";

/** Tells the beacon that a visitor did something (a no-op where there is no beacon, e.g. the server). */
export function track(name: Exclude<EventName, "pageview">, detail?: string): void {
  if (typeof document === "undefined") return;
  document.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { name, detail } }));
}
