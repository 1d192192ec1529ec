/**
 * Every URL the site answers, in one place. The route table (app/routes.ts) is written from these
 * names, and so are links, redirects, the prerender list, the sitemap, the HTML cache's topics, the
 * security checks and the admin navigation: a path is spelled once, here.
 *
 * Builders take a parameter; passing the route pattern's own placeholder (":slug") gives the
 * pattern, which is how routes.ts uses them. This module is small and isomorphic (no content data),
 * so browser code may import it.
 */

/** The families of template pages (SPEC §2 "Other public routes"): /{family}/{slug}. */
import type { KindSegment } from "./content-kinds.ts";
import { can, type Capability, type StaffRole } from "./roles.ts";
import { COLLECT_PATH } from "./analytics-events.ts";

export const marketingFamilies = ["products", "solutions", "features", "compare", "migrate", "industries"] as const;
export type MarketingFamily = (typeof marketingFamilies)[number];

/** The families with a hub page listing their pages (/solutions, /features...; /products has its own page). */
export const hubFamilies = ["solutions", "features", "industries", "compare", "migrate"] as const satisfies readonly MarketingFamily[];
export type HubFamily = (typeof hubFamilies)[number];

export const paths = {
  home: "/",
  about: "/about",
  products: "/products",
  services: "/services",
  careers: "/careers",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  marketingPage: (family: MarketingFamily, slug: string) => `/${family}/${slug}`,
  /** A family's hub page, listing its template pages (issue 18). */
  hub: (family: HubFamily) => `/${family}`,
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  /** A tag's page; `tag` is the tag's slug (slugify in app/lib/content.ts). */
  blogTag: (tag: string) => `/blog/tag/${tag}`,
  caseStudies: "/case-studies",
  caseStudy: (id: string) => `/case-studies/${id}`,
  iraconnect: "/iraconnect",
  iraconnectJoin: "/iraconnect/join",
  iraconnectThanks: "/iraconnect/thanks",
  iraconnectLeaderboard: "/iraconnect/leaderboard",
  iraconnectConfirm: "/iraconnect/confirm",
  newsletter: "/newsletter",
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  /** A newsletter's open pixel and tracked links (decision 041): signed tokens, never an open redirect. */
  newsletterOpen: (token: string) => `/n/o/${token}`,
  newsletterClick: (token: string) => `/n/c/${token}`,
  signupApi: "/api/iraconnect/signup",
  /** The counter's live number as JSON ({ count }). */
  signupCountApi: "/api/iraconnect/count",
  /**
   * The thanks page's live part as JSON, for the member of the browser's cookie (under
   * /iraconnect, the member cookie's path, so the browser sends it).
   */
  memberApi: "/iraconnect/thanks.json",
  /** The contact form's island sends it here and gets JSON (a browser without JavaScript posts to /contact). */
  contactApi: "/api/contact",
  /** The analytics beacon posts its events here (issue 27). */
  analyticsApi: COLLECT_PATH,
  /** The blog list's island fetches a list here as JSON (?q=&category=&page=, as /blog takes them). */
  blogApi: "/api/blog",
  /** The case studies' list as JSON, with the page's filter parameters (the list's island fetches it). */
  caseStudiesApi: "/api/case-studies",
  /** A published case study's article as JSON (its page's island follows its changes). */
  caseStudyApi: (id: string) => `/api/case-studies/${id}`,
  events: "/events",
  healthz: "/healthz",
  /** Browsers post Content-Security-Policy violation reports here (server/csp-report.ts). */
  cspReport: "/csp-report",
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
  rss: "/rss.xml",
  /** A media library image variant: /media/{id}/{480|960|1600|share}.{avif|webp|jpg|png}. */
  mediaFile: (id: string, file: string) => `/media/${id}/${file}`,
  /** A generated 1200×630 share card (a post or case study without a cover, an IRACONNECT invitation). */
  shareCard: (kind: "post" | "case-study" | "invite", key: string) => `/share-card/${kind}/${key}.png`,
  /** A "Share preview" link (issue 14.4): a draft read without an account; never cached. */
  sharedPreview: (token: string) => `/preview/${token}`,
} as const;

