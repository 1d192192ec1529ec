/**
 * Redirects (issue 26.4; owners and admins): the list of old addresses and where they lead, a form
 * to add one (301 or 302) and a button to remove each. Loops, chains and bad paths are refused with
 * the reason beside the field (app/services/redirects.server.ts). Saved redirects are answered by
 * every instance before any page renders (docs/decisions/031-navigation-and-redirects.md).
 */
import { Plus, Trash2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/redirects";
import { ActionNotice, AdminPanel, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { MAX_FROM_LENGTH, MAX_TO_LENGTH } from "#app/lib/schemas/redirect.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { redirectList, submitRedirectForm } from "#app/services/redirects.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta("Redirects", adminPaths.redirects);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "navigation");
  return data({ redirects: await redirectList() }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "navigation");
  const outcome = await submitRedirectForm(request, actorOf(staff, context));
  if (outcome.ok) return data({ ok: true as const, message: outcome.notice, fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  return data({ ok: false as const, message: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

const STATUS_OPTIONS = [
  { value: "301", label: "301 — moved for good" },
  { value: "302", label: "302 — moved for now" },
];

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const from = fieldMeta("redirect-from", errors.from ?? null);
  const to = fieldMeta("redirect-to", errors.to ?? null);
  const status = fieldMeta("redirect-status", errors.status ?? null);
  const fieldMessage = Boolean(errors.from?.length || errors.to?.length || errors.status?.length);
  // After a successful add the form starts empty again (a new key remounts its fields).
  const formKey = actionData?.ok ? actionData.message : "add";

  return (
    <AdminSection
      title="Redirects"
      description="Send visitors and search engines from an old address to the new one. A post whose address changes gets one automatically."
    >
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok && !fieldMessage ? <FormErrors errors={[actionData.message]} /> : null}
      <AdminPanel title="Add a redirect">
        <Form method="post" className="grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-end" noValidate key={formKey}>
          <input type="hidden" name="intent" value="add" />
          <Field label="Old path" meta={from} description="Such as /old-page" required>
            <Input {...controlProps(from, { description: true })} name="from" required maxLength={MAX_FROM_LENGTH} autoComplete="off" />
          </Field>
          <Field label="New address" meta={to} description="A path such as /blog/new-post, or https://…" required>
            <Input {...controlProps(to, { description: true })} name="to" required maxLength={MAX_TO_LENGTH} autoComplete="off" />
          </Field>
          <Field label="Kind" meta={status}>
            <Select {...controlProps(status)} name="status" options={STATUS_OPTIONS} defaultValue="301" />
          </Field>
          <Button type="submit" className="w-fit" disabled={busy}>
            <Plus aria-hidden="true" /> Add redirect
          </Button>
        </Form>
      </AdminPanel>
      {loaderData.redirects.length === 0 ? (
        <p className="text-muted-foreground">No redirects yet.</p>
      ) : (
        <Table label="Every redirect">
          <TableHeader>
            <TableRow>
              <TableHead>Old path</TableHead>
              <TableHead>New address</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>Added</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loaderData.redirects.map((redirect) => (
              <TableRow key={redirect.id}>
                <TableCell className="break-all font-mono text-sm">{redirect.from}</TableCell>
                <TableCell className="break-all font-mono text-sm">{redirect.to}</TableCell>
                <TableCell>{redirect.status}</TableCell>
                <TableCell>
                  <DateTime value={redirect.createdAt} />
                </TableCell>
                <TableCell>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={redirect.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Remove the redirect from ${redirect.from}`}>
                      <Trash2 aria-hidden="true" /> Remove
                    </Button>
                  </Form>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  );
}
