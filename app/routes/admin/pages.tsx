import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
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

type Row = Route.ComponentProps["loaderData"]["pages"][number];

const COLUMNS: Column<Row>[] = [
  {
    header: "Path",
    rowHeader: true,
    // Paths break at their slashes and hyphens, never inside a word.
    className: "[overflow-wrap:anywhere]",
    cell: (page) => (
      <Link to={adminPaths.pageEdit(page.id)} className="font-mono text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring">
        {page.path}
        <span className="sr-only"> (edit {page.title})</span>
      </Link>
    ),
  },
  { header: "Title", cell: (page) => page.title },
  {
    header: "Status",
    cell: (page) => (
      <span className="flex flex-wrap items-center gap-1">
        <Badge tone={page.status === "published" ? "success" : "neutral"}>{page.status === "published" ? "Published" : "Draft"}</Badge>
        {page.hasDraft && page.status === "published" ? <span className="text-xs text-muted-foreground">Unpublished changes</span> : null}
        {page.publishAt ? (
          <span className="text-xs text-muted-foreground">
            Goes live <DateTime value={page.publishAt} />
          </span>
        ) : null}
      </span>
    ),
  },
  { header: "Updated", cell: (page) => <DateTime value={page.updatedAt} />, className: "whitespace-nowrap" },
];

/** Issue 26.3: every page with its path, title, status and when it changed (cards on a phone, a table at desk width). */
export default function AdminPages({ loaderData: { pages } }: Route.ComponentProps) {
  return (
    <AdminSection
      title={PAGE_TEXTS.list}
      description={PAGE_TEXTS.description}
      actions={
        <Button asChild>
          <Link to={adminPaths.pageNew}>
            <Plus aria-hidden="true" /> {PAGE_TEXTS.add}
          </Link>
        </Button>
      }
    >
      <DataTable caption="The site's pages" columns={COLUMNS} rows={pages} rowKey={(page) => page.id} empty={PAGE_TEXTS.empty} />
    </AdminSection>
  );
}
