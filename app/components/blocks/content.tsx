/**
 * The text blocks of a page: rich text, story, features, problems and solutions, steps, timeline,
 * FAQ, comparison, cards and the calls to action. Server-rendered markup and CSS only; each reuses
 * the marketing section components, so pages read from blocks look as they did.
 */
import { ArrowDown, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "#app/components/prose.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { chunk, PairCell, StepsTimeline, verdictOf, VerdictList } from "#app/components/marketing/families.tsx";
import { Icon, IconBadge } from "#app/components/marketing/icon.tsx";
import { balancedGrid, ComparisonTable, CtaBand, FaqSection, FeatureGrid, Section } from "#app/components/marketing/sections.tsx";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";
import { cn } from "#app/lib/utils.ts";
import { pictureOf, toneClass, type BlockProps } from "./context.ts";
import { BlockPicture } from "./picture.tsx";

const titleId = (block: { id: string }) => `${block.id}-title`;

/** Rich text: Markdown rendered to HTML on the server by our renderer (never stored HTML). */
export function RichTextBlock({ block, context }: BlockProps<"richText">) {
  const html = context.data.html[block.id];
  if (!html) return null;
  return (
    <Section headingId={titleId(block)} title={block.title} className={toneClass(block)}>
      <Prose html={html} className="mx-auto max-w-3xl" />
    </Section>
  );
}

/** Paragraphs beside cards (a story with mission and vision). */
export function StoryBlock({ block }: BlockProps<"story">) {
  return (
    <Section headingId={titleId(block)} className={toneClass(block)}>
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id={titleId(block)} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {block.title}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            {block.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {block.action ? (
            <CtaLink href={block.action.href} className="mt-8">
              {block.action.label}
            </CtaLink>
          ) : null}
        </div>
        {block.aside.length ? (
          <div className="grid content-start gap-6">
            {block.aside.map((card) => (
              <div key={card.title} className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
                <h3 className="text-xl font-semibold">{card.title}</h3>
                <p className="mt-3 text-muted-foreground">{card.text}</p>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/** Features: cards, outcome cards, or rows beside pictures (the side alternating). */
export function FeatureGridBlock({ block, context }: BlockProps<"featureGrid">) {
  const pictures = block.pictures.map((picture) => pictureOf(context, picture)).filter((picture) => picture !== undefined);
  if (block.style === "outcomes") {
    return (
      <section aria-labelledby={titleId(block)} className={cn("py-16 sm:py-20", toneClass(block))}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <p className="text-caption font-semibold tracking-wide text-primary uppercase">Outcomes</p>
            <h2 id={titleId(block)} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {block.title}
            </h2>
            {block.subtitle ? <p className="mt-4 text-lg text-muted-foreground">{block.subtitle}</p> : null}
          </div>
          <ul className={balancedGrid(block.items.length)} data-stagger="">
            {block.items.map((feature) => (
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
    );
  }
  const rows = pictures.length ? chunk(block.items, Math.min(pictures.length, block.items.length)) : [];
  return (
    <Section headingId={titleId(block)} title={block.title} subtitle={block.subtitle} className={toneClass(block)}>
      {rows.length ? (
        <ol className="space-y-16 lg:space-y-24">
          {rows.map((features, index) => (
            <li key={features[0]!.title} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <div className={cn("overflow-hidden rounded-2xl border bg-card shadow-lg", index % 2 === 1 && "lg:order-last")}>
                <BlockPicture picture={pictures[index]!} />
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
        <FeatureGrid items={block.items} columns={block.columns} />
      )}
    </Section>
  );
}

/** Each problem beside the answer to it. */
export function ProblemSolutionBlock({ block }: BlockProps<"problemSolution">) {
  const { problems, solutions } = block;
  const pairs = Array.from({ length: Math.max(problems.items.length, solutions.items.length) }, (_, index) => [problems.items[index], solutions.items[index]] as const);
  return (
    <section aria-labelledby={titleId(block)} className={cn("py-16 sm:py-20", toneClass(block))}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 grid items-end gap-2 md:grid-cols-[1fr_auto_1fr] md:gap-6">
          <h2 id={titleId(block)} className="text-headline">
            {problems.title}
          </h2>
          <ArrowRight className="hidden size-6 text-primary md:block" aria-hidden="true" />
          <h2 className="text-headline text-primary">{solutions.title}</h2>
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
  );
}

export function StepsBlock({ block }: BlockProps<"steps">) {
  return <StepsTimeline steps={{ title: block.title, items: block.items }} className={toneClass(block)} />;
}

export function TimelineBlock({ block }: BlockProps<"timeline">) {
  return (
    <Section headingId={titleId(block)} title={block.title} subtitle={block.subtitle} className={toneClass(block)}>
      <ol className="relative mx-auto max-w-3xl border-l-2 border-primary/30 pl-8">
        {block.items.map((entry) => (
          <li key={`${entry.year}-${entry.title}`} className="relative pb-10 last:pb-0">
            <span className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-background bg-primary" aria-hidden="true" />
            <p className="text-sm font-semibold text-primary">{entry.year}</p>
            <h3 className="mt-1 text-xl font-semibold">{entry.title}</h3>
            <p className="mt-2 text-muted-foreground">{entry.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function FaqBlock({ block }: BlockProps<"faq">) {
  const faq = <FaqSection items={block.items} title={block.title} />;
  return block.tone === "muted" ? <div className="bg-muted/50">{faq}</div> : faq;
}

/** A comparison: the verdict (what only one side has), then the table, row by row. */
export function ComparisonTableBlock({ block }: BlockProps<"comparisonTable">) {
  const { competitor, rows } = block;
  const verdict = verdictOf(rows);
  const figures: [number, string][] = [
    [verdict.only.length, "only in IRACONNECT"],
    [verdict.competitorOnly.length, `only in ${competitor}`],
    [verdict.both, "in both, each its own way"],
  ];
  const tableId = titleId(block);
  return (
    <>
      {block.verdict ? (
        <section aria-labelledby={`${block.id}-verdict-title`} className="border-b py-12 sm:py-16">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-12 lg:px-8">
            <div>
              <p className="text-caption font-semibold tracking-wide text-primary uppercase">The verdict</p>
              <h2 id={`${block.id}-verdict-title`} className="mt-2 text-headline">
                IRACONNECT vs {competitor} in short
              </h2>
              {block.intro ? <p className="mt-3 text-lg text-muted-foreground">{block.intro}</p> : null}
              <dl className="mt-6 grid grid-cols-3 gap-3">
                {figures.map(([count, label]) => (
                  <div key={label} className="flex flex-col-reverse rounded-xl border bg-card p-3 text-center">
                    <dt className="text-caption text-muted-foreground">{label}</dt>
                    <dd className="text-4xl font-bold text-primary tabular-nums">{count}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6">
                <a href={`#${tableId}`} className="inline-flex min-h-6 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
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
      ) : null}
      <Section headingId={tableId} title={block.title ?? `IRACONNECT vs ${competitor}: Feature by Feature`} subtitle={block.subtitle} className={toneClass(block)}>
        <div className="mx-auto max-w-5xl">
          <ComparisonTable competitor={competitor} rows={rows} />
        </div>
      </Section>
    </>
  );
}

/** Cards: a teaser (centred heading, icon cards) or links (a heading on the left, "Read more" cards). */
export function CardsBlock({ block }: BlockProps<"cards">) {
  if (block.variant === "links") {
    const heading = titleId(block);
    return (
      <Section headingId={heading} className={toneClass(block)}>
        <h2 id={heading} className="mb-8 text-2xl font-bold tracking-tight sm:text-3xl">
          {block.title}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-stagger="">
          {block.items.map((item) => (
            <li key={`${item.href}-${item.title}`} className="flex">
              <Link
                to={item.href ?? "#"}
                className="group flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary"
              >
                <span className="text-lg font-semibold">{item.title}</span>
                <span className="mt-2 flex-1 text-sm text-muted-foreground">{item.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                  Read more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  if (block.variant === "jump") {
    return (
      <Section headingId={titleId(block)} title={block.title} subtitle={block.subtitle} className={toneClass(block)}>
        <ul className={block.columns === 5 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" : balancedGrid(block.items.length)} data-stagger="">
          {block.items.map((item) => (
            <li key={item.title} id={item.anchor} className="flex scroll-mt-20 flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              {item.icon ? <IconBadge name={item.icon} /> : null}
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{item.text}</p>
              {item.href ? (
                <a
                  href={item.href}
                  // Without JavaScript a plain fragment jump; with it the scroll is smooth and the focus moves
                  // to the section, so keyboard users continue from there (app/browser/hash-scroll.ts).
                  {...dataAttr(ATTR.scrollFocus)}
                  className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline"
                >
                  Learn More<span className="sr-only"> about {item.title}</span>
                  <ArrowDown className="size-4" aria-hidden="true" />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  return (
    <Section headingId={titleId(block)} title={block.title} subtitle={block.subtitle} className={toneClass(block)}>
      <ul className={block.columns === 5 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" : balancedGrid(block.items.length)} data-stagger="">
        {block.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            {item.icon ? <IconBadge name={item.icon} /> : null}
            <h3 className="mt-4 text-lg font-semibold">
              {item.href ? (
                <Link to={item.href} className="rounded-sm hover:text-primary">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
      {block.action ? (
        <div className="mt-10 text-center">
          <CtaLink href={block.action.href}>{block.action.label}</CtaLink>
        </div>
      ) : null}
    </Section>
  );
}

/** A call to action: the closing band, or a centred panel (intro: larger, with an outline button). */
export function CtaBlock({ block }: BlockProps<"cta">) {
  if (block.style === "band") {
    return <CtaBand title={block.title} text={block.text} primary={block.primary} secondary={block.secondary} />;
  }
  const intro = block.style === "intro";
  const heading = titleId(block);
  return (
    <Section headingId={heading} className={toneClass(block)}>
      <div className={cn("mx-auto text-center", intro ? "max-w-3xl" : "max-w-2xl")}>
        <h2 id={heading} className={cn("text-3xl font-bold tracking-tight", intro && "sm:text-4xl")}>
          {block.title}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{block.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink href={block.primary.href} variant={intro ? "outline" : undefined}>
            {block.primary.label}
          </CtaLink>
          {block.secondary ? (
            <CtaLink href={block.secondary.href} variant="outline">
              {block.secondary.label}
            </CtaLink>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
