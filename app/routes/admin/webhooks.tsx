/**
 * Webhooks (issue 30.3; owners and admins): the endpoints told of the site's events, a form to add
 * one, and for each its switches (enable or disable, a new signing secret, a test event, delete)
 * and its delivery log with Replay. A secret is shown once, in the answer of the action that made
 * it. The rules are app/services/webhooks.server.ts; decision 035 says how deliveries are signed.
 */
import { Plus, RefreshCw, Send, Trash2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/webhooks";
import { ActionNotice, AdminPanel, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Badge, StatusBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { controlProps, Field, fieldMeta, FieldErrors, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, WEBHOOK_EVENTS, webhookEventTypes } from "#app/lib/schemas/webhook.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitWebhookForm, webhooksPage, type WebhookDeliveryView, type WebhookEndpointView } from "#app/services/webhooks.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta("Webhooks", adminPaths.webhooks);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "manage");
  return data(await webhooksPage(), { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "manage");
  const outcome = await submitWebhookForm(request, actorOf(staff, context));
  if (outcome.ok) {
    return data({ ok: true as const, message: outcome.notice, secret: outcome.secret ?? null, fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  }
  return data({ ok: false as const, message: outcome.error, secret: null, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const url = fieldMeta("webhook-url", errors.url ?? null);
  const description = fieldMeta("webhook-description", errors.description ?? null);
  const events = fieldMeta("webhook-events", errors.events ?? null);
  const fieldMessage = Boolean(errors.url?.length || errors.description?.length || errors.events?.length);
  const formKey = actionData?.ok ? actionData.message : "add";
  const secret = actionData?.ok ? actionData.secret : null;

  return (
    <AdminSection
      title="Webhooks"
      description="Tell another system (a CRM, an automation tool) about signups, confirmations, referrals, messages and publications. Every delivery is signed with the endpoint's secret."
    >
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok && !fieldMessage ? <FormErrors errors={[actionData.message]} /> : null}
      {secret ? (
        <Card className="grid gap-2 border-primary/40 p-6">
          <h3 className="text-lg font-semibold">Signing secret</h3>
          <p className="text-muted-foreground">Shown only this once. Keep it where your receiver can read it; it checks each delivery's Webhook-Signature.</p>
          <code data-testid="webhook-secret" className="rounded-md bg-muted p-3 font-mono text-sm [overflow-wrap:anywhere]">
            {secret.value}
          </code>
        </Card>
      ) : null}
      <AdminPanel title="Add an endpoint">
        <Form method="post" className="grid gap-4" noValidate key={formKey}>
          <input type="hidden" name="intent" value="add" />
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="URL" meta={url} description="Where deliveries are posted, such as https://hooks.example.com/iratech" required>
              <Input {...controlProps(url, { description: true })} name="url" type="url" required maxLength={MAX_WEBHOOK_URL_LENGTH} autoComplete="off" />
            </Field>
            <Field label="Description" meta={description} description="What receives it (optional)">
              <Input {...controlProps(description, { description: true })} name="description" maxLength={MAX_WEBHOOK_DESCRIPTION_LENGTH} autoComplete="off" />
            </Field>
          </div>
          <fieldset className="grid gap-2" aria-describedby={events.errors?.length ? events.errorId : undefined}>
            <legend className="mb-2 text-sm font-medium">Events</legend>
            <div className="grid gap-2 md:grid-cols-2">
              {webhookEventTypes.map((type) => (
                <label key={type} className="flex min-h-6 items-start gap-2">
                  <input type="checkbox" name="events" value={type} className="mt-1 size-4 shrink-0" />
                  <span>
                    <span className="font-mono text-sm">{type}</span>
                    <span className="block text-sm text-muted-foreground">{WEBHOOK_EVENTS[type]}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldErrors id={events.errorId} errors={events.errors} />
          </fieldset>
          <Button type="submit" className="w-fit" disabled={busy}>
            <Plus aria-hidden="true" /> Add endpoint
          </Button>
        </Form>
      </AdminPanel>
      {loaderData.endpoints.length === 0 ? (
        <p className="text-muted-foreground">No endpoints yet.</p>
      ) : (
        loaderData.endpoints.map((endpoint) => <Endpoint key={endpoint.id} endpoint={endpoint} busy={busy} />)
      )}
    </AdminSection>
  );
}

function Endpoint({ endpoint, busy }: { endpoint: WebhookEndpointView; busy: boolean }) {
  const name = endpoint.description || endpoint.url;
  return (
    <Card className="grid min-w-0 gap-4 p-6" aria-label={`Endpoint ${name}`} role="group">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-mono text-base font-semibold [overflow-wrap:anywhere]">{endpoint.url}</h3>
        {endpoint.description ? <p className="text-muted-foreground">{endpoint.description}</p> : null}
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {endpoint.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}
          {endpoint.events.map((type) => (
            <Badge key={type} tone="info" className="font-mono">
              {type}
            </Badge>
          ))}
        </p>
        <p className="text-sm text-muted-foreground">
          Secret <code className="font-mono">{endpoint.secretHint}</code> · added <DateTime value={endpoint.createdAt} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={endpoint.id} />
          <input type="hidden" name="enabled" value={endpoint.enabled ? "off" : "on"} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`${endpoint.enabled ? "Disable" : "Enable"} ${name}`}>
            {endpoint.enabled ? "Disable" : "Enable"}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="test" />
          <input type="hidden" name="id" value={endpoint.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Send test event to ${name}`}>
            <Send aria-hidden="true" /> Send test event
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="rotate" />
          <input type="hidden" name="id" value={endpoint.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`New secret for ${name}`}>
            <RefreshCw aria-hidden="true" /> New secret
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={endpoint.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Delete ${name}`}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </Form>
      </div>
      <h4 className="font-semibold">Delivery log</h4>
      <DataTable
        caption={`Deliveries to ${name}`}
        columns={deliveryColumns(name, busy)}
        rows={endpoint.deliveries}
        rowKey={(row) => row.id}
        empty="Nothing sent yet."
      />
    </Card>
  );
}

const STATUS_WORDS: Record<WebhookDeliveryView["status"], string> = { pending: "Pending", delivered: "Delivered", failed: "Failed" };

function deliveryColumns(name: string, busy: boolean): Column<WebhookDeliveryView>[] {
  return [
    { header: "Event", rowHeader: true, cell: (row) => <span className="font-mono text-sm">{row.eventType}{row.replay ? " (replay)" : ""}</span> },
    { header: "Status", cell: (row) => <StatusBadge status={row.status === "delivered" ? "sent" : row.status}>{STATUS_WORDS[row.status]}</StatusBadge> },
    {
      header: "Response",
      className: "max-w-80",
      cell: (row) =>
        row.statusCode === null && !row.error ? (
          "—"
        ) : (
          <details>
            <summary className="cursor-pointer">{row.statusCode !== null ? `HTTP ${row.statusCode}` : "No answer"}</summary>
            <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap font-mono text-xs [overflow-wrap:anywhere]">{row.error ?? (row.response || "(empty body)")}</pre>
          </details>
        ),
    },
    { header: "Duration", cell: (row) => (row.durationMs === null ? "—" : `${row.durationMs} ms`) },
    { header: "Attempts", cell: (row) => String(row.attempts) },
    { header: "Next retry", cell: (row) => (row.nextAttemptAt ? <DateTime value={row.nextAttemptAt} /> : "—") },
    { header: "Queued", cell: (row) => <DateTime value={row.createdAt} seconds /> },
    {
      header: <span className="sr-only">Actions</span>,
      label: "",
      cell: (row) => (
        <Form method="post">
          <input type="hidden" name="intent" value="replay" />
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Replay ${row.eventType} to ${name}`}>
            Replay
          </Button>
        </Form>
      ),
    },
  ];
}
