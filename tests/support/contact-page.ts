/**
 * POST /contact as React Router calls it: the contact page is a page from blocks (issue 26), so its
 * form posts to the page route's action, which sends the message when the published page there has
 * a contact form block. `seedContactPage` writes the site's pages (once per database).
 */
import { action as pageAction } from "#app/routes/pages/page.tsx";
import { seedSitePages } from "#app/services/page-seed.server.ts";

export const contactRouteAction = pageAction;

export async function seedContactPage(): Promise<void> {
  await seedSitePages();
}
