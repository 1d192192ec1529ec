import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import { requireStaff } from "#app/services/auth.server.ts";
import { pageForEdit, readStoredPage } from "#app/services/pages.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page editor's preview frame: the page's working copy (its saved draft), staff only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  if (!UUID.test(params.id)) throw data("Page not found", { status: 404 });
  const stored = await pageForEdit(params.id);
  if (!stored) throw data("Page not found", { status: 404 });
  const page = readStoredPage(stored.page);
  if (!page) throw data("This draft cannot be shown", { status: 409 });
  return data({ title: page.title, blocks: page.blocks.filter((block) => !block.hidden).map((block) => ({ id: block.id, type: block.type, title: "title" in block ? String(block.title ?? "") : "" })) }, { headers: ADMIN_HEADERS });
}

export const meta = () => [{ title: "Preview" }, { name: "robots", content: "noindex" }];

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold">{loaderData.title}</h1>
      {loaderData.blocks.map((block) => (
        <section key={block.id} className="my-6 border-t pt-4" data-block-type={block.type}>
          <h2 className="text-xl font-semibold">{block.title}</h2>
        </section>
      ))}
    </main>
  );
}
