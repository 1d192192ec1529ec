import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const marketingFamilies = ["products", "solutions", "features", "compare", "migrate", "industries"] as const;

/** The route table, grouped by audience. */
export default [
  // Public pages share the header and footer.
  layout("routes/public-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("products", "routes/marketing/products.tsx"),
    route("services", "routes/marketing/services.tsx"),
    route("careers", "routes/marketing/careers.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    // One template renders every marketing page family; the loader answers 404 for unknown slugs.
    ...marketingFamilies.map((family) =>
      route(`${family}/:slug`, "routes/marketing/marketing-page.tsx", { id: `marketing-${family}` }),
    ),
    route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // Admin area: outside the public layout; every loader and action starts with requireAdmin.
  route("admin-login", "routes/admin/login.tsx"),
  route("admin-logout", "routes/admin/logout.ts"),
  route("admin-dashboard", "routes/admin/dashboard-layout.tsx", [
    index("routes/admin/case-studies.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("inbox", "routes/admin/inbox/messages.tsx"),
    route("inbox/subscribers", "routes/admin/inbox/subscribers.tsx"),
    route("inbox/outbox", "routes/admin/inbox/outbox.tsx"),
    route("inbox/submissions.csv", "routes/admin/inbox/submissions-csv.ts"),
    route("inbox/subscribers.csv", "routes/admin/inbox/subscribers-csv.ts"),
  ]),

  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("events", "routes/resources/events.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
] satisfies RouteConfig;
