/**
 * Keeping the keyboard's place when an island replaces what it shows (decision 027). React keeps an
 * element that is still in the new content (same key), focus and all; when the focused element
 * itself is gone (its card deleted, the "Clear filter" link no longer offered), the focus goes to
 * the same link or field in the new content (same id, or same address and text), else to the one
 * at the same place, instead of falling back to the top of the page.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where the focus was inside an island, before an update. */
export type FocusMark = { index: number; identity: string };

function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function identityOf(element: Element): string {
  return element.id ? `#${element.id}` : `${element.getAttribute("href") ?? element.getAttribute("name") ?? ""} ${element.textContent?.trim() ?? ""}`;
}

/** The focused element's place inside `root`, or null when the focus is elsewhere. */
export function markFocus(root: Element | null): FocusMark | null {
  const active = root?.ownerDocument.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  const index = focusables(root).indexOf(active as HTMLElement);
  return index < 0 ? null : { index, identity: identityOf(active) };
}

/** After the update: puts the focus back inside `root` when the element that had it is gone. */
export function restoreFocus(root: Element | null, mark: FocusMark | null): void {
  if (!root || !mark) return;
  const active = root.ownerDocument.activeElement;
  if (active && root.contains(active)) return;
  const now = focusables(root);
  const target = now.find((element) => identityOf(element) === mark.identity) ?? now[Math.min(mark.index, now.length - 1)];
  target?.focus({ preventScroll: true });
}
