// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { SiteHeader } from "#app/components/site-header.tsx";
import { HOVER_CLOSE_MS, initHeader } from "#app/browser/header.ts";
import { key, mount, pointer } from "./mount.ts";

const productsButton = () => document.querySelector<HTMLButtonElement>('button[aria-controls="products-menu"]')!;
const panel = () => document.getElementById("products-menu")!;
const mobile = () => document.querySelector<HTMLDetailsElement>("details[data-mobile-menu]")!;

beforeAll(() => {
  initHeader();
  // Links inside happy-dom would navigate.
  document.addEventListener("click", (event) => event.preventDefault());
});
// The header's links need a router (only on the server: the page has none).
const Page = createRoutesStub([
  {
    path: "/",
    Component: () => (
      <>
        <SiteHeader />
        <main>
          <p>Content</p>
          <button type="button">Elsewhere</button>
        </main>
      </>
    ),
  },
]);
beforeEach(() => mount(<Page />));
afterEach(() => vi.useRealTimers());

describe("the header's scrolled state", () => {
  it("is true past 10 px and false again at the top", () => {
    const header = document.querySelector("header")!;
    expect(header.getAttribute("data-scrolled")).toBe("false");
    window.scrollTo(0, 40);
    window.dispatchEvent(new Event("scroll"));
    expect(header.getAttribute("data-scrolled")).toBe("true");
    window.scrollTo(0, 5);
    window.dispatchEvent(new Event("scroll"));
    expect(header.getAttribute("data-scrolled")).toBe("false");
  });
});

describe("the Products menu", () => {
  it("opens and closes on click (a button: Enter and Space click it)", () => {
    expect(panel().hidden).toBe(true);
    productsButton().click();
    expect(productsButton().getAttribute("aria-expanded")).toBe("true");
    expect(panel().hidden).toBe(false);
    productsButton().click();
    expect(productsButton().getAttribute("aria-expanded")).toBe("false");
    expect(panel().hidden).toBe(true);
  });

  it("closes on Escape and gives the focus back to its button", () => {
    productsButton().click();
    const link = panel().querySelector("a")!;
    link.focus();
    key(link, "Escape");
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(productsButton());
  });

  it("opens while the mouse is over it and closes a moment after it leaves", () => {
    vi.useFakeTimers();
    pointer(productsButton(), "pointerover");
    expect(panel().hidden).toBe(false);
    // A click right after the hover opened it keeps it open.
    productsButton().click();
    expect(panel().hidden).toBe(false);
    pointer(productsButton(), "pointerout", { relatedTarget: document.querySelector("main") });
    vi.advanceTimersByTime(HOVER_CLOSE_MS - 1);
    expect(panel().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(panel().hidden).toBe(true);
  });

  it("stays open when the mouse moves into its panel, and ignores touch", () => {
    vi.useFakeTimers();
    pointer(productsButton(), "pointerover", { pointerType: "touch" });
    expect(panel().hidden).toBe(true);
    pointer(productsButton(), "pointerover");
    pointer(productsButton(), "pointerout", { relatedTarget: panel().querySelector("a") });
    vi.advanceTimersByTime(1000);
    expect(panel().hidden).toBe(false);
  });

  it("closes when the focus leaves it, and on a link", () => {
    productsButton().click();
    const outside = document.querySelector<HTMLButtonElement>("main button")!;
    productsButton().dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: outside }));
    expect(panel().hidden).toBe(true);
    productsButton().click();
    productsButton().dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: panel().querySelector("a") }));
    expect(panel().hidden).toBe(false);
    panel().querySelector("a")!.click();
    expect(panel().hidden).toBe(true);
  });
});

describe("the mobile menu", () => {
  it("closes on Escape with the focus back on its toggle", () => {
    mobile().open = true;
    const link = mobile().querySelector("a")!;
    link.focus();
    key(link, "Escape");
    expect(mobile().open).toBe(false);
    expect(document.activeElement).toBe(mobile().querySelector("summary"));
  });

  it("closes on a tap outside it, not inside", () => {
    mobile().open = true;
    pointer(mobile().querySelector("nav")!, "pointerdown", { pointerType: "touch" });
    expect(mobile().open).toBe(true);
    pointer(document.querySelector("main p")!, "pointerdown", { pointerType: "touch" });
    expect(mobile().open).toBe(false);
  });

  it("closes on a link inside it and on back or forward", () => {
    mobile().open = true;
    mobile().querySelector("a")!.click();
    expect(mobile().open).toBe(false);
    mobile().open = true;
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(mobile().open).toBe(false);
  });
});