/**
 * A page of a blog list (/blog or a tag page) with its filters: page 1 has no ?page=, blank filters
 * are left out, so every list page has one address.
 */
export function blogListHref(base: string, query: { q?: string | null; category?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The case-study list with its filter (issue 17.3): /case-studies, /case-studies?service=…&industry=…. */
export function caseStudiesHref(query: { service?: string | null; industry?: string | null }): string {
  const params = new URLSearchParams();
  if (query.service) params.set("service", query.service);
  if (query.industry) params.set("industry", query.industry);
  const search = params.toString();
  return search ? `${paths.caseStudies}?${search}` : paths.caseStudies;
}

/** The admin area: outside the public layout, every loader and action guarded. */
export const adminPaths = {
  login: "/admin-login",
  /** First run: create the owner account with the link the server printed. */
  setup: "/admin-setup",
  /** The second step of a sign-in with two-factor: the authenticator's code or a recovery code. */
  loginTwoFactor: "/admin-login/two-factor",
  /** A sign-in with a passkey, alone or as the second step (JSON: options, then the signed answer). */
  loginPasskey: "/admin-login/passkey",
  /** An invitation's link: the invitee sets their name and password. */
  invite: "/admin-invite",
  forgotPassword: "/admin-forgot-password",
  /** A password reset's link. */
  resetPassword: "/admin-reset-password",
  /** The link sent to a new address to confirm an e-mail change. */
  confirmEmail: "/admin-confirm-email",
  logout: "/admin-logout",
  /** The admin home: today's numbers and what needs attention (issue 28). */
  dashboard: "/admin-dashboard",
  /**
   * The case studies list; it was the dashboard's index until the home came (issue 28), and an old
   * link with a list query (`/admin-dashboard?q=...`) is sent on here.
   */
  caseStudies: "/admin-dashboard/case-studies",
  caseStudyNew: "/admin-dashboard/case-studies/new",
  caseStudyEdit: (id: string) => `/admin-dashboard/case-studies/${id}/edit`,
  blog: "/admin-dashboard/blog",
  blogNew: "/admin-dashboard/blog/new",
  blogEdit: (id: string) => `/admin-dashboard/blog/${id}/edit`,
  /** Pages from blocks (issue 26): the list, a new page, the editor and its preview frame. */
  pages: "/admin-dashboard/pages",
  pageNew: "/admin-dashboard/pages/new",
  pageEdit: (id: string) => `/admin-dashboard/pages/${id}/edit`,
  /** One revision of a page: what it changed, in words, and Restore (confirmed first). */
  pageRevision: (id: string, revisionId: string) => `/admin-dashboard/pages/${id}/revisions/${revisionId}`,
  /** Landing tests: a page's original against a variant of its blocks (issue 30.4, decision 037). */
  landingTests: "/admin-dashboard/landing-tests",
  landingTestEdit: (id: string) => `/admin-dashboard/landing-tests/${id}`,
  /** The proof collections (testimonials, clients, people) that page blocks show (issue 26.2). */
  proof: "/admin-dashboard/proof",
  pagePreview: (id: string) => `/admin-preview/page/${id}`,
  signups: "/admin-dashboard/signups",
  /** A member's page (issue 28): every field, referrals, tokens, attribution, place, milestones, mails. */
  member: (refId: string) => `/admin-dashboard/signups/${refId}`,
  milestones: "/admin-dashboard/milestones",
  signupsCsv: "/admin-dashboard/signups.csv",
  inbox: "/admin-dashboard/inbox",
  /** Subscribers and the mail outbox: sections of their own (decision 041); the old Inbox URLs redirect here. */
  subscribers: "/admin-dashboard/subscribers",
  outbox: "/admin-dashboard/outbox",
  submissionsCsv: "/admin-dashboard/inbox/submissions.csv",
  subscribersCsv: "/admin-dashboard/subscribers.csv",
  audit: "/admin-dashboard/audit",
  media: "/admin-dashboard/media",
  mediaUpload: "/admin-dashboard/media/upload",
  /** The picker's list of images (JSON). */
  mediaPicker: "/admin-dashboard/media/picker",
  /** Search across the admin (JSON, for the search dialog). */
  search: "/admin-dashboard/search",
  /** Posts and case studies deleted in the last 30 days, to restore (issue 28). */
  trash: "/admin-dashboard/trash",
  attribution: "/admin-dashboard/attribution",
  attributionCsv: "/admin-dashboard/attribution.csv",
  /** First-party analytics: traffic, sources, goals and funnels (issue 27). */
  analytics: "/admin-dashboard/analytics",
  analyticsCsv: "/admin-dashboard/analytics.csv",
  privacy: "/admin-dashboard/privacy",
  privacyExport: "/admin-dashboard/privacy/export.json",
  /** Newsletter sending: preview a post's mail, test it, send it; the list of sends. */
  newsletter: "/admin-dashboard/newsletter",
  newsletterSend: (id: string) => `/admin-dashboard/newsletter/${id}`,
  /** A send's clicks per link as CSV. */
  newsletterClicksCsv: (id: string) => `/admin-dashboard/newsletter/${id}/clicks.csv`,
  /** Staff accounts and invitations (owners). */
  staff: "/admin-dashboard/staff",
  /** One's own name, e-mail, password and sessions (every role). */
  account: "/admin-dashboard/account",
  caseStudyDiagnostics: "/admin-diagnostics/case-studies",
  /** One's own two-factor sign-in: enrolment, recovery codes, removal. */
  twoFactor: "/admin-dashboard/account/two-factor",
  /** Owners only: require two-factor sign-in for every account (a POST). */
  twoFactorRequirement: "/admin-dashboard/account/two-factor/requirement",
  /** One's own passkeys: listed, added, renamed and removed (decision 038). */
  passkeys: "/admin-dashboard/account/passkeys",
  /** Adding a passkey (JSON: options, then the authenticator's answer). */
  passkeyRegister: "/admin-dashboard/account/passkeys/register",
  /** The company's facts: name, contact details, office hours, links, share image (issue 14.8). */
  settings: "/admin-dashboard/settings",
  /** The header menu, the Products menu and the footer columns (issue 26.4; owners and admins). */
  navigation: "/admin-dashboard/navigation",
  /** Redirects from old addresses (issue 26.4; owners and admins). */
  redirects: "/admin-dashboard/redirects",
  /** Signed outgoing webhooks: endpoints, their events and delivery logs (issue 30.3; owners and admins). */
  webhooks: "/admin-dashboard/webhooks",
  /** A post or case study as the public will see it, drafts included (staff only; issue 14.4). */
  preview: (kind: KindSegment | ":kind", id: string) => `/admin-preview/${kind}/${id}`,
  /** POST: create or revoke a record's share-preview link. */
  previewLinks: "/admin-dashboard/preview-links",
  /** One revision of a post or case study: its changes, and Restore (issue 14.6). */
  blogRevision: (id: string, revision: string) => `/admin-dashboard/blog/${id}/revisions/${revision}`,
  caseStudyRevision: (id: string, revision: string) => `/admin-dashboard/case-studies/${id}/revisions/${revision}`,
} as const;

/**
 * The marketing pages with route modules of their own: none since the legal pages became pages
 * from blocks too (issue 26). Every marketing page (home, about, products, services, careers,
 * contact, the hubs, the template pages, the privacy policy and the terms, pages staff create) is
 * a page from blocks in the database, served by routes/pages/page.tsx.
 */
export const marketingRoutePaths: string[] = [];

/**
 * First path segments that belong to the site's own routes, never to a page from blocks: every
 * section above but the marketing families (pages may live under /products, /solutions...), and
 * what the server answers itself (static files, media, the API).
 */
export const reservedPageSegments: ReadonlySet<string> = new Set([
  "blog",
  "case-studies",
  "iraconnect",
  "newsletter",
  "api",
  "events",
  "healthz",
  "csp-report",
  "robots.txt",
  "sitemap.xml",
  "rss.xml",
  "media",
  "share-card",
  "preview",
  "art",
  "assets",
  "fonts",
  "build",
]);

const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * Whether a page from blocks may live at this path (issue 26): lower-case segments of letters,
 * digits and hyphens, not the admin area, not a reserved section, not a marketing route of its own.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.length > 200 || !PAGE_PATH.test(pathname) || isAdminPath(pathname)) return false;
  if (marketingRoutePaths.includes(pathname)) return false;
  return !reservedPageSegments.has(pathname.split("/")[1] ?? "");
}

