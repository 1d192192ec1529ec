import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalSection } from "#app/components/marketing/legal-parts.tsx";
import { PageFrame } from "#app/components/marketing/sections.tsx";
import { LEGAL_UPDATED, termsFor, termsPage } from "#app/content/legal.ts";
import { formatPostDate } from "#app/lib/content.ts";
import { paths } from "#app/lib/paths.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return pageSeo(termsPage, { site });
}

export default function Terms() {
  // The company's facts as staff set them (issue 14.8).
  const site = useSiteSettings();
  return (
    <PageFrame page={termsPage}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={LEGAL_UPDATED}>{formatPostDate(LEGAL_UPDATED)}</time>
        </p>
        {termsFor(site).map((term, index) => (
          <LegalSection key={term.heading} id={`term-${index + 1}`} title={term.heading}>
            <p>{term.text}</p>
          </LegalSection>
        ))}
        <LegalSection id="term-contact" title="Contact and privacy">
          <p>
            Questions about these terms:{" "}
            <a href={`mailto:${site.email}`} className="text-primary underline underline-offset-2">
              {site.email}
            </a>
            . How we handle personal data is in our{" "}
            <Link to={paths.privacy} className="text-primary underline underline-offset-2">
              privacy policy
            </Link>
            .
          </p>
        </LegalSection>
      </div>
    </PageFrame>
  );
}
