/**
 * The Staff screen (owners): everyone who can sign in to the admin area, with their role and
 * state, and the invitations still open. Every button is a small POST form, so the screen works
 * without JavaScript; the server refuses anything that would leave no active owner.
 */
import { LockOpen, MailPlus, RotateCw, UserCheck, UserX, X } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { roleDescriptions, roleLabels, staffRoles } from "#app/lib/roles.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { staffScreen, submitStaffAction } from "#app/services/staff.server.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta("Staff", adminPaths.staff);

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireStaff(request, "staff");
  return { ...(await staffScreen()), me: owner.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireStaff(request, "staff");
  const outcome = await submitStaffAction(request, owner, originOf(context));
  return data(outcome.ok ? { ok: true, message: outcome.notice } : { ok: false, message: outcome.error }, { status: outcome.ok ? 200 : outcome.status });
}

const ROLE_OPTIONS = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

type Member = Route.ComponentProps["loaderData"]["members"][number];
type Invitation = Route.ComponentProps["loaderData"]["invitations"][number];

export default function StaffScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, me } = loaderData;
  const busy = useNavigation().state !== "idle";
  const memberColumns: Column<Member>[] = [
    { header: "Name", cell: (m) => m.name || "—", rowHeader: true },
    { header: "E-mail", cell: (m) => m.email, className: "break-all" },
    {
      header: "Role",
      cell: (m) => (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={m.userId} />
          <Select name="role" options={ROLE_OPTIONS} defaultValue={m.role} aria-label={`Role of ${m.name || m.email}`} className="w-32" />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Change the role of ${m.name || m.email}`}>
            Change
          </Button>
        </Form>
      ),
    },
    {
      header: "Status",
      cell: (m) => (
        <div className="flex flex-wrap items-center gap-2">
          {m.active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Deactivated</Badge>}
          {m.lockedAddresses > 0 ? <Badge tone="danger">Sign-in locked</Badge> : null}
        </div>
      ),
    },
    { header: "Last sign-in", cell: (m) => (m.lastSignInAt ? <DateTime value={m.lastSignInAt} /> : "Not yet") },
    {
      header: <span className="sr-only">Access</span>,
      cell: (m) => (
        <div className="flex flex-wrap gap-2">
          {m.lockedAddresses > 0 ? (
            <PostButton fields={{ intent: "unlock", userId: m.userId }} label={`Unlock sign-in for ${m.name || m.email}`} disabled={busy}>
              <LockOpen aria-hidden="true" /> Unlock
            </PostButton>
          ) : null}
          {m.active ? (
            // Quiet until asked (issue 28): the red button shows only once "Deactivate" is opened.
            <ConfirmPostButton
              fields={{ intent: "deactivate", userId: m.userId }}
              opener={m.userId === me ? "Deactivate me" : "Deactivate"}
              question={m.userId === me ? "Deactivate your own account? You are signed out at once." : `Deactivate ${m.name || m.email}? Their sessions end at once.`}
              label={m.userId === me ? `Deactivate me (${m.name || m.email})` : `Deactivate ${m.name || m.email}`}
              disabled={busy}
            />
          ) : (
            <PostButton fields={{ intent: "reactivate", userId: m.userId }} label={`Reactivate ${m.name || m.email}`} disabled={busy}>
              <UserCheck aria-hidden="true" />
              Reactivate
            </PostButton>
          )}
        </div>
      ),
    },
  ];
  const invitationColumns: Column<Invitation>[] = [
    { header: "E-mail", cell: (i) => i.email, rowHeader: true, className: "break-all" },
    { header: "Role", cell: (i) => roleLabels[i.role] },
    { header: "Sent", cell: (i) => <DateTime value={i.sentAt} /> },
    {
      header: "Link",
      cell: (i) => (i.expired ? <Badge tone="danger">Expired</Badge> : <span>Valid until <DateTime value={i.expiresAt} /></span>),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (i) => (
        <div className="flex flex-wrap gap-2">
          <PostButton fields={{ intent: "resend", id: i.id }} label={`Resend the invitation to ${i.email}`} disabled={busy}>
            <RotateCw aria-hidden="true" /> Resend
          </PostButton>
          <PostButton fields={{ intent: "revoke", id: i.id }} label={`Revoke the invitation to ${i.email}`} disabled={busy}>
            <X aria-hidden="true" /> Revoke
          </PostButton>
        </div>
      ),
    },
  ];

  return (
    <AdminSection title="Staff" description="Who can sign in to manage the site, and what each person may do. Deactivated people are signed out at once.">
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "rounded-md border border-primary/40 bg-primary/5 p-3" : "rounded-md border border-destructive/40 p-3 text-destructive"}>
          {actionData.message}
        </p>
      ) : null}

      <Card className="grid gap-4 p-6">
        <h3 className="text-lg font-semibold">Invite someone</h3>
        <p className="text-muted-foreground">They get an e-mail with a link to choose their name and password. The link works once, for 72 hours.</p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <div className="grid min-w-0 flex-1 basis-64 gap-1">
            <Label htmlFor="invite-email">E-mail address</Label>
            <Input id="invite-email" type="email" name="email" required maxLength={254} autoComplete="off" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="invite-role">Role</Label>
            <Select id="invite-role" name="role" options={ROLE_OPTIONS} defaultValue="editor" className="w-40" />
          </div>
          <Button type="submit" disabled={busy}>
            <MailPlus aria-hidden="true" /> Send invitation
          </Button>
        </Form>
        <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {staffRoles.map((role) => (
            <div key={role} className="contents">
              <dt className="font-medium text-foreground">{roleLabels[role]}</dt>
              <dd>{roleDescriptions[role]}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <DataTable caption="Staff accounts" columns={memberColumns} rows={members} rowKey={(m) => m.userId} empty="No staff accounts." />
      <DataTable caption="Open invitations" columns={invitationColumns} rows={invitations} rowKey={(i) => i.id} empty="No open invitations." />
    </AdminSection>
  );
}

/** One button that posts its hidden fields (a form of its own: it works without JavaScript). */
/** A dangerous POST behind a quiet opener: a disclosure (works without JavaScript) holding the question and the red button. */
function ConfirmPostButton({ fields, opener, question, label, disabled }: { fields: Record<string, string>; opener: string; question: string; label: string; disabled: boolean }) {
  return (
    <details className="group max-w-64">
      <summary className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "cursor-pointer list-none text-muted-foreground [&::-webkit-details-marker]:hidden")}>
        <UserX aria-hidden="true" />
        {opener}
      </summary>
      <div className="mt-2 grid gap-2 rounded-md border bg-card p-3 text-sm">
        <p>{question}</p>
        <Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" size="sm" variant="destructive" disabled={disabled} aria-label={label}>
            Yes, deactivate
          </Button>
        </Form>
      </div>
    </details>
  );
}

function PostButton({
  fields,
  label,
  variant = "outline",
  disabled,
  children,
}: {
  fields: Record<string, string>;
  label: string;
  variant?: "outline" | "destructive";
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
