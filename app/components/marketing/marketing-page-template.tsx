import type { ComponentType } from "react";
import { RelatedCaseStudy } from "#app/components/case-studies/related-case-study.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { CompareBody, type FamilyBodyProps, MigrateBody, ProblemSolutionBody, StoryBody } from "#app/components/marketing/families.tsx";
import { Breadcrumbs, CtaBand, FaqSection, PageHero, Section, Testimonials } from "#app/components/marketing/sections.tsx";
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

/** Each family's own body between the hero and the closing sections (issue 17.4, families.tsx). */
const familyBodies: Record<MarketingPage["family"], ComponentType<FamilyBodyProps>> = {
  products: StoryBody,
  features: StoryBody,
  compare: CompareBody,
  migrate: MigrateBody,
  solutions: ProblemSolutionBody,
  industries: ProblemSolutionBody,
};

/**
 * The one template behind all product, solution, feature, comparison, migration and industry
 * pages: the shared hero, the family's body, then the shared testimonials, FAQ and closing band.
 */
export function MarketingPageTemplate({ page, art, story = [] }: { page: MarketingPage; art?: ArtPicture; story?: ArtPicture[] }) {
  const primary = page.hero.primaryCta ?? DEFAULT_PRIMARY_CTA;
  const secondary = page.hero.secondaryCta ?? DEFAULT_SECONDARY_CTA;
  const Body = familyBodies[page.family];
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

      <Body page={page} story={story} />

      {page.testimonials?.length ? (
        <Section headingId="testimonials-title" title="What Our Users Say">
          <Testimonials items={page.testimonials} />
        </Section>
      ) : null}

      <RelatedCaseStudy />
      <FaqSection items={page.faqs} />
      <CtaBand title={page.cta.title} text={page.cta.text} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}
