/**
 * The Signups tab: IRACONNECT signups newest first with search, referral counts, the
 * breakdown by UTM source, and a CSV export of the current search.
 */
import { Search } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/signups";
import { AdminSection, CsvLink, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { parseAdminSignupsQuery, SIGNUPS_PAGE_SIZE } from "#app/lib/schemas/admin-signups.ts";
import { listSignups, signupsBySource } from "#app/models/signups.server.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/services/auth.server.ts";
import { referralReviewQueue, submitReferralReview } from "#app/services/referral-quality.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "signups");
  const { q, page } = parseAdminSignupsQuery(new URL(request.url));
  const [{ rows, total }, bySource, held] = await Promise.all([
    listSignups({ search: q, limit: SIGNUPS_PAGE_SIZE, offset: (page - 1) * SIGNUPS_PAGE_SIZE }),
    signupsBySource(),
    referralReviewQueue(),
  ]);
  return {
    held,
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

/** The review queue's Approve and Reject buttons (issue 29.5). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "signups");
  const answer = await submitReferralReview(request, { ...actorOf(staff, context), actorUserId: staff.id });
  return data({ ok: answer.ok, message: answer.message }, { status: answer.ok ? 200 : answer.status });
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Signups", adminPaths.signups);
}

type Held = Route.ComponentProps["loaderData"]["held"][number];

/** Referrals held by the quality check, with why, and staff's two buttons. */
function ReviewQueue({ held, busy }: { held: Held[]; busy: boolean }) {
  const columns: Column<Held>[] = [
    { header: "Name", cell: (r) => r.name, rowHeader: true },
    { header: "E-mail", cell: (r) => r.email, className: "break-all" },
    { header: "Referred by", cell: (r) => r.referrer },
    { header: "Why held", cell: (r) => r.reasons.join("; ") },
    { header: "Joined", cell: (r) => <DateTime value={r.createdAt} /> },
    {
      header: <span className="sr-only">Decision</span>,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          {(["approve", "reject"] as const).map((intent) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="refId" value={r.refId} />
              <Button type="submit" size="sm" variant={intent === "approve" ? "outline" : "destructive"} disabled={busy} aria-label={`${intent === "approve" ? "Approve" : "Reject"} the referral of ${r.name}`}>
                {intent === "approve" ? "Approve" : "Reject"}
              </Button>
            </Form>
          ))}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="review-heading" className="grid gap-2">
      <h3 id="review-heading" className="font-semibold">
        Referrals held for review ({held.length})
      </h3>
      <p className="text-sm text-muted-foreground">A held referral does not count and earns no tokens until you approve it. The member is never told why.</p>
      <DataTable caption="Referrals held for review, oldest first" columns={columns} rows={held} rowKey={(r) => r.refId} empty="No referrals are waiting for review." />
    </section>
  );
}

/** The Signups tab with a search and a page, as a link. */
function signupsHref(path: string, q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

type Data = Route.ComponentProps["loaderData"];
type Signup = Data["rows"][number];
type Source = Data["bySource"][number];

const code = "font-mono text-xs";
const COLUMNS: Column<Signup>[] = [
  { header: "Joined", cell: (r) => <DateTime value={r.createdAt} />, className: "whitespace-nowrap" },
  { header: "Name", cell: (r) => r.name, rowHeader: true },
  { header: "E-mail", cell: (r) => r.email },
  { header: "Phone", cell: (r) => r.phone, className: "whitespace-nowrap" },
  { header: "Country", cell: (r) => r.country },
  { header: "Role", cell: (r) => r.role },
  { header: "Code", cell: (r) => r.refId, className: code },
  { header: "Referred by", cell: (r) => r.referredBy ?? "", className: code },
  { header: "Referrals", cell: (r) => r.referrals, className: "text-right tabular-nums" },
  { header: "UTM", cell: (r) => r.utm },
];

const SOURCE_COLUMNS: Column<Source>[] = [
  { header: "Source", cell: (s) => s.source, rowHeader: true },
  { header: "Signups", cell: (s) => s.signups, className: "text-right tabular-nums" },
];

export default function AdminSignups({ loaderData }: Route.ComponentProps) {
  const { q, page, pages, total, allSignups, bySource, rows, held } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === adminPaths.signups;

  return (
    <AdminSection
      title="IRACONNECT Signups"
      description={`${allSignups} signup${allSignups === 1 ? "" : "s"} in total, newest first.`}
      actions={<CsvLink href={signupsHref(adminPaths.signupsCsv, q)}>Export CSV</CsvLink>}
    >
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "rounded-md border border-primary/40 bg-primary/5 p-3" : "rounded-md border border-destructive/40 p-3 text-destructive"}>
          {actionData.message}
        </p>
      ) : null}
      <ReviewQueue held={held} busy={navigation.state !== "idle"} />

      <Form method="get" role="search" className="flex flex-wrap gap-2">
        <Label htmlFor="signups-search" className="sr-only">
          Search signups
        </Label>
        <Input
          id="signups-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search name, e-mail, phone, code or source"
          className="min-w-0 flex-1 basis-64"
        />
        <Button type="submit" disabled={searching}>
          <Search aria-hidden="true" /> Search
        </Button>
        {q ? (
          <Button asChild variant="ghost">
            <Link to={adminPaths.signups}>Clear</Link>
          </Button>
        ) : null}
      </Form>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-4">
          <DataTable
            caption={`Signups${q ? ` matching ${q}` : ""}, newest first, page ${page} of ${pages}`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.refId}
            empty={q ? `No signups match “${q}”.` : "No signups yet."}
          />
          {pages > 1 ? (
            <nav aria-label="Signup pages" className="flex items-center justify-between text-sm">
              {page > 1 ? <Link to={signupsHref(adminPaths.signups, q, page - 1)}>← Newer</Link> : <span />}
              <span>
                Page {page} of {pages} ({total} signups)
              </span>
              {page < pages ? <Link to={signupsHref(adminPaths.signups, q, page + 1)}>Older →</Link> : <span />}
            </nav>
          ) : null}
        </div>

        <aside aria-labelledby="sources-heading" className="grid content-start gap-2">
          <h3 id="sources-heading" className="font-semibold">
            By UTM source
          </h3>
          <DataTable caption="Signups per UTM source" columns={SOURCE_COLUMNS} rows={bySource} rowKey={(s) => s.source} empty="No signups yet." />
        </aside>
      </div>
    </AdminSection>
  );
}
