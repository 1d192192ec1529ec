import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { PageBlocks } from "#app/components/blocks/page-blocks.tsx";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { withSiteFacts } from "#app/lib/blocks/site-facts.ts";
import { useSiteSettings } from "#app/lib/site-settings.ts";
import { PRIVATE_NO_STORE } from "#app/lib/http.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { pageData } from "#app/services/page-view.server.ts";
import { pageForEdit, readStoredPage, type PublicPage } from "#app/services/pages.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Drawn on the server like every page; the frame needs no React of its own. */
export const handle = { hydrate: false } satisfies PageHandle;

/**
 * The page editor's preview frame (issue 26.3): the page's working copy (its saved draft) through
 * the real page renderer, for staff only, never stored or indexed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  if (!UUID.test(params.id)) throw data("Page not found", { status: 404, headers: PRIVATE_NO_STORE });
  const stored = await pageForEdit(params.id);
  if (!stored) throw data("Page not found", { status: 404, headers: PRIVATE_NO_STORE });
  const content = readStoredPage(stored.page);
  if (!content) throw data("This draft cannot be shown", { status: 409, headers: PRIVATE_NO_STORE });
  const page: PublicPage = {
    id: stored.id,
    path: content.path,
    title: content.title,
    breadcrumb: content.breadcrumb ?? content.title,
    seo: content.seo,
    blocks: content.blocks.filter((block) => !block.hidden),
    fallback: false,
    updatedAt: new Date().toISOString(),
  };
  return data({ page, view: await pageData(page) }, { headers: PRIVATE_NO_STORE });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `Preview: ${loaderData?.page.title ?? "page"}` }, { name: "robots", content: "noindex, nofollow" }];

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const site = useSiteSettings();
  return <PageBlocks blocks={withSiteFacts(loaderData.page.blocks, site)} context={{ data: loaderData.view, path: loaderData.page.path }} />;
}
