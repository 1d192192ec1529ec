/**
 * Proof (issue 26 items 2 and 5; editors and up): the testimonials, clients and people that page
 * blocks show, one tab each. Each tab lists its records (cards on a phone, a table at desk width)
 * and has a form to add one or change the one chosen with Edit, its picture chosen from the media
 * library. Delete asks first (the admin's DeleteButton) and is refused while a page's blocks still name the record, and the refusal says
 * which pages. app/services/proof-admin.server.ts does the work; every write is audited.
 */
import { Pencil, Plus } from "lucide-react";
import type { FieldMetadata } from "@conform-to/react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/proof";
import { ActionNotice, AdminPanel, AdminSection } from "#app/components/admin/admin-section.tsx";
import { DeleteButton } from "#app/components/admin/content-list.tsx";
import { MediaPickerField } from "#app/components/admin/editor/media-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { controlProps, Field, fieldMeta, FormErrors, type FieldMeta } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { mediaUrl, type MediaImage } from "#app/lib/media.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { PROOF_LIMITS, proofDeleteQuestion, proofKindLabels, proofKinds, type ProofKindName } from "#app/lib/schemas/proof.ts";
import { cn } from "#app/lib/utils.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { proofScreen, submitProofForm } from "#app/services/proof-admin.server.ts";
import type { ClientCard, PersonCard, TestimonialCard } from "#app/services/proof-collections.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta("Proof", adminPaths.proof);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  return data(await proofScreen(), { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const outcome = await submitProofForm(request, actorOf(staff, context));
  if (outcome.ok) return data({ ok: true as const, message: outcome.notice, fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  return data({ ok: false as const, message: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

function tabOf(value: string | null): ProofKindName {
  return (proofKinds as readonly string[]).includes(value ?? "") ? (value as ProofKindName) : "testimonials";
}

/** A field's ids and errors in the shape the media picker reads (it takes Conform's). */
function pickerMeta(id: string, name: string, errors?: string[]): FieldMetadata<string> {
  return { ...fieldMeta(id, errors ?? null), name } as unknown as FieldMetadata<string>;
}

function Thumb({ image }: { image: MediaImage | undefined }) {
  if (!image) return <span className="text-muted-foreground">None</span>;
  return <img src={mediaUrl(image.id, 480, "webp")} width={image.width} height={image.height} alt={image.alt} className="h-12 w-20 rounded bg-muted object-contain" />;
}

type Errors = Record<string, string[]>;

function TextInput({ label, name, meta, max, value, required, description }: { label: string; name: string; meta: FieldMeta; max: number; value?: string | null; required?: boolean; description?: string }) {
  return (
    <Field label={label} meta={meta} required={required} description={description}>
      <Input {...controlProps(meta, { description: Boolean(description) })} name={name} maxLength={max} defaultValue={value ?? ""} required={required} autoComplete="off" />
    </Field>
  );
}

function ProofForm({ kind, record, images, errors, busy }: { kind: ProofKindName; record: TestimonialCard | ClientCard | PersonCard | null; images: Record<string, MediaImage>; errors: Errors; busy: boolean }) {
  const one = proofKindLabels[kind].one;
  const m = (field: string) => fieldMeta(`proof-${kind}-${field}`, errors[field] ?? null);
  const [searchParams] = useSearchParams();
  const t = record as Partial<TestimonialCard & ClientCard & PersonCard & { sortOrder: number }> | null;
  const pictureField = kind === "clients" ? "logoMediaId" : "photoMediaId";
  const pictureId = kind === "clients" ? t?.logoMediaId : t?.photoMediaId;
  return (
    <Form method="post" className="grid gap-4 md:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={`save-${kind}`} />
      {record ? <input type="hidden" name="id" value={record.id} /> : null}
      {kind === "testimonials" ? (
        <div className="md:col-span-2">
          <Field label="Quote" meta={m("quote")} required>
            <Textarea {...controlProps(m("quote"))} name="quote" rows={4} maxLength={PROOF_LIMITS.quote} defaultValue={t?.quote ?? ""} required />
          </Field>
        </div>
      ) : null}
      <TextInput label="Name" name="name" meta={m("name")} max={PROOF_LIMITS.name} value={t?.name} required />
      {kind !== "clients" ? <TextInput label="Role" name="role" meta={m("role")} max={PROOF_LIMITS.role} value={t?.role} required /> : null}
      {kind === "testimonials" ? <TextInput label="Company" name="company" meta={m("company")} max={PROOF_LIMITS.company} value={t?.company} required /> : null}
      {kind === "clients" ? <TextInput label="Link" name="url" meta={m("url")} max={PROOF_LIMITS.url} value={t?.url} description="The client's site, such as https://example.com (optional)" /> : null}
      {kind === "people" ? (
        <Field label="Place in team grids" meta={m("sortOrder")} description="Lower numbers come first">
          <Input {...controlProps(m("sortOrder"), { description: true })} name="sortOrder" type="number" inputMode="numeric" min={0} max={10000} step={1} defaultValue={String(t?.sortOrder ?? 0)} />
        </Field>
      ) : null}
      {kind === "people" ? (
        <div className="md:col-span-2">
          <Field label="Short bio" meta={m("bio")} description="Optional, a sentence or two">
            <Textarea {...controlProps(m("bio"), { description: true })} name="bio" rows={3} maxLength={PROOF_LIMITS.bio} defaultValue={t?.bio ?? ""} />
          </Field>
        </div>
      ) : null}
      <div className="md:col-span-2">
        <MediaPickerField label={kind === "clients" ? "Logo" : "Photo"} meta={pickerMeta(`proof-${kind}-picture`, pictureField, errors[pictureField])} initial={pictureId ? (images[pictureId] ?? null) : null} />
      </div>
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit" className="w-fit" disabled={busy}>
          {record ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />} {record ? `Save ${one}` : `Add ${one}`}
        </Button>
        {record ? (
          <Button asChild variant="outline">
            <Link to={`?tab=${kind}`} preventScrollReset>
              Cancel
            </Link>
          </Button>
        ) : null}
      </div>
      {searchParams.get("edit") && !record ? <p className="text-muted-foreground md:col-span-2">That {one} no longer exists; the form adds a new one.</p> : null}
    </Form>
  );
}

function RowActions({ kind, id, name, busy }: { kind: ProofKindName; id: string; name: string; busy: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={`?tab=${kind}&edit=${id}`} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Link>
      </Button>
      <DeleteButton id={id} title={name} fields={{ kind }} disabled={busy} confirm={proofDeleteQuestion(kind, name)} />
    </div>
  );
}

export default function Proof({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [searchParams] = useSearchParams();
  const kind = tabOf(searchParams.get("tab"));
  const editId = searchParams.get("edit");
  const { images } = loaderData;
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const fieldMessage = Object.values(errors).some((messages) => messages?.length);
  const rows: (TestimonialCard | ClientCard | PersonCard)[] = loaderData[kind];
  const record = editId ? (rows.find((row) => row.id === editId) ?? null) : null;
  const one = proofKindLabels[kind].one;
  // After a successful save the form starts again from the stored record (or empty).
  const formKey = `${kind}-${editId ?? "new"}-${actionData?.ok ? actionData.message : ""}`;
  const actions: Column<{ id: string; name: string }> = { header: <span className="sr-only">Actions</span>, label: "", cell: (row) => <RowActions kind={kind} id={row.id} name={row.name} busy={busy} /> };
  const name: Column<{ name: string }> = { header: "Name", rowHeader: true, cell: (row) => row.name, className: "min-w-40" };

  return (
    <AdminSection title="Proof" description="Testimonials, clients and people that page blocks show. A change shows on every page that uses the record.">
      <nav aria-label="Collections" className="flex flex-wrap gap-2">
        {proofKinds.map((tab) => (
          <Link
            key={tab}
            to={`?tab=${tab}`}
            aria-current={tab === kind ? "page" : undefined}
            className={cn(
              "inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              tab === kind ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {proofKindLabels[tab].plural} ({loaderData[tab].length})
          </Link>
        ))}
      </nav>
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok && (!fieldMessage || actionData.message !== "Please correct the fields marked below.") ? <FormErrors errors={[actionData.message]} /> : null}
      <AdminPanel title={record ? `Edit ${one}: ${record.name}` : `Add a ${one}`}>
        <ProofForm key={formKey} kind={kind} record={record} images={images} errors={errors} busy={busy} />
      </AdminPanel>
      {kind === "testimonials" ? (
        <DataTable
          caption="Every testimonial"
          rows={loaderData.testimonials}
          rowKey={(row) => row.id}
          empty="No testimonials yet."
          columns={[
            name,
            { header: "Role and company", cell: (row) => `${row.role}, ${row.company}`, className: "min-w-40" },
            { header: "Quote", cell: (row) => <span className="line-clamp-3">{row.quote}</span>, className: "min-w-64 max-w-md whitespace-normal" },
            { header: "Photo", cell: (row) => <Thumb image={row.photoMediaId ? images[row.photoMediaId] : undefined} /> },
            actions,
          ]}
        />
      ) : kind === "clients" ? (
        <DataTable
          caption="Every client"
          rows={loaderData.clients}
          rowKey={(row) => row.id}
          empty="No clients yet."
          columns={[
            name,
            { header: "Link", cell: (row) => (row.url ? <span className="break-all">{row.url}</span> : <span className="text-muted-foreground">None</span>), className: "max-w-xs whitespace-normal" },
            { header: "Logo", cell: (row) => <Thumb image={row.logoMediaId ? images[row.logoMediaId] : undefined} /> },
            actions,
          ]}
        />
      ) : (
        <DataTable
          caption="Every person"
          rows={loaderData.people}
          rowKey={(row) => row.id}
          empty="No people yet."
          columns={[
            name,
            { header: "Role", cell: (row) => row.role, className: "min-w-32" },
            { header: "Short bio", cell: (row) => (row.bio ? <span className="line-clamp-3">{row.bio}</span> : <span className="text-muted-foreground">None</span>), className: "min-w-64 max-w-md whitespace-normal" },
            { header: "Photo", cell: (row) => <Thumb image={row.photoMediaId ? images[row.photoMediaId] : undefined} /> },
            actions,
          ]}
        />
      )}
    </AdminSection>
  );
}
