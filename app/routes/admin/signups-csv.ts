/** The Signups tab's Export CSV: every signup of the current search as CSV. */
import type { Route } from "./+types/signups-csv";
import { parseAdminSignupsQuery, signupFilters } from "#app/lib/schemas/admin-signups.ts";
import { listSignups } from "#app/models/signups.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { csvExport } from "./csv-export.server.ts";

const HEADER = [
  "created_at",
  "name",
  "email",
  "phone",
  "country",
  "role",
  "ref_id",
  "referred_by",
  "referrals",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "ip",
  "user_agent",
] as const;

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "exports");
  return csvExport(staff, args, async (url) => {
    const query = parseAdminSignupsQuery(url);
    const { q } = query;
    const { rows } = await listSignups({ ...signupFilters(query), order: query.sort });
    return {
      name: "iraconnect-signups",
      audit: { action: "signups.export", entityType: "prelaunch_signups", details: { search: q || null } },
      header: HEADER,
      rows: rows.map((r) => [
        r.createdAt,
        r.name,
        r.email,
        r.phone,
        r.country,
        r.role,
        r.refId,
        r.referredBy,
        r.referrals,
        r.utmSource,
        r.utmMedium,
        r.utmCampaign,
        r.utmTerm,
        r.utmContent,
        r.ip,
        r.userAgent,
      ]),
    };
  });
}
