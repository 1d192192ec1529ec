/**
 * A case study's page (/case-studies/{id}): the public route (through its island,
 * app/islands/case-study-article.tsx) and the previews (issue 14.4) render this one component from
 * `caseStudyPageData` (app/services/article-pages.server.ts). It imports nothing of React Router:
 * it runs in the island.
 */
import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { BackLink as ListLink, ReadTime, TagList } from "#app/components/marketing/article-parts.tsx";
import { RowTable } from "#app/components/marketing/row-table.tsx";
import { MediaImage } from "#app/components/media-image.tsx";
import { BeforeAfter } from "#app/components/case-studies/proof.tsx";
import { ShareBar } from "#app/components/share-bar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { hubPlaces } from "#app/lib/content-hubs.ts";
import { formatPostDate } from "#app/lib/content.ts";
import { mediaShareUrl } from "#app/lib/media.ts";
import { paths } from "#app/lib/paths.ts";
import type { CompanySettings } from "#app/lib/company.ts";
import { articleSeo } from "#app/lib/seo.ts";
import type { CaseStudyPageData } from "#app/services/article-pages.server.ts";

/** The page's meta: title, description, share image and the Article JSON-LD. */
export function caseStudyMeta(study: CaseStudyPageData, site?: CompanySettings): MetaDescriptor[] {
  const description = study.description ?? study.subtitle ?? study.title;
  // A case study's first publication is its creation: the editor has no separate date.
  const coverImageUrl = study.cover ? mediaShareUrl(study.cover.id) : paths.shareCard("case-study", study.id);
  return articleSeo({ ...study, coverImageUrl, description, publishedAt: study.createdAt, path: `/case-studies/${study.id}`, list: hubPlaces.caseStudies, site });
}

type Study = CaseStudyPageData;
type Section = { id: string; title: string; render: () => React.ReactNode };

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A section that is only a bulleted list, when the list has items. */
function listSection(id: string, title: string, items: string[]): Section | false {
  return items.length > 0 && { id, title, render: () => <BulletList items={items} /> };
}

/** SPEC §2: only the sections that have content, in this order. */
function sectionsOf(study: Study): Section[] {
  const sections: (Section | false)[] = [
    !!study.clientOverview && {
      id: "client-overview",
      title: "Client Overview",
      render: () => <p className="mt-4 whitespace-pre-line">{study.clientOverview}</p>,
    },
    study.businessChallenge.length > 0 && {
      id: "business-challenge",
      title: "The Business Challenge",
      render: () => (
        <>
          <p className="mt-4">The client struggled with:</p>
          <BulletList items={study.businessChallenge} />
        </>
      ),
    },
    listSection("project-objectives", "Project Objectives", study.projectObjectives),
    (!!study.solution || study.keyFeatures.length > 0) && {
      id: "our-solution",
      title: "Our Solution",
      render: () => (
        <>
          {study.solution ? <p className="mt-4 whitespace-pre-line">{study.solution}</p> : null}
          {study.keyFeatures.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">Key Features:</h3>
              <BulletList items={study.keyFeatures} />
            </>
          ) : null}
        </>
      ),
    },
    listSection("security-governance", "Security & Governance", study.securityGovernance),
    study.results.length > 0 && {
      id: "business-results",
      title: "Measurable Business Results",
      render: () => (
        <RowTable
          className="mt-4 rounded-lg"
          columns={[
            { label: "Metric" },
            { label: "Before Implementation" },
            { label: "After Implementation", cellClassName: "font-medium text-success" },
          ]}
          rows={study.results}
          rowKey={(row) => row.id}
          cells={(row) => [row.metric, row.beforeValue, row.afterValue]}
        />
      ),
    },
    listSection("impact-delivered", "Impact Delivered", study.impact),
    study.techStack.length > 0 && {
      id: "technology-stack",
      title: "Technology Stack",
      render: () => (
        <ul className="mt-4 space-y-2">
          {study.techStack.map((row) => (
            <li key={row.id}>
              <span className="font-semibold">{row.category}:</span> {row.technologies}
            </li>
          ))}
        </ul>
      ),
    },
    !!study.whyItMatters && {
      id: "why-it-matters",
      title: "Why It Matters",
      render: () => <p className="mt-4 whitespace-pre-line">{study.whyItMatters}</p>,
    },
  ];
  return sections.filter((s): s is Section => s !== false);
}

