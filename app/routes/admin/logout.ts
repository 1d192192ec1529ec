import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { adminPaths } from "#app/lib/paths.ts";
import { submitSignOut } from "#app/services/auth.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";


/** Signing out changes state, so only a POST does it; a GET just goes back to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard");
  throw redirect(adminPaths.dashboard, { headers: NO_STORE });
}

/** The Sign Out button's form carries no fields: whatever the body, the session ends. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, "dashboard");
  throw redirect(adminPaths.login, { headers: { ...NO_STORE, "Set-Cookie": await submitSignOut(request, originOf(context)) } });
}
