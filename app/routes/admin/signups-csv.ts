/** GET /admin-dashboard/signups.csv: every signup of the current search as CSV (audited). */
import type { Route } from "./+types/signups-csv";
import { ADMIN_HEADERS } from "~/lib/admin-meta";
import { csvResponse, toCsv } from "~/lib/csv";
import { requestInfoContext } from "~/lib/request-context.server";
import { parseAdminSignupsQuery } from "~/lib/schemas/admin-signups";
import { recordAudit } from "~/models/audit-log.server";
import { listSignups } from "~/models/signups.server";
import { requireAdmin } from "~/services/auth.server";

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

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { q } = parseAdminSignupsQuery(new URL(request.url));
  const { rows } = await listSignups({ search: q });
  const info = context.get(requestInfoContext);
  // Personal data leaving the system: who took it, when, and how much.
  await recordAudit({
    action: "signups.export",
    actorUserId: admin.id,
    actorEmail: admin.email,
    entityType: "prelaunch_signups",
    ip: info.ip,
    userAgent: info.userAgent,
    details: { rows: rows.length, search: q || null },
  });
  const csv = toCsv(
    HEADER,
    rows.map((r) => [
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
  );
  const response = csvResponse(csv, "iraconnect-signups");
  response.headers.set("X-Robots-Tag", ADMIN_HEADERS["X-Robots-Tag"]);
  return response;
}