/** Public index pages of database content: always in the sitemap, always rendered live. */
export const contentIndexPaths: string[] = [paths.blog, paths.caseStudies];

/** A path as the route table writes it: relative to its parent ("/admin-dashboard/blog" → "blog"). */
export function routePath(path: string, parent = "/"): string {
  const base = parent.endsWith("/") ? parent : `${parent}/`;
  if (!path.startsWith(base)) throw new Error(`${path} is not below ${parent}`);
  return path.slice(base.length);
}

/** Whether a path is in the admin area as React Router would match it (any case, percent-encoded or not). */
export function isAdminPath(rawPath: string): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return /^\/+admin/i.test(path);
}

/** Paths that search engines must not crawl (robots.txt). */
export const disallowedForRobots: string[] = ["/admin", adminPaths.login, adminPaths.dashboard, "/preview/"];

/** The sidebar's groups, in display order (issue 28). */
export const adminNavGroups = ["Content", "Audience", "Site", "Team"] as const;
export type AdminNavGroup = (typeof adminNavGroups)[number];

/** A navigation entry, its sidebar group, and the capability (app/lib/roles.ts) a role needs to see it. */
export type AdminNavItem = { label: string; href: string; capability: Capability; group?: AdminNavGroup };

/**
 * The dashboard's sections: one line each, in display order within their group (the sidebar groups
 * them by `group`, so a new section is one line anywhere here). The home (`adminPaths.dashboard`)
 * comes before them all and is every role's. Show a role only its own entries: `navFor(adminNav, role)`.
 */
