import { RelatedCaseStudy } from "#app/components/case-studies/related-case-study.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import {
  Breadcrumbs,
  CheckList,
  ComparisonTable,
  CtaBand,
  FaqSection,
  FeatureGrid,
  PageHero,
  Section,
  StepCards,
  Testimonials,
} from "#app/components/marketing/sections.tsx";
import type { Cta, MarketingPage } from "#app/content/types.ts";
import type { ArtPicture } from "#app/lib/art/catalog.ts";
import { hubNames } from "#app/lib/navigation.ts";
import { paths } from "#app/lib/paths.ts";

/** SPEC §9: the hero's default buttons. */
const DEFAULT_PRIMARY_CTA: Cta = { label: "Book a Demo", href: "/contact" };
const DEFAULT_SECONDARY_CTA: Cta = { label: "Learn More", href: "/products/ira-connect" };

/** Home → the family's index (/products, or its hub: /solutions, /features...) → page. */
export function marketingBreadcrumbs(page: MarketingPage): [string, string][] {
  const trail: [string, string][] = [["Home", paths.home]];
  if (page.family === "products") trail.push(["Products", paths.products]);
  else trail.push([hubNames[page.family], paths.hub(page.family)]);
  trail.push([page.breadcrumb, page.path]);
  return trail;
}

/** The one template behind all product, solution, feature, comparison, migration and industry pages. */
export function MarketingPageTemplate({ page, art }: { page: MarketingPage; art?: ArtPicture }) {
  const primary = page.hero.primaryCta ?? DEFAULT_PRIMARY_CTA;
  const secondary = page.hero.secondaryCta ?? DEFAULT_SECONDARY_CTA;
  return (
    <>
      <Breadcrumbs trail={marketingBreadcrumbs(page)} />
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} image={page.hero.image} art={art}>
        <CtaLink href={primary.href}>{primary.label}</CtaLink>
        <CtaLink href={secondary.href} variant="outline">
          {secondary.label}
          {/* 'Learn More' alone says nothing out of context (screen-reader link lists, SEO audits). */}
          {secondary === DEFAULT_SECONDARY_CTA ? <span className="sr-only"> about IRACONNECT</span> : null}
        </CtaLink>
      </PageHero>

      {page.problems || page.solutions ? (
        <section aria-label="Challenges and how we solve them" className="py-16 sm:py-20">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
            {page.problems ? (
              <div className="rounded-xl border bg-card p-8 text-card-foreground">
                <h2 className="mb-6 text-2xl font-bold">{page.problems.title}</h2>
                <CheckList items={page.problems.items} tone="negative" />
              </div>
            ) : null}
            {page.solutions ? (
              <div className="rounded-xl border bg-card p-8 text-card-foreground">
                <h2 className="mb-6 text-2xl font-bold">{page.solutions.title}</h2>
                <CheckList items={page.solutions.items} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <Section headingId="features-title" className={page.problems || page.solutions ? "bg-muted/50" : undefined} title={page.features.title} subtitle={page.features.subtitle}>
        <FeatureGrid items={page.features.items} columns={page.features.items.length === 4 ? 4 : 3} />
      </Section>

      {page.comparison ? (
        <Section headingId="comparison-title" title={`IRACONNECT vs ${page.comparison.competitor}: Feature by Feature`}>
          <ComparisonTable competitor={page.comparison.competitor} rows={page.comparison.rows} />
        </Section>
      ) : null}

      {page.steps ? (
        <Section headingId="steps-title" title={page.steps.title}>
          <StepCards items={page.steps.items} />
        </Section>
      ) : null}

      {page.testimonials?.length ? (
        <Section headingId="testimonials-title" className="bg-muted/50" title="What Our Users Say">
          <Testimonials items={page.testimonials} />
        </Section>
      ) : null}

      <RelatedCaseStudy />
      <FaqSection items={page.faqs} />
      <CtaBand title={page.cta.title} text={page.cta.text} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
