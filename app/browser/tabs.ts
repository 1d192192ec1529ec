/**
 * Tabs, the WAI-ARIA pattern (components/ui/tabs.tsx): a click selects a tab and shows its panel;
 * Arrow keys, Home and End move among the tabs, wrapping around, and select the one they reach.
 */
import { ATTR } from "#app/lib/dom-contract.ts";
import { $$, closest, moveFocus } from "./dom.ts";

function select(tab: HTMLElement) {
  for (const other of $$('[role="tab"]', tab.closest('[role="tablist"]')!)) {
    const on = other === tab;
    const state = on ? "active" : "inactive";
    other.setAttribute("aria-selected", String(on));
    other.setAttribute(ATTR.state, state);
    other.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) {
      panel.setAttribute(ATTR.state, state);
      panel.hidden = !on;
    }
  }
}

export function initTabs(): void {
  document.addEventListener("click", (event) => {
    const tab = closest('[role="tablist"] [role="tab"]', event.target);
    if (tab) select(tab);
  });
  document.addEventListener("keydown", (event) => {
    const list = closest('[role="tab"]', event.target)?.closest('[role="tablist"]');
    const reached = list ? moveFocus(event, $$('[role="tab"]:not(:disabled)', list), true) : null;
    if (reached) select(reached);
  });
}
