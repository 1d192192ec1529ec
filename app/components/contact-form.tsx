/**
 * The contact form (SPEC §2, §5, §8). Without JavaScript it is a plain POST to /contact that comes
 * back with the errors, or with a success notice and empty fields. With JavaScript, the form's check
 * (useFormCheck, with the schema loaded on use) runs on submit and again on every change after it,
 * and the button says 'Sending...'. Either way a sent message
 * leaves a confirmation on the page; a failure is a toast.
 */
import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Honeypot } from "#app/components/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toast.ts";
import { paths } from "#app/lib/paths.ts";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import { CONTACT_TEXTS } from "#app/lib/schemas/contact-texts.ts";
import { controlProps, useFormCheck } from "#app/lib/use-form-check.ts";
import { useLazyModule } from "#app/lib/use-lazy-module.ts";
import { cn } from "#app/lib/utils.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";

const FAILED: ContactActionData = {
  outcome: "error",
  message: CONTACT_TEXTS.errorDescription,
  result: { status: "error", error: { "": [CONTACT_TEXTS.errorDescription] } },
};

/**
 * The route's `clientAction`: a failure to reach the server (offline, a 5xx) becomes the spec's
 * failure toast instead of the error page.
 */
export async function contactClientAction({ serverAction }: { serverAction: <T>() => Promise<T> }): Promise<ContactActionData> {
  try {
    return await serverAction<ContactActionData>();
  } catch (error) {
    console.error("Error sending message", error);
    return FAILED;
  }
}

/**
 * Posted to explicitly: a prerendered page resolves its own path with a trailing slash
 * ("/contact/"), which would show up in the address bar after a plain POST.
 */
const CONTACT_PATH = paths.contact;

const loadValidation = () => import("#app/lib/schemas/contact-validate.ts");

/** `labelledBy`: the id of the heading that names the form (so it is a landmark "form"). */
export function ContactForm({ className, labelledBy }: { className?: string; labelledBy?: string }) {
  const actionData = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction === CONTACT_PATH;

  // The schema (zod) arrives after the page is interactive; until then the server checks.
  const validation = useLazyModule(loadValidation);
  const { form, formProps, field } = useFormCheck({
    id: "contact-form",
    lastResult: sending ? undefined : actionData?.result,
    validate: validation.module?.validate,
    revalidate: "onInput",
  });
  const fields = { name: field("name"), email: field("email"), subject: field("subject"), message: field("message") };
  const control = (name: keyof typeof fields) => controlProps(fields[name], form.id);

  useEffect(() => {
    if (!actionData) return;
    // A sent message is confirmed on the page itself (below), where it stays: a toast goes in 5 s.
    if (actionData.outcome === "rate-limited" || actionData.outcome === "error") {
      toast({ title: CONTACT_TEXTS.errorTitle, description: actionData.message ?? CONTACT_TEXTS.errorDescription, variant: "destructive" });
    }
  }, [actionData]);

  // Kept until the next message is on its way, with or without JavaScript (issue 17).
  const sent = actionData?.outcome === "sent" && !sending;

  return (
    <Form method="post" action={CONTACT_PATH} {...formProps} onFocus={validation.prepare} aria-labelledby={labelledBy} className={cn("relative space-y-5", className)}>
      {/* The live region is always there, so the confirmation is announced when it appears. */}
      <div role="status">
        {sent ? (
          <div className="rounded-md border border-success/40 bg-success/10 p-4 text-sm" data-testid="contact-sent">
            <p className="font-semibold">{CONTACT_TEXTS.successTitle}</p>
            <p>{CONTACT_TEXTS.successDescription}</p>
          </div>
        ) : null}
      </div>
      <FormErrors id={form.errorId} errors={form.errors?.slice(0, 1)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" meta={fields.name}>
          <Input {...control("name")} key={fields.name.key} type="text" autoComplete="name" />
        </Field>
        <Field label="Email" meta={fields.email}>
          <Input {...control("email")} key={fields.email.key} type="email" autoComplete="email" />
        </Field>
      </div>
      <Field label="Subject" meta={fields.subject}>
        <Input {...control("subject")} key={fields.subject.key} type="text" />
      </Field>
      <Field label="Message" meta={fields.message}>
        <Textarea {...control("message")} key={fields.message.key} rows={6} className="min-h-32" />
      </Field>

      <Honeypot />

      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Sending..." : "Send Message"}
      </Button>
      <DataUseNote form="contact" />
    </Form>
  );
}
