import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, redirect, replace, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/login-two-factor";
import { useCheckedForm } from "#app/components/admin/checked-form.ts";
import { AuthCard, LinkProblem } from "#app/components/admin/auth-card.tsx";
import { PasskeySignIn } from "#app/components/admin/passkeys.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { secondStepSchema } from "#app/lib/schemas/two-factor.ts";
import { seo } from "#app/lib/seo.ts";
import { getOptionalStaff } from "#app/services/auth.server.ts";
import { hasPendingLogin, submitSecondStep } from "#app/services/two-factor.server.ts";
import { NO_STORE, answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";


/** The second step of a sign-in: only after a right password (the pending cookie), else back to the first. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getOptionalStaff(request)) throw redirect(adminPaths.dashboard, { headers: NO_STORE });
  if (!(await hasPendingLogin(request))) throw replace(adminPaths.login, { headers: NO_STORE });
  return data(null, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitSecondStep(request, originOf(context));
  const headers = new Headers(NO_STORE);
  for (const cookie of answer.ok ? answer.setCookies : (answer.setCookies ?? [])) headers.append("Set-Cookie", cookie);
  if (answer.ok) throw redirect(answer.redirectTo, { headers });
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return data({ result: answer.result, error: answer.error, expired: answer.expired ?? false }, { status: answer.status, headers });
}

export const headers = answerHeaders({ ...NO_STORE, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Two-Factor Sign-In", description: "Enter the code from your authenticator app.", path: adminPaths.loginTwoFactor, noindex: true });
}

export default function SecondStep() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, fields, formError } = useCheckedForm("admin-login-two-factor", secondStepSchema, actionData, "onSubmit");
  return (
    <AuthCard title="Two-factor sign-in">
      {actionData?.expired ? (
        <LinkProblem message={actionData.error} next={{ href: adminPaths.login, label: "Sign in again" }} />
      ) : (
        <Form method="post" replace className="space-y-4" {...getFormProps(form)}>
          <p className="text-sm text-muted-foreground">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <Field label="Code" meta={fields.code}>
            <Input
              {...getInputProps(fields.code, { type: "text" })}
              key={fields.code.key}
              required
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
            />
          </Field>
          <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
          <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
            Verify
          </Button>
          <PasskeySignIn purpose="second-factor" label="Use a passkey instead" />
          <Link to={adminPaths.login} className="block text-sm font-medium text-primary underline underline-offset-4">
            Start again
          </Link>
        </Form>
      )}
    </AuthCard>
  );
}
