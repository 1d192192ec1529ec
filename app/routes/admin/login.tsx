import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { AuthCheckingIndicator, AuthProvider, useAuth } from "~/components/admin/auth-provider";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { requestInfoContext } from "~/lib/request-context.server";
import {
  adminLoginSchema,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  throttledMessage,
} from "~/lib/schemas/admin-login";
import { seo } from "~/lib/seo";
import { safeAdminTarget } from "~/lib/paths";
import { getOptionalAdmin, signIn } from "~/services/auth.server";
import { readFormBody } from "~/services/form-body.server";
import { logger } from "~/services/logger.server";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeAdminTarget(new URL(request.url).searchParams.get("redirectTo"));
  // SPEC §2: a signed-in admin who opens the login page goes on to the dashboard.
  if (await getOptionalAdmin(request)) throw redirect(redirectTo, { headers: NO_STORE });
  return data({ redirectTo }, { headers: NO_STORE });
}

/** An e-mail, a password of at most 128 characters and a path: far below this. */
const MAX_BODY_BYTES = 8 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  // Anyone can post here: read at most MAX_BODY_BYTES, and only a form.
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const error = body.status === 400 ? "The form could not be read. Please try again." : body.message;
    return data({ result: null, error }, { status: body.status, headers: NO_STORE });
  }
  const submission = parseWithZod(body.form, { schema: adminLoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), error: null }, { status: 400, headers: NO_STORE });
  }
  const { ip, userAgent } = context.get(requestInfoContext);
  try {
    const outcome = await signIn({ ...submission.value, ip, userAgent, request });
    if (outcome.ok) {
      throw redirect(safeAdminTarget(submission.value.redirectTo), {
        headers: { ...NO_STORE, "Set-Cookie": outcome.setCookie },
      });
    }
    if (outcome.error === "throttled") {
      const message = throttledMessage(outcome.retryAfterSeconds);
      return data(
        { result: submission.reply({ formErrors: [message], hideFields: ["password"] }), error: message },
        { status: 429, headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    return data(
      { result: submission.reply({ formErrors: [INVALID_CREDENTIALS_MESSAGE], hideFields: ["password"] }), error: INVALID_CREDENTIALS_MESSAGE },
      { status: 401, headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "sign-in failed");
    return data(
      { result: submission.reply({ formErrors: [LOGIN_FAILED_MESSAGE], hideFields: ["password"] }), error: LOGIN_FAILED_MESSAGE },
      { status: 503, headers: NO_STORE },
    );
  }
}

export function headers() {
  return { ...NO_STORE, "X-Robots-Tag": "noindex, nofollow" };
}

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Admin Login", description: "Sign in to manage the site's content.", path: "/admin-login", noindex: true });
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

function LoginShell({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
        <Link to="/" className="mb-6 inline-flex rounded-md" aria-label="Iratech home">
          <Logo />
        </Link>
        {children}
      </div>
    </main>
  );
}

function LoginForm() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { loading } = useAuth();
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminLoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formError = form.errors?.[0] ?? actionData?.error ?? null;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Admin Login</h1>
      <Form method="post" replace className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="space-y-1.5">
          <label htmlFor={fields.email.id} className="block text-sm font-medium">
            Email
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            required
            autoComplete="username"
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          />
          {fields.email.errors ? (
            <p id={fields.email.errorId} className="text-sm text-destructive">
              {fields.email.errors[0]}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={fields.password.id} className="block text-sm font-medium">
            Password
          </label>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            required
            autoComplete="current-password"
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          />
          {fields.password.errors ? (
            <p id={fields.password.errorId} className="text-sm text-destructive">
              {fields.password.errors[0]}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p id={form.errorId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={loading}>
          Sign In
        </Button>
        {loading ? <AuthCheckingIndicator /> : null}
      </Form>
    </>
  );
}

/** SPEC §8: whatever went wrong, the visitor sees 'Login failed' and can try again. */
export function ErrorBoundary() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
        <title>Admin Login | Iratech</title>
        <meta name="robots" content="noindex, nofollow" />
        <h1 className="mb-4 text-2xl font-bold">Admin Login</h1>
        <p role="alert" className="mb-4 text-sm text-destructive">
          {LOGIN_FAILED_MESSAGE}
        </p>
        <a href="/admin-login" className="font-medium text-primary underline underline-offset-4">
          Try again
        </a>
      </div>
    </main>
  );
}
