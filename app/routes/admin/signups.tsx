/**
 * /admin-dashboard/signups: IRACONNECT signups newest first with search, referral counts, the
 * breakdown by UTM source, and a CSV export of the current search.
 */
import { Download, Search } from "lucide-react";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/signups";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { parseAdminSignupsQuery, SIGNUPS_PAGE_SIZE } from "~/lib/schemas/admin-signups";
import { listSignups, signupsBySource } from "~/models/signups.server";
import { requireAdmin } from "~/services/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { q, page } = parseAdminSignupsQuery(new URL(request.url));
  const [{ rows, total }, bySource] = await Promise.all([
    listSignups({ search: q, limit: SIGNUPS_PAGE_SIZE, offset: (page - 1) * SIGNUPS_PAGE_SIZE }),
    signupsBySource(),
  ]);
  return {
    q,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / SIGNUPS_PAGE_SIZE)),
    allSignups: bySource.reduce((sum, s) => sum + s.signups, 0),
    bySource,
    rows: rows.map((row) => ({
      refId: row.refId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      country: row.country,
      role: row.role,
      referredBy: row.referredBy,
      referrals: row.referrals,
      utm: [row.utmSource, row.utmMedium, row.utmCampaign].filter(Boolean).join(" / "),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Signups", "/admin-dashboard/signups");
}

/** UTC and fixed format, so the server's and the browser's rendering agree. */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin-dashboard/signups${query ? `?${query}` : ""}`;
}

export default function AdminSignups() {
  const { q, page, pages, total, allSignups, bySource, rows } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin-dashboard/signups";
  const exportHref = `/admin-dashboard/signups.csv${q ? `?${new URLSearchParams({ q })}` : ""}`;

  return (
    <section aria-labelledby="signups-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="signups-heading" className="text-xl font-semibold">
            IRACONNECT Signups
          </h2>
          <p className="mt-1 text-muted-foreground">
            {allSignups} signup{allSignups === 1 ? "" : "s"} in total, newest first.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>

      <Form method="get" role="search" className="flex flex-wrap gap-2">
        <label htmlFor="signups-search" className="sr-only">
          Search signups
        </label>
        <input
          id="signups-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search name, e-mail, phone, code or source"
          className="h-10 min-w-64 flex-1 rounded-md border border-input bg-background px-3 text-sm"
        />
        <Button type="submit" disabled={searching}>
          <Search aria-hidden="true" /> Search
        </Button>
        {q ? (
          <Button asChild variant="ghost">
            <Link to="/admin-dashboard/signups">Clear</Link>
          </Button>
        ) : null}
      </Form>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div>
          {rows.length === 0 ? (
            <p>{q ? `No signups match “${q}”.` : "No signups yet."}</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  Signups{q ? ` matching ${q}` : ""}, newest first, page {page} of {pages}
                </caption>
                <thead className="bg-muted/60">
                  <tr>
                    {["Joined", "Name", "E-mail", "Phone", "Country", "Role", "Code", "Referred by", "Referrals", "UTM"].map((label) => (
                      <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.refId} className="border-t align-top">
                      <td className="whitespace-nowrap px-3 py-2">
                        <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>
                      </td>
                      <td className="px-3 py-2">{row.name}</td>
                      <td className="px-3 py-2">{row.email}</td>
                      <td className="whitespace-nowrap px-3 py-2">{row.phone}</td>
                      <td className="px-3 py-2">{row.country}</td>
                      <td className="px-3 py-2">{row.role}</td>
                      <td className="px-3 py-2 font-mono text-xs">{row.refId}</td>
                      <td className="px-3 py-2 font-mono text-xs">{row.referredBy ?? ""}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.referrals}</td>
                      <td className="px-3 py-2">{row.utm}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label="Signup pages" className="mt-4 flex items-center justify-between text-sm">
              {page > 1 ? <Link to={pageHref(q, page - 1)}>← Newer</Link> : <span />}
              <span>
                Page {page} of {pages} ({total} signups)
              </span>
              {page < pages ? <Link to={pageHref(q, page + 1)}>Older →</Link> : <span />}
            </nav>
          ) : null}
        </div>

        <aside aria-labelledby="sources-heading" className="rounded-lg border p-4">
          <h3 id="sources-heading" className="font-semibold">
            By UTM source
          </h3>
          {bySource.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No signups yet.</p>
          ) : (
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">Signups per UTM source</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 text-left font-medium">
                    Source
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Signups
                  </th>
                </tr>
              </thead>
              <tbody>
                {bySource.map((s) => (
                  <tr key={s.source} className="border-t">
                    <td className="py-1">{s.source}</td>
                    <td className="py-1 text-right tabular-nums">{s.signups}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </aside>
      </div>
    </section>
  );
}
