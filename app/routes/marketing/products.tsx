import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/products";
import { ArtImage } from "#app/components/art-image.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { CheckList, FeatureGrid, PageFrame } from "#app/components/marketing/sections.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { productSections } from "#app/content/marketing/products.ts";
import { productsPage } from "#app/content/pages/products.ts";
import type { ProductSection } from "#app/content/types.ts";
import { productArt } from "#app/lib/art/catalog.ts";
import { iraconnectProductJsonLd } from "#app/lib/product-jsonld.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { cn } from "#app/lib/utils.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

/** No React in the browser: its tabs and links are the page script's (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return pageSeo(productsPage, { site, jsonLd: [iraconnectProductJsonLd(undefined, site)] });
}

function ProductBlock({ product, shaded }: { product: ProductSection; shaded: boolean }) {
  const titleId = `${product.id}-title`;
  return (
    <section id={product.id} aria-labelledby={titleId} className={cn("scroll-mt-20 py-16 sm:py-20", shaded && "bg-muted/50")}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">{product.tagline}</p>
            <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {product.name}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{product.description}</p>
          </div>
          <div className={cn("overflow-hidden rounded-2xl border shadow-lg", shaded && "lg:order-first")}>
            <ArtImage art={productArt[product.id].card} />
          </div>
        </div>

        <Tabs defaultValue="platform" className="mt-10">
          <TabsList aria-label={`${product.name} details`}>
            <TabsTrigger value="platform">Platform</TabsTrigger>
            <TabsTrigger value="features">Features</TabsTrigger>
            <TabsTrigger value="benefits">Benefits</TabsTrigger>
          </TabsList>
          <TabsContent value="platform" title="Platform">
            <div className="grid gap-8 rounded-xl border bg-card p-8 text-card-foreground lg:grid-cols-2">
              <div>
                <h3 className="text-2xl font-semibold">{product.platform.title}</h3>
                <p className="mt-3 text-muted-foreground">{product.platform.text}</p>
              </div>
              <CheckList items={product.platform.points} />
            </div>
          </TabsContent>
          <TabsContent value="features" title="Features">
            <FeatureGrid items={product.features} />
          </TabsContent>
          <TabsContent value="benefits" title="Benefits">
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-stagger="">
              {product.benefits.map((group) => (
                <li key={group.audience} className="rounded-xl border bg-card p-6 text-card-foreground">
                  <h3 className="mb-4 text-lg font-semibold">For {group.audience}</h3>
                  <CheckList items={group.items} />
                </li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>

        <div className="mt-10 flex flex-wrap gap-3">
          <CtaLink href="/contact">Request a Demo</CtaLink>
          <CtaLink href={product.nextStep.href} variant="outline">
            {product.nextStep.label}
          </CtaLink>
          <Link
            to={product.path}
            className="inline-flex h-11 items-center gap-1 rounded-md px-2 font-medium text-primary hover:underline"
          >
            More about {product.name} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Products() {
  return (
    <PageFrame
      page={productsPage}
      art={productArt.iraconnect.screen}
      actions={
        <>
          <CtaLink href="#iraconnect">IRACONNECT</CtaLink>
          <CtaLink href="#irasecure" variant="outline">
            IRASECURE
          </CtaLink>
          <CtaLink href="#ira-migrate" variant="outline">
            IRA Migrate
          </CtaLink>
        </>
      }
    >
      {/* The site script (app/browser/hash-scroll.ts) scrolls to the section the address names once the page has laid out (SPEC §9). */}
      <div {...dataAttr(ATTR.hashScroll)}>
        {productSections.map((product, index) => (
          <ProductBlock key={product.id} product={product} shaded={index % 2 === 1} />
        ))}
      </div>
    </PageFrame>
  );
}
