/**
 * What a page's blocks tell search engines (issue 26): its FAQ, the services of a service details
 * block, the positions of a job listings block, and the company where the page shows its facts.
 */
import type { CompanySettings } from "../company.ts";
import { faqJsonLd, type JsonLd, organizationJsonLd, postalAddressJsonLd } from "../seo.ts";
import { absoluteUrl } from "../site-config.ts";
import type { Block } from "./schema.ts";

type Job = Extract<Block, { type: "jobListings" }>["items"][number];

function jobPostingJsonLd(job: Job, postedOn: string | undefined, pagePath: string, site: CompanySettings): JsonLd {
  const items = (list: string[]) => `<ul>${list.map((item) => `<li>${item}</li>`).join("")}</ul>`;
  return {
    "@type": "JobPosting",
    identifier: { "@type": "PropertyValue", name: site.name, value: job.anchor },
    title: job.title,
    description: `<p>${job.description}</p><p>Responsibilities:</p>${items(job.responsibilities)}<p>Requirements:</p>${items(job.requirements)}`,
    ...(postedOn ? { datePosted: postedOn } : {}),
    employmentType: job.employment === "Full-time" ? "FULL_TIME" : job.employment,
    industry: job.department,
    experienceRequirements: job.experience,
    url: absoluteUrl(`${pagePath}#${job.anchor}`),
    hiringOrganization: { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: site.name, sameAs: absoluteUrl("/") },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "India" },
    jobLocation: { "@type": "Place", address: postalAddressJsonLd(site) },
  };
}

/** The JSON-LD graphs a page's (visible) blocks add. */
export function blocksJsonLd(blocks: readonly Block[], pagePath: string, site: CompanySettings): JsonLd[] {
  const graphs: JsonLd[] = [];
  const shown = blocks.filter((block) => !block.hidden);
  if (shown.some((block) => block.type === "contactFacts" || (block.type === "form" && block.form === "contact" && block.withFacts))) {
    graphs.push(organizationJsonLd(site));
  }
  for (const block of shown) {
    if (block.type === "serviceDetails") {
      graphs.push({
        "@type": "ItemList",
        itemListElement: block.items.map((service, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: { "@type": "Service", name: service.title, description: service.description, provider: { "@type": "Organization", name: site.name } },
        })),
      });
    } else if (block.type === "jobListings") {
      graphs.push(...block.items.map((job) => jobPostingJsonLd(job, block.postedOn, pagePath, site)));
    }
  }
  const faqs = shown.flatMap((block) => (block.type === "faq" ? block.items : []));
  if (faqs.length) graphs.push(faqJsonLd(faqs));
  return graphs;
}
