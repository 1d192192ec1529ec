/**
 * A route whose loader sets the response headers (Cache-Control) sends them as they are, with the
 * `Retry-After` of an action or error answer (issue 29.4).
 */
export function loaderHeaders({ loaderHeaders, actionHeaders, errorHeaders }: { loaderHeaders: Headers; actionHeaders?: Headers; errorHeaders?: Headers | undefined }): Headers {
  const headers = new Headers(loaderHeaders);
  for (const source of [actionHeaders, errorHeaders]) {
    for (const name of ANSWER_HEADERS) {
      const value = source?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
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

type HeadersArgs = { parentHeaders: Headers; loaderHeaders: Headers; actionHeaders: Headers; errorHeaders?: Headers | undefined };

/** Headers an answer decides for itself and a route's `headers()` must never drop (issue 29.4). */
export const ANSWER_HEADERS = ["Retry-After"] as const;

/**
 * A route's `headers()` export: the parent's headers, then `fixed`, then what this answer's action,
 * loader or error set among ANSWER_HEADERS. React Router sends what `headers()` returns and nothing
 * else of the action's (cookies aside), for documents and `.data` requests alike: a fixed object
 * here dropped the `Retry-After` of every 429 and 503 (issue 29.4).
 */
export function answerHeaders(fixed: Record<string, string> = {}) {
  return ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers => {
    const headers = new Headers(parentHeaders);
    for (const [name, value] of Object.entries(fixed)) headers.set(name, value);
    for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
      for (const name of ANSWER_HEADERS) {
        const value = source?.get(name);
        if (value) headers.set(name, value);
      }
    }
    return headers;
  };
}

/** The wait sent with a 429 or 503 whose writer named none (server/security.ts `retryAfterAlways`). */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
