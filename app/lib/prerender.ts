/**
 * Pages rendered once and served many times (prerendered at build, or kept in the HTML cache) are
 * written with placeholders that the server fills once when it stores the page
 * (server/page-store.ts): the CSP nonce placeholder is removed (such pages are allowed their inline
 * scripts by hash), and the year of the footer's copyright line is filled in (the page is stored
 * again when the year changes). Nothing in their body differs per response.
 */
export const PRERENDER_NONCE = "__IRATECH_PRERENDER_NONCE__";
export const PRERENDER_YEAR = "__IRATECH_PRERENDER_YEAR__";
