import { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, COUNTER_STEPS, formatCount } from "#app/lib/iraconnect.ts";

/**
 * Counts from the shown value up to `target` in COUNTER_STEPS steps over COUNTER_DURATION_MS
 * (SPEC §9). The server renders the target itself, so the number is right without JavaScript;
 * later changes (live signups) animate, or jump when the visitor prefers reduced motion.
 */
export function useAnimatedCount(target: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const set = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (target < from || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      set(target);
      return;
    }
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      set(step >= COUNTER_STEPS ? target : Math.round(from + ((target - from) * step) / COUNTER_STEPS));
      if (step >= COUNTER_STEPS) clearInterval(timer);
    }, COUNTER_DURATION_MS / COUNTER_STEPS);
    return () => clearInterval(timer);
  }, [target]);
  return shown;
}

export function SignupCounter({ value }: { value: number }) {
  const shown = useAnimatedCount(value);
  return (
    <div className="inline-flex flex-col items-center rounded-2xl border bg-card/80 px-8 py-4 shadow-sm">
      <span data-testid="signup-count" data-target={value} className="text-4xl font-bold tabular-nums text-primary sm:text-5xl">
        {formatCount(shown)}
      </span>
      <span className="mt-1 text-sm font-medium uppercase tracking-wide text-muted-foreground">Early Strivers Joined</span>
    </div>
  );
}
