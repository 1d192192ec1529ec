import { disallowedForRobots, paths } from "#app/lib/paths.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallowedForRobots.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(paths.sitemap)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
