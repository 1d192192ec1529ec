/** A route whose loader sets the response headers (Cache-Control) sends them as they are. */
export function loaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/**
 * The one spelling of "no cache keeps this", the browser's included: admin pages, answers to a
 * form, links with a token, live counts. `noStore({...})` adds other headers to it.
 */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * `no-store` for this answer only, on a page whose usual answer is cached: `private` tells the
 * HTML cache (server/html-cache.ts) to pass it by rather than keep it.
 */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

export function noStore<T extends Record<string, string>>(headers: T): typeof NO_STORE & T {
  return { ...NO_STORE, ...headers };
}
