/**
 * Toasts for islands (SPEC §9). The site script owns the one notifications region of a page
 * (app/browser): an island asks it to show a toast with a DOM event, so a page has one toaster
 * whatever mix of islands it shows, and a page without islands has the same one.
 */
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

/** The event an island dispatches on `document` (its `detail` is a ToastInput). */
export const TOAST_EVENT = "site:toast";

/** The session-storage entry that carries a toast to the next page (the signup's welcome). */
export const TOAST_KEY = "site:toast";

export function showToast(input: ToastInput): void {
  document.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
}

/** A toast for the page the browser loads next (shown by its site script). */
export function carryToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(TOAST_KEY, JSON.stringify(input));
  } catch {
    // storage unavailable (private modes): no toast on the next page
  }
}
