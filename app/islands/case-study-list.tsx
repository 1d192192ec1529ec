/**
 * The /case-studies filter and list as one island (issue 17.3, decision 027). Without JavaScript
 * the filter is links that load the page with its query string. Hydrated, a filter link (and "Clear
 * filter", "Clear the filter", "Show all case studies") fetches the same list as JSON from
 * /api/case-studies and shows it in place, as a new history entry; Back and Forward bring each
 * address's list back; when staff publish, change or delete a case study the list follows (topic
 * "case-studies", one refresh per burst). The focus stays on the link it was on, or on the one at
 * its place when that link is gone.
 */
import { RefreshCw } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { CaseStudyCard } from "#app/components/case-studies/case-study-card.tsx";
import { CaseStudyFilter } from "#app/components/case-studies/case-study-filter.tsx";
import { CardGrid, EmptyState, ErrorPanel } from "#app/components/marketing/article-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { caseStudyListApiUrl, type CaseStudyListData } from "#app/lib/case-study-list.ts";
import { useLiveTopic } from "#app/lib/live-updates.ts";
import { caseStudiesHref, paths } from "#app/lib/paths.ts";
import { defineIsland } from "./define.tsx";
import { markFocus, restoreFocus, type FocusMark } from "./keep-focus.ts";

/** The answers the list's JSON gives with a list to show (the page shows the same states). */
const SHOWN_STATUSES = [200, 400, 503];

/** The list a /case-studies address shows; rejects when it cannot be had (network, other status). */
export async function fetchCaseStudyList(href: string): Promise<CaseStudyListData> {
  const response = await fetch(caseStudyListApiUrl(href, location.href), { headers: { accept: "application/json" } });
  if (!SHOWN_STATUSES.includes(response.status)) throw new Error(`case studies: ${response.status}`);
  return (await response.json()) as CaseStudyListData;
}

/** True for a plain click on a link to another /case-studies list (not a card, not a new tab). */
export function followsInPlace(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.target && link.target !== "_self") return false;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && url.pathname === paths.caseStudies;
}

type Why = "navigate" | "history" | "live" | "retry";

export function CaseStudyList({ initial }: { initial: CaseStudyListData }) {
  const [list, setList] = useState(initial);
  const [loading, setLoading] = useState<Why | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const focus = useRef<FocusMark | null>(null);
  // Only the latest request's answer is shown.
  const latest = useRef(0);

  const load = (href: string, why: Why) => {
    const asked = ++latest.current;
    if (why !== "live") setLoading(why);
    fetchCaseStudyList(href).then(
      (next) => {
        if (asked !== latest.current) return;
        focus.current = markFocus(root.current);
        if (why === "navigate") history.pushState(null, "", href);
        setLoading(null);
        setList(next);
      },
      () => {
        if (asked !== latest.current) return;
        setLoading(null);
        // A link or Back that cannot be followed in place is followed the ordinary way; a live
        // refresh or a retry that fails keeps what is shown.
        if (why === "navigate") location.assign(href);
        else if (why === "history") location.reload();
      },
    );
  };

  useEffect(() => {
    restoreFocus(root.current, focus.current);
    focus.current = null;
  }, [list]);

  useEffect(() => {
    const onPopState = () => load(location.href, "history");
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useLiveTopic("case-studies", () => load(location.href, "live"));

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    if (!link || !followsInPlace(event, link)) return;
    event.preventDefault();
    load(link.href, "navigate");
  };

  const busy = loading !== null;
  return (
    // The clicks handled here are the links' own: those to another list are followed in place.
    <div ref={root} onClick={onClick} className="contents">
      {list.state === "ok" && list.facets.total > 0 ? <CaseStudyFilter filter={list.filter} facets={list.facets} shown={list.studies.length} /> : null}

      <div className="mt-10" aria-live="polite" aria-busy={busy}>
        {busy ? (
          <p role="status" className="mb-6 text-center text-sm text-muted-foreground">
            Loading case studies...
          </p>
        ) : null}
        {list.state === "invalid" ? (
          <ErrorPanel title="Unknown filter" message={list.message}>
            <Button asChild variant="outline" className="mt-4">
              <a href={paths.caseStudies}>Show all case studies</a>
            </Button>
          </ErrorPanel>
        ) : list.state === "error" && loading === "retry" ? null : list.state === "error" ? (
          <ErrorPanel title="Error Loading Case Studies" message={list.message}>
            <div className="mt-4 flex justify-center gap-3">
              <Button asChild variant="outline">
                {/* An ordinary page load, not followed in place: the whole page afresh. */}
                <a href={paths.caseStudies} onClick={(event) => event.stopPropagation()}>
                  <RefreshCw aria-hidden="true" /> Refresh Page
                </a>
              </Button>
              <Button type="button" onClick={() => load(location.href, "retry")}>
                Try Again
              </Button>
            </div>
          </ErrorPanel>
        ) : list.studies.length === 0 && list.facets.total > 0 ? (
          <EmptyState title="No case studies match this filter">
            <p className="mt-2 text-muted-foreground">None of our published case studies is filed under this combination yet.</p>
            <Button asChild className="mt-6">
              <a href={caseStudiesHref({})}>Clear the filter</a>
            </Button>
          </EmptyState>
        ) : list.studies.length === 0 ? (
          <EmptyState title="No Case Studies Found">
            <p className="mt-2 text-muted-foreground">New case studies are on their way. Check back soon.</p>
          </EmptyState>
        ) : (
          <CardGrid items={list.studies} keyOf={(study) => study.id}>
            {(study) => <CaseStudyCard study={study} priority={list.studies[0] === study} />}
          </CardGrid>
        )}
      </div>
    </div>
  );
}

export default CaseStudyList;
// Pure: the browser loads the module for its default export, and leaves the server's wrapper out.
export const CaseStudyListIsland = /* @__PURE__ */ defineIsland("case-study-list", CaseStudyList);
