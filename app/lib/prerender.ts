/**
 * Pages rendered once and served many times (prerendered at build, or kept in the HTML cache) are
 * written with placeholders that the server fills in for every response: the CSP nonce, and the
 * moment the page was served (the anonymous forms' too-fast rule times a submission from it).
 */
export const PRERENDER_NONCE = "__IRATECH_PRERENDER_NONCE__";
export const PRERENDER_NOW = "__IRATECH_PRERENDER_NOW__";

/** The page as this response sends it: a fresh nonce and the current time in place of the placeholders. */
export function fillPrerendered(html: string, nonce: string, now = Date.now()): string {
  return html.replaceAll(PRERENDER_NONCE, nonce).replaceAll(PRERENDER_NOW, String(now));
}
