/**
 * One newsletter send and its results (issue 27.3, decision 041): delivered, opened (an estimate:
 * the pixel), clicked and unsubscribed; the clicks per link (with their CSV); every recipient with
 * the state of their copy. A send still waiting for its time can be called off here.
 */
import { ArrowLeft, XCircle } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-send";
import { ActionNotice, AdminSection, CsvLink, DateTime } from "#app/components/admin/admin-section.tsx";
import { StatusBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { newsletterPostId, parseSegment } from "#app/lib/schemas/newsletter-send.ts";
import { clicksPerLink, getSend, listDeliveries } from "#app/models/newsletter-sends.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

const NOT_FOUND = "Newsletter send not found";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "subscribers");
  const id = newsletterPostId.safeParse(params.id);
  const send = id.success ? await getSend(id.data) : null;
  if (!send) throw data(NOT_FOUND, { status: 404 });
  // ?added= is what the send's redirect reports; anything else shows no notice.
  const added = new URL(request.url).searchParams.get("added");
  const [deliveries, links] = await Promise.all([listDeliveries(send.id), clicksPerLink(send.id)]);
  const segment = parseSegment(send.segment);
  return {
    send: {
      ...send,
      createdAt: send.createdAt.toISOString(),
      startedAt: send.startedAt?.toISOString() ?? null,
      scheduledAt: send.scheduledAt?.toISOString() ?? null,
      audience: !segment || segment.kind === "all" ? "All confirmed subscribers" : segment.kind === "source" ? `Signed up from ${segment.value}` : `Readers of “${segment.value}”`,
    },
    started: added !== null && /^\d{1,9}$/.test(added) ? Number(added) : null,
    links,
    deliveries: deliveries.map((d) => ({ ...d, createdAt: d.createdAt.toISOString(), enqueuedAt: d.enqueuedAt?.toISOString() ?? null })),
  };
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta("Newsletter send", adminPaths.newsletterSend(params.id));
}

type Delivery = Route.ComponentProps["loaderData"]["deliveries"][number];
type LinkRow = Route.ComponentProps["loaderData"]["links"][number];

const COLUMNS: Column<Delivery>[] = [
  { header: "Email", cell: (d) => d.email, rowHeader: true, className: "break-all" },
  { header: "Status", cell: (d) => <StatusBadge status={d.status} /> },
  { header: "Queued", cell: (d) => <DateTime value={d.enqueuedAt} />, className: "whitespace-nowrap" },
  { header: "Note", cell: (d) => d.error ?? (d.bouncedAt ? "The address bounces." : ""), className: "break-words" },
];

const LINK_COLUMNS: Column<LinkRow>[] = [
  { header: "Link", cell: (l) => l.url, rowHeader: true, className: "min-w-48 break-all" },
  { header: "Recipients who clicked", cell: (l) => l.recipients, className: "tabular-nums" },
  { header: "Clicks", cell: (l) => l.clicks, className: "tabular-nums" },
];

const percent = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : "");

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

export default function AdminNewsletterSend({ loaderData }: Route.ComponentProps) {
  const { send, started, deliveries, links } = loaderData;
  const busy = useNavigation().state !== "idle";
  const delivered = send.sent;
  return (
    <AdminSection
      title={send.subject}
      description={
        send.status === "scheduled" ? (
          <>
            Scheduled for <DateTime value={send.scheduledAt} />
            {send.startedByEmail ? ` by ${send.startedByEmail}` : ""}, to {send.audience.toLowerCase()}.
          </>
        ) : send.status === "cancelled" ? (
          <>Called off before its time.</>
        ) : (
          <>
            Started <DateTime value={send.startedAt ?? send.createdAt} />
            {send.startedByEmail ? ` by ${send.startedByEmail}` : ""}: {send.sent} sent, {send.pending} pending, {send.failed} failed, {send.skipped} skipped.
          </>
        )
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
            ? "Everyone in this audience already has this post: nobody was added."
            : `The send started: ${started} subscriber${started === 1 ? "" : "s"} added. Mail goes out at the configured rate per minute.`}
      </ActionNotice>

      {send.status === "scheduled" ? (
        <Form method="post" action={adminPaths.newsletter}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="sendId" value={send.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            <XCircle aria-hidden="true" /> Call off this send
          </Button>
        </Form>
      ) : null}

      <Card className="grid gap-4 p-4 sm:p-6">
        <h3 className="text-lg font-semibold">Results</h3>
        <p className="text-sm text-muted-foreground">Audience: {send.audience}.</p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Delivered" value={String(delivered)} />
          <Figure
            label="Opened (estimate)"
            value={`${send.opened}${percent(send.opened, delivered)}`}
            note="Counted when a mail client loads the images. Apple Mail Privacy Protection loads them for everyone, others block them: read it as a trend."
          />
          <Figure label="Clicked" value={`${send.clicked}${percent(send.clicked, delivered)}`} note="Recipients who followed at least one link." />
          <Figure label="Unsubscribed" value={String(send.unsubscribed)} note="Recipients who left after this mail, before the next one." />
        </dl>
      </Card>

      <section aria-labelledby="clicks-per-link" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="clicks-per-link" className="text-lg font-semibold">
            Clicks per link
          </h3>
          {links.length > 0 ? <CsvLink href={adminPaths.newsletterClicksCsv(send.id)}>Export clicks (CSV)</CsvLink> : null}
        </div>
        <DataTable caption="Clicks per link, most clicked first" columns={LINK_COLUMNS} rows={links} rowKey={(l) => l.url} empty="No link has been followed yet." />
      </section>

      <DataTable caption="Recipients" columns={COLUMNS} rows={deliveries} rowKey={(d) => d.subscriberId} empty="No recipients yet." />
    </AdminSection>
  );
}