export const adminNav: readonly AdminNavItem[] = [
  { group: "Content", label: "Case Studies", href: adminPaths.caseStudies, capability: "content" },
  // A contributor's own drafts (decision 045) are here too: the list shows each role its own.
  { group: "Content", label: "Blog Posts", href: adminPaths.blog, capability: "drafts" },
  { group: "Content", label: "Pages", href: adminPaths.pages, capability: "content" },
  { group: "Content", label: "Landing Tests", href: adminPaths.landingTests, capability: "content" },
  { group: "Content", label: "Proof", href: adminPaths.proof, capability: "content" },
  { group: "Content", label: "Media", href: adminPaths.media, capability: "media" },
  { group: "Content", label: "Trash", href: adminPaths.trash, capability: "content" },
  { group: "Audience", label: "Signups", href: adminPaths.signups, capability: "signups" },
  { group: "Audience", label: "Milestones", href: adminPaths.milestones, capability: "content" },
  { group: "Audience", label: "Inbox", href: adminPaths.inbox, capability: "inbox" },
  { group: "Audience", label: "Newsletter", href: adminPaths.newsletter, capability: "subscribers" },
  { group: "Audience", label: "Subscribers", href: adminPaths.subscribers, capability: "subscribers" },
  { group: "Audience", label: "Mail Outbox", href: adminPaths.outbox, capability: "outbox" },
  { group: "Audience", label: "Analytics", href: adminPaths.analytics, capability: "signups" },
  { group: "Audience", label: "Attribution", href: adminPaths.attribution, capability: "signups" },
  { group: "Site", label: "Settings", href: adminPaths.settings, capability: "settings" },
  { group: "Site", label: "Navigation", href: adminPaths.navigation, capability: "navigation" },
  { group: "Site", label: "Redirects", href: adminPaths.redirects, capability: "navigation" },
  { group: "Site", label: "Privacy", href: adminPaths.privacy, capability: "privacy" },
  { group: "Site", label: "Webhooks", href: adminPaths.webhooks, capability: "manage" },
  { group: "Team", label: "Staff", href: adminPaths.staff, capability: "staff" },
  { group: "Team", label: "Audit Log", href: adminPaths.audit, capability: "audit" },
];

/** The admin home, first in the sidebar, outside the groups. */
export const adminHomeNav: AdminNavItem = { label: "Home", href: adminPaths.dashboard, capability: "dashboard" };

