import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { data, useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactFormIsland } from "#app/islands/contact-form.tsx";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { MapFacade } from "#app/components/marketing/map-facade.tsx";
import { FaqSection, PageFrame, Section } from "#app/components/marketing/sections.tsx";
import { contactFaqsFor } from "#app/content/faqs.ts";
import { contactDescription, contactPage } from "#app/content/pages/contact.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { faqJsonLd, organizationJsonLd, pageSeo } from "#app/lib/seo.ts";
import { addressLine as addressLineOf, officeHoursText } from "#app/lib/company.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import { sendContactMessage } from "#app/services/contact.server.ts";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  const page = { ...contactPage, meta: { ...contactPage.meta, description: contactDescription(site) } };
  return pageSeo(page, { site, jsonLd: [organizationJsonLd(site), faqJsonLd(contactFaqsFor(site))] });
}

function ContactItem({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <p className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="block text-sm text-muted-foreground">{label}</span>
        {children}
      </span>
    </p>
  );
}

function OfficeHours() {
  const site = useSiteSettings();
  return (
    <dl className="grid gap-2 rounded-xl border bg-card p-6 text-card-foreground">
      {site.officeHours.map((row) => (
        <div key={row.days} className="flex flex-wrap justify-between gap-2">
          <dt className="font-medium">{row.days}</dt>
          <dd className="text-muted-foreground">{officeHoursText(row, site.timeZone)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Without React Router's client: the form is an island (decision 027), or sent by the browser itself. */
export const handle = { hydrate: false, islands: ["contact-form"] } satisfies PageHandle;

// The page is prerendered for GET; a POST still reaches this action (the form works without JS;
// the island posts to /api/contact for JSON).
export async function action({ request, context }: Route.ActionArgs) {
  const reply = await sendContactMessage(request, context.get(requestInfoContext));
  return data(reply.data, { status: reply.status, headers: reply.headers });
}

export default function Contact() {
  const site = useSiteSettings();
  const answer = useActionData<ContactActionData>() ?? null;
  const addressLine = addressLineOf(site);
  return (
    <PageFrame page={contactPage}>
      <Section headingId="contact-form-title">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
              Send Us a Message
            </h2>
            <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
              <ContactFormIsland labelledBy="contact-form-title" answer={answer} />
            </div>
          </div>
          <div className="grid content-start gap-8 lg:col-span-2">
            <div>
              <h2 className="mb-4 text-2xl font-bold tracking-tight">Contact Information</h2>
              <address className="grid gap-4 not-italic">
                <ContactItem Icon={Mail} label="Email">
                  <a href={`mailto:${site.email}`} className="font-medium hover:text-primary hover:underline">
                    {site.email}
                  </a>
                </ContactItem>
                <ContactItem Icon={Phone} label="Phone">
                  <a href={`tel:${site.phone.replace(/[^+0-9]/g, "")}`} className="font-medium hover:text-primary hover:underline">
                    {site.phone}
                  </a>
                </ContactItem>
                <ContactItem Icon={MapPin} label="Office">
                  <span className="font-medium">{addressLine}</span>
                </ContactItem>
              </address>
            </div>
            <div>
              <h2 className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
                <Clock className="size-6 text-primary" aria-hidden="true" />
                Office Hours
              </h2>
              <OfficeHours />
            </div>
            <div>
              <h2 className="mb-4 text-2xl font-bold tracking-tight">Find Us</h2>
              <MapFacade label={addressLine} />
            </div>
          </div>
        </div>
      </Section>
      <div className="bg-muted/50">
        <FaqSection items={contactFaqsFor(site)} />
      </div>
    </PageFrame>
  );
}
