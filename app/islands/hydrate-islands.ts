/**
 * What the island runtime does (decision 027), apart from the list of islands so it can be tested:
 * finds every island element under `root`, reads its props from the JSON script after it and
 * hydrates it with React when its `data-when` says (at once, when the browser is idle, or when it
 * comes near the viewport or takes the focus). Answers once every island that hydrates at once is
 * interactive.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTR, ISLAND_READY_ATTR, ISLAND_WHEN_ATTR } from "./contract.ts";

// The props are whatever the server wrote for that island.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandLoader = () => Promise<ComponentType<any>>;

/** Calls `onReady` once React has committed the hydrated tree (its effects run). */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** The props the server wrote after the island's element ({} when missing or unreadable). */
export function propsOf(element: Element): Record<string, unknown> {
  const script = element.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.type !== "application/json") return {};
  try {
    const props = JSON.parse(script.textContent ?? "{}") as unknown;
    return props && typeof props === "object" && !Array.isArray(props) ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function hydrate(element: HTMLElement, loaders: Record<string, IslandLoader>): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR) ?? "";
  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  if (!load) return;
  const Component = await load();
  await new Promise<void>((resolve) => {
    const onReady = () => {
      element.setAttribute(ISLAND_READY_ATTR, "");
      resolve();
    };
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole island (a long task on a slow
    // phone), and an input meanwhile is handled first (as Astro and React Router hydrate).
    startTransition(() => {
      hydrateRoot(element, createElement(Ready, { onReady }, createElement(Component, propsOf(element))), {
        // A mismatch is React's to recover from (it renders the island afresh); it is said in the console.
        onRecoverableError: (error) => console.warn(`island ${name}:`, error),
      });
    });
  });
}

/** The element whose box stands for the island (the island element itself has `display: contents`). */
function boxOf(element: HTMLElement): Element {
  return element.firstElementChild ?? element;
}

function whenVisible(element: HTMLElement, start: () => void): void {
  if (typeof IntersectionObserver === "undefined") return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), { rootMargin: "200px" });
  observer.observe(boxOf(element));
  // A keyboard user who tabs into it before it scrolls near, or a click on it.
  element.addEventListener("focusin", once, { once: true });
  element.addEventListener("pointerdown", once, { once: true });
}

function whenIdle(start: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

export function hydrateIslands(root: ParentNode, loaders: Record<string, IslandLoader>): Promise<void> {
  const eager: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const start = () => void hydrate(element, loaders);
    const when = element.getAttribute(ISLAND_WHEN_ATTR);
    if (when === "visible") whenVisible(element, start);
    else if (when === "idle") whenIdle(start);
    else eager.push(hydrate(element, loaders));
  }
  return Promise.all(eager).then(() => undefined);
}
