/**
 * Whether the IRACONNECT signup modal is open: one tiny store shared by the islands of the landing
 * page (the join buttons open it, the signup island renders it). A module of its own, so the
 * islands' chunks share one instance of it. A button pressed before the modal's island has
 * hydrated is not lost: the modal reads the store when it hydrates.
 */
import { useSyncExternalStore } from "react";
import { track } from "../lib/analytics-events.ts";

let open = false;
const listeners = new Set<() => void>();

export function setSignupOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  if (next) track("modal_open");
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal's state; closed in the server's HTML (and so while hydrating). */
export function useSignupOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
