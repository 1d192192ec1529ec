/**
 * CSV downloads of personal data (signups, contact messages, subscribers): the `exports` capability only
 * (each route's loader checks it first, `requireStaff(request, "exports")`, and hands the staff
 * member over), every export audited (who took what and how many rows), never cached, never indexed.
 */
import type { RouterContextProvider } from "react-router";
import { ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import { csvResponse, toCsv } from "#app/lib/csv.ts";
import { actorOf, recordAudit } from "#app/models/audit-log.server.ts";
import type { StaffUser } from "#app/services/auth.server.ts";

export type CsvExport = {
  /** The file's name before its date. */
  name: string;
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
  audit: { action: string; entityType: string; details?: Record<string, unknown> };
};

export async function csvExport(
  admin: StaffUser,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  read: (url: URL) => Promise<CsvExport>,
): Promise<Response> {
  const { name, header, rows, audit } = await read(new URL(request.url));
  await recordAudit({
    ...actorOf(admin, context),
    action: audit.action,
    entityType: audit.entityType,
    details: { rows: rows.length, ...audit.details },
  });
  const response = csvResponse(toCsv(header, rows), name);
  response.headers.set("X-Robots-Tag", ADMIN_HEADERS["X-Robots-Tag"]);
  return response;
}
