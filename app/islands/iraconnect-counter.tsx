/**
 * The IRACONNECT signup counter (SPEC §2, §4, §9) as an island (decision 027), the campaign's
 * centrepiece (issue 17.4): a big number on a white card in the page's vivid band. The server
 * writes the real number, so it is right without JavaScript. Hydrated, it counts up the first time
 * it comes into view (from a lower number, COUNTER_STEPS steps over COUNTER_DURATION_MS), and
 * follows new signups live: on each it asks GET /api/iraconnect/count and counts on from the
 * number shown (or shows the new one at once when it has not been seen yet, when it is lower, or
 * for a visitor who prefers reduced motion).
 */
import { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, countUpStart, countUpValue, formatCount } from "#app/lib/iraconnect.ts";
import { useLiveTopic } from "#app/lib/live-updates.ts";
import { paths } from "#app/lib/paths.ts";
import { defineIsland } from "./define.tsx";

/** The count in the endpoint's answer, when it is one the counter can show. */
export function countOf(answer: unknown): number | null {
  const count = (answer as { count?: unknown } | null)?.count;
  return typeof count === "number" && Number.isFinite(count) && count > 0 ? Math.floor(count) : null;
}

export function SignupCounter({ value }: { value: number }) {
  // The number it was given (the real one) and the number it shows (a count-up's frames).
  const [target, setTarget] = useState(value);
  const [shown, setShown] = useState(value);
  const counter = useRef<HTMLSpanElement>(null);
  const motion = useRef({ viewed: false, still: false, frame: 0, shown: value, target: value, asked: 0 });

  const show = (number: number) => {
    motion.current.shown = number;
    setShown(number);
  };
  const run = (from: number, to: number) => {
    const m = motion.current;
    cancelAnimationFrame(m.frame);
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      show(countUpValue(from, to, elapsed));
      if (elapsed < COUNTER_DURATION_MS) m.frame = requestAnimationFrame(tick);
    };
    show(from);
    m.frame = requestAnimationFrame(tick);
  };

  // The first view starts the count-up, once (an entry queued before disconnect() may still come).
  useEffect(() => {
    const m = motion.current;
    m.still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    m.viewed = m.still || typeof IntersectionObserver === "undefined";
    const element = counter.current;
    if (m.viewed || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (m.viewed || !entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      m.viewed = true;
      run(countUpStart(m.target), m.target);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(m.frame);
    };
  }, []);

  // A new signup: only the number changes. Only the latest answer counts.
  useLiveTopic("signups", () => {
    const m = motion.current;
    const asked = ++m.asked;
    fetch(paths.signupCountApi, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => {
        const next = countOf(answer);
        if (next === null || asked !== m.asked) return;
        m.target = next;
        setTarget(next);
        if (!m.viewed || m.still || m.shown >= next) {
          cancelAnimationFrame(m.frame);
          show(next);
        } else run(m.shown, next);
      })
      .catch(() => {});
  });

  const real = formatCount(target);
  return (
    <div className="inline-flex flex-col items-center rounded-[2rem] bg-white px-8 py-7 text-indigo-950 shadow-2xl ring-8 ring-white/25 sm:px-14 sm:py-9 dark:bg-indigo-950 dark:text-white">
      {/* The counting number is for the eye; assistive tech reads the real one, once. Its width is
          the real number's, so counting never moves the box (tabular digits, commas narrower). */}
      <span
        ref={counter}
        data-testid="signup-count"
        data-target={target}
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

export default SignupCounter;
export const SignupCounterIsland = /* @__PURE__ */ defineIsland("iraconnect-counter", SignupCounter);
