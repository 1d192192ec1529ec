import type { Route } from "./+types/subscribers";
import { DateTime } from "~/components/admin/admin-section";
import { InboxSection } from "~/components/admin/inbox";
import { StatusBadge } from "~/components/ui/badge";
import { DataTable, type Column } from "~/components/ui/data-table";
import { adminMeta } from "~/lib/admin-meta";
import { adminPaths } from "~/lib/paths";
import { listSubscribers, subscriberCounts } from "~/models/newsletter.server";
import { loadInboxPage } from "./inbox-page.server";

export const SUBSCRIBERS_PAGE_SIZE = 1000;

export const loader = ({ request }: Route.LoaderArgs) =>
  loadInboxPage(request, { rows: () => listSubscribers(SUBSCRIBERS_PAGE_SIZE), counts: subscriberCounts }, (subscriber) => subscriber);

export function meta(): Route.MetaDescriptors {
  return adminMeta("Subscribers", adminPaths.subscribers);
}

type Subscriber = Route.ComponentProps["loaderData"]["items"][number];

const COLUMNS: Column<Subscriber>[] = [
  { header: "Email", cell: (s) => s.email, rowHeader: true, className: "break-all" },
  { header: "Status", cell: (s) => <StatusBadge status={s.status} /> },
  { header: "Signed up", cell: (s) => <DateTime value={s.createdAt} />, className: "whitespace-nowrap" },
  { header: "Confirmed", cell: (s) => <DateTime value={s.confirmedAt} />, className: "whitespace-nowrap" },
  { header: "Unsubscribed", cell: (s) => <DateTime value={s.unsubscribedAt} />, className: "whitespace-nowrap" },
];

export default function InboxSubscribers({ loaderData }: Route.ComponentProps) {
  const { items: subscribers, counts } = loaderData;
  return (
    <InboxSection
      title="Subscribers"
      description={`Newsletter sign-ups, newest first: ${counts.confirmed} confirmed, ${counts.pending} waiting for confirmation, ${counts.unsubscribed} unsubscribed.`}
      csv={{ href: adminPaths.subscribersCsv, label: "Export subscribers (CSV)" }}
    >
      <DataTable caption="Newsletter subscribers, newest first" columns={COLUMNS} rows={subscribers} rowKey={(s) => s.id} empty="No subscribers yet." />
    </InboxSection>
  );
}
