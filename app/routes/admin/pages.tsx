import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { Button } from "#app/components/ui/button.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { PAGE_TEXTS } from "#app/lib/schemas/page-editor.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { listPagesForAdmin } from "#app/services/pages.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  return { pages: await listPagesForAdmin() };
}
export const meta = (): Route.MetaDescriptors => adminMeta(PAGE_TEXTS.list, adminPaths.pages);

/** Issue 26.3: every page with its path, title, status and when it changed. */
export default function AdminPages({ loaderData: { pages } }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{PAGE_TEXTS.list}</h2>
          <p className="text-sm text-muted-foreground">{PAGE_TEXTS.description}</p>
        </div>
        <Button asChild>
          <Link to={adminPaths.pageNew}>
            <Plus aria-hidden="true" /> {PAGE_TEXTS.add}
          </Link>
        </Button>
      </div>
      {pages.length === 0 ? (
        <p>{PAGE_TEXTS.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2">Path</th>
                <th scope="col" className="px-3 py-2">Title</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="px-3 py-2">Updated</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.id} className="border-t">
                  <td className="px-3 py-2 font-mono">
                    <Link to={adminPaths.pageEdit(page.id)} className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring">
                      {page.path}
                      <span className="sr-only"> (edit {page.title})</span>
                    </Link>
                  </td>
                  <td className="px-3 py-2">{page.title}</td>
                  <td className="px-3 py-2">
                    {page.status === "published" ? "Published" : "Draft"}
                    {page.hasDraft && page.status === "published" ? " · unpublished changes" : ""}
                    {page.publishAt ? ` · goes live ${new Date(page.publishAt).toLocaleString()}` : ""}
                  </td>
                  <td className="px-3 py-2">
                    <time dateTime={page.updatedAt}>{new Date(page.updatedAt).toLocaleString()}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
