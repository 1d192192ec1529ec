// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HASH_SCROLL_DELAY_MS, initHashScroll } from "#app/browser/hash-scroll.ts";
import { ATTR } from "#app/lib/dom-contract.ts";

const scrolled: string[] = [];

beforeAll(() => {
  vi.useFakeTimers();
  Object.defineProperty(Element.prototype, "scrollIntoView", {
    value(this: Element) {
      scrolled.push(this.id);
    },
    configurable: true,
  });
  history.replaceState(null, "", "/products#caf%C3%A9");
  document.body.innerHTML = `
    <div ${ATTR.hashScroll}=""><section id="other">Other</section><section id="café">Café</section></div>
    <a href="#details" ${ATTR.scrollFocus}="">Learn More</a>
    <a href="#elsewhere">Plain</a>
    <section id="details" tabindex="-1">Details</section>`;
  initHashScroll();
});
afterAll(() => vi.useRealTimers());

describe("same-page scrolling", () => {
  it("a page marked data-hash-scroll scrolls to its hash's section 500 ms after load", () => {
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(scrolled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled).toEqual(["café"]);
  });

  it("a data-scroll-focus link scrolls to its section, focuses it and keeps the fragment", () => {
    const link = document.querySelector<HTMLAnchorElement>(`[${ATTR.scrollFocus}]`)!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrolled.at(-1)).toBe("details");
    expect(document.activeElement).toBe(document.getElementById("details"));
    expect(location.hash).toBe("#details");
  });

  it("leaves other links alone", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector('a[href="#elsewhere"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
