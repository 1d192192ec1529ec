/**
 * Site settings (issue 14.8; owners and admins): the company's facts that the header, footer,
 * contact page, JSON-LD and mail show, the IRACONNECT counter offset and the default share image.
 * One plain POST form parsed with the shared schema (app/lib/schemas/site-settings.ts); saving
 * refreshes prerendered and cached pages on every instance (docs/decisions/022-site-settings.md).
 */
import type { FieldMetadata } from "@conform-to/react";
import { Save } from "lucide-react";
import type { ComponentProps } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { ActionNotice, AdminPanel, AdminSection } from "#app/components/admin/admin-section.tsx";
import { MediaPickerField } from "#app/components/admin/editor/media-picker.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { MAX_OFFICE_HOURS, timeZoneNames } from "#app/lib/schemas/site-settings.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { mediaImageRecord } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { companySettings, submitCompanySettings } from "#app/services/site-settings.server.ts";
import { NO_STORE } from "#app/lib/http.ts";


export const meta = (): Route.MetaDescriptors => adminMeta("Site Settings", adminPaths.settings);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "settings");
  const settings = await companySettings();
  const images = await mediaImageRecord([settings.shareImageMediaId]);
  // The picker's names come from the server, the same list its check uses (and no hydration mismatch).
  return data({ settings, shareImage: settings.shareImageMediaId ? (images[settings.shareImageMediaId] ?? null) : null, timeZones: timeZoneNames() }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "settings");
  const outcome = await submitCompanySettings(request, { ...actorOf(staff, context), actorUserId: staff.id });
  if (outcome.ok) return data({ ok: true as const, message: "Settings saved. Every page shows them now.", fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  return data({ ok: false as const, message: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, shareImage, timeZones } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const m = (name: string) => ({ ...fieldMeta(`settings-${name.replace(/[^a-z0-9]+/gi, "-")}`, errors[name] ?? null), name });
  const text = (name: string, label: string, value: string | null, props: Partial<ComponentProps<typeof Input>> = {}, description?: string) => {
    const meta = m(name);
    return (
      <Field label={label} meta={meta} description={description}>
        <Input {...controlProps(meta, { description: Boolean(description) })} name={name} defaultValue={value ?? ""} {...props} />
      </Field>
    );
  };
  const rows = Array.from({ length: MAX_OFFICE_HOURS }, (_, i) => settings.officeHours[i] ?? { days: "", hours: "" });
  const shareMeta = m("shareImageMediaId");

  return (
    <AdminSection title="Site settings" description="The company's facts as the header, footer, contact page, search engines and our e-mails show them.">
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok ? <FormErrors errors={[actionData.message]} /> : null}
      <Form method="post" className="grid gap-6" noValidate>
        <div className="grid gap-6 lg:grid-cols-2">
          <AdminPanel title="Company">
            {text("name", "Company name", settings.name, { required: true, maxLength: 80 })}
            {text("legalName", "Legal name", settings.legalName, { required: true, maxLength: 120 })}
            {text("email", "E-mail", settings.email, { type: "email", required: true, maxLength: 254 })}
            {text("phone", "Phone", settings.phone, { type: "tel", required: true, maxLength: 40 })}
          </AdminPanel>
          <AdminPanel title="Address">
            {text("address.street", "Street", settings.address.street, { required: true, maxLength: 160 })}
            {text("address.city", "City", settings.address.city, { required: true, maxLength: 80 })}
            {text("address.region", "Region", settings.address.region, { required: true, maxLength: 80 })}
            {text("address.postalCode", "Postal code", settings.address.postalCode, { required: true, maxLength: 20 })}
            {text("address.country", "Country", settings.address.country, { required: true, maxLength: 2 }, "Two-letter code, such as IN.")}
          </AdminPanel>
          <AdminPanel title="Office hours">
            <p className="text-sm text-muted-foreground">Leave a row blank to drop it. Opening times are shown with the time zone.</p>
            {rows.map((row, i) => (
              <fieldset key={i} className="grid gap-3 sm:grid-cols-2">
                <legend className="sr-only">Office hours, row {i + 1}</legend>
                {text(`officeHours[${i}].days`, `Days (row ${i + 1})`, row.days, { maxLength: 60 })}
                {text(`officeHours[${i}].hours`, `Hours (row ${i + 1})`, row.hours, { maxLength: 60 })}
              </fieldset>
            ))}
            <Field label="Time zone" meta={m("timeZone")} description="The office's time zone; pages show its abbreviation after the hours (such as PST).">
              <Select
                {...controlProps(m("timeZone"), { description: true })}
                name="timeZone"
                defaultValue={settings.timeZone}
                required
                // A value stored before names were required ("PST") is offered as it is, to be replaced.
                options={timeZones.includes(settings.timeZone) ? timeZones : [settings.timeZone, ...timeZones]}
              />
            </Field>
          </AdminPanel>
          <AdminPanel title="Links">
            {text("social.linkedin", "LinkedIn", settings.social.linkedin, { type: "url", maxLength: 300 })}
            {text("social.x", "X", settings.social.x, { type: "url", maxLength: 300 })}
            {text("social.github", "GitHub", settings.social.github, { type: "url", maxLength: 300 })}
            {text("social.youtube", "YouTube", settings.social.youtube, { type: "url", maxLength: 300 })}
            {text("platformUrl", "Platform URL", settings.platformUrl, { type: "url", required: true, maxLength: 300 }, "The IRACONNECT platform.")}
          </AdminPanel>
          <AdminPanel title="IRACONNECT and sharing">
            {text(
              "signupCountOffset",
              "IRACONNECT counter offset",
              String(settings.signupCountOffset),
              { inputMode: "numeric", required: true, maxLength: 7 },
              "Added to the number of signups the landing page shows.",
            )}
            <MediaPickerField
              label="Default share image"
              meta={shareMeta as unknown as FieldMetadata<string>}
              initial={shareImage}
              description="Shown when a page is shared and has no image of its own (1200 × 630 works best)."
            />
          </AdminPanel>
        </div>
        <Button type="submit" className="w-fit" disabled={busy}>
          <Save aria-hidden="true" /> Save settings
        </Button>
      </Form>
    </AdminSection>
  );
}
