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
    route("blog", "routes/blog/index.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),
    route("case-studies", "routes/case-studies/index.tsx"),
    route("case-studies/:id", "routes/case-studies/detail.tsx"),
    // IRACONNECT pre-launch: /iraconnect and /iraconnect/join are the same screen (SPEC §2).
    route("iraconnect", "routes/iraconnect/landing.tsx", { id: "iraconnect-landing" }),
    route("iraconnect/join", "routes/iraconnect/landing.tsx", { id: "iraconnect-join" }),
    route("iraconnect/thanks", "routes/iraconnect/thanks.tsx"),
    route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // Admin area: outside the public layout; every loader and action starts with requireAdmin.
  route("admin-login", "routes/admin/login.tsx"),
  route("admin-logout", "routes/admin/logout.ts"),
  route("admin-dashboard/signups.csv", "routes/admin/signups-csv.ts"),
  route("admin-dashboard", "routes/admin/dashboard-layout.tsx", [
    index("routes/admin/case-studies.tsx"),
    route("case-studies/new", "routes/admin/case-study-editor.tsx", { id: "admin-case-study-new" }),
    route("case-studies/:id/edit", "routes/admin/case-study-editor.tsx", { id: "admin-case-study-edit" }),
    route("blog", "routes/admin/blog-posts.tsx"),
    route("blog/new", "routes/admin/blog-post-editor.tsx", { id: "admin-blog-post-new" }),
    route("blog/:id/edit", "routes/admin/blog-post-editor.tsx", { id: "admin-blog-post-edit" }),
    route("audit", "routes/admin/audit.tsx"),
    route("signups", "routes/admin/signups.tsx"),
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
  route("rss.xml", "routes/resources/rss.ts"),
  route("admin-diagnostics/case-studies", "routes/resources/case-study-diagnostics.ts"),
  route("api/iraconnect/signup", "routes/resources/iraconnect-signup.ts"),
] satisfies RouteConfig;
