import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { adminPaths, movedAdminPaths, paths, routePath } from "./lib/paths.ts";

const dashboard = adminPaths.dashboard;
/** A dashboard page's path relative to the dashboard layout. */
const inDashboard = (path: string) => routePath(path, dashboard);

/** The route table, grouped by audience. Every path comes from app/lib/paths.ts. */
export default [
  // Public pages share the header and footer.
  layout("routes/public-layout.tsx", [
    // Pages from blocks (issue 26): the home page here, every other page at "*" below.
    index("routes/pages/page.tsx", { id: "page-home" }),
    route(routePath(paths.products), "routes/marketing/products.tsx"),
    route(routePath(paths.services), "routes/marketing/services.tsx"),
    route(routePath(paths.careers), "routes/marketing/careers.tsx"),
    route(routePath(paths.contact), "routes/marketing/contact.tsx"),
    route(routePath(paths.privacy), "routes/marketing/privacy.tsx"),
    route(routePath(paths.terms), "routes/marketing/terms.tsx"),
    route(routePath(paths.blog), "routes/blog/index.tsx"),
    route(routePath(paths.blogTag(":tag")), "routes/blog/tag.tsx"),
    route(routePath(paths.blogPost(":slug")), "routes/blog/post.tsx"),
    route(routePath(paths.caseStudies), "routes/case-studies/index.tsx"),
    route(routePath(paths.caseStudy(":id")), "routes/case-studies/detail.tsx"),
    // IRACONNECT pre-launch: /iraconnect and /iraconnect/join are the same screen (SPEC §2).
    route(routePath(paths.iraconnect), "routes/iraconnect/landing.tsx", { id: "iraconnect-landing" }),
    route(routePath(paths.iraconnectJoin), "routes/iraconnect/landing.tsx", { id: "iraconnect-join" }),
    route(routePath(paths.iraconnectThanks), "routes/iraconnect/thanks.tsx"),
    route(routePath(paths.iraconnectConfirm), "routes/iraconnect/confirm.tsx"),
    route(routePath(paths.newsletterConfirm), "routes/newsletter/confirm.tsx"),
    route(routePath(paths.newsletterUnsubscribe), "routes/newsletter/unsubscribe.tsx"),
    // Previews (issue 14.4): the public page of a draft, for staff and for share links; never cached.
    route(routePath(adminPaths.preview(":kind", ":id")), "routes/preview/preview.tsx", { id: "preview-staff" }),
    // The page editor's preview frame: a page's saved draft through the real renderer (issue 26.3).
    route(routePath(adminPaths.pagePreview(":id")), "routes/admin/page-preview.tsx"),
    route(routePath(paths.sharedPreview(":token")), "routes/preview/preview.tsx", { id: "preview-shared" }),
    // Any other path: the published page stored there (about, the hubs, the template pages, pages
    // staff create), or 404.
    route("*", "routes/pages/page.tsx", { id: "page-any" }),
  ]),

  // Admin area: outside the public layout; every loader and action starts with requireStaff(request, capability).
  route(routePath(adminPaths.login), "routes/admin/login.tsx"),
  route(routePath(adminPaths.setup), "routes/admin/setup.tsx"),
  route(routePath(adminPaths.loginTwoFactor), "routes/admin/login-two-factor.tsx"),
  route(routePath(adminPaths.invite), "routes/admin/invite.tsx"),
  route(routePath(adminPaths.forgotPassword), "routes/admin/forgot-password.tsx"),
  route(routePath(adminPaths.resetPassword), "routes/admin/reset-password.tsx"),
  route(routePath(adminPaths.confirmEmail), "routes/admin/confirm-email.tsx"),
  route(routePath(adminPaths.logout), "routes/admin/logout.ts"),
  route(routePath(adminPaths.signupsCsv), "routes/admin/signups-csv.ts"),
  route(routePath(adminPaths.previewLinks), "routes/admin/preview-links.ts"),
  route(routePath(adminPaths.mediaUpload), "routes/admin/media-upload.ts"),
  route(routePath(adminPaths.mediaPicker), "routes/admin/media-picker.ts"),
  route(routePath(dashboard), "routes/admin/dashboard-layout.tsx", [
    index("routes/admin/home.tsx"),
    route(inDashboard(adminPaths.caseStudies), "routes/admin/case-studies.tsx"),
    route(inDashboard(adminPaths.caseStudyNew), "routes/admin/case-study-editor.tsx", { id: "admin-case-study-new" }),
    route(inDashboard(adminPaths.caseStudyEdit(":id")), "routes/admin/case-study-editor.tsx", { id: "admin-case-study-edit" }),
    route(inDashboard(adminPaths.blog), "routes/admin/blog-posts.tsx"),
    route(inDashboard(adminPaths.blogNew), "routes/admin/blog-post-editor.tsx", { id: "admin-blog-post-new" }),
    route(inDashboard(adminPaths.blogEdit(":id")), "routes/admin/blog-post-editor.tsx", { id: "admin-blog-post-edit" }),
    route(inDashboard(adminPaths.blogRevision(":id", ":revisionId")), "routes/admin/revision.tsx", { id: "admin-blog-revision" }),
    route(inDashboard(adminPaths.pages), "routes/admin/pages.tsx"),
    route(inDashboard(adminPaths.pageNew), "routes/admin/page-editor.tsx", { id: "admin-page-new" }),
    route(inDashboard(adminPaths.pageEdit(":id")), "routes/admin/page-editor.tsx", { id: "admin-page-edit" }),
    route(inDashboard(adminPaths.caseStudyRevision(":id", ":revisionId")), "routes/admin/revision.tsx", { id: "admin-case-study-revision" }),
    route(inDashboard(adminPaths.audit), "routes/admin/audit.tsx"),
    route(inDashboard(adminPaths.media), "routes/admin/media.tsx"),
    route(inDashboard(adminPaths.analytics), "routes/admin/analytics.tsx"),
    route(inDashboard(adminPaths.analyticsCsv), "routes/admin/analytics-csv.ts"),
    route(inDashboard(adminPaths.attribution), "routes/admin/attribution.tsx"),
    route(inDashboard(adminPaths.attributionCsv), "routes/admin/attribution-csv.ts"),
    route(inDashboard(adminPaths.privacy), "routes/admin/privacy.tsx"),
    route(inDashboard(adminPaths.privacyExport), "routes/admin/privacy-export.ts"),
    route(inDashboard(adminPaths.newsletter), "routes/admin/newsletter.tsx"),
    route(inDashboard(adminPaths.newsletterSend(":id")), "routes/admin/newsletter-send.tsx"),
    route(inDashboard(adminPaths.newsletterClicksCsv(":id")), "routes/admin/newsletter-clicks-csv.ts"),
    route(inDashboard(adminPaths.staff), "routes/admin/staff.tsx"),
    route(inDashboard(adminPaths.account), "routes/admin/account.tsx"),
    route(inDashboard(adminPaths.signups), "routes/admin/signups.tsx"),
    route(inDashboard(adminPaths.inbox), "routes/admin/inbox/messages.tsx"),
    route(inDashboard(adminPaths.subscribers), "routes/admin/inbox/subscribers.tsx"),
    route(inDashboard(adminPaths.outbox), "routes/admin/inbox/outbox.tsx"),
    route(inDashboard(adminPaths.submissionsCsv), "routes/admin/inbox/submissions-csv.ts"),
    route(inDashboard(adminPaths.subscribersCsv), "routes/admin/inbox/subscribers-csv.ts"),
    route(inDashboard(adminPaths.twoFactor), "routes/admin/two-factor.tsx"),
    route(inDashboard(adminPaths.twoFactorRequirement), "routes/admin/two-factor-requirement.ts"),
    route(inDashboard(adminPaths.settings), "routes/admin/settings.tsx"),
    route(inDashboard(adminPaths.navigation), "routes/admin/navigation.tsx"),
    route(inDashboard(adminPaths.redirects), "routes/admin/redirects.tsx"),
  ]),

  // Machine-readable resources.
  route(routePath(paths.healthz), "routes/resources/healthz.ts"),
  route(routePath(paths.events), "routes/resources/events.ts"),
  route(routePath(paths.newsletter), "routes/resources/newsletter.ts"),
  route(routePath(paths.newsletterOpen(":token")), "routes/resources/newsletter-open.ts"),
  ...Object.keys(movedAdminPaths).map((from, i) => route(routePath(from), "routes/admin/moved.ts", { id: `moved-admin-${i}` })),
  route(routePath(paths.newsletterClick(":token")), "routes/resources/newsletter-click.ts"),
  route(routePath(paths.robots), "routes/resources/robots.ts"),
  route(routePath(paths.sitemap), "routes/resources/sitemap.ts"),
  route(routePath(paths.rss), "routes/resources/rss.ts"),
  route(routePath(paths.mediaFile(":id", ":file")), "routes/resources/media-file.ts"),
  route(routePath("/share-card/:kind/:file"), "routes/resources/share-card.ts"),
  route(routePath(adminPaths.caseStudyDiagnostics), "routes/resources/case-study-diagnostics.ts"),
  route(routePath(paths.signupApi), "routes/resources/iraconnect-signup.ts"),
  route(routePath(paths.contactApi), "routes/resources/contact.ts"),
  route(routePath(paths.analyticsApi), "routes/resources/analytics-event.ts"),
  route(routePath(paths.signupCountApi), "routes/resources/iraconnect-count.ts"),
  route(routePath(paths.memberApi), "routes/resources/iraconnect-member.ts"),
  route(routePath(paths.blogApi), "routes/resources/blog-list.ts"),
  route(routePath(paths.caseStudiesApi), "routes/resources/case-studies.ts"),
  route(routePath(paths.caseStudyApi(":id")), "routes/resources/case-study.ts"),
] satisfies RouteConfig;
