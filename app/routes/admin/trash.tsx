/**
 * The trash (issue 28): posts and case studies deleted in the last 30 days, most recent first,
 * each with when it goes for good and a Restore button (it comes back as a draft).
 */
import { RotateCcw } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/trash";
import { ActionNotice, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { ADMIN_HEADERS, adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { TRASH_DAYS } from "#app/lib/schemas/bulk-content.ts";
import { listTrash } from "#app/models/trash.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitRestore } from "#app/services/bulk-content.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const records = await listTrash();
  return data(
    {
      records: records.map((record) => ({
        key: `${record.kind}:${record.id}`,
        kind: record.kind,
        id: record.id,
        title: record.title,
        deletedAt: record.deletedAt.toISOString(),
        purgeAt: new Date(record.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
      })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "content");
  const answer = await submitRestore(request, actorOf(admin, context));
  return data({ errors: answer.ok ? null : answer.errors, notice: answer.ok ? answer.notice : null }, { status: answer.ok ? 200 : answer.status });
}

export const meta = (): Route.MetaDescriptors => adminMeta("Trash", adminPaths.trash);

type Row = Route.ComponentProps["loaderData"]["records"][number];

const KIND_LABEL = { blog_post: "Blog post", case_study: "Case study" } as const;

const COLUMNS: Column<Row>[] = [
  { header: "Title", cell: (r) => <span className="[overflow-wrap:break-word]">{r.title}</span>, rowHeader: true, className: "min-w-48" },
  { header: "Kind", cell: (r) => KIND_LABEL[r.kind] },
  { header: "Deleted", cell: (r) => <DateTime value={r.deletedAt} />, className: "whitespace-nowrap" },
  { header: "Deleted for good", cell: (r) => <DateTime value={r.purgeAt} />, className: "whitespace-nowrap" },
  { header: "Actions", cell: (r) => <RestoreButton row={r} /> },
];

function RestoreButton({ row }: { row: Row }) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="ids" value={row.id} />
      <Button type="submit" name="intent" value="restore" variant="outline" size="sm" disabled={navigation.state === "submitting"} aria-label={`Restore ${row.title}`}>
        <RotateCcw aria-hidden="true" /> Restore
      </Button>
    </Form>
  );
}

export default function Trash({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <AdminSection
      title="Trash"
      description={`Posts and case studies deleted in the last ${TRASH_DAYS} days. Restore one to bring it back as a draft; after ${TRASH_DAYS} days it is deleted for good.`}
      actions={
        // One group: as two loose children of the header's row they were pushed to its two ends on a phone.
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={adminPaths.blog}>Blog Posts</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={adminPaths.caseStudies}>Case Studies</Link>
          </Button>
        </div>
      }
    >
      <FormErrors errors={answer?.errors} />
      <ActionNotice>{answer?.notice ?? null}</ActionNotice>
      <DataTable caption="Deleted posts and case studies" columns={COLUMNS} rows={loaderData.records} rowKey={(r) => r.key} empty="The trash is empty." />
    </AdminSection>
  );
}
