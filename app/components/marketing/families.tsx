/**
 * The body of each template page family (issue 17.4), between the shared hero and the shared
 * closing sections (testimonials, FAQ, call to action) of marketing-page-template.tsx:
 * - products and features: alternating picture-and-text rows;
 * - compare: a verdict read from the comparison rows, then the table;
 * - migrate: numbered steps on a timeline;
 * - solutions and industries: each problem beside its solution, then the outcomes.
 * Server-rendered markup and CSS only.
 */
import { ArrowDown, ArrowRight, Check, X } from "lucide-react";
import { ArtImage } from "#app/components/art-image.tsx";
import { Icon, IconBadge } from "#app/components/marketing/icon.tsx";
import { balancedGrid, ComparisonTable, FeatureGrid, Section } from "#app/components/marketing/sections.tsx";
import type { MarketingPage } from "#app/content/types.ts";
import type { ArtPicture } from "#app/lib/art/catalog.ts";
import { cn } from "#app/lib/utils.ts";

export type FamilyBodyProps = { page: MarketingPage; story: ArtPicture[] };

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

/** Products and features: the features in rows, each beside a picture, the side alternating. */
export function StoryBody({ page, story }: FamilyBodyProps) {
  const rows = story.length ? chunk(page.features.items, Math.min(story.length, page.features.items.length)) : [];
  return (
    <>
      <Section headingId="features-title" title={page.features.title} subtitle={page.features.subtitle}>
        {rows.length ? (
          <ol className="space-y-16 lg:space-y-24">
            {rows.map((features, index) => (
              <li key={features[0]!.title} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
                <div className={cn("overflow-hidden rounded-2xl border bg-card shadow-lg", index % 2 === 1 && "lg:order-last")}>
                  <ArtImage art={story[index]!} />
                </div>
                <ul className="space-y-8">
                  {features.map((feature) => (
                    <li key={feature.title} className="flex gap-4">
                      <IconBadge name={feature.icon} />
                      <div>
                        <h3 className="text-title">{feature.title}</h3>
                        <p className="mt-1 text-muted-foreground">{feature.description}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <FeatureGrid items={page.features.items} />
        )}
      </Section>
      {page.steps ? <StepsTimeline steps={page.steps} className="bg-muted/50" /> : null}
    </>
  );
}

/** Numbered steps on a line: down the page on a phone, across it on a desktop. */
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

/** Migrations: the steps first, on their timeline, then what comes across. */
export function MigrateBody({ page }: FamilyBodyProps) {
  return (
    <>
      {page.steps ? <StepsTimeline steps={page.steps} /> : null}
      <Section headingId="features-title" className="bg-muted/50" title={page.features.title} subtitle={page.features.subtitle}>
        <FeatureGrid items={page.features.items} />
      </Section>
    </>
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

/** Comparisons: the verdict up top, then the table (three columns that fit a phone), then why. */
export function CompareBody({ page }: FamilyBodyProps) {
  const comparison = page.comparison;
  if (!comparison) return <StoryBody page={page} story={[]} />;
  const { competitor, rows } = comparison;
  const verdict = verdictOf(rows);
  const figures: [number, string][] = [
    [verdict.only.length, "only in IRACONNECT"],
    [verdict.competitorOnly.length, `only in ${competitor}`],
    [verdict.both, "in both, each its own way"],
  ];
  return (
    <>
      <section aria-labelledby="verdict-title" className="border-b py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-12 lg:px-8">
          <div>
            <p className="text-caption font-semibold tracking-wide text-primary uppercase">The verdict</p>
            <h2 id="verdict-title" className="mt-2 text-headline">
              IRACONNECT vs {competitor} in short
            </h2>
            {page.features.subtitle ? <p className="mt-3 text-lg text-muted-foreground">{page.features.subtitle}</p> : null}
            <dl className="mt-6 grid grid-cols-3 gap-3">
              {figures.map(([count, label]) => (
                <div key={label} className="flex flex-col-reverse rounded-xl border bg-card p-3 text-center">
                  <dt className="text-caption text-muted-foreground">{label}</dt>
                  <dd className="text-4xl font-bold text-primary tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6">
              <a href="#comparison-title" className="inline-flex min-h-6 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
                See all {rows.length} rows of the comparison <ArrowDown className="size-4" aria-hidden="true" />
              </a>
            </p>
          </div>
          <div className="grid content-start gap-4">
            {verdict.only.length ? <VerdictList title="Choose IRACONNECT for" items={verdict.only} tone="ours" /> : null}
            {verdict.competitorOnly.length ? <VerdictList title={`Choose ${competitor} for`} items={verdict.competitorOnly} tone="theirs" /> : null}
          </div>
        </div>
      </section>
      <Section headingId="comparison-title" title={`IRACONNECT vs ${competitor}: Feature by Feature`}>
        <div className="mx-auto max-w-5xl">
          <ComparisonTable competitor={competitor} rows={rows} />
        </div>
      </Section>
      <Section headingId="features-title" className="bg-muted/50" title={page.features.title}>
        <FeatureGrid items={page.features.items} />
      </Section>
    </>
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

/** Solutions and industries: each problem beside the answer to it, then the outcomes. */
export function ProblemSolutionBody({ page }: FamilyBodyProps) {
  const problems = page.problems?.items ?? [];
  const solutions = page.solutions?.items ?? [];
  const pairs = Array.from({ length: Math.max(problems.length, solutions.length) }, (_, index) => [problems[index], solutions[index]] as const);
  return (
    <>
      {pairs.length ? (
        <section aria-labelledby="problems-title" className="py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
            <div className="mb-8 grid items-end gap-2 md:grid-cols-[1fr_auto_1fr] md:gap-6">
              <h2 id="problems-title" className="text-headline">
                {page.problems?.title}
              </h2>
              <ArrowRight className="hidden size-6 text-primary md:block" aria-hidden="true" />
              {page.solutions ? <h2 className="text-headline text-primary">{page.solutions.title}</h2> : null}
            </div>
            <ol className="space-y-8 md:space-y-4" data-stagger="">
              {pairs.map(([problem, solution]) => (
                <li key={`${problem}|${solution}`} className="grid items-stretch gap-2 md:grid-cols-[1fr_auto_1fr] md:gap-6">
                  <PairCell text={problem} kind="problem" />
                  <span aria-hidden="true" className="flex items-center justify-center text-primary">
                    <ArrowDown className="size-5 md:hidden" />
                    <ArrowRight className="hidden size-5 md:block" />
                  </span>
                  <PairCell text={solution} kind="solution" />
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="features-title" className="bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <p className="text-caption font-semibold tracking-wide text-primary uppercase">Outcomes</p>
            <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {page.features.title}
            </h2>
            {page.features.subtitle ? <p className="mt-4 text-lg text-muted-foreground">{page.features.subtitle}</p> : null}
          </div>
          <ul className={balancedGrid(page.features.items.length)} data-stagger="">
            {page.features.items.map((feature) => (
              <li key={feature.title} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon name={feature.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-title">{feature.title}</h3>
                <p className="mt-2 text-muted-foreground">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
