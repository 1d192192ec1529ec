// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { showToast, TOAST_KEY } from "#app/islands/toast.ts";
import { initToasts, TOAST_DURATION_MS } from "#app/browser/toasts.ts";
import { key, pointer } from "./mount.ts";

const region = () => document.querySelector<HTMLElement>('section[aria-label="Notifications (F8)"]')!;
const live = () => region().querySelector<HTMLElement>('[role="status"]')!;
const shown = () => [...live().querySelectorAll("p")].map((line) => line.textContent);
const card = () => live().firstElementChild as HTMLElement;

beforeAll(() => {
  document.body.innerHTML = "<main><button>Somewhere</button></main>";
  sessionStorage.setItem(TOAST_KEY, JSON.stringify({ title: "Welcome", description: "You are in." }));
  vi.useFakeTimers();
  initToasts();
});
afterEach(() => vi.clearAllTimers());

describe("toasts", () => {
  it("show the toast the previous page carried, once", () => {
    expect(shown()).toEqual(["Welcome", "You are in."]);
    expect(sessionStorage.getItem(TOAST_KEY)).toBeNull();
  });

  it("announce through a live region there from the start, at the end of the body", () => {
    expect(region().parentElement).toBe(document.body);
    expect(live().getAttribute("aria-atomic")).toBe("true");
  });

  it("show an island's toast, one at a time, polite or assertive", () => {
    showToast({ title: "Message Sent!" });
    expect(shown()).toEqual(["Message Sent!"]);
    expect(live().getAttribute("aria-live")).toBe("polite");
    showToast({ title: "Failed", description: "Try again.", variant: "destructive" });
    expect(shown()).toEqual(["Failed", "Try again."]);
    expect(live().children).toHaveLength(1);
    expect(live().getAttribute("aria-live")).toBe("assertive");
  });

  it("go after 5 s", () => {
    showToast({ title: "Short" });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown()).toEqual(["Short"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("wait while the pointer is on them, then take the time they had left", () => {
    showToast({ title: "Hold" });
    vi.advanceTimersByTime(2000);
    pointer(card(), "pointerenter");
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(["Hold"]);
    pointer(card(), "pointerleave");
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(["Hold"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("wait while the focus is on them; the close button dismisses", () => {
    showToast({ title: "Focus" });
    const close = card().querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
    close.focus();
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(["Focus"]);
    close.click();
    expect(shown()).toEqual([]);
  });

  it("go when swiped right past 50 px, and spring back from a shorter swipe", () => {
    showToast({ title: "Swipe" });
    pointer(card(), "pointerdown", { clientX: 100, pointerId: 1 });
    pointer(card(), "pointermove", { clientX: 130, pointerId: 1 });
    expect(card().style.transform).toBe("translateX(30px)");
    pointer(card(), "pointerup", { clientX: 130, pointerId: 1 });
    expect(card().style.transform).toBe("");
    expect(shown()).toEqual(["Swipe"]);
    pointer(card(), "pointerdown", { clientX: 100, pointerId: 1 });
    pointer(card(), "pointerup", { clientX: 151, pointerId: 1 });
    expect(shown()).toEqual([]);
  });

  it("F8 takes the focus to the region", () => {
    const button = document.querySelector("main button")!;
    key(button, "F8");
    expect(document.activeElement).toBe(region());
  });
});
