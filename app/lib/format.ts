/**
 * The one way the site writes dates and times. Everything is formatted in UTC with a fixed pattern,
 * so the server's HTML and the browser's hydration agree whatever the visitor's time zone.
 */
type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-24 14:05 UTC" (admin tables); `seconds` adds ":07" (the audit log). "" for no date. */
export function formatDateTime(value: DateInput, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)} UTC`;
}

/** "November 24, 2026" (public bylines and dates). "" for no date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return "";
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The machine-readable value for `<time dateTime>`. */
export function isoDateTime(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}
