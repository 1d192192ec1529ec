/**
 * The /case-studies filter (issue 17.3): by service and by industry, as plain links with a query
 * string, so it works without JavaScript (with it, the list's island follows them in place:
 * app/islands/case-study-list.tsx).
 * Each choice shows how many case studies it leads to; the current one is marked for everyone
 * (aria-current, a tick and a filled chip), and the line below says what is shown.
 */
import { Check } from "#app/components/ui/icons.tsx";
import type { FacetChoice, Facets } from "#app/lib/case-study-facets.ts";
import { caseStudiesHref } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";

type Filter = { service: string | null; industry: string | null };

function FilterGroup({ id, label, choices, hrefOf }: { id: string; label: string; choices: FacetChoice[]; hrefOf: (choice: string | null) => string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <p id={id} className="shrink-0 pt-1.5 text-sm font-semibold sm:w-20">
        {label}
      </p>
      <ul aria-labelledby={id} className="flex min-w-0 flex-wrap gap-1.5 sm:gap-2">
        {choices.map((choice) => (
          <li key={choice.id ?? "all"}>
            <a
              href={hrefOf(choice.id)}
              aria-current={choice.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-9 items-center gap-1 rounded-full border px-2.5 py-1 text-[0.8125rem] font-medium transition-colors sm:gap-1.5 sm:px-3 sm:text-sm",
                choice.current ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
              )}
            >
              {choice.current ? <Check className="size-4" aria-hidden="true" /> : null}
              {choice.label}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  choice.current ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
                )}
                aria-hidden="true"
              >
                {choice.count}
              </span>
              <span className="sr-only">
                , {choice.count} {choice.count === 1 ? "case study" : "case studies"}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CaseStudyFilter({ filter, facets, shown }: { filter: Filter; facets: Facets; shown: number }) {
  const filtered = Boolean(filter.service || filter.industry);
  const names = [facets.services, facets.industries].flatMap((group) => group.filter((choice) => choice.current && choice.id).map((choice) => choice.label));
  return (
    <nav aria-label="Filter case studies" className="mt-10 rounded-xl border bg-card p-4 text-card-foreground sm:p-5">
      <div className="grid gap-3">
        <FilterGroup id="filter-service" label="Service" choices={facets.services} hrefOf={(service) => caseStudiesHref({ service, industry: filter.industry })} />
        <FilterGroup id="filter-industry" label="Industry" choices={facets.industries} hrefOf={(industry) => caseStudiesHref({ service: filter.service, industry })} />
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
        <span>
          {filtered
            ? `Showing ${shown} of ${facets.total} case ${facets.total === 1 ? "study" : "studies"}: ${names.join(", ")}`
            : `Showing all ${facets.total} case ${facets.total === 1 ? "study" : "studies"}`}
        </span>
        {filtered ? (
          <a href={caseStudiesHref({})} className="rounded-sm font-medium text-primary hover:underline">
            Clear filter
          </a>
        ) : null}
      </p>
    </nav>
  );
}
