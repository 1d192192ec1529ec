import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The route table, grouped by audience. */
export default [
  // Public pages share the header and footer.
  layout("routes/public-layout.tsx", [
    index("routes/marketing/home.tsx"),
    // IRACONNECT pre-launch: /iraconnect and /iraconnect/join are the same screen (SPEC §2).
    route("iraconnect", "routes/iraconnect/landing.tsx", { id: "iraconnect-landing" }),
    route("iraconnect/join", "routes/iraconnect/landing.tsx", { id: "iraconnect-join" }),
    route("iraconnect/thanks", "routes/iraconnect/thanks.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("events", "routes/resources/events.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("api/iraconnect/signup", "routes/resources/iraconnect-signup.ts"),
] satisfies RouteConfig;
