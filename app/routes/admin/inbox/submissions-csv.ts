import type { Route } from "./+types/submissions-csv";
import { listContactSubmissions } from "#app/models/contact.server.ts";
import { csvExport } from "../csv-export.server.ts";

/** Every contact message as CSV. */
export function loader(args: Route.LoaderArgs) {
  return csvExport(args, async () => ({
    name: "contact-messages",
    audit: { action: "contact.export", entityType: "contact_submission" },
    header: ["received_at", "status", "name", "email", "subject", "message", "ip", "user_agent", "id"],
    rows: (await listContactSubmissions(Number.MAX_SAFE_INTEGER)).map((r) => [r.createdAt, r.status, r.name, r.email, r.subject, r.message, r.ip, r.userAgent, r.id]),
  }));
}
