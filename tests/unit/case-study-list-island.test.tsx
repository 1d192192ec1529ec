// @vitest-environment happy-dom
/**
 * The /case-studies island (app/islands/case-study-list.tsx) in a DOM: a filter link is followed in
 * place (the list's JSON fetched, the address pushed, the focus kept on the link), Back brings the
 * list of the address back, a live change refreshes the list once per burst and keeps the focus on
 * the same card link when a card above it goes, a failed refresh keeps what is shown. And the JSON
 * address for a page address.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { CaseStudyCardData } from "#app/components/case-studies/case-study-card.tsx";
import { CaseStudyList } from "#app/islands/case-study-list.tsx";
import { markFocus, restoreFocus } from "#app/islands/keep-focus.ts";
import { facetsOf } from "#app/lib/case-study-facets.ts";
import { caseStudyListApiUrl, type CaseStudyListData } from "#app/lib/case-study-list.ts";
import { LIVE_BURST_MS } from "#app/lib/live-updates.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const card = (id: string, industry: string): CaseStudyCardData & { industry: string } => ({
  id,
  industry,
  title: `Study ${id}`,
  subtitle: null,
  description: null,
  tags: [],
  featured: false,
  readTime: "3 min read",
  cover: null,
  logo: null,
  result: null,
});

let stored = [card("a", "healthcare"), card("b", "retail"), card("c", "healthcare")];

/** What the server would answer for a list address (the same facets function as the service). */
function answerFor(url: string): CaseStudyListData {
  const industry = new URL(url, "http://localhost").searchParams.get("industry");
  const counts = stored.map((study) => ({ service: null, industry: study.industry, count: 1 }));
  const studies = stored.filter((study) => !industry || study.industry === industry);
  return { state: "ok", filter: { service: null, industry }, facets: facetsOf(counts, { industry: industry ?? undefined }), studies };
}

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners: (() => void)[] = [];
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(_: string, listener: () => void) {
    this.listeners.push(listener);
  }
  close() {}
  emit() {
    for (const listener of this.listeners) listener();
  }
}

let root: Root;
let host: HTMLElement;
const fetched: string[] = [];
let failNext = false;
/** When set, answers wait for it (to see the page while it waits). */
let gate: Promise<void> | null = null;

