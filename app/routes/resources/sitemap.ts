import { staticPublicPaths } from "~/lib/public-paths";
import { renderSitemap, type SitemapEntry } from "~/lib/sitemap";

export async function loader() {
  const entries: SitemapEntry[] = staticPublicPaths.map((path) => ({ path }));
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
