import { redirect } from "react-router";
import type { Route } from "./+types/two-factor-requirement";
import { adminPaths } from "#app/lib/paths.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitRequirement } from "#app/services/two-factor.server.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";


/** Only a POST changes the setting; a GET goes to the page that shows it. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "security");
  throw redirect(adminPaths.twoFactor, { headers: NO_STORE });
}

/** Owners require two-factor sign-in for every account, or stop requiring it; back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "security");
  const answer = await submitRequirement(request, originOf(context), staff);
  if (answer.ok) throw redirect(adminPaths.twoFactor, { status: 303, headers: NO_STORE });
  return new Response(answer.error, { status: answer.status, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
}
