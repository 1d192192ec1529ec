/**
 * GET /api/case-studies?service=…&industry=…: the /case-studies list as JSON (decision 027), from
 * the same service as the page's loader; the list's island fetches it when a filter link is
 * followed, on Back and Forward, and when the server reports a change. A filter value nobody's
 * link makes answers 400 with the message the page shows; a failed database 503.
 */
import type { Route } from "./+types/case-studies";
import { caseStudyList } from "#app/services/case-study-pages.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { status, data } = await caseStudyList(new URL(request.url).searchParams);
  // Live data: a browser asks again each time, and no shared cache keeps it.
  return Response.json(data, { status, headers: NO_STORE });
}
