/**
 * Same-page links: a page marked `data-hash-scroll` (/products) scrolls to the section its hash
 * names once it has laid out (fonts, pictures; SPEC §9), and a link marked `data-scroll-focus`
 * (/services' "Learn More") scrolls to its section and gives it the focus, so that keyboard users
 * continue from there; the address keeps the fragment to share.
 */
import { ATTR, attrSelector } from "#app/lib/dom-contract.ts";
import { $, closest, scrollBehavior } from "./dom.ts";

/** SPEC §9: /products scrolls to the section named by the hash 500 ms after load. */
export const HASH_SCROLL_DELAY_MS = 500;

/**
 * The element id a URL hash names. A hash typed or pasted by hand need not be valid
 * percent-encoding (/products#%), and decodeURIComponent throws on it: such a hash is the id as written.
 */
export function elementIdFromHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function initHashScroll(): void {
  if (location.hash && $(attrSelector(ATTR.hashScroll))) {
    setTimeout(() => document.getElementById(elementIdFromHash(location.hash))?.scrollIntoView({ behavior: scrollBehavior(), block: "start" }), HASH_SCROLL_DELAY_MS);
  }
  document.addEventListener("click", (event) => {
    const link = closest<HTMLAnchorElement>(`a${attrSelector(ATTR.scrollFocus)}`, event.target);
    const section = link && document.getElementById(elementIdFromHash(link.hash));
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    section.focus({ preventScroll: true });
    history.replaceState(history.state, "", link.hash);
  });
}
