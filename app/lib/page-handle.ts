/**
 * What a route module may say in its `handle` about the page it renders.
 *
 * `hydrate: false`: the page needs nothing of React in the browser (its only behaviour is the
 * header's, the theme menu's and the FAQ's, which app/lib/enhance.ts gives every page), so it is
 * sent without the framework's scripts: no JavaScript to download, parse or run but that small
 * inline script (issue 15, decision 025). Links from it are ordinary page loads of prerendered or
 * cached HTML.
 */
export type PageHandle = { hydrate?: boolean };

/** False when the page's own route (the deepest match) asks not to be hydrated. */
export function hydrates(matches: readonly { handle?: unknown }[]): boolean {
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  return handle?.hydrate !== false;
}
