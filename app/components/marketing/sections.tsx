import { Check, ChevronRight, Star, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtImage } from "#app/components/art-image.tsx";
import { IconBadge } from "#app/components/marketing/icon.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { RowTable } from "#app/components/marketing/row-table.tsx";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion.tsx";
import type { ComparisonRow, CtaBandCopy, FaqItem, Feature, PageCopy, Testimonial } from "#app/content/types.ts";
import type { ArtPicture } from "#app/lib/art/catalog.ts";
import { trailOf, type Trail } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";

function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

/**
 * A page section labelled by its heading, so landmarks and headings agree. With a title it writes
 * the centred section heading itself; without one, a child carries the heading with `headingId`.
 */
export function Section({
  id,
  headingId,
  title,
  subtitle,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  title?: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-20", className)}>
      <Container>
        {title ? <SectionHeading id={headingId} title={title} subtitle={subtitle} /> : null}
        {children}
      </Container>
    </section>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  subtitle,
  image,
  art,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  image?: { src: string; alt: string };
  /** The page family's generated picture (a product screen, a diagram), beside the text on a desktop. */
  art?: ArtPicture;
  children?: ReactNode;
}) {
  const pictured = Boolean(image || art);
  return (
    <section aria-labelledby="page-title" className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <Container className={cn("py-16 sm:py-24", pictured && "grid items-center gap-12 lg:grid-cols-2")}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
          <h1 id="page-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 text-lg text-muted-foreground sm:text-xl">{subtitle}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? (
          <div className="overflow-hidden rounded-2xl border shadow-xl">
            <ArtImage art={art} priority />
          </div>
        ) : null}
        {image && !art ? (
          <img
            src={image.src}
            alt={image.alt}
            width={640}
            height={480}
            className="h-auto w-full rounded-xl border object-cover shadow-lg"
          />
        ) : null}
      </Container>
    </section>
  );
}

/**
 * A page below home: its breadcrumb trail, its hero (with `actions` as the hero's buttons), the
 * page's sections, and the closing call-to-action band when its copy has one.
 */
export function PageFrame({ page, actions, art, children }: { page: PageCopy; actions?: ReactNode; art?: ArtPicture; children: ReactNode }) {
  return (
    <>
      <Breadcrumbs trail={trailOf(page)} />
      {page.hero ? (
        <PageHero {...page.hero} art={art}>
          {actions}
        </PageHero>
      ) : null}
      {children}
      {page.cta ? <CtaBand {...page.cta} /> : null}
    </>
  );
}

export function Breadcrumbs({ trail }: { trail: Trail }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b bg-background">
      <Container>
        <ol className="flex flex-wrap items-center gap-1 py-3 text-sm text-muted-foreground">
          {trail.map(([name, path], index) => {
            const last = index === trail.length - 1;
            return (
              <li key={path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {name}
                  </span>
                ) : (
                  <>
                    <Link to={path} className="rounded-sm hover:text-foreground hover:underline">
                      {name}
                    </Link>
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <IconBadge name={feature.icon} />
      <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
      <p className="mt-2 text-muted-foreground">{feature.description}</p>
    </li>
  );
}

/**
 * Grid classes that leave no hole (issue 17.4): two cards a row from `sm` (an odd last card
 * centred), three from `lg` (a last row of two or one centred), four when there are exactly four.
 */
export function balancedGrid(count: number): string {
  return cn(
    "grid gap-6 sm:grid-cols-4 sm:*:col-span-2",
    count % 2 === 1 && "sm:[&>:last-child]:col-start-2",
    count === 4
      ? "lg:grid-cols-4 lg:*:col-span-1"
      : cn(
          "lg:grid-cols-6 lg:*:col-span-2",
          count % 3 === 1 ? "lg:[&>:last-child]:col-start-3" : "lg:[&>:last-child]:col-start-auto",
          count % 3 === 2 && "lg:[&>:nth-last-child(2)]:col-start-2",
        ),
  );
}

/** Feature cards, three a row (four with `columns={4}`), with no hole in the last row. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4" : balancedGrid(items.length)} data-stagger="">
      {items.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </ul>
  );
}

/** A bulleted list with check marks (or crosses for problems). */
export function CheckList({ items, tone = "positive" }: { items: string[]; tone?: "positive" | "negative" }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          {tone === "positive" ? (
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <X className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn("size-4", n <= rating ? "fill-amber-500 text-amber-500" : "text-muted-foreground")}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-stagger="">
      {items.map((t) => (
        <li key={t.name} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <figure className="flex h-full flex-col gap-4">
            <StarRating rating={t.rating} />
            <blockquote className="flex-1 text-lg leading-relaxed">“{t.content}”</blockquote>
            <figcaption>
              <span className="block font-semibold">{t.name}</span>
              <span className="block text-sm text-muted-foreground">
                {t.role}, {t.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2: one answer open at a time, and the open one can be closed again. */
function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion className="mx-auto max-w-3xl rounded-xl border bg-card px-6 text-card-foreground">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

export function FaqSection({ items, title = "Frequently Asked Questions" }: { items: FaqItem[]; title?: string }) {
  return (
    <Section headingId="faq-title" title={title}>
      <FaqAccordion items={items} />
    </Section>
  );
}

export function CtaBand({ title, text, primary, secondary }: CtaBandCopy) {
  return (
    <section aria-labelledby="cta-title" className="bg-cta text-cta-foreground">
      <Container className="py-16 text-center sm:py-20">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg opacity-95">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CtaLink href={primary.href} variant="secondary">
            {primary.label}
          </CtaLink>
          {secondary ? (
            <CtaLink
              href={secondary.href}
              variant="outline"
              className="border-cta-foreground/70 bg-transparent text-cta-foreground hover:bg-cta-foreground/10"
            >
              {secondary.label}
            </CtaLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

function ComparisonValue({ value }: { value: boolean | string }) {
  if (value === true) {
    return (
      <>
        <Check className="mx-auto size-5 text-success" aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <X className="mx-auto size-5 text-destructive" aria-hidden="true" />
        <span className="sr-only">No</span>
      </>
    );
  }
  return <>{value}</>;
}

export function ComparisonTable({ competitor, rows }: { competitor: string; rows: ComparisonRow[] }) {
  return (
    <RowTable
      caption={`IRACONNECT compared with ${competitor}, feature by feature`}
      className="rounded-xl bg-card text-card-foreground"
      // Three columns from `sm`; on a phone each feature's name spans its row and the two answers
      // sit side by side under it, so both products stay in view without sideways scrolling.
      tableClassName="table-fixed"
      rowClassName="max-sm:grid max-sm:grid-cols-2"
      rowHeaderClassName="max-sm:col-span-2 max-sm:pb-1 max-sm:font-semibold"
      columns={[
        { label: "Feature", className: "w-[40%] max-sm:sr-only" },
        { label: "IRACONNECT", className: "text-center text-primary", cellClassName: "text-center break-words bg-primary/5" },
        { label: competitor, className: "text-center", cellClassName: "text-center break-words text-muted-foreground" },
      ]}
      rows={rows}
      rowKey={(row) => row.feature}
      cells={(row) => [row.feature, <ComparisonValue value={row.iraconnect} />, <ComparisonValue value={row.competitor} />]}
    />
  );
}
