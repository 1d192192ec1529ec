import type { Route } from "./+types/about";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { FeatureGrid, PageFrame, Section } from "#app/components/marketing/sections.tsx";
import { about } from "#app/content/home.ts";
import { aboutPage } from "#app/content/pages/about.ts";
import { timeline } from "#app/content/timeline.ts";
import { organizationJsonLd, pageSeo } from "#app/lib/seo.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return pageSeo(aboutPage, { site, jsonLd: [organizationJsonLd(site)] });
}

export default function About() {
  return (
    <PageFrame page={aboutPage}>

      <Section headingId="story-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {about.story.title}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted-foreground">
              {about.story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="grid content-start gap-6">
            <div className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
              <h3 className="text-xl font-semibold">Our Mission</h3>
              <p className="mt-3 text-muted-foreground">{about.mission}</p>
            </div>
            <div className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
              <h3 className="text-xl font-semibold">Our Vision</h3>
              <p className="mt-3 text-muted-foreground">{about.vision}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section headingId="values-title" className="bg-muted/50" title="What We Value">
        <FeatureGrid items={about.values} columns={4} />
      </Section>

      <Section headingId="timeline-title" title="Our Journey" subtitle="Seven milestones from a Chennai start-up to a global team.">
        <ol className="relative mx-auto max-w-3xl border-l-2 border-primary/30 pl-8">
          {timeline.map((entry) => (
            <li key={entry.year} className="relative pb-10 last:pb-0">
              <span className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-background bg-primary" aria-hidden="true" />
              <p className="text-sm font-semibold text-primary">{entry.year}</p>
              <h3 className="mt-1 text-xl font-semibold">{entry.title}</h3>
              <p className="mt-2 text-muted-foreground">{entry.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section headingId="join-title" className="bg-muted/50">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="join-title" className="text-3xl font-bold tracking-tight">
            Join Our Team
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            We are hiring engineers who like to own what they build. See our open positions and benefits.
          </p>
          <CtaLink href="/careers" className="mt-8">
            View Careers
          </CtaLink>
        </div>
      </Section>
    </PageFrame>
  );
}
