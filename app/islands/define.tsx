/**
 * `defineIsland(name, Component)`: the component as an island (decision 027). On a page sent
 * without React Router's client (every public page) the server renders it inside its island
 * element with its props beside it and starts the island runtime, which hydrates it on its own
 * (`hydrateRoot`) once the page has loaded or a person reaches for it. On a page React Router hydrates as a whole (a staff
 * preview inside the admin) it is just the component, hydrated with the rest of the page.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { preinitModule } from "react-dom";
import { useNonce } from "#app/components/nonce.tsx";
import { ISLAND_ATTR, ISLAND_DEFAULT_WHEN, ISLAND_WHEN_ATTR, serializeProps, type HydrateWhen, type IslandName } from "./contract.ts";
import type { IslandAssets } from "./assets.server.ts";

/** Set by the server's entry for pages sent without React Router's client; null elsewhere. */
const IslandAssetsContext = /* @__PURE__ */ createContext<IslandAssets | null>(null);

export function IslandAssetsProvider({ value, children }: { value: IslandAssets | null; children: ReactNode }) {
  return <IslandAssetsContext.Provider value={value}>{children}</IslandAssetsContext.Provider>;
}

export function useIslandAssets(): IslandAssets | null {
  return useContext(IslandAssetsContext);
}

/**
 * Props must survive JSON (strings, numbers, booleans, null, arrays and plain objects): they are
 * what the browser hydrates with.
 */
export function defineIsland<P extends object>(name: IslandName, Component: ComponentType<P>, defaultWhen: HydrateWhen = ISLAND_DEFAULT_WHEN[name] ?? "load") {
  function Island({ when = defaultWhen, ...props }: P & { when?: HydrateWhen }) {
    const assets = useIslandAssets();
    const nonce = useNonce();
    const own = props as P;
    if (!assets) return <Component {...own} />;
    // No preload of the island's chunk: the runtime fetches it (and React) once the page has
    // loaded or a person reaches for the island, so it never competes with the page's first paint.
    // With this response's nonce, as every script of the page (the CSP allows 'self' too).
    preinitModule(assets.runtime, { as: "script", nonce: nonce || undefined });
    const attributes = { [ISLAND_ATTR]: name, [ISLAND_WHEN_ATTR]: when };
    return (
      <>
        <div {...attributes} className="contents">
          <Component {...own} />
        </div>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeProps(own) }} />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
