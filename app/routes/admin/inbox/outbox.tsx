import type { Route } from "./+types/outbox";
import { formatTime, InboxNav, StatusBadge } from "~/components/admin/inbox-nav";
import { adminMeta } from "~/lib/admin-meta";
import { listOutbox, outboxCounts } from "~/models/mail-outbox.server";
import { requireAdmin } from "~/services/auth.server";
import { env } from "~/services/env.server";

export const OUTBOX_PAGE_SIZE = 200;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [mails, counts] = await Promise.all([listOutbox(OUTBOX_PAGE_SIZE), outboxCounts()]);
  return {
    smtpConfigured: Boolean(env().SMTP_URL),
    counts,
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.toAddress,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError ?? "",
      createdAt: m.createdAt.toISOString(),
      nextAttemptAt: m.nextAttemptAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Mail Outbox", "/admin-dashboard/inbox/outbox");
}

export default function InboxOutbox({ loaderData }: Route.ComponentProps) {
  const { mails, counts, smtpConfigured } = loaderData;
  return (
    <section aria-labelledby="outbox-heading">
      <div className="mb-4">
        <h2 id="outbox-heading" className="text-xl font-semibold">
          Mail Outbox
        </h2>
        <p className="mt-1 text-muted-foreground">
          Every mail the site sends, newest first (the latest {OUTBOX_PAGE_SIZE}): {counts.pending} queued, {counts.sent} sent,{" "}
          {counts.failed} failed.
        </p>
      </div>
      <InboxNav />
      {smtpConfigured ? null : (
        <p role="note" className="mb-4 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
          SMTP_URL is not set, so mail is not sent: it stays queued here and goes out once SMTP_URL is configured.
        </p>
      )}
      {mails.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Outgoing mail, newest first</caption>
            <thead className="bg-muted/60">
              <tr>
                {["Queued", "Kind", "To", "Subject", "Status", "Attempts", "Sent / next attempt", "Last error"].map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id} className="border-t align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatTime(m.createdAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{m.kind}</td>
                  <td className="break-all px-3 py-2">{m.to}</td>
                  <td className="min-w-48 px-3 py-2">{m.subject}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={m.status} />
                  </td>
                  <td className="px-3 py-2 text-right">{m.attempts}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {m.status === "sent" ? formatTime(m.sentAt) : m.status === "pending" ? formatTime(m.nextAttemptAt) : ""}
                  </td>
                  <td className="min-w-48 break-words px-3 py-2 text-muted-foreground">{m.lastError}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
