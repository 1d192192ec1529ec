/**
 * The island runtime (decision 027), loaded only by pages that show an island: finds every island
 * element, reads its props from the JSON script after it and hydrates it with React when its
 * `data-when` says (at once, when the browser is idle, or when it comes near the viewport). Each
 * island's code is its own chunk, loaded on demand. Once every island that hydrates at once is
 * interactive the document is marked `data-hydrated` (end-to-end tests wait for it; the site script
 * marks pages without islands).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTR, ISLAND_READY_ATTR, ISLAND_WHEN_ATTR, type IslandName } from "./contract.ts";

// biome-ignore lint: the props are whatever the server wrote
type AnyComponent = ComponentType<any>;

const loaders: Record<IslandName, () => Promise<AnyComponent>> = {
  "contact-form": () => import("./contact-form.tsx").then((module) => module.default),
  "case-study-list": () => import("./case-study-list.tsx").then((module) => module.default),
  "case-study-article": () => import("./case-study-article.tsx").then((module) => module.default),
};

/** Calls `onReady` once React has committed the hydrated tree (its effects run). */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

function propsOf(element: Element): Record<string, unknown> {
  const script = element.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.type !== "application/json") return {};
  try {
    return JSON.parse(script.textContent ?? "{}") as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR) as IslandName;
  const load = loaders[name];
  if (!load) return;
  const Component = await load();
  await new Promise<void>((resolve) => {
    const onReady = () => {
      element.setAttribute(ISLAND_READY_ATTR, "");
      resolve();
    };
    hydrateRoot(element, createElement(Ready, { onReady }, createElement(Component, propsOf(element))), {
      // A mismatch is React's to recover from (it renders the island afresh); say so in the console.
      onRecoverableError: (error) => console.warn("island", name, error),
    });
  });
}

/** The element whose box stands for the island (the island element itself has `display: contents`). */
function boxOf(element: HTMLElement): Element {
  return element.firstElementChild ?? element;
}

function whenVisible(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === "undefined") return hydrate(element);
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      void hydrate(element).then(resolve);
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: "200px" });
    observer.observe(boxOf(element));
    // A keyboard user who tabs into it before it scrolls near.
    element.addEventListener("focusin", start, { once: true });
  });
}

function whenIdle(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const run = () => void hydrate(element).then(resolve);
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  });
}

const eager: Promise<void>[] = [];
for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
  const when = element.getAttribute(ISLAND_WHEN_ATTR);
  if (when === "visible") void whenVisible(element);
  else if (when === "idle") void whenIdle(element);
  else eager.push(hydrate(element));
}
void Promise.all(eager).then(() => {
  document.documentElement.dataset.hydrated = "";
});
