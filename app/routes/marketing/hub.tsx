import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/hub";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { PageFrame, Section } from "#app/components/marketing/sections.tsx";
import { getMarketingPage, marketingPages } from "#app/content/marketing-pages.ts";
import { hubPages } from "#app/content/pages/hubs.ts";
import { heroArtFor } from "#app/lib/art/hero.ts";
import { productMenuBlocks } from "#app/lib/navigation.ts";
import { hubFamilies, type HubFamily, paths } from "#app/lib/paths.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

type HubEntry = { path: string; title: string; line: string };
type HubGroup = { title: string | null; entries: HubEntry[] };

function entryOf(path: string): HubEntry | null {
  const page = getMarketingPage(path);
  return page ? { path: page.path, title: page.breadcrumb, line: page.meta.description } : null;
}

/** A family's pages; features grouped by the product they belong to, as the Products menu groups them. */
function groupsOf(family: HubFamily): HubGroup[] {
  if (family === "features") {
    return productMenuBlocks.flatMap((block) => {
      const entries = block.sections
        .filter((section) => section.title === "Features")
        .flatMap((section) => section.links.map((link) => entryOf(link.href)))
        .filter((entry): entry is HubEntry => entry !== null);
      return entries.length ? [{ title: block.title, entries }] : [];
    });
  }
  return [{ title: null, entries: marketingPages.filter((page) => page.family === family).map((page) => entryOf(page.path)!) }];
}

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

/**
 * The hub of a template family (/solutions, /features, ...): its pages with a line each. Content is
 * read in the loader, so the pages are prerendered and the browser bundle stays small.
 */
export function loader({ url }: Route.LoaderArgs) {
  const family = hubFamilies.find((name) => paths.hub(name) === url.pathname.replace(/\/+$/, ""));
  if (!family) throw data(null, { status: 404 });
  return { family, page: hubPages[family], groups: groupsOf(family), art: heroArtFor(paths.hub(family)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return pageSeo(loaderData.page, { site: siteSettingsOf(matches) });
}

export default function HubRoute({ loaderData }: Route.ComponentProps) {
  const { page, groups, family, art } = loaderData;
  return (
    <PageFrame
      page={page}
      art={art}
      actions={
        <>
          <CtaLink href={paths.contact}>Book a Demo</CtaLink>
          <CtaLink href={paths.products} variant="outline">
            All Products
          </CtaLink>
        </>
      }
    >
      {groups.map((group, index) => {
        const headingId = `${family}-group-${index}`;
        return (
          <Section key={headingId} headingId={headingId} className={index % 2 === 1 ? "bg-muted/50" : undefined}>
            <h2 id={headingId} className="mb-8 text-2xl font-bold tracking-tight sm:text-3xl">
              {group.title ?? `${page.name}: ${group.entries.length} pages`}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-stagger="">
              {group.entries.map((entry) => (
                <li key={entry.path} className="flex">
                  <Link
                    to={entry.path}
                    className="group flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary"
                  >
                    <span className="text-lg font-semibold">{entry.title}</span>
                    <span className="mt-2 flex-1 text-sm text-muted-foreground">{entry.line}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary">
                      Read more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
    </PageFrame>
  );
}
