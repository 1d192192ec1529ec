/**
 * When each island hydrates (decision 027, "after the page"), without React: the island runtime
 * carries only this, and fetches React and an island's chunk when that island is due. Nothing of
 * React is fetched or run while the page is still loading, so it never competes with the page's
 * text, fonts and pictures (its largest paint) for the network or the main thread.
 *
 * - `load`: once the page has loaded (the window's `load` event), when the browser is idle;
 * - `idle`: the same;
 * - `visible`: once the island comes within 200 px of the viewport.
 * Whatever its `data-when`, an island hydrates at once when a person reaches for it first: a
 * pointer over it or pressed on it, the focus or a key inside it. Text typed before is kept (the
 * islands' inputs are uncontrolled and hydration keeps a control's value).
 */
import { ISLAND_ATTR, ISLAND_WHEN_ATTR } from "./contract.ts";

/** Hydrates one island element (its chunk and React loaded on demand). */
export type HydrateOne = (element: HTMLElement) => Promise<void>;

/** Events that say a person is about to use an island: it hydrates at once. */
const REACH_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;

/** The element whose box stands for the island (the island element itself has `display: contents`). */
function boxOf(element: HTMLElement): Element {
  return element.firstElementChild ?? element;
}

/** Calls `start` on the first of the person's reach for the element or `trigger`'s own moment. */
function onReachOr(element: HTMLElement, trigger: (start: () => void) => (() => void) | void): Promise<void> {
  return new Promise<void>((resolve) => {
    let started = false;
    let cancel: (() => void) | void;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of REACH_EVENTS) element.removeEventListener(type, start, true);
      if (cancel) cancel();
      resolve();
    };
    for (const type of REACH_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
    cancel = trigger(start);
  });
}

function afterPageLoad(start: () => void): () => void {
  const idle = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 1500 });
    else setTimeout(start, 1);
  };
  if (document.readyState === "complete") {
    idle();
    return () => undefined;
  }
  window.addEventListener("load", idle, { once: true });
  return () => window.removeEventListener("load", idle);
}

function whenNear(element: HTMLElement): (start: () => void) => () => void {
  return (start) => {
    if (typeof IntersectionObserver === "undefined") {
      start();
      return () => undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: "200px" });
    observer.observe(boxOf(element));
    return () => observer.disconnect();
  };
}

/**
 * Schedules every island under `root`. Resolves once every island that hydrates with the page
 * (`load`) is interactive; the others hydrate when their moment comes.
 */
export function scheduleIslands(root: ParentNode, hydrate: HydrateOne): Promise<void> {
  const withPage: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const when = element.getAttribute(ISLAND_WHEN_ATTR);
    const due = onReachOr(element, when === "visible" ? whenNear(element) : afterPageLoad);
    const hydrated = due.then(() => hydrate(element));
    if (when !== "visible" && when !== "idle") withPage.push(hydrated);
  }
  return Promise.all(withPage).then(() => undefined);
}
