/**
 * The company's offer as blocks: product cards, product and service details, job listings, the
 * contact facts and the forms (the contact and newsletter forms are the existing islands).
 */
import { ArrowRight, Briefcase, Clock, type LucideIcon, Mail, MapPin, Phone, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RelatedCaseStudyCard } from "#app/components/case-studies/proof.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { IconBadge } from "#app/components/marketing/icon.tsx";
import { MapFacade } from "#app/components/marketing/map-facade.tsx";
import { CheckList, FeatureGrid, Section } from "#app/components/marketing/sections.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { ContactFormIsland } from "#app/islands/contact-form.tsx";
import { NewsletterForm } from "#app/islands/newsletter-form.tsx";
import { addressLine as addressLineOf, officeHoursText } from "#app/lib/company.ts";
import { paths } from "#app/lib/paths.ts";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import { useSiteSettings } from "#app/lib/site-settings.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";
import { cn } from "#app/lib/utils.ts";
import { pictureOf, toneClass, type BlockProps } from "./context.ts";
import { BlockPicture } from "./picture.tsx";

const titleId = (block: { id: string }) => `${block.id}-title`;

/** Product cards with a picture on top (the home page's core products). */
export function ProductCardsBlock({ block, context }: BlockProps<"productCards">) {
  return (
    <Section headingId={titleId(block)} className={toneClass(block)} title={block.title} subtitle={block.subtitle}>
      <ul className={cn("grid gap-6", block.items.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2")} data-stagger="">
        {block.items.map((product) => {
          const picture = pictureOf(context, product.image);
          return (
            <li key={product.name} className="flex flex-col overflow-hidden rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
              {picture ? (
                <div className="-mx-8 -mt-8 mb-6 border-b">
                  <BlockPicture picture={picture} sizes="(min-width: 768px) 50vw, 100vw" />
                </div>
              ) : null}
              <IconBadge name={product.icon} />
              <h3 className="mt-4 text-2xl font-semibold">{product.name}</h3>
              <p className="mt-3 flex-1 text-muted-foreground">{product.description}</p>
              <Link to={product.href} className="mt-6 inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary hover:underline">
                {product.linkLabel ?? `Discover ${product.name}`} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** One section per product: its picture, then platform, features and benefits in tabs. */
export function ProductDetailsBlock({ block, context }: BlockProps<"productDetails">) {
  return (
    // The site script (app/browser/hash-scroll.ts) scrolls to the section the address names once the page has laid out (SPEC §9).
    <div {...dataAttr(ATTR.hashScroll)}>
      {block.items.map((product, index) => {
        const shaded = index % 2 === 1;
        const picture = pictureOf(context, product.image);
        const heading = `${product.anchor}-title`;
        return (
          <section key={product.anchor} id={product.anchor} aria-labelledby={heading} className={cn("scroll-mt-20 py-16 sm:py-20", shaded && "bg-muted/50")}>
            <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
              <div className="grid items-center gap-10 lg:grid-cols-2">
                <div className="max-w-3xl">
                  <p className="text-sm font-semibold uppercase tracking-wide text-primary">{product.tagline}</p>
                  <h2 id={heading} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
                    {product.name}
                  </h2>
                  <p className="mt-4 text-lg text-muted-foreground">{product.description}</p>
                </div>
                {picture ? (
                  <div className={cn("overflow-hidden rounded-2xl border shadow-lg", shaded && "lg:order-first")}>
                    <BlockPicture picture={picture} />
                  </div>
                ) : null}
              </div>
              <Tabs defaultValue="platform" className="mt-10">
                <TabsList aria-label={`${product.name} details`}>
                  <TabsTrigger value="platform">Platform</TabsTrigger>
                  {product.features.length ? <TabsTrigger value="features">Features</TabsTrigger> : null}
                  {product.benefits.length ? <TabsTrigger value="benefits">Benefits</TabsTrigger> : null}
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
                {product.features.length ? (
                  <TabsContent value="features" title="Features">
                    <FeatureGrid items={product.features} />
                  </TabsContent>
                ) : null}
                {product.benefits.length ? (
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
                ) : null}
              </Tabs>
              <div className="mt-10 flex flex-wrap gap-3">
                {product.actions.map((action, actionIndex) => (
                  <CtaLink key={action.href} href={action.href} variant={actionIndex === 0 ? undefined : "outline"}>
                    {action.label}
                  </CtaLink>
                ))}
                {product.moreHref ? (
                  <Link to={product.moreHref} className="inline-flex h-11 items-center gap-1 rounded-md px-2 font-medium text-primary hover:underline">
                    More about {product.name} <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                ) : null}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}

/**
 * One section per service: what it is, its process and technologies in tabs, its diagram and
 * benefits, and the published case study of that service (read by page-view.server.ts).
 */
export function ServiceDetailsBlock({ block, context }: BlockProps<"serviceDetails">) {
  const related = context.data.services[block.id] ?? {};
  return (
    <>
      {block.items.map((service, index) => {
        const detailsId = `${service.anchor}-details`;
        const heading = `${detailsId}-title`;
        const picture = pictureOf(context, service.image);
        const study = related[service.anchor] ?? null;
        return (
          <section key={service.anchor} id={detailsId} aria-labelledby={heading} tabIndex={-1} className={cn("scroll-mt-20 py-16 outline-none sm:py-20", index % 2 === 1 && "bg-muted/50")}>
            <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:items-start lg:px-8">
              <div className="lg:col-span-3">
                <div className="flex items-center gap-4">
                  <IconBadge name={service.icon} />
                  <h2 id={heading} className="text-3xl font-bold tracking-tight">
                    {service.title}
                  </h2>
                </div>
                <p className="mt-4 text-lg text-muted-foreground">{service.description}</p>
                {service.process.length || service.technologies.length ? (
                  <Tabs defaultValue={service.process.length ? "process" : "technologies"} className="mt-8">
                    <TabsList aria-label={`${service.title}: process and technologies`}>
                      {service.process.length ? <TabsTrigger value="process">Our Process</TabsTrigger> : null}
                      {service.technologies.length ? <TabsTrigger value="technologies">Technologies</TabsTrigger> : null}
                    </TabsList>
                    {service.process.length ? (
                      <TabsContent value="process" title="Our Process">
                        <ol className="space-y-3">
                          {service.process.map((step, stepIndex) => (
                            <li key={step} className="flex gap-4 rounded-lg border bg-card p-4 text-card-foreground">
                              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground" aria-hidden="true">
                                {stepIndex + 1}
                              </span>
                              <span className="self-center">{step}</span>
                            </li>
                          ))}
                        </ol>
                      </TabsContent>
                    ) : null}
                    {service.technologies.length ? (
                      <TabsContent value="technologies" title="Technologies">
                        <ul className="flex flex-wrap gap-2">
                          {service.technologies.map((tech) => (
                            <li key={tech} className="rounded-full border bg-card px-4 py-2 text-sm font-medium text-card-foreground">
                              {tech}
                            </li>
                          ))}
                        </ul>
                      </TabsContent>
                    ) : null}
                  </Tabs>
                ) : null}
              </div>
              <div className="space-y-6 lg:col-span-2 lg:row-span-2">
                {/* How the service's systems fit together: a diagram drawn for it (app/lib/art). */}
                {picture ? (
                  <div className="overflow-hidden rounded-xl border shadow-sm">
                    <BlockPicture picture={picture} />
                  </div>
                ) : null}
                {service.benefits.length ? (
                  <div className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
                    <h3 className="text-xl font-semibold">Key Benefits</h3>
                    <div className="mt-4">
                      <CheckList items={service.benefits} />
                    </div>
                    <CtaLink href={paths.contact} className="mt-8 w-full">
                      Inquire<span className="sr-only"> about {service.title}</span>
                    </CtaLink>
                  </div>
                ) : null}
              </div>
              {/* After the diagram and benefits on a phone; under the process on a desktop. */}
              {study ? <RelatedCaseStudyCard study={study} className="lg:col-span-3" /> : null}
            </div>
          </section>
        );
      })}
    </>
  );
}

/** Open positions: each job's facts, what it is, its responsibilities and requirements, and how to apply. */
export function JobListingsBlock({ block }: BlockProps<"jobListings">) {
  const { email } = useSiteSettings();
  return (
    <Section headingId={titleId(block)} title={block.title ?? "Open Positions"} subtitle={block.subtitle} className={toneClass(block)}>
      {block.items.length ? (
        <ul className="mx-auto grid max-w-5xl gap-6">
          {block.items.map((job) => {
            const heading = `${job.anchor}-title`;
            const facts = [
              { label: "Department", value: job.department, Icon: Users },
              { label: "Location", value: job.location, Icon: MapPin },
              { label: "Type", value: job.employment, Icon: Briefcase },
              { label: "Experience", value: job.experience, Icon: Clock },
            ];
            const applyHref = `mailto:${email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
            return (
              <li key={job.anchor}>
                <article id={job.anchor} aria-labelledby={heading} className="scroll-mt-20 rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <h3 id={heading} className="text-2xl font-semibold">
                      {job.title}
                    </h3>
                    <a href={applyHref} className={buttonVariants()}>
                      Apply Now<span className="sr-only"> for {job.title}</span>
                    </a>
                  </div>
                  <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
                    {facts.map(({ label, value, Icon }) => (
                      <div key={label} className="flex items-center gap-2">
                        {/* Inside the term: a <dl>'s groups may hold only terms and descriptions (vnu). */}
                        <dt className="flex items-center gap-2 text-muted-foreground">
                          <Icon className="size-4 text-primary" aria-hidden="true" />
                          {label}:
                        </dt>
                        <dd className="font-medium">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-6 text-muted-foreground">{job.description}</p>
                  <div className="mt-6 grid gap-8 md:grid-cols-2">
                    <div>
                      <h4 className="mb-3 font-semibold">Responsibilities</h4>
                      <CheckList items={job.responsibilities} />
                    </div>
                    <div>
                      <h4 className="mb-3 font-semibold">Requirements</h4>
                      <CheckList items={job.requirements} />
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-center text-muted-foreground">No open positions right now. Write to us anyway.</p>
      )}
    </Section>
  );
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

/** The company's contact facts (from the site settings), office hours and the map. */
function ContactFacts({ title, showHours, showMap }: { title?: string; showHours: boolean; showMap: boolean }) {
  const site = useSiteSettings();
  const addressLine = addressLineOf(site);
  return (
    <div className="grid content-start gap-8">
      <div>
        <h2 className="mb-4 text-2xl font-bold tracking-tight">{title ?? "Contact Information"}</h2>
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
      {showHours ? (
        <div>
          <h2 className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Clock className="size-6 text-primary" aria-hidden="true" />
            Office Hours
          </h2>
          <dl className="grid gap-2 rounded-xl border bg-card p-6 text-card-foreground">
            {site.officeHours.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-2">
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted-foreground">{officeHoursText(row, site.timeZone)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {showMap ? (
        <div>
          <h2 className="mb-4 text-2xl font-bold tracking-tight">Find Us</h2>
          <MapFacade label={addressLine} />
        </div>
      ) : null}
    </div>
  );
}

export function ContactFactsBlock({ block }: BlockProps<"contactFacts">) {
  return (
    <Section headingId={titleId(block)} className={toneClass(block)}>
      <span id={titleId(block)} className="sr-only">
        {block.title ?? "Contact Information"}
      </span>
      <div className="mx-auto max-w-2xl">
        <ContactFacts title={block.title} showHours={block.showHours} showMap={block.showMap} />
      </div>
    </Section>
  );
}

/** A form: the contact form (with the facts beside it), the newsletter form, or the way to join IRACONNECT. */
export function FormBlock({ block, context }: BlockProps<"form">) {
  const heading = titleId(block);
  if (block.form === "contact") {
    const form = (
      <div className={block.withFacts ? "lg:col-span-3" : "mx-auto max-w-3xl"}>
        <h2 id={heading} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
          {block.title ?? "Send Us a Message"}
        </h2>
        {block.text ? <p className="-mt-3 mb-6 text-muted-foreground">{block.text}</p> : null}
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <ContactFormIsland labelledBy={heading} answer={(context.answer as ContactActionData | undefined) ?? null} />
        </div>
      </div>
    );
    return (
      <Section headingId={heading} className={toneClass(block)}>
        {block.withFacts ? (
          <div className="grid gap-12 lg:grid-cols-5">
            {form}
            <div className="lg:col-span-2">
              <ContactFacts showHours showMap />
            </div>
          </div>
        ) : (
          form
        )}
      </Section>
    );
  }
  if (block.form === "newsletter") {
    return (
      <Section headingId={heading} className={toneClass(block)}>
        <div id={`${block.id}-newsletter`} className="mx-auto max-w-2xl rounded-xl border bg-card p-8 text-center text-card-foreground shadow-sm">
          <h2 id={heading} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {block.title ?? "Get our newsletter"}
          </h2>
          {block.text ? <p className="mt-3 text-muted-foreground">{block.text}</p> : null}
          {/* The form as the server renders it, sent by the browser itself (it works without
              JavaScript); as an island too it would pass the islands' budget with the contact form's. */}
          <NewsletterForm formId={`${block.id}-newsletter-form`} redirectTo={context.path} className="mt-6" />
        </div>
      </Section>
    );
  }
  return (
    <Section headingId={heading} className={toneClass(block)}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={heading} className="text-3xl font-bold tracking-tight">
          {block.title ?? "Join IRACONNECT Early"}
        </h2>
        {block.text ? <p className="mt-4 text-lg text-muted-foreground">{block.text}</p> : null}
        <CtaLink href={paths.iraconnectJoin} className="mt-8">
          Join the Waitlist
        </CtaLink>
      </div>
    </Section>
  );
}
