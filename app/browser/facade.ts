/**
 * A third party's frame (the contact page's map, components/marketing/map-facade.tsx), requested
 * only when the visitor asks: "Show map" puts the frame kept in the box's <template> in place of
 * the placeholder, and gives it the focus.
 */
import { ATTR, attrSelector } from "#app/lib/dom-contract.ts";
import { $, closest } from "./dom.ts";

export function initFacade(): void {
  document.addEventListener("click", (event) => {
    const box = closest(attrSelector(ATTR.facadeShow), event.target)?.closest(attrSelector(ATTR.facade));
    const frame = box && $<HTMLTemplateElement>("template", box)?.content.firstElementChild;
    const placeholder = box && $(attrSelector(ATTR.facadePlaceholder), box);
    if (!frame || !placeholder) return;
    const shown = document.importNode(frame, true) as HTMLElement;
    placeholder.replaceWith(shown);
    shown.focus();
  });
}
