/**
 * Shared defences for anonymous forms: a honeypot field (hidden by position, aria-hidden, no
 * autocomplete; people never fill it, naive bots do) and the time the form was shown (a signed
 * cookie: app/services/form-timing.server.ts), so a submission faster than a person can type is
 * recognised.
 */
export const HONEYPOT_FIELD = "website";

/** True when the honeypot holds anything. */
export function honeypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim().length > 0 : value != null;
}

/**
 * True when the form came back sooner than `minMs` after it was shown (or the moment is unknown).
 * With `minMs` 0 only an unknown moment counts: the moment is rounded up to a whole second, so a
 * quick answer may come "before" it.
 */
export function submittedTooFast(renderedAt: unknown, minMs: number, now = Date.now()): boolean {
  const stamp = typeof renderedAt === "string" ? Number(renderedAt) : typeof renderedAt === "number" ? renderedAt : NaN;
  if (!Number.isFinite(stamp)) return true;
  return minMs > 0 && now - stamp < minMs;
}
