/**
 * Site settings (issue 14.8; owners and admins): the company's facts that the header, footer,
 * contact page, JSON-LD and mail show, the IRACONNECT counter offset and the default share image.
 * One plain POST form parsed with the shared schema (app/lib/schemas/site-settings.ts); saving
 * refreshes prerendered and cached pages on every instance (docs/decisions/022-site-settings.md).
 * A second form (posted to ?hubs) holds the /blog and /case-studies pages' title, description,
 * keywords and hero (the "hubs" setting, app/lib/schemas/content-hubs.ts).
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
import { contentHubs, submitContentHubs } from "#app/services/content-hubs.server.ts";
import type { HubKey, HubWords } from "#app/lib/content-hubs.ts";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { NO_STORE } from "#app/lib/http.ts";


export const meta = (): Route.MetaDescriptors => adminMeta("Site Settings", adminPaths.settings);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "settings");
  const settings = await companySettings();
  const images = await mediaImageRecord([settings.shareImageMediaId]);
  // The picker's names come from the server, the same list its check uses (and no hydration mismatch).
  const hubs = await contentHubs();
  return data(
    { settings, hubs, shareImage: settings.shareImageMediaId ? (images[settings.shareImageMediaId] ?? null) : null, timeZones: timeZoneNames() },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "settings");
  if (new URL(request.url).searchParams.has("hubs")) {
    const saved = await submitContentHubs(request, { ...actorOf(staff, context), actorUserId: staff.id });
    if (saved.ok) return data({ form: "hubs" as const, ok: true as const, message: "Blog and case studies pages saved. Visitors see the new words now.", fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
    return data({ form: "hubs" as const, ok: false as const, message: saved.error, fieldErrors: saved.fieldErrors }, { status: saved.status, headers: NO_STORE });
  }
  const outcome = await submitCompanySettings(request, { ...actorOf(staff, context), actorUserId: staff.id });
  if (outcome.ok) return data({ form: "company" as const, ok: true as const, message: "Settings saved. Every page shows them now.", fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  return data({ form: "company" as const, ok: false as const, message: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, hubs, shareImage, timeZones } = loaderData;
  const busy = useNavigation().state !== "idle";
  const companyReply = actionData?.form === "company" ? actionData : undefined;
  const hubsReply = actionData?.form === "hubs" ? actionData : undefined;
  const errors = companyReply && !companyReply.ok ? companyReply.fieldErrors : {};
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
      {companyReply && !companyReply.ok ? <FormErrors errors={[companyReply.message]} /> : null}
      {/* Its own address: after the hubs' form (?hubs) a form without one would post there. */}
      <Form method="post" action={adminPaths.settings} className="grid gap-6" noValidate>
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
      <HubsForm hubs={hubs} reply={hubsReply} busy={busy} />
    </AdminSection>
  );
}

const HUB_PANELS: { key: HubKey; title: string; name: string; path: string }[] = [
  { key: "blog", title: "Blog page", name: "Blog", path: "/blog" },
  { key: "caseStudies", title: "Case studies page", name: "Case studies", path: "/case-studies" },
];

/** The /blog and /case-studies pages' words: what search engines show and the heading above each list. */
function HubsForm({
  hubs,
  reply,
  busy,
}: {
  hubs: Record<HubKey, HubWords>;
  reply: { ok: boolean; message: string; fieldErrors: Record<string, string[]> } | undefined;
  busy: boolean;
}) {
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  const m = (name: string) => ({ ...fieldMeta(`hubs-${name.replace(/[^a-z0-9]+/gi, "-")}`, errors[name] ?? null), name });
  const field = (name: string, label: string, value: string, options: { long?: boolean; max: number; required?: boolean; description?: string }) => {
    const meta = m(name);
    const described = Boolean(options.description);
    return (
      <Field label={label} meta={meta} description={options.description}>
        {options.long ? (
          <Textarea {...controlProps(meta, { description: described })} name={name} defaultValue={value} rows={3} maxLength={options.max} required={options.required} />
        ) : (
          <Input {...controlProps(meta, { description: described })} name={name} defaultValue={value} maxLength={options.max} required={options.required} />
        )}
      </Field>
    );
  };
  return (
    <section aria-labelledby="hubs-heading" className="mt-10 grid gap-6 border-t pt-8">
      <div>
        <h2 id="hubs-heading" className="text-xl font-semibold">
          Blog and case studies pages
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">The heading above each list, and the title and description search engines show.</p>
      </div>
      {reply && !reply.ok ? <FormErrors errors={[reply.message]} /> : null}
      <Form method="post" action={`${adminPaths.settings}?hubs`} className="grid gap-6" noValidate>
        <div className="grid gap-6 lg:grid-cols-2">
          {HUB_PANELS.map(({ key, title, name, path }) => {
            const words = hubs[key];
            return (
              <AdminPanel key={key} title={`${title} (${path})`}>
                {field(`${key}.heroTitle`, `${name} heading`, words.heroTitle, { max: 90, required: true })}
                {field(`${key}.heroSubtitle`, `${name} introduction`, words.heroSubtitle, { long: true, max: 300, required: true })}
                {field(`${key}.title`, `${name} page title`, words.title, { max: 90, required: true, description: "The browser tab and search results." })}
                {field(`${key}.description`, `${name} description`, words.description, { long: true, max: 300, required: true, description: "Shown under the title in search results." })}
                {field(`${key}.keywords`, `${name} keywords`, words.keywords.join(", "), { max: 600, description: "Separated by commas." })}
              </AdminPanel>
            );
          })}
        </div>
        <Button type="submit" className="w-fit" disabled={busy}>
          <Save aria-hidden="true" /> Save pages
        </Button>
      </Form>
    </section>
  );
}
