/**
 * The IRACONNECT signup (SPEC §2, §3, §5, §8) as an island (decision 027): the form on the landing
 * page and the ONE signup modal (app/components/ui/dialog.tsx), which the join buttons
 * (iraconnect-join.tsx) open through a shared store. Without JavaScript the on-page form is a plain
 * POST to the signup endpoint, which redirects to the thanks page (or back here with the messages:
 * the page renders the island with them). Hydrated, a form sends SPEC §8's JSON (the fields, the
 * stored referral and UTM values, the browser's user agent), shows the schema's messages the
 * server answers with (each clears as soon as its field is edited), a 'Signup Failed' toast on any
 * other refusal, and on success carries the welcome toast to the thanks page and loads it (the
 * page finds the member by the cookie the answer set: SPEC §2's navigation state, kept across a
 * reload).
 */
import { Loader2 } from "#app/components/ui/lucide-lite.tsx";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Honeypot } from "#app/components/honeypot.tsx";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { controlProps, formCheck, type CheckResult, type FieldCheck, type FormErrors as Errors } from "#app/lib/form-check.ts";
import type { Attribution } from "#app/lib/iraconnect-attribution.ts";
import { paths } from "#app/lib/paths.ts";
import { COUNTRY_OPTIONS, ROLE_OPTIONS } from "#app/lib/schemas/iraconnect-options.ts";
import type { SignupAnswer } from "#app/lib/schemas/iraconnect-signup.ts";
import { cn } from "#app/lib/utils.ts";
import { defineIsland } from "./define.tsx";
import { rememberAttribution, signupPayload } from "./signup-attribution.ts";
import { setSignupOpen, useSignupOpen } from "./signup-store.ts";
import { track } from "../lib/analytics-events.ts";
import { carryToast, showToast } from "./toast.ts";

/** The two choices, side by side (SPEC §3 options). */
const CHOICES = [
  { name: "country", label: "Country", options: COUNTRY_OPTIONS, placeholder: "Select your country" },
  { name: "role", label: "Role", options: ROLE_OPTIONS, placeholder: "Select your role" },
] as const;

/** The fields a person fills in: a message for another field (a hidden one) is said in a toast. */
const PERSON_FIELDS = ["name", "email", "phone", "country", "role"];

/** SPEC §7's toasts. */
export const SIGNUP_TOASTS = {
  success: { title: "Welcome to IRACONNECT! 🎉", description: "Check your email for your exclusive welcome package and referral link." },
  failed: "Signup Failed",
  refused: "Signup failed",
  unreachable: "Something went wrong. Please try again.",
} as const;

/** What the page does with the endpoint's answer (null: no JSON came back). */
export type SignupOutcome =
  | { kind: "joined" }
  | { kind: "fields"; errors: Record<string, string[]> }
  | { kind: "failed"; description: string };

export function signupOutcome(answer: SignupAnswer | null): SignupOutcome {
  if (answer?.success) return { kind: "joined" };
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(answer?.fieldErrors ?? {})) if (messages?.length && PERSON_FIELDS.includes(name)) errors[name] = messages;
  if (Object.keys(errors).length > 0) return { kind: "fields", errors };
  return { kind: "failed", description: answer ? answer.error || SIGNUP_TOASTS.refused : SIGNUP_TOASTS.unreachable };
}

type FormProps = {
  id: string;
  defaults: Attribution;
  /** A failed no-JavaScript submission carried back by the server. */
  lastResult?: CheckResult | null;
  /** A Cancel button beside the submit button (the modal's), which closes the dialog around it. */
  cancel?: boolean;
  sending: boolean;
  onSending: (sending: boolean) => void;
  className?: string;
};

