/**
 * The Signups tab (issue 28): IRACONNECT signups with every field (country, role, confirmation,
 * referrals, tokens, tier), filtered by tier, confirmation, source and country, searched and sorted
 * through the address (so Back and a shared link show the same list), the breakdown by UTM source,
 * and a CSV export of the same rows.
 */
import { Filter } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/signups";
import { AdminSection, CsvLink, DateTime } from "#app/components/admin/admin-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, Email, type Column } from "#app/components/ui/data-table.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import {
  NO_SOURCE,
  parseAdminSignupsQuery,
  signupFilters,
  signupSorts,
  signupsQueryString,
  signupTierFor,
  signupTiers,
  SIGNUPS_PAGE_SIZE,
  sortLabels,
  storedTokens,
  tierLabels,
  type AdminSignupsQuery,
} from "#app/lib/schemas/admin-signups.ts";
import { listSignups, signupFacets, signupFiltersNarrow } from "#app/models/signups.server.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { referralReviewQueue, submitReferralReview } from "#app/services/referral-quality.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "signups");
  const query = parseAdminSignupsQuery(new URL(request.url));
  const filters = signupFilters(query);
  // Without filters every signup matches: the facets' one pass counts them (decision 050).
  const narrow = signupFiltersNarrow(filters);
  const [list, { bySource, countries, total: allSignups }, held] = await Promise.all([
    listSignups({ ...filters, order: query.sort, limit: SIGNUPS_PAGE_SIZE, offset: (query.page - 1) * SIGNUPS_PAGE_SIZE, total: narrow }),
    signupFacets(),
    referralReviewQueue(),
  ]);
  const { rows } = list;
  const total = narrow ? list.total : allSignups;
  return {
    held,
    query,
    total,
    pages: Math.max(1, Math.ceil(total / SIGNUPS_PAGE_SIZE)),
    allSignups,
    bySource,
    countries: countries.map((c) => c.country),
    rows: rows.map((row) => ({
      refId: row.refId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      country: row.country,
      role: row.role,
      referredBy: row.referredBy,
      referrals: row.referrals,
      tokens: storedTokens(row.referrals),
      tier: signupTierFor(row.referrals),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
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

type Data = Route.ComponentProps["loaderData"];
type Signup = Data["rows"][number];
type Source = Data["bySource"][number];

const code = "font-mono text-xs";
const COLUMNS: Column<Signup>[] = [
  { header: "Joined", cell: (r) => <DateTime value={r.createdAt} />, className: "whitespace-nowrap" },
  {
    header: "Name",
    cell: (r) => (
      <Link to={adminPaths.member(r.refId)} className="text-primary underline underline-offset-2">
        {r.name}
      </Link>
    ),
    rowHeader: true,
  },
  { header: "E-mail", cell: (r) => <Email value={r.email} /> },
  { header: "Phone", cell: (r) => r.phone, className: "whitespace-nowrap" },
  { header: "Country", cell: (r) => r.country },
  { header: "Role", cell: (r) => r.role },
  {
    header: "Confirmed",
    cell: (r) => (r.confirmedAt ? <DateTime value={r.confirmedAt} /> : <span className="text-muted-foreground">Not yet</span>),
    className: "whitespace-nowrap",
  },
  { header: "Referrals", cell: (r) => r.referrals, className: "text-right tabular-nums max-md:text-left" },
  { header: "Tokens", cell: (r) => r.tokens, className: "text-right tabular-nums max-md:text-left" },
  { header: "Tier", cell: (r) => (r.tier === "none" ? <span className="text-muted-foreground">{tierLabels.none}</span> : <Badge tone="info">{tierLabels[r.tier]}</Badge>) },
  { header: "Code", cell: (r) => r.refId, className: code },
  { header: "Referred by", cell: (r) => r.referredBy ?? "", className: code },
  { header: "UTM", cell: (r) => r.utm },
];

const SOURCE_COLUMNS: Column<Source>[] = [
  { header: "Source", cell: (s) => s.source, rowHeader: true },
  { header: "Signups", cell: (s) => s.signups, className: "text-right tabular-nums max-md:text-left" },
];

/** What the filters say, in words, for the table's caption and the empty message. */
function describe(query: AdminSignupsQuery): string {
  const parts: string[] = [];
  if (query.q) parts.push(`matching “${query.q}”`);
  if (query.tier) parts.push(`tier ${tierLabels[query.tier]}`);
  if (query.confirmed) parts.push(query.confirmed === "yes" ? "confirmed" : "not confirmed");
  if (query.source) parts.push(`source ${query.source}`);
  if (query.country) parts.push(`from ${query.country}`);
  return parts.join(", ");
}

export default function AdminSignups({ loaderData }: Route.ComponentProps) {
  const { query, pages, total, allSignups, bySource, countries, rows, held } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === adminPaths.signups;
  const filtered = describe(query);
  const { page } = query;

  return (
    <AdminSection
      title="IRACONNECT Signups"
      description={`${allSignups} signup${allSignups === 1 ? "" : "s"} in total.`}
      actions={<CsvLink href={`${adminPaths.signupsCsv}${signupsQueryString({ ...query, page: 1 })}`}>Export CSV</CsvLink>}
    >
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "rounded-md border border-primary/40 bg-primary/5 p-3" : "rounded-md border border-destructive/40 p-3 text-destructive"}>
          {actionData.message}
        </p>
      ) : null}
      <ReviewQueue held={held} busy={navigation.state !== "idle"} />

      {/* A GET form: every filter is in the address, and it works without JavaScript. */}
      <Form method="get" role="search" aria-label="Filter signups" className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="grid gap-1.5">
          <Label htmlFor="signups-search">Search</Label>
          <Input id="signups-search" type="search" name="q" defaultValue={query.q} maxLength={200} placeholder="Name, e-mail, phone, code or source" />
        </div>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-3">
          <FilterSelect id="signups-tier" label="Tier" name="tier" value={query.tier} placeholder="Any tier" options={signupTiers.map((t) => ({ value: t, label: tierLabels[t] }))} />
          <FilterSelect
            id="signups-confirmed"
            label="Confirmed"
            name="confirmed"
            value={query.confirmed}
            placeholder="Either"
            options={[
              { value: "yes", label: "Confirmed" },
              { value: "no", label: "Not confirmed" },
            ]}
          />
          <FilterSelect
            id="signups-source"
            label="Source"
            name="source"
            value={query.source}
            placeholder="Any source"
            options={withCurrent(bySource.map((s) => s.source), query.source).map((s) => ({ value: s, label: s === NO_SOURCE ? "No source" : s }))}
          />
          <FilterSelect id="signups-country" label="Country" name="country" value={query.country} placeholder="Any country" options={withCurrent(countries, query.country)} />
          <FilterSelect id="signups-sort" label="Sort" name="sort" value={query.sort} options={signupSorts.map((s) => ({ value: s, label: sortLabels[s] }))} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={searching}>
            <Filter aria-hidden="true" /> Show signups
          </Button>
          {filtered || query.sort !== "newest" ? (
            <Button asChild variant="ghost">
              <Link to={adminPaths.signups}>Clear filters</Link>
            </Button>
          ) : null}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? "signup" : "signups"}
            {filtered ? ` ${filtered}` : ""}
          </p>
        </div>
      </Form>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid min-w-0 content-start gap-4">
          <DataTable
            caption={`Signups${filtered ? ` ${filtered}` : ""}, ${sortLabels[query.sort].toLowerCase()}, page ${page} of ${pages}`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.refId}
            empty={filtered ? `No signups ${filtered}.` : "No signups yet."}
          />
          {pages > 1 ? (
            <nav aria-label="Signup pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
              {page > 1 ? <Link to={`${adminPaths.signups}${signupsQueryString({ ...query, page: page - 1 })}`}>← Previous</Link> : <span />}
              <span>
                Page {page} of {pages} ({total} signups)
              </span>
              {page < pages ? <Link to={`${adminPaths.signups}${signupsQueryString({ ...query, page: page + 1 })}`}>Next →</Link> : <span />}
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

/** The options, with the current value among them even when no signup has it (a shared link's filter). */
function withCurrent(options: readonly string[], current: string | undefined): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

function FilterSelect({
  id,
  label,
  name,
  value,
  placeholder,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  placeholder?: string;
  options: readonly (string | { value: string; label: string })[];
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value ?? ""} placeholder={placeholder} options={options} key={value ?? ""} />
    </div>
  );
}
