// @vitest-environment happy-dom
/**
 * The island contract (decision 027): what the server writes for an island, and the runtime that
 * hydrates it in the browser, on a real React and a DOM (happy-dom).
 */
import { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { serializeProps } from "#app/islands/contract.ts";
import { defineIsland, IslandAssetsProvider } from "#app/islands/define.tsx";
import type { IslandAssets } from "#app/islands/assets.server.ts";
import { hydrateIslands, propsOf } from "#app/islands/hydrate-islands.ts";
import { scheduleIslands } from "#app/islands/schedule.ts";

const assets: IslandAssets = {
  siteScript: "",
  siteSrc: null,
  runtime: "/assets/island-runtime-x.js",
};

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <form>
      <input aria-label="note" defaultValue="" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label}: {count}
      </button>
    </form>
  );
}
// "contact-form" is a registered name; the component is the test's own.
const CounterIsland = defineIsland("contact-form", Counter);
const LazyIsland = defineIsland("contact-form", Counter, "visible");

/**
 * The page's HTML for an island, as the server writes it on a page without React Router's client
 * (without the runtime's own script element, which a full page has in its head).
 */
function serverMarkup(element: React.ReactElement): string {
  const html = renderToString(<IslandAssetsProvider value={assets}>{element}</IslandAssetsProvider>);
  expect(html).toContain(`<script src="${assets.runtime}" type="module" async="">`);
  return html.replace(/<script src="[^"]*" type="module" async=""><\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/** Resolves once the element has the attribute (set by the runtime when React has hydrated it). */
function attributeSet(element: Element, name: string): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute(name)) return resolve();
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute(name)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true });
  });
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("what the server writes", () => {
  it("the component inside its island element, with its props as JSON after it", () => {
    const html = serverMarkup(<CounterIsland label="Clicks" start={2} />);
    document.body.innerHTML = html;
    const island = document.querySelector<HTMLElement>('[data-island="contact-form"]')!;
    expect(island.getAttribute("data-when")).toBe("load");
    expect(island.textContent).toContain("Clicks: 2");
    expect(propsOf(island)).toEqual({ label: "Clicks", start: 2 });
  });

  it("props that contain a closing script tag cannot end the script they travel in", () => {
    const hostile = "</script><script>alert(1)</script><!--";
    const html = serverMarkup(<CounterIsland label={hostile} start={0} />);
    expect(html).not.toContain("</script><script>alert(1)");
    document.body.innerHTML = html;
    expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(1);
    expect(propsOf(document.querySelector("[data-island]")!)).toEqual({ label: hostile, start: 0 });
    expect(serializeProps({ a: "\u2028" })).toBe('{"a":"\\u2028"}');
  });

  it("inside a page React Router hydrates whole (no island assets), just the component", () => {
    const html = renderToString(<CounterIsland label="Clicks" start={1} />);
    expect(html).not.toContain("data-island");
    expect(html).not.toContain("application/json");
    document.body.innerHTML = html;
    expect(document.body.firstElementChild?.tagName).toBe("FORM");
    expect(document.querySelector("button")?.textContent).toBe("Clicks: 1");
  });
});

describe("the runtime", () => {
  const loaders = { "contact-form": async () => Counter };

  it("hydrates an island with its props: React then owns its DOM, and text typed before is kept", async () => {
    document.body.innerHTML = serverMarkup(<CounterIsland label="Clicks" start={5} />);
    const island = document.querySelector<HTMLElement>("[data-island]")!;
    const button = island.querySelector("button")!;
    // Typed while the page was not interactive yet.
    island.querySelector("input")!.value = "typed early";
    await hydrateIslands(document, loaders);
    expect(island.hasAttribute("data-island-ready")).toBe(true);
    expect(Object.keys(island).some((key) => key.startsWith("__reactContainer"))).toBe(true);
    // The same button node: hydrated, not replaced.
    expect(island.querySelector("button")).toBe(button);
    expect(island.querySelector("input")!.value).toBe("typed early");
    await act(async () => button.click());
    expect(button.textContent).toBe("Clicks: 6");
  });

  it("a 'visible' island waits until it is used (here: focused), and an unknown island is left alone", async () => {
    document.body.innerHTML =
      serverMarkup(<LazyIsland label="Later" start={0} />) + '<div data-island="__proto__" data-when="load"><button>static</button></div>';
    const island = document.querySelector<HTMLElement>('[data-island="contact-form"]')!;
    await hydrateIslands(document, loaders);
    expect(island.hasAttribute("data-island-ready")).toBe(false);
    island.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await attributeSet(island, "data-island-ready");
    expect(Object.keys(island).some((key) => key.startsWith("__reactContainer"))).toBe(true);
    expect(document.querySelector('[data-island="__proto__"]')!.hasAttribute("data-island-ready")).toBe(false);
  });

  it("props that are missing or not an object hydrate with none", () => {
    document.body.innerHTML = '<div data-island="x"></div><script type="application/json">[1,2]</script><div data-island="y"></div><script type="application/json">{oops</script>';
    const [a, b] = document.querySelectorAll("[data-island]");
    expect(propsOf(a!)).toEqual({});
    expect(propsOf(b!)).toEqual({});
  });
});

describe("when islands hydrate (nothing of React while the page loads)", () => {
  /** Pretends the document is still loading, as the runtime sees it on a first visit. */
  function whileLoading(): () => void {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
    return () => {
      delete (document as { readyState?: unknown }).readyState;
    };
  }

  function islandsMarkup(): void {
    document.body.innerHTML =
      '<div data-island="contact-form" data-when="load" class="contents"><button>one</button></div>' +
      '<div data-island="newsletter-form" data-when="load" class="contents"><input aria-label="mail"></div>';
  }

  it("a 'load' island waits for the page's load event, then hydrates (all of them, once each)", async () => {
    const restore = whileLoading();
    try {
      islandsMarkup();
      const hydrated: string[] = [];
      const done = scheduleIslands(document, async (element) => {
        hydrated.push(element.dataset.island!);
      });
      await Promise.resolve();
      expect(hydrated).toEqual([]);
      window.dispatchEvent(new Event("load"));
      await done;
      expect(hydrated.sort()).toEqual(["contact-form", "newsletter-form"]);
    } finally {
      restore();
    }
  });

  it("an island a person reaches for before the load event hydrates at once, and only that one", async () => {
    const restore = whileLoading();
    try {
      islandsMarkup();
      const hydrated: string[] = [];
      let first!: () => void;
      const firstHydrated = new Promise<void>((resolve) => (first = resolve));
      void scheduleIslands(document, async (element) => {
        hydrated.push(element.dataset.island!);
        first();
      });
      document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await firstHydrated;
      expect(hydrated).toEqual(["newsletter-form"]);
      // A second reach does not hydrate it twice.
      document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      document.querySelector("button")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      expect(hydrated).toEqual(["newsletter-form", "contact-form"]);
    } finally {
      restore();
    }
  });
});
