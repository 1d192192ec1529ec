/**
 * The IRACONNECT signup form (SPEC §3, §5, §8). Without JavaScript it is a plain POST to the signup
 * endpoint, which redirects to the thanks page (or back here with the messages). With JavaScript it
 * validates with the same schema, clears a field's message when the field is edited, sends JSON with
 * the stored attribution, and loads the thanks page (which finds the member by the cookie the answer
 * set: SPEC §2's navigation state, kept across a reload) with the welcome toast.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Honeypot } from "#app/components/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { toast, toastOnNextPage } from "#app/components/ui/toast.ts";
import { storedAttribution, type Attribution } from "#app/lib/iraconnect-attribution.ts";
import { paths } from "#app/lib/paths.ts";
import { COUNTRY_OPTIONS, ROLE_OPTIONS } from "#app/lib/schemas/iraconnect-options.ts";
import type { SignupAnswer } from "#app/lib/schemas/iraconnect-signup.ts";
import { controlProps, useFormCheck, type FieldCheck } from "#app/lib/use-form-check.ts";
import { useLazyModule } from "#app/lib/use-lazy-module.ts";
import { cn } from "#app/lib/utils.ts";
import { DataUseNote } from "#app/components/marketing/legal-parts.tsx";



const loadValidation = () => import("#app/lib/schemas/iraconnect-signup-validate.ts");

/** The two choices, side by side (SPEC §3 options). */
const CHOICES = [
  { name: "country", label: "Country", options: COUNTRY_OPTIONS, placeholder: "Select your country" },
  { name: "role", label: "Role", options: ROLE_OPTIONS, placeholder: "Select your role" },
] as const;

type Props = {
  id: string;
  /** A failed no-JavaScript submission carried back by the server. */
  lastResult?: SubmissionResult<string[]> | null;
  defaults: Attribution;
  /** Extra buttons beside the submit button (the modal's Cancel); disabled while joining. */
  secondaryAction?: (disabled: boolean) => ReactNode;
  className?: string;
};

export function SignupForm({ id, lastResult, defaults, secondaryAction, className }: Props) {
  const [joining, setJoining] = useState(false);
  // The schema (zod) arrives after the page is interactive; until then the endpoint checks.
  const validation = useLazyModule(loadValidation);
  async function join(event: FormEvent<HTMLFormElement>, formData: FormData) {
    event.preventDefault();
    setJoining(true);
    const stored = storedAttribution();
    const payload = {
      ...Object.fromEntries(formData),
      referralCode: stored.referralCode ?? formData.get("referralCode") ?? "",
      ...stored.utm,
      userAgent: navigator.userAgent,
      sourceIp: "",
    };
    try {
      const response = await fetch(paths.signupApi, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
      });
      const answer = (await response.json().catch(() => null)) as SignupAnswer | null;
      // A repeat signup from another browser succeeds without the member's refId (issue 16.5):
      // the thanks page comes from the cookie the answer set.
      if (answer?.success) {
        // The thanks page is a page load of its own (sent without React, decision 025): it reads
        // the member from the cookie the answer set, and the toast goes with the visitor.
        toastOnNextPage({ title: "Welcome to IRACONNECT! 🎉", description: "Check your email for your exclusive welcome package and referral link." });
        window.location.assign(paths.iraconnectThanks);
        return;
      }
      toast({
        title: "Signup Failed",
        description: answer?.error || (answer ? "Signup failed" : "Something went wrong. Please try again."),
        variant: "destructive",
      });
    } catch {
      toast({ title: "Signup Failed", description: "Something went wrong. Please try again.", variant: "destructive" });
    }
    setJoining(false);
  }

  const { form, formProps, field, clear } = useFormCheck({
    id,
    lastResult,
    validate: validation.module?.validate,
    onValid: (event, formData) => void join(event, formData),
  });
  const fields = {
    name: field("name"),
    email: field("email"),
    phone: field("phone"),
    country: field("country"),
    role: field("role"),
  };

  // SPEC §5: a message disappears as soon as its field is edited (it is checked again on submit).
  // Every field a person fills is required (SPEC §5); the schema says so on submit, not the browser.
  const control = (check: FieldCheck) => ({ ...controlProps(check, id), "aria-required": true, onInput: () => clear(check.name) });

  const hidden = (name: keyof Attribution) => {
    const initial = field(name).initialValue;
    return <input type="hidden" name={name} defaultValue={typeof initial === "string" ? initial : (defaults[name] ?? "")} />;
  };

  return (
    <form
      {...formProps}
      onFocus={validation.prepare}
      method="post"
      action={paths.signupApi}
      aria-describedby={form.errors ? form.errorId : undefined}
      className={cn("relative grid gap-4", className)}
    >
      <FormErrors id={form.errorId} errors={form.errors?.slice(0, 1)} className="font-medium" />

      <Field label="Full name" meta={fields.name} required>
        <Input {...control(fields.name)} key={fields.name.key} type="text" autoComplete="name" />
      </Field>
      <Field label="Email" meta={fields.email} required>
        <Input {...control(fields.email)} key={fields.email.key} type="email" autoComplete="email" />
      </Field>
      <Field label="Phone number" meta={fields.phone} required>
        <Input {...control(fields.phone)} key={fields.phone.key} type="tel" autoComplete="tel" placeholder="+1 555 123 4567" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ name, label, options, placeholder }) => (
          <Field key={name} label={label} meta={fields[name]} required>
            <Select {...control(fields[name])} key={fields[name].key} options={options} placeholder={placeholder} />
          </Field>
        ))}
      </div>

      {hidden("referralCode")}
      {hidden("utmSource")}
      {hidden("utmMedium")}
      {hidden("utmCampaign")}
      {hidden("utmTerm")}
      {hidden("utmContent")}
      <Honeypot />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction?.(joining)}
        <Button type="submit" size="lg" disabled={joining}>
          {joining ? (
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