export function BackLink() {
  return <ListLink to="/case-studies">Back to Case Studies</ListLink>;
}

/** A case study as the public sees it (and as its preview shows it); `children` end the article (staff's diagnostics). */
export function CaseStudyArticle({ study, children }: { study: CaseStudyPageData; children?: ReactNode }) {
  const sections = sectionsOf(study);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        {sections.length > 0 ? (
          <nav aria-label="Table of contents" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-sm font-semibold">On this page</p>
              <ol className="mt-3 space-y-2 border-l text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="-ml-px block border-l border-transparent pl-4 text-muted-foreground hover:border-primary hover:text-foreground">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <article className="max-w-3xl">
          <BackLink />
          <header className="mt-6">
            <div className="flex items-center justify-between gap-4">
              <ReadTime as="p" large value={study.readTime} className="text-sm text-muted-foreground" />
              {study.logo ? (
                <span className="block w-14 shrink-0">
                  <MediaImage image={study.logo} sizes="56px" className="rounded" />
                </span>
              ) : null}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{study.title}</h1>
            {study.subtitle ? <p className="mt-3 text-lg text-primary">{study.subtitle}</p> : null}
            {study.description ? <p className="mt-4 text-muted-foreground">{study.description}</p> : null}
            {study.updatedAt.slice(0, 10) > study.createdAt.slice(0, 10) ? (
              <p className="mt-3 text-sm text-muted-foreground">
                Updated <time dateTime={study.updatedAt}>{formatPostDate(study.updatedAt)}</time>
              </p>
            ) : null}
            <TagList tags={study.tags} className="mt-5" />
          </header>
          {study.highlights.length > 0 ? (
            <section aria-labelledby="results-at-a-glance" className="mt-8" data-case-study-highlights="">
              <h2 id="results-at-a-glance" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                Results at a glance
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                {study.highlights.map((result) => (
                  <li key={result.metric} className="rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4">
                    <p className="text-3xl font-bold tracking-tight text-primary tabular-nums sm:text-5xl" data-proof-figure="">
                      {result.figure}
                    </p>
                    <p className="mt-2 text-sm font-semibold leading-snug">{result.metric}</p>
                    <BeforeAfter result={result} className="mt-1" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {study.cover ? (
            <div className="mt-8 overflow-hidden rounded-xl">
              <MediaImage image={study.cover} sizes="(min-width: 1024px) 768px, 100vw" className="aspect-[16/9] object-cover" priority />
            </div>
          ) : null}
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {section.title}
              </h2>
              {section.render()}
            </section>
          ))}
          <ShareBar url={study.shareUrl} title={study.title} className="mt-12 border-t pt-6" />
          <aside className="mt-16 rounded-xl bg-cta p-8 text-center text-cta-foreground">
            <h2 className="text-2xl font-bold">Want a similar solution for your organization?</h2>
            {study.ctaText ? <p className="mt-3 opacity-90">{study.ctaText}</p> : null}
            <Button asChild size="lg" variant="secondary" className="mt-6">
              <a href={paths.contact}>Get in Touch</a>
            </Button>
          </aside>
          {children}
        </article>
      </div>
    </div>
  );
}


/** A case study that cannot be shown: unknown or unpublished (404), or not read (503) with a way to try again as `children`. */
export function CaseStudyUnavailable({ notFound, message, children }: { notFound: boolean; message?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Case Study Not Found" : "Error Loading Case Study"}</h1>
      <p className="text-muted-foreground">{notFound ? "The case study you're looking for doesn't exist." : (message ?? "An error occurred")}</p>
      {children}
      <BackLink />
    </section>
  );
}
