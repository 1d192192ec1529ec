import { COUNTER_DURATION_MS, COUNTER_STEPS, countUpStart, formatCount } from "#app/lib/iraconnect.ts";

/**
 * The campaign's centrepiece (issue 17.4): a big number on a white card in the page's vivid band.
 * The server writes the real number, so it is right without JavaScript. The page script
 * (`data-count-up`, app/lib/enhance.ts) counts it up the first time it comes into view, from
 * `data-count-from` to `data-target` in COUNTER_STEPS steps over COUNTER_DURATION_MS (SPEC §9), and
 * from the number shown to the new one when someone joins; with reduced motion it shows the number
 * at once.
 */
export function SignupCounter({ value }: { value: number }) {
  const real = formatCount(value);
  return (
    <div className="inline-flex flex-col items-center rounded-[2rem] bg-white px-8 py-7 text-indigo-950 shadow-2xl ring-8 ring-white/25 sm:px-14 sm:py-9 dark:bg-indigo-950 dark:text-white">
      {/* The counting number is for the eye; assistive tech reads the real one, once. Its width is
          the real number's, so counting never moves the box (tabular digits, commas narrower). */}
      <span
        data-testid="signup-count"
        data-count-up=""
        data-target={value}
        data-count-from={countUpStart(value)}
        data-count-steps={COUNTER_STEPS}
        data-count-ms={COUNTER_DURATION_MS}
        aria-hidden="true"
        className="text-center text-6xl leading-none font-black tabular-nums text-indigo-700 sm:text-8xl dark:text-amber-300"
        style={{ minWidth: `${real.length}ch` }}
      >
        {real}
      </span>
      <span className="sr-only" data-count-real="">
        {real}
      </span>
      <span className="mt-3 text-sm font-bold tracking-widest uppercase">Early Strivers Joined</span>
    </div>
  );
}
