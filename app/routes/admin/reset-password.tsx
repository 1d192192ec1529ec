/** A password reset's link: choose a new password, then sign in with it. */
import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { useCheckedForm } from "#app/components/admin/checked-form.ts";
import { AuthCard, LinkProblem } from "#app/components/admin/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { ResetPasswordSchema } from "#app/lib/schemas/staff.ts";
import { seo } from "#app/lib/seo.ts";
import { resetPage, submitResetPassword } from "#app/services/password-reset.server.ts";
import { TOKEN_PAGE_HEADERS } from "#app/services/token-page.server.ts";
import { tokenFormResponse } from "../_shared/token-page.server.ts";
import { answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await resetPage(new URL(request.url).searchParams.get("token"));
  return data(page, { status: page.status, headers: TOKEN_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return tokenFormResponse(await submitResetPassword(request, originOf(context)));
}

export const headers = answerHeaders({ ...TOKEN_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Choose a New Password", description: "Choose a new password for your staff account.", path: adminPaths.resetPassword, noindex: true });
}

export default function ResetPassword() {
  const { reset, message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Choose a new password">
      {reset ? <ResetForm reset={reset} /> : <LinkProblem message={message ?? ""} next={{ href: adminPaths.forgotPassword, label: "Ask for a new link" }} />}
    </AuthCard>
  );
}

function ResetForm({ reset }: { reset: { token: string; email: string } }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, fields, formError } = useCheckedForm("admin-reset-password", ResetPasswordSchema, actionData);
  return (
    <>
      <p className="mb-6 text-sm text-muted-foreground">
        For <strong className="break-all text-foreground">{reset.email}</strong>. Saving it signs you out on every device; then sign in with the new password.
      </p>
      <Form method="post" replace className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="token" value={reset.token} />
        <input type="email" name="username" value={reset.email} autoComplete="username" readOnly hidden />
        <Field label="New password" meta={fields.password} description="At least 12 characters; not a common or breached password." allErrors>
          <Input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} required autoComplete="new-password" />
        </Field>
        <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
        <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
          Save new password
        </Button>
      </Form>
    </>
  );
}
