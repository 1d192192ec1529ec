import type { Route } from "./+types/outbox";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { StatusBadge } from "#app/components/ui/badge.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { listOutbox, outboxCounts } from "#app/models/mail-outbox.server.ts";
import { env } from "#app/services/env.server.ts";
import { loadInboxPage } from "./inbox-page.server.ts";

export const OUTBOX_PAGE_SIZE = 200;

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadInboxPage(request, "outbox", { rows: () => listOutbox(OUTBOX_PAGE_SIZE), counts: outboxCounts }, (m) => ({
    id: m.id,
    kind: m.kind,
    to: m.toAddress,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError ?? "",
    createdAt: m.createdAt.toISOString(),
    // Sent: when it went; queued: when it is tried next; failed: nothing more will happen.
    nextOrSent: m.status === "sent" ? (m.sentAt?.toISOString() ?? null) : m.status === "pending" ? m.nextAttemptAt.toISOString() : null,
  }));
  return { ...page, smtpConfigured: Boolean(env().SMTP_URL) };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Mail Outbox", adminPaths.outbox);
}

type Mail = Route.ComponentProps["loaderData"]["items"][number];

const COLUMNS: Column<Mail>[] = [
  { header: "Queued", cell: (m) => <DateTime value={m.createdAt} />, className: "whitespace-nowrap" },
  { header: "Kind", cell: (m) => m.kind, className: "whitespace-nowrap" },
  // Wide enough for an address on a line or two (the table scrolls inside its card on a phone).
  { header: "To", cell: (m) => m.to, className: "min-w-48 break-all" },
  { header: "Subject", cell: (m) => m.subject, rowHeader: true, className: "min-w-48" },
  { header: "Status", cell: (m) => <StatusBadge status={m.status} /> },
  { header: "Attempts", cell: (m) => m.attempts, className: "text-right tabular-nums" },
  { header: "Sent / next attempt", cell: (m) => <DateTime value={m.nextOrSent} />, className: "whitespace-nowrap" },
  { header: "Last error", cell: (m) => m.lastError, className: "min-w-48 break-words text-muted-foreground" },
];

export default function InboxOutbox({ loaderData }: Route.ComponentProps) {
  const { items: mails, counts, smtpConfigured } = loaderData;
  return (
    <AdminSection
      title="Mail Outbox"
      description={`Every mail the site sends, newest first (the latest ${OUTBOX_PAGE_SIZE}): ${counts.pending} queued, ${counts.sent} sent, ${counts.failed} failed.`}
    >
      {smtpConfigured ? null : (
        <p role="note" className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
          SMTP_URL is not set, so mail is not sent: it stays queued here and goes out once SMTP_URL is configured.
        </p>
      )}
      <DataTable caption="Outgoing mail, newest first" columns={COLUMNS} rows={mails} rowKey={(m) => m.id} empty="No mail yet." />
    </AdminSection>
  );
}
