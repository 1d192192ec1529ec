import type { Route } from "./+types/subscribers";
import { CsvLink, formatTime, InboxNav, StatusBadge } from "~/components/admin/inbox-nav";
import { adminMeta } from "~/lib/admin-meta";
import { listSubscribers, subscriberCounts } from "~/models/newsletter.server";
import { requireAdmin } from "~/services/auth.server";

export const SUBSCRIBERS_PAGE_SIZE = 1000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [subscribers, counts] = await Promise.all([listSubscribers(SUBSCRIBERS_PAGE_SIZE), subscriberCounts()]);
  return {
    counts,
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Subscribers", "/admin-dashboard/inbox/subscribers");
}

export default function InboxSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, counts } = loaderData;
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="subscribers-heading" className="text-xl font-semibold">
            Subscribers
          </h2>
          <p className="mt-1 text-muted-foreground">
            Newsletter sign-ups, newest first: {counts.confirmed} confirmed, {counts.pending} waiting for confirmation,{" "}
            {counts.unsubscribed} unsubscribed.
          </p>
        </div>
        <CsvLink href="/admin-dashboard/inbox/subscribers.csv">Export subscribers (CSV)</CsvLink>
      </div>
      <InboxNav />
      {subscribers.length === 0 ? (
        <p>No subscribers yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className="bg-muted/60">
              <tr>
                {["Email", "Status", "Signed up", "Confirmed", "Unsubscribed"].map((label) => (
                  <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id} className="border-t">
                  <td className="break-all px-3 py-2">{s.email}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={s.status} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatTime(s.createdAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatTime(s.confirmedAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatTime(s.unsubscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
