import { getFormProps, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { useCheckedForm } from "#app/components/admin/checked-form.ts";
import { AuthCheckingIndicator, AuthProvider, useAuth } from "#app/components/admin/auth-provider.tsx";
import { PasskeySignIn } from "#app/components/admin/passkeys.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths, safeAdminTarget } from "#app/lib/paths.ts";
import { adminLoginSchema, LOGIN_FAILED_MESSAGE } from "#app/lib/schemas/admin-login.ts";
import { seo } from "#app/lib/seo.ts";
import { getOptionalStaff, submitSignIn } from "#app/services/auth.server.ts";
import { PASSWORD_RESET_NOTICE } from "#app/services/password-reset.server.ts";
import { FIRST_RUN_HINT, isFirstRun } from "#app/services/staff-setup.server.ts";
import { NO_STORE, answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";


export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeAdminTarget(new URL(request.url).searchParams.get("redirectTo"));
  // SPEC §2: a signed-in admin who opens the login page goes on to the dashboard.
  if (await getOptionalStaff(request)) throw redirect(redirectTo, { headers: NO_STORE });
  const notice = new URL(request.url).searchParams.get("notice") === "password-reset" ? PASSWORD_RESET_NOTICE : null;
  return data({ redirectTo, firstRunHint: (await isFirstRun()) ? FIRST_RUN_HINT : null, notice }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitSignIn(request, originOf(context));
  if (answer.ok) throw redirect(answer.redirectTo, { headers: { ...NO_STORE, "Set-Cookie": answer.setCookie } });
  const headers = new Headers(NO_STORE);
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return data({ result: answer.result, error: answer.error }, { status: answer.status, headers });
}

export const headers = answerHeaders({ ...NO_STORE, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Admin Login", description: "Sign in to manage the site's content.", path: adminPaths.login, noindex: true });
}

export default function AdminLogin() {
  return (
    <AuthProvider user={null} session={null}>
      <LoginShell>
        <LoginForm />
      </LoginShell>
    </AuthProvider>
  );
}

function LoginShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-sm p-8">
        {/* The logo is itself the home link: a link around it would nest one <a> in another, which
            the HTML parser splits apart, so hydration would find other markup and rebuild the page,
            dropping whatever was typed meanwhile. */}
        <div className="mb-6 w-fit">
          <Logo />
        </div>
        <h1 className="mb-6 text-2xl font-bold">Admin Login</h1>
        {children}
      </Card>
    </main>
  );
}

function LoginForm() {
  const { redirectTo, firstRunHint, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { loading } = useAuth();
  const { form, fields, formError } = useCheckedForm("admin-login", adminLoginSchema, actionData);
  return (
    <Form method="post" replace className="space-y-4" {...getFormProps(form)}>
      {firstRunHint ? (
        <p role="status" className="rounded-md border bg-muted px-4 py-3 text-sm">
          {firstRunHint}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm">
          {notice}
        </p>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label="Email" meta={fields.email}>
        <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} required autoComplete="username" />
      </Field>
      <Field label="Password" meta={fields.password}>
        <Input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} required autoComplete="current-password" />
      </Field>
      <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
      <Button type="submit" className="w-full" disabled={loading}>
        Sign In
      </Button>
      {loading ? <AuthCheckingIndicator /> : null}
      <PasskeySignIn purpose="sign-in" redirectTo={redirectTo} label="Use a passkey" />
      <p className="text-center text-sm">
        <Link to={adminPaths.forgotPassword} className="font-medium text-primary underline underline-offset-4">
          Forgot password?
        </Link>
      </p>
    </Form>
  );
}

/** SPEC §8: whatever went wrong, the visitor sees 'Login failed' and can try again. */
export function ErrorBoundary() {
  return (
    <LoginShell>
      <title>Admin Login | Iratech</title>
      <meta name="robots" content="noindex, nofollow" />
      <FormErrors errors={[LOGIN_FAILED_MESSAGE]} className="mb-4" />
      <a href={adminPaths.login} className="font-medium text-primary underline underline-offset-4">
        Try again
      </a>
    </LoginShell>
  );
}
