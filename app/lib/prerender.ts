/**
 * Pages rendered once and served many times (prerendered at build, or kept in the HTML cache) are
 * written with placeholders that the server fills in for every response: the CSP nonce, the
 * moment the page was served (the anonymous forms' too-fast rule times a submission from it), and
 * the year of that moment (the footer's copyright line must not stay at the build's year).
 */
export const PRERENDER_NONCE = "__IRATECH_PRERENDER_NONCE__";
export const PRERENDER_NOW = "__IRATECH_PRERENDER_NOW__";
export const PRERENDER_YEAR = "__IRATECH_PRERENDER_YEAR__";

/** The page as this response sends it: a fresh nonce, the current time and year in place of the placeholders. */
export function fillPrerendered(html: string, nonce: string, now = Date.now()): string {
  return html
    .replaceAll(PRERENDER_NONCE, nonce)
    .replaceAll(PRERENDER_NOW, String(now))
    .replaceAll(PRERENDER_YEAR, String(new Date(now).getFullYear()));
}
