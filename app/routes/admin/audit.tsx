/**
 * The audit log (issue 28): each entry as a sentence ("Olivia changed the role of eddie@... from
 * Editor to Admin"), filtered by person, action and a span of days through the address, with the
 * address and the full user agent of each entry on demand.
 */
import { Filter } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, Email, type Column } from "#app/components/ui/data-table.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { auditActionLabel, auditSentence } from "#app/lib/audit-words.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { AUDIT_PAGE_SIZE, auditQueryString, parseAuditQuery } from "#app/lib/schemas/admin-audit.ts";
import { auditFilterOptions, countAudit, listAudit } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

export { AUDIT_PAGE_SIZE };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit");
  const query = parseAuditQuery(new URL(request.url));
  const [total, options] = await Promise.all([countAudit(query), auditFilterOptions()]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const entries = await listAudit(AUDIT_PAGE_SIZE, query, (page - 1) * AUDIT_PAGE_SIZE);
  return {
    query: { ...query, page },
    total,
    pages,
    options: { actors: options.actors, actions: options.actions.map((value) => ({ value, label: auditActionLabel(value) })) },
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorEmail ?? "",
      sentence: auditSentence({ actor: entry.actorName?.trim() || entry.actorEmail, action: entry.action, entityType: entry.entityType, entityId: entry.entityId, details: entry.details }),
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
  { header: "What happened", cell: (e) => <span className="[overflow-wrap:anywhere]">{e.sentence}</span>, rowHeader: true, className: "min-w-64 font-normal" },
  { header: "Person", cell: (e) => <Email value={e.actor} />, className: "[overflow-wrap:anywhere]" },
  {
    header: "Details",
    cell: (e) => (
      // The raw record on demand: the action's code, what it touched, the address and the whole user agent.
      <details className="max-w-md">
        <summary className="min-h-6 cursor-pointer py-0.5 text-primary">Show</summary>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
          <dt className="text-muted-foreground">Action</dt>
          <dd className="font-mono">{e.action}</dd>
          {e.entity ? (
            <>
              <dt className="text-muted-foreground">Record</dt>
              <dd className="font-mono [overflow-wrap:anywhere]">{e.entity}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Address</dt>
          <dd className="font-mono">{e.ip || "—"}</dd>
          <dt className="text-muted-foreground">User agent</dt>
          <dd className="[overflow-wrap:anywhere]">{e.userAgent || "—"}</dd>
        </dl>
      </details>
    ),
  },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query, total, pages, options, entries } = loaderData;
  const filtered = Boolean(query.actor || query.action || query.from || query.to);
  return (
    <AdminSection title="Audit Log" description="Sign-ins, sign-outs and every change made in the admin area, newest first.">
      <Form method="get" role="search" aria-label="Filter the audit log" className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-3">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="audit-actor">Person</Label>
            <Select id="audit-actor" name="actor" defaultValue={query.actor ?? ""} key={query.actor ?? ""} placeholder="Anyone" options={query.actor && !options.actors.includes(query.actor) ? [query.actor, ...options.actors] : options.actors} />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="audit-action">Action</Label>
            <Select id="audit-action" name="action" defaultValue={query.action ?? ""} key={query.action ?? ""} placeholder="Any action" options={options.actions} />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="audit-from">From</Label>
            <Input id="audit-from" type="date" name="from" defaultValue={query.from ?? ""} key={`from-${query.from ?? ""}`} />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="audit-to">To</Label>
            <Input id="audit-to" type="date" name="to" defaultValue={query.to ?? ""} key={`to-${query.to ?? ""}`} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit">
            <Filter aria-hidden="true" /> Show entries
          </Button>
          {filtered ? (
            <Button asChild variant="ghost">
              <Link to={adminPaths.audit}>Clear filters</Link>
            </Button>
          ) : null}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? "entry" : "entries"}
          </p>
        </div>
      </Form>
      <DataTable caption={`Audit log entries, newest first, page ${query.page} of ${pages}`} columns={COLUMNS} rows={entries} rowKey={(e) => String(e.id)} empty={filtered ? "No entries match these filters." : "No entries yet."} />
      {pages > 1 ? (
        <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {query.page > 1 ? <Link to={`${adminPaths.audit}${auditQueryString({ ...query, page: query.page - 1 })}`}>← Newer</Link> : <span />}
          <span>
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? <Link to={`${adminPaths.audit}${auditQueryString({ ...query, page: query.page + 1 })}`}>Older →</Link> : <span />}
        </nav>
      ) : null}
    </AdminSection>
  );
}
