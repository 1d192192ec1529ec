/**
 * Plain forms (one-button pages without islands: confirming a signup, unsubscribing): a form
 * marked `data-busy`, once sent, shows its button's `data-busy-label` and disables it; a page the
 * browser shows again from its back-forward cache gets the button back. A read-only field marked
 * `data-select-on-focus` (a link to copy) is selected whole when focused.
 */
import { ATTR, attrSelector } from "#app/lib/dom-contract.ts";
import { $, $$, closest } from "./dom.ts";

const idleLabels = new WeakMap<HTMLElement, string>();

function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = $<HTMLButtonElement>(`button${attrSelector(ATTR.busyLabel)}`, form);
  if (!button) return;
  if (busy) {
    idleLabels.set(button, button.textContent ?? "");
    button.textContent = button.getAttribute(ATTR.busyLabel);
  } else if (idleLabels.has(button)) button.textContent = idleLabels.get(button)!;
  button.disabled = busy;
}

export function initForms(): void {
  const BUSY = `form${attrSelector(ATTR.busy)}`;
  document.addEventListener("submit", (event) => {
    const form = closest<HTMLFormElement>(BUSY, event.target);
    // After this task, so that the browser still sends the form the button belongs to.
    if (form && !event.defaultPrevented) setTimeout(() => setBusy(form, true));
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of $$<HTMLFormElement>(BUSY)) setBusy(form, false);
  });
  document.addEventListener("focusin", (event) => closest<HTMLInputElement>(`input${attrSelector(ATTR.selectOnFocus)}`, event.target)?.select());
}
