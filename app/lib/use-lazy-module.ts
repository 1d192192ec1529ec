/**
 * Code a form needs only once someone uses it (its zod schema and parser), kept out of the page's
 * first load (issue 15): the module is fetched when the browser is idle after the page has become
 * interactive, or at once when `prepare` is called (on focus). Until it has arrived the value is
 * undefined and the form leaves the checking to the server, which parses every body anyway.
 */
import { useCallback, useEffect, useState } from "react";

export function useLazyModule<T>(load: () => Promise<T>): { module: T | undefined; prepare: () => void } {
  const [module, setModule] = useState<T>();
  const prepare = useCallback(() => {
    void load().then((loaded) => setModule(() => loaded));
  }, [load]);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(prepare, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prepare, 1000);
    return () => window.clearTimeout(timer);
  }, [prepare]);
  return { module, prepare };
}
