/**
 * One page of every public page family (issue 17.7), shared by the visual regression spec and
 * `npm run screenshots` (docs/screenshots/), at the two widths the site is checked at.
 */
export const publicFamilies = [
  { family: "home", path: "/" },
  { family: "products", path: "/products/ira-connect" },
  { family: "solutions", path: "/solutions/for-colleges" },
  { family: "features", path: "/features/job-board" },
  { family: "compare", path: "/compare/ira-connect-vs-udemy" },
  { family: "migrate", path: "/migrate/from-udemy-to-ira-connect" },
  { family: "industries", path: "/industries/colleges" },
  { family: "services", path: "/services" },
  { family: "blog", path: "/blog" },
  { family: "post", path: "/blog/cutting-cloud-spend-rightsize-first-commit-second" },
  { family: "case-studies", path: "/case-studies" },
  { family: "case-study", path: "/case-studies/cloud-migration-for-a-mid-sized-private-bank" },
  { family: "iraconnect", path: "/iraconnect" },
  { family: "contact", path: "/contact" },
] as const;

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
