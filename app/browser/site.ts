/**
 * The site script: the plain behaviour every public page shares (header, theme menu, FAQ, tabs,
 * share bar, toasts), built by Vite into one small self-contained file that each page carries
 * inline (scripts/build-browser.ts, decision 027). What holds state is a React island
 * (app/islands), not this.
 */
import { elementIdFromHash, enhance, enhanceFields, enhanceForms, enhanceLive, enhanceSignup, SETTINGS } from "#app/lib/enhance.ts";
import { ISLAND_ATTR } from "#app/islands/contract.ts";

// A page React Router hydrates as a whole (the admin's previews) is marked so by the root layout.
const isStatic = !document.body.hasAttribute("data-framework");
const kit = enhance(isStatic, elementIdFromHash, SETTINGS);
enhanceFields(kit);
enhanceForms(kit);
enhanceSignup(kit);
enhanceLive(kit);
// Pages with islands are marked interactive by the island runtime once they are.
if (isStatic && !document.querySelector(`[${ISLAND_ATTR}]`)) document.documentElement.dataset.hydrated = "";
