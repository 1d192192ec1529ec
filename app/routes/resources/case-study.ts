/**
 * GET /api/case-studies/{id}: a published case study's article as JSON (decision 027), from the
 * same service as its page's loader; the page's island fetches it when the server reports a change
 * to this case study. Unknown and draft ids answer 404 "Case Study Not Found" (as the page); an id
 * no case study can have, 400 with a message.
 */
import type { Route } from "./+types/case-study";
import { CaseStudyIdSchema } from "#app/lib/schemas/case-study-query.ts";
import { caseStudyArticle } from "#app/services/case-study-pages.server.ts";
import { NO_STORE } from "#app/lib/http.ts";


export async function loader({ params }: Route.LoaderArgs) {
  const id = CaseStudyIdSchema.safeParse(params.id);
  if (!id.success) return Response.json({ state: "invalid", message: id.error.issues[0]?.message }, { status: 400, headers: NO_STORE });
  const { status, data } = await caseStudyArticle(id.data);
  return Response.json(data, { status, headers: NO_STORE });
}
