import { useEffect, useRef, useState, type RefObject } from "react";
import { COUNTER_DURATION_MS, COUNTER_STEPS, countUpStart, formatCount } from "#app/lib/iraconnect.ts";

/**
 * The number the counter shows (SPEC §9). The server renders `target` itself, so the number is right
 * without JavaScript. Once the page is live, the first time the counter comes into view it counts up
 * from a lower number (countUpStart) to `target`, in COUNTER_STEPS steps over COUNTER_DURATION_MS;
 * later changes (live signups) count up from the number shown. A visitor who prefers reduced motion
 * always sees `target` at once.
 */
export function useAnimatedCount(target: number, element: RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  const viewed = useRef(false);
  useEffect(() => {
    const set = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      viewed.current = true;
      set(target);
      return;
    }
    let frame = 0;
    // An IntersectionObserver may still deliver an entry queued before disconnect(): once this
    // effect is cleaned up (the number changed), nothing it started may set the number again, or
    // two count-ups would fight over the frames.
    let active = true;
    const countUp = (from: number) => {
      if (from >= target) return set(target);
      const start = performance.now();
      const tick = (now: number) => {
        if (!active) return;
        const step = Math.min(COUNTER_STEPS, Math.floor((now - start) / (COUNTER_DURATION_MS / COUNTER_STEPS)));
        set(step === COUNTER_STEPS ? target : Math.round(from + ((target - from) * step) / COUNTER_STEPS));
        if (step < COUNTER_STEPS) frame = requestAnimationFrame(tick);
      };
      set(from);
      frame = requestAnimationFrame(tick);
    };
    if (viewed.current || !element.current || typeof IntersectionObserver === "undefined") {
      viewed.current = true;
      countUp(shownRef.current);
      return () => {
        active = false;
        cancelAnimationFrame(frame);
      };
    }
    // Not seen yet: a live change shows at once; the count-up waits for the first view.
    set(target);
    const observer = new IntersectionObserver((entries) => {
      if (!active || !entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      viewed.current = true;
      countUp(countUpStart(target));
    });
    observer.observe(element.current);
    return () => {
      active = false;
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, element]);
  return shown;
}

/** The campaign's centrepiece (issue 17.4): a big number on a white card in the page's vivid band. */
export function SignupCounter({ value }: { value: number }) {
  const number = useRef<HTMLSpanElement>(null);
  const shown = useAnimatedCount(value, number);
  const real = formatCount(value);
  return (
    <div className="inline-flex flex-col items-center rounded-[2rem] bg-white px-8 py-7 text-indigo-950 shadow-2xl ring-8 ring-white/25 sm:px-14 sm:py-9 dark:bg-indigo-950 dark:text-white">
      {/* The counting number is for the eye; assistive tech reads the real one, once. Its width is
          the real number's, so counting never moves the box (tabular digits, commas narrower). */}
      <span
        ref={number}
        data-testid="signup-count"
        data-target={value}
        aria-hidden="true"
        className="text-center text-6xl leading-none font-black tabular-nums text-indigo-700 sm:text-8xl dark:text-amber-300"
        style={{ minWidth: `${real.length}ch` }}
      >
        {formatCount(shown)}
      </span>
      <span className="sr-only">{real}</span>
      <span className="mt-3 text-sm font-bold tracking-widest uppercase">Early Strivers Joined</span>
    </div>
  );
}
