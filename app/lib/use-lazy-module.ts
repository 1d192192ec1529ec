/**
 * Code a form needs only once someone uses it (its zod schema and parser), kept out of the page's
 * first load (issue 15): the module is fetched when the browser is idle after the page has become
 * interactive, or at once when `prepare` is called (on focus). Until it has arrived the value is
 * undefined and the form leaves the checking to the server, which parses every body anyway. Once
 * loaded it is kept, so a form mounted later (in a dialog) has it from its first render.
 */
import { useCallback, useEffect, useState } from "react";

const loaded = new Map<() => Promise<unknown>, unknown>();

export function useLazyModule<T>(load: () => Promise<T>): { module: T | undefined; prepare: () => void } {
  const [module, setModule] = useState<T | undefined>(() => loaded.get(load) as T | undefined);
  const prepare = useCallback(() => {
    void load().then((value) => {
      loaded.set(load, value);
      setModule(() => value);
    });
  }, [load]);
  useEffect(() => {
    if (loaded.has(load)) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(prepare, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prepare, 1000);
    return () => window.clearTimeout(timer);
  }, [load, prepare]);
  return { module, prepare };
}
