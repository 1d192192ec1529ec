import type { IslandName } from "#app/islands/contract.ts";

/**
 * What a route module may say in its `handle` about the page it renders.
 *
 * `hydrate: false`: the page needs nothing of React in the browser (its only behaviour is the
 * header's, the theme menu's, the FAQ's, the tabs' and the share bar's, which the site script (app/browser)
 * gives every page), so it is sent without the framework's scripts: no JavaScript to download,
 * parse or run but that small inline script (issue 15, decision 025). Links from it are ordinary
 * page loads of prerendered or cached HTML.
 *
 * `hydrate: (data) => boolean`: it depends on what the loader found. A case study is sent without
 * React to visitors (its live updates are the page script's too), with it to staff (the connection
 * diagnostics) and on its error states (Try Again). An error boundary's render (no loader data)
 * always has React.
 *
 * `islands`: the React islands the page may show (decision 027), for the bundle check's budget
 * (the page itself loads only the islands it renders).
 */
export type PageHandle = { hydrate?: boolean | ((data: unknown) => boolean); islands?: readonly IslandName[] };

/** False when the page's own route (the deepest match) asks not to be hydrated. */
export function hydrates(matches: readonly { handle?: unknown; loaderData?: unknown }[]): boolean {
  const leaf = matches.at(-1);
  const hydrate = (leaf?.handle as PageHandle | undefined)?.hydrate;
  if (typeof hydrate === "function") return leaf?.loaderData === undefined || hydrate(leaf.loaderData);
  return hydrate !== false;
}

/** Whether some visitors get the page without React (the bundle check counts it for them). */
export function staticForVisitors(handle: unknown): boolean {
  const hydrate = (handle as PageHandle | undefined)?.hydrate;
  return hydrate === false || typeof hydrate === "function";
}

/** The islands a route's handle says its page may show. */
export function routeIslands(handle: unknown): readonly IslandName[] {
  return (handle as PageHandle | undefined)?.islands ?? [];
}
