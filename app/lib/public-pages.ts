/**
 * The public pages that exist without the database: prerendered at build (react-router.config.ts)
 * and listed in the sitemap. Pages built from database rows (posts, case studies) are added by the
 * sitemap route itself. Server and build code only: it reads every template page's content.
 */
import { marketingPages } from "../content/marketing-pages.ts";
import { marketingRoutePaths, paths, showsCaseStudyProof } from "./paths.ts";

/** Every marketing page: the route modules' and the template pages'. */
const marketingPaths: string[] = [...marketingRoutePaths, ...marketingPages.map((page) => page.path)];

/**
 * Pages whose HTML depends only on code and content files: rendered once at build, served as files.
 * The home page shows the featured posts and case studies (issue 14.7), and it, /services and the
 * solution pages show proof from the published case studies (issue 17.3): they are rendered and
 * kept in the HTML cache instead.
 */
export const prerenderPaths: string[] = marketingPaths.filter((path) => !showsCaseStudyProof(path));

/** Every public page that exists without the database, for the sitemap. */
export const staticPublicPaths: string[] = [...marketingPaths, paths.iraconnect];
