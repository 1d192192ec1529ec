import { useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { adminMeta } from "~/lib/admin-meta";
import { listAudit } from "~/models/audit-log.server";
import { requireAdmin } from "~/services/auth.server";

export const AUDIT_PAGE_SIZE = 200;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
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
  return adminMeta("Audit Log", "/admin-dashboard/audit");
}

/** UTC and fixed format, so the server's and the browser's rendering agree. */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export default function AuditLog() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Audit Log
      </h2>
      <p className="mt-1 text-muted-foreground">
        Sign-ins, sign-outs and every change made in the admin area, newest first (the latest {AUDIT_PAGE_SIZE}).
      </p>
      {entries.length === 0 ? (
        <p className="mt-6">No entries yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="bg-muted/60">
              <tr>
                {["Time", "Actor", "Action", "Entity", "IP", "User agent"].map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={entry.at}>{formatTime(entry.at)}</time>
                  </td>
                  <td className="px-3 py-2">{entry.actor}</td>
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.action}</td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.entity}</td>
                  <td className="whitespace-nowrap px-3 py-2">{entry.ip}</td>
                  <td className="max-w-xs truncate px-3 py-2" title={entry.userAgent}>
                    {entry.userAgent}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