/** `items` (those `role` may use) in the sidebar's groups, in group order; empty groups left out. */
export function navGroupsFor(items: readonly AdminNavItem[], role: StaffRole | null | undefined): { group: AdminNavGroup; items: AdminNavItem[] }[] {
  const mine = navFor(items, role);
  return adminNavGroups.map((group) => ({ group, items: mine.filter((item) => (item.group ?? "Site") === group) })).filter((g) => g.items.length > 0);
}

/** The Inbox section's own pages. */
export const inboxNav: readonly AdminNavItem[] = [
  { label: "Messages", href: adminPaths.inbox, capability: "inbox" },
];

/** The entries of `items` that `role` may use. */
export function navFor(items: readonly AdminNavItem[], role: StaffRole | null | undefined): AdminNavItem[] {
  return items.filter((item) => can(role, item.capability));
}

/** The nav item a dashboard path belongs to: the longest href that is the path or a parent of it. */
export function activeNavItem(items: readonly AdminNavItem[], pathname: string): AdminNavItem {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best = items[0]!;
  for (const item of items) {
    if ((path === item.href || path.startsWith(`${item.href}/`)) && item.href.length > best.href.length) best = item;
  }
  return best;
}

/** Where a signed-in admin may be sent after sign-in: a dashboard path, never another site. */
export function safeAdminTarget(value: unknown): string {
  if (typeof value !== "string") return adminPaths.dashboard;
  const pattern = new RegExp(`^${adminPaths.dashboard}(?:/[A-Za-z0-9/_-]*)?(?:\\?[A-Za-z0-9=&%_.-]*)?$`);
  if (!pattern.test(value) || value.includes("//")) return adminPaths.dashboard;
  return value;
}

/**
 * The marketing pages that show proof read from the published case studies (issue 17.3): the
 * results band on / and /services, the related case study under each service and each solution
 * page. They are not prerendered; the HTML cache keeps them under the topic "case-studies".
 */
export function showsCaseStudyProof(pathname: string): boolean {
  return pathname === paths.home || pathname === paths.services || isBelow(pathname, paths.hub("solutions"));
}

/** What the database announces when content changes (pg_notify topics, see realtime.server.ts). */
export type Topic = "blog" | "case-studies" | "signups" | "settings" | "redirects" | "pages";

/**
 * The public pages kept in the HTML cache, and the change topics that make each stale; null for a
 * page that is not cached.
 */
export function cacheTopicsFor(pathname: string): Topic[] | null {
  if (pathname.endsWith(".data")) return null;
  if (pathname === paths.blog || isBelow(pathname, paths.blog) || isBelow(pathname, `${paths.blog}/tag`)) return ["blog"];
  if (pathname === paths.caseStudies || isBelow(pathname, paths.caseStudies)) return ["case-studies"];
  if (pathname === paths.iraconnect || pathname === paths.iraconnectJoin) return ["signups"];
  // Pages from blocks (issue 26): their own content and proof, and the posts and case studies
  // their archive and results blocks show (the home page's featured and results bands).
  if (isPagePath(pathname)) return ["pages", "blog", "case-studies"];
  // /services and the solution pages show case studies and their results (issue 17.3).
  if (showsCaseStudyProof(pathname)) return ["case-studies"];
  // The feed and the sitemap list posts and case studies: stale the moment one is published.
  if (pathname === paths.rss) return ["blog"];
  if (pathname === paths.sitemap) return ["blog", "case-studies", "pages"];
  // robots.txt depends on the configuration alone: stored once.
  if (pathname === paths.robots) return [];
  return null;
}

/** One segment below `parent` ("/blog/x", not "/blog/x/y"). */
function isBelow(pathname: string, parent: string): boolean {
  return pathname.startsWith(`${parent}/`) && pathname.length > parent.length + 1 && !pathname.slice(parent.length + 1).includes("/");
}

/** Addresses that moved (decision 041): the old one answers with a permanent redirect to the new. */
export const movedAdminPaths: Readonly<Record<string, string>> = {
  "/admin-dashboard/inbox/subscribers": adminPaths.subscribers,
  "/admin-dashboard/inbox/outbox": adminPaths.outbox,
  "/admin-dashboard/inbox/subscribers.csv": adminPaths.subscribersCsv,
};
