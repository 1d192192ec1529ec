import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The route table, grouped by audience. */
export default [
  // Public pages share the header and footer.
  layout("routes/public-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("blog", "routes/blog/index.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),
    route("case-studies", "routes/case-studies/index.tsx"),
    route("case-studies/:id", "routes/case-studies/detail.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("events", "routes/resources/events.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("admin-diagnostics/case-studies", "routes/resources/case-study-diagnostics.ts"),
] satisfies RouteConfig;
