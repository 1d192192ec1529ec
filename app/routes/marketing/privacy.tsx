import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalSection } from "#app/components/marketing/legal-parts.tsx";
import { PageFrame } from "#app/components/marketing/sections.tsx";
import { cookiesUsed, visitStatistics, formsData, LEGAL_UPDATED, privacyContact, privacyPage, rights, RETENTION_MONTHS, type FormKey } from "#app/content/legal.ts";
import { formatPostDate } from "#app/lib/content.ts";
import { paths } from "#app/lib/paths.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { addressLine } from "#app/lib/company.ts";
import { useSiteSettings } from "#app/lib/site-settings.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return pageSeo(privacyPage, { site });
}

const FORMS: FormKey[] = ["contact", "iraconnect", "newsletter"];

export default function Privacy() {
  // The company's facts as staff set them (issue 14.8).
  const site = useSiteSettings();
  return (
    <PageFrame page={privacyPage}>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={LEGAL_UPDATED}>{formatPostDate(LEGAL_UPDATED)}</time>
        </p>

        <LegalSection id="who" title="Who is responsible">
          <p>
            {site.legalName}, {addressLine(site)}, is responsible for the personal data this
            website collects. Write to{" "}
            <a href={`mailto:${site.email}`} className="text-primary underline underline-offset-2">
              {site.email}
            </a>{" "}
            or call {site.phone} about anything on this page.
          </p>
        </LegalSection>

        <LegalSection id="forms" title="What each form keeps">
          <p>
            Reading the site needs no personal data. We keep personal data only when you send one of these forms, and use it only for
            the purpose given.
          </p>
          {FORMS.map((key) => {
            const form = formsData[key];
            return (
              <div key={key} id={`${key}-data`} className="scroll-mt-24 rounded-lg border p-5">
                <h3 className="text-lg font-semibold text-foreground">{form.name}</h3>
                <p className="mt-2">We keep:</p>
                <ul className="mt-1 list-disc space-y-1 pl-6">
                  {form.keeps.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="mt-2">
                  <strong className="text-foreground">Why:</strong> {form.purpose}
                </p>
                <p className="mt-1">
                  <strong className="text-foreground">How long:</strong> {form.retention}
                </p>
              </div>
            );
          })}
        </LegalSection>

        <LegalSection id="retention" title="How long we keep it">
          <p>
            IRACONNECT signups and contact messages are deleted {RETENTION_MONTHS} months after they were sent. Queued e-mails to you
            are deleted with the record they belong to.
          </p>
        </LegalSection>

        <LegalSection id="cookies" title="Cookies">
          <p>We set only our own cookies, and no advertising or third-party tracking scripts run on this site.</p>
          <ul className="list-disc space-y-1 pl-6">
            {cookiesUsed.map((cookie) => (
              <li key={cookie.name}>
                <strong className="text-foreground">{cookie.name}:</strong> {cookie.purpose} ({cookie.lasts})
              </li>
            ))}
          </ul>
        </LegalSection>

        <LegalSection id="statistics" title="Visit statistics">
          <ul className="list-disc space-y-1 pl-6">
            {visitStatistics.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </LegalSection>

        <LegalSection id="sharing" title="Who else sees it">
          <p>
            Our staff, and the companies that host our servers and send our e-mail, under contracts that let them use it only for us.
            We never sell personal data. Data may be processed in India and in the countries of those providers, with safeguards
            required by the UK and EU GDPR and India's Digital Personal Data Protection Act.
          </p>
        </LegalSection>

        <LegalSection id="rights" title="Your rights">
          <ul className="list-disc space-y-1 pl-6">
            {rights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
          <p>
            To make a request, e-mail{" "}
            <a href={`mailto:${site.email}`} className="text-primary underline underline-offset-2">
              {site.email}
            </a>{" "}
            from the address it concerns, or use the{" "}
            <Link to={privacyContact.path} className="text-primary underline underline-offset-2">
              contact form
            </Link>
            . We answer within 30 days. See also our{" "}
            <Link to={paths.terms} className="text-primary underline underline-offset-2">
              terms of use
            </Link>
            .
          </p>
        </LegalSection>
      </div>
    </PageFrame>
  );
}
