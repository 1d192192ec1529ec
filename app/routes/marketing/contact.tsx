import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm, contactClientAction } from "~/components/contact-form";
import { MapFacade } from "~/components/marketing/map-facade";
import { Breadcrumbs, FaqSection, PageHero, Section } from "~/components/marketing/sections";
import { contactFaqs } from "~/content/faqs";
import { breadcrumbJsonLd, faqJsonLd, seo } from "~/lib/seo";
import { requestInfoContext } from "~/lib/request-context.server";
import { siteConfig } from "~/lib/site-config";
import { sendContactMessage } from "~/services/contact.server";

const trail = [
  ["Home", "/"],
  ["Contact", "/contact"],
] as const;

const addressLine = `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, India`;

export function meta(): Route.MetaDescriptors {
  return seo({
    title: "Contact Us: Talk to Our Cloud, Data and AI Team",
    description:
      "Send Iratech a message, call or e-mail us, or visit our Chennai office. We reply within one business day, Monday to Friday, 10:00 AM to 6:30 PM PST.",
    path: "/contact",
    keywords: ["contact Iratech", "book a demo", "cloud consulting enquiry", "AI consulting contact", "Chennai office"],
    jsonLd: [breadcrumbJsonLd(trail), faqJsonLd(contactFaqs)],
  });
}

// The page is prerendered for GET; a POST still reaches this action (the form works without JS).
export async function action({ request, context }: Route.ActionArgs) {
  const reply = await sendContactMessage(request, context.get(requestInfoContext));
  return data(reply.data, { status: reply.status, headers: reply.headers });
}

export const clientAction = contactClientAction;

export default function Contact() {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Contact"
        title="Let's Talk About Your Project"
        subtitle="Tell us what you are building or fixing. A senior engineer reads every message and replies within one business day."
      />
      <Section headingId="contact-form-title">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
              Send Us a Message
            </h2>
            <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
              <ContactForm labelledBy="contact-form-title" />
            </div>
          </div>
          <div className="grid content-start gap-8 lg:col-span-2">
            <div>
              <h2 className="mb-4 text-2xl font-bold tracking-tight">Contact Information</h2>
              <address className="grid gap-4 not-italic">
                <p className="flex gap-3">
                  <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-muted-foreground">Email</span>
                    <a href={`mailto:${siteConfig.email}`} className="font-medium hover:text-primary hover:underline">
                      {siteConfig.email}
                    </a>
                  </span>
                </p>
                <p className="flex gap-3">
                  <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-muted-foreground">Phone</span>
                    <a href={`tel:${siteConfig.phone.replace(/\s+/g, "")}`} className="font-medium hover:text-primary hover:underline">
                      {siteConfig.phone}
                    </a>
                  </span>
                </p>
                <p className="flex gap-3">
                  <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-muted-foreground">Office</span>
                    <span className="font-medium">{addressLine}</span>
                  </span>
                </p>
              </address>
            </div>
            <div>
              <h2 className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
                <Clock className="size-6 text-primary" aria-hidden="true" />
                Office Hours
              </h2>
              <dl className="grid gap-2 rounded-xl border bg-card p-6 text-card-foreground">
                {siteConfig.officeHours.map((row) => (
                  <div key={row.days} className="flex flex-wrap justify-between gap-2">
                    <dt className="font-medium">{row.days}</dt>
                    <dd className="text-muted-foreground">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h2 className="mb-4 text-2xl font-bold tracking-tight">Find Us</h2>
              <MapFacade label={addressLine} />
            </div>
          </div>
        </div>
      </Section>
      <div className="bg-muted/50">
        <FaqSection items={contactFaqs} />
      </div>
    </>
  );
}
