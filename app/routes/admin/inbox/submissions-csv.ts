import type { Route } from "./+types/submissions-csv";
import { listContactSubmissions } from "#app/models/contact.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { csvExport } from "../csv-export.server.ts";

/** Every contact message as CSV. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "exports");
  return csvExport(staff, args, async () => ({
    name: "contact-messages",
    audit: { action: "contact.export", entityType: "contact_submission" },
    header: ["received_at", "status", "name", "email", "subject", "message", "ip", "user_agent", "id"],
    rows: (await listContactSubmissions(Number.MAX_SAFE_INTEGER)).map((r) => [r.createdAt, r.status, r.name, r.email, r.subject, r.message, r.ip, r.userAgent, r.id]),
  }));
}
