import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalSection } from "#app/components/marketing/legal-parts.tsx";
import { PageFrame } from "#app/components/marketing/sections.tsx";
import { LEGAL_UPDATED, privacyContact, terms, termsPage } from "#app/content/legal.ts";
import { formatPostDate } from "#app/lib/content.ts";
import { paths } from "#app/lib/paths.ts";
import { pageSeo } from "#app/lib/seo.ts";

export function meta(): Route.MetaDescriptors {
  return pageSeo(termsPage);
}

export default function Terms() {
  return (
    <PageFrame page={termsPage}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={LEGAL_UPDATED}>{formatPostDate(LEGAL_UPDATED)}</time>
        </p>
        {terms.map((term, index) => (
          <LegalSection key={term.heading} id={`term-${index + 1}`} title={term.heading}>
            <p>{term.text}</p>
          </LegalSection>
        ))}
        <LegalSection id="term-contact" title="Contact and privacy">
          <p>
            Questions about these terms: {privacyContact.email}. How we handle personal data is in our{" "}
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
