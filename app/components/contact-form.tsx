/**
 * The contact form (SPEC §2, §5, §8), server markup only: the page has no React (decision 025).
 * Without JavaScript it is a plain POST to /contact that comes back with the errors, or with a
 * success notice and empty fields. With JavaScript the page script (app/lib/enhance.ts, forms
 * marked `data-enhance`) sends it in the background and puts the server's answer in place: the
 * messages of the schema the server checks with, the confirmation, or the failure toast
 * (`data-toast-*`); after a first submit every edit is checked again by the server (`__check`,
 * nothing stored), so the messages follow the typing (SPEC §5: "revalidated on change").
 */
import { useActionData } from "react-router";
import { Honeypot } from "#app/components/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { paths } from "#app/lib/paths.ts";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import { CONTACT_TEXTS } from "#app/lib/schemas/contact-texts.ts";
import { controlProps, formCheck } from "#app/lib/form-check.ts";
import { cn } from "#app/lib/utils.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";

/**
 * Posted to explicitly: a prerendered page resolves its own path with a trailing slash
 * ("/contact/"), which would show up in the address bar after a plain POST.
 */
const CONTACT_PATH = paths.contact;

/** `labelledBy`: the id of the heading that names the form (so it is a landmark "form"). */
export function ContactForm({ className, labelledBy }: { className?: string; labelledBy?: string }) {
  const actionData = useActionData<ContactActionData>();
  const { form, describedBy, field } = formCheck({ id: "contact-form", lastResult: actionData?.result });
  const fields = { name: field("name"), email: field("email"), subject: field("subject"), message: field("message") };
  const control = (name: keyof typeof fields) => controlProps(fields[name], form.id);
  const failed = actionData?.outcome === "rate-limited" || actionData?.outcome === "error";

  return (
    <form
      method="post"
      action={CONTACT_PATH}
      id={form.id}
      noValidate
      data-enhance=""
      data-revalidate=""
      data-fail-title={CONTACT_TEXTS.errorTitle}
      data-fail-description={CONTACT_TEXTS.errorDescription}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn("relative space-y-5", className)}
    >
      {/* The live region is always there, so the confirmation is announced when it appears. */}
      <div role="status">
        {actionData?.outcome === "sent" ? (
          <div className="rounded-md border border-success/40 bg-success/10 p-4 text-sm" data-testid="contact-sent">
            <p className="font-semibold">{CONTACT_TEXTS.successTitle}</p>
            <p>{CONTACT_TEXTS.successDescription}</p>
          </div>
        ) : null}
      </div>
      {failed ? (
        <div hidden data-toast-title={CONTACT_TEXTS.errorTitle} data-toast-description={actionData.message ?? CONTACT_TEXTS.errorDescription} data-toast-variant="destructive" />
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors?.slice(0, 1)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" meta={fields.name}>
          <Input {...control("name")} type="text" autoComplete="name" />
        </Field>
        <Field label="Email" meta={fields.email}>
          <Input {...control("email")} type="email" autoComplete="email" />
        </Field>
      </div>
      <Field label="Subject" meta={fields.subject}>
        <Input {...control("subject")} type="text" />
      </Field>
      <Field label="Message" meta={fields.message}>
        <Textarea {...control("message")} rows={6} className="min-h-32" />
      </Field>

      <Honeypot formId={form.id} />

      <Button type="submit" size="lg" data-busy-label="Sending..." className="w-full sm:w-auto">
        Send Message
      </Button>
      <DataUseNote form="contact" />
    </form>
  );
}
