import { Briefcase, Clock, MapPin, Users } from "lucide-react";
import type { Route } from "./+types/careers";
import { CheckList, FeatureGrid, PageFrame, Section } from "#app/components/marketing/sections.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { careerBenefits, jobOpenings, jobsPostedOn } from "#app/content/jobs.ts";
import { careersPage } from "#app/content/pages/careers.ts";
import type { JobOpening } from "#app/content/types.ts";
import type { CompanySettings } from "#app/lib/company.ts";
import { type JsonLd, pageSeo, postalAddressJsonLd } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

function jobPostingJsonLd(job: JobOpening, site: CompanySettings): JsonLd {
  return {
    "@type": "JobPosting",
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    title: job.title,
    description: `<p>${job.description}</p><p>Responsibilities:</p><ul>${job.responsibilities.map((r) => `<li>${r}</li>`).join("")}</ul><p>Requirements:</p><ul>${job.requirements.map((r) => `<li>${r}</li>`).join("")}</ul>`,
    datePosted: jobsPostedOn,
    employmentType: job.type === "Full-time" ? "FULL_TIME" : job.type,
    industry: job.department,
    experienceRequirements: job.experience,
    url: absoluteUrl(`/careers#${job.id}`),
    hiringOrganization: { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: site.name, sameAs: absoluteUrl("/") },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "India" },
    jobLocation: { "@type": "Place", address: postalAddressJsonLd(site) },
  };
}

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteSettingsOf(matches);
  return pageSeo(careersPage, { site, jsonLd: jobOpenings.map((job) => jobPostingJsonLd(job, site)) });
}

export default function Careers() {
  return (
    <PageFrame page={careersPage}>
      <Section headingId="benefits-title" title="Why Work at Iratech" subtitle="Benefits designed for people who want to grow.">
        <FeatureGrid items={careerBenefits} />
      </Section>
      <Section headingId="positions-title" className="bg-muted/50" title="Open Positions" subtitle={`${jobOpenings.length} roles open now, all full-time, remote or in Chennai.`}>
        <ul className="mx-auto grid max-w-5xl gap-6">
          {jobOpenings.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      </Section>
    </PageFrame>
  );
}

function JobCard({ job }: { job: JobOpening }) {
  const titleId = `${job.id}-title`;
  const facts = [
    { label: "Department", value: job.department, Icon: Users },
    { label: "Location", value: job.location, Icon: MapPin },
    { label: "Type", value: job.type, Icon: Briefcase },
    { label: "Experience", value: job.experience, Icon: Clock },
  ];
  const { email } = useSiteSettings();
  const applyHref = `mailto:${email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
  return (
    <li>
      <article id={job.id} aria-labelledby={titleId} className="scroll-mt-20 rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h3 id={titleId} className="text-2xl font-semibold">
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
}
