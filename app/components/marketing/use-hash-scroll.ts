import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §9: /products scrolls to the section named by the hash 500 ms after load. */
export const HASH_SCROLL_DELAY_MS = 500;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

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

/**
 * Scrolls to the element named by the URL's hash after a delay, so that the page has laid out
 * (fonts, images) before we measure where the section is.
 */
export function useHashScroll(delayMs = HASH_SCROLL_DELAY_MS) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(elementIdFromHash(hash));
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [hash, delayMs]);
}
