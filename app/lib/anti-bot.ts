/**
 * Shared defences for anonymous forms: a honeypot field (hidden by position, aria-hidden, no
 * autocomplete; people never fill it, naive bots do) and the time the form was rendered, so a
 * submission faster than a person can type is recognised.
 */
export const HONEYPOT_FIELD = "website";
export const RENDERED_AT_FIELD = "renderedAt";

/** True when the honeypot holds anything. */
export function honeypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim().length > 0 : value != null;
}

/** True when the form came back sooner than `minMs` after it was rendered (or the stamp is bad). */
export function submittedTooFast(renderedAt: unknown, minMs: number, now = Date.now()): boolean {
  const stamp = typeof renderedAt === "string" ? Number(renderedAt) : typeof renderedAt === "number" ? renderedAt : NaN;
  if (!Number.isFinite(stamp)) return true;
  return now - stamp < minMs;
}
