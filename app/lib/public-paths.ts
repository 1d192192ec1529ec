/**
 * Every public page that exists without the database, for the sitemap. Pages built from database
 * rows (posts, case studies) are added by the sitemap route itself.
 */
import { marketingPages } from "../content/marketing-pages";
import { marketingRoutePaths } from "./prerender-paths";

export const staticPublicPaths: string[] = [...marketingRoutePaths, ...marketingPages.map((page) => page.path), "/iraconnect"];

/** Public index pages of database content (blog, case studies); always listed, always rendered live. */
export const contentIndexPaths: string[] = ["/blog", "/case-studies"];
