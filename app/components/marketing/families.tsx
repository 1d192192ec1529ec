/**
 * Parts of the template page families (issue 17.4) that their blocks draw
 * (app/components/blocks/content.tsx): the steps timeline, the comparison's verdict, a
 * problem-and-answer cell, and the split of features into picture rows. Server-rendered markup and CSS only.
 */
import { Check, X } from "lucide-react";
import { Section } from "#app/components/marketing/sections.tsx";
import type { MarketingPage } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

/** Splits items into `parts` runs of near-equal length, the longer runs first. */
export function chunk<T>(items: T[], parts: number): T[][] {
  const runs: T[][] = [];
  let start = 0;
  for (let index = 0; index < parts; index++) {
    const size = Math.ceil((items.length - start) / (parts - index));
    if (size > 0) runs.push(items.slice(start, start + size));
    start += size;
  }
  return runs;
}

/** Numbered steps on a timeline (the migrate pages). */
export function StepsTimeline({ steps, className }: { steps: NonNullable<MarketingPage["steps"]>; className?: string }) {
  return (
    <Section headingId="steps-title" title={steps.title} className={className}>
      <div className="relative">
        {/* The line the steps sit on (decorative): vertical on a phone, horizontal from lg. */}
        <span aria-hidden="true" className="absolute top-6 bottom-6 left-6 w-0.5 bg-primary/30 lg:top-6 lg:right-[12.5%] lg:bottom-auto lg:left-[12.5%] lg:h-0.5 lg:w-auto" />
        <ol className="relative grid gap-8 lg:grid-cols-4 lg:gap-6">
          {steps.items.map((step, index) => (
            <li key={step.title} className="relative flex gap-5 lg:flex-col lg:items-center lg:text-center">
              <span
                aria-hidden="true"
                className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground ring-8 ring-background"
              >
                {index + 1}
              </span>
              <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm lg:w-full">
                <p className="text-caption font-semibold tracking-wide text-primary uppercase" aria-hidden="true">
                  Step {index + 1}
                </p>
                <h3 className="mt-1 text-title">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

type Verdict = { only: string[]; competitorOnly: string[]; both: number };

/** What the comparison rows say in short: the features only one side has, and how many both have. */
export function verdictOf(rows: NonNullable<MarketingPage["comparison"]>["rows"]): Verdict {
  const only = rows.filter((row) => row.iraconnect !== false && row.competitor === false).map((row) => row.feature);
  const competitorOnly = rows.filter((row) => row.competitor !== false && row.iraconnect === false).map((row) => row.feature);
  return { only, competitorOnly, both: rows.length - only.length - competitorOnly.length };
}

export function VerdictList({ title, items, tone }: { title: string; items: string[]; tone: "ours" | "theirs" }) {
  return (
    <div className={cn("rounded-xl border p-5", tone === "ours" ? "border-primary/40 bg-primary/5" : "bg-card")}>
      <h3 className="text-title">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Check className={cn("mt-1 size-4 shrink-0", tone === "ours" ? "text-success" : "text-muted-foreground")} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One side of a problem-and-answer pair (an empty cell keeps the grid when the lists differ in length). */
export function PairCell({ text, kind }: { text: string | undefined; kind: "problem" | "solution" }) {
  if (!text) return <span />;
  const problem = kind === "problem";
  const Mark = problem ? X : Check;
  return (
    <p className={cn("flex gap-3 rounded-xl border p-5", problem ? "border-destructive/25 bg-destructive/5" : "border-success/30 bg-success/5 font-medium")}>
      <Mark className={cn("mt-0.5 size-5 shrink-0", problem ? "text-destructive" : "text-success")} aria-hidden="true" />
      <span>
        <span className="sr-only">{problem ? "Problem: " : "Solution: "}</span>
        {text}
      </span>
    </p>
  );
}
