/**
 * Toasts (SPEC §9): one visible at a time; a new toast replaces the current one. Built on Radix
 * Toast: swipe to dismiss past 50 px, F8 focuses the viewport, announced to screen readers.
 */
import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "#app/lib/utils.ts";

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type ToastItem = ToastInput & { id: number; open: boolean };

const TOAST_DURATION_MS = 5000;
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

export function Toaster() {
  const item = useCurrentToast();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {item ? (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="text-sm opacity-90">{item.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100">
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport
        hotkey={["F8"]}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
