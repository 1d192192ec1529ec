/**
 * The IRACONNECT signup form (SPEC §3, §5, §8), server markup only: its page has no React
 * (decision 025). Without JavaScript it is a plain POST to the signup endpoint, which redirects to
 * the thanks page (or back here with the messages). With JavaScript the page script (forms marked
 * `data-signup`, app/lib/enhance.ts) sends SPEC §8's JSON (the fields, the stored referral and UTM
 * values, the browser's user agent), shows the schema's messages the server answers with (each
 * clears as soon as its field is edited), a 'Signup Failed' toast on any other refusal, and on
 * success loads the thanks page (which finds the member by the cookie the answer set: SPEC §2's
 * navigation state, kept across a reload) with the welcome toast.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { Honeypot } from "#app/components/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import type { Attribution } from "#app/lib/iraconnect-attribution.ts";
import { REFERRAL_STORAGE_KEY, UTM_STORAGE_KEY } from "#app/lib/iraconnect.ts";
import { paths } from "#app/lib/paths.ts";
import { COUNTRY_OPTIONS, REF_ID_PATTERN, ROLE_OPTIONS } from "#app/lib/schemas/iraconnect-options.ts";
import { controlProps, formCheck, type FieldCheck } from "#app/lib/form-check.ts";
import { cn } from "#app/lib/utils.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";

/** The two choices, side by side (SPEC §3 options). */
const CHOICES = [
  { name: "country", label: "Country", options: COUNTRY_OPTIONS, placeholder: "Select your country" },
  { name: "role", label: "Role", options: ROLE_OPTIONS, placeholder: "Select your role" },
] as const;

/** SPEC §7's toasts, said by the page script. */
const SIGNUP_TOASTS = {
  success: { title: "Welcome to IRACONNECT! 🎉", description: "Check your email for your exclusive welcome package and referral link." },
  failed: "Signup Failed",
  refused: "Signup failed",
  unreachable: "Something went wrong. Please try again.",
} as const;

type Props = {
  id: string;
  /** A failed no-JavaScript submission carried back by the server. */
  lastResult?: SubmissionResult<string[]> | null;
  defaults: Attribution;
  /** A Cancel button beside the submit button (the modal's), which closes the dialog around it. */
  cancel?: boolean;
  className?: string;
};

export function SignupForm({ id, lastResult, defaults, cancel = false, className }: Props) {
  const { form, field } = formCheck({ id, lastResult });
  const fields = {
    name: field("name"),
    email: field("email"),
    phone: field("phone"),
    country: field("country"),
    role: field("role"),
  };

  // Every field a person fills is required (SPEC §5); the schema says so on submit, not the browser.
  const control = (check: FieldCheck) => ({ ...controlProps(check, id), "aria-required": true });

  const hidden = (name: keyof Attribution) => {
    const initial = field(name).initialValue;
    return <input type="hidden" name={name} defaultValue={typeof initial === "string" ? initial : (defaults[name] ?? "")} />;
  };

  return (
    <form
      id={id}
      noValidate
      method="post"
      action={paths.signupApi}
      data-signup=""
      data-next={paths.iraconnectThanks}
      data-ref-key={REFERRAL_STORAGE_KEY}
      data-ref-pattern={REF_ID_PATTERN.source}
      data-utm-key={UTM_STORAGE_KEY}
      data-success-title={SIGNUP_TOASTS.success.title}
      data-success-description={SIGNUP_TOASTS.success.description}
      data-fail-title={SIGNUP_TOASTS.failed}
      data-fail-refused={SIGNUP_TOASTS.refused}
      data-fail-description={SIGNUP_TOASTS.unreachable}
      aria-describedby={form.errors ? form.errorId : undefined}
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
          <Button type="button" variant="outline" size="lg" data-dialog-close="">
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" className="group/join">
          <span className="group-data-[busy]/join:hidden">Join IRACONNECT</span>
          <span className="hidden items-center gap-2 group-data-[busy]/join:inline-flex">
            <Loader2 className="animate-spin" aria-hidden="true" /> Joining...
          </span>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Free to join.</p>
      <DataUseNote form="iraconnect" className="-mt-2" />
    </form>
  );
}
