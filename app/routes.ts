import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The route table, grouped by audience. */
export default [
  // Public pages share the header and footer.
  layout("routes/public-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("events", "routes/resources/events.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
] satisfies RouteConfig;
