/** One analytics table as CSV (?table=…, with the dashboard's period and filters); audited like every export. */
import { data } from "react-router";
import type { Route } from "./+types/analytics-csv";
import { ANALYTICS_TABLES, parseDashboardQuery } from "#app/lib/schemas/analytics.ts";
import { analyticsTable } from "#app/services/analytics.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { z } from "#app/lib/schemas/zod.ts";
import { csvExport } from "./csv-export.server.ts";

const TableSchema = z.enum(ANALYTICS_TABLES);

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "exports");
  return csvExport(staff, args, async (url) => {
    const table = TableSchema.safeParse(url.searchParams.get("table") ?? undefined);
    if (!table.success) throw data("Unknown table.", { status: 404 });
    const query = parseDashboardQuery(url.searchParams);
    const { header, rows } = await analyticsTable(table.data, query);
    return { name: `analytics-${table.data}-${query.period}`, audit: { action: "analytics.export", entityType: "analytics", details: { table: table.data, period: query.period } }, header, rows };
  });
}
