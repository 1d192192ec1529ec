/** One attribution chart's numbers as CSV (?chart=per-day|source|medium|campaign|newsletter|referrals); audited like every export. */
import { data } from "react-router";
import type { Route } from "./+types/attribution-csv";
import { AttributionCsvSchema } from "#app/lib/schemas/attribution.ts";
import { leadsBy, leadsPerDay, newsletterGrowth, referralLeaderboard } from "#app/models/attribution.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { csvExport } from "./csv-export.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "exports");
  return csvExport(staff, args, async (url) => {
    const parsed = AttributionCsvSchema.safeParse({ chart: url.searchParams.get("chart") ?? undefined });
    if (!parsed.success) throw data("Unknown chart.", { status: 404 });
    const { chart } = parsed.data;
    const audit = { action: "attribution.export", entityType: "attribution", details: { chart } };
    const name = `attribution-${chart}`;
    switch (chart) {
      case "per-day": {
        const rows = await leadsPerDay();
        return { name, audit, header: ["day", "signups", "messages"], rows: rows.map((r) => [r.day, r.signups, r.messages]) };
      }
      case "newsletter": {
        const rows = await newsletterGrowth();
        return { name, audit, header: ["day", "confirmed_subscribers"], rows: rows.map((r) => [r.day, r.confirmed]) };
      }
      case "referrals": {
        const rows = await referralLeaderboard(100);
        return { name, audit, header: ["ref_id", "name", "referrals"], rows: rows.map((r) => [r.refId, r.name, r.referrals]) };
      }
      default: {
        const rows = await leadsBy(chart, 1000);
        return { name, audit, header: [`first_${chart}`, "signups", "messages", "subscribers"], rows: rows.map((r) => [r.value, r.signups, r.messages, r.subscribers]) };
      }
    }
  });
}
