/**
 * The React half of the island runtime (decision 027), fetched only when an island is due: reads an
 * island's props from the JSON script after its element and hydrates it with `hydrateRoot`.
 * When each island is due is app/islands/schedule.ts's business (no React there).
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTR, ISLAND_READY_ATTR } from "./contract.ts";
import { scheduleIslands } from "./schedule.ts";

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

export async function hydrate(element: HTMLElement, loaders: Record<string, IslandLoader>): Promise<void> {
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

/**
 * Hydrates every island under `root` when its moment comes (app/islands/schedule.ts). Answers once
 * every island that hydrates with the page is interactive.
 */
export function hydrateIslands(root: ParentNode, loaders: Record<string, IslandLoader>): Promise<void> {
  return scheduleIslands(root, (element) => hydrate(element, loaders));
}
