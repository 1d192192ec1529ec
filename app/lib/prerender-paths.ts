/**
 * Public pages whose HTML depends only on code and content files, never on the database: they
 * are rendered once at build and served as files. Add a page here when it is static.
 */
import { marketingPages } from "../content/marketing-pages";

/** The marketing pages with their own route modules (the template pages come from content). */
export const marketingRoutePaths: string[] = ["/", "/about", "/products", "/services", "/careers", "/contact"];

export const prerenderPaths: string[] = [...marketingRoutePaths, ...marketingPages.map((page) => page.path)];
