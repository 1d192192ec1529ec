/** One newsletter send: its counts and every recipient with the state of their copy. */
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-send";
import { ActionNotice, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { StatusBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { newsletterPostId } from "#app/lib/schemas/newsletter-send.ts";
import { getSend, listDeliveries } from "#app/models/newsletter-sends.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

const NOT_FOUND = "Newsletter send not found";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "subscribers");
  const id = newsletterPostId.safeParse(params.id);
  const send = id.success ? await getSend(id.data) : null;
  if (!send) throw data(NOT_FOUND, { status: 404 });
  // ?added= is what the send's redirect reports; anything else shows no notice.
  const added = new URL(request.url).searchParams.get("added");
  const deliveries = await listDeliveries(send.id);
  return {
    send: { ...send, createdAt: send.createdAt.toISOString() },
    started: added !== null && /^\d{1,9}$/.test(added) ? Number(added) : null,
    deliveries: deliveries.map((d) => ({ ...d, createdAt: d.createdAt.toISOString(), enqueuedAt: d.enqueuedAt?.toISOString() ?? null })),
  };
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta("Newsletter send", adminPaths.newsletterSend(params.id));
}

type Delivery = Route.ComponentProps["loaderData"]["deliveries"][number];

const COLUMNS: Column<Delivery>[] = [
  { header: "Email", cell: (d) => d.email, rowHeader: true, className: "break-all" },
  { header: "Status", cell: (d) => <StatusBadge status={d.status} /> },
  { header: "Queued", cell: (d) => <DateTime value={d.enqueuedAt} />, className: "whitespace-nowrap" },
  { header: "Note", cell: (d) => d.error ?? (d.bouncedAt ? "The address bounces." : ""), className: "break-words" },
];

export default function AdminNewsletterSend({ loaderData }: Route.ComponentProps) {
  const { send, started, deliveries } = loaderData;
  return (
    <AdminSection
      title={send.subject}
      description={
        <>
          Started <DateTime value={send.createdAt} />
          {send.startedByEmail ? ` by ${send.startedByEmail}` : ""}: {send.sent} sent, {send.pending} pending, {send.failed} failed, {send.skipped} skipped.
        </>
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={adminPaths.newsletter}>
            <ArrowLeft aria-hidden="true" /> All sends
          </Link>
        </Button>
      }
    >
      <ActionNotice>
        {started === null
          ? null
          : started === 0
            ? "Every confirmed subscriber already has this post: nobody was added."
            : `The send started: ${started} subscriber${started === 1 ? "" : "s"} added. Mail goes out at the configured rate per minute.`}
      </ActionNotice>
      <DataTable caption="Recipients" columns={COLUMNS} rows={deliveries} rowKey={(d) => d.subscriberId} empty="No recipients." />
    </AdminSection>
  );
}
