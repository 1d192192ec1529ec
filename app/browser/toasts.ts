/**
 * Toasts (SPEC §9): one at a time, a new one replacing it; 5 s on screen, the timer waiting while
 * the pointer or the focus is on it; swiped right past 50 px it goes; F8 focuses the region;
 * announced through a live region that is there before any toast. While a modal <dialog> is open
 * (everything outside it inert) the region sits at the top of the dialog, and goes back to its
 * corner when the dialog closes. A page has this one toaster: islands ask it for a toast with the
 * TOAST_EVENT event (app/islands/toast.ts), and a page may find one carried from the previous page
 * under TOAST_KEY in sessionStorage.
 */
import { TOAST_EVENT, TOAST_KEY, type ToastInput } from "#app/islands/toast.ts";
import { $, closest } from "./dom.ts";

/** SPEC §9: a toast stays 5 s (the timer waits while the pointer or the focus is on it). */
export const TOAST_DURATION_MS = 5000;
/** A swipe to the right further than this dismisses the toast. */
export const SWIPE_DISMISS_PX = 50;

const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

export function initToasts(): { show(input: ToastInput): void } {
  const doc = document;
  // The region is the script's own, after the server's markup (React leaves an unexpected node at
  // the end of <body> alone).
  const toaster = element("section", "outline-none");
  toaster.tabIndex = -1;
  toaster.setAttribute("aria-label", "Notifications (F8)");
  const list = element("div", "");
  list.setAttribute("role", "status");
  list.setAttribute("aria-atomic", "true");
  toaster.append(list);
  const place = (modal: Element | null) => {
    if (modal) modal.prepend(toaster);
    else doc.body.append(toaster);
    list.className = modal ? "flex flex-col gap-2 empty:hidden" : "fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 empty:hidden";
  };
  place(null);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let left = 0;
  let since = 0;
  const dismiss = () => {
    clearTimeout(timer);
    list.replaceChildren();
  };
  const run = () => {
    clearTimeout(timer);
    since = Date.now();
    timer = setTimeout(dismiss, left);
  };
  const pause = () => {
    clearTimeout(timer);
    left = Math.max(1000, left - (Date.now() - since));
  };

  const show = (input: ToastInput) => {
    const modal = $("dialog:modal");
    if (modal ? !modal.contains(toaster) : toaster.parentElement !== doc.body) place(modal);
    const destructive = input.variant === "destructive";
    list.setAttribute("aria-live", destructive ? "assertive" : "polite");
    const card = element(
      "div",
      `relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${destructive ? "border-destructive bg-destructive text-destructive-foreground" : "bg-card text-card-foreground"}`,
    );
    const text = element("div", "grid gap-1");
    text.append(element("p", "text-sm font-semibold", input.title));
    if (input.description) text.append(element("p", "text-sm opacity-90", input.description));
    const close = element("button", "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100");
    close.type = "button";
    close.setAttribute("aria-label", "Close");
    close.innerHTML = CLOSE_ICON;
    close.addEventListener("click", dismiss);
    card.append(text, close);
    card.addEventListener("pointerenter", pause);
    card.addEventListener("pointerleave", run);
    card.addEventListener("focusin", pause);
    card.addEventListener("focusout", run);
    let swipeFrom: number | null = null;
    card.addEventListener("pointerdown", (event) => {
      if (closest("button", event.target)) return;
      swipeFrom = event.clientX;
      card.setPointerCapture?.(event.pointerId);
    });
    card.addEventListener("pointermove", (event) => {
      if (swipeFrom !== null) card.style.transform = `translateX(${Math.max(0, event.clientX - swipeFrom)}px)`;
    });
    const endSwipe = (event: PointerEvent) => {
      if (swipeFrom === null) return;
      const moved = event.clientX - swipeFrom;
      swipeFrom = null;
      if (moved > SWIPE_DISMISS_PX) dismiss();
      else card.style.transform = "";
    };
    card.addEventListener("pointerup", endSwipe);
    card.addEventListener("pointercancel", endSwipe);
    list.replaceChildren(card);
    left = TOAST_DURATION_MS;
    run();
  };

  doc.addEventListener("close", (event) => event.target instanceof HTMLDialogElement && event.target.contains(toaster) && place(null), true);
  doc.addEventListener(TOAST_EVENT, (event) => show((event as CustomEvent<ToastInput>).detail));
  doc.addEventListener("keydown", (event) => event.key === "F8" && toaster.focus());
  try {
    const carried = sessionStorage.getItem(TOAST_KEY);
    if (carried) {
      sessionStorage.removeItem(TOAST_KEY);
      show(JSON.parse(carried) as ToastInput);
    }
  } catch {
    // storage unavailable or not JSON: no toast
  }
  return { show };
}
