import type { Route } from "./+types/subscribers-csv";
import { csvResponse, toCsv } from "~/lib/csv";
import { requestInfoContext } from "~/lib/request-context.server";
import { recordAudit } from "~/models/audit-log.server";
import { listSubscribers } from "~/models/newsletter.server";
import { requireAdmin } from "~/services/auth.server";

/** Every newsletter subscriber as CSV (personal data leaving the system: the export is audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const info = context.get(requestInfoContext);
  const rows = await listSubscribers(Number.MAX_SAFE_INTEGER);
  await recordAudit({
    action: "newsletter.export",
    actorUserId: admin.id,
    actorEmail: admin.email,
    entityType: "newsletter_subscriber",
    ip: info.ip,
    userAgent: info.userAgent,
    details: { rows: rows.length },
  });
  return csvResponse(
    toCsv(
      ["email", "status", "signed_up_at", "confirmed_at", "unsubscribed_at", "id"],
      rows.map((r) => [r.email, r.status, r.createdAt, r.confirmedAt, r.unsubscribedAt, r.id]),
    ),
    "newsletter-subscribers",
  );
}
