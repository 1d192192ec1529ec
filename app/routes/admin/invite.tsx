/** An invitation's link: the invitee chooses a name and password and is signed in. */
import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import { useCheckedForm } from "#app/components/admin/checked-form.ts";
import { AuthCard, LinkProblem } from "#app/components/admin/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { AcceptInviteSchema } from "#app/lib/schemas/staff.ts";
import { seo } from "#app/lib/seo.ts";
import { invitationPage, submitAcceptInvitation } from "#app/services/staff.server.ts";
import { TOKEN_PAGE_HEADERS } from "#app/services/token-page.server.ts";
import { tokenFormResponse } from "../_shared/token-page.server.ts";
import { answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await invitationPage(new URL(request.url).searchParams.get("token"));
  return data(page, { status: page.status, headers: TOKEN_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return tokenFormResponse(await submitAcceptInvitation(request, originOf(context)));
}

export const headers = answerHeaders({ ...TOKEN_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Accept Your Invitation", description: "Join the team that runs the Iratech website.", path: adminPaths.invite, noindex: true });
}

export default function AcceptInvitation() {
  const { invitation, message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title="Join the team">
      {invitation ? <InvitationForm invitation={invitation} /> : <LinkProblem message={message ?? ""} next={{ href: adminPaths.login, label: "Go to sign in" }} />}
    </AuthCard>
  );
}

function InvitationForm({ invitation }: { invitation: { token: string; email: string; roleLabel: string; roleDescription: string } }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, fields, formError } = useCheckedForm("admin-invite", AcceptInviteSchema, actionData);
  return (
    <>
      <p className="mb-6 text-sm text-muted-foreground">
        You're invited as <strong className="text-foreground">{invitation.roleLabel}</strong> ({invitation.roleDescription.replace(/\.$/, "").toLowerCase()}). You will sign in
        as <strong className="break-all text-foreground">{invitation.email}</strong>.
      </p>
      <Form method="post" replace className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="token" value={invitation.token} />
        <input type="email" name="username" value={invitation.email} autoComplete="username" readOnly hidden />
        <Field label="Your name" meta={fields.name}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} required autoComplete="name" />
        </Field>
        <Field label="Choose a password" meta={fields.password} description="At least 12 characters; not a common or breached password." allErrors>
          <Input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} required autoComplete="new-password" />
        </Field>
        <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
        <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
          Create my account
        </Button>
      </Form>
    </>
  );
}
