import type { Route } from "./+types/subscribers-csv";
import { listSubscribers } from "#app/models/newsletter.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { csvExport } from "../csv-export.server.ts";

/** Every newsletter subscriber as CSV. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "exports");
  return csvExport(staff, args, async () => ({
    name: "newsletter-subscribers",
    audit: { action: "newsletter.export", entityType: "newsletter_subscriber" },
    header: ["email", "status", "signed_up_at", "confirmed_at", "unsubscribed_at", "id"],
    rows: (await listSubscribers(Number.MAX_SAFE_INTEGER)).map((r) => [r.email, r.status, r.createdAt, r.confirmedAt, r.unsubscribedAt, r.id]),
  }));
}
