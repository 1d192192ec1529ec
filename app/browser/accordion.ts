/**
 * The FAQ accordion (components/ui/accordion.tsx): one answer open at a time, pressing the open
 * one closes it; Arrow keys, Home and End move among the questions.
 */
import { ATTR, attrSelector } from "#app/lib/dom-contract.ts";
import { $$, closest, moveFocus } from "./dom.ts";

const ACCORDION = attrSelector(ATTR.accordion);
const TRIGGER = attrSelector(ATTR.accordionTrigger);

function setAnswer(trigger: HTMLElement, open: boolean) {
  const state = open ? "open" : "closed";
  trigger.setAttribute("aria-expanded", String(open));
  trigger.setAttribute(ATTR.state, state);
  document.getElementById(trigger.getAttribute("aria-controls") ?? "")?.setAttribute(ATTR.state, state);
  trigger.closest(attrSelector(ATTR.accordionItem))?.setAttribute(ATTR.state, state);
}

export function initAccordion(): void {
  document.addEventListener("click", (event) => {
    const trigger = closest(TRIGGER, event.target);
    const accordion = trigger?.closest(ACCORDION);
    if (!trigger || !accordion) return;
    const open = trigger.getAttribute("aria-expanded") !== "true";
    if (open) for (const other of $$(TRIGGER, accordion)) if (other !== trigger) setAnswer(other, false);
    setAnswer(trigger, open);
  });
  document.addEventListener("keydown", (event) => {
    const accordion = closest(TRIGGER, event.target)?.closest(ACCORDION);
    if (accordion) moveFocus(event, $$(TRIGGER, accordion));
  });
}
