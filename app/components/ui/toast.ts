/**
 * Toasts (SPEC §9) are the page script's (app/lib/enhance.ts: one at a time, 5 s, swipe to
 * dismiss, F8): on every page, with React or without. React code asks for one with a DOM event.
 */
import { TOAST_KEY, type ToastInput } from "#app/lib/enhance.ts";

export type { ToastInput };

/** Shows a toast now (it replaces the one on screen). */
export function toast(input: ToastInput): void {
  document.dispatchEvent(new CustomEvent(TOAST_KEY, { detail: input }));
}

/** Leaves a toast for the next page this tab loads (a form that sends the visitor on). */
export function toastOnNextPage(input: ToastInput): void {
  try {
    sessionStorage.setItem(TOAST_KEY, JSON.stringify(input));
  } catch {
    // storage unavailable (private mode): the next page shows no toast
  }
}
