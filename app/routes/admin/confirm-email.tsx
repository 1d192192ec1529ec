/** The link sent to a new sign-in address: one button confirms it (a mail scanner's GET changes nothing). */
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/confirm-email";
import { AuthCard, LinkProblem, Notice } from "#app/components/admin/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { emailChangePage, submitEmailChange } from "#app/services/account.server.ts";
import { TOKEN_PAGE_HEADERS } from "#app/services/token-page.server.ts";
import { answerHeaders } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await emailChangePage(new URL(request.url).searchParams.get("token"));
  return data(page, { status: page.status, headers: TOKEN_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitEmailChange(request, originOf(context));
  if (outcome.ok) return data({ ok: true as const, message: `Done: you now sign in as ${outcome.email}.` }, { headers: TOKEN_PAGE_HEADERS });
  return data({ ok: false as const, message: outcome.error }, { status: outcome.status, headers: TOKEN_PAGE_HEADERS });
}

export const headers = answerHeaders({ ...TOKEN_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export function meta(): Route.MetaDescriptors {
  return seo({ title: "Confirm Your New Address", description: "Confirm the new address of your staff account.", path: adminPaths.confirmEmail, noindex: true });
}

export default function ConfirmEmail() {
  const { change, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title="Confirm your new address">
      {actionData?.ok ? (
        <div className="grid gap-4">
          <Notice>{actionData.message}</Notice>
          <Link to={adminPaths.account} className="font-medium text-primary underline underline-offset-4">
            Go to your account
          </Link>
        </div>
      ) : change ? (
        <Form method="post" className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            From now on you will sign in as <strong className="break-all text-foreground">{change.email}</strong>.
          </p>
          <input type="hidden" name="token" value={change.token} />
          <FormErrors errors={actionData ? [actionData.message] : null} />
          <Button type="submit" disabled={busy}>
            Confirm this address
          </Button>
        </Form>
      ) : (
        <LinkProblem message={message ?? ""} next={{ href: adminPaths.account, label: "Go to your account" }} />
      )}
    </AuthCard>
  );
}
