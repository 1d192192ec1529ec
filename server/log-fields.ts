/** What the request log writes of a request: nothing that is a secret (issue 16.7, decision 013). */

/**
 * The path as the log shows it. A client-side navigation asks for /page.data (/_root.data for /):
 * it is logged under the page's path. A share-preview link's token is a bearer secret for 7 days:
 * the log names the route, never the token.
 */
export function loggedPath(requestPath: string): string {
  let page = requestPath;
  if (page.endsWith(".data")) {
    page = page.slice(0, -".data".length);
    if (page === "/_root") page = "/";
  }
  return page.startsWith("/preview/") ? "/preview/[token]" : page;
}

/** A referrer without its query's values (our own links carry tokens there: reset, invitation, setup). */
export function loggedReferrer(referrer: string | undefined): string | null {
  if (!referrer) return null;
  const at = referrer.indexOf("?");
  return at === -1 ? referrer : `${referrer.slice(0, at)}?[query]`;
}
