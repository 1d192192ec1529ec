/**
 * Your account (every role): name, sign-in address, password, and the sessions signed in as you.
 * Plain POST forms, one per change, so the page works without JavaScript.
 */
import { KeyRound, LogOut, Mail, Save } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { ActionNotice, AdminPanel, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { controlProps, Field, fieldMeta } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminAnswerHeaders, adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { requireStaffSession } from "#app/routes/_shared/require-staff.server.ts";
import { accountPage, submitAccountAction, type AccountField } from "#app/services/account.server.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export const headers = adminAnswerHeaders;
export const meta = (): Route.MetaDescriptors => adminMeta("Your Account", adminPaths.account);

export async function loader({ request }: Route.LoaderArgs) {
  const { staff, session } = await requireStaffSession(request, "dashboard");
  return accountPage(staff, session);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, session } = await requireStaffSession(request, "dashboard");
  const outcome = await submitAccountAction(request, staff, session, originOf(context));
  if (outcome.ok) return data({ ok: true as const, intent: null, message: outcome.notice, fieldErrors: {} as Partial<Record<AccountField, string[]>> });
  const headers = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return data({ ok: false as const, intent: outcome.intent, message: outcome.error, fieldErrors: outcome.fieldErrors ?? {} }, { status: outcome.status, headers });
}

type SessionRow = Route.ComponentProps["loaderData"]["sessions"][number];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, sessions } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errorsOf = (intent: string, field: AccountField) => (actionData && !actionData.ok && actionData.intent === intent ? (actionData.fieldErrors[field] ?? null) : null);
  const formError = (intent: string) =>
    actionData && !actionData.ok && actionData.intent === intent && Object.keys(actionData.fieldErrors).length === 0 ? (
      <p role="alert" className="text-sm text-destructive">
        {actionData.message}
      </p>
    ) : null;
  const nameMeta = fieldMeta("account-name", errorsOf("name", "name"));
  const emailMeta = fieldMeta("account-email", errorsOf("email", "email"));
  const emailPasswordMeta = fieldMeta("account-email-password", errorsOf("email", "currentPassword"));
  const currentMeta = fieldMeta("account-current-password", errorsOf("password", "currentPassword"));
  const newMeta = fieldMeta("account-new-password", errorsOf("password", "password"));
  const others = sessions.filter((s) => !s.current).length;

  const columns: Column<SessionRow>[] = [
    {
      header: "Device",
      rowHeader: true,
      cell: (s) => (
        <span className="flex flex-wrap items-center gap-2">
          {s.device}
          {s.current ? <Badge tone="info">This device</Badge> : null}
        </span>
      ),
    },
    { header: "Address", cell: (s) => s.ip, className: "font-mono text-xs break-all" },
    { header: "Signed in", cell: (s) => <DateTime value={s.createdAt} /> },
    { header: "Last seen", cell: (s) => <DateTime value={s.lastSeenAt} /> },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (s) =>
        s.current ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-session" />
            <input type="hidden" name="sessionId" value={s.id} />
            <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Sign out ${s.device}, last seen ${s.lastSeenAt}`}>
              <LogOut aria-hidden="true" /> Sign out
            </Button>
          </Form>
        ),
    },
  ];

  return (
    <AdminSection title="Your account" description="Your name, the address you sign in with, your password, and where you are signed in.">
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Name">
          <PanelForm intent="name" error={formError("name")} busy={busy} submit={<><Save aria-hidden="true" /> Save name</>}>
            <Field label="Your name" meta={nameMeta}>
              <Input {...controlProps(nameMeta)} name="name" defaultValue={name} required maxLength={100} autoComplete="name" />
            </Field>
          </PanelForm>
        </AdminPanel>

        <AdminPanel title="Sign-in address">
          <p className="text-sm text-muted-foreground">
            You sign in as <strong className="break-all text-foreground">{email}</strong>. A new address is used once you open the link we send to it.
          </p>
          <PanelForm intent="email" error={formError("email")} busy={busy} submit={<><Mail aria-hidden="true" /> Send confirmation link</>}>
            <Field label="New address" meta={emailMeta}>
              <Input {...controlProps(emailMeta)} name="email" type="email" required maxLength={254} autoComplete="email" />
            </Field>
            <Field label="Current password" meta={emailPasswordMeta}>
              <Input {...controlProps(emailPasswordMeta)} name="currentPassword" type="password" required autoComplete="current-password" />
            </Field>
          </PanelForm>
        </AdminPanel>

        <AdminPanel title="Password">
          <p className="text-sm text-muted-foreground">Changing it signs you out everywhere else; you stay signed in here.</p>
          <PanelForm intent="password" error={formError("password")} busy={busy} submit={<><KeyRound aria-hidden="true" /> Change password</>}>
            <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
            <Field label="Current password" meta={currentMeta}>
              <Input {...controlProps(currentMeta)} name="currentPassword" type="password" required autoComplete="current-password" />
            </Field>
            <Field label="New password" meta={newMeta} description="At least 12 characters; not a common or breached password." allErrors>
              <Input {...controlProps(newMeta, { description: true })} name="password" type="password" required autoComplete="new-password" />
            </Field>
          </PanelForm>
        </AdminPanel>

        <AdminPanel title="Two-factor sign-in">
          <p className="text-sm text-muted-foreground">
            {loaderData.twoFactor ? "On: after your password, sign-in asks for a code from your authenticator app." : "Off: sign-in asks for your password only."}
          </p>
          <Link to={adminPaths.twoFactor} className="w-fit font-medium text-primary underline underline-offset-4">
            {loaderData.twoFactor ? "Manage two-factor sign-in" : "Set up two-factor sign-in"}
          </Link>
          <Link to={adminPaths.passkeys} className="w-fit font-medium text-primary underline underline-offset-4">
            Passkeys
          </Link>
        </AdminPanel>
      </div>

      <section aria-labelledby="sessions-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="sessions-heading" className="text-lg font-semibold">
            Where you're signed in
          </h3>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-others" />
            <Button type="submit" variant="outline" size="sm" disabled={busy || others === 0}>
              <LogOut aria-hidden="true" /> Sign out all other sessions
            </Button>
          </Form>
        </div>
        {formError("sign-out-session")}
        <DataTable caption="Your sessions" columns={columns} rows={sessions} rowKey={(s) => s.id} empty="No sessions." />
      </section>
    </AdminSection>
  );
}

/** One of the account page's forms: its intent, its fields, the form's own error and its button. */
function PanelForm({ intent, error, busy, submit, children }: { intent: string; error: ReactNode; busy: boolean; submit: ReactNode; children: ReactNode }) {
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      {error}
      <Button type="submit" className="w-fit" disabled={busy}>
        {submit}
      </Button>
    </Form>
  );
}
