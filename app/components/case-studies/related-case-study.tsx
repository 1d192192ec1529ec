/**
 * The related case study under a template page (issue 17.3), for MarketingPageTemplate: it reads
 * `relatedCaseStudy` from the page's own loader data (app/routes/marketing/marketing-page.tsx gives
 * it to the solution pages), so the template needs one line and no new prop. Nothing when absent.
 */
import { useLoaderData } from "react-router";
import { RelatedCaseStudyCard } from "#app/components/case-studies/proof.tsx";
import type { RelatedStudy } from "#app/services/proof.server.ts";

export function RelatedCaseStudy() {
  const data = useLoaderData() as { relatedCaseStudy?: RelatedStudy | null } | undefined;
  const study = data?.relatedCaseStudy;
  if (!study) return null;
  return (
    <section aria-labelledby="related-case-study-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <div>
          <h2 id="related-case-study-title" className="text-3xl font-bold tracking-tight">
            Proof from Our Work
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            {study.match === "related"
              ? "A client project close to what this page describes, with the numbers measured before and after."
              : "One of our featured client projects, with the numbers measured before and after."}
          </p>
        </div>
        <RelatedCaseStudyCard study={study} />
      </div>
    </section>
  );
}
