/**
 * Milestones (issue 30.1, 30.2; editors and above): how many places a confirmed referral moves a
 * member up the IRACONNECT waitlist, and the milestones members reach by token balance (SPEC §9's
 * Bronze to Diamond tiers are the seeded ones), each with its reward and the mail it sends once.
 * One form per change, parsed with the schema in app/lib/schemas/waitlist.ts; every change audited
 * (app/services/waitlist.server.ts).
 */
import { Plus, Save, Trash2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/milestones";
import { ActionNotice, AdminPanel, AdminSection } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { TOKENS } from "#app/lib/iraconnect.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { milestonesPage, submitMilestoneForm, type Milestone } from "#app/services/waitlist.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta("Milestones", adminPaths.milestones);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  return data(await milestonesPage(), { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const outcome = await submitMilestoneForm(request, actorOf(staff, context));
  if (outcome.ok) return data({ ok: true as const, message: outcome.notice, fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  return data({ ok: false as const, message: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

/** Confirmed referrals a balance of `tokens` takes (the welcome bonus counts). */
const referralsFor = (tokens: number) => Math.max(0, Math.ceil((tokens - TOKENS.start) / TOKENS.perReferral));

function MilestoneFields({ prefix, milestone, errors }: { prefix: string; milestone: Milestone | null; errors: Record<string, string[]> }) {
  const tokens = fieldMeta(`${prefix}-tokens`, errors.tokens ?? null);
  const name = fieldMeta(`${prefix}-name`, errors.name ?? null);
  const reward = fieldMeta(`${prefix}-reward`, errors.reward ?? null);
  const subject = fieldMeta(`${prefix}-subject`, errors.mailSubject ?? null);
  const body = fieldMeta(`${prefix}-body`, errors.mailBody ?? null);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Name" meta={name} required>
        <Input {...controlProps(name)} name="name" required maxLength={40} defaultValue={milestone?.name} autoComplete="off" />
      </Field>
      <Field
        label="Tokens needed"
        meta={tokens}
        description={milestone ? `About ${referralsFor(milestone.tokens)} confirmed referrals (${TOKENS.start} to start, ${TOKENS.perReferral} per referral)` : `${TOKENS.start} to start, ${TOKENS.perReferral} per confirmed referral`}
        required
      >
        <Input {...controlProps(tokens, { description: true })} name="tokens" inputMode="numeric" required defaultValue={milestone?.tokens} autoComplete="off" />
      </Field>
      <Field label="Reward" meta={reward} required className="md:col-span-2">
        <Input {...controlProps(reward)} name="reward" required maxLength={200} defaultValue={milestone?.reward} autoComplete="off" />
      </Field>
      <Field label="Mail subject" meta={subject} required className="md:col-span-2">
        <Input {...controlProps(subject)} name="mailSubject" required maxLength={150} defaultValue={milestone?.mailSubject} autoComplete="off" />
      </Field>
      <Field label="Mail text" meta={body} required className="md:col-span-2">
        <Textarea {...controlProps(body)} name="mailBody" required maxLength={5000} rows={3} defaultValue={milestone?.mailBody} />
      </Field>
    </div>
  );
}

export default function Milestones({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const places = fieldMeta("places-per-referral", errors.placesPerReferral ?? null);
  const formKey = actionData?.ok ? actionData.message : "edit";

  return (
    <AdminSection
      title="Milestones"
      description="Members move up the IRACONNECT waitlist for each friend who confirms, and reach milestones by their token balance. Each milestone's mail goes once to each member who reaches it."
    >
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok ? <FormErrors errors={[actionData.message]} /> : null}
      <AdminPanel title="Place in line">
        <Form method="post" className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end" noValidate key={`places-${formKey}`}>
          <input type="hidden" name="intent" value="places" />
          <Field label="Places per referral" meta={places} description="How many places each confirmed referral moves a member up" required>
            <Input {...controlProps(places, { description: true })} name="placesPerReferral" inputMode="numeric" required defaultValue={loaderData.placesPerReferral} autoComplete="off" />
          </Field>
          <Button type="submit" className="w-fit" disabled={busy}>
            <Save aria-hidden="true" /> Save places
          </Button>
        </Form>
      </AdminPanel>

      {loaderData.milestones.map((milestone) => (
        <AdminPanel key={milestone.id} title={`${milestone.name} · ${milestone.tokens} tokens`}>
          <Form method="post" className="grid gap-4" noValidate key={`${milestone.id}-${formKey}`} aria-label={`Edit ${milestone.name}`}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={milestone.id} />
            <MilestoneFields prefix={`m-${milestone.id}`} milestone={milestone} errors={{}} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                <Save aria-hidden="true" /> Save {milestone.name}
              </Button>
            </div>
          </Form>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={milestone.id} />
            <Button type="submit" variant="outline" disabled={busy} aria-label={`Remove the milestone ${milestone.name}`}>
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </Form>
        </AdminPanel>
      ))}

      <AdminPanel title="Add a milestone">
        <Form method="post" className="grid gap-4" noValidate key={`add-${formKey}`} aria-label="Add a milestone">
          <input type="hidden" name="intent" value="create" />
          <MilestoneFields prefix="new" milestone={null} errors={hasFieldErrors && !errors.placesPerReferral ? errors : {}} />
          <Button type="submit" className="w-fit" disabled={busy}>
            <Plus aria-hidden="true" /> Add milestone
          </Button>
        </Form>
      </AdminPanel>
    </AdminSection>
  );
}