function SignupForm({ id, defaults, lastResult = null, cancel = false, sending, onSending, className }: FormProps) {
  const [errors, setErrors] = useState<Errors>(() => lastResult?.error ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useRef(false);
  // The values typed before a no-JavaScript submission came back stay the inputs' defaults.
  const { form, field } = formCheck({ id, lastResult: { error: errors, initialValue: lastResult?.initialValue } });
  const fields = { name: field("name"), email: field("email"), phone: field("phone"), country: field("country"), role: field("role") };
  // Every field a person fills is required (SPEC §5); the schema says so on submit, not the browser.
  const control = (check: FieldCheck) => ({ ...controlProps(check, id), "aria-required": true });

  const hidden = (name: keyof Attribution) => {
    const initial = field(name).initialValue;
    return <input type="hidden" name={name} defaultValue={typeof initial === "string" ? initial : (defaults[name] ?? "")} />;
  };

  // After an answer with messages, the first field with one takes the focus.
  useEffect(() => {
    if (!focusAfter.current) return;
    focusAfter.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fieldValues: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") fieldValues[name] = value;
    onSending(true);
    const failed = (description: string) => {
      onSending(false);
      showToast({ title: SIGNUP_TOASTS.failed, description, variant: "destructive" });
    };
    fetch(paths.signupApi, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(signupPayload(fieldValues, navigator.userAgent)),
    })
      .then((response) => response.json().catch(() => null) as Promise<SignupAnswer | null>)
      .then(
        (answer) => {
          const outcome = signupOutcome(answer);
          if (outcome.kind === "joined") {
            // Still busy while the thanks page loads.
            carryToast(SIGNUP_TOASTS.success);
            track("signup");
            location.assign(paths.iraconnectThanks);
          } else if (outcome.kind === "fields") {
            onSending(false);
            focusAfter.current = true;
            setErrors(outcome.errors);
          } else failed(outcome.description);
        },
        () => failed(SIGNUP_TOASTS.unreachable),
      );
  };

  // A message goes as soon as its field is edited (SPEC §5); a select reports a choice this way too.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !errors[name]) return;
    setErrors((current) => {
      const { [name]: _edited, ...rest } = current;
      return rest;
    });
  };

  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      method="post"
      action={paths.signupApi}
      aria-describedby={form.errors ? form.errorId : undefined}
      aria-busy={sending || undefined}
      onSubmit={submit}
      onInput={onInput}
      className={cn("relative grid gap-4", className)}
    >
      <FormErrors id={form.errorId} errors={form.errors?.slice(0, 1)} className="font-medium" />

      <Field label="Full name" meta={fields.name} required>
        <Input {...control(fields.name)} type="text" autoComplete="name" />
      </Field>
      <Field label="Email" meta={fields.email} required>
        <Input {...control(fields.email)} type="email" autoComplete="email" />
      </Field>
      <Field label="Phone number" meta={fields.phone} required>
        <Input {...control(fields.phone)} type="tel" autoComplete="tel" placeholder="+1 555 123 4567" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ name, label, options, placeholder }) => (
          <Field key={name} label={label} meta={fields[name]} required>
            <Select {...control(fields[name])} options={options} placeholder={placeholder} />
          </Field>
        ))}
      </div>

      {hidden("referralCode")}
      {hidden("utmSource")}
      {hidden("utmMedium")}
      {hidden("utmCampaign")}
      {hidden("utmTerm")}
      {hidden("utmContent")}
      <Honeypot formId={id} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel ? (
          <DialogClose>
            <Button type="button" variant="outline" size="lg" disabled={sending}>
              Cancel
            </Button>
          </DialogClose>
        ) : null}
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" /> Joining...
            </>
          ) : (
            "Join IRACONNECT"
          )}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Free to join.</p>
      <DataUseNote form="iraconnect" className="-mt-2" />
    </form>
  );
}

type Props = {
  defaults: Attribution;
  /** The on-page form's failed no-JavaScript submission (Conform's reply, or the server's message). */
  lastResult?: CheckResult | null;
  className?: string;
};

/** The on-page form, and the modal the join buttons open. */
export function IraconnectSignup({ defaults, lastResult = null, className }: Props) {
  const open = useSignupOpen();
  // The form on its way (its buttons disabled; the modal stays open meanwhile).
  const [sending, setSending] = useState<string | null>(null);
  const busy = (id: string) => ({ sending: sending === id, onSending: (on: boolean) => setSending(on ? id : null) });

  useEffect(() => rememberAttribution(location.search, defaults), [defaults]);

  return (
    <>
      <SignupForm id="join-form" className={className} defaults={defaults} lastResult={lastResult} {...busy("join-form")} />
      <Dialog open={open} onOpenChange={(next) => (next || sending !== "signup-modal-form") && setSignupOpen(next)}>
        {/* Kept rendered while closed: what was typed is still there when it opens again. */}
        <DialogContent keepMounted>
          <DialogHeader>
            <DialogTitle>Join IRACONNECT</DialogTitle>
            <DialogDescription>Get early access, your referral link and 10 starter tokens.</DialogDescription>
          </DialogHeader>
          <SignupForm id="signup-modal-form" defaults={defaults} cancel {...busy("signup-modal-form")} />
        </DialogContent>
      </Dialog>
    </>
  );
}

export default IraconnectSignup;
export const IraconnectSignupIsland = /* @__PURE__ */ defineIsland("iraconnect-signup", IraconnectSignup);
