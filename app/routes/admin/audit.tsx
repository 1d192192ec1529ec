import type { Route } from "./+types/audit";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { listAudit } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/services/auth.server.ts";

export const AUDIT_PAGE_SIZE = 200;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit");
  const entries = await listAudit(AUDIT_PAGE_SIZE);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorEmail ?? "",
      action: entry.action,
      entity: [entry.entityType, entry.entityId].filter(Boolean).join(" "),
      ip: entry.ip ?? "",
      userAgent: entry.userAgent ?? "",
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Audit Log", adminPaths.audit);
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const COLUMNS: Column<Entry>[] = [
  { header: "Time", cell: (e) => <DateTime value={e.at} seconds />, className: "whitespace-nowrap" },
  { header: "Actor", cell: (e) => e.actor, className: "break-all" },
  { header: "Action", cell: (e) => e.action, className: "whitespace-nowrap font-mono text-xs" },
  { header: "Entity", cell: (e) => e.entity, className: "font-mono text-xs" },
  { header: "IP", cell: (e) => e.ip, className: "whitespace-nowrap" },
  {
    header: "User agent",
    cell: (e) => (
      <span className="block max-w-xs truncate" title={e.userAgent}>
        {e.userAgent}
      </span>
    ),
  },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <AdminSection
      title="Audit Log"
      description={`Sign-ins, sign-outs and every change made in the admin area, newest first (the latest ${AUDIT_PAGE_SIZE}).`}
    >
      <DataTable caption="Audit log entries, newest first" columns={COLUMNS} rows={loaderData.entries} rowKey={(e) => String(e.id)} empty="No entries yet." />
    </AdminSection>
  );
}
