/**
 * The Privacy page: find everything held about one e-mail address, download it as JSON, erase it;
 * and purge signups and messages older than the retention period. Every action is audit-logged.
 */
import { Download, Search, Trash2 } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/privacy";
import { ActionNotice, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { RETENTION_MONTHS } from "#app/lib/retention.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { lookupPersonalData, retentionCutoff, submitPrivacyAction } from "#app/services/privacy.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "privacy");
  const url = new URL(request.url);
  const lookup = await lookupPersonalData(url);
  const done = url.searchParams.get("done");
  const notice = done === "erased" ? "Everything held about that address was erased." : done === "purged" ? "Old signups and messages were purged." : null;
  const base = { notice, cutoff: retentionCutoff().toISOString() };
  if (lookup.state !== "found") return { ...base, lookup };
  const { email, data: held } = lookup;
  return {
    ...base,
    lookup: {
      state: "found" as const,
      email,
      signups: held.signups.map((s) => ({ id: s.id, name: s.name, phone: s.phone, country: s.country, role: s.role, refId: s.refId, createdAt: s.createdAt.toISOString() })),
      messages: held.messages.map((m) => ({ id: m.id, name: m.name, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString() })),
      subscriptions: held.subscriptions.map((s) => ({ id: s.id, status: s.status, createdAt: s.createdAt.toISOString() })),
      mails: held.mails.map((m) => ({ id: m.id, kind: m.kind, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString() })),
    },
  };
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Privacy", adminPaths.privacy);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "privacy");
  const outcome = await submitPrivacyAction(request, actorOf(admin, context));
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  // Back to the page: a reload does not post again.
  return redirect(`${adminPaths.privacy}?done=${outcome.intent === "erase" ? "erased" : "purged"}`, 303);
}

type Found = Extract<Route.ComponentProps["loaderData"]["lookup"], { state: "found" }>;

const SIGNUP_COLUMNS: Column<Found["signups"][number]>[] = [
  { header: "Joined", cell: (r) => <DateTime value={r.createdAt} /> },
  { header: "Name", cell: (r) => r.name, rowHeader: true },
  { header: "Phone", cell: (r) => r.phone },
  { header: "Country", cell: (r) => r.country },
  { header: "Role", cell: (r) => r.role },
  { header: "Code", cell: (r) => r.refId, className: "font-mono text-xs" },
];
const MESSAGE_COLUMNS: Column<Found["messages"][number]>[] = [
  { header: "Sent", cell: (r) => <DateTime value={r.createdAt} /> },
  { header: "Name", cell: (r) => r.name },
  { header: "Subject", cell: (r) => r.subject, rowHeader: true },
  { header: "Status", cell: (r) => r.status },
];
const SUBSCRIPTION_COLUMNS: Column<Found["subscriptions"][number]>[] = [
  { header: "Subscribed", cell: (r) => <DateTime value={r.createdAt} />, rowHeader: true },
  { header: "Status", cell: (r) => r.status },
];
const MAIL_COLUMNS: Column<Found["mails"][number]>[] = [
  { header: "Queued", cell: (r) => <DateTime value={r.createdAt} /> },
  { header: "Kind", cell: (r) => r.kind },
  { header: "Subject", cell: (r) => r.subject, rowHeader: true },
  { header: "Status", cell: (r) => r.status },
];

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { lookup, notice, cutoff } = loaderData;
  const email = lookup.state === "empty" ? "" : lookup.email;
  return (
    <AdminSection
      title="Privacy"
      description="Find everything held about one e-mail address, export it or erase it on request; purge records past the retention period."
    >
      <ActionNotice>{notice}</ActionNotice>
      <FormErrors errors={actionData ? [actionData.error] : null} />

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <Label htmlFor="privacy-email">E-mail address</Label>
          <Input id="privacy-email" type="email" name="email" defaultValue={email} required maxLength={254} autoComplete="off" />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Find
        </Button>
      </Form>
      {lookup.state === "invalid" ? <FormErrors errors={[lookup.message]} /> : null}

      {lookup.state === "found" ? <Found lookup={lookup} /> : null}

      <Card className="grid gap-3 p-6">
        <h3 className="text-lg font-semibold">Retention</h3>
        <p className="text-muted-foreground">
          IRACONNECT signups and contact messages are kept for {RETENTION_MONTHS} months. Purging deletes those created before{" "}
          <DateTime value={cutoff} />, with their sent mail.
        </p>
        <Form method="post" className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="purge" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" required className="size-4" /> I understand this cannot be undone
          </label>
          {/* Quiet until asked (issue 28): red words on an outline, not the loudest control on the page. */}
          <Button type="submit" variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10">
            <Trash2 aria-hidden="true" /> Purge old records
          </Button>
        </Form>
      </Card>
    </AdminSection>
  );
}

function Found({ lookup }: { lookup: Found }) {
  const total = lookup.signups.length + lookup.messages.length + lookup.subscriptions.length + lookup.mails.length;
  return (
    <section aria-labelledby="found-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="found-heading" className="text-lg font-semibold">
          Held about {lookup.email}: {total} record{total === 1 ? "" : "s"}
        </h3>
        <Button asChild variant="outline" size="sm">
          <a href={`${adminPaths.privacyExport}?${new URLSearchParams({ email: lookup.email })}`} download>
            <Download aria-hidden="true" /> Export JSON
          </a>
        </Button>
      </div>
      <DataTable caption="IRACONNECT signups" columns={SIGNUP_COLUMNS} rows={lookup.signups} rowKey={(r) => r.id} empty="No signups." />
      <DataTable caption="Contact messages" columns={MESSAGE_COLUMNS} rows={lookup.messages} rowKey={(r) => r.id} empty="No messages." />
      <DataTable caption="Newsletter subscriptions" columns={SUBSCRIPTION_COLUMNS} rows={lookup.subscriptions} rowKey={(r) => r.id} empty="No subscriptions." />
      <DataTable caption="Mail in the outbox" columns={MAIL_COLUMNS} rows={lookup.mails} rowKey={(r) => r.id} empty="No mail." />
      {total > 0 ? (
        <Form method="post" className="flex flex-wrap items-center gap-4 rounded-lg border border-destructive/40 p-4">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="email" value={lookup.email} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" required className="size-4" /> Erase all {total} records of {lookup.email}; this cannot be undone
          </label>
          <Button type="submit" variant="destructive">
            <Trash2 aria-hidden="true" /> Erase everything
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
