/**
 * GET /api/blog?q=&category=&page=: one page of the blog list as JSON, for the list's island
 * (app/islands/blog-list.tsx), from the same service as /blog's loader, with the document title of
 * that page. Bad filters are a 400 with the schema's message; a page past the last is a 404.
 */
import type { Route } from "./+types/blog-list";
import { hubPageCopy, type HubWords } from "#app/lib/content-hubs.ts";
import { contentHubs } from "#app/services/content-hubs.server.ts";
import type { BlogListAnswer } from "#app/lib/blog-list.ts";
import { parseBlogListApiQuery } from "#app/lib/schemas/blog-query.ts";
import { pageSeo } from "#app/lib/seo.ts";
import { blogListPage } from "#app/services/blog-list.server.ts";
import { currentCompanySettings } from "#app/services/site-settings.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

const FRESH = { "Cache-Control": "public, max-age=0, must-revalidate" };

/** The document title /blog has on that page. */
function titleOf(words: HubWords, page: number): string {
  for (const descriptor of pageSeo(hubPageCopy("blog", words), { page, site: currentCompanySettings() })) {
    if ("title" in descriptor && typeof descriptor.title === "string") return descriptor.title;
  }
  return words.title;
}

export async function loader({ request }: Route.LoaderArgs) {
  const words = (await contentHubs()).blog;
  const parsed = parseBlogListApiQuery(new URL(request.url).searchParams);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    const body: BlogListAnswer = { state: "invalid", message, q: "", category: null, title: titleOf(words, 1) };
    return Response.json(body, { status: 400, headers: NO_STORE });
  }
  const { q, category, page } = parsed.data;
  const answer = await blogListPage({ q, category }, page);
  if (answer.status === 404) return Response.json({ error: `There is no page ${page} of this list.` }, { status: 404, headers: NO_STORE });
  const body: BlogListAnswer = { ...answer.list, title: titleOf(words, answer.list.state === "ok" ? page : 1) };
  return Response.json(body, { status: answer.status, headers: answer.status === 200 ? FRESH : NO_STORE });
}
