import { redirect } from "react-router";
import type { Route } from "./+types/moved";
import { movedAdminPaths } from "#app/lib/paths.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

/**
 * An admin address that moved (subscribers and the outbox left the Inbox, decision 041): for staff
 * who may open the new one, a permanent redirect with the query kept; others are refused as there.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "subscribers");
  const url = new URL(request.url);
  const to = movedAdminPaths[url.pathname.replace(/\/+$/, "")];
  if (!to) throw new Response("Not found", { status: 404 });
  return redirect(`${to}${url.search}`, 301);
}
