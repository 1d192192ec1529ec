/**
 * One's own passkeys (decision 038): the list with when each was added and last used, a new one
 * added with the browser's prompt, each renamed or removed with a plain POST form.
 */
import { Pencil, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/passkeys";
import { ActionNotice, AdminPanel, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { AddPasskey } from "#app/components/admin/passkeys.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminAnswerHeaders, adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { PASSKEY_NAME_MAX, passkeysPageSchema } from "#app/lib/schemas/passkeys.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaffSession } from "#app/routes/_shared/require-staff.server.ts";
import { passkeysOf, removeOwnPasskey, renameOwnPasskey, PASSKEYS_PER_PERSON } from "#app/services/passkeys.server.ts";
import { readSubmission } from "#app/services/submission.server.ts";

export const headers = adminAnswerHeaders;
export const meta = (): Route.MetaDescriptors => adminMeta("Passkeys", adminPaths.passkeys);

export async function loader({ request }: Route.LoaderArgs) {
  const { staff, session } = await requireStaffSession(request, "dashboard");
  return data({ passkeys: await passkeysOf(staff.id), twoFactor: session.twoFactor, max: PASSKEYS_PER_PERSON }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = await requireStaffSession(request, "dashboard");
  const read = await readSubmission(request, passkeysPageSchema, { maxBytes: 4 * 1024 });
  if (!read.ok) return data({ ok: false as const, id: null, message: read.message }, { status: read.status, headers: NO_STORE });
  const { submission } = read;
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean) ?? "Please correct the form and try again.";
    const id = typeof read.values.id === "string" ? read.values.id : null;
    return data({ ok: false as const, id, message: first }, { status: 400, headers: NO_STORE });
  }
  const input = submission.value;
  const origin = actorOf(null, context);
  const outcome = input.intent === "rename" ? await renameOwnPasskey(staff, input.id, input.name, origin) : await removeOwnPasskey(staff, input.id, origin);
  if (!outcome.ok) return data({ ok: false as const, id: input.id, message: outcome.error }, { status: outcome.status, headers: NO_STORE });
  const message = input.intent === "rename" ? `The passkey is now called “${input.name}”.` : `The passkey “${"name" in outcome ? outcome.name : ""}” was removed.`;
  return data({ ok: true as const, id: input.id, message }, { headers: NO_STORE });
}

type PasskeyRow = Route.ComponentProps["loaderData"]["passkeys"][number];

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, twoFactor, max } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errorFor = (id: string) => (actionData && !actionData.ok && actionData.id === id ? actionData.message : null);
  const columns: Column<PasskeyRow>[] = [
    {
      header: "Name",
      rowHeader: true,
      cell: (p) => (
        <span className="flex flex-wrap items-center gap-2">
          {p.name}
          {p.synced ? <Badge tone="info">Synced</Badge> : null}
        </span>
      ),
    },
    { header: "Added", cell: (p) => <DateTime value={p.createdAt} /> },
    { header: "Last used", cell: (p) => (p.lastUsedAt ? <DateTime value={p.lastUsedAt} /> : "Never") },
    {
      header: <span className="sr-only">Actions</span>,
      label: "",
      cell: (p) => (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Form method="post" className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="id" value={p.id} />
              <Input name="name" defaultValue={p.name} required maxLength={PASSKEY_NAME_MAX} aria-label={`New name for ${p.name}`} className="h-9 w-44" />
              <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`Rename ${p.name}`}>
                <Pencil aria-hidden="true" /> Rename
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={p.id} />
              <Button type="submit" size="sm" variant="destructive" disabled={busy} aria-label={`Remove ${p.name}`}>
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </Form>
          </div>
          <FormErrors errors={errorFor(p.id) ? [errorFor(p.id)!] : null} />
        </div>
      ),
    },
  ];
  return (
    <AdminSection title="Passkeys" description="Sign in with your device's screen lock or a security key instead of a code, or instead of your password and a code.">
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok && actionData.id === null ? <FormErrors errors={[actionData.message]} /> : null}
      <DataTable caption="Your passkeys" columns={columns} rows={passkeys} rowKey={(p) => p.id} empty="You have no passkeys yet." />
      <AdminPanel title="Add a passkey">
        {twoFactor ? (
          <>
            <p className="text-sm text-muted-foreground">
              Your browser asks where to keep it: this device, your phone or a security key. Up to {max} passkeys. Turning off two-factor sign-in
              removes them all.
            </p>
            <AddPasskey disabled={passkeys.length >= max} />
          </>
        ) : (
          <p>
            Turn on two-factor sign-in with an authenticator app first: its recovery codes are your way back if a passkey is lost.{" "}
            <Link to={adminPaths.twoFactor} className="font-medium text-primary underline underline-offset-4">
              Set up two-factor sign-in
            </Link>
          </p>
        )}
      </AdminPanel>
    </AdminSection>
  );
}
