/**
 * Toasts (SPEC §9): one visible at a time; a new toast replaces the current one; 5 s on screen
 * (the timer waits while the pointer or focus is on the toast), swipe right past 50 px to dismiss,
 * F8 focuses the toast region, announced to screen readers through a live region. Plain DOM and
 * React, no toast library (issue 15: every page carries the viewport).
 */
import { X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { cn } from "#app/lib/utils.ts";

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type ToastItem = ToastInput & { id: number };

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
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

function ToastCard({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id, paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > SWIPE_THRESHOLD_PX) dismiss(item.id);
    else setOffset(0);
  };

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      className={cn(
        "relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
        item.variant === "destructive" ? "border-destructive bg-destructive text-destructive-foreground" : "bg-card text-card-foreground",
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm opacity-90">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismiss(item.id)}
        className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function Toaster() {
  const item = useCurrentToast();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" className="outline-none">
      {/* The live region is always there, so a toast put into it is announced. */}
      <div
        role="status"
        aria-live={item?.variant === "destructive" ? "assertive" : "polite"}
        aria-atomic="true"
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 empty:hidden"
      >
        {item ? <ToastCard key={item.id} item={item} /> : null}
      </div>
    </section>
  );
}
