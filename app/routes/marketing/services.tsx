import { ArrowDown } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/services";
import { ResultsBand, RelatedCaseStudyCard } from "#app/components/case-studies/proof.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { IconBadge } from "#app/components/marketing/icon.tsx";
import { ArtImage } from "#app/components/art-image.tsx";
import { CheckList, PageFrame, Section } from "#app/components/marketing/sections.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { servicesPage } from "#app/content/pages/services.ts";
import { services } from "#app/content/services.ts";
import type { Service } from "#app/content/types.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { serviceArt, type ServiceArtId } from "#app/lib/art/catalog.ts";
import { loaderHeaders, PRIVATE_NO_STORE } from "#app/lib/http.ts";
import { cn } from "#app/lib/utils.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import { logger } from "#app/services/logger.server.ts";
import { servicesProof, type RelatedStudy } from "#app/services/proof.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

/** No React in the browser: its tabs and links are the page script's (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

/**
 * The results band and the case study under each service (issue 17.3), from the published case
 * studies. The page is kept in the HTML cache under the topic "case-studies" (not prerendered);
 * without the database it still shows, without them.
 */
export async function loader() {
  try {
    const proof = await servicesProof(services.map((service) => service.id));
    return data(proof, { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
  } catch (error) {
    logger.error({ err: error }, "services page proof failed");
    return data({ band: [], related: {} as Record<string, RelatedStudy | null> }, { headers: PRIVATE_NO_STORE });
  }
}

export const headers = loaderHeaders;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return pageSeo(servicesPage, {
    site,
    jsonLd: [
      {
        "@type": "ItemList",
        itemListElement: services.map((service, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: { "@type": "Service", name: service.title, description: service.description, provider: { "@type": "Organization", name: site.name } },
        })),
      },
    ],
  });
}

function ServiceCard({ service }: { service: Service }) {
  const detailsId = `${service.id}-details`;
  return (
    <li id={service.id} className="flex scroll-mt-20 flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <IconBadge name={service.icon} />
      <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{service.description}</p>
      <a
        href={`#${detailsId}`}
        // Without JavaScript a plain fragment jump; with it the scroll is smooth and the focus moves
        // to the section, so keyboard users continue from there (app/browser/hash-scroll.ts).
        {...dataAttr(ATTR.scrollFocus)}
        className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline"
      >
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowDown className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}

function ServiceDetails({ service, shaded, related }: { service: Service; shaded: boolean; related: RelatedStudy | null }) {
  const detailsId = `${service.id}-details`;
  const titleId = `${detailsId}-title`;
  return (
    <section
      id={detailsId}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn("scroll-mt-20 py-16 outline-none sm:py-20", shaded && "bg-muted/50")}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:items-start lg:px-8">
        <div className="lg:col-span-3">
          <div className="flex items-center gap-4">
            <IconBadge name={service.icon} />
            <h2 id={titleId} className="text-3xl font-bold tracking-tight">
              {service.title}
            </h2>
          </div>
          <p className="mt-4 text-lg text-muted-foreground">{service.description}</p>
          <Tabs defaultValue="process" className="mt-8">
            <TabsList aria-label={`${service.title}: process and technologies`}>
              <TabsTrigger value="process">Our Process</TabsTrigger>
              <TabsTrigger value="technologies">Technologies</TabsTrigger>
            </TabsList>
            <TabsContent value="process" title="Our Process">
              <ol className="space-y-3">
                {service.process.map((step, index) => (
                  <li key={step} className="flex gap-4 rounded-lg border bg-card p-4 text-card-foreground">
                    <span
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span className="self-center">{step}</span>
                  </li>
                ))}
              </ol>
            </TabsContent>
            <TabsContent value="technologies" title="Technologies">
              <ul className="flex flex-wrap gap-2">
                {service.technologies.map((tech) => (
                  <li key={tech} className="rounded-full border bg-card px-4 py-2 text-sm font-medium text-card-foreground">
                    {tech}
                  </li>
                ))}
              </ul>
            </TabsContent>
          </Tabs>
        </div>
        <div className="space-y-6 lg:col-span-2 lg:row-span-2">
          {/* How the service's systems fit together: a diagram drawn for it (app/lib/art). */}
          <div className="overflow-hidden rounded-xl border shadow-sm">
            <ArtImage art={serviceArt[service.id as ServiceArtId]} />
          </div>
          <div className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
            <h3 className="text-xl font-semibold">Key Benefits</h3>
            <div className="mt-4">
              <CheckList items={service.benefits} />
            </div>
            <CtaLink href="/contact" className="mt-8 w-full">
              Inquire<span className="sr-only"> about {service.title}</span>
            </CtaLink>
          </div>
        </div>
        {/* After the diagram and benefits on a phone; under the process on a desktop. */}
        {related ? <RelatedCaseStudyCard study={related} className="lg:col-span-3" /> : null}
      </div>
    </section>
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { band, related } = loaderData;
  return (
    <PageFrame page={servicesPage}>
      <Section headingId="services-overview-title" title="What We Offer" subtitle="Pick a service to see how we work and the tools we use.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-stagger="">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </Section>
      <ResultsBand items={band} headingId="services-results-title" />
      {services.map((service, index) => (
        <ServiceDetails key={service.id} service={service} shaded={index % 2 === 1} related={related[service.id] ?? null} />
      ))}
    </PageFrame>
  );
}
