/**
 * The contact form (SPEC §2, §5, §8). Without JavaScript it is a plain POST to /contact that comes
 * back with the errors, or with a success notice and empty fields. With JavaScript, Conform checks
 * it on submit and again on every change, the button says 'Sending...', and the answer is a toast.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Honeypot } from "#app/components/honeypot.tsx";
import { useRenderedForMany } from "#app/components/nonce.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { RENDERED_AT_FIELD } from "#app/lib/anti-bot.ts";
import { paths } from "#app/lib/paths.ts";
import { PRERENDER_NOW } from "#app/lib/prerender.ts";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import { CONTACT_TEXTS } from "#app/lib/schemas/contact-texts.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLazyModule } from "#app/lib/use-lazy-module.ts";
import { cn } from "#app/lib/utils.ts";

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
  const hydrated = useHydrated();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction === CONTACT_PATH;

  // The schema (zod) arrives after the page is interactive; until then the server checks.
  const validation = useLazyModule(loadValidation);
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: sending ? undefined : actionData?.result,
    onValidate: validation.module ? ({ formData }) => validation.module!.validate(formData) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // The time the form appeared, for the too-fast rule. A prerendered page carries a placeholder that
  // the server fills with the time it serves the page (app/lib/prerender.ts), so a visitor without
  // JavaScript, or a bot posting straight back, is timed from that response and not from the build.
  // React never manages the field's value: when it takes over the server's HTML it would write its
  // own default into it (a hidden input's value is its default), restarting the clock for a person
  // who has been typing since long before the page became interactive, and filing the message sent
  // right after as spam. Once the page runs, the browser's clock may only move the stamp back; after
  // each answer it restarts, so a second message is timed from its own start.
  const renderedAt = useRef<HTMLInputElement>(null);
  const renderedForMany = useRenderedForMany();
  const [serverStamp] = useState(() => (typeof document !== "undefined" ? undefined : renderedForMany ? PRERENDER_NOW : String(Date.now())));
  const answerAtMount = useRef(actionData);
  useEffect(() => {
    const input = renderedAt.current;
    if (!input) return;
    const shown = Number(input.value);
    const firstMessage = actionData === answerAtMount.current && shown > 0;
    input.value = String(firstMessage ? Math.min(shown, Date.now()) : Date.now());
  }, [actionData]);

  useEffect(() => {
    if (!actionData) return;
    if (actionData.outcome === "sent") {
      toast({ title: CONTACT_TEXTS.successTitle, description: CONTACT_TEXTS.successDescription });
    } else if (actionData.outcome === "rate-limited" || actionData.outcome === "error") {
      toast({ title: CONTACT_TEXTS.errorTitle, description: actionData.message ?? CONTACT_TEXTS.errorDescription, variant: "destructive" });
    }
  }, [actionData]);

  const sentWithoutScript = !hydrated && actionData?.outcome === "sent";

  return (
    <Form method="post" action={CONTACT_PATH} {...getFormProps(form)} onFocus={validation.prepare} aria-labelledby={labelledBy} className={cn("relative space-y-5", className)}>
      {sentWithoutScript ? (
        <div role="status" className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
          <p className="font-semibold">{CONTACT_TEXTS.successTitle}</p>
          <p>{CONTACT_TEXTS.successDescription}</p>
        </div>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors?.slice(0, 1)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" meta={fields.name}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" />
        </Field>
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" />
        </Field>
      </div>
      <Field label="Subject" meta={fields.subject}>
        <Input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} />
      </Field>
      <Field label="Message" meta={fields.message}>
        <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} className="min-h-32" />
      </Field>

      <Honeypot />
      <input ref={renderedAt} type="hidden" name={RENDERED_AT_FIELD} defaultValue={serverStamp} suppressHydrationWarning />

      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
