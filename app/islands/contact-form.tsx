/**
 * The contact form (SPEC §2, §5, §8) as an island (decision 027). Without JavaScript it is a plain
 * POST to /contact that comes back with the errors, or with a success notice and empty fields
 * (the page renders the island with that answer). Hydrated, it sends the form in the background and
 * shows the server's answer: the messages of the schema the server checks with, the confirmation,
 * or the failure toast; after a first answer with mistakes every edit is checked again by the
 * server (nothing stored), so the messages follow the typing (SPEC §5: "revalidated on change").
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { track } from "../lib/analytics-events.ts";
import { Honeypot } from "#app/components/honeypot.tsx";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { controlProps, formCheck } from "#app/lib/form-check.ts";
import { paths } from "#app/lib/paths.ts";
import type { ContactActionData } from "#app/lib/schemas/contact.ts";
import { CONTACT_TEXTS } from "#app/lib/schemas/contact-texts.ts";
import { cn } from "#app/lib/utils.ts";
import { defineIsland } from "./define.tsx";
import { postForm } from "./post-form.ts";
import { showToast } from "./toast.ts";

const FORM_ID = "contact-form";
/** The pause in the typing after which a form with mistakes is checked again. */
const RECHECK_MS = 250;

type Props = {
  /** The id of the heading that names the form (so it is a landmark "form"). */
  labelledBy?: string;
  className?: string;
  /** The server's answer to a form posted without JavaScript. */
  answer?: ContactActionData | null;
};

export function ContactForm({ labelledBy, className, answer: initial = null }: Props) {
  const [answer, setAnswer] = useState(initial);
  const [sending, setSending] = useState(false);
  // A sent message empties the form: a new form element, without what was typed.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const recheck = useRef<{ timer?: ReturnType<typeof setTimeout>; asked: number }>({ asked: 0 });
  const focusAfter = useRef(false);

  const { form, describedBy, field } = formCheck({ id: FORM_ID, lastResult: answer?.result });
  const fields = { name: field("name"), email: field("email"), subject: field("subject"), message: field("message") };
  const control = (name: keyof typeof fields) => controlProps(fields[name], form.id);
  const sent = answer?.outcome === "sent";

  // After an answer: the first field with a message takes the focus, else the button.
  useEffect(() => {
    if (!focusAfter.current) return;
    focusAfter.current = false;
    const element = formRef.current;
    element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus() ?? element?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submit checks everything: a re-check still waiting or on its way is no longer wanted.
    clearTimeout(recheck.current.timer);
    recheck.current.asked++;
    if (sending) return;
    setSending(true);
    postForm<ContactActionData>(paths.contactApi, event.currentTarget).then(
      ({ data }) => {
        setSending(false);
        if (!data?.result) throw new Error("no answer");
        focusAfter.current = true;
        setAnswer(data);
        if (data.outcome === "sent") {
          setGeneration((n) => n + 1);
          track("contact_sent");
        }
        if (data.outcome === "rate-limited" || data.outcome === "error") {
          showToast({ title: CONTACT_TEXTS.errorTitle, description: data.message ?? CONTACT_TEXTS.errorDescription, variant: "destructive" });
        }
      },
    ).catch(() => {
      setSending(false);
      showToast({ title: CONTACT_TEXTS.errorTitle, description: CONTACT_TEXTS.errorDescription, variant: "destructive" });
    });
  };

  // Checked again as it is corrected, once an answer has found mistakes (a sent message's emptied
  // form waits for its next submit). Only the latest check counts.
  const onInput = () => {
    if (!answer || answer.outcome === "sent" || !Object.keys(answer.result.error ?? {}).length) return;
    const element = formRef.current;
    if (!element) return;
    clearTimeout(recheck.current.timer);
    recheck.current.timer = setTimeout(() => {
      const asked = ++recheck.current.asked;
      postForm<ContactActionData>(paths.contactApi, element, { check: true }).then(
        ({ data }) => {
          if (asked !== recheck.current.asked || !data?.result) return;
          setAnswer({ ...data, outcome: "invalid" });
        },
        () => {},
      );
    }, RECHECK_MS);
  };

  return (
    <form
      key={generation}
      ref={formRef}
      method="post"
      // Posted to explicitly: a prerendered page resolves its own path with a trailing slash.
      action={paths.contact}
      id={form.id}
      noValidate
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={sending || undefined}
      onSubmit={submit}
      onInput={onInput}
      className={cn("relative space-y-5", className)}
    >
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

      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Sending..." : "Send Message"}
      </Button>
      <DataUseNote form="contact" />
    </form>
  );
}

export default ContactForm;
// Pure: the browser loads the module for its default export, and leaves the server's wrapper out.
export const ContactFormIsland = /* @__PURE__ */ defineIsland("contact-form", ContactForm);
