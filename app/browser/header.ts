/**
 * The header (components/site-header.tsx): its "scrolled" state past 10 px (SPEC §4); the desktop
 * Products menu, which opens on click, Enter or Space (a button) and while a mouse is over it, and
 * closes on Escape (the focus back on its button), when the focus or the mouse leaves it and on a
 * link; the mobile menu, a native <details>, closed on Escape, a tap outside it, a link inside it
 * and back or forward.
 */
import { ATTR, attrSelector } from "#app/lib/dom-contract.ts";
import { $, closest } from "./dom.ts";

const MENU = attrSelector(ATTR.hoverMenu);
const PANEL = attrSelector(ATTR.hoverMenuPanel);
/** How long the pointer may be away before the menu closes (crossing a gap, a shaky hand). */
export const HOVER_CLOSE_MS = 150;
/** A click this soon after the hover opened the menu is the same intent: it stays open. */
const HOVER_CLICK_MS = 600;

export function initHeader(): void {
  const doc = document;
  const onScroll = () => $(`header${attrSelector(ATTR.scrolled)}`)?.setAttribute(ATTR.scrolled, String(scrollY > 10));
  onScroll();
  addEventListener("scroll", onScroll, { passive: true });

  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let hoverOpenedAt = 0;
  const button = () => $<HTMLButtonElement>(`${MENU} > button`);
  const isOpen = () => button()?.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    clearTimeout(closeTimer);
    const panel = $(PANEL);
    if (!panel) return;
    button()?.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  const inMenu = (node: EventTarget | null) => !!$(MENU)?.contains(node as Node | null);
  const mobile = () => $<HTMLDetailsElement>(`details${attrSelector(ATTR.mobileMenu)}`);
  const closeAll = () => {
    const menu = mobile();
    if (menu) menu.open = false;
    setOpen(false);
  };

  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse" || !inMenu(event.target)) return;
    clearTimeout(closeTimer);
    if (!isOpen()) {
      hoverOpenedAt = Date.now();
      setOpen(true);
    }
  });
  doc.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse" || !inMenu(event.target) || inMenu(event.relatedTarget)) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  });
  doc.addEventListener("focusout", (event) => {
    if (inMenu(event.target) && !inMenu(event.relatedTarget)) setOpen(false);
  });
  doc.addEventListener("click", (event) => {
    const target = event.target;
    if (closest(`${MENU} > button`, target)) setOpen(!isOpen() || Date.now() - hoverOpenedAt < HOVER_CLICK_MS);
    else if (closest("a[href]", target) && closest(`${attrSelector(ATTR.mobileMenu)}, ${PANEL}`, target)) closeAll();
  });
  doc.addEventListener("pointerdown", (event) => {
    const menu = mobile();
    if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (isOpen()) {
      setOpen(false);
      button()?.focus();
    }
    const menu = mobile();
    if (menu?.open) {
      const focusWasInside = menu.contains(doc.activeElement);
      menu.open = false;
      if (focusWasInside) $("summary", menu)?.focus();
    }
  });
  // Back and forward inside a page React Router hydrates are navigations too.
  addEventListener("popstate", closeAll);
}
