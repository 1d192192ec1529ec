/**
 * The public pages with route modules of their own that exist without the database: prerendered
 * at build (react-router.config.ts) and listed in the sitemap. Pages from blocks (the home page,
 * about, the hubs, the template pages: issue 26) and pages built from posts and case studies are
 * added by the sitemap route itself, from the database.
 */
import { marketingRoutePaths, paths, showsCaseStudyProof } from "./paths.ts";

/**
 * Pages whose HTML depends only on code and settings: rendered once at build, served as files.
 * /services shows proof from the published case studies (issue 17.3): it is rendered and kept in
 * the HTML cache instead.
 */
export const prerenderPaths: string[] = marketingRoutePaths.filter((path) => !showsCaseStudyProof(path));

/** Every public page with a route of its own that exists without the database, for the sitemap. */
export const staticPublicPaths: string[] = [...marketingRoutePaths, paths.iraconnect];
