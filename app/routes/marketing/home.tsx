import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { loaderHeaders, PRIVATE_NO_STORE } from "#app/lib/http.ts";
import type { Route } from "./+types/home";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { ArtImage } from "#app/components/art-image.tsx";
import { IconBadge } from "#app/components/marketing/icon.tsx";
import { balancedGrid, CtaBand, FeatureGrid, PageHero, Section } from "#app/components/marketing/sections.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { home } from "#app/content/home.ts";
import { homeHeroArt, productArt } from "#app/lib/art/catalog.ts";
import { homePage } from "#app/content/pages/home.ts";
import { productCards } from "#app/content/products.ts";
import { services } from "#app/content/services.ts";
import { organizationJsonLd, seo, websiteJsonLd } from "#app/lib/seo.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import { PostCard } from "#app/components/blog/post-parts.tsx";
import { CaseStudyCard } from "#app/components/case-studies/case-study-card.tsx";
import { listFeaturedPosts } from "#app/models/blog-posts.server.ts";
import { listFeaturedCaseStudies } from "#app/models/case-studies.server.ts";
import { caseStudyCards, postCards } from "#app/services/article-pages.server.ts";
import { proofBand } from "#app/services/proof.server.ts";
import { ResultsBand } from "#app/components/case-studies/proof.tsx";
import { logger } from "#app/services/logger.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

/**
 * The featured case studies and posts (issue 14.7). The page is kept in the HTML cache, dropped
 * whenever a post or case study changes (app/lib/paths.ts `cacheTopicsFor`), so it is not
 * prerendered. The results band (issue 17.3) comes from the published case studies' results.
 * Without the database the page still shows, without the bands.
 */
export async function loader() {
  try {
    const [posts, studies, proof] = await Promise.all([listFeaturedPosts(3), listFeaturedCaseStudies(3), proofBand()]);
    const [postItems, studyItems] = await Promise.all([postCards(posts), caseStudyCards(studies)]);
    return data({ featured: { posts: postItems, studies: studyItems }, proof }, { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
  } catch (error) {
    logger.error({ err: error }, "home page featured content failed");
    // This answer only (private, no-store): the HTML cache does not keep it, so the band is back once the database is.
    return data({ featured: { posts: [], studies: [] }, proof: [] }, { headers: PRIVATE_NO_STORE });
  }
}

export const headers = loaderHeaders;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return seo({ ...homePage.meta, path: homePage.path, site, jsonLd: [organizationJsonLd(site), websiteJsonLd(site)] });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { posts, studies } = loaderData.featured;
  const { proof } = loaderData;
  return (
    <>
      <PageHero title={home.hero.title} subtitle={home.hero.subtitle} art={homeHeroArt}>
        <Button asChild size="lg">
          <Link to="/contact">
            Get in Touch <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <CtaLink href="/services" variant="outline">
          Explore Our Services
        </CtaLink>
      </PageHero>

      <ResultsBand items={proof} />

      <Section headingId="intro-title">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="intro-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {home.intro.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{home.intro.text}</p>
          <CtaLink href="/about" variant="outline" className="mt-8">
            Learn About Us
          </CtaLink>
        </div>
      </Section>

      <Section headingId="products-title" className="bg-muted/50" title={home.products.title} subtitle={home.products.subtitle}>
        <ul className="grid gap-6 md:grid-cols-2" data-stagger="">
          {productCards.map((product) => (
            <li key={product.name} className="flex flex-col overflow-hidden rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
              <div className="-mx-8 -mt-8 mb-6 border-b">
                <ArtImage art={productArt[product.anchor].card} />
              </div>
              <IconBadge name={product.icon} />
              <h3 className="mt-4 text-2xl font-semibold">{product.name}</h3>
              <p className="mt-3 flex-1 text-muted-foreground">{product.description}</p>
              <Link
                to={product.href}
                className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline"
              >
                Discover {product.name} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section headingId="services-title" title={home.servicesTeaser.title} subtitle={home.servicesTeaser.subtitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-stagger="">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <IconBadge name={service.icon} />
              <h3 className="mt-4 text-lg font-semibold">
                <Link to={`/services#${service.id}-details`} className="rounded-sm hover:text-primary">
                  {service.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{service.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <CtaLink href="/services">View All Services</CtaLink>
        </div>
      </Section>

      <Section headingId="why-title" className="bg-muted/50" title={home.whyChoose.title}>
        <FeatureGrid items={home.whyChoose.items} columns={4} />
      </Section>

      {posts.length + studies.length > 0 ? (
        <Section headingId="featured-title" title="Featured Work and Insights" subtitle="Selected case studies and articles from our team.">
          {/* Up to three case studies and three posts: rows without a hole (four are four across). */}
          <ul className={balancedGrid(studies.length + posts.length)} data-stagger="">
            {studies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} headingLevel={3} />
              </li>
            ))}
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand
        title={home.closing.title}
        text={home.closing.text}
        primary={{ label: "Get in Touch", href: "/contact" }}
        secondary={{ label: "Explore Our Services", href: "/services" }}
      />
    </>
  );
}
