/**
 * A case study's article as an island (decision 027): it follows the case study's changes while
 * the page is open. When staff save it (its row, results or tech stack: topic "case-studies" with
 * its id, one refresh per burst) the article is fetched again as JSON from /api/case-studies/{id},
 * the data its page's loader reads, and shown in place; unpublished or deleted, the page says
 * "Case Study Not Found", and a case study published again comes back. A failed fetch keeps what is
 * shown. The page's title follows.
 *
 * Why the whole article is the island (and not a "This case study was updated" notice with a
 * Reload button): the article is the page's only content and a case study is a few kilobytes of
 * text, so its props cost little, and readers keep their place while it changes under them.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CaseStudyArticle, CaseStudyUnavailable } from "#app/components/case-studies/case-study-article.tsx";
import { useLiveTopic } from "#app/lib/live-updates.ts";
import { paths } from "#app/lib/paths.ts";
import { fullTitle } from "#app/lib/seo.ts";
import type { CaseStudyArticleAnswer } from "#app/lib/case-study-list.ts";
import type { CaseStudyPageData } from "#app/services/article-pages.server.ts";
import { defineIsland } from "./define.tsx";

/**
 * What a change to the case study leads to: the new article, null when it is no longer published
 * (404), undefined when the answer says nothing new (a failed fetch, a server error).
 */
export async function fetchCaseStudy(id: string): Promise<CaseStudyPageData | null | undefined> {
  try {
    const response = await fetch(paths.caseStudyApi(id), { headers: { accept: "application/json" } });
    if (response.status === 404) return null;
    if (!response.ok) return undefined;
    const answer = (await response.json()) as CaseStudyArticleAnswer;
    return answer.state === "ok" ? answer.study : undefined;
  } catch {
    return undefined;
  }
}

type Props = {
  study: CaseStudyPageData;
  /** The site's name, for the page's title as the case study's changes change it. */
  siteName: string;
  /** The end of the article (staff's diagnostics; only where React Router hydrates the page, never in an island's props). */
  children?: ReactNode;
};

export function CaseStudyLive({ study: initial, siteName, children }: Props) {
  const [study, setStudy] = useState<CaseStudyPageData | null>(initial);
  const latest = useRef(0);
  const first = useRef(true);

  useLiveTopic(
    "case-studies",
    () => {
      const asked = ++latest.current;
      void fetchCaseStudy(initial.id).then((next) => {
        if (asked === latest.current && next !== undefined) setStudy(next);
      });
    },
    initial.id,
  );

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = fullTitle(study ? study.title : "Case Study Not Found", siteName);
  }, [study, siteName]);

  return study ? <CaseStudyArticle study={study}>{children}</CaseStudyArticle> : <CaseStudyUnavailable notFound />;
}

export default CaseStudyLive;
// Pure: the browser loads the module for its default export, and leaves the server's wrapper out.
export const CaseStudyArticleIsland = /* @__PURE__ */ defineIsland("case-study-article", CaseStudyLive);
