import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { requestInfoContext } from "~/lib/request-context.server";
import { adminPaths } from "~/lib/paths";
import { clearSessionCookie, requireAdmin, signOut } from "~/services/auth.server";
import { logger } from "~/services/logger.server";

/** Signing out changes state, so only a POST does it; a GET just goes back to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(adminPaths.dashboard, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { ip, userAgent } = context.get(requestInfoContext);
  let setCookie: string;
  try {
    setCookie = await signOut(request, { ip, userAgent });
  } catch (error) {
    // SPEC §8: a failed sign-out is logged only; the browser still forgets its cookie.
    logger.error({ err: error, userId: admin.id }, "sign-out failed");
    setCookie = clearSessionCookie();
  }
  throw redirect(adminPaths.login, { headers: { "Cache-Control": "no-store", "Set-Cookie": setCookie } });
}
