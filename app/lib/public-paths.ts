/**
 * Every public page that exists without the database, for the sitemap. Pages built from database
 * rows (posts, case studies) are added by the sitemap route itself.
 */
export const staticPublicPaths: string[] = ["/", "/iraconnect"];
