/**
 * The site script: the plain behaviour every public page shares (header, theme menu, FAQ, tabs,
 * share bar, map facade, same-page links, toasts, plain forms), small ES modules that Vite bundles
 * into one self-contained file each page carries inline (scripts/build-browser.ts, decision 027).
 * Each listens on the document, so it works the same on a page React never hydrates and on one it
 * does, and survives React replacing nodes. What holds state is a React island (app/islands).
 */
import { ISLAND_ATTR } from "#app/islands/contract.ts";
import { ATTR } from "#app/lib/dom-contract.ts";
import { initAccordion } from "./accordion.ts";
import { initBeacon } from "./beacon.ts";
import { initFacade } from "./facade.ts";
import { initForms } from "./forms.ts";
import { initHashScroll } from "./hash-scroll.ts";
import { initHeader } from "./header.ts";
import { initShare } from "./share.ts";
import { initTabs } from "./tabs.ts";
import { initTheme } from "./theme.ts";
import { initToasts } from "./toasts.ts";

initTheme();
initHeader();
initAccordion();
initTabs();
initShare();
initFacade();
initHashScroll();
initForms();
initToasts();
initBeacon();
// A page without islands is interactive now; one with islands is marked so by the island runtime,
// and one React Router hydrates as a whole (the admin's previews, `data-framework`) by React.
if (!document.body.hasAttribute(ATTR.framework) && !document.querySelector(`[${ISLAND_ATTR}]`)) document.documentElement.dataset.hydrated = "";
