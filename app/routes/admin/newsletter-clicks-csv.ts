/** A newsletter send's clicks per link as CSV (like every table's export: the `exports` capability, audited). */
import { data } from "react-router";
import type { Route } from "./+types/newsletter-clicks-csv";
import { newsletterPostId } from "#app/lib/schemas/newsletter-send.ts";
import { clicksPerLink, getSendRow } from "#app/models/newsletter-sends.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { csvExport } from "./csv-export.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args.request, "exports");
  return csvExport(staff, args, async () => {
    const id = newsletterPostId.safeParse(args.params.id);
    const send = id.success ? await getSendRow(id.data) : null;
    if (!send) throw data("Newsletter send not found", { status: 404 });
    const links = await clicksPerLink(send.id);
    return {
      name: `newsletter-clicks-${send.id.slice(0, 8)}`,
      audit: { action: "newsletter.results_export", entityType: "newsletter_send", details: { sendId: send.id, subject: send.subject } },
      header: ["Link", "Recipients who clicked", "Clicks"],
      rows: links.map((l) => [l.url, l.recipients, l.clicks]),
    };
  });
}
