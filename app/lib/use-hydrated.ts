import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and at
 * once for a component first mounted after hydration), so markup that differs with JavaScript
 * never causes a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
