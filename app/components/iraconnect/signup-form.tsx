/**
 * The IRACONNECT signup form (SPEC §3, §5, §8). Without JavaScript it is a plain POST to the signup
 * endpoint, which redirects to the thanks page (or back here with the messages). With JavaScript it
 * validates with the same schema, clears a field's message when the field is edited, sends JSON with
 * the stored attribution, toasts, and navigates to the thanks page with SPEC §2's navigation state.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Honeypot } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { storedAttribution, type UtmValues } from "~/lib/iraconnect-attribution";
import {
  COUNTRY_OPTIONS,
  ROLE_OPTIONS,
  signupSchema,
  type SignupAnswer,
} from "~/lib/schemas/iraconnect-signup";
import { cn } from "~/lib/utils";

export const SIGNUP_ENDPOINT = "/api/iraconnect/signup";

export type SignupFormDefaults = { referralCode?: string } & UtmValues;

type Props = {
  id: string;
  /** A failed no-JavaScript submission carried back by the server. */
  lastResult?: SubmissionResult<string[]> | null;
  defaults: SignupFormDefaults;
  /** Extra buttons beside the submit button (the modal's Cancel); disabled while joining. */
  secondaryAction?: (disabled: boolean) => ReactNode;
  className?: string;
};

const inputClass =
  "block h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

export function SignupForm({ id, lastResult, defaults, secondaryAction, className }: Props) {
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: signupSchema });
    },
    async onSubmit(event, { formData }) {
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
        const response = await fetch(SIGNUP_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(payload),
        });
        const answer = (await response.json().catch(() => null)) as SignupAnswer | null;
        if (answer?.success && answer.refId) {
          toast({ title: "Welcome to IRACONNECT! 🎉", description: "Check your email for your exclusive welcome package and referral link." });
          await navigate("/iraconnect/thanks", {
            state: { refId: answer.refId, totalSignups: answer.totalSignups, name: String(formData.get("name") ?? "") },
          });
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
    },
  });

  // SPEC §5: a message disappears as soon as its field is edited (it is checked again on submit).
  const clearOnEdit = (name: string, hasErrors: boolean) => () => {
    if (hasErrors) form.update({ name, validated: false });
  };

  const fieldProps = (field: (typeof fields)[keyof typeof fields]) => ({
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": field.errors ? field.errorId : undefined,
    "aria-required": true,
    onInput: clearOnEdit(field.name, Boolean(field.errors)),
  });

  const hidden = (name: keyof SignupFormDefaults) => {
    const initial = fields[name].initialValue;
    return <input type="hidden" name={name} defaultValue={typeof initial === "string" ? initial : (defaults[name] ?? "")} />;
  };

  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={SIGNUP_ENDPOINT}
      aria-describedby={form.errors ? form.errorId : undefined}
      className={cn("relative grid gap-4", className)}
    >
      {form.errors ? (
        <p id={form.errorId} role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}

      <Field label="Full name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
        <input key={fields.name.key} type="text" autoComplete="name" className={inputClass} {...fieldProps(fields.name)} />
      </Field>
      <Field label="Email" id={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
        <input key={fields.email.key} type="email" autoComplete="email" className={inputClass} {...fieldProps(fields.email)} />
      </Field>
      <Field label="Phone number" id={fields.phone.id} errorId={fields.phone.errorId} errors={fields.phone.errors}>
        <input key={fields.phone.key} type="tel" autoComplete="tel" placeholder="+1 555 123 4567" className={inputClass} {...fieldProps(fields.phone)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Country" id={fields.country.id} errorId={fields.country.errorId} errors={fields.country.errors}>
          <select key={fields.country.key} className={inputClass} {...fieldProps(fields.country)} onChange={clearOnEdit(fields.country.name, Boolean(fields.country.errors))}>
            <option value="">Select your country</option>
            {COUNTRY_OPTIONS.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Role" id={fields.role.id} errorId={fields.role.errorId} errors={fields.role.errors}>
          <select key={fields.role.key} className={inputClass} {...fieldProps(fields.role)} onChange={clearOnEdit(fields.role.name, Boolean(fields.role.errors))}>
            <option value="">Select your role</option>
            {ROLE_OPTIONS.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </Field>
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
      <p className="text-xs text-muted-foreground">Free to join. We only use your details for IRACONNECT early access.</p>
    </form>
  );
}

function Field(props: { label: string; id: string; errorId: string; errors?: string[]; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label} <span aria-hidden="true" className="text-destructive">*</span>
      </label>
      {props.children}
      {props.errors ? (
        <p id={props.errorId} className="text-sm font-medium text-destructive">
          {props.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
