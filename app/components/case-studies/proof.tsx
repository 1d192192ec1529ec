/**
 * Proof where buyers look (issue 17.3): the results band (the strongest numbers of the published
 * case studies, each linking to its case study, with the client's mark) and a compact card of one
 * related case study. Server-rendered markup only: no state, no effects.
 */
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { MediaImage } from "#app/components/media-image.tsx";
import { cn } from "#app/lib/utils.ts";
import type { ClientMarkData, ProofItem, ProofNumber, RelatedStudy } from "#app/services/proof.server.ts";

const SHAPE_CLASS: Record<ClientMarkData["shape"], string> = {
  circle: "rounded-full",
  rounded: "rounded-xl",
  hexagon: "[clip-path:polygon(50%_0,93.3%_25%,93.3%_75%,50%_100%,6.7%_75%,6.7%_25%)]",
  diamond: "rounded-md [clip-path:polygon(50%_0,100%_50%,50%_100%,0_50%)]",
};

/**
 * A client's mark: its logo when the case study has one, else its initials in a generated shape
 * and colour (app/lib/art/monogram.server.ts picks both from the name). Decorative: the name is
 * always printed beside it.
 */
export function ClientMark({ client, size = "md" }: { client: ClientMarkData; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-9 text-xs" : "size-11 text-sm";
  if (client.logo) {
    return (
      <span className={cn("block shrink-0 overflow-hidden rounded-md", box)} aria-hidden="true">
        <MediaImage image={client.logo} decorative sizes={size === "sm" ? "36px" : "44px"} className="size-full object-contain" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center font-bold tracking-tight text-white", box, SHAPE_CLASS[client.shape])}
      style={{ backgroundColor: `oklch(0.5 0.15 ${client.hue})` }}
      data-monogram=""
    >
      {client.initials}
    </span>
  );
}

/** "3 weeks → 40 minutes", read aloud as "3 weeks to 40 minutes". */
export function BeforeAfter({ result, className }: { result: ProofNumber; className?: string }) {
  if (!result.beforeValue && !result.afterValue) return null;
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      {result.beforeValue}
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      {result.afterValue}
    </p>
  );
}

/**
 * The results band: the strongest numbers of the published case studies, strongest first, each
 * a link to its case study. Nothing at all when no published case study has a number.
 */
export function ResultsBand({
  items,
  headingId = "results-title",
  title = "Results Our Clients Measured",
  subtitle = "The strongest numbers from our published case studies, before and after our work.",
  className,
}: {
  items: readonly ProofItem[];
  headingId?: string;
  title?: string;
  subtitle?: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn("border-y bg-muted/50 py-14 sm:py-16", className)} data-proof-band="">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-muted-foreground">{subtitle}</p>
          </div>
          <Link to="/case-studies" className="inline-flex shrink-0 items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline sm:self-auto">
            All case studies <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {items.map((item) => (
            <li key={`${item.caseStudyId}-${item.metric}`} className="min-w-0">
              <Link
                to={item.href}
                className="group flex h-full flex-col rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:p-5"
              >
                <span className="text-3xl font-bold tracking-tight text-primary tabular-nums sm:text-5xl" data-proof-figure="">
                  {item.figure}
                </span>
                <span className="mt-2 text-sm font-semibold leading-snug sm:text-base">{item.metric}</span>
                <BeforeAfter result={item} className="mt-1" />
                <span className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row sm:items-center sm:gap-3 sm:pt-5">
                  <ClientMark client={item.client} size="sm" />
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium">{item.client.name}</span>
                    <span className="block text-muted-foreground group-hover:text-primary group-hover:underline">
                      Read the case study<span className="sr-only">: {item.title}</span>
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One related case study: the client, the title, its strongest number and a link to it. */
export function RelatedCaseStudyCard({ study, headingLevel = 3, className }: { study: RelatedStudy; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = study.match === "related" ? "Related case study" : "Featured case study";
  return (
    <article className={cn("rounded-xl border bg-card p-6 text-card-foreground shadow-sm", className)} data-related-case-study={study.id}>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{label}</p>
      <div className="mt-4 flex items-center gap-3">
        <ClientMark client={study.client} />
        <div className="min-w-0">
          <p className="font-medium">{study.client.name}</p>
          {study.facets.length > 0 ? <p className="text-sm text-muted-foreground">{study.facets.join(" · ")}</p> : null}
        </div>
      </div>
      <Heading className="mt-4 text-lg font-semibold leading-snug">{study.title}</Heading>
      {study.result ? (
        <div className="mt-4 rounded-lg bg-muted/60 p-4">
          <p className="text-3xl font-bold tracking-tight text-primary tabular-nums" data-proof-figure="">
            {study.result.figure}
          </p>
          <p className="mt-1 text-sm font-medium">{study.result.metric}</p>
          <BeforeAfter result={study.result} />
        </div>
      ) : study.subtitle ? (
        <p className="mt-2 text-sm text-muted-foreground">{study.subtitle}</p>
      ) : null}
      <Link to={study.href} className="mt-5 inline-flex items-center gap-1 rounded-sm font-medium text-primary hover:underline">
        Read the case study<span className="sr-only">: {study.title}</span> <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
