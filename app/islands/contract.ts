/**
 * What the server's island markup and the browser's island runtime agree on (decision 027). An
 * island is a React component rendered on the server inside
 * `<div data-island="name" data-when="load|idle|visible">`, with its props as JSON in the
 * `<script type="application/json">` right after that element; the runtime
 * (app/islands/runtime.ts) hydrates the element with `hydrateRoot` when `data-when` says.
 */

/** load: at once; idle: when the browser has nothing else to do; visible: when scrolled near. */
export type HydrateWhen = "load" | "idle" | "visible";

export const ISLAND_ATTR = "data-island";
export const ISLAND_WHEN_ATTR = "data-when";
/** Set on an island's element once React has hydrated it (end-to-end tests wait for it). */
export const ISLAND_READY_ATTR = "data-island-ready";

/**
 * The islands, by name. The runtime loads each one's module on demand (one chunk per island),
 * so a page pays only for the islands it shows.
 */
export const ISLAND_NAMES = ["contact-form", "iraconnect-counter", "iraconnect-join", "iraconnect-signup", "iraconnect-thanks", "newsletter-form", "blog-list", "case-study-list", "case-study-article"] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * When an island hydrates unless its page says otherwise. An island that waits to be seen (the
 * newsletter forms at the foot of a page) is not preloaded: its chunk is fetched as it comes near,
 * so it is not part of the page's first load (scripts/bundle-check.ts counts it apart).
 */
export const ISLAND_DEFAULT_WHEN: Partial<Record<IslandName, HydrateWhen>> = { "newsletter-form": "visible" };

/** True when the island's chunk is fetched with the page (it hydrates at load or when idle). */
export function loadsWithPage(name: string, when: HydrateWhen | undefined = ISLAND_DEFAULT_WHEN[name as IslandName]): boolean {
  return (when ?? "load") !== "visible";
}

/**
 * The module (in app/islands) whose chunk carries an island, where it is not the island's own
 * `<name>.tsx`: islands that always show together share one chunk (runtime.ts imports the same).
 */
export const ISLAND_MODULES: Partial<Record<IslandName, string>> = {
  "iraconnect-counter": "iraconnect-landing.ts",
  "iraconnect-join": "iraconnect-landing.ts",
  "iraconnect-signup": "iraconnect-landing.ts",
};

/**
 * The props of an island travel as JSON in the page: `<` is escaped so that a value can never
 * close the script element it is in (or open a comment).
 */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props ?? {}).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
