/**
 * The public pages that exist without the database: prerendered at build (react-router.config.ts)
 * and listed in the sitemap. Pages built from database rows (posts, case studies) are added by the
 * sitemap route itself. Server and build code only: it reads every template page's content.
 */
import { marketingPages } from "../content/marketing-pages.ts";
import { marketingRoutePaths, paths } from "./paths.ts";

/**
 * Pages whose HTML depends only on code and content files: rendered once at build, served as files.
 * The home page shows the featured posts and case studies (issue 14.7): it is rendered and kept in
 * the HTML cache instead.
 */
export const prerenderPaths: string[] = [...marketingRoutePaths.filter((path) => path !== paths.home), ...marketingPages.map((page) => page.path)];

/** Every public page that exists without the database, for the sitemap. */
export const staticPublicPaths: string[] = [paths.home, ...prerenderPaths, paths.iraconnect];
