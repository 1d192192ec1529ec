/** "Forgot password?": the same answer for every address, a mail only to staff. */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, Notice } from "#app/components/admin/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { RESET_REQUESTED_MESSAGE, submitForgotPassword } from "#app/services/password-reset.server.ts";
import { TOKEN_PAGE_HEADERS } from "#app/services/token-page.server.ts";
import { answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data({ notice: sent ? RESET_REQUESTED_MESSAGE : null }, { headers: TOKEN_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitForgotPassword(request, originOf(context));
  // Back to the page with the one answer: a reload does not send the form again.
  if (answer.ok) throw redirect(`${adminPaths.forgotPassword}?sent=1`, { status: 303, headers: TOKEN_PAGE_HEADERS });
  const headers = new Headers(TOKEN_PAGE_HEADERS);
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return data({ error: answer.error, field: answer.field ?? null }, { status: answer.status, headers });
}

export const headers = answerHeaders({ ...TOKEN_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Forgot Password", description: "Get a link to choose a new password.", path: adminPaths.forgotPassword, noindex: true });
}

export default function ForgotPassword() {
  const { notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const emailMeta = fieldMeta("forgot-email", actionData?.field === "email" ? [actionData.error] : null);
  return (
    <AuthCard title="Forgot your password?">
      {notice ? (
        <div className="mb-4">
          <Notice>{notice}</Notice>
        </div>
      ) : (
        <p className="mb-6 text-sm text-muted-foreground">Type the e-mail address you sign in with. We'll send you a link to choose a new password.</p>
      )}
      <Form method="post" className="space-y-4">
        <Field label="Email" meta={emailMeta}>
          <Input {...controlProps(emailMeta)} name="email" type="email" required maxLength={254} autoComplete="username" />
        </Field>
        <FormErrors errors={actionData && !actionData.field ? [actionData.error] : null} />
        <Button type="submit" className="w-full" disabled={busy}>
          Send me a link
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={adminPaths.login} className="font-medium text-primary underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
