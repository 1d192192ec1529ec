/** Puts a component's server markup into happy-dom's document, as a page would carry it. */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function mount(element: ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(element);
}

export function key(target: Element, name: string): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

export function pointer(target: EventTarget, type: string, init: PointerEventInit = {}): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: "mouse", ...init }));
}

/** The element with this accessible name among `selector` (by its text or aria-label). */
export function byName<T extends HTMLElement = HTMLElement>(selector: string, name: string): T {
  const found = [...document.querySelectorAll<T>(selector)].find((element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim() === name);
  if (!found) throw new Error(`no ${selector} named ${name}`);
  return found;
}
