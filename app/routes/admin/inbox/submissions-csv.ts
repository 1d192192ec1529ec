import type { Route } from "./+types/submissions-csv";
import { csvResponse, toCsv } from "~/lib/csv";
import { requestInfoContext } from "~/lib/request-context.server";
import { recordAudit } from "~/models/audit-log.server";
import { listContactSubmissions } from "~/models/contact.server";
import { requireAdmin } from "~/services/auth.server";

/** Every contact message as CSV (personal data leaving the system: the export is audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const info = context.get(requestInfoContext);
  const rows = await listContactSubmissions(Number.MAX_SAFE_INTEGER);
  await recordAudit({
    action: "contact.export",
    actorUserId: admin.id,
    actorEmail: admin.email,
    entityType: "contact_submission",
    ip: info.ip,
    userAgent: info.userAgent,
    details: { rows: rows.length },
  });
  return csvResponse(
    toCsv(
      ["received_at", "status", "name", "email", "subject", "message", "ip", "user_agent", "id"],
      rows.map((r) => [r.createdAt, r.status, r.name, r.email, r.subject, r.message, r.ip, r.userAgent, r.id]),
    ),
    "contact-messages",
  );
}
