/**
 * The contact form (SPEC §2, §5, §8). Without JavaScript it is a plain POST to /contact that comes
 * back with the errors, or with a success notice and empty fields. With JavaScript, Conform checks
 * it on submit and again on every change, the button says 'Sending...', and the answer is a toast.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Honeypot } from "~/components/honeypot";
import { useRenderedForMany } from "~/components/nonce";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { RENDERED_AT_FIELD } from "~/lib/anti-bot";
import { PRERENDER_NOW } from "~/lib/prerender";
import { CONTACT_TEXTS, ContactSchema, type ContactActionData } from "~/lib/schemas/contact";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

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
const CONTACT_PATH = "/contact";


export const fieldClass =
  "block w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/** `labelledBy`: the id of the heading that names the form (so it is a landmark "form"). */
export function ContactForm({ className, labelledBy }: { className?: string; labelledBy?: string }) {
  const actionData = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction === CONTACT_PATH;

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: sending ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // The time the form appeared, for the too-fast rule. A prerendered page carries a placeholder that
  // the server fills with the time it serves the page (app/lib/prerender.ts), so a visitor without
  // JavaScript, or a bot posting straight back, is timed from that response and not from the build;
  // the browser's own clock replaces it once the page runs, and again after each message sent, so a
  // second message is timed from its own start.
  const renderedAt = useRef<HTMLInputElement>(null);
  const renderedForMany = useRenderedForMany();
  // Fixed for the life of the component: a hidden input's default value is its value, so a new
  // default on every render would restart the clock at each keystroke.
  const [initialStamp] = useState(() => (renderedForMany ? PRERENDER_NOW : String(Date.now())));
  useEffect(() => {
    if (renderedAt.current) renderedAt.current.value = String(Date.now());
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
    <Form method="post" action={CONTACT_PATH} {...getFormProps(form)} aria-labelledby={labelledBy} className={cn("relative space-y-5", className)}>
      {sentWithoutScript ? (
        <div role="status" className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
          <p className="font-semibold">{CONTACT_TEXTS.successTitle}</p>
          <p>{CONTACT_TEXTS.successDescription}</p>
        </div>
      ) : null}
      {form.errors?.length ? (
        <div id={form.errorId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
          {form.errors[0]}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
          <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" className={fieldClass} />
        </Field>
        <Field label="Email" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" className={fieldClass} />
        </Field>
      </div>
      <Field label="Subject" id={fields.subject.id} errorId={fields.subject.errorId} errors={fields.subject.errors}>
        <input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} className={fieldClass} />
      </Field>
      <Field label="Message" id={fields.message.id} errorId={fields.message.errorId} errors={fields.message.errors}>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} className={cn(fieldClass, "min-h-32")} />
      </Field>

      <Honeypot />
      <input ref={renderedAt} type="hidden" name={RENDERED_AT_FIELD} defaultValue={initialStamp} suppressHydrationWarning />

      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}

function Field(props: { label: string; id: string; errorId: string; errors?: string[]; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.errors?.length ? (
        <p id={props.errorId} className="text-sm text-destructive">
          {props.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
