import type { Route } from "./+types/subscribers";
import { AdminSection, CsvLink, DateTime } from "#app/components/admin/admin-section.tsx";
import { StatusBadge } from "#app/components/ui/badge.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { listSubscribers, subscriberCounts } from "#app/models/newsletter.server.ts";
import { loadInboxPage } from "./inbox-page.server.ts";

export const SUBSCRIBERS_PAGE_SIZE = 1000;

export const loader = ({ request }: Route.LoaderArgs) =>
  loadInboxPage(request, "subscribers", { rows: () => listSubscribers(SUBSCRIBERS_PAGE_SIZE), counts: subscriberCounts }, (subscriber) => subscriber);

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
    <AdminSection
      title="Subscribers"
      description={`Newsletter sign-ups, newest first: ${counts.confirmed} confirmed, ${counts.pending} waiting for confirmation, ${counts.unsubscribed} unsubscribed.`}
      actions={<CsvLink href={adminPaths.subscribersCsv}>Export subscribers (CSV)</CsvLink>}
    >
      <DataTable caption="Newsletter subscribers, newest first" columns={COLUMNS} rows={subscribers} rowKey={(s) => s.id} empty="No subscribers yet." />
    </AdminSection>
  );
}
