/**
 * Navigation (issue 26.4; owners and admins): the header's links, the Products menu and the
 * footer's columns, edited as one form parsed with the shared schema
 * (app/lib/schemas/navigation.ts). Saving drops every cached public page on every instance: the
 * header and footer are on each (docs/decisions/031-navigation-and-redirects.md).
 */
import { Save } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/navigation";
import { ActionNotice, AdminSection } from "#app/components/admin/admin-section.tsx";
import { NavigationEditor } from "#app/components/admin/navigation-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { siteMenus, submitMenus } from "#app/services/navigation.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta("Navigation", adminPaths.navigation);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "navigation");
  return data({ menus: await siteMenus() }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "navigation");
  const outcome = await submitMenus(request, { ...actorOf(staff, context), actorUserId: staff.id });
  if (outcome.ok) return data({ ok: true as const, message: "Menus saved. Every page shows them now.", fieldErrors: {} as Record<string, string[]> }, { headers: NO_STORE });
  return data({ ok: false as const, message: outcome.error, fieldErrors: outcome.fieldErrors }, { status: outcome.status, headers: NO_STORE });
}

export default function Navigation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  return (
    <AdminSection title="Navigation" description="The header menu, the Products menu and the footer's columns, as every public page shows them.">
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      {actionData && !actionData.ok ? <FormErrors errors={[actionData.message]} /> : null}
      <Form method="post" className="grid gap-6" noValidate>
        <NavigationEditor menus={loaderData.menus} errors={errors} />
        <Button type="submit" className="w-fit" disabled={busy}>
          <Save aria-hidden="true" /> Save menus
        </Button>
      </Form>
    </AdminSection>
  );
}