beforeEach(() => {
  stored = [card("a", "healthcare"), card("b", "retail"), card("c", "healthcare")];
  fetched.length = 0;
  failNext = false;
  gate = null;
  history.replaceState(null, "", "/case-studies");
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (gate) await gate;
      if (failNext) throw new TypeError("offline");
      return new Response(JSON.stringify(answerFor(url)), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  host = document.createElement("main");
  document.body.append(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

async function render() {
  root = createRoot(host);
  await act(async () => root.render(<CaseStudyList initial={answerFor("/case-studies")} />));
}

/** Lets the fetch, its JSON and React's commit run. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const headings = () => [...host.querySelectorAll("article h2")].map((heading) => heading.textContent);
const link = (name: RegExp) => [...host.querySelectorAll<HTMLAnchorElement>("a")].find((a) => name.test(a.textContent ?? ""))!;

describe("the case-study list island", () => {
  test("a filter link is followed in place: the JSON is fetched, the address pushed, the focus kept", async () => {
    await render();
    expect(headings()).toEqual(["Study a", "Study b", "Study c"]);
    const healthcare = link(/^Healthcare/);
    healthcare.focus();
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    await act(async () => healthcare.click());
    // While it waits: the loading note, the list busy.
    expect(host.querySelector('[aria-busy="true"]')?.textContent).toContain("Loading case studies...");
    expect(location.search).toBe("");
    open();
    await settle();
    expect(fetched).toEqual(["/api/case-studies?industry=healthcare"]);
    expect(location.pathname + location.search).toBe("/case-studies?industry=healthcare");
    expect(headings()).toEqual(["Study a", "Study c"]);
    expect(document.activeElement).toBe(healthcare);
    expect(healthcare.getAttribute("aria-current")).toBe("page");
    expect(host.querySelector("[aria-busy]")?.getAttribute("aria-busy")).toBe("false");
  });

  test("Back brings the list of the address back; a card link (or a new tab) is left to the browser", async () => {
    await render();
    await act(async () => link(/^Retail/).click());
    await settle();
    expect(headings()).toEqual(["Study b"]);
    history.replaceState(null, "", "/case-studies");
    await act(async () => window.dispatchEvent(new PopStateEvent("popstate")));
    await settle();
    expect(headings()).toEqual(["Study a", "Study b", "Study c"]);

    const cardLink = host.querySelector<HTMLAnchorElement>('a[href="/case-studies/a"]')!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    cardLink.addEventListener("click", (click) => click.preventDefault(), { once: true });
    cardLink.dispatchEvent(event);
    const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link(/^Healthcare/).addEventListener("click", (click) => click.preventDefault(), { once: true });
    link(/^Healthcare/).dispatchEvent(ctrl);
    await settle();
    expect(fetched).toEqual(["/api/case-studies?industry=retail", "/api/case-studies"]);
  });

  test("a burst of live changes is one refresh; the focus stays on the card link when a card above it goes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await render();
      const last = host.querySelector<HTMLAnchorElement>('a[href="/case-studies/c"]')!;
      last.focus();
      stored = stored.filter((study) => study.id !== "a");
      await act(async () => {
        FakeEventSource.last!.emit();
        FakeEventSource.last!.emit();
        FakeEventSource.last!.emit();
        vi.advanceTimersByTime(LIVE_BURST_MS);
      });
      vi.useRealTimers();
      await settle();
      expect(fetched).toEqual(["/api/case-studies"]);
      expect(headings()).toEqual(["Study b", "Study c"]);
      expect(document.activeElement).toBe(last);
      // The address was left as it is: a refresh is no step in the history.
      expect(location.search).toBe("");
    } finally {
      vi.useRealTimers();
    }
  });

  test("a failed live refresh keeps what is shown", async () => {
    await render();
    failNext = true;
    stored = [];
    await act(async () => FakeEventSource.last!.emit());
    await act(async () => new Promise((resolve) => setTimeout(resolve, LIVE_BURST_MS + 20)));
    await settle();
    expect(fetched).toEqual(["/api/case-studies"]);
    expect(headings()).toEqual(["Study a", "Study b", "Study c"]);
  });
});

describe("keeping the focus", () => {
  test("when the focused link is gone, the same link in the new content, else the one at its place", () => {
    const box = document.createElement("div");
    box.innerHTML = '<a href="/x">One</a><a href="/y">Two</a><a href="/z">Three</a>';
    document.body.append(box);
    box.querySelector<HTMLAnchorElement>('a[href="/y"]')!.focus();
    const mark = markFocus(box);
    expect(mark).toEqual({ index: 1, identity: "/y Two" });
    // Re-rendered as new elements, in another order: the same link.
    box.innerHTML = '<a href="/y">Two</a><a href="/x">One</a>';
    restoreFocus(box, mark);
    expect(document.activeElement?.getAttribute("href")).toBe("/y");
    // Gone altogether: the one at its place.
    box.querySelector<HTMLAnchorElement>('a[href="/y"]')!.focus();
    const again = markFocus(box);
    box.innerHTML = '<a href="/x">One</a><a href="/z">Three</a>';
    restoreFocus(box, again);
    expect(document.activeElement?.getAttribute("href")).toBe("/x");
    box.remove();
    expect(markFocus(box)).toBeNull();
  });
});

describe("the list's JSON address", () => {
  test("carries the filter's parameters and nothing else", () => {
    expect(caseStudyListApiUrl("/case-studies")).toBe("/api/case-studies");
    expect(caseStudyListApiUrl("http://localhost/case-studies?industry=retail&utm_source=x&service=ai")).toBe("/api/case-studies?service=ai&industry=retail");
    expect(caseStudyListApiUrl("/case-studies?industry=a&industry=b")).toBe("/api/case-studies?industry=a&industry=b");
  });
});
