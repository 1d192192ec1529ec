// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeToggle } from "#app/components/theme-toggle.tsx";
import { initTheme } from "#app/browser/theme.ts";
import { THEME_STORAGE_KEY } from "#app/lib/theme-script.ts";
import { key, mount } from "./mount.ts";

// happy-dom has no popover API nor a settable colour scheme: both stood in for.
const hidePopover = vi.fn();
const system = { matches: false, listeners: [] as (() => void)[] };
const root = document.documentElement;
const trigger = () => document.querySelector<HTMLButtonElement>("[data-theme-trigger]")!;
const item = (label: string) => document.querySelector<HTMLButtonElement>(`[role="menuitemradio"][data-theme-label="${label}"]`)!;
const checked = () => [...document.querySelectorAll('[role="menuitemradio"][aria-checked="true"]')].map((element) => element.textContent);

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "hidePopover", { value: hidePopover, configurable: true });
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query.includes("dark") && system.matches;
    },
    addEventListener: (_type: string, listener: () => void) => system.listeners.push(listener),
  }));
  mount(<ThemeToggle />);
  localStorage.setItem(THEME_STORAGE_KEY, "dark");
  initTheme();
});
beforeEach(() => hidePopover.mockClear());

describe("the theme menu", () => {
  it("shows the stored choice at start: the class, the checked item, the button's name", () => {
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    expect(checked()).toEqual(["Dark"]);
    expect(trigger().getAttribute("aria-label")).toBe("Theme: Dark. Change theme");
  });

  it("a choice is stored, shown, closes the menu and gives the focus back to the button", () => {
    item("Light").click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(checked()).toEqual(["Light"]);
    expect(trigger().getAttribute("aria-label")).toBe("Theme: Light. Change theme");
    expect(hidePopover).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(trigger());
    item("System").click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(checked()).toEqual(["System"]);
  });

  it("follows the system while System, not while a theme is chosen", () => {
    item("System").click();
    system.matches = true;
    system.listeners.forEach((listener) => listener());
    expect(root.classList.contains("dark")).toBe(true);
    item("Light").click();
    system.listeners.forEach((listener) => listener());
    expect(root.classList.contains("dark")).toBe(false);
    system.matches = false;
  });

  it("follows another tab's choice", () => {
    item("Light").click();
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
    expect(root.classList.contains("dark")).toBe(true);
    expect(checked()).toEqual(["Dark"]);
  });

  it("on opening focuses the chosen item; arrows, Home and End move among the items, wrapping", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const menu = document.getElementById("theme-menu")!;
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(document.activeElement).toBe(item("Dark"));
    expect(key(item("Dark"), "ArrowDown").defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(item("System"));
    key(item("System"), "ArrowDown");
    expect(document.activeElement).toBe(item("Light"));
    key(item("Light"), "ArrowUp");
    expect(document.activeElement).toBe(item("System"));
    key(item("System"), "Home");
    expect(document.activeElement).toBe(item("Light"));
    key(item("Light"), "End");
    expect(document.activeElement).toBe(item("System"));
    expect(key(item("System"), "x").defaultPrevented).toBe(false);
  });
});
