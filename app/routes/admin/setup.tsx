import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import { useCheckedForm } from "#app/components/admin/checked-form.ts";
import { AuthCard, LinkProblem } from "#app/components/admin/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { adminSetupSchema } from "#app/lib/schemas/admin-setup.ts";
import { seo } from "#app/lib/seo.ts";
import { SETUP_MESSAGES, setupLinkState, submitSetup } from "#app/services/staff-setup.server.ts";
import { noStore, answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

const NO_STORE = noStore({ "Referrer-Policy": "no-referrer" });
const STATUS = { closed: 403, invalid: 400, expired: 410, used: 410 } as const;

/** The page with the printed link: the form while the link is live, otherwise why not and what next. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const state = await setupLinkState(token);
  if (state === "open") return data({ state, token: token!.trim(), message: null }, { headers: NO_STORE });
  return data({ state, token: null, message: SETUP_MESSAGES[state] }, { status: STATUS[state], headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await submitSetup(request, originOf(context));
  if (answer.ok) throw redirect(answer.redirectTo, { headers: { ...NO_STORE, "Set-Cookie": answer.setCookie } });
  const headers = new Headers(NO_STORE);
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return data({ result: answer.result, error: answer.error }, { status: answer.status, headers });
}

export const headers = answerHeaders({ ...NO_STORE, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Set Up the Site", description: "Create the owner account.", path: adminPaths.setup, noindex: true });
}

export default function AdminSetup() {
  const { state, token, message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Set up the site">
      {state === "open" && token ? <SetupForm token={token} /> : <LinkProblem message={message ?? ""} next={{ href: adminPaths.login, label: "Go to sign in" }} />}
    </AuthCard>
  );
}

function SetupForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, fields, formError } = useCheckedForm("admin-setup", adminSetupSchema, actionData);
  const busy = navigation.state !== "idle";
  return (
    <>
      <p className="mb-6 text-sm text-muted-foreground">Create the owner account. The owner can do everything, including inviting staff.</p>
      <Form method="post" replace className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <Field label="Name" meta={fields.name}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} required autoComplete="name" />
        </Field>
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} required autoComplete="username" />
        </Field>
        <Field label="Password" meta={fields.password} description="At least 12 characters; not a common or breached password." allErrors>
          <Input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} required autoComplete="new-password" />
        </Field>
        <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
        <Button type="submit" className="w-full" disabled={busy}>
          Create owner account
        </Button>
      </Form>
    </>
  );
}
